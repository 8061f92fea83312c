package dev.dossier.contract;

/** A request body of the contract: read only through {@link Contract}, so every edge applies the same checks. */
public sealed interface RequestBody permits ReviewContextRequest, KnowledgeContextRequest, RecordReviewRequest,
        ContextBudgetRequest, TokenRequest, SessionCreateRequest, SessionItemRequest, SessionBudgetCheckRequest, SessionCompressRequest,
        SessionCheckpointRequest, GateReportRequest, MonitorEventRequest, GuardCheckRequest, QuarantineDecisionRequest, ToolsPutRequest,
        GuardValidateRequest, ClashAnswerRequest, StatementRequest {
}
