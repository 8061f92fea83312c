package dev.dossier.monitor;

import java.util.List;
import java.util.Optional;

/** Where loops and signals live (the graph): a restart loses no loop, count, signal or acknowledgement. */
public interface MonitorStore {

    /** The work done for one event inside the store's transaction. */
    @FunctionalInterface
    interface Transition {
        /**
         * @param current the loop's stored state, or null
         * @param peers   the running loops of the event's plan and project, other than this one (empty without a plan)
         */
        RiskRules.Evaluation apply(LoopState current, List<LoopState> peers);
    }

    /**
     * Applies one event in one transaction, serialised with every other event of the same plan (or loop, without a
     * plan): reads the loop and its peers, runs {@code transition}, writes the loop, the changed peers and the raised
     * signals (numbered in order). Fails with CONFLICT when the loop id is another project's.
     */
    Applied apply(LoopEvent event, Transition transition);

    /** The loop and the signals the event raised, as stored. */
    record Applied(LoopState loop, List<Signal> signals) {
    }

    Optional<LoopState> loop(String loopId);

    /** Signals after sequence number {@code since}, oldest first, of the given projects (null: all), at most {@code limit}. */
    List<Signal> signals(long since, java.util.Set<String> projects, int limit);

    Optional<Signal> signal(String id);

    /** Records the acknowledgement (the first one stands); the signal as stored afterwards. */
    Optional<Signal> acknowledge(String id, String by, java.time.Instant at);
}
