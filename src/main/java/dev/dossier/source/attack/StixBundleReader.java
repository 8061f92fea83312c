package dev.dossier.source.attack;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.model.TokenCounter;
import dev.dossier.source.DocumentFactory;
import dev.dossier.source.DocumentWrite;
import dev.dossier.source.IngestionPolicy;
import dev.dossier.source.ParseOutcome;
import dev.dossier.source.Problem;
import dev.dossier.source.ReaderKit;
import dev.dossier.source.SourceFile;
import dev.dossier.source.SourceReader;
import dev.dossier.source.SummaryLine;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a STIX 2.1 bundle of MITRE ATT&CK data into one knowledge document per technique
 * ({@code attack-pattern} object), with id {@code attack.<technique id>} (e.g. {@code attack.T1059.001}).
 *
 * <p>Per technique: name, description, tactics (the {@code mitre-attack} kill chain phases), platforms,
 * detection, ATT&CK URL, and for a sub-technique its parent, from the bundle's {@code subtechnique-of}
 * relationships (or, failing one, from the id: {@code T1059.001} → {@code T1059}, with a warning).
 * Revoked and deprecated techniques are skipped with a warning. Other object types are ignored.
 *
 * <p>The bundle is one file: when any technique in it is invalid, the whole bundle is rejected, with one
 * problem per offending field named by its JSON path ({@code objects[3].external_references}), and the
 * documents of its previous version stay in place. STIX bundles are collections, so
 * {@code ingestion.max_file_bytes} applies to each technique's text, not to the bundle file.
 */
public final class StixBundleReader implements SourceReader {

    /** The id prefix of ATT&CK documents. */
    public static final String ID_PREFIX = "attack.";

    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final Pattern TECHNIQUE_ID = Pattern.compile("T\\d{4}(\\.\\d{3})?");
    private static final Pattern STIX_ID = Pattern.compile("[a-z0-9-]+--[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final Pattern CITATION = Pattern.compile("\\s*\\(Citation:[^)]*\\)");
    /** Jackson's "[Source: ...; line: 1, column: 28]" inside its messages. */
    private static final Pattern SOURCE_LOCATION = Pattern.compile("\\[Source: .*?; line: (\\d+), column: (\\d+)]");
    private static final int MAX_PROBLEMS = 50;

    private final ReaderKit kit;

    public StixBundleReader(DocumentFactory factory, TokenCounter counter, IngestionPolicy policy) {
        this.kit = new ReaderKit(factory, counter, policy);
    }

    @Override
    public ParseOutcome read(SourceFile file, byte[] bytes, String hash) {
        String display = file.display();
        JsonNode root;
        try {
            root = JSON.readTree(bytes);
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            String where = loc == null ? "" : " at line " + loc.getLineNr() + ", column " + loc.getColumnNr();
            String detail = SOURCE_LOCATION.matcher(String.valueOf(e.getOriginalMessage())).replaceAll("line $1, column $2");
            return ParseOutcome.Rejected.of(display, "json", "the bundle is not valid JSON" + where + ": " + detail
                    + "; fix the syntax there (jq . " + file.file().getFileName() + " shows the same spot)");
        } catch (IOException e) {
            return ParseOutcome.Rejected.of(display, "json", "the bundle cannot be read: " + e.getMessage());
        }
        if (root == null || !root.isObject() || !"bundle".equals(root.path("type").asText(null))) {
            return ParseOutcome.Rejected.of(display, "type", "a STIX bundle is a JSON object with \"type\": \"bundle\"");
        }
        var run = new Run(display);
        if (!STIX_ID.matcher(root.path("id").asText("")).matches() || !root.path("id").asText("").startsWith("bundle--")) {
            run.warn("id", "the bundle id should be \"bundle--<uuid>\" (STIX 2.1, section 8), got " + describe(root.get("id")));
        }
        JsonNode objects = root.get("objects");
        if (objects == null || !objects.isArray()) {
            return ParseOutcome.Rejected.of(display, "objects", "the bundle has no \"objects\" array; a STIX bundle lists its objects there");
        }
        for (int i = 0; i < objects.size(); i++) {
            run.object(objects.get(i), "objects[" + i + "]");
        }
        if (!run.problems.isEmpty()) {
            var problems = run.problems;
            if (problems.size() > MAX_PROBLEMS) {
                int more = problems.size() - MAX_PROBLEMS;
                problems = new ArrayList<>(problems.subList(0, MAX_PROBLEMS));
                problems.add(new Problem(display, "objects", "and " + more + " more problems like these"));
            }
            return new ParseOutcome.Rejected(problems);
        }
        var documents = new ArrayList<DocumentWrite>();
        var byTechnique = new HashMap<String, AttackPattern>();
        run.patterns.forEach(p -> byTechnique.put(p.techniqueId(), p));
        for (AttackPattern p : run.patterns) {
            String parent = run.parentOf(p);
            String markdown = markdown(p, parent == null ? null : byTechnique.get(parent), parent);
            if (markdown.getBytes(StandardCharsets.UTF_8).length > kit.policy().maxFileBytes()) {
                return ParseOutcome.Rejected.of(display, p.path() + ".description", "technique " + p.techniqueId() + " has more text than ingestion.max_file_bytes ("
                        + kit.policy().maxFileBytes() + "); shorten it or raise the limit");
            }
            documents.add(document(file, hash, p, parent, byTechnique.get(parent), markdown));
        }
        if (documents.isEmpty()) {
            run.warn("objects", "the bundle has no current attack-pattern objects; it gives no documents");
        }
        return new ParseOutcome.Accepted(documents, run.warnings);
    }

