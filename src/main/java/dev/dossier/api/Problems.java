package dev.dossier.api;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;

/** RFC 7807 {@code application/problem+json} bodies; the one place error codes become HTTP statuses. */
final class Problems {

    static final MediaType PROBLEM_JSON = MediaType.of("application/problem+json");

    private Problems() {
    }

    static HttpStatus status(ErrorCode code) {
        return switch (code) {
            case INVALID_REQUEST, UNKNOWN_MODEL, UNKNOWN_POLICY -> HttpStatus.BAD_REQUEST;
            case TASK_TOO_LARGE, WINDOW_EXCEEDS_MODEL -> HttpStatus.UNPROCESSABLE_ENTITY;
            case PAYLOAD_TOO_LARGE -> HttpStatus.REQUEST_ENTITY_TOO_LARGE;
            case NOT_FOUND -> HttpStatus.NOT_FOUND;
            case CONFLICT -> HttpStatus.CONFLICT;
            case INVALID_CONFIG, STORAGE, INTERNAL -> HttpStatus.INTERNAL_SERVER_ERROR;
        };
    }

    static MutableHttpResponse<Map<String, Object>> of(DossierException e) {
        var body = body(status(e.code()), e.code().name().toLowerCase().replace('_', '-'), e.getMessage());
        body.put("code", e.code().name());
        e.details().forEach(body::putIfAbsent);
        return HttpResponse.<Map<String, Object>>status(status(e.code())).contentType(PROBLEM_JSON).body(body);
    }

    static MutableHttpResponse<Map<String, Object>> of(HttpStatus status, String detail) {
        return HttpResponse.<Map<String, Object>>status(status).contentType(PROBLEM_JSON)
                .body(body(status, status.name().toLowerCase().replace('_', '-'), detail));
    }

    private static Map<String, Object> body(HttpStatus status, String slug, String detail) {
        var body = new LinkedHashMap<String, Object>();
        body.put("type", "https://dossier.dev/problems/" + slug);
        body.put("title", status.getReason());
        body.put("status", status.getCode());
        body.put("detail", detail);
        return body;
    }
}
