package dev.dossier.filesummary;

import dev.dossier.filesummary.Outline.Decl;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders an {@link Outline} as the detailed and the summary text. Both are bounded whatever the input:
 * every line is clipped to {@value #MAX_LINE} characters and each text to a maximum number of lines, the
 * rest replaced by a {@code … N more declarations} marker.
 */
final class OutlineRenderer {

    static final int MAX_LINE = 240;
    static final int MAX_DETAILED_LINES = 400;
    static final int MAX_SUMMARY_LINES = 120;
    /** Characters of condensed imports shown in full; more, and imports are counted by module prefix. */
    static final int MAX_IMPORTS = 600;
    private static final String INDENT = "  ";

    private OutlineRenderer() {
    }

    /** First line of every level: {@code path (language, N lines, N bytes)}. */
    static String header(String path, String language, int lines, long bytes) {
        return path + " (" + language + ", " + lines + (lines == 1 ? " line, " : " lines, ") + bytes + " bytes)";
    }

    /**
     * The detailed level: header line, package or module, the file's doc sentence, imports condensed by
     * module (by module prefix with counts past {@value #MAX_IMPORTS} characters, wrapped), then every
     * declaration nested by indentation, each under its doc sentence as a comment.
     */
    static String detailed(String headerLine, Outline o) {
        var out = new Lines(MAX_DETAILED_LINES);
        out.add(headerLine);
        if (o.header() != null) {
            out.add(o.header());
        }
        if (o.doc() != null) {
            out.add(o.commentMarker() + " " + o.doc());
        }
        if (!o.imports().isEmpty()) {
            List<String> fine = Imports.byModule(o.imports(), o.importJoin());
            boolean fits = String.join(", ", fine).length() <= MAX_IMPORTS;
            wrap("imports: ", fits ? fine : Imports.byPrefix(o.imports()), out);
        }
        var flat = new ArrayList<Entry>();
        flatten(o.decls(), 0, false, flat);
        render(flat, o.commentMarker(), out);
        return out.text();
    }

    /**
     * The summary level: header line, package or module, the file's doc sentence, the number of imported
     * names, then only declarations marked API (and their API members), with doc sentences kept only on
     * top-level types.
     */
    static String summary(String headerLine, Outline o) {
        var out = new Lines(MAX_SUMMARY_LINES);
        out.add(headerLine);
        if (o.header() != null) {
            out.add(o.header());
        }
        if (o.doc() != null) {
            out.add(o.commentMarker() + " " + o.doc());
        }
        if (!o.imports().isEmpty()) {
            out.add("imports: " + o.imports().size());
        }
        var flat = new ArrayList<Entry>();
        flatten(o.decls(), 0, true, flat);
        render(flat, o.commentMarker(), out);
        return out.text();
    }

    /** {@code items} after {@code label}, comma-separated, wrapped into lines of at most {@value #MAX_LINE} characters. */
    private static void wrap(String label, List<String> items, Lines out) {
        var line = new StringBuilder(label);
        boolean empty = true;
        for (int i = 0; i < items.size(); i++) {
            String item = items.get(i) + (i < items.size() - 1 ? "," : "");
            if (!empty && line.length() + 1 + item.length() > MAX_LINE) {
                out.add(line.toString());
                line = new StringBuilder(INDENT);
                empty = true;
            }
            if (!empty) {
                line.append(' ');
            }
            line.append(item);
            empty = false;
        }
        out.add(line.toString());
    }

    private record Entry(int depth, Decl decl, boolean withDoc) {
    }

    private static void flatten(List<Decl> decls, int depth, boolean apiOnly, List<Entry> out) {
        for (Decl d : decls) {
            if (apiOnly && !d.api()) {
                continue;
            }
            boolean withDoc = d.doc() != null && (!apiOnly || (d.type() && depth == 0));
            out.add(new Entry(depth, d, withDoc));
            flatten(d.members(), depth + 1, apiOnly, out);
        }
    }

    private static void render(List<Entry> entries, String marker, Lines out) {
        for (int i = 0; i < entries.size(); i++) {
            Entry e = entries.get(i);
            String indent = INDENT.repeat(e.depth());
            int needed = e.withDoc() ? 2 : 1;
            if (out.room() < needed + 1 && i < entries.size() - 1 || out.room() < needed) {
                out.addUnbounded("… " + (entries.size() - i) + " more declarations");
                return;
            }
            if (e.withDoc()) {
                out.add(indent + marker + " " + e.decl().doc());
            }
            out.add(indent + e.decl().signature());
        }
    }

    /** Lines with a cap; every line is clipped. */
    private static final class Lines {
        private final int max;
        private final StringBuilder text = new StringBuilder();
        private int count;

        Lines(int max) {
            this.max = max;
        }

        int room() {
            return max - count;
        }

        void add(String line) {
            if (count < max) {
                addUnbounded(line);
            }
        }

        void addUnbounded(String line) {
            text.append(Text.clip(line.replace('\n', ' '), MAX_LINE)).append('\n');
            count++;
        }

        String text() {
            return text.toString();
        }
    }
}
