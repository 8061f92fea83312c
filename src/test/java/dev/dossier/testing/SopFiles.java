package dev.dossier.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes SOP markdown files into a directory for tests. */
public final class SopFiles {

    private SopFiles() {
    }

    public static Path write(Path dir, String relative, String text) {
        try {
            Path file = dir.resolve(relative);
            Files.createDirectories(file.getParent());
            Files.writeString(file, text);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A valid SOP with the given front-matter lines and a body of {@code paragraphs} paragraphs about {@code topic}. */
    public static String sop(String frontMatter, String title, String topic, int paragraphs) {
        var b = new StringBuilder("---\n").append(frontMatter.strip()).append("\n---\n# ").append(title).append("\n\n");
        b.append("This SOP covers ").append(topic).append(".\n\n## Requirements\n\n1. Follow the ").append(topic).append(" rule.\n2. Document exceptions.\n\n");
        for (int i = 1; i <= paragraphs; i++) {
            b.append("## Detail ").append(i).append("\n\n");
            b.append(("Paragraph " + i + " about " + topic + " explains why the rule exists and how to apply it in practice. ").repeat(6)).append("\n\n");
        }
        return b.toString();
    }

    /** The error-severity Java SOP ({@code java-errors}, applies to {@code *.java}) that the edge tests assemble. */
    public static Path javaErrors(Path dir) {
        return write(dir, "java-errors.md", sop("""
                category: sop
                applies_to: "*.java"
                severity: error
                summary: "Java exceptions are wrapped with context and never swallowed."
                """, "Java Exceptions", "exception wrapping", 3));
    }
}