    /** What one pass over the bundle's objects found. */
    private static final class Run {
        final String display;
        final List<Problem> problems = new ArrayList<>();
        final List<Problem> warnings = new ArrayList<>();
        final List<AttackPattern> patterns = new ArrayList<>();
        final Map<String, AttackPattern> byStixId = new HashMap<>();
        final Map<String, String> techniquePaths = new HashMap<>();
        final Set<String> skipped = new HashSet<>();
        /** sub-technique STIX id → parent STIX id, from subtechnique-of relationships. */
        final Map<String, String> parents = new HashMap<>();
        final List<String[]> relationships = new ArrayList<>();

        Run(String display) {
            this.display = display;
        }

        void problem(String path, String message) {
            problems.add(new Problem(display, path, message));
        }

        /** A STIX timestamp as an ISO-8601 UTC instant, or null (with a warning when present but invalid). */
        private String timestamp(JsonNode o, String path, String field) {
            JsonNode v = o.get(field);
            if (v == null || v.isNull()) {
                return null;
            }
            try {
                return java.time.Instant.parse(v.asText()).toString();
            } catch (java.time.format.DateTimeParseException e) {
                warn(path + "." + field, "is not a STIX timestamp (e.g. 2024-03-01T10:00:00.000Z), got " + describe(v) + "; the file's time is used");
                return null;
            }
        }

        void warn(String path, String message) {
            warnings.add(new Problem(display, path, message));
        }

        void object(JsonNode o, String path) {
            if (o == null || !o.isObject()) {
                problem(path, "each entry of \"objects\" must be a JSON object, got " + describe(o));
                return;
            }
            JsonNode type = o.get("type");
            if (type == null || !type.isTextual()) {
                problem(path + ".type", "every STIX object needs a \"type\" string, got " + describe(type));
                return;
            }
            if (type.asText().equals("attack-pattern")) {
                attackPattern(o, path);
            } else if (type.asText().equals("relationship") && o.path("relationship_type").asText("").equals("subtechnique-of")) {
                if (!o.path("revoked").asBoolean(false) && !o.path("x_mitre_deprecated").asBoolean(false)) {
                    relationships.add(new String[] {path, o.path("source_ref").asText(""), o.path("target_ref").asText("")});
                }
            }
        }

