package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;

/** A knowledge base triple with its provenance: the KB and the triple's id there. */
public record FactView(String kb, String id, String subject, @JsonProperty("subject_id") String subjectId, String relation, String object,
                       @JsonProperty("object_id") @Nullable String objectId, @JsonProperty("object_label") @Nullable String objectLabel) {

    public static FactView of(dev.dossier.facts.Fact f) {
        return new FactView(f.kb(), f.id(), f.subject(), f.subjectId(), f.relation(), f.object(), f.objectId(), f.objectLabel());
    }
}
