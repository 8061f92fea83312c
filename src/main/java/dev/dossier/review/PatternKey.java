package dev.dossier.review;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * The normalized form of a pattern name, used to recognise near-duplicate wordings of one convention.
 *
 * <p>Normalization: lower case, English stop words and emphasis words ("always", "should", "must",
 * "please", "ensure", ...) dropped, Porter stems. Negations ("never", "not", "no", "don't", "avoid") are
 * not dropped: they set {@link #negated()}, and a negated key never matches a plain one, so "Never
 * ignore errors" stays apart from "Ignore errors". "Wrap errors with context" and "Always wrap errors
 * with context" both become {@code {context, error, wrap}}.
 *
 * @param terms   sorted distinct stems
 * @param negated whether the name forbids rather than asks
 */
public record PatternKey(Set<String> terms, boolean negated) {

    private static final Set<String> NEGATIONS = Set.of("no", "not", "never", "don't", "dont", "avoid", "shouldn't", "mustn't",
            "without", "nor");
    private static final Set<String> EMPHASIS = Set.of("always", "should", "must", "shall", "please", "ensure", "make", "sure",
            "remember", "consistently", "properly", "correctly", "do", "does", "we", "you", "our", "your", "every", "each");
    private static final CharArraySet DROPPED;

    static {
        var set = new HashSet<Object>();
        for (Object w : EnglishAnalyzer.ENGLISH_STOP_WORDS_SET) {
            set.add(w);
        }
        set.addAll(EMPHASIS);
        set.removeAll(NEGATIONS);
        DROPPED = CharArraySet.unmodifiableSet(new CharArraySet(set, true));
    }

    public PatternKey {
        terms = Set.copyOf(new TreeSet<>(terms));
    }

    public static PatternKey of(String name) {
        var terms = new TreeSet<String>();
        boolean negated = false;
        try (var tokenizer = new StandardTokenizer()) {
            tokenizer.setReader(new StringReader(name == null ? "" : name.replace('’', '\'')));
            TokenStream stream = new LowerCaseFilter(tokenizer);
            try (TokenStream negations = stream) {
                // collect raw tokens first: negations are recognised before stop-word removal and stemming
                var raw = new java.util.ArrayList<String>();
                CharTermAttribute term = negations.addAttribute(CharTermAttribute.class);
                negations.reset();
                while (negations.incrementToken()) {
                    raw.add(term.toString());
                }
                negations.end();
                var kept = new StringBuilder();
                for (String t : raw) {
                    if (NEGATIONS.contains(t)) {
                        negated = true;
                    } else {
                        kept.append(americanSpelling(t)).append(' ');
                    }
                }
                terms.addAll(stems(kept.toString()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new PatternKey(terms, negated);
    }

    private static final java.util.regex.Pattern ISE = java.util.regex.Pattern.compile("(\\p{L}{3,})is(e|ed|es|ing|ation|ations|er|ers)");
    private static final java.util.regex.Pattern OUR = java.util.regex.Pattern.compile("(\\p{L}{3,})our(s|ed|ing|ful|able)?");

    /** "-ise" to "-ize" and "-our" to "-or", applied alike to both wordings, so a wrong fold never separates two names. */
    static String americanSpelling(String token) {
        var m = ISE.matcher(token);
        if (m.matches()) {
            return m.group(1) + "iz" + m.group(2);
        }
        m = OUR.matcher(token);
        if (m.matches()) {
            return m.group(1) + "or" + (m.group(2) == null ? "" : m.group(2));
        }
        return token;
    }

    private static Set<String> stems(String text) throws IOException {
        var out = new TreeSet<String>();
        var tokenizer = new StandardTokenizer();
        tokenizer.setReader(new StringReader(text));
        try (TokenStream stream = new PorterStemFilter(new StopFilter(new LowerCaseFilter(tokenizer), DROPPED))) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                out.add(term.toString());
            }
            stream.end();
        }
        return out;
    }

    /** Jaccard similarity of the terms; 0 when the polarities differ or either key is empty. */
    public double similarity(PatternKey other) {
        if (negated != other.negated || terms.isEmpty() || other.terms.isEmpty()) {
            return 0;
        }
        long shared = terms.stream().filter(other.terms::contains).count();
        return (double) shared / (terms.size() + other.terms.size() - shared);
    }
}
