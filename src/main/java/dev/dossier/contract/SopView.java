package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.source.Sop;
import java.util.List;
import java.util.Map;

/** An SOP: id, title, file, severity, globs, summary, requirements, chunk count and extra front-matter attributes. */
public record SopView(String id, @Nullable String title, @JsonProperty("file_path") @Nullable String filePath, String severity,
                      @JsonProperty("applies_to") List<String> appliesTo, @Nullable String summary, List<String> requirements,
                      @JsonProperty("chunk_count") int chunkCount, Map<String, Object> attributes) {

    public static SopView of(Sop s) {
        return new SopView(s.id(), s.title(), s.filePath(), s.severity().label(), s.appliesTo(), s.summary(), s.requirements(), s.chunkCount(),
                s.attributes());
    }
}
