package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.search.SearchHit;

/** A document found by search, with its best chunk and calibrated score in [0, 1]. */
public record SearchHitView(String id, String title, @JsonProperty("file_path") String filePath, String type, double score,
                            @JsonProperty("chunk_id") String chunkId, String section) {

    public static SearchHitView of(SearchHit h) {
        return new SearchHitView(h.id(), h.title(), h.filePath(), h.type(), h.score(), h.chunkId(), h.section());
    }
}
