package dev.dossier.source;

import java.util.List;

/**
 * Outcome of one sync: counts of files ingested (new or changed), unchanged and removed, the files
 * rejected (one entry per problem) and warnings (unknown front-matter keys, kept as attributes).
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
