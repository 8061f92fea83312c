package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.knowledge.DroppedKnowledge;

/** A knowledge document left out, and why. */
public record KnowledgeDroppedView(String id, String section, @Nullable String title, @JsonProperty("file_path") @Nullable String filePath, double score,
                                   @Nullable String reason) {

    public static KnowledgeDroppedView of(DroppedKnowledge d) {
        return new KnowledgeDroppedView(d.id(), "knowledge", d.title(), d.filePath(), d.score(), d.reason());
    }
}
