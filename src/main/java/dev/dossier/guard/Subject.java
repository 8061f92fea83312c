package dev.dossier.guard;

import java.util.List;

/**
 * A linked subject: its entity, how sure the link is (lower for a name several entities share, or a pronoun), and the
 * other entities its name may mean ("Dominican": Dominica or the Dominican Republic), in the lexicon's order, and the
 * token its name starts at in the clause (-1 when carried over), and the group ({@link Group}) it is a member of, if
 * any: the group's claim is each member's own, even where another member holds it.
 */
record Subject(String id, double factor, boolean carried, boolean denied, List<String> alsoMeant, int at, List<String> group) {
    static Subject of(Lexicon.Mention m, GuardPolicy policy) {
        var ids = m.entityIds();
        return new Subject(ids.get(0), ids.size() > 1 ? policy.confidence().ambiguousName() : 1, false, false, ids.subList(1, ids.size()), m.start(), List.of());
    }

    /** A subject whose marker a negation comes right before: "English is official in South Sudan but not in Sudan". */
    static Subject of(Lexicon.Mention m, GuardPolicy policy, ClauseScan c) {
        var s = of(m, policy);
        var t = c.tokens();
        boolean denied = m.start() >= 2 && policy.subjectMarkers().contains(t.get(m.start() - 1).norm()) && policy.negations().contains(t.get(m.start() - 2).norm());
        return new Subject(s.id(), s.factor(), false, denied, s.alsoMeant(), s.at(), List.of());
    }

    /** The subject of a clause before, referred to or carried over ("Its capital is ...", "Capital: Lima"). */
    static Subject carried(String id, GuardPolicy policy) {
        return new Subject(id, policy.confidence().coreference(), true, false, List.of(), -1, List.of());
    }

    /** A member of a group of countries named before ("Both countries use the peso"). */
    static Subject member(String id, List<String> group, GuardPolicy policy) {
        return new Subject(id, policy.confidence().coreference(), true, false, List.of(), -1, List.copyOf(group));
    }

    /** The same link, as a member of {@code group}: subjects coordinated in one clause ("Israel and Jordan both use ..."). */
    Subject in(List<String> group) {
        return new Subject(id, factor, carried, denied, alsoMeant, at, List.copyOf(group));
    }

    /** The same link, to {@code other}. */
    Subject as(String other) {
        return new Subject(other, factor, carried, denied, List.of(), at, List.of());
    }
}
