package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * A token to create ({@code POST /v1/tokens}, {@code dossier token create}); admin only.
 *
 * @param name     unique name, shown in the audit trail
 * @param projects the projects the token sees (at least one)
 * @param scope    what it may do
 */
@io.micronaut.core.annotation.Introspected
public record TokenRequest(
        @NotBlank @Pattern(regexp = "[A-Za-z0-9._-]{1,64}") @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "ci-reviewer") String name,
        @NotEmpty @Size(max = 100) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "[\"payments\"]")
        List<@NotBlank @Pattern(regexp = Ids.PROJECT) String> projects,
        @NotNull @Schema(requiredMode = Schema.RequiredMode.REQUIRED) TokenScope scope) implements RequestBody {
}
