package dev.dossier.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * bench/tools-heldout.sh: the held-out tool catalog of issue 14 §6, made from GitHub's REST API description as npm's
 * {@code @octokit/openapi} ships it ({@code generated/api.github.com.json}, MIT). Every operation becomes one tool in
 * MCP's format: name = operationId, description = the operation's description (not its summary), inputSchema = an
 * object whose properties are the operation's path and query parameters and the top-level properties of its JSON request
 * body (type, description, small enums; nested schemas cut to their type). Operations without a description are left
 * out of the catalog (Dossier, like MCP clients, needs one). Queries are the operations' summaries, written by GitHub's
 * documentation writers, not by us; the expected answer is the operation's tool. A summary shared by several operations
 * (case and spacing aside) is no query, nor is one the description contains verbatim (case aside): that would measure
 * copy, not retrieval. Each query belongs to the {@code tune} or the {@code test} half by the first byte of the
 * SHA-256 of its operationId (even: tune), fixed before any measurement.
 *
 * <p>Arguments: {@code API_JSON OUT_DIR}; writes {@code OUT_DIR/tools.jsonl} (one MCP tool per line) and
 * {@code OUT_DIR/queries.tsv} (query, expected tool, half).
 */
public final class GithubToolCatalog {

    private static final Set<String> METHODS = Set.of("get", "put", "post", "patch", "delete");
    private static final int PARAMETER_DESCRIPTION_MAX = 300;
    private static final int ENUM_MAX = 12;

    private GithubToolCatalog() {
    }

    public static void main(String[] args) throws Exception {
        Path api = Path.of(args[0]);
        Path out = Path.of(args[1]);
        var json = new ObjectMapper();
        JsonNode root = json.readTree(api.toFile());
        record Op(String id, String summary, String description, ObjectNode schema) {
        }
        var ops = new ArrayList<Op>();
        int operations = 0;
        int withoutDescription = 0;
        var fields = root.get("paths").fields();
        while (fields.hasNext()) {
            var path = fields.next();
            var methods = path.getValue().fields();
            while (methods.hasNext()) {
                var m = methods.next();
                if (!METHODS.contains(m.getKey())) {
                    continue;
                }
                operations++;
                JsonNode op = m.getValue();
                String description = op.path("description").asText("").strip();
                if (description.isEmpty()) {
                    withoutDescription++;
                    continue;
                }
                var shared = new ArrayList<JsonNode>();
                path.getValue().path("parameters").forEach(shared::add);
                op.path("parameters").forEach(shared::add);
                ops.add(new Op(op.get("operationId").asText(), op.path("summary").asText("").strip(), description,
                        schema(json, root, shared, op.path("requestBody"))));
            }
        }
        var summaries = new HashMap<String, Integer>();
        ops.forEach(o -> summaries.merge(normal(o.summary()), 1, Integer::sum));
        Files.createDirectories(out);
        var tools = new ArrayList<String>();
        var queries = new ArrayList<String>();
        int shared = 0;
        int inDescription = 0;
        int blank = 0;
        var halves = new HashMap<String, Integer>();
        for (Op o : ops) {
            ObjectNode tool = json.createObjectNode();
            tool.put("name", o.id());
            tool.put("description", o.description());
            tool.set("inputSchema", o.schema());
            tools.add(json.writeValueAsString(tool));
            String s = normal(o.summary());
            if (s.isEmpty()) {
                blank++;
            } else if (summaries.get(s) > 1) {
                shared++;
            } else if (normal(o.description()).contains(s)) {
                inDescription++;
            } else {
                String half = half(o.id());
                halves.merge(half, 1, Integer::sum);
                queries.add(o.summary().replaceAll("\\s+", " ") + "\t" + o.id() + "\t" + half);
            }
        }
        Files.write(out.resolve("tools.jsonl"), tools, StandardCharsets.UTF_8);
        var header = List.of("# GitHub REST API operations (" + api.getFileName() + " of @octokit/openapi, MIT): query = the operation's summary, "
                + "expected tool = its operationId, half = tune|test by SHA-256 of the operationId", "# query\texpected\thalf");
        var lines = new ArrayList<>(header);
        lines.addAll(queries);
        Files.write(out.resolve("queries.tsv"), lines, StandardCharsets.UTF_8);
        System.out.printf("operations %d; without a description (left out of the catalog) %d; tools %d%n", operations, withoutDescription, tools.size());
        System.out.printf("queries %d (tune %d, test %d); dropped: summary shared with another operation %d, summary inside the description %d, "
                + "no summary %d%n", queries.size(), halves.getOrDefault("tune", 0), halves.getOrDefault("test", 0), shared, inDescription, blank);
    }

