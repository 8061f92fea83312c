package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;

/** A statement of a project or a session; superseded and discarded ones stay, with valid_to. */
public record StatementView(String id, String project, @JsonProperty("session_id") @Nullable String sessionId,
                            @JsonProperty("item_id") @Nullable String itemId, @Nullable String key, String text,
                            @JsonProperty("valid_from") String validFrom, @JsonProperty("valid_to") @Nullable String validTo,
                            @Schema(allowableValues = {"active", "superseded", "pending", "discarded"}) String status, @Nullable String qualifier,
                            @JsonProperty("created_by") String createdBy) {

    public static StatementView of(dev.dossier.clash.Statement s) {
        return new StatementView(s.id(), s.project(), s.sessionId(), s.itemId(), s.key(), s.text(), s.validFrom().toString(),
                s.validTo() == null ? null : s.validTo().toString(), s.status().label(), s.qualifier(), s.createdBy());
    }
}
