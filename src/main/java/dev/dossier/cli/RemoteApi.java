package dev.dossier.cli;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import dev.dossier.auth.Caller;
import dev.dossier.contract.AssemblyDetail;
import dev.dossier.contract.AssemblyReport;
import dev.dossier.contract.AuditEntry;
import dev.dossier.contract.FactView;
import dev.dossier.contract.GuardCheckRequest;
import dev.dossier.contract.GuardCheckView;
import dev.dossier.contract.QuarantineDecisionRequest;
import dev.dossier.contract.QuarantineView;
import dev.dossier.contract.GuardMetricsView;
import dev.dossier.contract.ToolCatalogView;
import dev.dossier.contract.ToolSearchView;
import dev.dossier.contract.ToolsPutRequest;
import dev.dossier.contract.SessionAddResponse;
import dev.dossier.contract.SessionBudgetCheckRequest;
import dev.dossier.contract.SessionBudgetCheckView;
import dev.dossier.contract.SessionCheckpointRequest;
import dev.dossier.contract.SessionCheckpointView;
import dev.dossier.contract.SessionCompressRequest;
import dev.dossier.contract.SessionCompressionView;
import dev.dossier.contract.SessionContextView;
import dev.dossier.contract.SessionCreateRequest;
import dev.dossier.contract.SessionEventView;
import dev.dossier.contract.SessionItemRequest;
import dev.dossier.contract.SessionScratchpadView;
import dev.dossier.contract.SessionUsageView;
import dev.dossier.contract.SessionView;
import dev.dossier.contract.TokenRequest;
import dev.dossier.contract.TokenView;
import dev.dossier.contract.ContextBudgetRequest;
import dev.dossier.contract.ContextBudgetResponse;
import dev.dossier.contract.ConventionDetailView;
import dev.dossier.contract.ConventionState;
import dev.dossier.contract.ConventionView;
import dev.dossier.contract.DecisionView;
import dev.dossier.contract.DocumentType;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.HealthView;
import dev.dossier.contract.Json;
import dev.dossier.contract.KnowledgeContextRequest;
import dev.dossier.contract.KnowledgeContextResponse;
import dev.dossier.contract.ModelView;
import dev.dossier.contract.Problems;
import dev.dossier.contract.RecordReviewRequest;
import dev.dossier.contract.RecordReviewResponse;
import dev.dossier.contract.ReviewContextRequest;
import dev.dossier.contract.ReviewContextResponse;
import dev.dossier.contract.SearchHitView;
import dev.dossier.contract.SopView;
import dev.dossier.contract.SyncReport;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.StringJoiner;

/**
 * {@link DossierApi} over HTTP, for CLI commands when a {@code dossier serve} holds the data directory. Answers are the
 * server's records; its problems become the same {@link DossierException}s (code, field, details) a local call raises,
 * so exit codes and {@code --json} output do not depend on where the work ran. One short method per operation of
 * {@link DossierApi} (its length follows the API's), over one exchange method.
 */
final class RemoteApi implements DossierApi {

    private final String base;
    private final String operatorToken;

    /** The server of {@code address}, called as the local operator (the owner-only {@code server.json} holds its key). */
    RemoteApi(ServerAddress address) {
        this.base = address.url();
        this.operatorToken = address.operatorToken();
    }

    /** The server authenticates every call by the operator key this CLI read; the caller is fixed by it. */
    @Override
    public DossierApi as(Caller caller) {
        return this;
    }

    @Override
    public dev.dossier.contract.GateReportView recordGateReport(dev.dossier.contract.GateReportRequest request) {
        return this.<dev.dossier.contract.GateReportView>post("/v1/gates/reports", request, dev.dossier.contract.GateReportView.class).body();
    }

    @Override
    public dev.dossier.contract.ModelFitView modelFit(Integer taskTokens, Integer files, String model) {
        return get("/v1/models/fit" + query("task_tokens", taskTokens == null ? null : String.valueOf(taskTokens), "files",
                files == null ? null : String.valueOf(files), "model", model), type(dev.dossier.contract.ModelFitView.class));
    }

