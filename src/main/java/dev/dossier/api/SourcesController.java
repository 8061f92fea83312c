package dev.dossier.api;

import dev.dossier.contract.Ids;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.SopView;
import dev.dossier.contract.SyncReport;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/** Source sync and the SOP catalogue over HTTP. */
@Controller("/v1")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "sources")
@CommonProblems
public final class SourcesController {

    private final CallerApi api;
    private final ServedSources sources;

    public SourcesController(CallerApi api, ServedSources sources) {
        this.api = api;
        this.sources = sources;
    }

    @Post(uri = "/sources/sync", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Sync the served source directories, then embed what changed", description = "Same report as dossier ingest --json.")
    @ApiResponse(responseCode = "200", description = "What the sync did; rejected files name the field and the fix")
    public SyncReport sync() {
        return api.current().sync(sources.directories());
    }

    @Get(uri = "/sops", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Every SOP")
    @ApiResponse(responseCode = "200", description = "The SOPs")
    public List<SopView> sops() {
        return api.current().sops();
    }

    @Get(uri = "/sops/{id}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "One SOP")
    @ApiResponse(responseCode = "200", description = "The SOP")
    @ApiResponse(responseCode = "404", description = "No such SOP",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public SopView sop(@Parameter(schema = @Schema(pattern = Ids.DOCUMENT)) @PathVariable String id) {
        return api.current().sop(id);
    }
}
