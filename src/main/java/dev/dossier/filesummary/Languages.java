package dev.dossier.filesummary;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Language names by file extension (an unknown extension is its own name, no extension is {@code text}), and which
 * are programming languages and configuration formats (the file classes {@code source_code} and {@code config}).
 */
public final class Languages {

    static final String JAVA = "java";
    static final String GO = "go";
    static final String PYTHON = "python";
    static final String JAVASCRIPT = "javascript";
    static final String TYPESCRIPT = "typescript";
    static final String TEXT = "text";
    static final String BINARY = "binary";

    private static final Map<String, String> BY_EXTENSION = Map.ofEntries(
            Map.entry("java", JAVA), Map.entry("go", GO), Map.entry("py", PYTHON), Map.entry("pyi", PYTHON),
            Map.entry("js", JAVASCRIPT), Map.entry("mjs", JAVASCRIPT), Map.entry("cjs", JAVASCRIPT), Map.entry("jsx", JAVASCRIPT),
            Map.entry("ts", TYPESCRIPT), Map.entry("tsx", TYPESCRIPT), Map.entry("mts", TYPESCRIPT), Map.entry("cts", TYPESCRIPT),
            Map.entry("md", "markdown"), Map.entry("markdown", "markdown"), Map.entry("yml", "yaml"), Map.entry("yaml", "yaml"),
            Map.entry("sh", "shell"), Map.entry("bash", "shell"), Map.entry("rs", "rust"), Map.entry("kt", "kotlin"),
            Map.entry("kts", "kotlin"), Map.entry("rb", "ruby"), Map.entry("h", "c"), Map.entry("cc", "cpp"),
            Map.entry("hpp", "cpp"), Map.entry("cs", "csharp"), Map.entry("htm", "html"), Map.entry("txt", TEXT));
    private static final Set<String> SOURCE = Set.of(JAVA, "kotlin", "scala", "groovy", GO, PYTHON, JAVASCRIPT, TYPESCRIPT, "ruby", "rust", "c",
            "cpp", "csharp", "php", "swift", "m", "shell", "zsh", "ps1", "sql", "lua", "pl");
    private static final Set<String> CONFIG = Set.of("yaml", "json", "toml", "ini", "properties", "xml", "conf", "cfg", "env");

    private Languages() {
    }

    /** Language of a file name, e.g. {@code SourceSync.java} gives {@code java}, {@code site.scss} gives {@code scss}. */
    public static String of(String fileName) {
        int dot = fileName.lastIndexOf('.');
        if (dot <= 0 || dot == fileName.length() - 1) {
            return TEXT;
        }
        String ext = fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        String known = BY_EXTENSION.get(ext);
        if (known != null) {
            return known;
        }
        return ext.chars().allMatch(c -> c < 128 && Character.isLetterOrDigit(c)) && ext.length() <= 10 ? ext : TEXT;
    }

    /** Whether an extension is a programming language's, e.g. {@code java}, {@code sh}, {@code sql}. */
    public static boolean sourceCode(String extension) {
        return SOURCE.contains(of("f." + extension));
    }

    /** Whether an extension is a configuration format's, e.g. {@code yaml}, {@code json}, {@code env}. */
    public static boolean config(String extension) {
        return CONFIG.contains(of("f." + extension));
    }
}
