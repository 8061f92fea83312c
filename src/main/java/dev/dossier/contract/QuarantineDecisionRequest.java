package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** Why a quarantined item is approved or rejected ({@code POST /v1/quarantine/{id}/approve|reject}); recorded with who and when. */
@io.micronaut.core.annotation.Introspected
public record QuarantineDecisionRequest(
        @NotBlank @Size(max = 2_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "checked with the ministry's site") String note)
        implements RequestBody {
}
