package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.RecordReviewRequest;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dossier review --json-file F}: records a review (the same JSON as POST /v1/reviews). */
@Prototype
@Command(name = "review", mixinStandardHelpOptions = true,
        description = {"Record a finished review: approved patterns teach or reinforce conventions, rejected ones demote them,",
                "decisions are linked to the plan. The file holds the same JSON as POST /v1/reviews ('-' reads standard input).",
                "Recording the same review again (same project and task_id, same body) changes nothing; another body for that task is a conflict."})
final class ReviewCommand extends ApiCommand {

    @Option(names = "--json-file", paramLabel = "FILE", required = true, description = "The review as JSON, or '-' for standard input.")
    String file;

    private RecordReviewRequest request;

    @Override
    void validate() {
        request = CliContract.body(file, RecordReviewRequest.class);
    }

    @Override
    void checkLocally() {
        contract.get().reviewSubmission(request);
    }

    @Override
    boolean bodyInput() {
        return true;
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        var recorded = api.recordReview(request);
        var outcome = recorded.review();
        if (common.json) {
            Output.json(out, outcome);
            return ExitCodes.OK;
        }
        out.printf("review %s %s%n", outcome.reviewId(), recorded.created() ? "recorded" : "was already recorded (nothing counted twice)");
        for (var c : outcome.conventions()) {
            out.printf(Locale.ROOT, "  %-10s %-40s %s%s%n", c.change(), c.pattern(), c.id() == null ? "(no convention matches)" : c.id(),
                    "unmatched".equals(c.status()) ? "" : String.format(Locale.ROOT, "  %s, %s, %s, confidence %.2f", c.status(),
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
