package dev.dossier.assembly;

import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts a text to a token limit at a line or sentence boundary and appends a visible marker. A cut inside
 * a fenced code block closes the fence, so the rest of the context is not swallowed by it.
 */
public final class TextCutter {

    /** Appended to every cut text. */
    public static final String MARKER = "[… cut by Dossier to fit the token budget]";
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?:;](?=\\s)");
    private static final Pattern FENCE = Pattern.compile("(?m)^\\s{0,3}(```|~~~)");

    private TextCutter() {
    }

    /**
     * The longest prefix of {@code text} ending at a line or sentence boundary whose rendering (prefix, fence
     * close if needed, marker) counts at most {@code maxTokens}; null when not even the first sentence fits.
     */
    public static String cut(String text, int maxTokens, TokenCounter counter) {
        List<Integer> bounds = boundaries(text);
        int lo = 0;
        int hi = bounds.size() - 1;
        String best = null;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            String candidate = render(text.substring(0, bounds.get(mid)));
            if (counter.count(candidate) <= maxTokens) {
                best = candidate;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return best;
    }

    private static String render(String prefix) {
        String body = prefix.stripTrailing();
        Matcher m = FENCE.matcher(body);
        int fences = 0;
        while (m.find()) {
            fences++;
        }
        return body + (fences % 2 == 1 ? "\n```" : "") + "\n" + MARKER;
    }

    private static List<Integer> boundaries(String text) {
        var out = new ArrayList<Integer>();
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n' && i > 0) {
                out.add(i);
            }
        }
        Matcher m = SENTENCE_END.matcher(text);
        while (m.find()) {
            out.add(m.end());
        }
        out.removeIf(i -> text.substring(0, i).isBlank());
        return out.stream().distinct().sorted().toList();
    }
}
