package dev.dossier.source;

import java.util.List;

/** What reading one source file gave: the documents to write, or the reasons the file was rejected. */
public sealed interface ParseOutcome {

    /**
     * The file is valid. A markdown file or man page gives one document, a STIX bundle one per technique.
     * {@code warnings} lists what was kept or skipped with a remark (front-matter keys outside the
     * vocabulary, revoked techniques, ...).
     */
    record Accepted(List<DocumentWrite> documents, List<Problem> warnings) implements ParseOutcome {

        public Accepted {
            documents = List.copyOf(documents);
            warnings = List.copyOf(warnings);
        }

        public Accepted(DocumentWrite document, List<Problem> warnings) {
            this(List.of(document), warnings);
        }
    }

    /** The file is invalid; one problem per offending field. */
    record Rejected(List<Problem> problems) implements ParseOutcome {

        public Rejected {
            problems = List.copyOf(problems);
        }

        /** The file is invalid for one reason: {@code message} about {@code field} of the file named {@code display}. */
        public static Rejected of(String display, String field, String message) {
            return new Rejected(List.of(new Problem(display, field, message)));
        }
    }
}
