package dev.dossier.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.error.DossierException;
import dev.dossier.glob.GlobMatcher;
import dev.dossier.review.PatternNote;
import dev.dossier.review.ReviewSubmission;
import java.util.ArrayList;
import java.util.Set;

/**
 * Reads a review as JSON ({@code POST /v1/reviews} and {@code dossier review --json-file}) field by field,
 * so every error names the field to fix, e.g. {@code patterns[1].applies_to[0]}. Nothing is written
 * unless the whole review is valid.
 */
public final class ReviewSubmissionReader {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELDS = Set.of("project", "plan_id", "task_id", "reviewer", "approved", "files", "patterns", "decisions");
    private static final Set<String> PATTERN_FIELDS = Set.of("name", "description", "applies_to", "supersedes");
    private static final Set<String> DECISION_FIELDS = Set.of("text");
    private static final String EXAMPLE = "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"name\", \"approved\": true, "
            + "\"patterns\": [{\"name\": \"Wrap errors with context\", \"applies_to\": [\"*.go\"]}]}";

    private ReviewSubmissionReader() {
    }

    /** @param origin what to call the input in errors when it is not JSON (e.g. "the request body" or a file name) */
    public static ReviewSubmission read(String json, String origin) {
        JsonNode root = parse(json, origin);
        if (!root.isObject()) {
            throw DossierException.invalidField("body", origin + " must be a JSON object, e.g. " + EXAMPLE);
        }
        JsonFields.known(root, FIELDS, "");
        String project = required(root, "project", "project");
        String taskId = required(root, "task_id", "task_id");
        String reviewer = required(root, "reviewer", "reviewer");
        JsonNode approvedNode = root.get("approved");
        if (approvedNode == null || approvedNode.isNull()) {
            throw DossierException.invalidField("approved", "approved is required: true when the work was approved, false when it was rejected");
        }
        if (!approvedNode.isBoolean()) {
            throw DossierException.invalidField("approved", "approved must be true or false, got " + approvedNode);
        }
        boolean approved = approvedNode.asBoolean();

        var files = new ArrayList<String>();
        JsonNode f = array(root, "files", "files");
        for (int i = 0; f != null && i < f.size(); i++) {
            files.add(nonBlank(f.get(i), "files[" + i + "]", "a file path"));
        }

        var patterns = new ArrayList<PatternNote>();
        JsonNode p = array(root, "patterns", "patterns");
        for (int i = 0; p != null && i < p.size(); i++) {
            patterns.add(pattern(p.get(i), "patterns[" + i + "]", approved));
        }

        var decisions = new ArrayList<String>();
        JsonNode d = array(root, "decisions", "decisions");
        for (int i = 0; d != null && i < d.size(); i++) {
            String where = "decisions[" + i + "]";
            JsonNode node = d.get(i);
            if (node.isTextual()) {
                decisions.add(nonBlank(node, where, "the decision's text"));
            } else if (node.isObject()) {
                JsonFields.known(node, DECISION_FIELDS, where + ".");
                decisions.add(required(node, "text", where + ".text"));
            } else {
                throw DossierException.invalidField(where, where + " must be {\"text\": \"...\"} or a string");
            }
        }
        return new ReviewSubmission(project, optional(root, "plan_id", "plan_id"), taskId, reviewer, approved, files, patterns, decisions);
    }

    private static PatternNote pattern(JsonNode node, String where, boolean approved) {
        if (!node.isObject()) {
            throw DossierException.invalidField(where, where + " must be an object like {\"name\": \"...\", \"applies_to\": [\"*.go\"]}");
        }
        JsonFields.known(node, PATTERN_FIELDS, where + ".");
        String name = required(node, "name", where + ".name");
        var globs = new ArrayList<String>();
        JsonNode a = array(node, "applies_to", where + ".applies_to");
        for (int i = 0; a != null && i < a.size(); i++) {
            String w = where + ".applies_to[" + i + "]";
            String glob = nonBlank(a.get(i), w, "a glob such as \"*.go\" or \"src/**/*.java\"");
            try {
                GlobMatcher.compile(glob);
            } catch (IllegalArgumentException e) {
                throw DossierException.invalidField(w, w + " is not a valid glob: " + e.getMessage());
            }
            globs.add(glob);
        }
        if (approved && globs.isEmpty()) {
            throw DossierException.invalidField(where + ".applies_to", where + ".applies_to is required for an approved pattern: "
                    + "the globs of the files it applies to, e.g. [\"*.go\"]");
        }
        return new PatternNote(name, optional(node, "description", where + ".description"), globs, optional(node, "supersedes", where + ".supersedes"));
    }

    private static JsonNode parse(String json, String origin) {
        if (json == null || json.isBlank()) {
            throw DossierException.invalidField("body", origin + " is empty; send a review such as " + EXAMPLE);
        }
        try {
            return JSON.readTree(json);
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            throw DossierException.invalidField("body", origin + " is not valid JSON"
                    + (loc != null ? " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")" : "") + ": " + e.getOriginalMessage());
        }
    }

    private static JsonNode array(JsonNode node, String name, String where) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isArray()) {
            throw DossierException.invalidField(where, where + " must be a list, got " + v.getNodeType().name().toLowerCase());
        }
        return v;
    }

    private static String required(JsonNode node, String name, String where) {
        String v = optional(node, name, where);
        if (v == null) {
            throw DossierException.invalidField(where, where + " is required (a non-empty string)");
        }
        return v;
    }

    private static String optional(JsonNode node, String name, String where) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        return nonBlank(v, where, "a non-empty string");
    }

    private static String nonBlank(JsonNode v, String where, String what) {
        if (v == null || !v.isTextual()) {
            throw DossierException.invalidField(where, where + " must be " + what + ", got " + (v == null ? "nothing" : v.getNodeType().name().toLowerCase()));
        }
        if (v.asText().isBlank()) {
            throw DossierException.invalidField(where, where + " must be " + what + ", got an empty string");
        }
        return v.asText().strip();
    }
}
