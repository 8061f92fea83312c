package dev.dossier.contract;

import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.TaskFile;
import dev.dossier.assembly.UnifiedDiff;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.glob.GlobMatcher;
import dev.dossier.knowledge.HistoryTurn;
import dev.dossier.knowledge.KnowledgeRequest;
import dev.dossier.model.ModelProfile;
import dev.dossier.model.ModelRegistry;
import dev.dossier.review.PatternNote;
import dev.dossier.review.ReviewSubmission;
import io.micronaut.validation.validator.Validator;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Path;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The request side of the typed contract, shared by HTTP, MCP and the CLI: strict JSON ({@link Json}), the records'
 * Bean Validation constraints, the limits of {@code limits.yaml}, then the mapping to the domain's requests. Every
 * failure is an error that names the field as a JSON pointer, with a stable code; nothing reaches the graph before
 * the whole request is valid.
 */
public final class Contract {

    private final RequestLimits limits;
    private final ModelRegistry models;
    /** Built on first use: it takes ~0.4 s, which a check that needs no constraint (a window, a limit) should not pay. */
    private volatile Validator validator;

    /** The models whose windows the contract checks. */
    public ModelRegistry models() {
        return models;
    }

    public Contract(RequestLimits limits, ModelRegistry models) {
        this.limits = limits;
        this.models = models;
    }

    public RequestLimits limits() {
        return limits;
    }

    /**
     * Reads a JSON body strictly. The record's constraints and the limits are checked where it becomes the domain's
     * request ({@link #reviewRequest} and its siblings), once, whichever edge it came through.
     */
    public <T> T read(byte[] body, Class<T> type) {
        if (body != null && body.length > limits.bodyBytes()) {
            throw new DossierException(ErrorCode.PAYLOAD_TOO_LARGE, "the request body has " + body.length + " bytes; at most "
                    + limits.bodyBytes() + " are accepted (limits.yaml body_bytes)", Map.of("code", "body_too_large", "field", "",
                    "limit", limits.bodyBytes()));
        }
        return Json.read(body, type);
    }

    /** Reads parsed arguments (an MCP tool call) strictly, as {@link #read(byte[], Class)}. */
    public <T> T read(Map<String, Object> arguments, Class<T> type) {
        return Json.read(arguments, type);
    }

    /** Checks the record's constraints; the first violation (in field order) is the error, all are listed in {@code errors}. */
    public <T> T validate(T value) {
        var violations = new ArrayList<>(validator().validate(value));
        if (violations.isEmpty()) {
            return value;
        }
        violations.sort(Comparator.comparing((ConstraintViolation<T> v) -> pointer(v.getPropertyPath())));
        var all = violations.stream().map(v -> Map.of("field", pointer(v.getPropertyPath()), "code", code(v), "detail", detail(v))).toList();
        var first = violations.get(0);
        return fail(first, all);
    }

    private Validator validator() {
        Validator v = validator;
        if (v == null) {
            v = Validator.getInstance();
            validator = v;
        }
        return v;
    }

    private static <T> T fail(ConstraintViolation<?> v, List<Map<String, String>> all) {
        throw ContractErrors.invalid(code(v), pointer(v.getPropertyPath()), detail(v), all.size() > 1 ? Map.of("errors", all) : Map.of());
    }

    /** The domain request of a review-context body, after the limits and the window check. */
    public ReviewRequest reviewRequest(ReviewContextRequest r) {
        validate(r);
        atMost("/files", r.files().size(), limits.files(), "files", "files");
        var files = new ArrayList<TaskFile>();
        for (int i = 0; i < r.files().size(); i++) {
            FileInput f = r.files().get(i);
            if (f == null) {
                throw ContractErrors.invalid("wrong_type", "/files/" + i, "/files/" + i + " must be an object with a path, or a path string");
            }
            fileBytes(f.content(), "/files/" + i + "/content");
            if (f.diff() != null) {
                fileBytes(f.diff(), "/files/" + i + "/diff");
                if (!UnifiedDiff.hasHunk(f.diff())) {
                    throw ContractErrors.invalid("invalid_diff", "/files/" + i + "/diff", "/files/" + i + "/diff is not a unified diff: it has no"
                            + " hunk header (@@ -a,b +c,d @@); give the output of git diff -- PATH for this file, or leave diff out");
                }
            }
            files.add(new TaskFile(f.path(), f.content(), f.diff() == null ? null : UnifiedDiff.addedLines(f.diff())));
        }
        checkWindow(r.model(), r.window());
        return new ReviewRequest(files, r.task(), r.model(), r.window(), r.policy(), r.taskOutputTokens(), r.project(), r.planId(), r.taskId());
    }

