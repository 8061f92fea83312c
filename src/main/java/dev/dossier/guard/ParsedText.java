package dev.dossier.guard;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * One text as the claim reader reads it, clause by clause, with its sentences parsed only when asked (a text whose claims
 * hold is never parsed) and each parse kept for the rest of the text: which entities the parse makes the subject of a
 * claim ({@link #subjects}). One per call to the reader; not shared between threads.
 */
final class ParsedText {

    /** How many sentences back a group may find the sentence that names its countries ({@link #lastNamed}). */
    private static final int GROUP_REACH = 3;

    private final String text;
    private final SentenceParser parser;
    private final ParsedSubject rules;
    private final ParsedNegation negation;
    /** The reader's scan of a piece of text: where the lexicon finds the entity a parse word names. */
    private final Function<String, ClauseScan> scanner;
    private final Map<Integer, Optional<Parse>> parses = new HashMap<>();
    private final Map<Integer, ClauseScan> scans = new HashMap<>();
    /** Where the text's sentences start, and its length last. */
    private final List<Integer> bounds;
    /** Where the clause being read starts in the text, or -1 when it is no piece of it (rebuilt from pieces). */
    private int clauseAt;
    /** The sentence of the current clause, also of one that is no piece of the text (see {@link #reading}). */
    private int sentenceAt;
    /** The first country the text names ({@link #topic}). */
    private String topic;
    /** The countries named so far, by the sentence that names them ({@link #named}). */
    private final TreeMap<Integer, LinkedHashSet<String>> namedBySentence = new TreeMap<>();
    /** Where the last clause found in the text starts: a clause that is no piece of it comes after. */
    private int near;
    /** Where the last clause found in the text ends. */
    private int nearEnd;

    /** @param bounds where the text's sentences start, and its length last ({@link Clauses#bounds}) */
    ParsedText(String text, List<Integer> bounds, SentenceParser parser, ParsedSubject rules, ParsedNegation negation, Function<String, ClauseScan> scanner) {
        this.text = text;
        this.bounds = bounds;
        this.parser = parser;
        this.rules = rules;
        this.negation = negation;
        this.scanner = scanner;
    }

    /** The reader goes on to {@code clause}, the next of the text's clauses. */
    void reading(String clause) {
        int at = text.indexOf(clause, near);
        clauseAt = at;
        if (at >= 0) {
            near = at;
            nearEnd = at + clause.length();
            sentenceAt = sentence(at);
        } else {
            // a clause put together from pieces ("South Sudan, whose capital is Juba, also borders Kenya" is read as "South
            // Sudan also borders Kenya" and "South Sudan whose capital is Juba") is in the sentence where its first word is next
            var first = Words.tokens(clause);
            int word = first.isEmpty() ? -1 : text.indexOf(first.get(0).text(), nearEnd);
            if (word >= 0) {
                sentenceAt = sentence(word);
            }
        }
    }

    /** The index of the current clause's sentence. */
    int sentence() {
        return sentenceAt;
    }

    /** The current clause's sentence from the clause's start on; the clause alone when it is no piece of the text. */
    String restOfSentence(String clause) {
        return clauseAt < 0 ? clause : text.substring(clauseAt, bounds.get(sentence(clauseAt) + 1));
    }

    /**
     * The entities the parse makes the subject of the claim whose object is the current clause's characters
     * {@code [start, end)} (of {@code clause}, the clause's text), in the order to try; empty when there is no parser or it
     * names none. Only an entity named in the sentence or the three before can be one, so the parser is not asked when
     * none of those is {@code wanted} (the reader wants one that holds the claim: a sentence whose claim no country
     * near holds is not parsed for it).
     */
    List<String> subjects(String clause, int start, int end, Predicate<String> wanted) {
        int from = position(clause, start, end);
        if (from < 0 || namedNear(sentence(from)).noneMatch(wanted)) {
            return List.of();
        }
        var located = locate(clause, start, end);
        if (located.isEmpty()) {
            return List.of();
        }
        int n = located.get().sentence();
        var p = located.get().parse();
        int word = located.get().word();
        int subject = word < 0 ? -1 : rules.of(p, word);
        if (subject == ParsedSubject.PRONOUN) {
            // "Ethiopia ... uses the birr, and its official language is ...": the sentence's subject, named before
            int first = rules.ofSentence(p);
            if (first >= 0 && first < word) {
                subject = first;
            }
        }
        // "Its capital, Brussels": the pronoun is the subject of a sentence before (up to three back), or when that is
        // no country ("we crossed into Bolivia, which borders Peru"), the first country its main clause names
        for (int back = 1; subject == ParsedSubject.PRONOUN && back <= 3 && n - back >= 0; back++) {
            int m = n - back;
            var before = parse(m);
            if (before.isEmpty()) {
                return List.of();
            }
            var q = before.get();
            int s = rules.ofSentence(q);
            if (s >= 0 && !entitiesAt(m, q, s).isEmpty()) {
                return entitiesAt(m, q, s);
            }
            if (s == ParsedSubject.PRONOUN) {
                continue;
            }
            for (int name : ParsedSubject.mainClauseNames(q)) {
                var found = entitiesAt(m, q, name);
                if (!found.isEmpty()) {
                    return found;
                }
            }
            return List.of();
        }
        if (subject < 0 || p.word(subject).tag().startsWith("JJ") && p.word(subject).label().startsWith("nsubj")) {
            return List.of(); // "Portuguese is ...": a language, not a country
        }
        var out = new LinkedHashSet<>(entitiesAt(n, p, subject));
        for (int shared : ParsedSubject.sharing(p, subject)) {
            out.addAll(entitiesAt(n, p, shared));
        }
        return List.copyOf(out);
    }

    /**
     * Whether the clause's negation reaches the claim whose object is at the current clause's characters {@code [start, end)}
     * by the sentence's parse ({@link ParsedNegation}); true when there is no parse to ask.
     */
    boolean negationReaches(String clause, int start, int end) {
        var found = locate(clause, start, end);
        return found.isEmpty() || found.get().word() < 0 || negation.reaches(found.get().parse(), found.get().word());
    }

    /** The reader found {@code id} named in a clause; the first such is the text's topic. */
    void subject(String id) {
        if (topic == null) {
            topic = id;
        }
    }

    /** The reader found these countries named in the current clause ({@link #lastNamed}). */
    void named(List<String> ids) {
        namedBySentence.computeIfAbsent(sentenceAt, k -> new LinkedHashSet<>()).addAll(ids);
    }

    /**
     * The {@code n} countries a group of {@code n} refers to ({@link Group}): those named in the sentences before the
     * current clause, the nearest first, taken a sentence at a time until there are {@code n} or more. When that makes more
     * than {@code n}, the group is the one sentence of the {@link #GROUP_REACH} before that names exactly {@code n}
     * ("Sudan and South Sudan reopened their border. South Sudan also borders Kenya, Uganda and Ethiopia. Both countries
     * ..."), or none.
     */
    List<String> lastNamed(int n) {
        var out = new LinkedHashSet<String>();
        for (var ids : namedBySentence.descendingMap().values()) {
            out.addAll(ids);
            if (out.size() >= n) {
                break;
            }
        }
        if (out.size() == n) {
            return List.copyOf(out);
        }
        return namedBySentence.descendingMap().values().stream().limit(GROUP_REACH).filter(ids -> ids.size() == n).findFirst()
                .map(List::copyOf).orElse(List.of());
    }

    /**
     * The countries named in the current clause's sentence and the {@code before} sentences before it, the nearest
     * sentence first.
     */
    List<String> namedRecently(int before) {
        int now = sentenceAt;
        var out = new LinkedHashSet<String>();
        for (var e : namedBySentence.headMap(now, true).descendingMap().entrySet()) {
            if (e.getKey() < now - before) {
                break;
            }
            out.addAll(e.getValue());
        }
        return List.copyOf(out);
    }

    /** The first country the text names, or null before one is read. */
    String topic() {
        return topic;
    }

    /**
     * Whether the current clause's characters {@code [cueStart, cueEnd)} (a relation's word) are in the subordinate clause
     * that holds {@code [start, end)} (its object), if the sentence's parse puts the object in one
     * ({@link ParsedNegation#subordinateClause}); true when it does not, or there is no parse to ask.
     */
    boolean sameClause(String clause, int cueStart, int cueEnd, int start, int end) {
        var object = locate(clause, start, end);
        var cue = locate(clause, cueStart, cueEnd);
        if (object.isEmpty() || cue.isEmpty() || object.get().word() < 0 || cue.get().word() < 0 || object.get().sentence() != cue.get().sentence()) {
            return true;
        }
        var p = object.get().parse();
        int head = ParsedNegation.subordinateClause(p, object.get().word());
        return head < 0 || ParsedNegation.clause(p, cue.get().word()).contains(head);
    }

    /** A parsed sentence and the word in it that heads the name at a clause's characters. */
    private record Located(int sentence, Parse parse, int word) {
    }

    /** The sentence holding the current clause's characters {@code [start, end)}, its parse and the word heading them. */
    private Optional<Located> locate(String clause, int start, int end) {
        int from = position(clause, start, end);
        if (from < 0) {
            return Optional.empty();
        }
        int to = from + end - start;
        int n = sentence(from);
        return parse(n).map(p -> new Located(n, p, head(p, from - bounds.get(n), to - bounds.get(n))));
    }

    /** Where the current clause's characters {@code [start, end)} start in the text, or -1 (also when there is no parser). */
    private int position(String clause, int start, int end) {
        if (parser == SentenceParser.NONE) {
            return -1;
        }
        // a clause rebuilt from pieces (an apposition or relative clause taken out) is found by its object's words
        return clauseAt >= 0 ? clauseAt + start : text.indexOf(clause.substring(start, end), near);
    }

    /**
     * The entities named in sentence {@code n}, and in the three before when it holds one of the policy's pronouns (only
     * then does {@link #subjects} look back), as {@link #entitiesAt} gives them.
     */
    private Stream<String> namedNear(int n) {
        boolean pronoun = scan(n).tokens().stream().anyMatch(t -> rules.pronoun(t.norm()));
        return IntStream.rangeClosed(pronoun ? Math.max(0, n - 3) : n, n).mapToObj(this::scan)
                .flatMap(scan -> scan.entityMentions().stream().map(m -> m.entityIds().get(0)));
    }

    private ClauseScan scan(int n) {
        return scans.computeIfAbsent(n, k -> scanner.apply(text.substring(bounds.get(k), bounds.get(k + 1))));
    }

    /** The entity the lexicon finds at word {@code w} of sentence {@code n}, reading the whole sentence ("The Cocos (Keeling) Islands"). */
    private List<String> entitiesAt(int n, Parse p, int w) {
        var scan = scan(n);
        var word = p.word(w);
        var tokens = scan.tokens();
        return scan.entityMentions().stream()
                .filter(m -> tokens.get(m.start()).start() < word.end() && word.start() < tokens.get(m.end() - 1).end())
                .findFirst().map(m -> List.of(m.entityIds().get(0))).orElse(List.of());
    }

    /** The word of the name at characters {@code [start, end)} that the others hang from ("City of San Marino"). */
    private static int head(Parse p, int start, int end) {
        for (int i = 0; i < p.words().size(); i++) {
            var w = p.word(i);
            if (w.start() >= start && w.end() <= end) {
                int h = w.head();
                if (h < 0 || p.word(h).start() < start || p.word(h).end() > end) {
                    return i;
                }
            }
        }
        return p.at(start, end);
    }

    /** The index of the sentence holding character {@code at}. */
    private int sentence(int at) {
        int n = 0;
        while (n + 2 < bounds.size() && bounds.get(n + 1) <= at) {
            n++;
        }
        return n;
    }

    private Optional<Parse> parse(int n) {
        return parses.computeIfAbsent(n, k -> parser.parse(text.substring(bounds.get(k), bounds.get(k + 1))));
    }
}
