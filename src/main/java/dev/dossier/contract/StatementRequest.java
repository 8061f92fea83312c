package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/**
 * A statement for a project's facts ({@code POST /v1/statements}, MCP {@code add_statement}, {@code dossier statements
 * add}): compared with the project's active statements, its clashes resolved by policy; with a knowledge base its
 * claims are checked first (blocked: not stored; undecided: it waits in quarantine).
 *
 * @param timestamp when it was stated, ISO-8601 (default now)
 * @param key       an optional key ({@code user.location}); keyed statements clash when a new value differs
 */
@io.micronaut.core.annotation.Introspected
public record StatementRequest(
        @NotNull @Pattern(regexp = Ids.PROJECT) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "travel") String project,
        @NotNull @Size(min = 1, max = 10_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "User prefers budget hotels") String text,
        @Size(max = 256) @Schema(nullable = true, example = "preference.hotel") String key,
        @Size(max = 64) @Schema(nullable = true, example = "2026-11-25T10:00:00Z") String timestamp,
        @Pattern(regexp = Ids.PROJECT) @Schema(nullable = true) String kb) implements RequestBody {
}
