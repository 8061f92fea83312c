package dev.dossier.monitor;

import dev.dossier.session.PressurePolicy;

/**
 * A loop's context metrics (seed 002): utilization of its window, tokens per iteration, iterations remaining at that
 * rate, and the pressure band of the configured preset.
 *
 * @param utilization         tokens used / window, null when the window is unknown
 * @param iterationsRemaining whole iterations that still fit at the current rate, null without a rate or a window
 * @param pressure            the band's name (semspec: green, yellow, orange, red, critical), null without a window
 */
public record LoopMetrics(Double utilization, Long iterationsRemaining, String pressure) {

    static LoopMetrics of(LoopState loop, PressurePolicy bands) {
        if (loop.window() <= 0) {
            return new LoopMetrics(null, null, null);
        }
        double utilization = (double) loop.tokensUsed() / loop.window();
        Long remaining = loop.tokensPerIteration() > 0
                ? (long) Math.floor(Math.max(0, loop.window() - loop.tokensUsed()) / loop.tokensPerIteration()) : null;
        return new LoopMetrics(Math.round(utilization * 10_000) / 10_000.0, remaining, bands.levelAt(loop.tokensUsed(), loop.window()).name());
    }
}
