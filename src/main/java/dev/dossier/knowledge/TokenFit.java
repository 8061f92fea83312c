package dev.dossier.knowledge;

import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes a level text fit its cap: the longest prefix that ends at a line or sentence end and counts at most the cap
 * (an open code fence is closed); when not even the first sentence fits, the longest prefix that ends at a space
 * followed by {@code …}; when nothing fits, the empty text. Never returns a text over the cap.
 */
final class TokenFit {

    private static final Pattern SENTENCE_END = Pattern.compile("[.!?;:](?=\\s)");
    private static final Pattern FENCE_LINE = Pattern.compile("(?m)^\\s*(```|~~~)");

    private TokenFit() {
    }

    static String fit(String text, int cap, TokenCounter counter) {
        if (cap <= 0) {
            return "";
        }
        if (counter.count(text) <= cap) {
            return text;
        }
        String best = longest(text, boundaries(text), cap, counter, false);
        if (best != null) {
            return best;
        }
        var spaces = new ArrayList<Integer>();
        for (int i = 1; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i)) && !Character.isWhitespace(text.charAt(i - 1))) {
                spaces.add(i);
            }
        }
        best = longest(text, spaces, cap, counter, true);
        if (best != null) {
            return best;
        }
        // one huge word: cut by code points
        var points = new ArrayList<Integer>();
        for (int i = 1; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
            points.add(i);
        }
        best = longest(text, points, cap, counter, true);
        return best == null ? "" : best;
    }

    private static String longest(String text, List<Integer> bounds, int cap, TokenCounter counter, boolean ellipsis) {
        int lo = 0;
        int hi = bounds.size() - 1;
        String best = null;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            String candidate = render(text.substring(0, bounds.get(mid)), ellipsis);
            if (counter.count(candidate) <= cap) {
                best = candidate;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return best;
    }

    private static String render(String prefix, boolean ellipsis) {
        String body = prefix.stripTrailing() + (ellipsis ? " …" : "");
        Matcher m = FENCE_LINE.matcher(body);
        int fences = 0;
        while (m.find()) {
            fences++;
        }
        return fences % 2 == 1 ? body + "\n```" : body;
    }

    private static List<Integer> boundaries(String text) {
        var out = new ArrayList<Integer>();
        for (int i = 1; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                out.add(i);
            }
        }
        Matcher m = SENTENCE_END.matcher(text);
        while (m.find()) {
            out.add(m.end());
        }
        int firstText = 0;
        while (firstText < text.length() && Character.isWhitespace(text.charAt(firstText))) {
            firstText++;
        }
        final int from = firstText;
        return out.stream().filter(i -> i > from).distinct().sorted().toList();
    }
}
