package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** Quarantined content, with who held it back and, once decided, who decided, when and why. */
public record QuarantineView(String id, String project, String kb, String origin, String destination, String content, String reason,
                             List<String> claims, @Schema(allowableValues = {"pending", "approved", "rejected"}) String status,
                             @JsonProperty("created_by") String createdBy, String created, @JsonProperty("decided_by") @Nullable String decidedBy,
                             @Nullable String decided, @Nullable String note) {

    public static QuarantineView of(dev.dossier.quarantine.QuarantineItem q) {
        return new QuarantineView(q.id(), q.project(), q.kb(), q.origin(), q.destination(), q.content(), q.reason(), q.claims(), q.status().label(),
                q.createdBy(), q.created().toString(), q.decidedBy(), q.decided() == null ? null : q.decided().toString(), q.note());
    }
}
