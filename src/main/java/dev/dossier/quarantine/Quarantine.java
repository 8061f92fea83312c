package dev.dossier.quarantine;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The quarantine: content a guard could not decide waits here for a person. Approval sends it where it was going
 * (for a claim check: back to the caller, recorded as approved); rejection discards it from the flow but keeps it,
 * recorded as rejected. Either is final and recorded with who, when and the note.
 */
public final class Quarantine {

    private final QuarantineStore store;
    private final Clock clock;

    public Quarantine(QuarantineStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** Holds content; returns the stored item. */
    public QuarantineItem hold(String user, String project, String kb, String origin, String content, String reason, List<String> claims) {
        return hold(user, project, kb, origin, "none", Map.of(), content, reason, claims);
    }

    /** Holds content on its way to {@code destination} ({@code project}, {@code session:ID}) with what it needs there. */
    public QuarantineItem hold(String user, String project, String kb, String origin, String destination, Map<String, String> attributes, String content,
                               String reason, List<String> claims) {
        var item = new QuarantineItem("q_" + UUID.randomUUID().toString().replace("-", ""), project, kb, origin, destination, content, reason, claims,
                QuarantineStatus.PENDING, user, clock.instant(), null, null, null, attributes);
        store.add(item);
        return item;
    }

    public QuarantineItem get(String id) {
        return store.get(id).orElseThrow(() -> notFound(id));
    }

    public List<QuarantineItem> list(List<String> projects, QuarantineStatus status, int limit) {
        return store.list(projects, status, limit);
    }

    /** Approves or rejects a pending item; deciding an item that is not pending is a conflict. */
    public QuarantineItem decide(String id, QuarantineStatus decision, String by, String note) {
        if (decision == QuarantineStatus.PENDING) {
            throw new IllegalArgumentException("a decision is approved or rejected");
        }
        var item = get(id);
        if (item.status() != QuarantineStatus.PENDING) {
            throw conflict(item);
        }
        return store.decide(id, decision, by, clock.instant(), note).orElseThrow(() -> conflict(get(id)));
    }

    private static DossierException conflict(QuarantineItem item) {
        return new DossierException(ErrorCode.CONFLICT, "quarantine item '" + item.id() + "' was already " + item.status().label() + " by "
                + item.decidedBy() + " at " + item.decided(), Map.of("id", item.id()));
    }

    private static DossierException notFound(String id) {
        return new DossierException(ErrorCode.NOT_FOUND, "no quarantine item with id '" + id + "'; GET /v1/quarantine lists them", Map.of("id", id));
    }
}
