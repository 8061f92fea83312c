package dev.dossier.api;

import dev.dossier.auth.AttemptLimiter;
import dev.dossier.auth.Caller;
import dev.dossier.auth.Tokens;
import dev.dossier.contract.ProblemDetail;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;

/**
 * Who is calling: every {@code /v1}, {@code /mcp} and {@code /metrics} request is given a {@link Caller} (request
 * attribute {@link #CALLER}) or refused. While no token exists the server is open and every caller is the operator;
 * once one exists a bearer token is required (401 without, 401 for a wrong one; 10 failures a minute from one address
 * and it must wait, 429). The server's operator key (in the owner-only {@code server.json}) is the operator.
 * {@code /health}, {@code /openapi.yml} and the dashboard's static files are public: they carry no project data.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class AuthFilter implements Ordered {

    static final String CALLER = "dossier.caller";
    static final String USER_HEADER = "X-Dossier-User";
    private static final java.util.regex.Pattern USER = java.util.regex.Pattern.compile("[A-Za-z0-9._@-]{1,128}");

    private final Tokens tokens;
    private final OperatorKey operator;
    private final AttemptLimiter limiter;

    AuthFilter(Tokens tokens, OperatorKey operator, AttemptLimiter limiter) {
        this.tokens = tokens;
        this.operator = operator;
        this.limiter = limiter;
    }

    @Override
    public int getOrder() {
        // after the URL-length check, before anything that reads a body
        return HIGHEST_PRECEDENCE + 100;
    }

    static boolean guarded(String path) {
        return path.startsWith("/v1/") || path.equals("/v1") || path.equals("/mcp") || path.startsWith("/mcp/") || path.equals("/metrics");
    }

    @RequestFilter
    @ExecuteOn(TaskExecutors.BLOCKING)
    @Nullable
    MutableHttpResponse<ProblemDetail> authenticate(HttpRequest<?> request) {
        if (!guarded(request.getPath())) {
            return null;
        }
        String bearer = bearer(request.getHeaders().getAuthorization().orElse(null));
        if (bearer == null) {
            if (!tokens.required()) {
                return operator(request);
            }
            return unauthenticated("this server requires a token: send Authorization: Bearer TOKEN (an admin creates one with "
                    + "'dossier token create --name NAME --project P --scope read|review|admin')");
        }
        String address = request.getRemoteAddress().getAddress().getHostAddress();
        long wait = limiter.retryAfterSeconds(address);
        if (wait > 0) {
            return Problems.of(HttpStatus.TOO_MANY_REQUESTS, "too_many_attempts", "too many failed token attempts from this address; try again in "
                    + wait + " s", null, null).header(HttpHeaders.RETRY_AFTER, String.valueOf(wait));
        }
        if (operator.matches(bearer)) {
            return operator(request);
        }
        Caller caller = tokens.authenticate(bearer).orElse(null);
        if (caller == null) {
            limiter.failed(address);
            return unauthenticated("the token is not valid: unknown, revoked or mistyped");
        }
        request.setAttribute(CALLER, caller);
        return null;
    }

    /**
     * The operator, named by {@code X-Dossier-User} when the request gives one (sessions belong to a user; in the open
     * local mode the header tells users apart, with a token the token's name does).
     */
    private static MutableHttpResponse<ProblemDetail> operator(HttpRequest<?> request) {
        String user = request.getHeaders().get(USER_HEADER);
        if (user == null) {
            request.setAttribute(CALLER, Caller.OPERATOR);
            return null;
        }
        if (!USER.matcher(user).matches()) {
            return Problems.of(HttpStatus.BAD_REQUEST, "invalid_value", USER_HEADER + " must be 1-128 letters, digits, '.', '_', '@' or '-'",
                    USER_HEADER, null);
        }
        request.setAttribute(CALLER, new Caller(user, Caller.OPERATOR.scope(), null));
        return null;
    }

    private static String bearer(String header) {
        if (header == null || header.length() <= 7 || !header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        String token = header.substring(7).strip();
        return token.isEmpty() || token.length() > 256 ? null : token;
    }

    private static MutableHttpResponse<ProblemDetail> unauthenticated(String detail) {
        return Problems.of(HttpStatus.UNAUTHORIZED, "unauthenticated", detail, null, null).header(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
    }
}
