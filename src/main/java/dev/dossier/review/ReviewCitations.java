package dev.dossier.review;

import dev.dossier.assembly.Citation;
import dev.dossier.assembly.CitationSource;
import dev.dossier.assembly.Citations;
import java.util.List;

/** The citations of SOPs in a project's recorded reviews ({@code sop_ids}), read from the review store. */
public final class ReviewCitations implements CitationSource {

    private final ReviewStore store;

    public ReviewCitations(ReviewStore store) {
        this.store = store;
    }

    @Override
    public Citations citations(String project, List<String> paths) {
        return project == null ? Citations.NONE : store.citations(project, Citation.kinds(paths));
    }
}
