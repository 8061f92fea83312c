package dev.dossier.code;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The words by which a rule's documentation says that the code after them is reported or accepted ("The
 * following patterns are considered problems", "Examples of incorrect code", "Use instead"). Policy data
 * ({@code relevance.code_evidence.cues} in {@code policies.yaml}); phrases are matched as whole words, case
 * aside, after emphasis marks are removed. Accepting phrases that contain a reporting word ("not considered
 * problems") are listed in {@code correct_first} and win.
 *
 * @param correctFirst phrases that mark accepted code even though they contain a reporting word
 * @param incorrect    phrases that mark reported code
 * @param correct      phrases that mark accepted code
 */
public record PolarityCues(List<String> correctFirst, List<String> incorrect, List<String> correct) {

    /** A comment line inside a block longer than this is code commentary, not a cue. */
    private static final int MAX_CUE_LINE = 48;
    private static final Map<String, Pattern> PATTERNS = new ConcurrentHashMap<>();

    public PolarityCues {
        correctFirst = List.copyOf(Objects.requireNonNull(correctFirst, "correct_first"));
        incorrect = List.copyOf(Objects.requireNonNull(incorrect, "incorrect"));
        correct = List.copyOf(Objects.requireNonNull(correct, "correct"));
        if (incorrect.isEmpty() || correct.isEmpty()) {
            throw new IllegalArgumentException("code_evidence.cues: incorrect and correct need at least one phrase each");
        }
    }

    /** The polarity a paragraph or heading gives the code after it; neutral when it has no cue. */
    public Polarity of(String text) {
        String t = normalise(text);
        if (matches(t, correctFirst)) {
            return Polarity.CORRECT;
        }
        if (matches(t, incorrect)) {
            return Polarity.INCORRECT;
        }
        return matches(t, correct) ? Polarity.CORRECT : Polarity.NEUTRAL;
    }

    /** The polarity of a short comment-only line inside a code block ({@code # bad}, {@code // good}), if it is a cue. */
    Polarity ofCommentLine(String line) {
        String s = line.strip();
        String body = s.replaceFirst("^(//+|#+|/\\*+|--+|;+|<!--)", "").replaceFirst("(\\*+/|-->)$", "").strip();
        if (body.length() == s.length() || body.isEmpty() || body.length() > MAX_CUE_LINE) {
            return Polarity.NEUTRAL;
        }
        return of(body);
    }

    private static String normalise(String text) {
        return " " + text.toLowerCase(Locale.ROOT).replaceAll("[*_`]", "").replaceAll("\\s+", " ") + " ";
    }

    private static boolean matches(String text, List<String> phrases) {
        for (String p : phrases) {
            Pattern pattern = PATTERNS.computeIfAbsent(p, k -> Pattern.compile(
                    "(?<![\\p{L}\\p{N}])" + Pattern.quote(k.toLowerCase(Locale.ROOT)) + "(?![\\p{L}\\p{N}])"));
            if (pattern.matcher(text).find()) {
                return true;
            }
        }
        return false;
    }
}
