package dev.dossier.assembly;

import java.util.List;
import java.util.Map;

/** Where the reviewer learns which SOPs a project's reviewers cite for a kind of file. */
public interface CitationSource {

    CitationSource NONE = (project, paths) -> Map.of();

    /** Per SOP id, its citations in {@code project}'s recorded reviews of files of the kinds of {@code paths}. */
    Map<String, Citation> citations(String project, List<String> paths);
}
