package dev.dossier.embedding;

/**
 * The short text that says what a document is for, embedded once per document (ADR 0003, "Search retrieval"): its
 * title and its summary on two lines. For a man page that is its NAME line ({@code mprotect(2)} and "set protection on
 * a region of memory"), for an SOP or a markdown document its title and first paragraph, for an ATT&CK pattern its
 * name and description summary: the text the {@code document_fields} index holds as name and summary.
 */
public final class PurposeText {

    private PurposeText() {
    }

    public static String of(String title, String summary) {
        return (title == null ? "" : title) + "\n" + (summary == null ? "" : summary);
    }
}
