package dev.dossier.guard;

import java.util.List;

/**
 * A linked subject: its entity, how sure the link is (lower for a name several entities share, or a pronoun), and the
 * other entities its name may mean ("Dominican": Dominica or the Dominican Republic), in the lexicon's order, and the
 * token its name starts at in the clause (-1 when carried over).
 */
record Subject(String id, double factor, boolean carried, boolean denied, List<String> alsoMeant, int at) {
    static Subject of(Lexicon.Mention m, GuardPolicy policy) {
        var ids = m.entityIds();
        return new Subject(ids.get(0), ids.size() > 1 ? policy.confidence().ambiguousName() : 1, false, false, ids.subList(1, ids.size()), m.start());
    }

    /** A subject whose marker a negation comes right before: "English is official in South Sudan but not in Sudan". */
    static Subject of(Lexicon.Mention m, GuardPolicy policy, ClauseScan c) {
        var s = of(m, policy);
        var t = c.tokens();
        boolean denied = m.start() >= 2 && policy.subjectMarkers().contains(t.get(m.start() - 1).norm()) && policy.negations().contains(t.get(m.start() - 2).norm());
        return new Subject(s.id(), s.factor(), false, denied, s.alsoMeant(), s.at());
    }

    /** The subject of a clause before, referred to or carried over ("Its capital is ...", "Capital: Lima"). */
    static Subject carried(String id, GuardPolicy policy) {
        return new Subject(id, policy.confidence().coreference(), true, false, List.of(), -1);
    }

    /** The same link, to {@code other}. */
    Subject as(String other) {
        return new Subject(other, factor, carried, denied, List.of(), at);
    }
}
