package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.Map;

/**
 * An RFC 9457 {@code application/problem+json} body: every error over HTTP, and the JSON error of the CLI and MCP.
 *
 * @param type    a URI naming the kind of problem
 * @param title   the HTTP reason phrase
 * @param status  the HTTP status
 * @param detail  what went wrong and how to fix it
 * @param code    a stable machine-readable code (INVALID_REQUEST, UNKNOWN_MODEL, ...)
 * @param field   the offending field: a JSON pointer into the body ("" is the body itself) or a parameter's name
 * @param errorId for an unexpected failure, the id the server log carries with the details
 * @param extra   further members (e.g. {@code available}, {@code needed}, {@code known}, {@code limit})
 */
@Schema(additionalProperties = Schema.AdditionalPropertiesValue.TRUE)
public record ProblemDetail(String type, String title, int status, String detail, String code,
                            @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String field,
                            @JsonProperty("error_id") @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String errorId,
                            @Schema(hidden = true) @JsonAnyGetter Map<String, Object> extra) {

    public ProblemDetail {
        extra = extra == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(extra));
    }
}
