package dev.dossier.api;

import dev.dossier.contract.ProblemDetail;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import jakarta.inject.Singleton;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes Micronaut's own errors (unknown route, wrong method, unacceptable or unsupported media type, body too large,
 * malformed request, unexpected failures) problem+json too. Their messages are never passed on: they can name Java,
 * Netty or Neo4j classes. A 5xx gets an {@code error_id} that the log carries with the cause.
 */
@Singleton
@Replaces(ErrorResponseProcessor.class)
public final class ProblemErrorResponseProcessor implements ErrorResponseProcessor<ProblemDetail> {

    private static final Logger LOG = LoggerFactory.getLogger(ProblemErrorResponseProcessor.class);

    @Override
    public MutableHttpResponse<ProblemDetail> processResponse(ErrorContext context, MutableHttpResponse<?> base) {
        HttpStatus status = base.getStatus();
        String errorId = null;
        String code;
        String detail;
        String field = null;
        switch (status) {
            case NOT_FOUND -> {
                code = "not_found";
                detail = "no route " + context.getRequest().getMethod() + " " + shortPath(context.getRequest().getPath())
                        + "; GET /openapi.yml lists the routes";
            }
            case METHOD_NOT_ALLOWED -> {
                code = "method_not_allowed";
                detail = context.getRequest().getMethod() + " is not allowed on " + shortPath(context.getRequest().getPath())
                        + "; the Allow header lists the methods that are";
            }
            case NOT_ACCEPTABLE -> {
                code = "not_acceptable";
                detail = "this route answers application/json (errors application/problem+json); accept one of them";
            }
            case UNSUPPORTED_MEDIA_TYPE -> {
                code = "unsupported_media_type";
                detail = "send the body as Content-Type: application/json";
            }
            case REQUEST_ENTITY_TOO_LARGE -> {
                code = "body_too_large";
                field = "";
                detail = "the request body is too large; see limits.yaml body_bytes";
            }
            case REQUEST_URI_TOO_LONG -> {
                code = "uri_too_long";
                detail = "the URL is over 8 KB; send large inputs in a POST body";
            }
            case BAD_REQUEST -> {
                code = "bad_request";
                detail = "the request could not be read; check the parameters' types and the body's JSON (GET /openapi.yml)";
            }
            default -> {
                if (status.getCode() >= 500) {
                    code = "internal";
                    errorId = UUID.randomUUID().toString();
                    Throwable cause = context.getRootCause().orElse(null);
                    LOG.error("error_id={} {} {} failed", errorId, context.getRequest().getMethod(), context.getRequest().getPath(), cause);
                    detail = "internal error; the server log has the details under error_id " + errorId;
                } else {
                    code = status.name().toLowerCase(java.util.Locale.ROOT);
                    detail = status.getReason();
                }
            }
        }
        var problem = Problems.of(status, code, detail, field, errorId);
        base.getHeaders().forEach((name, values) -> values.forEach(v -> {
            if (!name.equalsIgnoreCase("content-type") && !name.equalsIgnoreCase("content-length")) {
                problem.header(name, v);
            }
        }));
        return problem;
    }

    private static String shortPath(String path) {
        String p = path.length() > 200 ? path.substring(0, 200) + "..." : path;
        return p.replaceAll("[\\p{Cntrl}]", "?");
    }
}
