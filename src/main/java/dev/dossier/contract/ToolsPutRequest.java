package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** A whole catalog of tools ({@code PUT /v1/tools/{catalog}}): it replaces what the catalog held. */
@io.micronaut.core.annotation.Introspected
public record ToolsPutRequest(
        @NotNull @Size(max = 5_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED) List<@NotNull @Valid ToolInput> tools) implements RequestBody {
}
