package dev.dossier.source;

import com.vladsch.flexmark.ast.BulletList;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.ListItem;
import com.vladsch.flexmark.ast.OrderedList;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Node;
import dev.dossier.compress.TextCutter;
import dev.dossier.text.Sentences;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Facts derived from a markdown body without an LLM: its first heading (a title), the first sentence of its first
 * paragraph (a summary) and the items of the lists under a heading named "Requirements".
 */
final class MarkdownFacts {

    private static final Parser PARSER = Parser.builder().build();
    private final Node document;

    MarkdownFacts(String body) {
        this.document = PARSER.parse(body);
    }

    Optional<String> firstHeading() {
        for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h) {
                String t = h.getText().toString().strip();
                if (!t.isEmpty()) {
                    return Optional.of(t);
                }
            }
        }
        return Optional.empty();
    }

    /** The first sentence of the first paragraph, at most {@code maxChars} long ({@link TextCutter#clip}: cut at a word, with an ellipsis). */
    Optional<String> summary(int maxChars) {
        for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Paragraph p) {
                String t = oneLine(p.getChars().toString());
                if (!t.isEmpty()) {
                    String first = Sentences.first(t);
                    return Optional.of(TextCutter.clip(first.isBlank() ? t : first, maxChars));
                }
            }
        }
        return Optional.empty();
    }

    /** Items of the lists directly under the first heading called "Requirements" (any level), in order. */
    List<String> requirements() {
        var out = new ArrayList<String>();
        Heading requirements = null;
        for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h) {
                if (requirements != null && h.getLevel() <= requirements.getLevel()) {
                    break;
                }
                if (requirements == null && h.getText().toString().strip().toLowerCase(Locale.ROOT).startsWith("requirement")) {
                    requirements = h;
                }
            } else if (requirements != null && (n instanceof BulletList || n instanceof OrderedList)) {
                for (Node item = n.getFirstChild(); item != null; item = item.getNext()) {
                    if (item instanceof ListItem li) {
                        String text = oneLine(li.getChildChars().toString());
                        if (!text.isEmpty()) {
                            out.add(text);
                        }
                    }
                }
            }
        }
        return out;
    }

    private static String oneLine(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }
}
