package dev.dossier.api;

import dev.dossier.contract.DocumentType;
import dev.dossier.contract.SearchHitView;
import dev.dossier.contract.Params;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/** Document search by hybrid relevance. */
@Controller("/v1")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "search")
@CommonProblems
public final class SearchController {

    private final CallerApi api;

    public SearchController(CallerApi api) {
        this.api = api;
    }

    @Get(uri = "/search{?q,k,type}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Documents found by vector and full-text retrieval, fused (best chunk per document)")
    @ApiResponse(responseCode = "200", description = "The hits in fused order, best first, each with the calibrated score in [0, 1] of its best chunk")
    public List<SearchHitView> search(@Parameter(required = true, schema = @Schema(minLength = 1, maxLength = Params.MAX_QUERY)) @Nullable @QueryValue String q,
                                      @Parameter(description = "hits, 1-100 (default 10)", schema = @Schema(minimum = "1", maximum = "100"))
                                      @Nullable @QueryValue String k,
                                      @Parameter(schema = @Schema(implementation = DocumentType.class)) @Nullable @QueryValue String type) {
        return api.current().search(q, Requests.whole("k", k), Params.option("type", type, DocumentType.class));
    }
}
