package dev.dossier.api;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Makes Micronaut's own errors (unknown route, wrong method, unsupported media type, unexpected
 * failures) problem+json too, without leaking stack traces or exception messages of a 500.
 */
@Singleton
@Replaces(ErrorResponseProcessor.class)
public final class ProblemErrorResponseProcessor implements ErrorResponseProcessor<Map<String, Object>> {

    @Override
    public MutableHttpResponse<Map<String, Object>> processResponse(ErrorContext context, MutableHttpResponse<?> base) {
        HttpStatus status = base.getStatus();
        String detail = status.getCode() >= 500 ? "internal error; see the server log"
                : context.getErrors().stream().map(e -> e.getMessage()).collect(Collectors.joining("; "));
        var problem = Problems.of(status, detail.isBlank() ? status.getReason() : detail);
        base.getHeaders().forEach((name, values) -> values.forEach(v -> {
            if (!name.equalsIgnoreCase("content-type") && !name.equalsIgnoreCase("content-length")) {
                problem.header(name, v);
            }
        }));
        return problem;
    }
}
