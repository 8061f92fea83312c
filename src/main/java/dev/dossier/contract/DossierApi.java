package dev.dossier.contract;

import dev.dossier.auth.Caller;
import java.util.List;

/**
 * Dossier's operations in the contract's records: what HTTP serves, MCP exposes as tools and the CLI calls (in
 * process, or over HTTP when a server holds the data directory). Every implementation answers the same records and
 * fails with the same errors (codes, fields), so the three edges behave alike.
 */
public interface DossierApi {

    @Tool(name = "review_context", title = "Reviewer context for a task",
            description = "Assemble the context a code reviewer needs for a task: the SOPs whose applies_to globs match the task's files, "
                    + "budgeted by severity (error, warning, info) and ranked by relevance, the plan's decisions, file summaries and the "
                    + "project's learned conventions. Never exceeds the model's budget; the result's text is the context to read.")
    ReviewContextResponse reviewContext(ReviewContextRequest request);

    @Tool(name = "knowledge_context", title = "Knowledge context for a question",
            description = "Assemble context for a question from the ingested SOPs, markdown, man pages and ATT&CK techniques, each at the "
                    + "level that fits (full, detailed, summary, stub), with the conversation history packed into its share.")
    KnowledgeContextResponse knowledgeContext(KnowledgeContextRequest request);

    @Tool(name = "context_budget", title = "Knowledge budget of a task",
            description = "How many tokens a knowledge context may use for a task: window, reserves, what the task text takes, and the "
                    + "split of the rest per tier (primary / supporting / reference / history, or knowledge / history for cag).")
    ContextBudgetResponse contextBudget(ContextBudgetRequest request);

    /** @param k hits, 1-100 (null: 10); @param type null for every type */
    @Tool(name = "search", title = "Search documents", description = "Find documents (SOPs, markdown, man pages, ATT&CK) by hybrid "
            + "relevance, best chunk per document, with calibrated scores in [0, 1].",
            parameters = {"what to search for (at most 2000 characters)", "how many documents, 1-100 (default 10)", "only this kind of document"},
            required = {"query"})
    List<SearchHitView> search(String query, Integer k, DocumentType type);

    /** Records a review; a replay of the same body answers the recorded review with {@code created} false. */
    @Tool(name = "record_review", title = "Record a finished review", readOnly = false,
            description = "Record a review: approved patterns become or reinforce the project's conventions, rejected ones demote them, "
                    + "decisions are linked to the plan. Idempotent on (project, task_id): the same review again changes nothing.")
    RecordedReview recordReview(RecordReviewRequest request);

    /** Each argument may be null. */
    @Tool(name = "list_conventions", title = "Learned conventions", description = "List the conventions learned from approved reviews, "
            + "optionally only a project's, only those applying to a file path, or only those with a status.",
            parameters = {"only this project's", "only those whose applies_to matches this path", "only this status"})
    List<ConventionView> conventions(String project, String file, ConventionState status);

    @Tool(name = "get_convention", title = "One convention with its history", description = "A convention with every version "
            + "(valid_from/valid_to) and the reviews that taught, contested or retired it.", parameters = {"the convention's id"}, required = {"id"})
    ConventionDetailView convention(String id);

    @Tool(name = "plan_decisions", title = "A plan's decisions", description = "The decisions recorded in a plan's reviews, oldest first.",
            parameters = {"the plan's id"}, required = {"plan_id"})
    List<DecisionView> decisions(String planId);

    @Tool(name = "list_sops", title = "Every SOP", description = "The SOPs in the graph: id, title, severity, applies_to globs, summary, "
            + "requirements.")
    List<SopView> sops();

    @Tool(name = "get_sop", title = "One SOP", description = "One SOP by id (also the resource dossier://sops/{id}).",
            parameters = {"the SOP's id"}, required = {"id"})
    SopView sop(String id);

    @Tool(name = "list_models", title = "Models and their context profiles", description = "The model registry: context window, "
            + "effective context, sweet spot, system prompt overhead and tokenizer of each model.")
    List<ModelView> models();

