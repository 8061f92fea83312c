package dev.dossier.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.error.DossierException;
import dev.dossier.knowledge.HistoryTurn;
import dev.dossier.knowledge.KnowledgeRequest;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Set;

/** Reads a knowledge request body field by field, so every error names the field to fix. */
public final class KnowledgeRequestReader {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELDS = Set.of("query", "history", "model", "window", "policy", "overflow");
    private static final Set<String> TURN_FIELDS = Set.of("role", "content", "timestamp");

    private KnowledgeRequestReader() {
    }

    public static KnowledgeRequest read(String body) {
        if (body == null || body.isBlank()) {
            throw DossierException.invalidField("body", "the request body is empty; send {\"query\": \"...\"}");
        }
        JsonNode root;
        try {
            root = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            throw DossierException.invalidField("body", "the request body is not valid JSON"
                    + (loc != null ? " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")" : "") + ": " + e.getOriginalMessage());
        }
        if (!root.isObject()) {
            throw DossierException.invalidField("body", "the request body must be a JSON object with at least \"query\"");
        }
        JsonFields.known(root, FIELDS, "");
        var history = new ArrayList<HistoryTurn>();
        JsonNode h = root.get("history");
        if (h != null && !h.isNull()) {
            if (!h.isArray()) {
                throw DossierException.invalidField("history", "history must be a list of {\"role\", \"content\", \"timestamp\"}");
            }
            for (int i = 0; i < h.size(); i++) {
                String where = "history[" + i + "]";
                JsonNode t = h.get(i);
                if (!t.isObject()) {
                    throw DossierException.invalidField(where, where + " must be an object with role, content and timestamp");
                }
                JsonFields.known(t, TURN_FIELDS, where + ".");
                String ts = JsonFields.text(t, "timestamp", where + ".timestamp");
                Instant at = null;
                if (ts != null) {
                    try {
                        at = Instant.parse(ts);
                    } catch (DateTimeParseException e) {
                        throw DossierException.invalidField(where + ".timestamp", where + ".timestamp must be an ISO-8601 instant such as "
                                + "2026-11-21T10:15:30Z, got '" + ts + "'");
                    }
                }
                history.add(new HistoryTurn(JsonFields.text(t, "role", where + ".role"), JsonFields.text(t, "content", where + ".content"), at));
            }
        }
        JsonNode w = root.get("window");
        Integer window = null;
        if (w != null && !w.isNull()) {
            if (!w.isIntegralNumber() || !w.canConvertToInt()) {
                throw DossierException.invalidField("window", "window must be a whole number of tokens, got " + w);
            }
            window = w.asInt();
        }
        return new KnowledgeRequest(JsonFields.text(root, "query", "query"), history, JsonFields.text(root, "model", "model"), window, JsonFields.text(root, "policy", "policy"),
                JsonFields.text(root, "overflow", "overflow"));
    }
}
