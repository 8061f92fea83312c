package dev.dossier.api;

import dev.dossier.contract.ProblemDetail;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * Answers a URL over 8 KB with 414 before routing. (Netty's own line limit is set far higher: past it Netty answers
 * 413, which would misname the problem.)
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class UriLengthFilter {

    /** The longest request target accepted, in characters. */
    static final int MAX_URI = 8 * 1024;

    @RequestFilter
    @Nullable
    MutableHttpResponse<ProblemDetail> tooLong(HttpRequest<?> request) {
        if (request.getUri().toString().length() <= MAX_URI) {
            return null;
        }
        return Problems.of(HttpStatus.REQUEST_URI_TOO_LONG, "uri_too_long", "the URL is over 8 KB; send large inputs in a POST body", null, null);
    }
}
