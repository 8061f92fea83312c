package dev.dossier.relevance;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * The terms of a text as lexical relevance sees them: Lucene's English analyzer (lower case, stop words out,
 * Porter stems). One analysis for BM25, query-term coverage and the knowledge summarizer's query matching, so a
 * term matches the same way everywhere. Thread-safe (the analyzer keeps one token stream per thread).
 */
public final class EnglishTerms {

    private static final Analyzer ANALYZER = new EnglishAnalyzer();

    private EnglishTerms() {
    }

    /** The terms in text order, repeats kept; empty for null or blank text. */
    public static List<String> of(String text) {
        var out = new ArrayList<String>();
        if (text == null || text.isBlank()) {
            return out;
        }
        try (var stream = ANALYZER.tokenStream("f", new StringReader(text))) {
            var term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                out.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
