package dev.dossier.assembly;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.dossier.source.Sop;
import dev.dossier.source.SopChunk;
import java.util.Locale;

/**
 * The markdown shapes of a review context; every piece names its source. A context is its pieces joined, each piece
 * followed by one line break ({@code ...Piece} methods give that form). The pieces of whole chunks, and of SOP
 * metadata that lists no matched files, are kept per chunk and SOP instance (a library revision's instances, weakly
 * held), so a request neither renders them again nor hashes new strings to find their token counts.
 */
final class ContextRenderer {

    static final String HEADER = "# Review context\n\nAssembled by Dossier. Each part names its source; "
            + "SOP severity: error blocks approval, warning is at the reviewer's discretion, info is not enforced.\n";
    static final String HEADER_PIECE = HEADER + "\n";

    private static final Cache<SopChunk, Piece> CHUNK_PIECES = Caffeine.newBuilder().weakKeys().maximumSize(200_000).build();
    private static final Cache<Sop, Piece> METADATA_PIECES = Caffeine.newBuilder().weakKeys().maximumSize(200_000).build();
    private static final Cache<Sop, Piece> STUB_PIECES = Caffeine.newBuilder().weakKeys().maximumSize(200_000).build();

    private ContextRenderer() {
    }

    /** {@link #chunk} of the whole chunk, as a piece. */
    static Piece chunkPiece(SopChunk chunk) {
        return CHUNK_PIECES.get(chunk, c -> new Piece(chunk(c, c.content(), false) + "\n"));
    }

    /** {@link #sopMetadata}, as a piece. */
    static Piece metadataPiece(SopCandidate c) {
        return c.matchedFiles().size() > 1 ? new Piece(sopMetadata(c) + "\n") : METADATA_PIECES.get(c.sop(), s -> new Piece(sopMetadata(c) + "\n"));
    }

    /** {@link #sopStub}, as a piece. */
    static Piece stubPiece(SopCandidate c) {
        return STUB_PIECES.get(c.sop(), s -> new Piece(sopStub(c) + "\n"));
    }

    static String sopMetadata(SopCandidate c) {
        Sop s = c.sop();
        var b = new StringBuilder();
        b.append("## SOP [").append(s.severity().label().toUpperCase(Locale.ROOT)).append("] ").append(s.title()).append('\n');
        // One short line per SOP: with hundreds of matching SOPs this line is most of the mandatory budget, so the
        // globs and the matched files are listed only when the SOP matched several files (with one, it applies to it).
        b.append("Source: ").append(s.filePath());
        if (c.matchedFiles().size() > 1) {
            b.append(" · applies to ").append(String.join(", ", s.appliesTo())).append(" · matched: ").append(String.join(", ", c.matchedFiles()));
        }
        b.append('\n');
        if (!s.summary().isBlank() && !normalise(s.summary()).equals(normalise(s.title()))) {
            b.append("Summary: ").append(s.summary()).append('\n');
        }
        if (!s.requirements().isEmpty()) {
            b.append("Requirements:\n");
            for (int i = 0; i < s.requirements().size(); i++) {
                b.append(i + 1).append(". ").append(s.requirements().get(i)).append('\n');
            }
        }
        return b.toString();
    }

    static String sopStub(SopCandidate c) {
        Sop s = c.sop();
        return "## SOP [" + s.severity().label().toUpperCase(Locale.ROOT) + "] " + s.title() + " (" + s.filePath()
                + "; stub: details left out for the token budget)\n";
    }

    static String chunk(SopChunk chunk, String text, boolean cut) {
        String section = chunk.section().isBlank() ? "Text" : chunk.section();
        return "### " + section + " (" + chunk.sopId() + ", part " + chunk.index() + "/" + chunk.count() + (cut ? ", cut" : "") + ")\n"
                + text.strip() + "\n";
    }

    static String sectionHeader(Section section) {
        return switch (section) {
            case SOP -> "";
            case DECISION -> "## Prior decisions of this plan\n";
            case GATE -> "## Gate checks of this task\n";
            case FILE_SUMMARY -> "## Summaries of the task's files\n";
            case CONVENTION -> "## Conventions learned from past reviews\n";
        };
    }

    private static final java.util.regex.Pattern SPACES_AND_DOTS = java.util.regex.Pattern.compile("[\\s.]+");

    private static String normalise(String s) {
        return SPACES_AND_DOTS.matcher(s).replaceAll(" ").strip().toLowerCase(Locale.ROOT);
    }
}
