package dev.dossier.source;

import java.util.List;

/** What reading one source file gave: a document to write, or the reasons it was rejected. */
public sealed interface ParseOutcome {

    /** The file is valid; {@code warnings} lists front-matter keys kept as extra attributes. */
    record Accepted(DocumentWrite document, List<Problem> warnings) implements ParseOutcome {
    }

    /** The file is invalid; one problem per offending field. */
    record Rejected(List<Problem> problems) implements ParseOutcome {
    }
}
