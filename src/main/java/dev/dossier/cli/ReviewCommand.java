package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import dev.dossier.app.ReviewSubmissionReader;
import dev.dossier.error.DossierException;
import dev.dossier.review.ReviewOutcome;
import dev.dossier.review.ReviewSubmission;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dossier review --json-file F}: records a review (the same JSON as POST /v1/reviews). */
@Command(name = "review", mixinStandardHelpOptions = true,
        description = {"Record a finished review: approved patterns teach or reinforce conventions, rejected ones demote them,",
                "decisions are linked to the plan. The file holds the same JSON as POST /v1/reviews ('-' reads standard input)."})
final class ReviewCommand extends GraphCommand {

    @Option(names = "--json-file", paramLabel = "FILE", required = true, description = "The review as JSON, or '-' for standard input.")
    String file;

    private ReviewSubmission submission;

    @Override
    void validate() {
        String text;
        try {
            text = "-".equals(file) ? new String(System.in.readAllBytes(), StandardCharsets.UTF_8) : Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw DossierException.invalidField("json-file", "cannot read " + file + ": " + e.getMessage());
        }
        submission = ReviewSubmissionReader.read(text, "-".equals(file) ? "standard input" : file);
    }

    @Override
    int run(Dossier dossier, PrintWriter out) {
        ReviewOutcome outcome = dossier.reviews().record(submission);
        if (common.json) {
            Output.json(out, JsonViews.reviewOutcome(outcome));
            return ExitCodes.OK;
        }
        out.printf("review %s recorded%n", outcome.reviewId());
        for (var c : outcome.conventions()) {
            out.printf(Locale.ROOT, "  %-10s %-40s %s%s%n", c.change(), c.pattern(), c.id() == null ? "(no convention matches)" : c.id(),
                    c.status() == null ? "" : String.format(Locale.ROOT, "  %s, %s, %s, confidence %.2f", c.status().label(),
                            count(c.occurrences(), "approval"), count(c.rejections(), "rejection"), c.confidence()));
        }
        outcome.decisions().forEach(d -> out.printf("  decision %s recorded for plan %s%n", d.id(), d.planId() == null ? "(none)" : d.planId()));
        out.flush();
        return ExitCodes.OK;
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
