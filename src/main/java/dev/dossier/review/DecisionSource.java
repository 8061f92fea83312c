package dev.dossier.review;

import dev.dossier.assembly.ExtraCandidate;
import dev.dossier.assembly.ExtraSource;
import dev.dossier.assembly.Level;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.Section;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** The prior decisions of the request's plan, as context candidates the packer always keeps. */
public final class DecisionSource implements ExtraSource {

    private final Reviews reviews;

    public DecisionSource(Reviews reviews) {
        this.reviews = reviews;
    }

    @Override
    public List<ExtraCandidate> candidates(ReviewRequest request, Function<List<String>, List<Double>> relevance) {
        List<Decision> decisions = reviews.decisionsFor(request.planId());
        if (decisions.isEmpty()) {
            return List.of();
        }
        List<Double> scores = relevance.apply(decisions.stream().map(Decision::text).toList());
        var out = new ArrayList<ExtraCandidate>();
        for (int i = 0; i < decisions.size(); i++) {
            Decision d = decisions.get(i);
            out.add(new ExtraCandidate(d.id(), Section.DECISION, List.of(new ExtraCandidate.Rendering(Level.FULL, render(d))), scores.get(i), 1.0,
                    List.of(d.reviewId())));
        }
        return out;
    }

    static String render(Decision d) {
        return "### Decision " + d.id() + "\n"
                + "Plan " + d.planId() + (d.taskId() == null ? "" : ", task " + d.taskId()) + (d.reviewer() == null ? "" : ", by " + d.reviewer())
                + ", " + d.recordedAt() + "\n" + d.text().strip();
    }
}
