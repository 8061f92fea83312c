package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.search.SearchHit;

/** A document found by search, with its best chunk and calibrated score in [0, 1]. */
public record SearchHitView(String id, @Nullable String title, @JsonProperty("file_path") @Nullable String filePath, String type, double score,
                            @JsonProperty("chunk_id") @Nullable String chunkId, @Nullable String section) {

    public static SearchHitView of(SearchHit h) {
        return new SearchHitView(h.id(), h.title(), h.filePath(), h.type(), h.score(), h.chunkId(), h.section());
    }
}
