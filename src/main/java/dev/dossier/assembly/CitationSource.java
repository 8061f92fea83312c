package dev.dossier.assembly;

import java.util.List;
import java.util.Map;

/** Where the reviewer learns which SOPs a project's reviewers cite for a kind of file. */
public interface CitationSource {

    CitationSource NONE = (project, paths) -> Citations.NONE;

    /** What {@code project}'s recorded reviews of files of the kinds of {@code paths} cited. */
    Citations citations(String project, List<String> paths);
}
