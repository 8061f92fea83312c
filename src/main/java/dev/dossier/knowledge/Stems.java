package dev.dossier.knowledge;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.LinkedHashSet;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/** Distinct English stems of a text, as {@code relevance.Bm25Scorer} analyses it (lower case, stop words out, Porter). */
final class Stems {

    private static final Analyzer ANALYZER = new EnglishAnalyzer();

    private Stems() {
    }

    static Set<String> of(String text) {
        var out = new LinkedHashSet<String>();
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
