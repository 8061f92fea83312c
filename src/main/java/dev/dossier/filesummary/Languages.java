package dev.dossier.filesummary;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The one table of file extensions: a language name per extension (an unknown extension is its own name, no extension
 * is {@code text}), and which languages are programming languages and which configuration formats (the file classes
 * {@code source_code} and {@code config} of knowledge scoring).
 */
public final class Languages {

    static final String JAVA = "java";
    static final String GO = "go";
    static final String PYTHON = "python";
    static final String JAVASCRIPT = "javascript";
    static final String TYPESCRIPT = "typescript";
    static final String TEXT = "text";
    static final String BINARY = "binary";

    /** Each entry: a language, then its extensions. */
    private static final List<String> SOURCE = List.of("java java", "kotlin kt kts", "scala scala", "groovy groovy", "go go", "python py pyi",
            "javascript js mjs cjs jsx", "typescript ts tsx mts cts", "ruby rb", "rust rs", "c c h", "cpp cc cpp hpp", "csharp cs", "php php",
            "swift swift", "m m", "shell sh bash", "zsh zsh", "ps1 ps1", "sql sql", "lua lua", "pl pl");
    private static final List<String> CONFIG = List.of("yaml yml yaml", "json json", "toml toml", "ini ini", "properties properties", "xml xml",
            "conf conf", "cfg cfg", "env env");
    private static final List<String> OTHER = List.of("markdown md markdown", "html htm", "text txt");
    private static final Map<String, String> BY_EXTENSION = new HashMap<>();
    private static final Set<String> SOURCE_LANGUAGES = firstWords(SOURCE);
    private static final Set<String> CONFIG_LANGUAGES = firstWords(CONFIG);

    static {
        for (List<String> table : List.of(SOURCE, CONFIG, OTHER)) {
            for (String entry : table) {
                String[] words = entry.split(" ");
                for (int i = 1; i < words.length; i++) {
                    BY_EXTENSION.put(words[i], words[0]);
                }
            }
        }
    }

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

    /** Whether a (lower-case) extension is a programming language's, e.g. {@code java}, {@code sh}, {@code sql}. */
    public static boolean sourceCode(String extension) {
        return SOURCE_LANGUAGES.contains(BY_EXTENSION.getOrDefault(extension, ""));
    }

    /** Whether a (lower-case) extension is a configuration format's, e.g. {@code yaml}, {@code json}, {@code env}. */
    public static boolean config(String extension) {
        return CONFIG_LANGUAGES.contains(BY_EXTENSION.getOrDefault(extension, ""));
    }

    private static Set<String> firstWords(List<String> table) {
        return table.stream().map(e -> e.substring(0, e.indexOf(' '))).collect(Collectors.toUnmodifiableSet());
    }
}
