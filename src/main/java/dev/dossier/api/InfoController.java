package dev.dossier.api;

import dev.dossier.app.LocalApi;
import dev.dossier.contract.HealthView;
import dev.dossier.contract.ModelView;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/** Models and health. */
@Controller
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "info")
@CommonProblems
public final class InfoController {

    private final CallerApi api;
    private final LocalApi operator;

    /** {@code /health} is public and carries no project data; the rest is the caller's. */
    public InfoController(CallerApi api, LocalApi operator) {
        this.api = api;
        this.operator = operator;
    }

    @Get(uri = "/v1/models", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "The model registry with context profiles")
    @ApiResponse(responseCode = "200", description = "The models")
    public List<ModelView> models() {
        return api.current().models();
    }

    @Get(uri = "/health", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Liveness, storage and the number of SOPs")
    @ApiResponse(responseCode = "200", description = "Up")
    public HealthView health() {
        return operator.health();
    }
}
