package dev.dossier.contract;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.util.LinkedHashMap;
import java.util.Map;

/** Builds the contract's INVALID_REQUEST errors: a JSON pointer ({@code field}), a stable {@code code} and a fix-it message. */
public final class ContractErrors {

    private ContractErrors() {
    }

    /** An invalid request: {@code code} is the stable reason, {@code pointer} the JSON pointer ("" for the whole body). */
    public static DossierException invalid(String code, String pointer, String message) {
        return invalid(code, pointer, message, Map.of());
    }

    /** As {@link #invalid(String, String, String)}, with further problem members (e.g. {@code limit}). */
    public static DossierException invalid(String code, String pointer, String message, Map<String, ?> extra) {
        var details = new LinkedHashMap<String, Object>();
        details.put("code", code);
        details.put("field", pointer);
        details.putAll(extra);
        return new DossierException(ErrorCode.INVALID_REQUEST, message, details);
    }

    /**
     * The JSON pointer of a field named the domain's way ({@code files[0].path}, {@code history[2].role}); a name that
     * is already a pointer, or a CLI option ({@code --json-file}), is returned as it is.
     */
    public static String pointer(String field) {
        if (field == null || field.isEmpty() || field.startsWith("/") || field.startsWith("-")) {
            // already a pointer, or a CLI option (--json-file)
            return field;
        }
        if ("body".equals(field)) {
            return "";
        }
        if (!field.contains(".") && !field.contains("[")) {
            return "/" + Json.escape(field);
        }
        var b = new StringBuilder();
        for (String part : field.split("\\.")) {
            int bracket = part.indexOf('[');
            String name = bracket < 0 ? part : part.substring(0, bracket);
            if (!name.isEmpty()) {
                b.append('/').append(Json.escape(name));
            }
            var m = java.util.regex.Pattern.compile("\\[(\\d+)]").matcher(bracket < 0 ? "" : part.substring(bracket));
            while (m.find()) {
                b.append('/').append(m.group(1));
            }
        }
        return b.toString();
    }
}