    /** A file's text or diff within {@code limits.yaml} {@code file_content_bytes}; null passes. */
    private void fileBytes(String text, String pointer) {
        if (text == null) {
            return;
        }
        int bytes = text.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > limits.fileContentBytes()) {
            throw ContractErrors.invalid("limit_exceeded", pointer, pointer + " has " + bytes + " bytes; at most " + limits.fileContentBytes()
                    + " are accepted per file (limits.yaml file_content_bytes)", Map.of("limit", limits.fileContentBytes()));
        }
    }

    /** The domain request of a knowledge body, after the limits and the window check. */
    public KnowledgeRequest knowledgeRequest(KnowledgeContextRequest r) {
        validate(r);
        var history = r.history() == null ? List.<HistoryMessage>of() : r.history();
        atMost("/history", history.size(), limits.history(), "messages", "history");
        var turns = new ArrayList<HistoryTurn>();
        for (int i = 0; i < history.size(); i++) {
            HistoryMessage m = history.get(i);
            if (m == null) {
                throw ContractErrors.invalid("wrong_type", "/history/" + i, "/history/" + i + " must be an object with role, content and timestamp");
            }
            turns.add(new HistoryTurn(m.role().label(), m.content(), m.timestamp()));
        }
        checkWindow(r.model(), r.window());
        return new KnowledgeRequest(r.query(), turns, r.model(), r.window(), r.policy() == null ? null : r.policy().label(),
                r.overflow() == null ? null : r.overflow().label());
    }

    /** A budget request, checked: constraints and the window against the model. */
    public ContextBudgetRequest budgetRequest(ContextBudgetRequest r) {
        validate(r);
        checkWindow(r.model(), r.window());
        return r;
    }

    /**
     * Where a task fits: {@code task_tokens} required (0-100,000,000), {@code files} 0-10,000 (default 1), {@code model}
     * optional and known.
     */
    public dev.dossier.model.FitReport modelFit(dev.dossier.model.ModelFit fit, Integer taskTokens, Integer files, String model) {
        if (taskTokens == null) {
            throw ContractErrors.invalid("required", "task_tokens", "task_tokens is required: the tokens of the task's files and text");
        }
        int tokens = Params.range("task_tokens", taskTokens, 0, 0, 100_000_000);
        int count = Params.range("files", files, 1, 0, 10_000);
        String name = Params.text("model", model, 128);
        if (name != null) {
            models.require(name);
        }
        return fit.assess(tokens, count, name);
    }

    /**
     * The domain event of a monitor report: constraints, the timestamp, and the task files' globs; {@code tokensUsed}
     * and {@code window} are the request's unless given (a session's usage).
     */
    public dev.dossier.monitor.LoopEvent loopEvent(MonitorEventRequest r, Long tokensUsed, Integer window, java.time.Instant now) {
        validate(r);
        java.time.Instant at = now;
        if (r.timestamp() != null) {
            try {
                at = java.time.Instant.parse(r.timestamp());
            } catch (java.time.format.DateTimeParseException e) {
                throw ContractErrors.invalid("invalid_value", "/timestamp", "timestamp must be an ISO-8601 instant such as 2026-11-25T10:00:00Z");
            }
        }
        if (r.taskFiles() != null) {
            for (int i = 0; i < r.taskFiles().size(); i++) {
                try {
                    GlobMatcher.compile(r.taskFiles().get(i));
                } catch (IllegalArgumentException e) {
                    throw ContractErrors.invalid("invalid_glob", "/task_files/" + i, "task_files/" + i + " is not a valid path or glob: " + e.getMessage());
                }
            }
        }
        return new dev.dossier.monitor.LoopEvent(r.loopId(), r.taskId(), r.planId(), r.project(), dev.dossier.monitor.EventKind.of(r.kind()),
                r.taskFiles(), r.files(), tokensUsed != null ? tokensUsed : r.tokensUsed(), window != null ? window : r.window(), r.sessionId(), at);
    }

    /** The domain gate report of a posted report: constraints, then {@code passed} (when given) must agree with the gates. */
    public dev.dossier.gates.GateReport gateReport(GateReportRequest r) {
        validate(r);
        var report = dev.dossier.gates.GateReport.of(r.gates().stream().map(GateResultView::result).toList());
        if (r.passed() != null && r.passed() != report.passed()) {
            throw ContractErrors.invalid("invalid_value", "/passed", "passed must be " + report.passed()
                    + ": it is true exactly when no required gate failed");
        }
        return report;
    }

    /** The domain review of a record-review body, after the limits and the glob check. */
    public ReviewSubmission reviewSubmission(RecordReviewRequest r) {
        validate(r);
        var patterns = r.patterns() == null ? List.<PatternInput>of() : r.patterns();
        var decisions = r.decisions() == null ? List.<DecisionInput>of() : r.decisions();
        atMost("/patterns", patterns.size(), limits.patterns(), "patterns", "patterns");
        atMost("/decisions", decisions.size(), limits.decisions(), "decisions", "decisions");
        var notes = new ArrayList<PatternNote>();
        for (int i = 0; i < patterns.size(); i++) {
            PatternInput p = patterns.get(i);
            String where = "/patterns/" + i;
            if (p == null) {
                throw ContractErrors.invalid("wrong_type", where, where + " must be an object like {\"name\": \"...\", \"applies_to\": [\"*.go\"]}");
            }
            var globs = p.appliesTo() == null ? List.<String>of() : p.appliesTo();
            for (int g = 0; g < globs.size(); g++) {
                try {
                    GlobMatcher.compile(globs.get(g));
                } catch (IllegalArgumentException e) {
                    throw ContractErrors.invalid("invalid_glob", where + "/applies_to/" + g, where + "/applies_to/" + g + " is not a valid glob: "
                            + e.getMessage());
                }
            }
            if (r.approved() && globs.isEmpty()) {
                throw ContractErrors.invalid("required", where + "/applies_to", where + "/applies_to is required for an approved pattern: "
                        + "the globs of the files it applies to, e.g. [\"*.go\"]");
            }
            notes.add(new PatternNote(p.name().strip(), blankToNull(p.description()), globs.stream().map(String::strip).toList(),
                    blankToNull(p.supersedes())));
        }
        var texts = new ArrayList<String>();
        for (int i = 0; i < decisions.size(); i++) {
            DecisionInput d = decisions.get(i);
            if (d == null) {
                throw ContractErrors.invalid("wrong_type", "/decisions/" + i, "/decisions/" + i + " must be {\"text\": \"...\"} or a string");
            }
            texts.add(d.text().strip());
        }
        var files = r.files() == null ? List.<String>of() : r.files().stream().map(String::strip).toList();
        return new ReviewSubmission(r.project(), r.planId(), r.taskId(), r.reviewer().strip(), r.approved(), files, notes, texts,
                r.sopIds() == null ? List.of() : r.sopIds());
    }

    /**
     * A window may not exceed the named model's context window (WINDOW_EXCEEDS_MODEL, 422, with both numbers); without a
     * model it may not exceed {@code window_without_model}.
     */
    public void checkWindow(String model, Integer window) {
        if (window == null) {
            return;
        }
        if (model == null) {
            if (window > limits.windowWithoutModel()) {
                throw ContractErrors.invalid("limit_exceeded", "/window", "/window is " + window + "; without a model it may be at most "
                        + limits.windowWithoutModel() + " tokens (limits.yaml window_without_model); name the model to use its window",
                        Map.of("limit", limits.windowWithoutModel()));
            }
            return;
        }
        ModelProfile profile = models.find(model).orElse(null);
        if (profile != null && window > profile.contextWindow()) {
            var details = new LinkedHashMap<String, Object>();
            details.put("code", "window_exceeds_model");
            details.put("field", "/window");
            details.put("window", window);
            details.put("model_window", profile.contextWindow());
            throw new DossierException(ErrorCode.WINDOW_EXCEEDS_MODEL, "window " + window + " exceeds the context window of " + model + " ("
                    + profile.contextWindow() + " tokens); ask for at most " + profile.contextWindow(), details);
        }
    }

    private static void atMost(String pointer, int count, int limit, String what, String key) {
        if (count > limit) {
            throw ContractErrors.invalid("limit_exceeded", pointer, pointer + " has " + count + " " + what + "; at most " + limit
                    + " are accepted per request (limits.yaml " + key + ")", Map.of("limit", limit));
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    /** The JSON pointer of a property path: component names in snake_case, list indices as segments. */
    static String pointer(Path path) {
        var b = new StringBuilder();
        for (Path.Node node : path) {
            // jakarta.validation: a node's index is its position in the iterable that holds it (files[0].path: "path", index 0)
            if (node.getIndex() != null) {
                b.append('/').append(node.getIndex());
            }
            String name = node.getName();
            if (name != null && !name.isEmpty() && !name.startsWith("<")) {
                b.append('/').append(Json.escape(Json.snake(name)));
            }
        }
        return b.toString();
    }

    private static String code(ConstraintViolation<?> v) {
        String annotation = v.getConstraintDescriptor().getAnnotation().annotationType().getSimpleName();
        return switch (annotation) {
            case "NotNull" -> "required";
            case "NotBlank", "NotEmpty" -> v.getInvalidValue() == null ? "required" : "empty";
            case "Pattern" -> "invalid_value";
            case "Size" -> "limit_exceeded";
            default -> "out_of_range";
        };
    }

    private static String detail(ConstraintViolation<?> v) {
        String pointer = pointer(v.getPropertyPath());
        var attributes = v.getConstraintDescriptor().getAttributes();
        String annotation = v.getConstraintDescriptor().getAnnotation().annotationType().getSimpleName();
        return pointer + switch (annotation) {
            case "NotNull" -> " is required";
            case "NotBlank" -> v.getInvalidValue() == null ? " is required" : " must not be blank";
            case "NotEmpty" -> v.getInvalidValue() == null ? " is required" : " must not be empty";
            case "Pattern" -> " must match " + attributes.get("regexp") + described(v.getInvalidValue());
            case "Size" -> " must have at most " + attributes.get("max") + (v.getInvalidValue() instanceof String ? " characters" : " entries");
            case "Positive" -> " must be a positive whole number, got " + v.getInvalidValue();
            case "PositiveOrZero" -> " must be 0 or more, got " + v.getInvalidValue();
            default -> " is out of range";
        };
    }

    private static String described(Object value) {
        if (!(value instanceof String s)) {
            return "";
        }
        return s.length() > 64 || s.chars().anyMatch(c -> c < 0x20) ? " (got a value of " + s.length() + " characters)" : ", got '" + s + "'";
    }
}
