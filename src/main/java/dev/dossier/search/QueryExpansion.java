package dev.dossier.search;

import dev.dossier.relevance.EnglishTerms;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Query expansion from the documents' own vocabulary (pseudo-relevance feedback, in the manner of RM3): the words
 * of the name and summary of the best documents of a first pass, each weighed by the feedback weight of the
 * documents that use it times its rarity in the index ({@code ln(1 + total / df)}), the query's own terms left out.
 * A user's "folder" finds pages that say "directory" because the pages the first pass found say it. Nothing here
 * knows any document: the words come from the index at query time.
 */
final class QueryExpansion {

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_]+");

    private QueryExpansion() {
    }

    /** The words of a text that the index would keep, lower case, first spelling per stem, stems in {@code exclude} left out. */
    static Map<String, String> words(String text, Set<String> exclude) {
        var out = new LinkedHashMap<String, String>();
        Matcher m = WORD.matcher(text == null ? "" : text);
        while (m.find()) {
            String w = m.group().toLowerCase(Locale.ROOT);
            if (w.length() < 2 || w.chars().allMatch(Character::isDigit)) {
                continue;
            }
            List<String> stems = EnglishTerms.of(w);
            if (stems.size() == 1 && !exclude.contains(stems.get(0))) {
                out.putIfAbsent(stems.get(0), w);
            }
        }
        return out;
    }

    /** The query's words, weight 1 each, one per stem (stop words out). */
    static List<WeightedTerm> queryTerms(String query) {
        return words(query, Set.of()).values().stream().map(w -> new WeightedTerm(w, 1)).toList();
    }

    /** The stems of the query's words. */
    static Set<String> stems(String query) {
        return new LinkedHashSet<>(words(query, Set.of()).keySet());
    }

    /** Feedback: a document's name and summary, and its weight (its fused score). */
    record Feedback(String text, double weight) {
    }

    /** The candidate words of the feedback (stem to spelling), query stems left out. */
    static Map<String, String> candidates(List<Feedback> feedback, Set<String> queryStems) {
        var out = new LinkedHashMap<String, String>();
        feedback.forEach(f -> words(f.text(), queryStems).forEach(out::putIfAbsent));
        return out;
    }

    /**
     * The {@code limit} best expansion terms, weight {@code weight} for the best and proportionally less for the rest.
     *
     * @param frequencies document frequency of each candidate spelling (capped), and the number of documents
     */
    static List<WeightedTerm> expand(List<Feedback> feedback, Set<String> queryStems, SearchIndex.Frequencies frequencies, int limit, double weight) {
        var score = new HashMap<String, Double>();
        var spelling = candidates(feedback, queryStems);
        double total = Math.max(1, frequencies.total());
        for (Feedback f : feedback) {
            for (var e : words(f.text(), queryStems).entrySet()) {
                int df = Math.max(1, frequencies.documents().getOrDefault(e.getValue(), 1));
                score.merge(e.getKey(), f.weight() * Math.log(1 + total / df), Double::sum);
            }
        }
        var best = new ArrayList<>(score.entrySet());
        best.sort(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()));
        if (best.isEmpty() || best.get(0).getValue() <= 0) {
            return List.of();
        }
        double top = best.get(0).getValue();
        return best.stream().limit(limit).map(e -> new WeightedTerm(spelling.get(e.getKey()), weight * e.getValue() / top)).toList();
    }

    /** Spellings to look up frequencies for. */
    static Collection<String> spellings(List<Feedback> feedback, Set<String> queryStems) {
        return candidates(feedback, queryStems).values();
    }
}
