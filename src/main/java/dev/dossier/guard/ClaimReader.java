package dev.dossier.guard;

import dev.dossier.facts.Cardinality;
import dev.dossier.facts.Fact;
import dev.dossier.facts.Relation;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Reads claims out of text and judges each against one knowledge base. The text is split into sentences
 * ({@link BreakIterator}) and clauses; in each clause the lexicon finds the KB's names; a relation is expressed when one
 * of its cues occurs (or, for relations whose objects say it, when one of its objects is named); the subject is the
 * entity marked as such ("of France", "France's", "in Andorra"), else the first entity that is not an object, else
 * the subject of the previous clause when a pronoun refers to it ("Its capital is Paris"). Negation flips the verdict;
 * a clause placed in time ("since the 19th century") is unknown, as the KB is timeless. Nothing here knows the
 * wording of any particular data set: cues and object names come from the relation definitions and the KB.
 */
final class ClaimReader {

    /** A sentence that ends in an abbreviation such as "St." or "Mt." (one to three letters, capitalised). */
    private static final Pattern ABBREVIATION = Pattern.compile("(?:^|\\s)[A-Z][a-z]{0,2}\\.\\s*$");

    /** Words after "there" (or "it") that make it no pronoun of a subject: "there is a border between...". */
    private static final Set<String> EXISTENTIAL = Set.of("is", "are", "was", "were");

    private final GuardPolicy policy;
    private final Pattern clauseSplit;

    ClaimReader(GuardPolicy policy) {
        this.policy = policy;
        String words = policy.clauseWords().stream().map(Pattern::quote).collect(Collectors.joining("|"));
        String marks = policy.clauseBreaks().stream().map(Pattern::quote).collect(Collectors.joining("|"));
        this.clauseSplit = Pattern.compile((marks.isEmpty() ? "" : "(?:" + marks + ")|") + (words.isEmpty() ? "(?!)" : ",\\s+(?=(?:" + words + ")\\b)"),
                Pattern.CASE_INSENSITIVE);
    }

    List<CheckedClaim> read(KbIndex index, String text) {
        var claims = new ArrayList<CheckedClaim>();
        var sentences = BreakIterator.getSentenceInstance(Locale.ENGLISH);
        sentences.setText(text);
        String last = null;
        int start = sentences.first();
        for (int end = sentences.next(); end != BreakIterator.DONE; end = sentences.next()) {
            if (end < text.length() && ABBREVIATION.matcher(text.substring(start, end)).find()) {
                continue; // "St. Peter Port": a short capitalised word with a full stop does not end the sentence
            }
            String sentence = text.substring(start, end);
            start = end;
            for (String clause : clauseSplit.split(sentence)) {
                if (!clause.isBlank()) {
                    last = readClause(index, clause.strip(), last, claims);
                }
            }
        }
        return claims;
    }

