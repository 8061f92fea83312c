package dev.dossier.session;

import jakarta.annotation.Nullable;
import java.util.Map;

/**
 * A session's usage.
 *
 * @param components     by component label: tokens against allocation
 * @param tokensPerTurn  moving average of the tokens of a history message
 * @param turnsRemaining history messages of that size before the level that compresses or checkpoints; null before
 *                       the first one
 */
public record Usage(long tokens, int budget, double utilization, String level, Map<String, ComponentUsage> components, double tokensPerTurn,
                    @Nullable Long turnsRemaining) {

    public record ComponentUsage(long tokens, int allocation) {
    }
}
