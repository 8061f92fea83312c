package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Map;

/**
 * One tool in MCP's format: {@code inputSchema} keeps MCP's own (camel-case) name, so a {@code tools/list} answer can be
 * sent as it is.
 */
@io.micronaut.core.annotation.Introspected
public record ToolInput(
        @NotNull @Pattern(regexp = "^[A-Za-z0-9._/:-]{1,128}$") @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "slack_post_message") String name,
        @NotBlank @Size(max = 8_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "Post a new message to a Slack channel") String description,
        @JsonProperty("inputSchema") @Size(max = 16) @Schema(nullable = true, type = "object", description = "the tool's input JSON schema")
        Map<@Size(max = 64) String, Object> inputSchema) {
}
