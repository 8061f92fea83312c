package dev.dossier.error;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one unchecked root exception of Dossier. Its message tells the user what to do; {@link #details()}
 * carries machine-readable fields (for example {@code field}, {@code file} or budget numbers) that the
 * edges render as problem+json members or JSON error output.
 */
public class DossierException extends RuntimeException {

    private final ErrorCode code;
    private final Map<String, Object> details;

    public DossierException(ErrorCode code, String message) {
        this(code, message, Map.of(), null);
    }

    public DossierException(ErrorCode code, String message, Map<String, ?> details) {
        this(code, message, details, null);
    }

    public DossierException(ErrorCode code, String message, Map<String, ?> details, Throwable cause) {
        super(message, cause);
        this.code = code;
        this.details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    public ErrorCode code() {
        return code;
    }

    public Map<String, Object> details() {
        return details;
    }

    /** An invalid request field, named in {@code details.field}. */
    public static DossierException invalidField(String field, String message) {
        return new DossierException(ErrorCode.INVALID_REQUEST, message, Map.of("field", field));
    }
}
