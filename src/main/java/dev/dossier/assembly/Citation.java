package dev.dossier.assembly;

import dev.dossier.glob.GlobMatcher;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * How often a project's recorded reviews cited a SOP for one kind of file.
 *
 * @param cited   reviews of that kind that cited the SOP
 * @param reviews reviews of that kind
 * @param kind    the kind of file: {@code *.scss}, or {@code *} for a file without an extension
 */
public record Citation(int cited, int reviews, String kind) {

    /** The kind of a file path: {@code src/a/site.SCSS} gives {@code *.scss}. */
    public static String kindOf(String path) {
        String name = GlobMatcher.normalizePath(path);
        name = name.substring(name.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot <= 0 || dot == name.length() - 1 ? "*" : "*." + name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /** The distinct kinds of some file paths; {@code *} for none. */
    public static List<String> kinds(List<String> paths) {
        var out = new LinkedHashSet<String>();
        paths.forEach(p -> out.add(kindOf(p)));
        return out.isEmpty() ? List.of("*") : new ArrayList<>(out);
    }
}
