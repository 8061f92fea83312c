package dev.dossier.api;

import dev.dossier.contract.ClashAnswerRequest;
import dev.dossier.contract.ClashView;
import dev.dossier.contract.Ids;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.StatementRequest;
import dev.dossier.contract.StatementView;
import dev.dossier.contract.StatementWriteView;
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

/** Statements of a project and the clashes between them (issue 14 §5, ADR 0014): nothing resolved silently, nothing deleted. */
@Controller
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "guard")
@CommonProblems
public final class ClashesController {

    private final CallerApi api;

    public ClashesController(CallerApi api) {
        this.api = api;
    }

    @Get(uri = "/v1/clashes{?project,status,limit}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Clashes, newest first", description = "Each with its type, the two statements, the strategy, what was done, why, "
            + "by whom (system: the policy) and when; a pending one carries its question and options.")
    @ApiResponse(responseCode = "200", description = "The clashes")
    public List<ClashView> list(@Parameter(schema = @Schema(pattern = Ids.PROJECT)) @Nullable @QueryValue String project,
                                @Parameter(schema = @Schema(allowableValues = {"pending", "resolved"})) @Nullable @QueryValue String status,
                                @Parameter(description = "at most this many (default 100)", schema = @Schema(minimum = "1", maximum = "1000"))
                                @Nullable @QueryValue String limit) {
        return api.current().clashes(project, status, Requests.whole("limit", limit));
    }

    @Post(uri = "/v1/clashes/{id}/answer", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Answer a pending clash", description = "existing keeps the stored statement, new supersedes it (kept in history with "
            + "valid_to), both keeps both, qualified; recorded with who, when and the note. A guarded session's items of ended statements leave "
            + "its context.")
    @ApiResponse(responseCode = "200", description = "The clash, resolved",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ClashView.class)))
    @ApiResponse(responseCode = "404", description = "No such clash in your projects",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Already resolved",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @BodyProblems
    public ClashView answer(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id, @Nullable @Body ClashAnswerRequest request) {
        return api.current().answerClash(id, Requests.present(request));
    }

    @Post(uri = "/v1/statements", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Add a statement to a project's facts", description = "Compared with the project's active statements; every clash "
            + "is resolved by clashes.yaml's strategy for its type and recorded. With kb, its claims are checked first: blocked is a 422 and "
            + "nothing is stored, undecided waits in quarantine (approval stores it).")
    @ApiResponse(responseCode = "200", description = "The statement as stored, its clashes, or the quarantine id",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = StatementWriteView.class)))
    @ApiResponse(responseCode = "422", description = "Blocked: a claim the knowledge base contradicts",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @BodyProblems
    public StatementWriteView add(@Nullable @Body StatementRequest request) {
        return api.current().addStatement(Requests.present(request));
    }

    @Get(uri = "/v1/statements{?project,session_id,history,limit}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Statements of a project or one of your sessions", description = "Newest first; active ones only unless history=true.")
    @ApiResponse(responseCode = "200", description = "The statements")
    public List<StatementView> statements(@Parameter(required = true, schema = @Schema(pattern = Ids.PROJECT)) @Nullable @QueryValue String project,
                                          @Parameter(name = "session_id", schema = @Schema(pattern = Ids.SESSION)) @Nullable @QueryValue("session_id") String sessionId,
                                          @Parameter(schema = @Schema(allowableValues = {"true", "false"})) @Nullable @QueryValue String history,
                                          @Parameter(description = "at most this many (default 100)", schema = @Schema(minimum = "1", maximum = "1000"))
                                          @Nullable @QueryValue String limit) {
        return api.current().statements(project, sessionId, history(history), Requests.whole("limit", limit));
    }

    private static Boolean history(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        return switch (value.strip()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw dev.dossier.contract.ContractErrors.invalid("wrong_type", "history", "history must be true or false, got "
                    + dev.dossier.contract.Params.shown(value), java.util.Map.of());
        };
    }
}