    @Override
    public dev.dossier.contract.MonitorEventResponse reportLoopEvent(dev.dossier.contract.MonitorEventRequest request) {
        return this.<dev.dossier.contract.MonitorEventResponse>post("/v1/monitor/events", request, dev.dossier.contract.MonitorEventResponse.class).body();
    }

    @Override
    public List<dev.dossier.contract.SignalView> signals(Integer since, String project) {
        return get("/v1/monitor/signals" + query("since", since == null ? null : String.valueOf(since), "project", project),
                listOf(dev.dossier.contract.SignalView.class));
    }

    @Override
    public dev.dossier.contract.LoopView loop(String loopId) {
        return get("/v1/monitor/loops/" + segment(loopId), type(dev.dossier.contract.LoopView.class));
    }

    @Override
    public dev.dossier.contract.SignalView acknowledgeSignal(String signalId) {
        return this.<dev.dossier.contract.SignalView>send("POST", "/v1/monitor/signals/" + segment(signalId) + "/ack", null,
                type(dev.dossier.contract.SignalView.class)).body();
    }

    @Override
    public SessionView createSession(SessionCreateRequest request) {
        return this.<SessionView>post("/v1/sessions", request, SessionView.class).body();
    }

    @Override
    public List<SessionView> sessions(String project, Integer limit) {
        return get("/v1/sessions" + query("project", project, "limit", limit == null ? null : String.valueOf(limit)), listOf(SessionView.class));
    }

    @Override
    public SessionView session(String sessionId) {
        return get("/v1/sessions/" + segment(sessionId), type(SessionView.class));
    }

    @Override
    public SessionAddResponse addSessionItem(String sessionId, SessionItemRequest request) {
        return this.<SessionAddResponse>post("/v1/sessions/" + segment(sessionId) + "/items", request, SessionAddResponse.class).body();
    }

    @Override
    public SessionBudgetCheckView checkSessionBudget(String sessionId, SessionBudgetCheckRequest request) {
        return this.<SessionBudgetCheckView>post("/v1/sessions/" + segment(sessionId) + "/budget-check", request, SessionBudgetCheckView.class).body();
    }

    @Override
    public SessionContextView sessionContext(String sessionId) {
        return get("/v1/sessions/" + segment(sessionId) + "/context", type(SessionContextView.class));
    }

    @Override
    public SessionCompressionView compressSession(String sessionId, SessionCompressRequest request) {
        return this.<SessionCompressionView>post("/v1/sessions/" + segment(sessionId) + "/compress", request, SessionCompressionView.class).body();
    }

    @Override
    public SessionUsageView sessionUsage(String sessionId) {
        return get("/v1/sessions/" + segment(sessionId) + "/usage", type(SessionUsageView.class));
    }

    @Override
    public List<SessionEventView> sessionEvents(String sessionId, Integer since) {
        return get("/v1/sessions/" + segment(sessionId) + "/events" + query("since", since == null ? null : String.valueOf(since)),
                listOf(SessionEventView.class));
    }

    @Override
    public SessionScratchpadView sessionScratchpad(String sessionId, String ref) {
        return get("/v1/sessions/" + segment(sessionId) + "/scratchpad/" + segment(ref), type(SessionScratchpadView.class));
    }

    @Override
    public SessionCheckpointView checkpointSession(String sessionId, SessionCheckpointRequest request) {
        return this.<SessionCheckpointView>post("/v1/sessions/" + segment(sessionId) + "/checkpoint", request, SessionCheckpointView.class).body();
    }

    @Override
    public List<FactView> facts(String kb, String subject, String relation, Integer limit) {
        return get("/v1/facts" + query("kb", kb, "subject", subject, "relation", relation, "limit", limit == null ? null : String.valueOf(limit)),
                listOf(FactView.class));
    }

