package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.*;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;

/**
 * A compression (`POST /v1/sessions/{id}/compress`).
 *
 * @param strategy  trim_oldest, summarize, archive, sliding_window, aggressive or auto (default)
 * @param target    utilization to reach, 0-1 (default the policy's, 0.6)
 * @param olderThan trim_oldest: only items older than this many seconds
 * @param keepLast  history messages kept verbatim (default 5)
 */
@io.micronaut.core.annotation.Introspected
public record SessionCompressRequest(
        @Size(max = 32) @Schema(nullable = true, example = "auto") String strategy,
        @DecimalMin("0.0") @DecimalMax("1.0") @Schema(nullable = true, example = "0.6") Double target,
        @JsonProperty("older_than") @PositiveOrZero @Schema(nullable = true) Long olderThan,
        @JsonProperty("keep_last") @PositiveOrZero @Schema(nullable = true, example = "5") Integer keepLast) implements RequestBody {
}
