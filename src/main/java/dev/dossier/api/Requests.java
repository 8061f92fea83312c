package dev.dossier.api;

import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.Params;
import java.util.Map;

/** Query parameters as the operations take them (text to numbers); the rules themselves are {@link Params}. */
final class Requests {

    private Requests() {
    }

    /** The body, or an {@code empty_body} error when the request had none. */
    static <T> T present(T body) {
        if (body == null) {
            throw ContractErrors.invalid("empty_body", "", "the request body is empty; send a JSON object (see GET /openapi.yml)");
        }
        return body;
    }

    /** A whole-number query parameter, or null when absent; its range is the operation's to check. */
    static Integer whole(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw ContractErrors.invalid("wrong_type", name, name + " must be a whole number, got " + Params.shown(value), Map.of());
        }
    }
}
