package dev.dossier.app;

import dev.dossier.audit.AuditEvent;
import dev.dossier.auth.Caller;
import dev.dossier.auth.Scope;
import dev.dossier.contract.AssemblyDetail;
import dev.dossier.contract.FactView;
import dev.dossier.contract.FactsLoadView;
import dev.dossier.contract.GuardCheckRequest;
import dev.dossier.contract.GuardCheckView;
import dev.dossier.contract.QuarantineDecisionRequest;
import dev.dossier.contract.QuarantineView;
import dev.dossier.contract.GuardMetricsView;
import dev.dossier.contract.ToolCatalogView;
import dev.dossier.contract.ToolSearchView;
import dev.dossier.contract.ToolsPutRequest;
import dev.dossier.quarantine.QuarantineStatus;
import dev.dossier.clash.ClashStatus;
import dev.dossier.clash.Clashes;
import dev.dossier.contract.ClashAnswerRequest;
import dev.dossier.contract.ClashView;
import dev.dossier.contract.GuardValidateRequest;
import dev.dossier.contract.GuardValidateView;
import dev.dossier.contract.StatementRequest;
import dev.dossier.contract.StatementView;
import dev.dossier.contract.StatementWriteView;
import dev.dossier.validation.ValidationRequest;
import java.time.Instant;
import dev.dossier.contract.AssemblyReport;
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
import dev.dossier.session.Component;
import dev.dossier.session.Mitigation;
import dev.dossier.session.NewItem;
import dev.dossier.session.SessionSpec;
import dev.dossier.text.Label;
import dev.dossier.contract.AuditEntry;
import dev.dossier.contract.EmbeddingReport;
import dev.dossier.contract.SyncReport;
import dev.dossier.contract.TokenRequest;
import dev.dossier.contract.TokenView;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.contract.ContextBudgetRequest;
import dev.dossier.contract.ContextBudgetResponse;
import dev.dossier.contract.Contract;
import dev.dossier.contract.ConventionDetailView;
import dev.dossier.contract.ConventionState;
import dev.dossier.contract.ConventionView;
import dev.dossier.contract.DecisionView;
import dev.dossier.contract.DocumentType;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.HealthView;
import dev.dossier.contract.Ids;
import dev.dossier.contract.KnowledgeContextRequest;
import dev.dossier.contract.KnowledgeContextResponse;
import dev.dossier.contract.ModelView;
import dev.dossier.contract.Params;
import dev.dossier.contract.RecordReviewRequest;
import dev.dossier.contract.RecordReviewResponse;
import dev.dossier.contract.ReviewContextRequest;
import dev.dossier.contract.ReviewContextResponse;
import dev.dossier.contract.SearchHitView;
import dev.dossier.contract.SopView;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.review.ConventionQuery;
import dev.dossier.review.ConventionStatus;
import java.util.List;
import java.util.Map;

/**
 * {@link DossierApi} over an open {@link Dossier}, on behalf of one {@link Caller}: the caller's scope and projects are
 * checked first (another project's data is not found), then the contract's checks, the domain call, the contract's
 * records. Writes are audited with the caller's name and their outcome. It is long because {@link DossierApi} is the
 * one operation set of every edge: each method is the same few lines (checks, domain call, records); splitting it by
 * feature would split the one place the caller's rights are checked.
 */
public final class LocalApi implements DossierApi {

    private final Dossier dossier;
    private final Contract contract;
    private final Caller caller;
    private final GuardedWrites writes;

    /** The API as the local operator (every project, every operation). */
    public LocalApi(Dossier dossier) {
        this(dossier, Caller.OPERATOR);
    }

    private LocalApi(Dossier dossier, Caller caller) {
        this.dossier = dossier;
        this.contract = dossier.contract();
        this.caller = caller;
        this.writes = new GuardedWrites(dossier);
    }

    @Override
    public LocalApi as(Caller newCaller) {
        return new LocalApi(dossier, newCaller);
    }

