package dev.dossier.contract;

import java.util.List;

/**
 * What an event did: the loop afterwards and the signals it raised (for this loop, and for the loops it conflicts with).
 *
 * @param loop    the loop with its counts and metrics
 * @param signals the signals raised, oldest first
 */
public record MonitorEventResponse(LoopView loop, List<SignalView> signals) {
}
