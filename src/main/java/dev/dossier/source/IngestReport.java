package dev.dossier.source;

import java.util.List;

/**
 * Outcome of one sync: counts of documents ingested (new or changed), unchanged and removed (a markdown
 * file or a man page is one document, a STIX bundle one per technique), the files rejected (one entry per
 * problem) and warnings (unknown front-matter keys kept as attributes, revoked techniques skipped, ...).
 */
public record IngestReport(int ingested, int unchanged, int removed, List<Problem> rejected, List<Problem> warnings) {

    public IngestReport {
        rejected = List.copyOf(rejected);
        warnings = List.copyOf(warnings);
    }

    public boolean clean() {
        return rejected.isEmpty();
    }
}
