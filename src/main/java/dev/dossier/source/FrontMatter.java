package dev.dossier.source;

import java.util.LinkedHashMap;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Splits a markdown text into its YAML front matter (between a first line {@code ---} and the next line
 * {@code ---} or {@code ...}) and its body, and parses the YAML with SnakeYAML's safe constructor.
 * flexmark's own front-matter visitor is not used: it keeps quotes and flattens lists.
 */
final class FrontMatter {

    /** Parsed front matter ({@code values} empty when the file has none) and the body after it. */
    record Split(Map<String, Object> values, String body, int bodyLine) {
    }

    /** A front-matter syntax error, with a message that locates and explains it. */
    static final class Malformed extends Exception {
        Malformed(String message) {
            super(message);
        }
    }

    private FrontMatter() {
    }

    static Split split(String text) throws Malformed {
        String[] lines = text.split("\n", -1);
        if (lines.length == 0 || !lines[0].strip().equals("---")) {
            return new Split(Map.of(), text, 1);
        }
        int end = -1;
        for (int i = 1; i < lines.length; i++) {
            String l = lines[i].strip();
            if (l.equals("---") || l.equals("...")) {
                end = i;
                break;
            }
        }
        if (end < 0) {
            throw new Malformed("front matter opened with --- on line 1 is never closed; end it with a line holding only ---");
        }
        String yaml = String.join("\n", java.util.Arrays.copyOfRange(lines, 1, end));
        String body = String.join("\n", java.util.Arrays.copyOfRange(lines, end + 1, lines.length));
        var options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(20);
        Object parsed;
        try {
            parsed = new Yaml(new SafeConstructor(options)).load(yaml);
        } catch (MarkedYAMLException e) {
            int line = e.getProblemMark() == null ? 0 : e.getProblemMark().getLine() + 2;
            throw new Malformed("front matter is not valid YAML" + (line > 0 ? " (line " + line + ")" : "") + ": "
                    + e.getProblem() + "; quote values that contain ':', '*', '{' or '#'");
        } catch (YAMLException e) {
            throw new Malformed("front matter is not valid YAML: " + e.getMessage());
        }
        if (parsed == null) {
            return new Split(Map.of(), body, end + 2);
        }
        if (!(parsed instanceof Map<?, ?> map)) {
            throw new Malformed("front matter must be a YAML map of key: value lines, got " + dev.dossier.vocabulary.Vocabulary.describe(parsed));
        }
        var values = new LinkedHashMap<String, Object>();
        map.forEach((k, v) -> values.put(String.valueOf(k), v));
        return new Split(values, body, end + 2);
    }
}
