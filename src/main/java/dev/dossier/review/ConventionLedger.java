package dev.dossier.review;

import dev.dossier.error.DossierException;
import dev.dossier.glob.GlobMatcher;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The convention lifecycle as a pure function: given a review and the current conventions of its project,
 * decides what changes (create, reinforce, demote, supersede). The graph layer calls it inside the
 * review's write transaction, after locking the project, and writes the changes it returns.
 *
 * <p>Rules: an approved pattern reinforces the best-matching non-superseded convention of the project
 * (same polarity, name similarity at least the policy's threshold, overlapping scope) or creates one;
 * a rejected pattern demotes its match, or is reported as unmatched; {@code supersedes} marks the named
 * convention superseded by the pattern's convention. A review counts once per convention, however many of
 * its patterns name it.
 */
public final class ConventionLedger {

    private final ConventionPolicy policy;
    private final Supplier<String> ids;

    public ConventionLedger(ConventionPolicy policy, Supplier<String> ids) {
        this.policy = policy;
        this.ids = ids;
    }

    /** The changes, in order, and one result per pattern followed by results for superseded conventions. */
    public record Plan(List<ConventionChange> changes, List<ReviewOutcome.PatternResult> results) {
    }

    /**
     * @param existing the project's conventions (any status), plus any convention a pattern's {@code supersedes} names
     * @throws DossierException INVALID_REQUEST naming {@code patterns[i].supersedes} when it names an unknown, foreign or
     *                          already superseded convention, or the very convention the pattern reinforces
     */
    public Plan plan(ReviewSubmission review, List<Convention> existing, Instant now) {
        var state = new LinkedHashMap<String, Convention>();
        existing.stream().sorted(Comparator.comparing(Convention::createdAt).thenComparing(Convention::id)).forEach(c -> state.put(c.id(), c));
        // near-duplicate matching through an index of name stems: a review's cost grows with its patterns, not patterns x conventions
        var index = new MatchIndex(state.values());
        var changes = new ArrayList<ConventionChange>();
        var results = new ArrayList<ReviewOutcome.PatternResult>();
        var supersededResults = new ArrayList<ReviewOutcome.PatternResult>();
        Set<String> counted = new HashSet<>();
        Map<String, ConventionChange> lastChange = new HashMap<>();

        for (int i = 0; i < review.patterns().size(); i++) {
            PatternNote note = review.patterns().get(i);
            Convention match = bestMatch(note, review.project(), index.candidates(PatternKey.of(note.name()), state, policy.sameWhenSimilarity()));
            Convention after;
            String change;
            if (review.approved()) {
                if (match == null) {
                    after = new Convention(ids.get(), review.project(), note.name().strip(), blankToNull(note.description()), normalizeScope(note.appliesTo()),
                            policy.statusAt(policy.confidence(1, 0)), 1, 0, policy.confidence(1, 0), now, now, null, List.of());
                    changes.add(new ConventionChange.Created(after, note.name()));
                    change = "created";
                    counted.add(after.id());
                } else if (counted.contains(match.id())) {
                    after = match;
                    change = "unchanged";
                } else {
                    int occurrences = match.occurrences() + 1;
                    double confidence = policy.confidence(occurrences, match.rejections());
                    after = match.with(union(match.appliesTo(), note.appliesTo()), match.description() != null ? match.description()
                                    : blankToNull(note.description()), policy.statusAt(confidence), occurrences, match.rejections(), confidence, now,
                            null, match.supersedes());
                    changes.add(new ConventionChange.Reinforced(match, after, note.name()));
                    change = "reinforced";
                    counted.add(after.id());
                }
                index.put(after, state);
                if (note.supersedes() != null) {
                    Convention old = supersedable(note, i, after, review.project(), state);
                    var list = new ArrayList<>(after.supersedes());
                    list.add(old.id());
                    Convention successor = after.with(after.appliesTo(), after.description(), after.status(), after.occurrences(), after.rejections(),
                            after.confidence(), now, after.supersededBy(), list);
                    replaceLast(changes, after, successor);
                    after = successor;
                    index.put(after, state);
                    Convention retired = old.with(old.appliesTo(), old.description(), ConventionStatus.SUPERSEDED, old.occurrences(), old.rejections(),
                            old.confidence(), now, after.id(), old.supersedes());
                    index.put(retired, state);
                    changes.add(new ConventionChange.Superseded(old, retired, note.name()));
                    supersededResults.add(result(retired, note.name(), "superseded"));
                }
            } else {
                if (match == null) {
                    results.add(new ReviewOutcome.PatternResult(null, note.name(), "unmatched", null, 0, 0, 0));
                    continue;
                }
                if (counted.contains(match.id())) {
                    after = match;
                    change = "unchanged";
                } else {
                    int rejections = match.rejections() + 1;
                    double confidence = policy.confidence(match.occurrences(), rejections);
                    after = match.with(match.appliesTo(), match.description(), policy.statusAt(confidence), match.occurrences(), rejections, confidence,
                            now, null, match.supersedes());
                    changes.add(new ConventionChange.Demoted(match, after, note.name()));
                    change = "demoted";
                    counted.add(after.id());
                    index.put(after, state);
                }
            }
            results.add(result(after, note.name(), change));
        }
        // results carry the final state of each convention (a later pattern of the same review may have superseded-linked it)
        var finalResults = new ArrayList<ReviewOutcome.PatternResult>();
        for (var r : results) {
            Convention c = r.id() == null ? null : state.get(r.id());
            finalResults.add(c == null ? r : result(c, r.pattern(), r.change()));
        }
        finalResults.addAll(supersededResults);
        return new Plan(changes, finalResults);
    }

    private Convention supersedable(PatternNote note, int index, Convention successor, String project, Map<String, Convention> state) {
        String field = "patterns[" + index + "].supersedes";
        Convention old = state.get(note.supersedes());
        if (old == null) {
            throw DossierException.invalidField(field, field + " names convention '" + note.supersedes() + "', which does not exist; "
                    + "list them with GET /v1/conventions?project=" + project);
        }
        if (!old.project().equals(project)) {
            throw DossierException.invalidField(field, field + " names convention '" + old.id() + "' of project '" + old.project()
                    + "'; a convention can only supersede one of its own project '" + project + "'");
        }
        if (old.id().equals(successor.id())) {
            throw DossierException.invalidField(field, field + " names '" + old.id() + "', the convention this very pattern matches; "
                    + "reword the pattern or drop supersedes");
        }
        if (old.status() == ConventionStatus.SUPERSEDED) {
            throw DossierException.invalidField(field, field + ": convention '" + old.id() + "' is already superseded by '" + old.supersededBy() + "'");
        }
        return old;
    }

    private static void replaceLast(List<ConventionChange> changes, Convention before, Convention replacement) {
        for (int i = changes.size() - 1; i >= 0; i--) {
            ConventionChange c = changes.get(i);
            if (c.after().id().equals(before.id())) {
                if (c instanceof ConventionChange.Created created) {
                    changes.set(i, new ConventionChange.Created(replacement, created.pattern()));
                } else if (c instanceof ConventionChange.Reinforced r) {
                    changes.set(i, new ConventionChange.Reinforced(r.before(), replacement, r.pattern()));
                }
                return;
            }
        }
    }

    private Convention bestMatch(PatternNote note, String project, Iterable<Indexed> conventions) {
        PatternKey key = PatternKey.of(note.name());
        Set<String> scope = new HashSet<>(normalizeScope(note.appliesTo()));
        Convention best = null;
        double bestScore = 0;
        for (Indexed candidate : conventions) {
            Convention c = candidate.convention();
            if (!c.project().equals(project) || c.status() == ConventionStatus.SUPERSEDED) {
                continue;
            }
            double s = key.similarity(candidate.key());
            if (s < policy.sameWhenSimilarity()) {
                continue;
            }
            if (!scope.isEmpty() && c.appliesTo().stream().noneMatch(scope::contains)) {
                continue;
            }
            if (s > bestScore) {
                best = c;
                bestScore = s;
            }
        }
        return best;
    }

    private static ReviewOutcome.PatternResult result(Convention c, String pattern, String change) {
        return new ReviewOutcome.PatternResult(c.id(), pattern, change, c.status(), c.occurrences(), c.rejections(), c.confidence());
    }

    /**
     * Scope globs in a canonical form: trimmed, a leading {@code ./} removed, and {@code **}{@code /x} written {@code x}
     * when {@code x} has no slash (the two match the same paths), sorted without duplicates.
     */
    static List<String> normalizeScope(List<String> globs) {
        var out = new java.util.TreeSet<String>();
        for (String g : globs) {
            String s = g.strip();
            if (s.startsWith("./")) {
                s = s.substring(2);
            }
            if (s.startsWith("**/") && !s.substring(3).contains("/")) {
                s = s.substring(3);
            }
            if (!s.isEmpty()) {
                out.add(s);
            }
        }
        return List.copyOf(out);
    }

    private static List<String> union(List<String> a, List<String> b) {
        var out = new LinkedHashSet<>(a);
        out.addAll(normalizeScope(b));
        return List.copyOf(new java.util.TreeSet<>(out));
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    /** Whether a convention applies to the path (any of its globs matches). */
    public static boolean appliesTo(Convention c, String path) {
        String p = GlobMatcher.normalizePath(path);
        return c.appliesTo().stream().anyMatch(g -> GlobMatcher.compile(g).matches(p));
    }

    /** A convention with its name's key, computed once. */
    private record Indexed(Convention convention, PatternKey key) {
    }

    /**
     * The conventions of a plan by name stem. Only a convention that shares a stem with a note can reach the similarity
     * threshold (Jaccard of stems), so candidates are looked up, not scanned; they are returned in the order the
     * conventions were first seen, so ties resolve as a full scan in that order would.
     */
    private static final class MatchIndex {

        private final Map<String, Indexed> byId = new HashMap<>();
        private final Map<String, Integer> order = new HashMap<>();
        private final Map<String, Set<String>> byTerm = new HashMap<>();

        MatchIndex(Iterable<Convention> conventions) {
            for (Convention c : conventions) {
                add(c);
            }
        }

        void put(Convention c, Map<String, Convention> state) {
            state.put(c.id(), c);
            add(c);
        }

        private void add(Convention c) {
            order.putIfAbsent(c.id(), order.size());
            Indexed previous = byId.get(c.id());
            PatternKey key = previous != null && previous.convention().name().equals(c.name()) ? previous.key() : PatternKey.of(c.name());
            byId.put(c.id(), new Indexed(c, key));
            for (String term : key.terms()) {
                byTerm.computeIfAbsent(term, t -> new HashSet<>()).add(c.id());
            }
        }

        /**
         * Conventions that can reach {@code threshold}, in the order they were first seen. Jaccard s / |A u B| >= t needs
         * s >= t |A|, so a match shares at least ceil(t a) of the note's a stems and hence at least one of any
         * a - ceil(t a) + 1 of them: only the posting lists of that many rarest stems are read (an exact filter, as in
         * set-similarity joins). Reading every stem's list instead made a review quadratic again as soon as its patterns
         * shared a common word ("use", "follow"): every pattern met every convention.
         */
        List<Indexed> candidates(PatternKey key, Map<String, Convention> state, double threshold) {
            int a = key.terms().size();
            int needed = (int) Math.ceil(threshold * a - 1e-9);
            int probes = Math.max(1, Math.min(a, a - needed + 1));
            var ids = new HashSet<String>();
            key.terms().stream()
                    .sorted(Comparator.comparingInt((String term) -> byTerm.getOrDefault(term, Set.of()).size()).thenComparing(Comparator.naturalOrder()))
                    .limit(probes)
                    .forEach(term -> ids.addAll(byTerm.getOrDefault(term, Set.of())));
            return ids.stream().filter(state::containsKey).sorted(Comparator.comparing(order::get)).map(byId::get).toList();
        }
    }
}