    /** @param taskTokens 0-100,000,000; @param files 0-10,000 (null: 1); @param model null for every model */
    @Tool(name = "model_fit", title = "Which model fits a task?", description = "Task sizing (ADR-004): per model the working memory a task "
            + "leaves (window - system prompt - plan context - task - output - 20% margin), whether it is at least 8K, whether the file "
            + "tokens stay under 40% of it and the load within the sweet spot; the fitting models ranked, or decompose with the numbers. "
            + "More than 4 files is flagged.", parameters = {"tokens of the task's files and text", "how many files the task touches (default 1)",
            "assess only this model"}, required = {"task_tokens"})
    ModelFitView modelFit(Integer taskTokens, Integer files, String model);

    /** @param last 1-10000 (null: 10) */
    List<AssemblyReport> reports(Integer last);

    /** One recorded assembly with its manifest; not found for an unknown id. */
    AssemblyDetail report(String id);

    HealthView health();

    @Tool(name = "session_new", title = "Start a session", readOnly = false, description = "Start an agent session: a running context "
            + "with a token budget, per-component allocations and pressure levels; add every turn with session_add.")
    SessionView createSession(SessionCreateRequest request);

    @Tool(name = "session_get", title = "A session with its usage", description = "A session of yours: budget, allocations, usage.",
            parameters = {"the session's id"}, required = {"session_id"})
    SessionView session(String sessionId);

    @Tool(name = "session_add", title = "Add an item to a session", readOnly = false, description = "Add a turn, tool result, fact or "
            + "instruction to a session; it is counted with the model's tokenizer, the session compresses itself at the compress level and "
            + "the answer says what it did. Refused (context_budget_exceeded) when it cannot fit even after compression. In a guarded "
            + "session, refused (content_blocked) when the knowledge base contradicts it, or held in quarantine when it cannot be decided: "
            + "then the answer has no item and guard.decision is quarantine with guard.quarantine_id; it is not in the session until a "
            + "person approves it (list_quarantine shows it; POST /v1/quarantine/{id}/approve or dossier quarantine approve delivers it).",
            parameters = {"the session's id"}, required = {"session_id"})
    SessionAddResponse addSessionItem(String sessionId, SessionItemRequest request);

    @Tool(name = "session_budget_check", title = "Would this fit?", description = "A dry run of an add: available, required, whether it "
            + "fits and the usage after it; nothing is written.", parameters = {"the session's id"}, required = {"session_id"})
    SessionBudgetCheckView checkSessionBudget(String sessionId, SessionBudgetCheckRequest request);

    @Tool(name = "session_context", title = "A session's context", description = "The session's context in component order, within its "
            + "budget, with a manifest of its items.", parameters = {"the session's id"}, required = {"session_id"})
    SessionContextView sessionContext(String sessionId);

    @Tool(name = "session_compress", title = "Compress a session", readOnly = false, description = "Compress by a strategy (trim_oldest, "
            + "summarize, archive, sliding_window, aggressive, auto) down to a target; pinned items, the latest user turn, the current query "
            + "and system instructions are never removed; archived items stay fetchable by reference.",
            parameters = {"the session's id"}, required = {"session_id"})
    SessionCompressionView compressSession(String sessionId, SessionCompressRequest request);

    /** @param limit at most this many (null: 100; 1 to 1,000) */
    @Tool(name = "session_list", title = "Your sessions", description = "Your sessions, newest first, each with its budget and usage "
            + "(utilization and pressure level); optionally only a project's.",
            parameters = {"only this project's", "at most this many (default 100, at most 1000)"})
    List<SessionView> sessions(String project, Integer limit);

    @Tool(name = "session_usage", title = "A session's usage", description = "Tokens per component against allocation, utilization, "
            + "pressure level, tokens per turn and turns remaining.", parameters = {"the session's id"}, required = {"session_id"})
    SessionUsageView sessionUsage(String sessionId);

