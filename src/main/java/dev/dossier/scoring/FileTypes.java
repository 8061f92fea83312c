package dev.dossier.scoring;

import dev.dossier.filesummary.Languages;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The file class of a knowledge item, for the file-type factor (seed 004 priorities). Rules, first match wins:
 * <ol>
 *   <li>{@code test_code}: a path segment {@code test}, {@code tests}, {@code __tests__} or {@code spec}, or a name
 *       like {@code FooTest.java}, {@code foo.test.ts}, {@code foo_test.go}, {@code test_foo.py};</li>
 *   <li>{@code requirements}: type {@code sop}, a path segment containing {@code requirement}, or a name starting
 *       with {@code UC-}, {@code REQ-} or {@code US-} and a number;</li>
 *   <li>{@code source_code}: a programming-language extension ({@link Languages#sourceCode});</li>
 *   <li>{@code config}: a configuration extension (yaml, json, toml, ...; {@link Languages#config}), unless the type is {@code attack}
 *       (ATT&amp;CK STIX bundles are JSON but documentation);</li>
 *   <li>{@code documentation}: anything else, also items without a path (markdown, man pages, lab sheets).</li>
 * </ol>
 */
public final class FileTypes {

    public static final String SOURCE = "source_code";
    public static final String TEST = "test_code";
    public static final String REQUIREMENTS = "requirements";
    public static final String DOCUMENTATION = "documentation";
    public static final String CONFIG = "config";
    /** All file classes, the keys of {@code scoring.file_types}. */
    public static final Set<String> CLASSES = Set.of(SOURCE, TEST, REQUIREMENTS, DOCUMENTATION, CONFIG);

    private static final Pattern TEST_DIR = Pattern.compile("(^|/)(test|tests|__tests__|spec)/");
    private static final Pattern TEST_NAME = Pattern.compile("(.+(Test|Tests|IT)\\.\\w+|.+[._-](test|spec)\\.\\w+|test_.+\\.py)$");
    private static final Pattern REQ_NAME = Pattern.compile("(?i)^(uc|req|us)-?\\d+.*");

    private FileTypes() {
    }

    static String classify(String type, String filePath) {
        String path = filePath == null ? "" : filePath.replace('\\', '/');
        String name = path.substring(path.lastIndexOf('/') + 1);
        String ext = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT) : "";
        String t = type == null ? "" : type.toLowerCase(Locale.ROOT);
        if (!path.isEmpty() && (TEST_DIR.matcher(path).find() || TEST_NAME.matcher(name).matches())) {
            return TEST;
        }
        if (t.equals("sop") || path.toLowerCase(Locale.ROOT).matches(".*requirement[^/]*/.*") || REQ_NAME.matcher(name).matches()) {
            return REQUIREMENTS;
        }
        if (Languages.sourceCode(ext)) {
            return SOURCE;
        }
        if (Languages.config(ext) && !t.equals("attack")) {
            return CONFIG;
        }
        return DOCUMENTATION;
    }
}
