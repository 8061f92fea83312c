package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * The guard's answer: block when a claim is contradicted with a confidence above the policy's threshold, quarantine
 * when a claim is suspicious or not confidently contradicted (the text then waits in quarantine under quarantine_id),
 * else accept.
 */
public record GuardCheckView(@Schema(allowableValues = {"accept", "block", "quarantine"}) String decision, List<ClaimView> claims, String reason,
                             @JsonProperty("quarantine_id") @Nullable String quarantineId) {

    public static GuardCheckView of(dev.dossier.guard.CheckResult r) {
        return new GuardCheckView(r.decision().label(), r.claims().stream().map(ClaimView::of).toList(), r.reason(), r.quarantineId());
    }
}
