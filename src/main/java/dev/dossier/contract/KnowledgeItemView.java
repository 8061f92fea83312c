package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.knowledge.KnowledgeItem;

/** A knowledge document included in a context: the level it fits at, its multi-factor score and tier. */
public record KnowledgeItemView(String id, String section, @Nullable String title, @JsonProperty("file_path") @Nullable String filePath, @Nullable String type, String level,
                                int tokens, double score, @Nullable String tier) {

    public static KnowledgeItemView of(KnowledgeItem i) {
        return new KnowledgeItemView(i.id(), "knowledge", i.title(), i.filePath(), i.type(), i.level().label(), i.tokens(), i.score(), i.tier());
    }
}
