package dev.dossier.assembly;

import java.util.List;
import java.util.function.Function;

/**
 * Supplies non-SOP candidates for a review request: the plan's decisions, summaries of the task's files,
 * learned conventions. Implementations live with their feature; the assembler only packs what they give.
 */
public interface ExtraSource {

    /**
     * @param request   the review request
     * @param relevance scores texts against the request's task (same scorer as SOP chunks), values in [0, 1]
     */
    List<ExtraCandidate> candidates(ReviewRequest request, Function<List<String>, List<Double>> relevance);
}
