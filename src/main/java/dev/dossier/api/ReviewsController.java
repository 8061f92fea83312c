package dev.dossier.api;

import dev.dossier.contract.ConventionDetailView;
import dev.dossier.contract.ConventionState;
import dev.dossier.contract.ConventionView;
import dev.dossier.contract.DecisionView;
import dev.dossier.contract.Ids;
import dev.dossier.contract.Params;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.RecordReviewRequest;
import dev.dossier.contract.RecordReviewResponse;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
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

/** Recording reviews, and querying the conventions and decisions they produce. */
@Controller("/v1")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "reviews")
@CommonProblems
public final class ReviewsController {

    private final CallerApi api;

    public ReviewsController(CallerApi api) {
        this.api = api;
    }

    @Post(uri = "/reviews", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Record a finished review", description = "Approved patterns become or reinforce conventions, rejected ones "
            + "demote them; decisions are linked to the plan. One transaction. Idempotent on (project, task_id): the same body again "
            + "answers 200 with the recorded review; a different body for the same task is 409.")
    @ApiResponse(responseCode = "201", description = "Recorded", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = RecordReviewResponse.class)))
    @ApiResponse(responseCode = "200", description = "The same review was recorded before: nothing counted twice",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = RecordReviewResponse.class)))
    @ApiResponse(responseCode = "409", description = "Another body was recorded for this task, or the plan belongs to another project",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @BodyProblems
    public HttpResponse<RecordReviewResponse> record(@Nullable @Body RecordReviewRequest request) {
        var recorded = api.current().recordReview(Requests.present(request));
        return HttpResponse.status(recorded.created() ? HttpStatus.CREATED : HttpStatus.OK).body(recorded.review());
    }

    @Get(uri = "/conventions{?project,file,status}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Learned conventions, by project, file and status")
    @ApiResponse(responseCode = "200", description = "The conventions")
    public List<ConventionView> conventions(
            @Parameter(schema = @Schema(pattern = Ids.PROJECT)) @Nullable @QueryValue String project,
            @Parameter(description = "only conventions whose applies_to matches this path", schema = @Schema(maxLength = Params.MAX_PATH))
            @Nullable @QueryValue String file,
            @Parameter(schema = @Schema(implementation = ConventionState.class)) @Nullable @QueryValue String status) {
        return api.current().conventions(project, file, Params.option("status", status, ConventionState.class));
    }

    @Get(uri = "/conventions/{id}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "One convention with its history (valid_from/valid_to per version) and provenance")
    @ApiResponse(responseCode = "200", description = "The convention")
    @ApiResponse(responseCode = "404", description = "No such convention",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public ConventionDetailView convention(@Parameter(schema = @Schema(pattern = Ids.DOCUMENT)) @PathVariable String id) {
        return api.current().convention(id);
    }

    @Get(uri = "/plans/{id}/decisions", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "The plan's decisions, oldest first")
    @ApiResponse(responseCode = "200", description = "The decisions")
    @ApiResponse(responseCode = "404", description = "No review has named this plan",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public List<DecisionView> decisions(@Parameter(schema = @Schema(pattern = Ids.REFERENCE)) @PathVariable String id) {
        return api.current().decisions(id);
    }
}
