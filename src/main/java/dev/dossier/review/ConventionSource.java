package dev.dossier.review;

import dev.dossier.assembly.ExtraCandidate;
import dev.dossier.assembly.ExtraSource;
import dev.dossier.assembly.Level;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.Section;
import dev.dossier.assembly.TaskFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The project's active conventions whose {@code applies_to} matches a task file, as context candidates.
 * They are the first to go under budget pressure (lowest confidence × relevance first); each cites the
 * reviews that taught it.
 */
public final class ConventionSource implements ExtraSource {

    private final Reviews reviews;
    private final ReviewStore store;

    public ConventionSource(Reviews reviews, ReviewStore store) {
        this.reviews = reviews;
        this.store = store;
    }

    @Override
    public List<ExtraCandidate> candidates(ReviewRequest request, Function<List<String>, List<Double>> relevance) {
        if (request.project() == null) {
            return List.of();
        }
        var matching = new ArrayList<Convention>();
        for (Convention c : reviews.conventions(new ConventionQuery(request.project(), null, ConventionStatus.ACTIVE))) {
            if (request.files().stream().map(TaskFile::path).anyMatch(p -> ConventionLedger.appliesTo(c, p))) {
                matching.add(c);
            }
        }
        if (matching.isEmpty()) {
            return List.of();
        }
        var teachers = store.teachingReviews(matching.stream().map(Convention::id).toList());
        var texts = matching.stream().map(c -> c.name() + "\n" + (c.description() == null ? "" : c.description())).toList();
        List<Double> scores = relevance.apply(texts);
        var out = new ArrayList<ExtraCandidate>();
        for (int i = 0; i < matching.size(); i++) {
            Convention c = matching.get(i);
            out.add(new ExtraCandidate(c.id(), Section.CONVENTION, List.of(new ExtraCandidate.Rendering(Level.FULL, render(c))), scores.get(i),
                    c.confidence(), teachers.getOrDefault(c.id(), List.of())));
        }
        return out;
    }

    static String render(Convention c) {
        var b = new StringBuilder();
        b.append("### Convention: ").append(c.name()).append('\n');
        b.append(String.format(Locale.ROOT, "Applies to %s; confidence %.2f from %d approval%s and %d rejection%s; id %s%n",
                String.join(", ", c.appliesTo()), c.confidence(), c.occurrences(), c.occurrences() == 1 ? "" : "s", c.rejections(),
                c.rejections() == 1 ? "" : "s", c.id()));
        if (c.description() != null) {
            b.append(c.description()).append('\n');
        }
        return b.toString().strip();
    }
}
