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
    private final io.micronaut.context.BeanProvider<dev.dossier.nats.NatsLink> nats;

    /** {@code /health} is public and carries no project data; the rest is the caller's. */
    public InfoController(CallerApi api, LocalApi operator, io.micronaut.context.BeanProvider<dev.dossier.nats.NatsLink> nats) {
        this.api = api;
        this.operator = operator;
        this.nats = nats;
    }

    @Get(uri = "/v1/models", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "The model registry with context profiles")
    @ApiResponse(responseCode = "200", description = "The models")
    public List<ModelView> models() {
        return api.current().models();
    }

    @Get(uri = "/v1/models/fit{?task_tokens,files,model}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Which model fits a task (ADR-004 task sizing)", description = "Per model: working memory = window - system prompt "
            + "- plan context - task - output - safety margin (model-fit.yaml); it fits when the working memory is at least 8K, the task's "
            + "tokens are under 40% of it and the load is within the sweet spot. The fitting models ranked (smallest sufficient sweet spot "
            + "first), or decompose with the numbers; more than 4 files is flagged.")
    @ApiResponse(responseCode = "200", description = "The recommendation and every assessed model")
    public dev.dossier.contract.ModelFitView fit(
            @io.swagger.v3.oas.annotations.Parameter(name = "task_tokens", required = true, description = "tokens of the task's files and text",
                    schema = @io.swagger.v3.oas.annotations.media.Schema(minimum = "0", maximum = "100000000"))
            @io.micronaut.core.annotation.Nullable @io.micronaut.http.annotation.QueryValue("task_tokens") String taskTokens,
            @io.swagger.v3.oas.annotations.Parameter(description = "files the task touches (default 1)",
                    schema = @io.swagger.v3.oas.annotations.media.Schema(minimum = "0", maximum = "10000"))
            @io.micronaut.core.annotation.Nullable @io.micronaut.http.annotation.QueryValue String files,
            @io.swagger.v3.oas.annotations.Parameter(description = "assess only this model",
                    schema = @io.swagger.v3.oas.annotations.media.Schema(maxLength = 128))
            @io.micronaut.core.annotation.Nullable @io.micronaut.http.annotation.QueryValue String model) {
        return api.current().modelFit(Requests.whole("task_tokens", taskTokens), Requests.whole("files", files), model);
    }

    @Get(uri = "/health", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Liveness, storage, the number of SOPs, the access mode and the NATS connection (when DOSSIER_NATS_URL is set)")
    @ApiResponse(responseCode = "200", description = "Up")
    public HealthView health() {
        var health = operator.health();
        var bridge = nats.isPresent() ? nats.get().bridge() : java.util.Optional.<dev.dossier.nats.NatsBridge>empty();
        return bridge.map(b -> health.withNats(b.state())).orElse(health);
    }
}
