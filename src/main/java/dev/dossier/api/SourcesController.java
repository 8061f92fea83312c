package dev.dossier.api;

import dev.dossier.app.Dossier;
import dev.dossier.contract.EmbeddingReport;
import dev.dossier.contract.Ids;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.SopView;
import dev.dossier.contract.SyncReport;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.contract.DossierApi;
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

    private final Dossier dossier;
    private final DossierApi api;
    private final ServedSources sources;

    public SourcesController(Dossier dossier, DossierApi api, ServedSources sources) {
        this.dossier = dossier;
        this.api = api;
        this.sources = sources;
    }

    @Post(uri = "/sources/sync", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Sync the served source directories, then embed what changed", description = "Same report as dossier ingest --json.")
    @ApiResponse(responseCode = "200", description = "What the sync did; rejected files name the field and the fix")
    public SyncReport sync() {
        var ingested = dossier.ingest(sources.directories(), ProgressListener.none());
        return SyncReport.of(ingested.report(), EmbeddingReport.of(ingested.embeddings()));
    }

    @Get(uri = "/sops", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Every SOP")
    @ApiResponse(responseCode = "200", description = "The SOPs")
    public List<SopView> sops() {
        return api.sops();
    }

    @Get(uri = "/sops/{id}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "One SOP")
    @ApiResponse(responseCode = "200", description = "The SOP")
    @ApiResponse(responseCode = "404", description = "No such SOP",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public SopView sop(@Parameter(schema = @Schema(pattern = Ids.DOCUMENT)) @PathVariable String id) {
        return api.sop(id);
    }
}