    @Override
    public ReviewContextResponse reviewContext(ReviewContextRequest request) {
        caller.require(Scope.READ);
        String project = caller.defaultProject(request.project());
        caller.requireProject(project, "project");
        if (request.planId() != null) {
            dossier.reviews().planProject(request.planId()).ifPresent(owner -> caller.requireProject(owner, "plan '" + request.planId() + "'"));
        }
        var scoped = project == null || project.equals(request.project()) ? request : new ReviewContextRequest(request.files(), request.task(),
                request.model(), request.window(), request.policy(), request.taskOutputTokens(), project, request.planId(), request.taskId());
        return ReviewContextResponse.of(dossier.assembler().assemble(contract.reviewRequest(scoped)));
    }

    @Override
    public KnowledgeContextResponse knowledgeContext(KnowledgeContextRequest request) {
        caller.require(Scope.READ);
        return KnowledgeContextResponse.of(dossier.assembleKnowledge(contract.knowledgeRequest(request)));
    }

    @Override
    public ContextBudgetResponse contextBudget(ContextBudgetRequest request) {
        caller.require(Scope.READ);
        var r = contract.budgetRequest(request);
        return ContextBudgetResponse.of(r.task(), dossier.knowledgeBudget().estimate(r.task(), r.model(), r.window(),
                r.policy() == null ? null : r.policy().label()));
    }

    @Override
    public List<SearchHitView> search(String query, Integer k, DocumentType type) {
        caller.require(Scope.READ);
        String q = Params.query("q", query);
        int n = Params.range("k", k, 10, 1, 100);
        return dossier.search().search(q, n, type == null ? null : type.label()).stream().map(SearchHitView::of).toList();
    }

    @Override
    public RecordedReview recordReview(RecordReviewRequest request) {
        return audited("review.record", request.project(), request.taskId(), () -> {
            caller.require(Scope.REVIEW);
            caller.requireProject(request.project(), "project");
            var outcome = dossier.reviews().record(contract.reviewSubmission(request));
            return new RecordedReview(RecordReviewResponse.of(outcome), outcome.created());
        });
    }

    @Override
    public List<ConventionView> conventions(String project, String file, ConventionState status) {
        caller.require(Scope.READ);
        var query = new ConventionQuery(Params.identifier("project", project, Ids.PROJECT), Params.text("file", file, Params.MAX_PATH),
                status == null ? null : ConventionStatus.of(status.label(), "status"));
        caller.requireProject(query.project(), "project");
        return dossier.reviews().conventions(query).stream().filter(c -> caller.sees(c.project())).map(ConventionView::of).toList();
    }

    @Override
    public ConventionDetailView convention(String id) {
        caller.require(Scope.READ);
        String checked = Params.id("id", id, Ids.DOCUMENT);
        var convention = dossier.reviews().convention(checked);
        caller.requireProject(convention.convention().project(), "no convention with id '" + checked + "';");
        return ConventionDetailView.of(convention);
    }

    @Override
    public List<DecisionView> decisions(String planId) {
        caller.require(Scope.READ);
        String checked = Params.id("id", planId, Ids.REFERENCE);
        dossier.reviews().planProject(checked).ifPresent(project -> caller.requireProject(project, "plan '" + checked + "'"));
        return dossier.reviews().decisions(checked).stream().map(DecisionView::of).toList();
    }

    @Override
    public List<SopView> sops() {
        caller.require(Scope.READ);
        return dossier.documents().sops().stream().map(SopView::of).toList();
    }

