package dev.dossier.api;

import dev.dossier.contract.Ids;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.ToolCatalogView;
import dev.dossier.contract.ToolSearchView;
import dev.dossier.contract.ToolsPutRequest;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Put;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;

/** Tool catalogs (seed 001, scenarios 11-15): store a catalog in MCP's format, retrieve the few tools a task needs. */
@Controller("/v1/tools")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "tools")
@CommonProblems
public final class ToolsController {

    private final CallerApi api;

    public ToolsController(CallerApi api) {
        this.api = api;
    }

    @Put(uri = "/{catalog}", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Store a tool catalog", description = "Replaces the catalog by the tools given (MCP's name, description, inputSchema), "
            + "embedded now; more than tools.yaml's confusion_risk_above tools is reported as a confusion risk.")
    @ApiResponse(responseCode = "200", description = "The catalog's size, tokens and confusion risk",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ToolCatalogView.class)))
    @BodyProblems
    public ToolCatalogView put(@Parameter(schema = @Schema(pattern = Ids.PROJECT)) @PathVariable String catalog, @Nullable @Body ToolsPutRequest request) {
        return api.current().putTools(catalog, Requests.present(request));
    }

    @Get(uri = "/{catalog}/search{?q,k}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "The tools for a task", description = "By calibrated hybrid relevance; only tools over tools.yaml's threshold.")
    @ApiResponse(responseCode = "200", description = "The tools, best first, with their tokens against the catalog's")
    @ApiResponse(responseCode = "404", description = "No such catalog",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public ToolSearchView search(@Parameter(schema = @Schema(pattern = Ids.PROJECT)) @PathVariable String catalog,
                                 @Parameter(required = true, schema = @Schema(maxLength = 2000)) @Nullable @QueryValue String q,
                                 @Parameter(description = "at most this many (default 5)", schema = @Schema(minimum = "1", maximum = "50"))
                                 @Nullable @QueryValue String k) {
        return api.current().findTools(catalog, q, Requests.whole("k", k));
    }
}
