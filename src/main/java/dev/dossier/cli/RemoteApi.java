package dev.dossier.cli;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.DossierApi.RecordedReview;
import dev.dossier.contract.Json;
import dev.dossier.contract.LowerCaseLabel;
import dev.dossier.contract.Problems;
import dev.dossier.contract.RecordReviewResponse;
import dev.dossier.contract.RequestBody;
import dev.dossier.contract.SyncReport;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * {@link DossierApi} over HTTP, for CLI commands when a {@code dossier serve} holds the data directory. Answers are the
 * server's records; its problems become the same {@link DossierException}s (code, field, details) a local call raises,
 * so exit codes and {@code --json} output do not depend on where the work ran. Each operation is one row of
 * {@link #ROUTES}, run by one proxy ({@link #of}) over one exchange method; the answer is read as the operation's
 * return type.
 */
final class RemoteApi implements InvocationHandler {

    /**
     * Each operation's HTTP method and path: its arguments fill the path's {@code {}} in order, then the query's names
     * (a null argument is left out); a request record, the last argument, is the JSON body.
     */
    static final Map<String, String> ROUTES = Map.ofEntries(
            Map.entry("reviewContext", "POST /v1/context/review"),
            Map.entry("knowledgeContext", "POST /v1/context/knowledge"),
            Map.entry("contextBudget", "POST /v1/context/budget"),
            Map.entry("search", "GET /v1/search?q&k&type"),
            Map.entry("recordReview", "POST /v1/reviews"),
            Map.entry("conventions", "GET /v1/conventions?project&file&status"),
            Map.entry("convention", "GET /v1/conventions/{}"),
            Map.entry("decisions", "GET /v1/plans/{}/decisions"),
            Map.entry("sops", "GET /v1/sops"),
            Map.entry("sop", "GET /v1/sops/{}"),
            Map.entry("models", "GET /v1/models"),
            Map.entry("modelFit", "GET /v1/models/fit?task_tokens&files&model"),
            Map.entry("reports", "GET /v1/context/reports?last"),
            Map.entry("report", "GET /v1/context/reports/{}"),
            Map.entry("health", "GET /health"),
            Map.entry("createSession", "POST /v1/sessions"),
            Map.entry("session", "GET /v1/sessions/{}"),
            Map.entry("addSessionItem", "POST /v1/sessions/{}/items"),
            Map.entry("checkSessionBudget", "POST /v1/sessions/{}/budget-check"),
            Map.entry("sessionContext", "GET /v1/sessions/{}/context"),
            Map.entry("compressSession", "POST /v1/sessions/{}/compress"),
            Map.entry("sessions", "GET /v1/sessions?project&limit"),
            Map.entry("sessionUsage", "GET /v1/sessions/{}/usage"),
            Map.entry("sessionEvents", "GET /v1/sessions/{}/events?since"),
            Map.entry("sessionScratchpad", "GET /v1/sessions/{}/scratchpad/{}"),
            Map.entry("checkpointSession", "POST /v1/sessions/{}/checkpoint"),
            Map.entry("deleteSession", "DELETE /v1/sessions/{}"),
            Map.entry("facts", "GET /v1/facts?kb&subject&relation&limit"),
            Map.entry("checkClaims", "POST /v1/guard/check"),
            Map.entry("quarantine", "GET /v1/quarantine?project&status&limit"),
            Map.entry("approveQuarantine", "POST /v1/quarantine/{}/approve"),
            Map.entry("rejectQuarantine", "POST /v1/quarantine/{}/reject"),
            Map.entry("putTools", "PUT /v1/tools/{}"),
            Map.entry("findTools", "GET /v1/tools/{}/search?q&k"),
            Map.entry("validateContent", "POST /v1/guard/validate"),
            Map.entry("clashes", "GET /v1/clashes?project&status&limit"),
            Map.entry("answerClash", "POST /v1/clashes/{}/answer"),
            Map.entry("addStatement", "POST /v1/statements"),
            Map.entry("statements", "GET /v1/statements?project&session_id&history&limit"),
            Map.entry("guardMetrics", "GET /v1/guard/metrics"),
            Map.entry("recordGateReport", "POST /v1/gates/reports"),
            Map.entry("reportLoopEvent", "POST /v1/monitor/events"),
            Map.entry("signals", "GET /v1/monitor/signals?since&project"),
            Map.entry("loop", "GET /v1/monitor/loops/{}"),
            Map.entry("acknowledgeSignal", "POST /v1/monitor/signals/{}/ack"),
            Map.entry("createToken", "POST /v1/tokens"),
            Map.entry("tokens", "GET /v1/tokens"),
            Map.entry("revokeToken", "DELETE /v1/tokens/{}"),
            Map.entry("audit", "GET /v1/audit?since&project&last"));

    private final String base;
    private final String operatorToken;

    /** The server of {@code address}, called as the local operator (the owner-only {@code server.json} holds its key). */
    RemoteApi(ServerAddress address) {
        this.base = address.url();
        this.operatorToken = address.operatorToken();
    }

    /** {@link DossierApi} on the server of {@code address}. */
    static DossierApi of(ServerAddress address) {
        return (DossierApi) Proxy.newProxyInstance(DossierApi.class.getClassLoader(), new Class<?>[] {DossierApi.class}, new RemoteApi(address));
    }

    /** The server syncs and embeds its own source directories. */
    SyncReport sync() {
        return (SyncReport) send("POST", "/v1/sources/sync", null, Json.mapper().constructType(SyncReport.class)).body();
    }

    /**
     * One operation as its route says. {@code as(caller)} answers the same API: the server authenticates every call by
     * the operator key this CLI read, which fixes the caller.
     */
    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return method.invoke(this, args);
        }
        if (method.getName().equals("as")) {
            return proxy;
        }
        String[] route = ROUTES.get(method.getName()).split("[ ?]");
        Object[] values = args == null ? new Object[0] : args;
        String[] pieces = route[1].split("\\{}", -1);
        var path = new StringBuilder(pieces[0]);
        for (int i = 1; i < pieces.length; i++) {
            path.append(segment((String) values[i - 1])).append(pieces[i]);
        }
        int next = pieces.length - 1;
        var query = new StringJoiner("&", "?", "").setEmptyValue("");
        for (String name : route.length > 2 ? route[2].split("&") : new String[0]) {
            Object value = values[next++];
            if (value != null) {
                String text = value instanceof LowerCaseLabel label ? label.label() : String.valueOf(value);
                query.add(name + "=" + URLEncoder.encode(text, StandardCharsets.UTF_8));
            }
        }
        boolean body = next < values.length && RequestBody.class.isAssignableFrom(method.getParameterTypes()[next]);
        boolean review = method.getReturnType() == RecordedReview.class;
        var answer = send(route[0], path.toString() + query, body ? Json.write(values[next]).getBytes(StandardCharsets.UTF_8) : null,
                Json.mapper().constructType(review ? RecordReviewResponse.class : method.getGenericReturnType()));
        return review ? new RecordedReview((RecordReviewResponse) answer.body(), answer.status() == 201) : answer.body();
    }

    /** One exchange over HttpURLConnection: a CLI makes one or two calls, and it starts far faster than java.net.http. */
    private Answer send(String method, String path, byte[] body, JavaType type) {
        int status;
        byte[] answer;
        try {
            var connection = (HttpURLConnection) URI.create(base + path).toURL().openConnection();
            connection.setRequestMethod(method);
            connection.setConnectTimeout(5_000);
            connection.setReadTimeout(30 * 60_000);
            connection.setRequestProperty("Accept", "application/json, application/problem+json");
            if (operatorToken != null) {
                connection.setRequestProperty("Authorization", "Bearer " + operatorToken);
            }
            if (body != null) {
                connection.setDoOutput(true);
                connection.setRequestProperty("Content-Type", "application/json");
                connection.setFixedLengthStreamingMode(body.length);
                try (var out = connection.getOutputStream()) {
                    out.write(body);
                }
            } else if ("POST".equals(method)) {
                // HttpURLConnection would call an empty POST form data; the API takes JSON
                connection.setDoOutput(true);
                connection.setRequestProperty("Content-Type", "application/json");
                connection.setFixedLengthStreamingMode(0);
                connection.getOutputStream().close();
            }
            status = connection.getResponseCode();
            try (InputStream in = status >= 400 ? connection.getErrorStream() : connection.getInputStream()) {
                answer = in == null ? new byte[0] : in.readAllBytes();
            }
        } catch (IOException e) {
            throw new DossierException(ErrorCode.STORAGE, "the server at " + base + " did not answer (" + e.getClass().getSimpleName()
                    + "); is 'dossier serve' still running? Remove server.json from the data directory if it is not");
        }
        if (status >= 400) {
            throw problem(status, answer);
        }
        if (answer.length == 0 && status == 204) {
            return new Answer(status, null);
        }
        try {
            return new Answer(status, Json.mapper().readValue(answer, type));
        } catch (IOException e) {
            throw new DossierException(ErrorCode.INTERNAL, "the server's answer does not match this CLI's contract; are both the same version?");
        }
    }

    /** The server's problem as the error a local call would have raised. */
    private static DossierException problem(int status, byte[] body) {
        JsonNode p;
        try {
            p = Json.mapper().readTree(body);
        } catch (IOException e) {
            p = Json.mapper().createObjectNode();
        }
        String code = p.path("code").asText("");
        var details = new LinkedHashMap<String, Object>();
        p.fields().forEachRemaining(e -> {
            if (!List.of("type", "title", "status", "detail").contains(e.getKey())) {
                details.put(e.getKey(), Json.mapper().convertValue(e.getValue(), Object.class));
            }
        });
        String detail = p.path("detail").asText("the server answered " + status);
        return new DossierException(errorCode(status, code), detail, details);
    }

    private static ErrorCode errorCode(int status, String code) {
        // a code that names an ErrorCode is that one (Problems writes them lower-cased); a finer code falls back to its status
        for (ErrorCode c : ErrorCode.values()) {
            if (c.name().equalsIgnoreCase(code) && Problems.status(c) == status) {
                return c;
            }
        }
        return switch (status) {
            case 401 -> ErrorCode.UNAUTHENTICATED;
            case 403 -> ErrorCode.FORBIDDEN;
            case 429 -> ErrorCode.TOO_MANY_ATTEMPTS;
            case 404 -> ErrorCode.NOT_FOUND;
            case 409 -> ErrorCode.CONFLICT;
            case 413 -> ErrorCode.PAYLOAD_TOO_LARGE;
            case 422 -> ErrorCode.TASK_TOO_LARGE;
            default -> status >= 500 ? ErrorCode.INTERNAL : ErrorCode.INVALID_REQUEST;
        };
    }

    private static String segment(String value) {
        return URLEncoder.encode(value == null ? "" : value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** A status and a body. */
    private record Answer(int status, Object body) {
    }
}
