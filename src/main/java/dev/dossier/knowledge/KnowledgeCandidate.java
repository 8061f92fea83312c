package dev.dossier.knowledge;

import dev.dossier.scoring.Scorable;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Objects;

/**
 * A knowledge document the caller found for a query.
 *
 * @param id              stable id (document id, ATT&amp;CK id, ...); unique within one assembly
 * @param title           title shown in the context
 * @param filePath        source path, or null (e.g. an ATT&amp;CK technique)
 * @param type            source type: {@code attack}, {@code lab}, {@code man}, {@code markdown}, {@code sop}, or another
 *                        (which gets the default source weight)
 * @param text            the full text (markdown, or plain text)
 * @param modified        last modification, or null when unknown (recency is then left out of the score)
 * @param alignment       task alignment in [0, 1], e.g. the hybrid relevance of the document to the query
 * @param dependencyDepth distance from an {@code @}-mentioned item (0 = mentioned, 1 = linked from a mentioned item),
 *                        or null when unknown
 */
public record KnowledgeCandidate(String id, String title, String filePath, String type, String text, Instant modified, double alignment,
                                 Integer dependencyDepth) implements Scorable {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ISO_LOCAL_DATE.withZone(ZoneOffset.UTC);

    public KnowledgeCandidate {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text of " + id);
        title = title == null || title.isBlank() ? id : title.strip();
        type = type == null || type.isBlank() ? "markdown" : type.strip();
        if (!(alignment >= 0 && alignment <= 1)) {
            throw new IllegalArgumentException("alignment of " + id + " must be between 0 and 1, got " + alignment);
        }
        if (dependencyDepth != null && dependencyDepth < 0) {
            throw new IllegalArgumentException("dependency depth of " + id + " must be 0 or more, got " + dependencyDepth);
        }
    }

    /**
     * The stub's metadata line: type, file path (or id), modified date (UTC) and line count, e.g.
     * {@code markdown · docs/install.md · modified 2024-05-01 · 120 lines}.
     */
    public String metaLine() {
        var b = new StringBuilder(type).append(" · ").append(filePath == null ? id : filePath);
        if (modified != null) {
            b.append(" · modified ").append(DATE.format(modified));
        }
        long lines = text.isEmpty() ? 0 : text.lines().count();
        return b.append(" · ").append(lines).append(lines == 1 ? " line" : " lines").toString();
    }
}
