package dev.dossier.glob;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The hand-written glob engine that {@link GlobMatcher} replaced, kept verbatim as the oracle of
 * {@link GlobMatcherProperties} (and nothing else).
 *
 * <p>Its original documentation:
 *
 * One compiled glob, matched against file paths relative to the repository root.
 *
 * <p>The glob is translated into a single {@link Pattern} once, in {@link #compile(String)};
 * instances are immutable and safe to share between threads.
 *
 * <h2>Paths</h2>
 * Before matching, a path is normalised by {@link #normalizePath(String)}: backslashes become
 * {@code /}, runs of slashes collapse into one, and any leading {@code ./} or {@code /} is
 * removed (repeatedly). A trailing {@code /} on the path is kept. Matching is case-sensitive on
 * every platform.
 *
 * <h2>Glob syntax (modelled on {@code .gitignore})</h2>
 * <ul>
 *   <li><b>Name globs.</b> A glob with no {@code /} in it (ignoring a trailing {@code /}, see
 *       below) is matched against the file <em>name</em> at any depth: {@code *.go} matches
 *       {@code main.go} and {@code cmd/app/main.go}; {@code Makefile} matches
 *       {@code build/Makefile}.</li>
 *   <li><b>Anchored globs.</b> A glob with a {@code /} at its start or in its middle is anchored
 *       at the repository root and must match the whole path. A leading {@code /} only anchors
 *       and is otherwise dropped, so {@code /src/*.java} is the same as {@code src/*.java}; a
 *       leading {@code ./} is treated the same way. {@code src/*.java} matches
 *       {@code src/A.java} but not {@code src/a/B.java} nor {@code lib/src/A.java}.</li>
 *   <li><b>{@code *}</b> matches any run of characters, possibly empty, except {@code /};
 *       <b>{@code ?}</b> matches exactly one character except {@code /}.</li>
 *   <li><b>{@code **}</b> forming a whole path segment matches zero or more directories:
 *       {@code **}{@code /*.css} matches {@code a.css} and {@code x/y/a.css};
 *       {@code src/**}{@code /*.java} matches {@code src/A.java} and {@code src/x/y/A.java}.
 *       A trailing {@code /**} matches everything below the directory but not the directory
 *       itself ({@code docs/**} matches {@code docs/a/b.md}, not {@code docs}). A {@code **}
 *       that is not a whole segment (for example {@code a**b}) behaves like {@code *}. The glob
 *       {@code **} alone matches every non-empty path.</li>
 *   <li><b>Alternatives</b> {@code {a,b,c}} may contain any glob syntax, including {@code /},
 *       {@code **} and further (nested) braces; {@code *.{css,scss}} matches {@code a.css} and
 *       {@code a.scss}. An empty alternative is allowed ({@code a{,.bak}}). Braces are expanded
 *       textually before anything else, and <em>each expansion is then treated as a glob of its
 *       own</em>, anchoring included: {@code {*.md,docs/*.txt}} behaves exactly like the two
 *       globs {@code *.md} (any depth) and {@code docs/*.txt} (anchored). A glob may expand to at
 *       most {@value #MAX_ALTERNATIVES} alternatives.</li>
 *   <li><b>Character classes</b> {@code [abc]}, ranges {@code [a-z]} and negated classes
 *       {@code [!abc]} (also {@code [^abc]}) match one character and never match {@code /}.
 *       A {@code ]} directly after {@code [} or {@code [!} is a literal member, as is a
 *       {@code -} at the start or end of the class.</li>
 *   <li><b>Escapes.</b> A backslash makes the next character literal ({@code \*}, {@code \?},
 *       {@code \[}, <code>\&#123;</code>, {@code \,}, {@code \\}). Backslashes in a glob are
 *       therefore <em>not</em> path separators, unlike backslashes in matched paths.</li>
 *   <li><b>Directory globs.</b> A glob ending with {@code /} (such as {@code build/}) matches
 *       every file anywhere under a directory it names, but not a path equal to the directory
 *       itself. As in {@code .gitignore}, the trailing {@code /} does not anchor: {@code build/}
 *       matches {@code build/x.o} and {@code sub/build/x.o}, while {@code /build/} matches only
 *       the former.</li>
 *   <li>Every other character, including regex metacharacters such as {@code .}, {@code +},
 *       {@code (} and {@code $}, matches itself. Whitespace is significant and not trimmed.</li>
 * </ul>
 *
 * <h2>Rejected globs</h2>
 * {@link #compile(String)} throws {@link IllegalArgumentException}, naming the glob and the
 * problem, for an empty or blank glob, an unclosed <code>&#123;</code> or {@code [}, an
 * unmatched <code>&#125;</code> or {@code ]} (escape them to match them literally), a reversed range such as
 * {@code [z-a]}, a dangling trailing backslash, a glob (or alternative) that is nothing but
 * {@code /} and {@code ./}, or one that expands to too many alternatives.
 */
final class LegacyGlobMatcher {

    /** Upper bound on the number of brace expansions of one glob. */
    public static final int MAX_ALTERNATIVES = 1024;

    private final String glob;
    private final Pattern pattern;

    private LegacyGlobMatcher(String glob, Pattern pattern) {
        this.glob = glob;
        this.pattern = pattern;
    }

    /**
     * Compiles a glob.
     *
     * @param glob the glob text, see the class documentation for the syntax
     * @return the compiled matcher
     * @throws NullPointerException if {@code glob} is null
     * @throws IllegalArgumentException if the glob is empty, blank or malformed
     */
    static LegacyGlobMatcher compile(String glob) {
        Objects.requireNonNull(glob, "glob");
        if (glob.isEmpty()) {
            throw error(glob, "is empty");
        }
        if (glob.isBlank()) {
            throw error(glob, "is blank");
        }
        List<String> alternatives = new ArrayList<>();
        expandBraces(glob, glob, alternatives);
        Set<String> regexes = new LinkedHashSet<>();
        for (String alternative : alternatives) {
            regexes.add(translate(glob, alternative));
        }
        String regex;
        if (regexes.size() == 1) {
            regex = regexes.iterator().next();
        } else {
            StringBuilder joined = new StringBuilder();
            for (String r : regexes) {
                if (joined.length() > 0) {
                    joined.append('|');
                }
                joined.append("(?:").append(r).append(')');
            }
            regex = joined.toString();
        }
        return new LegacyGlobMatcher(glob, Pattern.compile(regex, Pattern.DOTALL));
    }

    /**
     * Tells whether the path, after {@linkplain #normalizePath(String) normalisation}, matches
     * this glob.
     *
     * @param path a file path relative to the repository root
     * @return true if the glob matches
     * @throws NullPointerException if {@code path} is null
     */
    public boolean matches(String path) {
        return pattern.matcher(normalizePath(path)).matches();
    }

    /**
     * Returns the glob text.
     *
     * @return the glob exactly as given to {@link #compile(String)}
     */
    public String glob() {
        return glob;
    }

    /** Returns the glob exactly as given to {@link #compile(String)}. */
    @Override
    public String toString() {
        return glob;
    }

    /**
     * Normalises a path the way {@link #matches(String)} does: every {@code \} becomes
     * {@code /}, runs of {@code /} collapse into one, then leading {@code ./} and {@code /} are
     * removed repeatedly. Nothing else changes ({@code ..} segments and a trailing {@code /} are
     * kept).
     *
     * @param path the path to normalise
     * @return the normalised path
     * @throws NullPointerException if {@code path} is null
     */
    public static String normalizePath(String path) {
        Objects.requireNonNull(path, "path");
        StringBuilder collapsed = new StringBuilder(path.length());
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '\\') {
                c = '/';
            }
            if (c == '/' && collapsed.length() > 0 && collapsed.charAt(collapsed.length() - 1) == '/') {
                continue;
            }
            collapsed.append(c);
        }
        int start = 0;
        while (true) {
            if (collapsed.length() - start >= 2 && collapsed.charAt(start) == '.'
                    && collapsed.charAt(start + 1) == '/') {
                start += 2;
            } else if (collapsed.length() - start >= 1 && collapsed.charAt(start) == '/') {
                start += 1;
            } else {
                break;
            }
        }
        return collapsed.substring(start);
    }

    // ------------------------------------------------------------------ brace expansion

    /**
     * Expands the first top-level brace group of {@code text} and recurses on each result; adds
     * brace-free globs to {@code out}. Escapes and character classes are skipped verbatim.
     */
    private static void expandBraces(String original, String text, List<String> out) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\') {
                i += 2;
            } else if (c == '[') {
                i = skipClass(original, text, i);
            } else if (c == '}') {
                throw error(original, "has an unmatched '}'");
            } else if (c == '{') {
                int depth = 1;
                int j = i + 1;
                int altStart = j;
                List<String> parts = new ArrayList<>();
                while (true) {
                    if (j >= text.length()) {
                        throw error(original, "has an unclosed '{'");
                    }
                    char d = text.charAt(j);
                    if (d == '\\') {
                        j += 2;
                    } else if (d == '[') {
                        j = skipClass(original, text, j);
                    } else if (d == '{') {
                        depth++;
                        j++;
                    } else if (d == '}') {
                        depth--;
                        if (depth == 0) {
                            break;
                        }
                        j++;
                    } else if (d == ',' && depth == 1) {
                        parts.add(text.substring(altStart, j));
                        j++;
                        altStart = j;
                    } else {
                        j++;
                    }
                }
                parts.add(text.substring(altStart, j));
                String prefix = text.substring(0, i);
                String suffix = text.substring(j + 1);
                for (String part : parts) {
                    expandBraces(original, prefix + part + suffix, out);
                }
                return;
            } else {
                i++;
            }
        }
        if (out.size() >= MAX_ALTERNATIVES) {
            throw error(original, "expands to more than " + MAX_ALTERNATIVES + " alternatives");
        }
        out.add(text);
    }

    /** Returns the index just after the {@code ]} closing the class that starts at {@code open}. */
    private static int skipClass(String original, String text, int open) {
        int j = open + 1;
        if (j < text.length() && (text.charAt(j) == '!' || text.charAt(j) == '^')) {
            j++;
        }
        if (j < text.length() && text.charAt(j) == ']') {
            j++;
        }
        while (j < text.length() && text.charAt(j) != ']') {
            j += text.charAt(j) == '\\' ? 2 : 1;
        }
        if (j >= text.length()) {
            throw error(original, "has an unclosed '['");
        }
        return j + 1;
    }

    // ------------------------------------------------------------------ translation

    private enum Kind { SLASH, STAR, QUESTION, LITERAL, CLASS }

    private record Token(Kind kind, String regex, int codePoint) {
        static final Token SLASH = new Token(Kind.SLASH, "/", '/');
        static final Token STAR = new Token(Kind.STAR, "[^/]*", '*');
        static final Token QUESTION = new Token(Kind.QUESTION, "[^/]", '?');

        static Token literal(int codePoint) {
            return new Token(Kind.LITERAL, regexLiteral(codePoint), codePoint);
        }

        boolean isDot() {
            return kind == Kind.LITERAL && codePoint == '.';
        }
    }

    /** Translates one brace-free glob into a regex matching whole normalised paths. */
    private static String translate(String original, String text) {
        List<Token> tokens = tokenize(original, text);
        int start = 0;
        int end = tokens.size();
        boolean anchored = false;
        while (true) {
            if (start < end && tokens.get(start).kind() == Kind.SLASH) {
                anchored = true;
                start++;
            } else if (start + 1 < end && tokens.get(start).isDot()
                    && tokens.get(start + 1).kind() == Kind.SLASH) {
                anchored = true;
                start += 2;
            } else {
                break;
            }
        }
        boolean directory = false;
        while (end > start && tokens.get(end - 1).kind() == Kind.SLASH) {
            directory = true;
            end--;
        }
        if (start == end) {
            throw error(original, text.equals(original)
                    ? "has nothing to match besides '/' and './'"
                    : "has an alternative \"" + text + "\" with nothing to match");
        }

        List<List<Token>> segments = new ArrayList<>();
        List<Token> current = new ArrayList<>();
        for (Token token : tokens.subList(start, end)) {
            if (token.kind() == Kind.SLASH) {
                if (!current.isEmpty()) {
                    segments.add(current);
                    current = new ArrayList<>();
                }
            } else {
                current.add(token);
            }
        }
        segments.add(current);
        anchored |= segments.size() > 1;

        StringBuilder regex = new StringBuilder();
        if (!anchored) {
            regex.append("(?:.*/)?");
        }
        for (int s = 0; s < segments.size(); s++) {
            List<Token> segment = segments.get(s);
            boolean last = s == segments.size() - 1;
            boolean doubleStar = segment.size() == 2
                    && segment.get(0).kind() == Kind.STAR && segment.get(1).kind() == Kind.STAR;
            if (doubleStar) {
                // Zero or more whole directories; at the end, everything below.
                regex.append(last ? ".+" : "(?:[^/]+/)*");
                continue;
            }
            Kind previous = null;
            for (Token token : segment) {
                if (!(token.kind() == Kind.STAR && previous == Kind.STAR)) {
                    regex.append(token.regex());
                }
                previous = token.kind();
            }
            if (!last) {
                regex.append('/');
            }
        }
        if (directory) {
            regex.append("/.+");
        }
        return regex.toString();
    }

    private static List<Token> tokenize(String original, String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            switch (cp) {
                case '\\' -> {
                    if (i + 1 >= text.length()) {
                        throw error(original, "ends with a dangling '\\'");
                    }
                    int next = text.codePointAt(i + 1);
                    tokens.add(next == '/' ? Token.SLASH : Token.literal(next));
                    i += 1 + Character.charCount(next);
                }
                case '/' -> {
                    tokens.add(Token.SLASH);
                    i++;
                }
                case '*' -> {
                    tokens.add(Token.STAR);
                    i++;
                }
                case '?' -> {
                    tokens.add(Token.QUESTION);
                    i++;
                }
                case '[' -> i = parseClass(original, text, i, tokens);
                case ']' -> throw error(original, "has an unmatched ']'");
                case '{' -> throw error(original, "has an unclosed '{'"); // defensive: expanded earlier
                case '}' -> throw error(original, "has an unmatched '}'");
                default -> {
                    tokens.add(Token.literal(cp));
                    i += Character.charCount(cp);
                }
            }
        }
        return tokens;
    }

    /** Parses the class starting at {@code open}, adds its token, returns the index after it. */
    private static int parseClass(String original, String text, int open, List<Token> tokens) {
        int j = open + 1;
        boolean negated = false;
        if (j < text.length() && (text.charAt(j) == '!' || text.charAt(j) == '^')) {
            negated = true;
            j++;
        }
        StringBuilder members = new StringBuilder();
        boolean first = true;
        while (true) {
            if (j >= text.length()) {
                throw error(original, "has an unclosed '['");
            }
            int cp = text.codePointAt(j);
            if (cp == ']' && !first) {
                j++;
                break;
            }
            first = false;
            int[] low = readClassChar(original, text, j);
            j = low[1];
            if (j + 1 < text.length() && text.charAt(j) == '-' && text.charAt(j + 1) != ']') {
                int[] high = readClassChar(original, text, j + 1);
                if (high[0] < low[0]) {
                    throw error(original, "has an invalid character range '"
                            + new String(Character.toChars(low[0])) + "-"
                            + new String(Character.toChars(high[0])) + "'");
                }
                members.append(regexLiteral(low[0])).append('-').append(regexLiteral(high[0]));
                j = high[1];
            } else {
                members.append(regexLiteral(low[0]));
            }
        }
        // Classes never match '/': exclude it from negated classes, intersect positive ones.
        String regex = negated ? "[^/" + members + "]" : "[" + members + "&&[^/]]";
        tokens.add(new Token(Kind.CLASS, regex, '['));
        return j;
    }

    /** Reads one (possibly escaped) class member; returns {code point, index after it}. */
    private static int[] readClassChar(String original, String text, int at) {
        int cp = text.codePointAt(at);
        if (cp == '\\') {
            if (at + 1 >= text.length()) {
                throw error(original, "has an unclosed '['");
            }
            int escaped = text.codePointAt(at + 1);
            return new int[] {escaped, at + 1 + Character.charCount(escaped)};
        }
        return new int[] {cp, at + Character.charCount(cp)};
    }

    /** A regex (valid both inside and outside a character class) matching exactly {@code cp}. */
    private static String regexLiteral(int cp) {
        if (cp < 128 && !Character.isLetterOrDigit(cp)) {
            return "\\" + (char) cp;
        }
        return new String(Character.toChars(cp));
    }

    private static IllegalArgumentException error(String glob, String problem) {
        return new IllegalArgumentException("glob \"" + glob + "\" " + problem);
    }
}
