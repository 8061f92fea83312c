package dev.dossier.compress;

import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts a text to a token limit by a binary search over its possible cut points. A cut ends at a line or sentence
 * end when one fits; a cut inside a fenced code block closes the fence, so the rest of the context is not swallowed
 * by it. Two forms: {@link #cut} appends a visible {@link #MARKER}, {@link #fit} keeps a text that fits and falls
 * back to a cut at a space (then at any character) with {@code …}.
 */
public final class TextCutter {

    /** Appended to every text {@link #cut}. */
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
        return longest(text, boundaries(text), p -> closeFence(p.stripTrailing()) + "\n" + MARKER, maxTokens, counter);
    }

    /**
     * {@code text} when it counts at most {@code maxTokens}; else the longest prefix that ends at a line or sentence
     * end (an open code fence closed); when not even the first sentence fits, the longest prefix that ends at a space,
     * then at any code point, followed by {@code …}; when nothing fits, the empty text. Never over {@code maxTokens}.
     */
    public static String fit(String text, int maxTokens, TokenCounter counter) {
        if (maxTokens <= 0) {
            return "";
        }
        if (counter.count(text) <= maxTokens) {
            return text;
        }
        String best = longest(text, boundaries(text), p -> closeFence(p.stripTrailing()), maxTokens, counter);
        var spaces = new ArrayList<Integer>();
        var points = new ArrayList<Integer>();
        for (int i = 1; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
            points.add(i);
            if (Character.isWhitespace(text.charAt(i)) && !Character.isWhitespace(text.charAt(i - 1))) {
                spaces.add(i);
            }
        }
        UnaryOperator<String> ellipsis = p -> closeFence(p.stripTrailing() + " …");
        for (List<Integer> bounds : List.of(spaces, points)) {
            if (best == null) {
                best = longest(text, bounds, ellipsis, maxTokens, counter);
            }
        }
        return best == null ? "" : best;
    }

    /**
     * Picks pieces, best first, while their costs fit the cap; renders the picked ones, then drops the last picked
     * while the rendering counts over the cap, and finally {@link #fit}s what is left.
     */
    static <T> String pick(List<T> best, ToIntFunction<T> cost, Function<List<T>, String> render, int cap, TokenCounter counter) {
        var chosen = new ArrayList<T>();
        long used = 0;
        for (T piece : best) {
            int c = cost.applyAsInt(piece);
            if (used + c <= cap) {
                chosen.add(piece);
                used += c;
            }
        }
        String text = render.apply(chosen);
        while (counter.count(text) > cap && !chosen.isEmpty()) {
            chosen.remove(chosen.size() - 1);
            text = render.apply(chosen);
        }
        return fit(text, cap, counter);
    }

    /** {@code s} when it has at most {@code max} characters, else cut at a space (or at {@code max}) with {@code …}. */
    public static String clip(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int cut = s.lastIndexOf(' ', max - 2);
        if (cut < max / 2) {
            cut = max - 2;
        }
        if (Character.isHighSurrogate(s.charAt(cut - 1))) {
            cut--;
        }
        return s.substring(0, cut).stripTrailing() + " …";
    }

    private static String longest(String text, List<Integer> bounds, UnaryOperator<String> render, int maxTokens, TokenCounter counter) {
        int lo = 0;
        int hi = bounds.size() - 1;
        String best = null;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            String candidate = render.apply(text.substring(0, bounds.get(mid)));
            if (counter.count(candidate) <= maxTokens) {
                best = candidate;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return best;
    }

    private static String closeFence(String body) {
        Matcher m = FENCE.matcher(body);
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
