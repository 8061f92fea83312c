package dev.dossier.error;

/**
 * The closed set of failure kinds Dossier reports. The HTTP edge maps each to a status and the CLI
 * edge to an exit code; domain code only picks the code.
 */
public enum ErrorCode {
    /** A request field is missing, malformed or out of range. */
    INVALID_REQUEST,
    /** A model name that the model registry does not know. */
    UNKNOWN_MODEL,
    /** A policy name that the policy file does not define. */
    UNKNOWN_POLICY,
    /** The mandatory context (SOP metadata) cannot fit the budget: the task must be decomposed. */
    TASK_TOO_LARGE,
    /** An item that does not fit a session's budget even after compression; nothing was written. */
    CONTEXT_BUDGET_EXCEEDED,
    /** A configuration or policy file is invalid. */
    INVALID_CONFIG,
    /** The requested entity does not exist. */
    NOT_FOUND,
    /** No credentials, or credentials that are not valid (a missing, malformed, unknown or revoked token). */
    UNAUTHENTICATED,
    /** Valid credentials whose scope does not allow the operation. */
    FORBIDDEN,
    /** Too many failed authentication attempts from one address: try again later. */
    TOO_MANY_ATTEMPTS,
    /** The request contradicts what is stored (e.g. a plan id already used by another project). */
    CONFLICT,
    /** The graph store failed or could not be reached. */
    STORAGE,
    /** An explicit window larger than the named model's context window. */
    WINDOW_EXCEEDS_MODEL,
    /** Content the guard refused: a claim the knowledge base contradicts with confidence over the threshold; nothing was written. */
    CONTENT_BLOCKED,
    /** A request body over the size limit. */
    PAYLOAD_TOO_LARGE,
    /** An unexpected failure: a bug or an environment problem; the log carries the details under an error id. */
    INTERNAL
}
