package dev.dossier.tools;

import dev.dossier.text.Sentences;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The words of a tool's definition as a search reads them: a name split into words ({@code get_issue},
 * {@code getIssue}, {@code issues/get-comment}), a description without Markdown's link targets, addresses and
 * emphasis (noise to an embedding and to term matching), and its lead sentence, which in most tool descriptions says
 * what the tool does.
 */
public final class ToolText {

    private static final Pattern CAMEL = Pattern.compile("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])");
    private static final Pattern SEPARATORS = Pattern.compile("[_\\-./:]+");
    private static final Pattern LINK = Pattern.compile("!?\\[([^\\]]*)]\\([^)]*\\)");
    private static final Pattern ADDRESS = Pattern.compile("https?://\\S+");
    private static final Pattern ADMONITION = Pattern.compile("\\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)]");
    private static final Pattern MARKUP = Pattern.compile("(?m)^\\s*>\\s?|\\*\\*|__|`");
    private static final int LEAD_MAX = 300;

    private ToolText() {
    }

    /** A tool or parameter name in words: separators and camel case split ({@code listIssues_forRepo} is "list Issues for Repo"). */
    public static String words(String name) {
        return SEPARATORS.matcher(CAMEL.matcher(name).replaceAll(" ")).replaceAll(" ").strip();
    }

    /** The description with Markdown links reduced to their text, addresses, admonition markers and emphasis removed, spaces collapsed. */
    public static String clean(String description) {
        String s = LINK.matcher(description).replaceAll("$1");
        s = ADDRESS.matcher(s).replaceAll(" ");
        s = ADMONITION.matcher(s).replaceAll(" ");
        s = MARKUP.matcher(s).replaceAll("");
        return s.replaceAll("\\s+", " ").strip();
    }

    /** The sentences of a (cleaned) description, stripped, in order ({@link Sentences}: an abbreviation or an initial ends none). */
    public static java.util.List<String> sentences(String description) {
        return Sentences.split(description);
    }

    /** A sentence as compared across tools: case and spacing aside. */
    public static String key(String sentence) {
        return sentence.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
    }

    /** The first sentence of a (cleaned) description, at most {@value #LEAD_MAX} characters. */
    public static String lead(String description) {
        var all = sentences(description);
        String first = all.isEmpty() ? description.strip() : all.get(0);
        return first.length() <= LEAD_MAX ? first : first.substring(0, LEAD_MAX);
    }
}
