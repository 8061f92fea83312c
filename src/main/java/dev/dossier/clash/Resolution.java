package dev.dossier.clash;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * What the policy does with a new statement and its conflicts (pure: the store applies it in one transaction). Per
 * conflict, the strategy of its type: prefer_recent supersedes the older side (equal timestamps: ask_user);
 * ask_user holds the new statement pending with a question; merge keeps both, qualified; keep_existing discards
 * the new one. When conflicts disagree, the new statement's fate is the most cautious one (pending, then
 * discarded, then superseded, then active), and a stored statement is superseded only when the new one stays active.
 *
 * @param incoming the new statement as it is stored
 * @param changed  stored statements whose status or qualifier changed
 * @param clashes  one per conflict
 */
public record Resolution(Statement incoming, List<Statement> changed, List<Clash> clashes) {

    static final String SYSTEM = "system";

    public Resolution {
        changed = List.copyOf(changed);
        clashes = List.copyOf(clashes);
    }

    private record Step(Conflict conflict, Strategy strategy, String fallback) {
    }

    static Resolution plan(Statement incoming, List<Conflict> conflicts, ClashPolicy policy, Instant now) {
        var steps = new ArrayList<Step>();
        for (Conflict c : conflicts) {
            Strategy s = policy.strategy(c.type());
            if (s == Strategy.PREFER_RECENT && c.existing().validFrom().equals(incoming.validFrom())) {
                steps.add(new Step(c, Strategy.ASK_USER, "prefer_recent cannot choose between statements made at the same instant ("
                        + incoming.validFrom() + "); "));
            } else {
                steps.add(new Step(c, s, ""));
            }
        }
        StatementStatus fate = StatementStatus.ACTIVE;
        Instant until = null;
        for (Step st : steps) {
            if (st.strategy() == Strategy.ASK_USER) {
                fate = StatementStatus.PENDING;
                until = null;
            } else if (st.strategy() == Strategy.KEEP_EXISTING && fate != StatementStatus.PENDING) {
                fate = StatementStatus.DISCARDED;
                until = incoming.validFrom();
            } else if (st.strategy() == Strategy.PREFER_RECENT && !incoming.validFrom().isAfter(st.conflict().existing().validFrom())
                    && fate == StatementStatus.ACTIVE) {
                fate = StatementStatus.SUPERSEDED;
                until = st.conflict().existing().validFrom();
            }
        }
        var qualifiers = new ArrayList<String>();
        var changed = new ArrayList<Statement>();
        var texts = new ArrayList<String[]>();
        for (Step st : steps) {
            var existing = st.conflict().existing();
            String type = st.conflict().type().label();
            String resolution;
            String reason;
            switch (st.strategy()) {
                case PREFER_RECENT -> {
                    boolean newer = incoming.validFrom().isAfter(existing.validFrom());
                    if (newer && fate == StatementStatus.ACTIVE) {
                        changed.add(existing.with(StatementStatus.SUPERSEDED, incoming.validFrom(), existing.qualifier()));
                        resolution = "superseded " + existing.id() + " (valid_to " + incoming.validFrom() + ", kept in history); kept " + incoming.id();
                    } else if (newer) {
                        resolution = "kept " + existing.id() + ": the new statement " + incoming.id() + " is " + fate.label() + " by another clash";
                    } else {
                        resolution = "kept " + existing.id() + "; stored the older new statement " + incoming.id() + " as superseded";
                    }
                    reason = "prefer_recent for " + type + ": " + (newer ? incoming.validFrom() + " is after " + existing.validFrom()
                            : existing.validFrom() + " is after " + incoming.validFrom());
                }
                case MERGE -> {
                    changed.add(existing.with(existing.status(), existing.validTo(), "held together with: " + incoming.text()));
                    qualifiers.add(existing.text());
                    resolution = "kept both " + existing.id() + " and " + incoming.id() + ", each qualified by the other";
                    reason = "merge for " + type;
                }
                case KEEP_EXISTING -> {
                    resolution = "kept " + existing.id() + "; discarded " + incoming.id() + " (kept in history)";
                    reason = "keep_existing for " + type;
                }
                default -> {
                    resolution = null;
                    reason = st.fallback() + "ask_user for " + type + ": waiting for an answer";
                }
            }
            texts.add(new String[]{resolution, reason});
        }
        var next = incoming.with(fate, until, qualifiers.isEmpty() ? incoming.qualifier() : "held together with: " + String.join("; ", qualifiers));
        var clashes = new ArrayList<Clash>();
        for (int i = 0; i < steps.size(); i++) {
            var st = steps.get(i);
            var existingId = st.conflict().existing().id();
            var existing = changed.stream().filter(s -> s.id().equals(existingId)).findFirst().orElse(st.conflict().existing());
            boolean ask = st.strategy() == Strategy.ASK_USER;
            clashes.add(new Clash("cl_" + UUID.randomUUID().toString().replace("-", ""), next.project(), next.sessionId(), st.conflict().type(),
                    st.strategy(), existing, next, ask ? ClashStatus.PENDING : ClashStatus.RESOLVED, texts.get(i)[0], texts.get(i)[1], !ask,
                    ask ? question(existing, next, st.conflict().type()) : null, ask ? options(existing, next) : List.of(), null, null,
                    ask ? null : SYSTEM, ask ? null : now, now));
        }
        return new Resolution(next, changed, clashes);
    }

    private static String question(Statement existing, Statement incoming, ClashType type) {
        return "\"" + existing.text() + "\" (" + existing.validFrom() + ") and \"" + incoming.text() + "\" (" + incoming.validFrom() + ") "
                + (type == ClashType.CONTRADICTORY_PREFERENCES ? "are contradictory preferences" : "cannot both hold") + ": which one holds?";
    }

    private static List<String> options(Statement existing, Statement incoming) {
        return List.of("existing: keep \"" + existing.text() + "\"", "new: replace it by \"" + incoming.text() + "\"",
                "both: keep both, each qualified by the other");
    }
}
