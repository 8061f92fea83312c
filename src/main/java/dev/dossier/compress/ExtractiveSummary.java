package dev.dossier.compress;

import dev.dossier.model.TokenCounter;
import dev.dossier.relevance.EnglishTerms;
import dev.dossier.text.Sentences;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The summary level: sentences picked from the document, never rewritten, rendered in their original order.
 *
 * <p>Candidates are the sentences of paragraphs, quotes, list items and definitions, the description of the
 * front matter, and command lines of code blocks; a sentence repeated in the document counts once, and a short
 * lead-in that ends with a colon ({@code Example:}) is left out. Each gets a class, best first:
 * <ol>
 *   <li>matches the query and carries an identifier, a command or a requirement ({@link Signals});</li>
 *   <li>matches the query;</li>
 *   <li>carries an identifier, a command or a requirement;</li>
 *   <li>anything else.</li>
 * </ol>
 * "Matches the query" means it shares a stem with the query (Lucene's English analyzer), or its section heading
 * does. Within a class: query overlap (the idf-weighted share of the query's stems found in the sentence, plus half
 * that of its heading), then first sentences of their block, then document order. The document's first prose
 * sentence (its purpose) is taken first. Sentences are added best first while they fit the cap; a final recount
 * drops the weakest until the text fits.
 */
final class ExtractiveSummary {

    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");
    private static final int MAX_SENTENCE = 600;
    private static final int MAX_COMMANDS_PER_BLOCK = 5;
    private static final Set<String> DESCRIPTION_KEYS = Set.of("description", "summary");

    private ExtractiveSummary() {
    }

    private enum Shape { PROSE, LIST, COMMAND }

    private record Candidate(int block, int seq, int ordinal, Shape shape, String text, boolean firstInBlock, Set<String> stems,
                             Set<String> headingStems, boolean signal, String marker, int indent) {
    }

    private record Ranked(Candidate c, int rankClass, double overlap) {
    }

    static String build(List<Block> blocks, String query, int cap, TokenCounter counter) {
        var candidates = candidates(blocks);
        if (candidates.isEmpty() || cap <= 0) {
            return "";
        }
        Set<String> queryStems = stems(query);
        Map<String, Integer> df = new HashMap<>();
        for (Candidate c : candidates) {
            for (String s : c.stems()) {
                df.merge(s, 1, Integer::sum);
            }
        }
        double total = 0;
        for (String q : queryStems) {
            if (df.containsKey(q)) {
                total += idf(df.get(q), candidates.size());
            }
        }
        var ranked = new ArrayList<Ranked>();
        for (Candidate c : candidates) {
            double own = overlap(c.stems(), queryStems, df, candidates.size(), total);
            double heading = overlap(c.headingStems(), queryStems, df, candidates.size(), total);
            double rel = own + 0.5 * heading;
            int cls = (rel > 0 ? 2 : 0) + (c.signal() ? 1 : 0);
            ranked.add(new Ranked(c, cls, rel));
        }
        ranked.sort(Comparator.comparingInt((Ranked r) -> -r.rankClass()).thenComparingDouble(r -> -r.overlap())
                .thenComparing(r -> !r.c().firstInBlock()).thenComparingInt(r -> r.c().ordinal()));
        Candidate lead = candidates.stream().filter(c -> c.shape() == Shape.PROSE).findFirst().orElse(null);
        if (lead != null) {
            ranked.removeIf(r -> r.c() == lead);
            ranked.add(0, new Ranked(lead, 4, 1));
        }
        return TextCutter.pick(ranked.stream().map(Ranked::c).toList(), c -> counter.count(c.text()) + 1, ExtractiveSummary::render, cap, counter);
    }

    /** Distinct English stems of a text, analysed as lexical relevance analyses it. */
    private static Set<String> stems(String text) {
        return new java.util.LinkedHashSet<>(EnglishTerms.of(text));
    }

    private static double idf(int df, int n) {
        return Math.log(1 + (double) n / df);
    }

    private static double overlap(Set<String> stems, Set<String> query, Map<String, Integer> df, int n, double total) {
        if (total <= 0 || stems.isEmpty()) {
            return 0;
        }
        double s = 0;
        for (String q : query) {
            if (stems.contains(q)) {
                s += idf(df.get(q) == null ? 1 : df.get(q), n);
            }
        }
        return s / total;
    }

    private static List<Candidate> candidates(List<Block> blocks) {
        var out = new ArrayList<Candidate>();
        var seen = new java.util.HashSet<String>();
        Map<String, Set<String>> headingStems = new HashMap<>();
        for (Block b : blocks) {
            Set<String> heading = headingStems.computeIfAbsent(b.section(), ExtractiveSummary::stems);
            switch (b.kind()) {
                case FRONT_MATTER -> {
                    for (String line : b.lines()) {
                        int colon = line.indexOf(':');
                        if (colon > 0 && DESCRIPTION_KEYS.contains(line.substring(0, colon).strip().toLowerCase(Locale.ROOT))) {
                            String value = line.substring(colon + 1).strip().replaceAll("^[\"']|[\"']$", "");
                            if (!value.isBlank()) {
                                add(out, seen, b, 0, Shape.PROSE, value, true, heading, "", 0);
                            }
                        }
                    }
                }
                case PARAGRAPH, QUOTE -> sentences(out, seen, b, b.text(), Shape.PROSE, heading, "");
                case DEFINITION -> sentences(out, seen, b, b.marker() + ": " + b.text(), Shape.PROSE, heading, "");
                case LIST_ITEM -> sentences(out, seen, b, b.text(), Shape.LIST, heading, b.marker());
                case CODE -> {
                    int n = 0;
                    for (String line : b.lines()) {
                        if (n < MAX_COMMANDS_PER_BLOCK && Signals.command(line)) {
                            add(out, seen, b, n, Shape.COMMAND, "`" + TextCutter.clip(line.strip(), 200) + "`", n == 0, heading, "", 0);
                            n++;
                        }
                    }
                }
                default -> {
                    // headings give context to the sentences below them; tables, HTML and rules are left out
                }
            }
        }
        return out;
    }

    private static void sentences(List<Candidate> out, Set<String> seen, Block b, String prose, Shape shape, Set<String> heading, String marker) {
        var all = Sentences.split(prose);
        for (int k = 0; k < all.size(); k++) {
            add(out, seen, b, k, shape, TextCutter.clip(all.get(k), MAX_SENTENCE), k == 0, heading, marker, b.level());
        }
    }

    private static void add(List<Candidate> out, Set<String> seen, Block b, int seq, Shape shape, String text, boolean first, Set<String> heading, String marker,
                            int indent) {
        if (shape != Shape.COMMAND && text.endsWith(":") && text.split("\\s+").length <= 4) {
            return; // a lead-in to a code block or list ("Example:", "Bad:") says nothing on its own
        }
        if (!seen.add(SPACES.matcher(text.toLowerCase(Locale.ROOT)).replaceAll(" "))) {
            return; // a sentence repeated elsewhere in the document is a candidate once
        }
        boolean signal = shape == Shape.COMMAND || Signals.kept(text);
        out.add(new Candidate(b.index(), seq, out.size(), shape, text, first, stems(text), heading, signal, marker, indent));
    }

    private static String render(List<Candidate> chosen) {
        var sorted = new ArrayList<>(chosen);
        sorted.sort(Comparator.comparingInt(Candidate::ordinal));
        var out = new StringBuilder();
        int block = -1;
        for (Candidate c : sorted) {
            if (c.block() == block && c.shape() != Shape.COMMAND) {
                out.append(' ').append(c.text());
                continue;
            }
            if (out.length() > 0) {
                out.append('\n');
            }
            if (c.shape() == Shape.LIST) {
                out.append(c.marker().matches("\\d+[.)]") ? c.marker() : "-").append(' ');
            }
            out.append(c.text());
            block = c.block();
        }
        return out.toString();
    }
}