        void attackPattern(JsonNode o, String path) {
            String stixId = o.path("id").asText("");
            if (!stixId.startsWith("attack-pattern--") || !STIX_ID.matcher(stixId).matches()) {
                problem(path + ".id", "an attack-pattern id must be \"attack-pattern--<uuid>\", got " + describe(o.get("id")));
            }
            String label = o.path("name").isTextual() ? "'" + o.path("name").asText() + "'" : path;
            if (o.path("revoked").asBoolean(false)) {
                skipped.add(stixId);
                warn(path, "technique " + label + " is revoked; skipped");
                return;
            }
            if (o.path("x_mitre_deprecated").asBoolean(false)) {
                skipped.add(stixId);
                warn(path, "technique " + label + " is deprecated; skipped");
                return;
            }
            int before = problems.size();
            String name = text(o, path, "name", true);
            String description = text(o, path, "description", false);
            String detection = text(o, path, "x_mitre_detection", false);
            List<String> platforms = strings(o, path, "x_mitre_platforms");
            List<String> tactics = tactics(o, path);
            String techniqueId = null;
            String url = "";
            JsonNode refs = o.get("external_references");
            if (refs == null || !refs.isArray()) {
                problem(path + ".external_references", "missing; an ATT&CK technique needs an external reference"
                        + " {\"source_name\": \"mitre-attack\", \"external_id\": \"T1234\"}");
            } else {
                for (int j = 0; j < refs.size() && techniqueId == null; j++) {
                    JsonNode ref = refs.get(j);
                    String source = ref.path("source_name").asText("");
                    if (source.startsWith("mitre-") && source.endsWith("attack") && ref.has("external_id")) {
                        techniqueId = ref.path("external_id").asText("");
                        url = ref.path("url").asText("");
                        if (!TECHNIQUE_ID.matcher(techniqueId).matches()) {
                            problem(path + ".external_references[" + j + "].external_id", "an ATT&CK technique id is T followed by four digits,"
                                    + " and .### for a sub-technique (T1059, T1059.001); got " + describe(ref.get("external_id")));
                        }
                    }
                }
                if (techniqueId == null) {
                    problem(path + ".external_references", "missing mitre-attack external_id; add {\"source_name\": \"mitre-attack\", \"external_id\": \"T1234\"}");
                }
            }
            if (problems.size() > before) {
                return;
            }
            JsonNode sub = o.get("x_mitre_is_subtechnique");
            if (sub != null && sub.isBoolean() && sub.asBoolean() != techniqueId.contains(".")) {
                warn(path + ".x_mitre_is_subtechnique", "is " + sub.asBoolean() + " but the id " + techniqueId + " says otherwise; the id wins");
            }
            String other = techniquePaths.putIfAbsent(techniqueId, path);
            if (other != null) {
                problem(path + ".external_references", "technique " + techniqueId + " is defined twice (also at " + other + "); keep one");
                return;
            }
            var p = new AttackPattern(stixId, techniqueId, oneLine(name), clean(description), tactics, platforms, clean(detection), oneLine(url), path,
                    timestamp(o, path, "modified"));
            patterns.add(p);
            byStixId.put(stixId, p);
        }

        private String text(JsonNode o, String path, String field, boolean required) {
            JsonNode v = o.get(field);
            if (v == null || v.isNull()) {
                if (required) {
                    problem(path + "." + field, "missing; an attack-pattern needs a \"" + field + "\" string");
                }
                return "";
            }
            if (!v.isTextual() || (required && v.asText().isBlank())) {
                problem(path + "." + field, "must be a non-empty string, got " + describe(v));
                return "";
            }
            return v.asText();
        }

        private List<String> strings(JsonNode o, String path, String field) {
            JsonNode v = o.get(field);
            if (v == null || v.isNull()) {
                return List.of();
            }
            var out = new ArrayList<String>();
            if (!v.isArray()) {
                problem(path + "." + field, "must be a list of strings, got " + describe(v));
                return out;
            }
            for (int k = 0; k < v.size(); k++) {
                if (!v.get(k).isTextual() || v.get(k).asText().isBlank()) {
                    problem(path + "." + field + "[" + k + "]", "must be a non-empty string, got " + describe(v.get(k)));
                } else {
                    out.add(oneLine(v.get(k).asText()));
                }
            }
            return out;
        }

        private List<String> tactics(JsonNode o, String path) {
            JsonNode v = o.get("kill_chain_phases");
            if (v == null || v.isNull()) {
                return List.of();
            }
            var out = new ArrayList<String>();
            if (!v.isArray()) {
                problem(path + ".kill_chain_phases", "must be a list of {\"kill_chain_name\", \"phase_name\"} objects, got " + describe(v));
                return out;
            }
            for (int k = 0; k < v.size(); k++) {
                JsonNode phase = v.get(k);
                if (!phase.isObject() || !phase.path("kill_chain_name").isTextual() || !phase.path("phase_name").isTextual()
                        || phase.path("phase_name").asText().isBlank()) {
                    problem(path + ".kill_chain_phases[" + k + "]", "a kill chain phase needs \"kill_chain_name\" and \"phase_name\" strings");
                } else {
                    String chain = phase.get("kill_chain_name").asText();
                    String tactic = oneLine(phase.get("phase_name").asText());
                    if (chain.startsWith("mitre-") && chain.endsWith("attack") && !out.contains(tactic)) {
                        out.add(tactic);
                    }
                }
            }
            return out;
        }

        /** The parent technique id of a sub-technique, or null for a technique. */
        String parentOf(AttackPattern p) {
            if (parents.isEmpty() && !relationships.isEmpty()) {
                resolveRelationships();
            }
            String parentStix = parents.get(p.stixId());
            if (parentStix != null) {
                return byStixId.get(parentStix).techniqueId();
            }
            if (p.subTechnique()) {
                String derived = p.techniqueId().substring(0, p.techniqueId().indexOf('.'));
                warn(p.path(), "no subtechnique-of relationship for sub-technique " + p.techniqueId() + "; its parent " + derived + " is taken from the id");
                return derived;
            }
            return null;
        }

