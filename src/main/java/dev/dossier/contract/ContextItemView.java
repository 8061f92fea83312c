package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.assembly.ContextItem;
import java.util.List;

/** An item of the manifest that made it into a review context, with the level it was included at and its relevance. */
public record ContextItemView(String id, String section, @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String severity, String level, int tokens,
                              double relevance, @JsonInclude(JsonInclude.Include.NON_EMPTY) @Nullable List<String> chunks,
                              @JsonProperty("cut_chunk") @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String cutChunk,
                              @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Double confidence,
                              @JsonInclude(JsonInclude.Include.NON_EMPTY) @Nullable List<String> provenance,
                              @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable SopEvidenceView evidence) {

    public static ContextItemView of(ContextItem i) {
        return new ContextItemView(i.id(), i.section().label(), i.severity(), i.level().label(), i.tokens(), i.relevance(), i.chunks(),
                i.cutChunk(), i.confidence(), i.provenance(), SopEvidenceView.of(i.evidence()));
    }
}