    @Override
    public GuardCheckView checkClaims(GuardCheckRequest request) {
        return this.<GuardCheckView>post("/v1/guard/check", request, GuardCheckView.class).body();
    }

    @Override
    public List<QuarantineView> quarantine(String project, String status, Integer limit) {
        return get("/v1/quarantine" + query("project", project, "status", status, "limit", limit == null ? null : String.valueOf(limit)),
                listOf(QuarantineView.class));
    }

    @Override
    public QuarantineView approveQuarantine(String id, QuarantineDecisionRequest request) {
        return this.<QuarantineView>post("/v1/quarantine/" + segment(id) + "/approve", request, QuarantineView.class).body();
    }

    @Override
    public QuarantineView rejectQuarantine(String id, QuarantineDecisionRequest request) {
        return this.<QuarantineView>post("/v1/quarantine/" + segment(id) + "/reject", request, QuarantineView.class).body();
    }

    @Override
    public ToolCatalogView putTools(String catalog, ToolsPutRequest request) {
        return this.<ToolCatalogView>send("PUT", "/v1/tools/" + segment(catalog), Json.write(request).getBytes(java.nio.charset.StandardCharsets.UTF_8),
                type(ToolCatalogView.class)).body();
    }

    @Override
    public ToolSearchView findTools(String catalog, String query, Integer k) {
        return get("/v1/tools/" + segment(catalog) + "/search" + query("q", query, "k", k == null ? null : String.valueOf(k)), type(ToolSearchView.class));
    }

    @Override
    public dev.dossier.contract.GuardValidateView validateContent(dev.dossier.contract.GuardValidateRequest request) {
        return this.<dev.dossier.contract.GuardValidateView>post("/v1/guard/validate", request, dev.dossier.contract.GuardValidateView.class).body();
    }

    @Override
    public List<dev.dossier.contract.ClashView> clashes(String project, String status, Integer limit) {
        return get("/v1/clashes" + query("project", project, "status", status, "limit", limit == null ? null : String.valueOf(limit)),
                listOf(dev.dossier.contract.ClashView.class));
    }

    @Override
    public dev.dossier.contract.ClashView answerClash(String clashId, dev.dossier.contract.ClashAnswerRequest request) {
        return this.<dev.dossier.contract.ClashView>post("/v1/clashes/" + segment(clashId) + "/answer", request, dev.dossier.contract.ClashView.class).body();
    }

    @Override
    public dev.dossier.contract.StatementWriteView addStatement(dev.dossier.contract.StatementRequest request) {
        return this.<dev.dossier.contract.StatementWriteView>post("/v1/statements", request, dev.dossier.contract.StatementWriteView.class).body();
    }

    @Override
    public List<dev.dossier.contract.StatementView> statements(String project, String sessionId, Boolean history, Integer limit) {
        return get("/v1/statements" + query("project", project, "session_id", sessionId, "history", history == null ? null : String.valueOf(history),
                "limit", limit == null ? null : String.valueOf(limit)), listOf(dev.dossier.contract.StatementView.class));
    }

    @Override
    public GuardMetricsView guardMetrics() {
        return get("/v1/guard/metrics", type(GuardMetricsView.class));
    }

    @Override
    public void deleteSession(String sessionId) {
        send("DELETE", "/v1/sessions/" + segment(sessionId), null, type(Void.class));
    }

    @Override
    public TokenView createToken(TokenRequest request) {
        return this.<TokenView>post("/v1/tokens", request, TokenView.class).body();
    }

    @Override
    public List<TokenView> tokens() {
        return get("/v1/tokens", listOf(TokenView.class));
    }

    @Override
    public void revokeToken(String name) {
        send("DELETE", "/v1/tokens/" + segment(name), null, type(Void.class));
    }

    @Override
    public List<AuditEntry> audit(String since, String project, Integer last) {
        return get("/v1/audit" + query("since", since, "project", project, "last", last == null ? null : String.valueOf(last)), listOf(AuditEntry.class));
    }

