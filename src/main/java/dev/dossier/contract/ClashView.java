package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * A clash and how it was resolved: the strategy, what was done, why, by whom ({@code system}: the policy) and when;
 * a pending one carries the question and the options {@code POST /v1/clashes/{id}/answer} accepts.
 */
public record ClashView(String id, String project, @JsonProperty("session_id") @Nullable String sessionId,
                        @Schema(allowableValues = {"contradictory_preferences", "conflicting_facts", "outdated_information", "duplicates"}) String type,
                        @Schema(allowableValues = {"prefer_recent", "ask_user", "merge", "keep_existing"}) String strategy,
                        @Schema(allowableValues = {"pending", "resolved"}) String status, StatementView existing, StatementView incoming,
                        @Nullable String resolution, String reason, boolean automatic, @Nullable String question, List<String> options,
                        @Nullable String answer, @Nullable String note, @JsonProperty("resolved_by") @Nullable String resolvedBy,
                        @JsonProperty("resolved_at") @Nullable String resolvedAt, String detected) {

    public static ClashView of(dev.dossier.clash.Clash c) {
        return new ClashView(c.id(), c.project(), c.sessionId(), c.type().label(), c.strategy().label(), c.status().label(), StatementView.of(c.existing()),
                StatementView.of(c.incoming()), c.resolution(), c.reason(), c.automatic(), c.question(), c.options(), c.answer(), c.note(), c.resolvedBy(),
                c.resolvedAt() == null ? null : c.resolvedAt().toString(), c.detected().toString());
    }
}
