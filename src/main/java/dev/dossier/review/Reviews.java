package dev.dossier.review;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.time.Clock;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

/** The review feature's entry point: records reviews and answers queries on conventions and decisions. */
public final class Reviews {

    private final ReviewStore store;
    private final ConventionPolicy policy;
    private final Clock clock;
    private final Supplier<String> ids;

    public Reviews(ReviewStore store, ConventionPolicy policy) {
        this(store, policy, Clock.systemUTC(), () -> UUID.randomUUID().toString());
    }

    public Reviews(ReviewStore store, ConventionPolicy policy, Clock clock, Supplier<String> ids) {
        this.store = store;
        this.policy = policy;
        this.clock = clock;
        this.ids = ids;
    }

    public ConventionPolicy policy() {
        return policy;
    }

    public ReviewOutcome record(ReviewSubmission review) {
        return store.record(review, new ConventionLedger(policy, ids), ids, clock.instant());
    }

    /** Conventions matching the query; with {@code file}, only those whose {@code applies_to} matches that path. */
    public List<Convention> conventions(ConventionQuery query) {
        var all = store.conventions(query.project(), query.status());
        if (query.file() == null) {
            return all;
        }
        return all.stream().filter(c -> ConventionLedger.appliesTo(c, query.file())).toList();
    }

    public ConventionDetail convention(String id) {
        return store.convention(id).orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND, "no convention with id '" + id
                + "'; list them with GET /v1/conventions or dossier conventions"));
    }

    public List<Decision> decisions(String planId) {
        if (store.planProject(planId).isEmpty()) {
            throw new DossierException(ErrorCode.NOT_FOUND, "no plan with id '" + planId + "': no review has named it yet");
        }
        return store.decisions(planId);
    }

    /** The project a plan belongs to; empty when no review named the plan. */
    public java.util.Optional<String> planProject(String planId) {
        return store.planProject(planId);
    }

    /** Decisions of a plan for a context: empty when the plan is null or unknown. */
    public List<Decision> decisionsFor(String planId) {
        return planId == null ? List.of() : store.decisions(planId);
    }
}
