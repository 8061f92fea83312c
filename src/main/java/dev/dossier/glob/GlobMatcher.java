package dev.dossier.glob;

import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One compiled glob, matched against file paths relative to the repository root.
 *
 * <p>The matching is the JDK's ({@link FileSystem#getPathMatcher} with {@code glob:}); {@link JdkGlob}
 * adapts the syntax below to it once, in {@link #compile(String)}, after the braces are expanded here.
 * Instances are immutable and safe to share between threads.
 *
 * <h2>Paths</h2>
 * A path is normalised by {@link #normalizePath(String)} ({@code \} becomes {@code /}, runs of
 * {@code /} collapse, leading {@code ./} and {@code /} go), then matched case-sensitively as a
 * {@link Path} of the default file system, which must be Unix-like (on Windows the JDK ignores case).
 * As a {@code Path} it loses a trailing {@code /}; the empty path and one with a NUL character match
 * nothing; {@code **} does not cross a line break.
 *
 * <h2>Glob syntax (modelled on {@code .gitignore})</h2>
 * <ul>
 *   <li><b>Name globs.</b> A glob with no {@code /} (but a trailing one) matches the file <em>name</em>
 *       at any depth: {@code *.go} matches {@code main.go} and {@code cmd/app/main.go}.</li>
 *   <li><b>Anchored globs.</b> A glob with a {@code /} at its start or in its middle must match the
 *       whole path from the root: {@code src/*.java} matches {@code src/A.java}, not {@code src/a/B.java}
 *       nor {@code lib/src/A.java}. A leading {@code /} or {@code ./} only anchors; {@code //} is one
 *       {@code /}.</li>
 *   <li><b>{@code *}</b> matches any run of characters but {@code /}, <b>{@code ?}</b> one character but
 *       {@code /}.</li>
 *   <li><b>{@code **}</b> as a whole segment matches zero or more directories ({@code **}{@code /*.css}
 *       matches {@code a.css} and {@code x/y/a.css}); at the end, everything below the directory but not
 *       the directory ({@code docs/**} matches {@code docs/a/b.md}, not {@code docs}); alone, every path.
 *       Any other run of stars ({@code a**b}, {@code ***}) is one {@code *}.</li>
 *   <li><b>Alternatives</b> {@code {a,b}} may hold any glob syntax, {@code /}, {@code **}, nested braces
 *       and empty alternatives ({@code a{,.bak}}). They are expanded before anything else and each
 *       expansion is a glob of its own, anchoring included: {@code {*.md,docs/*.txt}} is {@code *.md}
 *       (any depth) or {@code docs/*.txt} (anchored). At most {@value #MAX_ALTERNATIVES} expansions.</li>
 *   <li><b>Character classes</b> {@code [abc]}, {@code [a-z]}, {@code [!abc]} or {@code [^abc]} match one
 *       character, never {@code /}. A {@code ]} right after {@code [} and a {@code -} at either end are
 *       members; a backslash escapes a member. A negated class cannot hold {@code ]} (the JDK has no
 *       spelling for it) and range ends are characters up to U+FFFF.</li>
 *   <li><b>Escapes.</b> A backslash makes the next character literal ({@code \*}, <code>\&#123;</code>,
 *       {@code \\}, ...): in a glob it is no separator, unlike in paths.</li>
 *   <li><b>Directory globs.</b> A glob ending with {@code /} matches every file under a directory it
 *       names, not the directory; the trailing {@code /} does not anchor: {@code build/} matches
 *       {@code build/x.o} and {@code sub/build/x.o}, {@code /build/} only the former.</li>
 *   <li>Every other character, regex metacharacters and whitespace included, matches itself.</li>
 * </ul>
 *
 * <h2>Rejected globs</h2>
 * {@link #compile(String)} throws {@link IllegalArgumentException}, naming the glob and the problem,
 * for an empty or blank glob, an unclosed <code>&#123;</code> or {@code [}, an unmatched
 * <code>&#125;</code> or {@code ]}, a reversed range ({@code [z-a]}), a {@code ]} in a negated class, a
 * dangling backslash, a glob or alternative of nothing but {@code /} and {@code ./}, or too many
 * alternatives.
 */
public final class GlobMatcher {

    /** Upper bound on the number of brace expansions of one glob. */
    public static final int MAX_ALTERNATIVES = 1024;

    private static final FileSystem FILES = FileSystems.getDefault();

    private final String glob;
    private final List<PathMatcher> alternatives;
    private final java.util.Set<String> keys;

    private GlobMatcher(String glob, List<PathMatcher> alternatives, java.util.Set<String> keys) {
        this.glob = glob;
        this.alternatives = alternatives;
        this.keys = keys;
    }

    /**
     * What every path this glob matches has, for an index ({@link GlobIndex}), one key per alternative: {@code n:NAME}
     * (its file name is NAME) or {@code e:EXT} (its file name ends with {@code .EXT}); for an anchored alternative whose
     * first segment is literal, that segment too: {@code d:DIR/n:NAME}, {@code d:DIR/e:EXT}, or {@code d:DIR/*} when the
     * name cannot be narrowed ({@code docs/**}). Null when the glob cannot be narrowed so (a class or an escape, a
     * directory glob, or an alternative with neither a literal extension nor a literal first directory). A path may be
     * matched only if one of its {@link #pathKeys(String)} is among them.
     */
    public java.util.Set<String> keys() {
        return keys;
    }

    /**
     * The keys of a path: {@code n:} its file name and {@code e:} the part after its name's last dot (when there is one);
     * when it has a directory, the same two and {@code *} each behind {@code d:FIRST/}, its first directory.
     */
    public static List<String> pathKeys(String path) {
        String p = normalizePath(path);
        while (p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        String name = p.substring(p.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        var keys = new ArrayList<String>(5);
        keys.add("n:" + name);
        if (dot >= 0 && dot < name.length() - 1) {
            keys.add("e:" + name.substring(dot + 1));
        }
        int slash = p.indexOf('/');
        if (slash > 0) {
            String dir = "d:" + p.substring(0, slash) + "/";
            for (int i = 0, n = keys.size(); i < n; i++) {
                keys.add(dir + keys.get(i));
            }
            keys.add(dir + "*");
        }
        return keys;
    }

    private static java.util.Set<String> keysOf(List<String> expanded) {
        var keys = new java.util.LinkedHashSet<String>();
        for (String alternative : expanded) {
            if (alternative.indexOf('\\') >= 0 || alternative.indexOf('[') >= 0 || alternative.endsWith("/")) {
                return null;
            }
            String name = nameKey(alternative.substring(alternative.lastIndexOf('/') + 1));
            String dir = firstDirectory(alternative);
            if (dir != null) {
                keys.add("d:" + dir + "/" + (name == null ? "*" : name));
            } else if (name != null) {
                keys.add(name);
            } else {
                return null;
            }
        }
        return java.util.Collections.unmodifiableSet(keys);
    }

    /** {@code n:NAME} for a literal last segment, {@code e:EXT} for one ending in a literal extension, else null. */
    private static String nameKey(String last) {
        int wild = Math.max(last.lastIndexOf('*'), last.lastIndexOf('?'));
        if (wild < 0) {
            return "n:" + last;
        }
        String tail = last.substring(wild + 1);
        int dot = tail.lastIndexOf('.');
        return dot < 0 || dot == tail.length() - 1 ? null : "e:" + tail.substring(dot + 1);
    }

    /**
     * The first directory of an anchored alternative (one with a {@code /} at its start or in its middle) when that
     * segment is literal and a file name follows it; else null. Leading {@code /} and {@code ./} only anchor.
     */
    private static String firstDirectory(String alternative) {
        String a = alternative;
        while (a.startsWith("/") || a.startsWith("./")) {
            a = a.substring(a.startsWith("/") ? 1 : 2);
        }
        boolean anchored = a.length() < alternative.length() || a.indexOf('/') > 0;
        int slash = a.indexOf('/');
        if (!anchored || slash <= 0) {
            return null;
        }
        String first = a.substring(0, slash);
        return first.indexOf('*') >= 0 || first.indexOf('?') >= 0 || first.equals(".") || first.equals("..") ? null : first;
    }

    /**
     * Compiles a glob.
     *
     * @param glob the glob text, see the class documentation for the syntax
     * @return the compiled matcher
     * @throws NullPointerException if {@code glob} is null
     * @throws IllegalArgumentException if the glob is empty, blank or malformed
     */
    public static GlobMatcher compile(String glob) {
        Objects.requireNonNull(glob, "glob");
        if (glob.isEmpty()) {
            throw error(glob, "is empty");
        }
        if (glob.isBlank()) {
            throw error(glob, "is blank");
        }
        List<String> expanded = new ArrayList<>();
        expandBraces(glob, glob, expanded);
        List<String> jdkGlobs = expanded.stream().map(alternative -> JdkGlob.translate(glob, alternative)).toList();
        if (jdkGlobs.contains(null)) {
            throw error(glob, "has a ']' in a negated class, which the JDK cannot match");
        }
        return new GlobMatcher(glob, jdkGlobs.stream().map(g -> FILES.getPathMatcher("glob:" + g)).toList(), keysOf(expanded));
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
        String normalized = normalizePath(path);
        try {
            Path file = FILES.getPath(normalized);
            return !normalized.isEmpty() && alternatives.stream().anyMatch(m -> m.matches(file));
        } catch (InvalidPathException e) {
            return false;
        }
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
        String collapsed = path.replace('\\', '/').replaceAll("/{2,}", "/");
        return collapsed.replaceFirst("^(\\./|/)+", "");
    }

    /**
     * Expands the first top-level brace group of {@code text} and recurses on each result; adds
     * brace-free globs to {@code out}. Escapes and character classes are skipped verbatim.
     */
    private static void expandBraces(String original, String text, List<String> out) {
        int open = -1;
        int depth = 0;
        List<Integer> ends = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '[') {
                i = skipClass(original, text, i) - 1;
            } else if (c == '{' && depth++ == 0) {
                open = i;
            } else if (c == ',' && depth == 1 || c == '}' && depth == 1) {
                ends.add(i);
            }
            if (c == '}' && depth-- == 0) {
                throw error(original, "has an unmatched '}'");
            } else if (c == '}' && depth == 0) {
                for (int from = open + 1, e = 0; e < ends.size(); from = ends.get(e++) + 1) {
                    expandBraces(original, text.substring(0, open) + text.substring(from, ends.get(e)) + text.substring(i + 1), out);
                }
                return;
            }
        }
        if (depth > 0) {
            throw error(original, "has an unclosed '{'");
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

    static IllegalArgumentException error(String glob, String problem) {
        return new IllegalArgumentException("glob \"" + glob + "\" " + problem);
    }
}
