package dev.dossier.code;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Constructs of code in a language without a grammar here: words, numbers, quoted strings, comments and single
 * punctuation characters, with their texts, shapes and the layout between them. Coarser than a parse, but it
 * speaks the same construct language, so a rule's examples and a file still meet.
 */
final class Lexer {

    private static final Pattern TOKEN = Pattern.compile(
            "(?<comment>/\\*.*?\\*/|//[^\\n]*|#[^\\n]*)"
                    + "|(?<string>\"(?:[^\"\\\\\\n]|\\\\.)*\"|'(?:[^'\\\\\\n]|\\\\.)*')"
                    + "|(?<number>\\.?\\d[\\w.]*)"
                    + "|(?<word>[\\p{L}_$@-][\\p{L}\\p{N}_$-]*)"
                    + "|(?<punct>\\S)", Pattern.DOTALL);

    private Lexer() {
    }

    static Set<String> read(String code) {
        var features = new HashSet<String>();
        var leaves = new LeafSequence(features);
        Matcher m = TOKEN.matcher(code);
        while (m.find()) {
            String kind = m.group("comment") != null ? "comment" : m.group("string") != null ? "string"
                    : m.group("number") != null ? "number" : m.group("word") != null ? "word" : null;
            String text = m.group();
            String gap = code.substring(Math.min(leaves.lastEnd(), m.start()), m.start());
            if (kind == null) {
                features.add("a:" + text);
                leaves.next("'" + text, gap, m.end());
            } else {
                features.add("k:" + kind);
                LeafSequence.leafText(features, kind, text);
                leaves.next(kind, gap, m.end());
            }
        }
        leaves.end(code.substring(Math.min(leaves.lastEnd(), code.length())));
        return features;
    }
}
