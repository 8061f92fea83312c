package dev.dossier.api;

import dev.dossier.contract.GateReportRequest;
import dev.dossier.contract.GateReportView;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;

/** Gate reports (seed 002, layer 1): what {@code dossier gates run} found, recorded for a task. */
@Controller("/v1/gates")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "gates")
@CommonProblems
public final class GatesController {

    private final CallerApi api;

    public GatesController(CallerApi api) {
        this.api = api;
    }

    @Post(uri = "/reports", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Record a task's gate report", description = "The output of `dossier gates run --json` with the project and task; "
            + "the latest report of a task is a short section of its review context (POST /v1/context/review with task_id).")
    @ApiResponse(responseCode = "201", description = "Recorded", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = GateReportView.class)))
    @BodyProblems
    public HttpResponse<GateReportView> record(@Nullable @Body GateReportRequest request) {
        return HttpResponse.status(HttpStatus.CREATED).body(api.current().recordGateReport(Requests.present(request)));
    }
}