    /** The operation's inputs as one JSON schema object, trimmed: top-level properties only, descriptions and enums bounded. */
    private static ObjectNode schema(ObjectMapper json, JsonNode root, List<JsonNode> parameters, JsonNode requestBody) {
        ObjectNode properties = json.createObjectNode();
        ArrayNode required = json.createArrayNode();
        for (JsonNode ref : parameters) {
            JsonNode p = resolve(root, ref);
            String in = p.path("in").asText();
            if (!in.equals("path") && !in.equals("query")) {
                continue;
            }
            String name = p.get("name").asText();
            properties.set(name, property(json, root, resolve(root, p.path("schema")), p.path("description").asText("")));
            if (p.path("required").asBoolean(false)) {
                required.add(name);
            }
        }
        JsonNode body = resolve(root, resolve(root, requestBody).path("content").path("application/json").path("schema"));
        var bodyProperties = body.path("properties").fields();
        while (bodyProperties.hasNext()) {
            var e = bodyProperties.next();
            if (!properties.has(e.getKey())) {
                JsonNode s = resolve(root, e.getValue());
                properties.set(e.getKey(), property(json, root, s, s.path("description").asText("")));
            }
        }
        body.path("required").forEach(r -> {
            if (properties.has(r.asText())) {
                required.add(r.asText());
            }
        });
        ObjectNode schema = json.createObjectNode();
        schema.put("type", "object");
        schema.set("properties", properties);
        if (!required.isEmpty()) {
            schema.set("required", required);
        }
        return schema;
    }

    private static ObjectNode property(ObjectMapper json, JsonNode root, JsonNode schema, String description) {
        ObjectNode p = json.createObjectNode();
        JsonNode typed = schema;
        if (!typed.has("type") && typed.has("oneOf")) {
            typed = resolve(root, typed.get("oneOf").get(0));
        } else if (!typed.has("type") && typed.has("anyOf")) {
            typed = resolve(root, typed.get("anyOf").get(0));
        }
        p.put("type", typed.path("type").asText("string"));
        String d = description.strip().replaceAll("\\s+", " ");
        if (!d.isEmpty()) {
            p.put("description", d.length() <= PARAMETER_DESCRIPTION_MAX ? d : d.substring(0, PARAMETER_DESCRIPTION_MAX - 3) + "...");
        }
        JsonNode values = typed.path("enum");
        if (values.isArray() && values.size() <= ENUM_MAX) {
            p.set("enum", values.deepCopy());
        }
        return p;
    }

    /** A local {@code $ref} ({@code #/components/...}) followed to what it names, as often as it takes. */
    private static JsonNode resolve(JsonNode root, JsonNode node) {
        JsonNode n = node;
        for (int hops = 0; n.has("$ref") && hops < 10; hops++) {
            n = root.at(n.get("$ref").asText().substring(1));
        }
        return n;
    }

    private static String normal(String s) {
        return s.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    static String half(String operationId) throws Exception {
        byte first = MessageDigest.getInstance("SHA-256").digest(operationId.getBytes(StandardCharsets.UTF_8))[0];
        return (first & 1) == 0 ? "tune" : "test";
    }
}
