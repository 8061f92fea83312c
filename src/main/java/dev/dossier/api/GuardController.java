package dev.dossier.api;

import dev.dossier.contract.FactView;
import dev.dossier.contract.GuardCheckRequest;
import dev.dossier.contract.GuardCheckView;
import dev.dossier.contract.GuardMetricsView;
import dev.dossier.contract.GuardValidateRequest;
import dev.dossier.contract.GuardValidateView;
import dev.dossier.contract.Ids;
import dev.dossier.contract.ProblemDetail;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/** Knowledge base facts and the claim guard (C8, ADR 0012). */
@Controller
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "guard")
@CommonProblems
@ApiResponse(responseCode = "404", description = "No such knowledge base",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
public final class GuardController {

    private final CallerApi api;

    public GuardController(CallerApi api) {
        this.api = api;
    }

    @Get(uri = "/v1/facts{?kb,subject,relation,limit}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Facts of a knowledge base", description = "Triples with their provenance (kb, triple id), by subject (an entity's id or "
            + "any of its names, case and accents ignored) and relation.")
    @ApiResponse(responseCode = "200", description = "The facts, ordered by triple id")
    public List<FactView> facts(@Parameter(required = true, schema = @Schema(pattern = Ids.PROJECT)) @Nullable @QueryValue String kb,
                                @Parameter(schema = @Schema(maxLength = 512)) @Nullable @QueryValue String subject,
                                @Parameter(schema = @Schema(pattern = Ids.RELATION)) @Nullable @QueryValue String relation,
                                @Parameter(description = "at most this many (default 100)", schema = @Schema(minimum = "1", maximum = "10000"))
                                @Nullable @QueryValue String limit) {
        return api.current().facts(kb, subject, relation, Requests.whole("limit", limit));
    }

    @Post(uri = "/v1/guard/check", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Check claims against a knowledge base", description = "Sentences and claims, linked to the KB's entities and "
            + "relations, each supported, contradicted (with the correct fact), unknown or suspicious; block when a claim is contradicted with "
            + "confidence above guard.yaml's block_threshold, quarantine when suspicious (the text waits in /v1/quarantine), else accept.")
    @ApiResponse(responseCode = "200", description = "The decision, the claims and the reason",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GuardCheckView.class)))
    @BodyProblems
    public GuardCheckView check(@Nullable @Body GuardCheckRequest request) {
        return api.current().checkClaims(Requests.present(request));
    }

    @Post(uri = "/v1/guard/validate", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Validate content before adding it", description = "Relevance to the query (calibrated hybrid score against the "
            + "primary threshold 0.7), freshness (age against validation.yaml's maximum), accuracy (claims checked against kb, at least 0.9), "
            + "completeness (required fields present, at least 0.8) and consistency (no clash with the project's or the session's statements). "
            + "A metric without what it needs is not computed and says so; quality_score is the mean of those computed. Writes nothing.")
    @ApiResponse(responseCode = "200", description = "The decision, the score and every metric",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GuardValidateView.class)))
    @BodyProblems
    public GuardValidateView validate(@Nullable @Body GuardValidateRequest request) {
        return api.current().validateContent(Requests.present(request));
    }

    @Get(uri = "/v1/guard/metrics", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Failure metrics", description = "Poisoning (texts checked, blocked, quarantined, rate, the relation most often "
            + "flagged), distraction (sessions' distraction alerts), confusion (catalog sizes, searches, tools returned, tokens saved) and clashes "
            + "(by type, by strategy, automatic or by a person) of this server process since it started.")
    @ApiResponse(responseCode = "200", description = "The metrics",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GuardMetricsView.class)))
    public GuardMetricsView metrics() {
        return api.current().guardMetrics();
    }
}
