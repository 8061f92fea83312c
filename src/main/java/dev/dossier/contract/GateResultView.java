package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.gates.GateResult;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;

/**
 * One gate's outcome, in a run's report and in a posted report.
 *
 * @param name       the gate's name
 * @param required   whether a failure fails the run
 * @param status     passed, failed, timed_out or error
 * @param exitCode   the exit code; null when it timed out or never ran
 * @param durationMs wall time in milliseconds
 * @param outputTail the end of its output (at most 4000 characters when Dossier ran it)
 */
@io.micronaut.core.annotation.Introspected
public record GateResultView(
        @NotNull @Pattern(regexp = "^[A-Za-z0-9._-]{1,64}$") @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "build") String name,
        @NotNull @Schema(requiredMode = Schema.RequiredMode.REQUIRED) Boolean required,
        @NotNull @Schema(requiredMode = Schema.RequiredMode.REQUIRED) GateState status,
        @JsonProperty("exit_code") @Nullable @Schema(nullable = true) Integer exitCode,
        @JsonProperty("duration_ms") @NotNull @PositiveOrZero @Schema(requiredMode = Schema.RequiredMode.REQUIRED) Long durationMs,
        @JsonProperty("output_tail") @Nullable @Size(max = 8_000) @Schema(nullable = true) String outputTail) {

    public static GateResultView of(GateResult r) {
        return new GateResultView(r.name(), r.required(), GateState.of(r.status()), r.exitCode(), r.durationMs(), r.outputTail());
    }

    GateResult result() {
        return new GateResult(name, required, status.status(), exitCode, durationMs, outputTail);
    }
}
