package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.*;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;

/**
 * A checkpoint (`POST /v1/sessions/{id}/checkpoint`): the criteria still open, for the continuation.
 */
@io.micronaut.core.annotation.Introspected
public record SessionCheckpointRequest(
        @JsonProperty("remaining_criteria") @Size(max = 100) @Schema(nullable = true) List<@NotBlank @Size(max = 2000) String> remainingCriteria,
        @JsonProperty("plan_id") @Pattern(regexp = Ids.REFERENCE) @Schema(nullable = true, description = "the plan whose decisions the continuation carries")
        String planId)
        implements RequestBody {
}
