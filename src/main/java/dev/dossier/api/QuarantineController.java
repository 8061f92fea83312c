package dev.dossier.api;

import dev.dossier.contract.Ids;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.QuarantineDecisionRequest;
import dev.dossier.contract.QuarantineView;
import io.micronaut.core.annotation.Nullable;
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

/** The quarantine: content the guard held back, approved or rejected by a person; nothing in it is deleted. */
@Controller("/v1/quarantine")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "guard")
@CommonProblems
public final class QuarantineController {

    private final CallerApi api;

    public QuarantineController(CallerApi api) {
        this.api = api;
    }

    @Get(uri = "{?project,status,limit}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Quarantined content, newest first")
    @ApiResponse(responseCode = "200", description = "The items")
    public List<QuarantineView> list(@Parameter(schema = @Schema(pattern = Ids.PROJECT)) @Nullable @QueryValue String project,
                                     @Parameter(schema = @Schema(allowableValues = {"pending", "approved", "rejected"})) @Nullable @QueryValue String status,
                                     @Parameter(description = "at most this many (default 100)", schema = @Schema(minimum = "1", maximum = "1000"))
                                     @Nullable @QueryValue String limit) {
        return api.current().quarantine(project, status, Requests.whole("limit", limit));
    }

    @Post(uri = "/{id}/approve", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Approve a pending item", description = "It goes where it was going; recorded with who, when and the note.")
    @ApiResponse(responseCode = "200", description = "The item, approved",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = QuarantineView.class)))
    @ApiResponse(responseCode = "404", description = "No such item in your projects",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Already decided, or the session it was going to no longer exists (it stays pending: reject it)",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @BodyProblems
    public QuarantineView approve(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id,
                                  @Nullable @Body QuarantineDecisionRequest request) {
        return api.current().approveQuarantine(id, Requests.present(request));
    }

    @Post(uri = "/{id}/reject", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Reject a pending item", description = "It goes nowhere and stays recorded, with who, when and the note.")
    @ApiResponse(responseCode = "200", description = "The item, rejected",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = QuarantineView.class)))
    @ApiResponse(responseCode = "404", description = "No such item in your projects",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Already decided",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @BodyProblems
    public QuarantineView reject(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id,
                                 @Nullable @Body QuarantineDecisionRequest request) {
        return api.current().rejectQuarantine(id, Requests.present(request));
    }
}
