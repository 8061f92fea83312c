package dev.dossier.api;

import dev.dossier.contract.AssemblyDetail;
import dev.dossier.contract.AssemblyReport;
import dev.dossier.contract.ContextBudgetRequest;
import dev.dossier.contract.ContextBudgetResponse;
import dev.dossier.contract.Ids;
import dev.dossier.contract.KnowledgeContextRequest;
import dev.dossier.contract.KnowledgeContextResponse;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.ReviewContextRequest;
import dev.dossier.contract.ReviewContextResponse;
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

/** Reviewer and knowledge context over HTTP, and the budget records of past assemblies. */
@Controller("/v1/context")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "context")
@CommonProblems
public final class ContextController {

    private final CallerApi api;

    public ContextController(CallerApi api) {
        this.api = api;
    }

    @Post(uri = "/review", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Reviewer context for a task", description = "The SOPs whose applies_to globs match the task's files, budgeted "
            + "by severity and ranked by relevance, with the plan's decisions, file summaries and the project's conventions; never a "
            + "token over budget.available.")
    @ApiResponse(responseCode = "200", description = "The context and its manifest")
    @BodyProblems
    @ApiResponse(responseCode = "422", description = "Task too large (available, needed) or window beyond the model (window, model_window)",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public ReviewContextResponse review(@Nullable @Body ReviewContextRequest request) {
        return api.current().reviewContext(Requests.present(request));
    }

    @Post(uri = "/knowledge", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Knowledge context for a query and conversation", description = "Documents by hybrid relevance, scored, "
            + "tiered and included at the level that fits (full, detailed, summary, stub); the overflow strategy decides the rest.")
    @ApiResponse(responseCode = "200", description = "The context, its manifest and what happened to each history message")
    @BodyProblems
    @ApiResponse(responseCode = "422", description = "Overflow 'error' and the items do not fit, or window beyond the model",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public KnowledgeContextResponse knowledge(@Nullable @Body KnowledgeContextRequest request) {
        return api.current().knowledgeContext(Requests.present(request));
    }

    @Post(uri = "/budget", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Knowledge budget of a task", description = "Window, reserves, available tokens, the task's own tokens and the "
            + "nominal split of the rest per tier of the policy (before assembly's roll-over). Same as dossier context-budget.")
    @ApiResponse(responseCode = "200", description = "The budget")
    @BodyProblems
    @ApiResponse(responseCode = "422", description = "The task alone does not fit (available, needed), or window beyond the model",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public ContextBudgetResponse budget(@Nullable @Body ContextBudgetRequest request) {
        return api.current().contextBudget(Requests.present(request));
    }

    /** The budget records of the newest assemblies, newest first. */
    @Get(uri = "/reports{?last}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Budget records of the latest review and knowledge assemblies, newest first")
    @ApiResponse(responseCode = "200", description = "The records")
    public List<AssemblyReport> reports(@Parameter(description = "how many, 1-10000 (default 10)", schema = @Schema(minimum = "1", maximum = "10000"))
                                        @Nullable @QueryValue String last) {
        return api.current().reports(Requests.whole("last", last));
    }

    /** One recorded assembly with its manifest: every candidate included (level, tokens) or dropped (reason). */
    @Get(uri = "/reports/{id}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "One recorded assembly with its budget and manifest", description = "Every candidate included (level, tokens, "
            + "score, tier) or dropped (reason), included first; at most 500 are stored per assembly (manifest_omitted counts the rest).")
    @ApiResponse(responseCode = "200", description = "The assembly")
    @ApiResponse(responseCode = "404", description = "No assembly with this id",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public AssemblyDetail report(@Parameter(description = "the assembly's id (from GET /v1/context/reports)",
            schema = @Schema(pattern = Ids.ASSEMBLY)) @PathVariable String id) {
        return api.current().report(id);
    }
}
