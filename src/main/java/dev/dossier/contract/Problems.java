package dev.dossier.contract;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Dossier errors as problem records, the same over HTTP, MCP ({@code isError} results) and the CLI's {@code --json}:
 * the one place error codes become HTTP statuses.
 */
public final class Problems {

    private Problems() {
    }

    /** The HTTP status of an error code. */
    public static int status(ErrorCode code) {
        return switch (code) {
            case INVALID_REQUEST, UNKNOWN_MODEL, UNKNOWN_POLICY -> 400;
            case UNAUTHENTICATED -> 401;
            case FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case PAYLOAD_TOO_LARGE -> 413;
            case TOO_MANY_ATTEMPTS -> 429;
            case TASK_TOO_LARGE, WINDOW_EXCEEDS_MODEL, CONTEXT_BUDGET_EXCEEDED, CONTENT_BLOCKED -> 422;
            case INVALID_CONFIG, STORAGE, INTERNAL -> 500;
        };
    }

    /**
     * The problem of a Dossier error. With {@code bodyFields} (the input was a JSON body or tool arguments), a field the
     * domain named its own way ({@code files[0].path}) becomes a JSON pointer ({@code /files/0/path}); otherwise it stays
     * a parameter's name. A 5xx says only that it failed and under which {@code errorId} the log has the details.
     */
    public static ProblemDetail of(DossierException e, boolean bodyFields, String errorId) {
        int status = status(e.code());
        var extra = new LinkedHashMap<String, Object>(e.details());
        String code = extra.remove("code") instanceof String c ? c : e.code().name().toLowerCase(Locale.ROOT);
        Object f = extra.remove("field");
        String field = f == null ? null : bodyFields ? ContractErrors.pointer(String.valueOf(f)) : String.valueOf(f);
        if (status >= 500) {
            return new ProblemDetail(type(code), reason(status), status, "internal error (" + code + "); the log has the details under error_id "
                    + errorId, code, null, errorId, Map.of());
        }
        return new ProblemDetail(type(code), reason(status), status, renamed(e.getMessage(), f == null ? null : String.valueOf(f), field), code,
                field, null, extra);
    }

    /** A problem that is not a Dossier error (raised by a framework). */
    public static ProblemDetail of(int status, String code, String detail, String field, String errorId) {
        return new ProblemDetail(type(code), reason(status), status, detail, code, field, errorId, Map.of());
    }

    /** The message with the domain's name of the field ({@code patterns[0].supersedes}) replaced by the pointer the problem names. */
    private static String renamed(String message, String original, String field) {
        if (message == null || original == null || field == null || original.equals(field) || original.isEmpty() || field.isEmpty()) {
            return message;
        }
        if (original.contains("[") || original.contains(".")) {
            return message.replace(original, field);
        }
        return message.startsWith(original + " ") ? field + message.substring(original.length()) : message;
    }

    private static String type(String code) {
        return "https://dossier.dev/problems/" + code.replace('_', '-');
    }

    private static String reason(int status) {
        return switch (status) {
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 406 -> "Not Acceptable";
            case 409 -> "Conflict";
            case 413 -> "Request Entity Too Large";
            case 414 -> "Request-URI Too Long";
            case 415 -> "Unsupported Media Type";
            case 429 -> "Too Many Requests";
            case 422 -> "Unprocessable Entity";
            default -> status >= 500 ? "Internal Server Error" : "Error";
        };
    }
}