    @Override
    public SopView sop(String id) {
        caller.require(Scope.READ);
        String checked = Params.id("id", id, Ids.DOCUMENT);
        return dossier.documents().sop(checked).map(SopView::of)
                .orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND, "no SOP with id '" + checked + "'; GET /v1/sops lists them",
                        Map.of("id", checked)));
    }

    @Override
    public List<ModelView> models() {
        caller.require(Scope.READ);
        var registry = dossier.models();
        return registry.all().stream().map(p -> ModelView.of(p, registry.tokenizerName(p))).toList();
    }

    @Override
    public dev.dossier.contract.ModelFitView modelFit(Integer taskTokens, Integer files, String model) {
        caller.require(Scope.READ);
        return dev.dossier.contract.ModelFitView.of(contract.modelFit(dossier.modelFit(), taskTokens, files, model));
    }

    @Override
    public List<AssemblyReport> reports(Integer last) {
        caller.require(Scope.READ);
        return dossier.assemblies().last(Params.range("last", last, 10, 1, 10_000), caller.projects()).stream().map(AssemblyReport::of).toList();
    }

    @Override
    public AssemblyDetail report(String id) {
        String checked = Params.id("id", id, Ids.ASSEMBLY);
        caller.require(Scope.READ);
        return dossier.assemblies().find(checked).filter(r -> caller.projects() == null || r.project() != null && caller.sees(r.project()))
                .map(AssemblyDetail::of)
                .orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND, "no assembly with id '" + checked
                        + "'; GET /v1/context/reports lists the latest", Map.of("id", checked)));
    }

    @Override
    public HealthView health() {
        return new HealthView("up", dossier.storageDescription(), dossier.documents().sopCount(), dossier.tokens().required() ? "tokens" : "open",
                dossier.guard().parserState());
    }

    @Override
    public SessionView createSession(SessionCreateRequest request) {
        caller.require(Scope.REVIEW);
        var r = contract.validate(request);
        caller.requireProject(r.project(), "project");
        Map<Component, Integer> allocations = null;
        if (r.allocations() != null) {
            allocations = new java.util.EnumMap<>(Component.class);
            for (var e : r.allocations().entrySet()) {
                allocations.put(Component.parse(e.getKey(), "allocations/" + e.getKey()), e.getValue());
            }
        }
        Mitigation mitigation = null;
        if (r.mitigation() != null) {
            mitigation = Label.find(Mitigation.class, r.mitigation(),
                    () -> DossierException.invalidField("mitigation", "mitigation must be periodic_summary or sliding_window"));
        }
        if (r.kb() != null) {
            dossier.facts().hash(r.kb()).orElseThrow(() -> DossierException.invalidField("kb", "no knowledge base '" + r.kb()
                    + "'; load one with dossier facts load DIR --kb " + r.kb()));
        }
        Boolean guard = r.guard() != null ? r.guard() : r.kb() != null ? Boolean.TRUE : dossier.validator().policy().guardSessionWrites();
        var session = dossier.sessions().create(caller.name(), new SessionSpec(r.project(), r.model(), r.window(), r.policy(), allocations,
                r.autoCompress(), mitigation, guard, r.kb()));
        return SessionView.of(session, dossier.sessions().usage(session));
    }

    @Override
    public List<SessionView> sessions(String project, Integer limit) {
        caller.require(Scope.READ);
        String p = project == null ? null : Params.id("project", project, Ids.PROJECT);
        caller.requireProject(p, "project");
        int n = Params.range("limit", limit, 100, 1, 1000);
        var sessions = dossier.sessions();
        return sessions.list(caller.name(), caller.defaultProject(p), n).stream().filter(s -> caller.sees(s.project()))
                .map(s -> SessionView.of(s, sessions.usage(s))).toList();
    }

    @Override
    public SessionView session(String sessionId) {
        var s = ownSession(sessionId, Scope.READ);
        return SessionView.of(s, dossier.sessions().usage(s));
    }

    @Override
    public SessionAddResponse addSessionItem(String sessionId, SessionItemRequest request) {
        var s = ownSession(sessionId, Scope.REVIEW);
        var r = contract.validate(request);
        // a session item's timestamp is taken as written (a blank one is refused, not read as absent)
        java.time.Instant at = r.timestamp() == null ? null : parsedInstant("/timestamp", r.timestamp());
        var item = new NewItem(Component.parse(r.component(), "component"), dev.dossier.session.Role.parse(r.role(), "role"), r.content(), at,
                Boolean.TRUE.equals(r.pinned()), r.key());
        if (s.guarded()) {
            return audited("session.add.guarded", s.project(), s.id(), () -> writes.addToSession(caller.name(), s, item));
        }
        return writes.addToSession(caller.name(), s, item);
    }

    @Override
    public SessionBudgetCheckView checkSessionBudget(String sessionId, SessionBudgetCheckRequest request) {
        var s = ownSession(sessionId, Scope.READ);
        var r = contract.validate(request);
        if ((r.content() == null) == (r.tokens() == null)) {
            throw DossierException.invalidField("content", "give either content or tokens");
        }
        return SessionBudgetCheckView.of(dossier.sessions().checkBudget(caller.name(), s.id(),
                r.component() == null ? null : Component.parse(r.component(), "component"), r.content(), r.tokens()));
    }

    @Override
    public SessionContextView sessionContext(String sessionId) {
        var s = ownSession(sessionId, Scope.READ);
        return SessionContextView.of(dossier.sessions().context(caller.name(), s.id()));
    }

    @Override
    public SessionCompressionView compressSession(String sessionId, SessionCompressRequest request) {
        var s = ownSession(sessionId, Scope.REVIEW);
        var r = contract.validate(request);
        var result = dossier.sessions().compress(caller.name(), s.id(), r.strategy() == null ? "auto" : r.strategy(), r.target(),
                r.olderThan(), r.keepLast());
        dossier.observers().observed(List.of(), result);
        return SessionCompressionView.of(result);
    }

    @Override
    public SessionUsageView sessionUsage(String sessionId) {
        var s = ownSession(sessionId, Scope.READ);
        return SessionUsageView.of(dossier.sessions().usage(s));
    }

    @Override
    public List<SessionEventView> sessionEvents(String sessionId, Integer since) {
        var s = ownSession(sessionId, Scope.READ);
        long after = Params.range("since", since, 0, 0, Integer.MAX_VALUE);
        return dossier.sessions().events(caller.name(), s.id(), after, 1_000).stream().map(SessionEventView::of).toList();
    }

    @Override
    public SessionScratchpadView sessionScratchpad(String sessionId, String ref) {
        var s = ownSession(sessionId, Scope.READ);
        return SessionScratchpadView.of(dossier.sessions().scratchpad(caller.name(), s.id(), Params.id("ref", ref, Ids.SESSION)));
    }

    @Override
    public SessionCheckpointView checkpointSession(String sessionId, SessionCheckpointRequest request) {
        var s = ownSession(sessionId, Scope.REVIEW);
        var r = contract.validate(request);
        List<String> decisions = List.of();
        if (r.planId() != null) {
            dossier.reviews().planProject(r.planId()).ifPresent(owner -> caller.requireProject(owner, "plan '" + r.planId() + "'"));
            decisions = dossier.reviews().decisionsFor(r.planId()).stream().map(dev.dossier.review.Decision::text).toList();
        }
        return SessionCheckpointView.of(dossier.sessions().checkpoint(caller.name(), s.id(),
                r.remainingCriteria() == null ? List.of() : r.remainingCriteria(), decisions));
    }

    @Override
    public void deleteSession(String sessionId) {
        var s = ownSession(sessionId, Scope.REVIEW);
        dossier.sessions().delete(caller.name(), s.id());
    }

    @Override
    public dev.dossier.contract.GateReportView recordGateReport(dev.dossier.contract.GateReportRequest request) {
        return audited("gates.report", request.project(), request.taskId(), () -> {
            caller.require(Scope.REVIEW);
            var report = contract.gateReport(request);
            caller.requireProject(request.project(), "project");
            var stored = new dev.dossier.gates.StoredGateReport(java.util.UUID.randomUUID().toString(), request.project(), request.taskId(),
                    java.time.Instant.now(), report);
            dossier.gateReports().record(stored);
            return dev.dossier.contract.GateReportView.of(stored);
        });
    }

    @Override
    public dev.dossier.contract.MonitorEventResponse reportLoopEvent(dev.dossier.contract.MonitorEventRequest request) {
        caller.require(Scope.REVIEW);
        Long tokens = null;
        Integer window = null;
        if (request.sessionId() != null && request.tokensUsed() == null && request.window() == null
                && request.sessionId().matches(Ids.SESSION)) {
            // the loop's session: its usage is the loop's (only a session of the caller, in a project it sees)
            var session = ownSession(request.sessionId(), Scope.READ);
            var usage = dossier.sessions().usage(session);
            tokens = usage.tokens();
            window = usage.budget();
        }
        var event = contract.loopEvent(request, tokens, window, dossier.monitor().now());
        caller.requireProject(event.project(), "project");
        var applied = dossier.monitor().report(event);
        return new dev.dossier.contract.MonitorEventResponse(dev.dossier.contract.LoopView.of(applied.loop(), dossier.monitor().metrics(applied.loop())),
                applied.signals().stream().map(dev.dossier.contract.SignalView::of).toList(), pauseCheckpoint(applied));
    }

    /**
     * "Pause and checkpoint": when this event made the utilization rule pause its loop (the rule's first level; a repeat
     * halts) and the loop reports a session of the caller, that session is checkpointed with the plan's decisions and
     * the task as the remaining criterion; the agent goes on in the fresh session. Null otherwise.
     */
    private SessionCheckpointView pauseCheckpoint(dev.dossier.monitor.MonitorStore.Applied applied) {
        var loop = applied.loop();
        boolean paused = applied.signals().stream().anyMatch(s -> s.loopId().equals(loop.loopId())
                && s.rule() == dev.dossier.monitor.Rule.UTILIZATION && s.level() == dev.dossier.monitor.Level.PAUSE);
        if (!paused || loop.sessionId() == null || !caller.scope().includes(Scope.REVIEW)) {
            return null;
        }
        try {
            if (!caller.sees(dossier.sessions().get(caller.name(), loop.sessionId()).project())) {
                return null;
            }
        } catch (DossierException e) {
            if (e.code() != dev.dossier.error.ErrorCode.NOT_FOUND) {
                throw e;
            }
            return null; // not a session of the caller (or deleted since): nothing to checkpoint
        }
        List<String> decisions = loop.planId() == null ? List.of()
                : dossier.reviews().decisionsFor(loop.planId()).stream().map(dev.dossier.review.Decision::text).toList();
        return SessionCheckpointView.of(dossier.sessions().checkpoint(caller.name(), loop.sessionId(),
                List.of("continue task " + loop.taskId() + " (loop " + loop.loopId() + ")"), decisions));
    }

    @Override
    public List<dev.dossier.contract.SignalView> signals(Integer since, String project) {
        caller.require(Scope.READ);
        long after = Params.range("since", since, 0, 0, Integer.MAX_VALUE);
        String checked = Params.identifier("project", project, Ids.PROJECT);
        caller.requireProject(checked, "project");
        java.util.Set<String> projects = checked != null ? java.util.Set.of(checked) : caller.projects();
        return dossier.monitor().signals(after, projects, 1_000).stream().map(dev.dossier.contract.SignalView::of).toList();
    }

    @Override
    public dev.dossier.contract.LoopView loop(String loopId) {
        caller.require(Scope.READ);
        String id = Params.id("id", loopId, Ids.REFERENCE);
        var loop = dossier.monitor().loop(id);
        caller.requireProject(loop.project(), "no loop with id '" + id + "';");
        return dev.dossier.contract.LoopView.of(loop, dossier.monitor().metrics(loop));
    }

    @Override
    public dev.dossier.contract.SignalView acknowledgeSignal(String signalId) {
        caller.require(Scope.REVIEW);
        String id = Params.id("id", signalId, Ids.ASSEMBLY);
        var signal = dossier.monitor().signal(id);
        caller.requireProject(signal.project(), "no signal with id '" + id + "';");
        return audited("monitor.ack", signal.project(), id, () -> dev.dossier.contract.SignalView.of(dossier.monitor().acknowledge(id, caller.name())));
    }

    @Override
    public List<FactView> facts(String kb, String subject, String relation, Integer limit) {
        caller.require(Scope.READ);
        String k = Params.id("kb", kb, Ids.PROJECT);
        String s = Params.text("subject", subject, 512);
        String r = Params.identifier("relation", relation, Ids.RELATION);
        int n = Params.range("limit", limit, 100, 1, 10_000);
        return dossier.facts().query(k, s, r, n).stream().map(FactView::of).toList();
    }

    /** A check is a write when it quarantines: review scope, the caller's project, audited when it held something back. */
    @Override
    public GuardCheckView checkClaims(GuardCheckRequest request) {
        caller.require(Scope.REVIEW);
        var r = contract.validate(request);
        caller.requireProject(r.project(), "project");
        var result = dossier.guard().check(caller.name(), r.project(), r.kb(), r.text());
        if (result.quarantineId() != null) {
            audited("quarantine.hold", r.project(), result.quarantineId(), () -> null);
        }
        return GuardCheckView.of(result);
    }

    @Override
    public List<QuarantineView> quarantine(String project, String status, Integer limit) {
        caller.require(Scope.READ);
        String p = Params.identifier("project", project, Ids.PROJECT);
        caller.requireProject(p, "project");
        var st = status == null || status.isBlank() ? null : Label.find(QuarantineStatus.class, status.strip(),
                () -> dev.dossier.contract.ContractErrors.invalid("invalid_value", "status", "status must be pending, approved or "
                        + "rejected, got " + Params.shown(status)));
        int n = Params.range("limit", limit, 100, 1, 1000);
        List<String> projects = p != null ? List.of(p) : caller.projects() == null ? null : List.copyOf(caller.projects());
        return dossier.quarantine().list(projects, st, n).stream().map(QuarantineView::of).toList();
    }

    @Override
    public QuarantineView approveQuarantine(String id, QuarantineDecisionRequest request) {
        return decide(id, request, QuarantineStatus.APPROVED);
    }

    @Override
    public QuarantineView rejectQuarantine(String id, QuarantineDecisionRequest request) {
        return decide(id, request, QuarantineStatus.REJECTED);
    }

    private QuarantineView decide(String id, QuarantineDecisionRequest request, QuarantineStatus decision) {
        caller.require(Scope.REVIEW);
        String checked = Params.id("id", id, Ids.SESSION);
        var r = contract.validate(request);
        var item = dossier.quarantine().get(checked);
        caller.requireProject(item.project(), "no quarantine item with id '" + checked + "';");
        return audited("quarantine." + (decision == QuarantineStatus.APPROVED ? "approve" : "reject"), item.project(), checked, () -> {
            if (decision == QuarantineStatus.APPROVED) {
                writes.checkDeliverable(item);
            }
            var decided = dossier.quarantine().decide(checked, decision, caller.name(), r.note());
            if (decision == QuarantineStatus.APPROVED) {
                writes.deliver(decided);
            }
            return QuarantineView.of(decided);
        });
    }

    /** Quality validation reads only (a claim check counts in the guard's metrics, nothing is held or stored). */
    @Override
    public GuardValidateView validateContent(GuardValidateRequest request) {
        caller.require(Scope.READ);
        var r = contract.validate(request);
        caller.requireProject(r.project(), "project");
        if (r.sessionId() != null) {
            var session = ownSession(r.sessionId(), Scope.READ);
            if (!session.project().equals(r.project())) {
                throw DossierException.invalidField("session_id", "session '" + r.sessionId() + "' belongs to another project than '" + r.project() + "'");
            }
        }
        return GuardValidateView.of(dossier.validator().validate(new ValidationRequest(r.content(), r.query() == null || r.query().isBlank() ? null
                : r.query(), instant("/timestamp", r.timestamp()), r.fields(), r.requiredFields(), r.kb(), r.project(), r.sessionId(), r.key())));
    }

    @Override
    public List<ClashView> clashes(String project, String status, Integer limit) {
        caller.require(Scope.READ);
        String p = Params.identifier("project", project, Ids.PROJECT);
        caller.requireProject(p, "project");
        var st = status == null || status.isBlank() ? null : java.util.Optional.ofNullable(ClashStatus.find(status.strip()))
                .orElseThrow(() -> dev.dossier.contract.ContractErrors.invalid("invalid_value", "status", "status must be pending or resolved, got "
                        + Params.shown(status)));
        int n = Params.range("limit", limit, 100, 1, 1000);
        List<String> projects = p != null ? List.of(p) : caller.projects() == null ? null : List.copyOf(caller.projects());
        return dossier.clashes().list(projects, st, n).stream().map(ClashView::of).toList();
    }

    @Override
    public ClashView answerClash(String clashId, ClashAnswerRequest request) {
        caller.require(Scope.REVIEW);
        String id = Params.id("clash_id", clashId, Ids.SESSION);
        var r = contract.validate(request);
        var choice = java.util.Arrays.stream(Clashes.Choice.values()).filter(c -> c.name().equalsIgnoreCase(r.choice().strip())).findFirst()
                .orElseThrow(() -> dev.dossier.contract.ContractErrors.invalid("invalid_value", "/choice", "/choice must be existing, new or both, got "
                        + Params.shown(r.choice())));
        var clash = dossier.clashes().get(id);
        caller.requireProject(clash.project(), "no clash with id '" + id + "';");
        return audited("clash.answer", clash.project(), id, () -> ClashView.of(writes.answer(id, choice, caller.name(), r.note())));
    }

    @Override
    public StatementWriteView addStatement(StatementRequest request) {
        caller.require(Scope.REVIEW);
        var r = contract.validate(request);
        caller.requireProject(r.project(), "project");
        Instant at = instant("/timestamp", r.timestamp());
        return audited("statement.add", r.project(), r.key(), () -> writes.addStatement(caller.name(), r.project(), r.text(),
                r.key() == null || r.key().isBlank() ? null : r.key(), at, r.kb()));
    }

    @Override
    public List<StatementView> statements(String project, String sessionId, Boolean history, Integer limit) {
        caller.require(Scope.READ);
        String p = Params.id("project", project, Ids.PROJECT);
        caller.requireProject(p, "project");
        String session = null;
        if (sessionId != null && !sessionId.isBlank()) {
            session = ownSession(sessionId, Scope.READ).id();
        }
        int n = Params.range("limit", limit, 100, 1, 1000);
        return dossier.clashes().statements(p, session, Boolean.TRUE.equals(history), n).stream().map(StatementView::of).toList();
    }

    /**
     * The ISO-8601 instant of a body field ({@code pointer}), or null when absent or blank. A bad value is
     * {@code invalid_value} naming the field by JSON pointer, as the contract names every other bad value (ADR 0006).
     */
    private static Instant instant(String pointer, String value) {
        return value == null || value.isBlank() ? null : parsedInstant(pointer, value.strip());
    }

    private static Instant parsedInstant(String pointer, String value) {
        try {
            return Instant.parse(value);
        } catch (java.time.format.DateTimeParseException e) {
            throw dev.dossier.contract.ContractErrors.invalid("invalid_value", pointer, pointer + " must be an ISO-8601 instant such as "
                    + "2026-11-25T10:00:00Z, got " + Params.shown(value));
        }
    }

    /** Stores a catalog (review scope: it is shared by every project); audited. */
    @Override
    public ToolCatalogView putTools(String catalog, ToolsPutRequest request) {
        caller.require(Scope.REVIEW);
        String c = Params.id("catalog", catalog, Ids.PROJECT);
        var r = contract.validate(request);
        var specs = new java.util.ArrayList<dev.dossier.tools.ToolSpec>();
        for (var t : r.tools()) {
            var schema = t.inputSchema() == null ? Map.<String, Object>of("type", "object") : t.inputSchema();
            specs.add(new dev.dossier.tools.ToolSpec(t.name(), t.description(), dev.dossier.contract.Json.write(schema),
                    dev.dossier.tools.ToolSpec.parameters(schema)));
        }
        return audited("tools.put", null, c, () -> ToolCatalogView.of(dossier.tools().put(c, specs)));
    }

    @Override
    public ToolSearchView findTools(String catalog, String query, Integer k) {
        caller.require(Scope.READ);
        String c = Params.id("catalog", catalog, Ids.PROJECT);
        String q = Params.query("q", query);
        int n = Params.range("k", k, 5, 1, 50);
        return ToolSearchView.of(dossier.tools().search(c, q, n));
    }

    @Override
    public GuardMetricsView guardMetrics() {
        caller.require(Scope.READ);
        return GuardMetricsView.of(dossier.guard().metrics(), dossier.observers().distractionAlerts(), dossier.tools().metrics(),
                dossier.clashes().metrics());
    }

    /** Loads a knowledge base from files (admin); audited. */
    public FactsLoadView loadFacts(java.nio.file.Path dir, String kb, java.nio.file.Path relations) {
        caller.require(Scope.ADMIN);
        String k = Params.id("kb", kb, Ids.PROJECT);
        return audited("facts.load", null, k, () -> FactsLoadView.of(dossier.facts().load(dir, k, relations)));
    }

    /** The caller's own session of a project it sees; any other is not found (its existence does not leak). */
    private dev.dossier.session.Session ownSession(String sessionId, Scope needed) {
        caller.require(needed);
        String id = Params.id("id", sessionId, Ids.SESSION);
        var session = dossier.sessions().get(caller.name(), id);
        caller.requireProject(session.project(), "no session with id '" + id + "';");
        return session;
    }

    @Override
    public TokenView createToken(TokenRequest request) {
        caller.require(Scope.ADMIN);
        var checked = contract.validate(request);
        return audited("token.create", null, checked.name(), () -> {
            var issued = dossier.tokens().issue(checked.name(), checked.projects(), checked.scope().scope());
            return TokenView.of(issued.stored(), issued.token());
        });
    }

    @Override
    public List<TokenView> tokens() {
        caller.require(Scope.ADMIN);
        return dossier.tokens().list().stream().map(t -> TokenView.of(t, null)).toList();
    }

    @Override
    public void revokeToken(String name) {
        caller.require(Scope.ADMIN);
        audited("token.revoke", null, name, () -> {
            dossier.tokens().revoke(name);
            return null;
        });
    }

    @Override
    public List<AuditEntry> audit(String since, String project, Integer last) {
        caller.require(Scope.ADMIN);
        String checkedProject = Params.identifier("project", project, Ids.PROJECT);
        caller.requireProject(checkedProject, "project");
        java.time.Instant from = null;
        if (since != null) {
            try {
                from = java.time.Instant.parse(Params.text("since", since, 64));
            } catch (java.time.format.DateTimeParseException e) {
                throw dev.dossier.contract.ContractErrors.invalid("invalid_value", "since", "since must be an ISO-8601 instant such as 2026-11-25T10:00:00Z, "
                        + "got " + Params.shown(since));
            }
        }
        return dossier.audit().since(from, checkedProject, caller.projects(), Params.range("last", last, 100, 1, 10_000)).stream()
                .map(AuditEntry::of).toList();
    }

    /** Syncs the directories and embeds what changed (admin); audited. */
    public SyncReport sync(List<java.nio.file.Path> directories) {
        caller.require(Scope.ADMIN);
        return audited("sources.sync", null, directories.toString(), () -> {
            var ingested = dossier.ingest(directories, ProgressListener.none());
            return SyncReport.of(ingested.report(), EmbeddingReport.of(ingested.embeddings()));
        });
    }

    /** Runs a write and records it in the audit trail with its outcome: {@code ok} or the code of the error that refused it. */
    private <T> T audited(String action, String project, String target, java.util.function.Supplier<T> write) {
        String outcome = "internal";
        try {
            T result = write.get();
            outcome = "ok";
            return result;
        } catch (DossierException e) {
            // a malformed request never reached a write: the trail records attempts the domain or the caller's rights refused
            outcome = e.code() == ErrorCode.INVALID_REQUEST ? null : e.code().name().toLowerCase(java.util.Locale.ROOT);
            throw e;
        } finally {
            if (outcome != null) {
                dossier.audit().record(new AuditEvent(java.util.UUID.randomUUID().toString(), java.time.Instant.now(), caller.name(), action,
                        project, target == null ? null : target.length() > 512 ? target.substring(0, 512) : target, outcome));
            }
        }
    }
}