    /** @param since the last event seq seen (null: from the start) */
    @Tool(name = "session_events", title = "A session's events", description = "Level changes, compressions, distraction, budget and "
            + "checkpoint events, oldest first, after the given sequence number.",
            parameters = {"the session's id", "only events after this sequence number"}, required = {"session_id"})
    List<SessionEventView> sessionEvents(String sessionId, Integer since);

    @Tool(name = "session_scratchpad", title = "Archived items", description = "The items archived under a scratchpad reference, byte for byte.",
            parameters = {"the session's id", "the reference"}, required = {"session_id", "ref"})
    SessionScratchpadView sessionScratchpad(String sessionId, String ref);

    @Tool(name = "session_checkpoint", title = "Checkpoint a session", readOnly = false, description = "Checkpoint: a continuation (summary, "
            + "decisions, remaining criteria, pinned items, scratchpad references) and a fresh session that starts from it.",
            parameters = {"the session's id"}, required = {"session_id"})
    SessionCheckpointView checkpointSession(String sessionId, SessionCheckpointRequest request);

    /**
     * Triples of a knowledge base; {@code subject} is an entity's id or any of its names (null: any), {@code relation}
     * null for any; at most {@code limit} (1-10000, null: 100).
     */
    List<FactView> facts(String kb, String subject, String relation, Integer limit);

    @Tool(name = "check_claims", title = "Check claims against a knowledge base", readOnly = false,
            description = "Split text into claims, link them to a knowledge base's entities and relations and judge each: supported, "
                    + "contradicted (with the correct fact), unknown (never called supported) or suspicious. Decision: block when a claim "
                    + "is contradicted with confidence above the policy's threshold, quarantine when suspicious (the text waits for a person), "
                    + "else accept.")
    GuardCheckView checkClaims(GuardCheckRequest request);

    /** @param status pending, approved or rejected (null: any); @param limit 1-1000 (null: 100) */
    @Tool(name = "list_quarantine", title = "Quarantined content", description = "Content the guard held back, newest first, with its "
            + "reason and doubtful claims; decided items carry who decided, when and why.",
            parameters = {"only this project's", "only this status: pending, approved or rejected", "at most this many, 1-1000 (default 100)"})
    List<QuarantineView> quarantine(String project, String status, Integer limit);

    /** Approves a pending item (it goes where it was going); recorded with who, when and the note. */
    QuarantineView approveQuarantine(String id, QuarantineDecisionRequest request);

    /** Rejects a pending item (it goes nowhere, and stays recorded); recorded with who, when and the note. */
    QuarantineView rejectQuarantine(String id, QuarantineDecisionRequest request);

    /** Replaces a tool catalog by the tools given (embedded now); the answer says whether that many tools risk confusion. */
    ToolCatalogView putTools(String catalog, ToolsPutRequest request);

    /** @param k tools, 1-50 (null: 5) */
    @Tool(name = "find_tools", title = "Tools for a task", description = "The few tools of a catalog that fit a task, by calibrated relevance "
            + "(only those over the threshold), with the tokens of their definitions against the whole catalog's and whether the catalog is "
            + "big enough to confuse a model.", parameters = {"the catalog, as stored with PUT /v1/tools/{catalog}", "what the tool should do "
            + "(at most 2000 characters)", "at most this many tools, 1-50 (default 5)"}, required = {"catalog", "query"})
    ToolSearchView findTools(String catalog, String query, Integer k);

    @Tool(name = "validate_content", title = "Validate content before adding it", description = "Quality of content before it enters a "
            + "context: relevance to a query (calibrated hybrid score, at least 0.7), freshness (age against the policy's maximum), accuracy "
            + "(claims checked against a knowledge base, at least 0.9), completeness (required fields present, at least 0.8) and consistency "
            + "(no clash with the project's or the session's statements). A metric without what it needs is not computed and says so; the "
            + "score is the mean of those computed. Decision: accept, reject (a metric failed), block or quarantine (the claim guard). Writes nothing.")
    GuardValidateView validateContent(GuardValidateRequest request);

