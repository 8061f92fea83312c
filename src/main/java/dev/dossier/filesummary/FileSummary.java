package dev.dossier.filesummary;

import dev.dossier.assembly.Level;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Code-aware summary of one file at three levels, richest first.
 *
 * @param path      the path the file was given under
 * @param language  {@code java}, {@code go}, {@code python}, {@code javascript}, {@code typescript}, another name
 *                  derived from the extension (e.g. {@code css}), {@code text} without a known extension, or
 *                  {@code binary} for content with NUL bytes
 * @param sizeBytes size of the content in bytes
 * @param lines     number of lines (0 for empty or binary content)
 * @param detailed  the detailed outline, or {@code null} when the file was not outlined (an unsupported language,
 *                  binary or non-UTF-8 content, or a parse failure)
 * @param summary   the condensed outline; {@code null} exactly when {@code detailed} is
 * @param stub      the stub; never {@code null} or blank
 */
public record FileSummary(String path, String language, long sizeBytes, int lines, String detailed, String summary, String stub) {

    public FileSummary {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(stub, "stub");
        if (stub.isBlank()) {
            throw new IllegalArgumentException("stub must not be blank");
        }
        if ((detailed == null) != (summary == null)) {
            throw new IllegalArgumentException("detailed and summary are both present or both absent");
        }
        if (detailed != null && (detailed.isBlank() || summary.isBlank())) {
            throw new IllegalArgumentException("detailed and summary must not be blank");
        }
    }

    /** True when the file was outlined, i.e. the detailed and summary levels exist. */
    public boolean outlined() {
        return detailed != null;
    }

    /** The levels this summary has, richest first: detailed, summary and stub when outlined, otherwise only stub. */
    public List<Level> levels() {
        return outlined() ? List.of(Level.DETAILED, Level.SUMMARY, Level.STUB) : List.of(Level.STUB);
    }

    /** The text of {@code level}, or empty when this summary does not have that level (never full, partial or metadata). */
    public Optional<String> text(Level level) {
        return switch (level) {
            case DETAILED -> Optional.ofNullable(detailed);
            case SUMMARY -> Optional.ofNullable(summary);
            case STUB -> Optional.of(stub);
            default -> Optional.empty();
        };
    }
}
