package dev.dossier.review;

import dev.dossier.assembly.Citation;
import dev.dossier.assembly.CitationSource;
import java.util.List;
import java.util.Map;

/** The citations of SOPs in a project's recorded reviews ({@code sop_ids}), read from the review store. */
public final class ReviewCitations implements CitationSource {

    private final ReviewStore store;

    public ReviewCitations(ReviewStore store) {
        this.store = store;
    }

    @Override
    public Map<String, Citation> citations(String project, List<String> paths) {
        return project == null ? Map.of() : store.citations(project, Citation.kinds(paths));
    }
}