    /** @param status pending or resolved (null: any); @param limit 1-1000 (null: 100) */
    @Tool(name = "list_clashes", title = "Clashes between statements", description = "Clashes between a project's (or its sessions') "
            + "statements, newest first: type, the two statements, the strategy, what was done, why, by whom and when; a pending one carries "
            + "its question and options.", parameters = {"only this project's", "only this status: pending or resolved",
            "at most this many, 1-1000 (default 100)"})
    List<ClashView> clashes(String project, String status, Integer limit);

    @Tool(name = "resolve_clash", title = "Answer a pending clash", readOnly = false, description = "Answer a clash the policy left to the "
            + "user: existing keeps the stored statement, new supersedes it (kept in history with valid_to), both keeps both, qualified. "
            + "Recorded with who, when and the note.", parameters = {"the clash's id"}, required = {"clash_id"})
    ClashView answerClash(String clashId, ClashAnswerRequest request);

    @Tool(name = "add_statement", title = "Add a statement to a project's facts", readOnly = false, description = "Add a statement "
            + "(a preference, a fact about the user, a keyed value) to a project's facts: it is compared with the active statements and every "
            + "clash is resolved by policy (prefer_recent, ask_user, merge, keep_existing) and recorded. With a knowledge base its claims are "
            + "checked first: blocked is not stored, undecided waits in quarantine.")
    StatementWriteView addStatement(StatementRequest request);

    /** @param sessionId null for the project's own facts; @param history true for superseded and discarded ones too; @param limit 1-1000 (null: 100) */
    List<StatementView> statements(String project, String sessionId, Boolean history, Integer limit);

    /** Poisoning, distraction, confusion and clash metrics of this process since it started. */
    GuardMetricsView guardMetrics();

    /** Deletes a session with its items, scratchpad and events. */
    void deleteSession(String sessionId);

    /** Records a task's gate report (the output of {@code dossier gates run}); the latest one is part of the task's review context. */
    GateReportView recordGateReport(GateReportRequest request);

    @Tool(name = "report_loop_event", title = "Report an agent loop's event", readOnly = false, description = "Tell the risk monitor what a "
            + "loop did (started, iteration, retry, files_changed, usage, finished) with its task files, changed files and context usage; the "
            + "answer is the loop's counts and metrics and the signals the rules raised: retries > 3 escalate, utilization > 70% pause and "
            + "checkpoint, files beyond the task's flag for review, the same file changed by two running tasks of a plan halts both.")
    MonitorEventResponse reportLoopEvent(MonitorEventRequest request);

    /** @param since the last seq seen (null: from the start); @param project null for every project the caller sees */
    @Tool(name = "list_signals", title = "Risk signals", description = "The risk monitor's signals after a sequence number, oldest first "
            + "(at most 1000): rule, level (observe, log, warn, pause, halt, escalate), reason, evidence, suggested action, acknowledgement.",
            parameters = {"only signals after this sequence number", "only this project's"})
    List<SignalView> signals(Integer since, String project);

    /** A loop of a project the caller sees, with its counts and metrics; not found otherwise. */
    LoopView loop(String loopId);

    /** Acknowledges a signal (the first acknowledgement stands); the signal afterwards. */
    SignalView acknowledgeSignal(String signalId);

    /** Creates a token (admin); the answer is the only place its secret appears. */
    TokenView createToken(TokenRequest request);

    /** Every token, without secrets (admin). */
    List<TokenView> tokens();

    /** Revokes a token at once (admin); an unknown name is not found. */
    void revokeToken(String name);

    /**
     * The audit trail, newest first (admin): writes at or after {@code since} (ISO-8601, null: any time), of one project
     * (null: every project the caller sees, and writes of no project), at most {@code last} (1-10000, null: 100).
     */
    List<AuditEntry> audit(String since, String project, Integer last);

    /**
     * This API on behalf of {@code caller}: its scope and projects are checked by every operation. An API that speaks
     * to a server answers itself: the server checks the credentials it sends.
     */
    DossierApi as(Caller caller);

    /** A recorded review and whether this call recorded it (false: the same body had been recorded before). */
    record RecordedReview(RecordReviewResponse review, boolean created) {
    }
}