    /** Adds the clause's claims; returns the subject a following pronoun refers to. */
    private String readClause(KbIndex index, String clause, String previousSubject, List<CheckedClaim> claims) {
        var tokens = Words.tokens(clause);
        if (tokens.isEmpty()) {
            return previousSubject;
        }
        var mentions = index.lexicon.scan(tokens, clause);
        boolean[] named = new boolean[tokens.size()];
        for (var m : mentions) {
            for (int i = m.start(); i < m.end(); i++) {
                named[i] = true;
            }
        }
        Set<String> stems = new HashSet<>();
        boolean negated = false;
        boolean temporal = false;
        boolean pronoun = false;
        for (int i = 0; i < tokens.size(); i++) {
            String norm = tokens.get(i).norm();
            if (!named[i]) {
                stems.add(Words.stem(norm));
            }
            negated |= policy.negations().contains(norm) || norm.equals("t") && i > 0 && tokens.get(i - 1).norm().endsWith("n");
            temporal |= policy.temporal().contains(norm) || norm.matches("1\\d{3}|20\\d{2}|\\d+(st|nd|rd|th)");
            pronoun |= policy.pronouns().contains(norm);
        }
        var entityMentions = mentions.stream().filter(m -> !m.entityIds().isEmpty()).toList();
        int leadingPronoun = -1;
        for (int i = 0; i < tokens.size() - 1 && leadingPronoun < 0; i++) {
            if (policy.pronouns().contains(tokens.get(i).norm()) && !EXISTENTIAL.contains(tokens.get(i + 1).norm())) {
                leadingPronoun = i;
            }
        }
        var context = new Clause(clause, tokens, named, negated, temporal);
        String subjectOfClause = null;
        var seen = new HashSet<String>();
        for (var cued : index.relations) {
            Relation r = cued.relation();
            boolean cue = cued.cueStems().stream().anyMatch(stems::containsAll);
            List<Lexicon.Mention> objects = r.objectsAreEntities() ? entityMentions
                    : mentions.stream().filter(m -> !m.values(r.name()).isEmpty()).toList();
            if (!cue && !(r.impliedByObject() && !r.objectsAreEntities() && !objects.isEmpty())) {
                continue;
            }
            double factor = cue ? 1 : policy.confidence().impliedRelation();
            var subjects = new ArrayList<Subject>();
            var marked = entityMentions.stream().filter(m -> marked(tokens, m)).toList();
            if (r.objectsAreEntities()) {
                if (leadingPronoun >= 0 && previousSubject != null && (entityMentions.isEmpty() || leadingPronoun < entityMentions.get(0).start())) {
                    // "and it borders China, Laos and Cambodia": the pronoun is the subject, every entity an object
                    subjects.add(new Subject(previousSubject, policy.confidence().coreference()));
                    objects = entityMentions;
                } else if (!entityMentions.isEmpty()) {
                    var s = marked.isEmpty() ? entityMentions.get(0) : marked.get(0);
                    subjects.add(Subject.of(s, policy));
                    objects = entityMentions.stream().filter(m -> m != s).toList();
                }
            } else {
                var chosen = !marked.isEmpty() ? marked : entityMentions.stream().filter(m -> m.values(r.name()).isEmpty()).toList();
                if (chosen.isEmpty() && !entityMentions.isEmpty()) {
                    chosen = List.of(entityMentions.get(0));
                }
                var picked = chosen;
                chosen.forEach(m -> subjects.add(Subject.of(m, policy)));
                objects = objects.stream().filter(m -> !picked.contains(m)).toList();
            }
            if (subjects.isEmpty()) {
                if (pronoun && previousSubject != null) {
                    subjects.add(new Subject(previousSubject, policy.confidence().coreference()));
                } else {
                    if (cue) {
                        unknownSubject(context, r, objects, claims, seen);
                    }
                    continue;
                }
            }
            if (subjectOfClause == null) {
                subjectOfClause = subjects.get(0).id();
            }
            if (objects.isEmpty()) {
                if (cue) {
                    unlinkedObject(index, context, r, subjects, claims, seen, factor);
                }
                continue;
            }
            for (Subject s : subjects) {
                for (var o : objects) {
                    judge(index, context, r, s, o, factor, claims, seen);
                }
            }
        }
        if (subjectOfClause != null) {
            return subjectOfClause;
        }
        return entityMentions.isEmpty() ? previousSubject : entityMentions.get(0).entityIds().get(0);
    }

    private record Clause(String text, List<Words.Token> tokens, boolean[] named, boolean negated, boolean temporal) {
    }

    /** A linked subject: its entity and how sure the link is (lower for a name several entities share, or a pronoun). */
    private record Subject(String id, double factor) {
        static Subject of(Lexicon.Mention m, GuardPolicy policy) {
            var ids = m.entityIds();
            return new Subject(ids.get(0), ids.size() > 1 ? policy.confidence().ambiguousName() : 1);
        }
    }

    private boolean marked(List<Words.Token> tokens, Lexicon.Mention m) {
        return tokens.get(m.end() - 1).possessive() || m.start() > 0 && policy.subjectMarkers().contains(tokens.get(m.start() - 1).norm());
    }

