package dev.dossier.monitor;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.session.PressurePolicy;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The risk monitor (seed 002, layer 2): loops report events, the rules of {@code monitor.yaml} raise graduated
 * signals, and everything is kept in the graph. Listeners (the NATS bridge) hear each stored signal after its
 * transaction committed.
 */
public final class RiskMonitor {

    private final MonitorStore store;
    private final RiskRules rules;
    private final MonitorPolicy policy;
    private final PressurePolicy pressure;
    private final Clock clock;
    private final List<Consumer<Signal>> listeners = new CopyOnWriteArrayList<>();

    public RiskMonitor(MonitorStore store, MonitorPolicy policy, PressurePolicy pressure, Clock clock) {
        this.store = store;
        this.policy = policy;
        this.rules = new RiskRules(policy);
        this.pressure = pressure;
        this.clock = clock;
    }

    public MonitorPolicy policy() {
        return policy;
    }

    /** Hears every signal once it is stored (a failing listener is its own problem: it must not throw). */
    public void listen(Consumer<Signal> listener) {
        listeners.add(listener);
    }

    public void unlisten(Consumer<Signal> listener) {
        listeners.remove(listener);
    }

    /** Applies one event; the loop and the signals it raised (for it or for the loops it conflicts with). */
    public MonitorStore.Applied report(LoopEvent event) {
        var applied = store.apply(event, (current, peers) -> rules.evaluate(current, peers, event));
        for (Signal s : applied.signals()) {
            for (var l : listeners) {
                l.accept(s);
            }
        }
        return applied;
    }

    public LoopState loop(String loopId) {
        return store.loop(loopId).orElseThrow(() -> notFound("loop", loopId));
    }

    public LoopMetrics metrics(LoopState loop) {
        return LoopMetrics.of(loop, pressure);
    }

    public List<Signal> signals(long since, Set<String> projects, int limit) {
        return store.signals(since, projects, limit);
    }

    public Signal signal(String id) {
        return store.signal(id).orElseThrow(() -> notFound("signal", id));
    }

    public Signal acknowledge(String id, String by) {
        return store.acknowledge(id, by, clock.instant()).orElseThrow(() -> notFound("signal", id));
    }

    public java.time.Instant now() {
        return clock.instant();
    }

    private static DossierException notFound(String what, String id) {
        return new DossierException(ErrorCode.NOT_FOUND, "no " + what + " with id '" + id + "'", Map.of("id", id));
    }
}
