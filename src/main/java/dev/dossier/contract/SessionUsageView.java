package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A session's usage: tokens per component against allocation, total, utilization, pressure level, tokens per turn
 * (moving average) and the turns left before the level that compresses or checkpoints.
 */
public record SessionUsageView(long tokens, int budget, double utilization, String level, Map<String, ComponentUsageView> components,
                               @JsonProperty("tokens_per_turn") double tokensPerTurn, @JsonProperty("turns_remaining") @Nullable Long turnsRemaining) {

    /** One component's tokens and allocation. */
    public record ComponentUsageView(long tokens, int allocation) {
    }

    public static SessionUsageView of(dev.dossier.session.Usage u) {
        var components = new LinkedHashMap<String, ComponentUsageView>();
        u.components().forEach((k, v) -> components.put(k, new ComponentUsageView(v.tokens(), v.allocation())));
        return new SessionUsageView(u.tokens(), u.budget(), u.utilization(), u.level(), components, u.tokensPerTurn(), u.turnsRemaining());
    }
}