        private void resolveRelationships() {
            for (String[] r : relationships) {
                String path = r[0];
                String source = r[1];
                String target = r[2];
                if (skipped.contains(source) || skipped.contains(target)) {
                    continue;
                }
                AttackPattern sub = byStixId.get(source);
                AttackPattern parent = byStixId.get(target);
                if (sub == null || parent == null) {
                    warn(path, "subtechnique-of relationship from " + source + " to " + target + " names an attack-pattern that is not in the bundle; ignored");
                } else if (parents.containsKey(source) && !parents.get(source).equals(target)) {
                    warn(path, sub.techniqueId() + " is a sub-technique of two techniques; the first relationship wins");
                } else {
                    parents.put(source, target);
                }
            }
            relationships.clear();
        }
    }

    private DocumentWrite document(SourceFile file, String hash, AttackPattern p, String parentId, AttackPattern parent, String markdown) {
        var props = new LinkedHashMap<String, Object>();
        props.put("title", title(p, parent));
        props.put("category", "reference");
        String summary = summary(p.description());
        if (!summary.isEmpty()) {
            props.put("summary", summary);
        }
        props.put("technique_id", p.techniqueId());
        props.put("stix_id", p.stixId());
        if (!p.tactics().isEmpty()) {
            props.put("tactics", p.tactics());
        }
        if (!p.platforms().isEmpty()) {
            props.put("platforms", p.platforms());
        }
        if (!p.detection().isBlank()) {
            props.put("detection", p.detection());
        }
        if (parentId != null) {
            props.put("parent_technique", parentId);
        }
        if (!p.url().isBlank()) {
            props.put("url", p.url());
        }
        if (p.modified() != null) {
            props.put("modified", p.modified());
        }
        props.put("type", "attack");
        props.put("source_type", "attack");
        props.put("mime_type", "application/stix+json;version=2.1");
        props.put("file_path", file.filePath());
        props.put("file_hash", hash);
        props.put("source_root", file.root().toString());
        return kit.factory().build(ID_PREFIX + p.techniqueId(), List.of("Knowledge", "AttackPattern"), props, kit.chunker().chunk(markdown), file.display());
    }

    private static String title(AttackPattern p, AttackPattern parent) {
        return p.techniqueId() + " " + (parent == null ? p.name() : parent.name() + ": " + p.name());
    }

    /** The technique as markdown: a title, a fact list, then Description and Detection sections. */
    static String markdown(AttackPattern p, AttackPattern parent, String parentId) {
        var sb = new StringBuilder("# ").append(title(p, parent)).append("\n\n");
        sb.append("- ATT&CK id: ").append(p.techniqueId());
        if (parentId != null) {
            sb.append(" (sub-technique of ").append(parentId).append(')');
        }
        sb.append('\n');
        if (!p.tactics().isEmpty()) {
            sb.append("- Tactics: ").append(String.join(", ", p.tactics())).append('\n');
        }
        if (!p.platforms().isEmpty()) {
            sb.append("- Platforms: ").append(String.join(", ", p.platforms())).append('\n');
        }
        if (!p.url().isBlank()) {
            sb.append("- URL: ").append(p.url()).append('\n');
        }
        if (!p.description().isBlank()) {
            sb.append("\n## Description\n\n").append(p.description().strip()).append('\n');
        }
        if (!p.detection().isBlank()) {
            sb.append("\n## Detection\n\n").append(p.detection().strip()).append('\n');
        }
        return sb.toString();
    }

    /** Whitespace (line breaks included) collapsed: names, platforms and tactics are single lines. */
    static String oneLine(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }

    /** Text without ATT&CK's {@code (Citation: Source)} markers, line ends normalised. */
    static String clean(String s) {
        return CITATION.matcher(s.replace("\r\n", "\n")).replaceAll("").strip();
    }

    private static String summary(String description) {
        return SummaryLine.of(description.strip().split("\\n\\s*\\n", 2)[0].replaceAll("\\s+", " ").strip());
    }

    private static String describe(JsonNode v) {
        if (v == null || v.isMissingNode()) {
            return "nothing";
        }
        if (v.isNull()) {
            return "null";
        }
        if (v.isTextual()) {
            return v.asText().isBlank() ? "an empty string" : "\"" + v.asText() + "\"";
        }
        if (v.isArray()) {
            return "a list";
        }
        if (v.isObject()) {
            return "an object";
        }
        return v.getNodeType().name().toLowerCase(java.util.Locale.ROOT) + " " + v;
    }
}
