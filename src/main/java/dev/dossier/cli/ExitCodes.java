package dev.dossier.cli;

import dev.dossier.error.ErrorCode;

/** Exit codes of the CLI; the one place error codes become exit statuses. */
final class ExitCodes {

    static final int OK = 0;
    static final int FAILURE = 1;
    static final int USAGE = 2;
    /** Some source files were rejected; the others were ingested. */
    static final int REJECTED = 3;
    static final int TASK_TOO_LARGE = 4;
    static final int NOT_FOUND = 5;
    static final int STORAGE = 6;
    static final int CONFIG = 7;
    /** The request contradicts what is stored. */
    static final int CONFLICT = 8;
    /** {@code dossier gates run}: a required gate did not pass. */
    static final int GATE_FAILED = 9;
    /** The server refused the credentials (401, 403, 429). */
    static final int UNAUTHORISED = 10;

    private ExitCodes() {
    }

    static int of(ErrorCode code) {
        return switch (code) {
            case INVALID_REQUEST, UNKNOWN_MODEL, UNKNOWN_POLICY, WINDOW_EXCEEDS_MODEL, PAYLOAD_TOO_LARGE -> USAGE;
            // both mean "does not fit the budget" (9 is kept for failed gates)
            case TASK_TOO_LARGE, CONTEXT_BUDGET_EXCEEDED -> TASK_TOO_LARGE;
            case CONTENT_BLOCKED -> REJECTED;
            case NOT_FOUND -> NOT_FOUND;
            case STORAGE -> STORAGE;
            case INTERNAL -> FAILURE;
            case INVALID_CONFIG -> CONFIG;
            case CONFLICT -> CONFLICT;
            case UNAUTHENTICATED, FORBIDDEN, TOO_MANY_ATTEMPTS -> UNAUTHORISED;
        };
    }
}
