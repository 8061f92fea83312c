package dev.dossier.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.app.JsonFields;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.TaskFile;
import dev.dossier.error.DossierException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.Set;

/**
 * Reads a review request body field by field, so that every error names the offending field
 * (Jackson's own binding errors do not say which field a client should fix).
 */
final class ReviewRequestReader {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELDS = Set.of("files", "task", "model", "window", "policy", "task_output_tokens", "project", "plan_id");

    private ReviewRequestReader() {
    }

    static ReviewRequest read(String body) {
        JsonNode root = parse(body);
        if (!root.isObject()) {
            throw DossierException.invalidField("body", "the request body must be a JSON object");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!FIELDS.contains(name)) {
                throw DossierException.invalidField(name, "unknown field '" + name + "'; known fields are " + FIELDS.stream().sorted().toList());
            }
        }
        JsonNode files = root.get("files");
        if (files == null || files.isNull()) {
            throw DossierException.invalidField("files", "files is required: a list of {\"path\": \"...\", \"content\": \"optional\"}");
        }
        if (!files.isArray()) {
            throw DossierException.invalidField("files", "files must be a list of {\"path\": \"...\", \"content\": \"optional\"}");
        }
        var list = new ArrayList<TaskFile>();
        for (int i = 0; i < files.size(); i++) {
            JsonNode f = files.get(i);
            String where = "files[" + i + "]";
            if (f.isTextual()) {
                list.add(new TaskFile(f.asText(), null));
                continue;
            }
            if (!f.isObject()) {
                throw DossierException.invalidField(where, where + " must be an object with a path, or a path string");
            }
            list.add(new TaskFile(JsonFields.text(f, "path", where + ".path"), JsonFields.text(f, "content", where + ".content")));
        }
        return new ReviewRequest(list, JsonFields.text(root, "task", "task"), JsonFields.text(root, "model", "model"), integer(root, "window"),
                JsonFields.text(root, "policy", "policy"), integer(root, "task_output_tokens"), JsonFields.text(root, "project", "project"), JsonFields.text(root, "plan_id", "plan_id"));
    }

    private static JsonNode parse(String body) {
        if (body == null || body.isBlank()) {
            throw DossierException.invalidField("body", "the request body is empty; send a JSON object with at least \"files\"");
        }
        try {
            return JSON.readTree(body);
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            throw DossierException.invalidField("body", "the request body is not valid JSON"
                    + (loc != null ? " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")" : "") + ": " + e.getOriginalMessage());
        }
    }

    private static Integer integer(JsonNode node, String name) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw DossierException.invalidField(name, name + " must be a whole number of tokens, got " + v);
        }
        return v.asInt();
    }
}
