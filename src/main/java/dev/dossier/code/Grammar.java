package dev.dossier.code;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.treesitter.TSLanguage;
import org.treesitter.TreeSitterCss;
import org.treesitter.TreeSitterGo;
import org.treesitter.TreeSitterJava;
import org.treesitter.TreeSitterJavascript;
import org.treesitter.TreeSitterPython;
import org.treesitter.TreeSitterRuby;
import org.treesitter.TreeSitterRust;
import org.treesitter.TreeSitterScss;
import org.treesitter.TreeSitterTypescript;

/**
 * The tree-sitter grammars Dossier reads code with, found by a file's extension or a fenced code block's info
 * string ({@code ```css}, {@code ```js}). A language without a grammar here is read by {@link Lexer} alone.
 */
public enum Grammar {
    CSS(TreeSitterCss::new, Set.of("css"), Set.of("css")),
    SCSS(TreeSitterScss::new, Set.of("scss", "less", "sass"), Set.of("scss", "less", "sass")),
    JAVASCRIPT(TreeSitterJavascript::new, Set.of("js", "mjs", "cjs", "jsx"), Set.of("js", "javascript", "jsx", "mjs", "cjs", "node")),
    TYPESCRIPT(TreeSitterTypescript::new, Set.of("ts", "mts", "cts", "tsx"), Set.of("ts", "typescript", "mts", "cts", "tsx")),
    PYTHON(TreeSitterPython::new, Set.of("py", "pyi"), Set.of("py", "python", "python3", "pycon")),
    GO(TreeSitterGo::new, Set.of("go"), Set.of("go", "golang")),
    JAVA(TreeSitterJava::new, Set.of("java"), Set.of("java")),
    RUBY(TreeSitterRuby::new, Set.of("rb", "rake", "gemspec"), Set.of("rb", "ruby")),
    RUST(TreeSitterRust::new, Set.of("rs"), Set.of("rs", "rust"));

    /** The extension part at the end of a glob: {@code .css} or {@code .{css,scss}}. */
    private static final java.util.regex.Pattern GLOB_EXTENSIONS = java.util.regex.Pattern.compile("\\.(?:\\{([\\w,]+)}|(\\w+))$");

    private final Supplier<TSLanguage> language;
    private final Set<String> extensions;
    private final Set<String> fences;

    Grammar(Supplier<TSLanguage> language, Set<String> extensions, Set<String> fences) {
        this.language = language;
        this.extensions = extensions;
        this.fences = fences;
    }

    Supplier<TSLanguage> language() {
        return language;
    }

    /** The grammar of a file path by its extension, e.g. {@code a/b.scss} gives {@link #SCSS}. */
    public static Optional<Grammar> forPath(String path) {
        int dot = path.lastIndexOf('.');
        if (dot < 0 || dot == path.length() - 1 || path.indexOf('/', dot) >= 0) {
            return Optional.empty();
        }
        String ext = path.substring(dot + 1).toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(g -> g.extensions.contains(ext)).findFirst();
    }

    /**
     * The grammar of the first file extension a glob names that has one: {@code **}{@code /*.{css,scss}} gives
     * {@link #CSS}; the language a rule's unlabelled code blocks are taken to be in.
     */
    public static Optional<Grammar> forGlob(String glob) {
        var m = GLOB_EXTENSIONS.matcher(glob.strip());
        if (!m.find()) {
            return Optional.empty();
        }
        String exts = m.group(1) != null ? m.group(1) : m.group(2);
        return Arrays.stream(exts.split(",")).map(e -> forPath("f." + e)).flatMap(Optional::stream).findFirst();
    }

    /** The grammar a fenced block's info string names ({@code css}, {@code js title="x"}); empty for none or an unknown one. */
    public static Optional<Grammar> forFence(String info) {
        String word = info.strip().split("[\\s{,]", 2)[0].toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(g -> g.fences.contains(word)).findFirst();
    }
}