    @Override
    public ReviewContextResponse reviewContext(ReviewContextRequest request) {
        return post("/v1/context/review", request, ReviewContextResponse.class).body();
    }

    @Override
    public KnowledgeContextResponse knowledgeContext(KnowledgeContextRequest request) {
        return post("/v1/context/knowledge", request, KnowledgeContextResponse.class).body();
    }

    @Override
    public ContextBudgetResponse contextBudget(ContextBudgetRequest request) {
        return post("/v1/context/budget", request, ContextBudgetResponse.class).body();
    }

    @Override
    public List<SearchHitView> search(String query, Integer k, DocumentType type) {
        return get("/v1/search" + query("q", query, "k", k == null ? null : String.valueOf(k), "type", type == null ? null : type.label()), listOf(SearchHitView.class));
    }

    @Override
    public RecordedReview recordReview(RecordReviewRequest request) {
        var answer = post("/v1/reviews", request, RecordReviewResponse.class);
        return new RecordedReview(answer.body(), answer.status() == 201);
    }

    @Override
    public List<ConventionView> conventions(String project, String file, ConventionState status) {
        return get("/v1/conventions" + query("project", project, "file", file, "status", status == null ? null : status.label()),
                listOf(ConventionView.class));
    }

    @Override
    public ConventionDetailView convention(String id) {
        return get("/v1/conventions/" + segment(id), type(ConventionDetailView.class));
    }

    @Override
    public List<DecisionView> decisions(String planId) {
        return get("/v1/plans/" + segment(planId) + "/decisions", listOf(DecisionView.class));
    }

    @Override
    public List<SopView> sops() {
        return get("/v1/sops", listOf(SopView.class));
    }

    @Override
    public SopView sop(String id) {
        return get("/v1/sops/" + segment(id), type(SopView.class));
    }

    @Override
    public List<ModelView> models() {
        return get("/v1/models", listOf(ModelView.class));
    }

    @Override
    public List<AssemblyReport> reports(Integer last) {
        return get("/v1/context/reports" + query("last", last == null ? null : String.valueOf(last)), listOf(AssemblyReport.class));
    }

    @Override
    public AssemblyDetail report(String id) {
        return get("/v1/context/reports/" + segment(id), type(AssemblyDetail.class));
    }

    @Override
    public HealthView health() {
        return get("/health", type(HealthView.class));
    }

    /** The server syncs and embeds its own source directories. */
    SyncReport sync() {
        return this.<SyncReport>send("POST", "/v1/sources/sync", null, type(SyncReport.class)).body();
    }

    private <T> T get(String path, JavaType type) {
        return this.<T>send("GET", path, null, type).body();
    }

    private <T> Answer<T> post(String path, Object body, Class<T> type) {
        return send("POST", path, Json.write(body).getBytes(StandardCharsets.UTF_8), type(type));
    }

    /** One exchange over HttpURLConnection: a CLI makes one or two calls, and it starts far faster than java.net.http. */
    private <T> Answer<T> send(String method, String path, byte[] body, JavaType type) {
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
            return new Answer<>(status, null);
        }
        try {
            return new Answer<>(status, Json.mapper().readValue(answer, type));
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

    private static JavaType type(Class<?> type) {
        return Json.mapper().constructType(type);
    }

    private static JavaType listOf(Class<?> type) {
        return Json.mapper().getTypeFactory().constructCollectionType(List.class, type);
    }

    private static String query(String... pairs) {
        var joiner = new StringJoiner("&", "?", "").setEmptyValue("");
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i + 1] != null) {
                joiner.add(pairs[i] + "=" + URLEncoder.encode(pairs[i + 1], StandardCharsets.UTF_8));
            }
        }
        return joiner.toString();
    }

    private static String segment(String value) {
        return URLEncoder.encode(value == null ? "" : value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** A status and a body. */
    private record Answer<T>(int status, T body) {
    }
}