    private void judge(KbIndex index, Clause c, Relation r, Subject s, Lexicon.Mention o, double factor, List<CheckedClaim> claims, Set<String> seen) {
        List<String> keys = r.objectsAreEntities() ? o.entityIds() : o.values(r.name());
        double f = factor * s.factor() * (keys.size() > 1 ? policy.confidence().ambiguousName() : 1);
        String subjectName = index.entities.get(s.id()).name();
        String objectName = r.objectsAreEntities() ? index.entities.get(keys.get(0)).name() : keys.get(0);
        if (!seen.add(s.id() + "\0" + r.name() + "\0" + objectName)) {
            return;
        }
        List<Fact> facts = index.facts(s.id(), r.name());
        var matched = facts.stream().filter(fact -> keys.contains(r.objectsAreEntities() ? fact.objectId() : fact.object())).toList();
        var conf = policy.confidence();
        Verdict verdict;
        double confidence;
        List<Fact> evidence;
        String correct = null;
        if (c.temporal()) {
            verdict = Verdict.UNKNOWN;
            confidence = conf.unknown();
            evidence = matched;
        } else if (!matched.isEmpty()) {
            verdict = c.negated() ? Verdict.CONTRADICTED : Verdict.SUPPORTED;
            confidence = (c.negated() ? conf.contradictedOne() : conf.supported()) * f;
            evidence = matched;
            correct = c.negated() ? statements(matched) : null;
        } else if (!facts.isEmpty() && r.decidesAbsence()) {
            verdict = c.negated() ? Verdict.SUPPORTED : Verdict.CONTRADICTED;
            confidence = (c.negated() ? conf.supported() : r.cardinality() == Cardinality.ONE ? conf.contradictedOne() : conf.contradictedClosedWorld()) * f;
            evidence = facts;
            correct = c.negated() ? null : statements(facts);
        } else {
            verdict = Verdict.UNKNOWN;
            confidence = conf.unknown();
            evidence = facts;
        }
        claims.add(new CheckedClaim(c.text(), subjectName, s.id(), r.name(), objectName, c.negated(), verdict, round(confidence),
                evidence.stream().map(Fact::id).toList(), correct));
    }

    /** A relation and a subject but no object the KB knows: a named object the KB does not know is suspicious. */
    private void unlinkedObject(KbIndex index, Clause c, Relation r, List<Subject> subjects, List<CheckedClaim> claims, Set<String> seen, double factor) {
        var names = unlinkedNames(c);
        if (names.isEmpty()) {
            return;
        }
        String object = names.get(0);
        for (Subject s : subjects) {
            if (!seen.add(s.id() + "\0" + r.name() + "\0" + object)) {
                continue;
            }
            var facts = index.facts(s.id(), r.name());
            boolean decidable = !facts.isEmpty() && r.decidesAbsence() && !c.temporal();
            claims.add(new CheckedClaim(c.text(), index.entities.get(s.id()).name(), s.id(), r.name(), object, c.negated(),
                    decidable ? Verdict.SUSPICIOUS : Verdict.UNKNOWN, round(decidable ? policy.confidence().unlinkedObject() * factor
                    : policy.confidence().unknown()), facts.stream().map(Fact::id).toList(), decidable ? statements(facts) : null));
        }
    }

    /** A relation's cue without any entity the KB knows: a claim about something else ("the capital of Atlantis"), unknown. */
    private void unknownSubject(Clause c, Relation r, List<Lexicon.Mention> objects, List<CheckedClaim> claims, Set<String> seen) {
        var names = unlinkedNames(c);
        if (names.isEmpty()) {
            return;
        }
        String object = !objects.isEmpty() ? objects.get(0).text() : names.size() > 1 ? names.get(1) : null;
        if (seen.add("?\0" + r.name() + "\0" + names.get(0))) {
            claims.add(new CheckedClaim(c.text(), names.get(0), null, r.name(), object, c.negated(), Verdict.UNKNOWN, round(policy.confidence().unknown()),
                    List.of(), null));
        }
    }

    /** Runs of capitalised words the lexicon did not recognise (names the KB does not know), without sentence openers. */
    private List<String> unlinkedNames(Clause c) {
        var out = new LinkedHashSet<String>();
        var tokens = c.tokens();
        int i = 0;
        while (i < tokens.size()) {
            if (!c.named()[i] && isName(tokens.get(i))) {
                int j = i;
                while (j + 1 < tokens.size() && !c.named()[j + 1] && isName(tokens.get(j + 1)) && !tokens.get(j).possessive()) {
                    j++;
                }
                out.add(c.text().substring(tokens.get(i).start(), tokens.get(j).end()));
                i = j + 1;
            } else {
                i++;
            }
        }
        return List.copyOf(out);
    }

    private boolean isName(Words.Token t) {
        return t.capitalised() && !policy.notNames().contains(t.norm()) && !Character.isDigit(t.text().charAt(0));
    }

    private static String statements(List<Fact> facts) {
        return facts.stream().map(Fact::statement).collect(Collectors.joining("; "));
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
