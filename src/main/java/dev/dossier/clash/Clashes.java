package dev.dossier.clash;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.LongAdder;

/**
 * Statements of a project and its sessions, and the clashes between them (issue 14 §5). A new statement is read into
 * slots, compared with the active statements of the project and of its session, and every clash is resolved by the
 * policy of its type or left pending for a person; the new statement, the stored statements it changes and the
 * clashes are written in one transaction. Nothing is resolved silently, nothing is deleted.
 */
public final class Clashes {

    /** The answers a pending clash accepts. */
    public enum Choice {
        /** The stored statement holds; the new one is discarded. */
        EXISTING,
        /** The new statement holds; the stored one is superseded. */
        NEW,
        /** Both hold, each qualified by the other. */
        BOTH
    }

    private final ClashStore store;
    private final ClashPolicy policy;
    private final StatementReader reader;
    private final Clock clock;
    private final Map<ClashType, LongAdder> byType = new EnumMap<>(ClashType.class);
    private final Map<Strategy, LongAdder> byStrategy = new EnumMap<>(Strategy.class);
    private final LongAdder automatic = new LongAdder();
    private final LongAdder byUser = new LongAdder();
    private final LongAdder pending = new LongAdder();

    public Clashes(ClashStore store, ClashPolicy policy, Clock clock) {
        this.store = store;
        this.policy = policy;
        this.reader = new StatementReader(policy);
        this.clock = clock;
        for (ClashType t : ClashType.values()) {
            byType.put(t, new LongAdder());
        }
        for (Strategy s : Strategy.values()) {
            byStrategy.put(s, new LongAdder());
        }
    }

    public ClashPolicy policy() {
        return policy;
    }

    /** What a statement would clash with, without writing anything (quality validation's consistency). */
    public List<Conflict> conflicts(String project, String sessionId, String key, String text, Instant at) {
        return clashing(project, sessionId, reader.read(key, text), at);
    }

    /**
     * The active statements {@code slots} clash with. Only those sharing a slot key can, so only those are read; text
     * without a slot clashes with nothing and reads nothing (the graph read was most of a validation's time, ADR 0014).
     */
    private List<Conflict> clashing(String project, String sessionId, List<Slot> slots, Instant at) {
        if (slots.isEmpty()) {
            return List.of();
        }
        var keys = slots.stream().map(Slot::key).distinct().toList();
        return ClashDetector.detect(slots, at, store.active(project, sessionId, keys));
    }

    /**
     * Records a statement of {@code project} (of its session {@code sessionId} when not null, read from the item
     * {@code itemId}) and resolves its clashes.
     *
     * @param at when it was stated (null: now)
     */
    public Resolution state(String user, String project, String sessionId, String itemId, String key, String text, Instant at) {
        Instant now = clock.instant();
        Instant from = at == null ? now : at;
        var slots = reader.read(key, text);
        var statement = new Statement("st_" + UUID.randomUUID().toString().replace("-", ""), project, sessionId, itemId, key, text, slots, from, null,
                StatementStatus.ACTIVE, null, user);
        var conflicts = clashing(project, sessionId, slots, from);
        var resolution = Resolution.plan(statement, conflicts, policy, now);
        store.record(resolution.incoming(), resolution.changed(), resolution.clashes());
        for (Clash c : resolution.clashes()) {
            byType.get(c.type()).increment();
            byStrategy.get(c.strategy()).increment();
            (c.status() == ClashStatus.PENDING ? pending : automatic).increment();
        }
        return resolution;
    }

    public Clash get(String id) {
        return store.clash(id).orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND, "no clash with id '" + id + "'; GET /v1/clashes lists them",
                Map.of("id", id)));
    }

    public List<Clash> list(List<String> projects, ClashStatus status, int limit) {
        return store.clashes(projects, status, limit);
    }

    public List<Statement> statements(String project, String sessionId, boolean history, int limit) {
        return store.statements(project, sessionId, history, limit);
    }

    /** Answers a pending clash; answering one that is not pending is a conflict. Returns the clash and what changed. */
    public Answered answer(String id, Choice choice, String by, String note) {
        var clash = get(id);
        if (clash.status() != ClashStatus.PENDING) {
            throw conflict(clash);
        }
        Instant now = clock.instant();
        var existing = clash.existing();
        var incoming = clash.incoming();
        List<Statement> changed;
        String resolution;
        switch (choice) {
            case EXISTING -> {
                changed = List.of(incoming.with(StatementStatus.DISCARDED, now, incoming.qualifier()));
                resolution = "kept " + existing.id() + "; discarded " + incoming.id() + " (kept in history)";
            }
            case NEW -> {
                // the stored statement holds until the new one begins, also when both were stated at the same instant (a pending
                // conflicting fact); only a new statement dated before the stored one ends it at the time of the answer
                Instant until = incoming.validFrom().isBefore(existing.validFrom()) ? now : incoming.validFrom();
                changed = List.of(existing.with(StatementStatus.SUPERSEDED, until, existing.qualifier()),
                        incoming.with(StatementStatus.ACTIVE, null, incoming.qualifier()));
                resolution = "superseded " + existing.id() + " (valid_to " + until + ", kept in history); kept " + incoming.id();
            }
            default -> {
                changed = List.of(existing.with(existing.status(), existing.validTo(), "held together with: " + incoming.text()),
                        incoming.with(StatementStatus.ACTIVE, null, "held together with: " + existing.text()));
                resolution = "kept both " + existing.id() + " and " + incoming.id() + ", each qualified by the other";
            }
        }
        String label = choice.name().toLowerCase(java.util.Locale.ROOT);
        var answered = new Clash(clash.id(), clash.project(), clash.sessionId(), clash.type(), clash.strategy(), existing, incoming, ClashStatus.RESOLVED,
                resolution, "answered by " + by + ": " + label, false, clash.question(), clash.options(), label, note, by, now, clash.detected());
        var stored = store.answer(answered, changed, now).orElseThrow(() -> conflict(get(id)));
        byUser.increment();
        pending.decrement();
        return new Answered(stored, changed);
    }

    /** An answered clash and the statements the answer changed. */
    public record Answered(Clash clash, List<Statement> changed) {
    }

    /** What this process's clashes were since it started. */
    public ClashMetrics metrics() {
        var types = new java.util.TreeMap<String, Long>();
        byType.forEach((t, n) -> types.put(t.label(), n.sum()));
        var strategies = new java.util.TreeMap<String, Long>();
        byStrategy.forEach((s, n) -> strategies.put(s.label(), n.sum()));
        long detected = types.values().stream().mapToLong(Long::longValue).sum();
        return new ClashMetrics(detected, types, strategies, automatic.sum(), byUser.sum(), Math.max(0, pending.sum()));
    }

    private static DossierException conflict(Clash c) {
        return new DossierException(ErrorCode.CONFLICT, "clash '" + c.id() + "' is already resolved by " + c.resolvedBy() + " at " + c.resolvedAt()
                + ": " + c.resolution(), Map.of("id", c.id()));
    }
}
