package dev.dossier.source;

import dev.dossier.budget.Severity;
import java.util.List;
import java.util.Map;

/**
 * An SOP as stored in the graph (its parent entity, without chunks).
 *
 * @param id           stable document id
 * @param title        title
 * @param filePath     path relative to its source directory
 * @param severity     severity tier
 * @param appliesTo    globs of the files it applies to
 * @param summary      summary (given or derived)
 * @param requirements requirement lines (given or derived; may be empty)
 * @param chunkCount   number of chunks
 * @param attributes   front-matter keys outside the vocabulary
 */
public record Sop(String id, String title, String filePath, Severity severity, List<String> appliesTo, String summary,
                  List<String> requirements, int chunkCount, Map<String, Object> attributes) {

    public Sop {
        appliesTo = List.copyOf(appliesTo);
        requirements = List.copyOf(requirements);
        // Front matter may hold null values (e.g. `configured_option: null`): Map.copyOf would reject them.
        attributes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(attributes));
    }
}
