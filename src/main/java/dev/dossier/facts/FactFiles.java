package dev.dossier.facts;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a knowledge base directory in the format of {@code facts-countries}: {@code entities.jsonl} (id, name,
 * official_name, alt_spellings; other keys are ignored) and {@code kb.jsonl} (id, subject_id, subject, relation, object,
 * object_id, object_label), plus a {@code relations.yaml}. Every error names the file, the line and the field: a bad
 * line, a missing or mistyped field, a duplicate id, a triple whose subject is no entity or whose relation is not
 * defined.
 */
public final class FactFiles {

    /** The longest text of one field (names, objects). */
    static final int MAX_FIELD = 512;
    /** The most lines a file may hold. */
    static final int MAX_LINES = 1_000_000;

    private static final ObjectMapper JSON = new ObjectMapper();

    private FactFiles() {
    }

    /** Reads {@code dir} as the knowledge base {@code kb}; relations from {@code relationsFile}, or {@code dir/relations.yaml}. */
    public static KnowledgeBase read(Path dir, String kb, Path relationsFile) {
        Path relationsPath = relationsFile != null ? relationsFile : dir.resolve("relations.yaml");
        Path entitiesPath = dir.resolve("entities.jsonl");
        Path kbPath = dir.resolve("kb.jsonl");
        for (Path p : List.of(relationsPath, entitiesPath, kbPath)) {
            if (!Files.isRegularFile(p)) {
                throw bad(p, 0, null, "file " + p + " does not exist (a KB directory holds kb.jsonl and entities.jsonl; relations.yaml "
                        + "there or given with --relations)");
            }
        }
        Relations relations = Relations.load(relationsPath);
        var digest = sha256();
        digest.update(kb.getBytes(StandardCharsets.UTF_8));
        var entities = new ArrayList<KbEntity>();
        var entityIds = new HashMap<String, KbEntity>();
        for (var line : lines(entitiesPath, digest)) {
            String id = text(line, "id", true);
            var e = new KbEntity(id, text(line, "name", true), text(line, "official_name", false), texts(line, "alt_spellings"),
                    relations.entityAliases().getOrDefault(id, List.of()), relations.entityNames().getOrDefault(id, List.of()));
            if (entityIds.putIfAbsent(e.id(), e) != null) {
                throw bad(entitiesPath, line.number(), "id", "entity id '" + e.id() + "' occurs twice");
            }
            entities.add(e);
        }
        checkNames(relationsPath, "entity_aliases", relations.entityAliases(), entityIds.keySet());
        checkNames(relationsPath, "entity_names", relations.entityNames(), entityIds.keySet());
        var facts = new ArrayList<Fact>();
        var ids = new HashSet<String>();
        for (var line : lines(kbPath, digest)) {
            String id = text(line, "id", true);
            String subjectId = text(line, "subject_id", true);
            String relation = text(line, "relation", true);
            var entity = entityIds.get(subjectId);
            if (entity == null) {
                throw bad(kbPath, line.number(), "subject_id", "subject_id '" + subjectId + "' is not an entity of entities.jsonl");
            }
            var defined = relations.find(relation).orElseThrow(() -> bad(kbPath, line.number(), "relation", "relation '" + relation
                    + "' is not defined in " + relationsPath.getFileName()));
            String objectId = text(line, "object_id", false);
            if (defined.objectsAreEntities() && (objectId == null || !entityIds.containsKey(objectId))) {
                throw bad(kbPath, line.number(), "object_id", "relation '" + relation + "' has entities as objects: object_id must be an entity id");
            }
            if (!ids.add(id)) {
                throw bad(kbPath, line.number(), "id", "triple id '" + id + "' occurs twice");
            }
            String subject = text(line, "subject", false);
            facts.add(new Fact(kb, id, subjectId, subject == null ? entity.name() : subject, relation, text(line, "object", true), objectId,
                    text(line, "object_label", false)));
        }
        try {
            digest.update(Files.readAllBytes(relationsPath));
        } catch (IOException e) {
            throw bad(relationsPath, 0, null, "cannot read " + relationsPath + " (" + e.getClass().getSimpleName() + ")");
        }
        return new KnowledgeBase(kb, HexFormat.of().formatHex(digest.digest()), entities, facts, relations);
    }

    /** A section of further names ({@code entity_aliases}, {@code entity_names}): known entity ids, non-empty bounded names. */
    private static void checkNames(Path relationsPath, String section, Map<String, List<String>> names, java.util.Set<String> entityIds) {
        for (var named : names.entrySet()) {
            if (!entityIds.contains(named.getKey())) {
                throw bad(relationsPath, 0, section + "." + named.getKey(), section + " names '" + named.getKey()
                        + "', which is no entity id of entities.jsonl");
            }
            if (named.getValue().stream().anyMatch(n -> n == null || n.isBlank() || n.length() > MAX_FIELD)) {
                throw bad(relationsPath, 0, section + "." + named.getKey(), section + " must hold non-empty names of at most " + MAX_FIELD
                        + " characters");
            }
        }
    }

    private record Line(Path file, int number, ObjectNode node) {
    }

    private static List<Line> lines(Path file, MessageDigest digest) {
        List<String> raw;
        try {
            byte[] bytes = Files.readAllBytes(file);
            digest.update(bytes);
            raw = new String(bytes, StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw bad(file, 0, null, "cannot read " + file + " (" + e.getClass().getSimpleName() + ")");
        }
        if (raw.size() > MAX_LINES) {
            throw bad(file, MAX_LINES + 1, null, file.getFileName() + " has more than " + MAX_LINES + " lines");
        }
        var out = new ArrayList<Line>();
        for (int i = 0; i < raw.size(); i++) {
            String text = raw.get(i);
            if (text.isBlank()) {
                continue;
            }
            JsonNode node;
            try {
                node = JSON.readTree(text);
            } catch (JsonProcessingException e) {
                throw bad(file, i + 1, null, "not a JSON line");
            }
            if (!(node instanceof ObjectNode object)) {
                throw bad(file, i + 1, null, "a line must be a JSON object");
            }
            out.add(new Line(file, i + 1, object));
        }
        return out;
    }

    private static String text(Line line, String field, boolean required) {
        JsonNode v = line.node().get(field);
        if (v == null || v.isNull()) {
            if (required) {
                throw bad(line.file(), line.number(), field, field + " is required");
            }
            return null;
        }
        if (!v.isTextual() || v.asText().isBlank() || v.asText().length() > MAX_FIELD || v.asText().indexOf('\0') >= 0) {
            throw bad(line.file(), line.number(), field, field
                    + " must be a non-empty string of at most " + MAX_FIELD + " characters");
        }
        return v.asText().strip();
    }

    private static List<String> texts(Line line, String field) {
        JsonNode v = line.node().get(field);
        if (v == null || v.isNull()) {
            return List.of();
        }
        if (!v.isArray() || v.size() > 64) {
            throw bad(line.file(), line.number(), field, field
                    + " must be a list of at most 64 strings");
        }
        var out = new ArrayList<String>();
        for (JsonNode item : v) {
            if (!item.isTextual() || item.asText().isBlank() || item.asText().length() > MAX_FIELD) {
                throw bad(line.file(), line.number(), field, field
                        + " must hold non-empty strings of at most " + MAX_FIELD + " characters");
            }
            out.add(item.asText().strip());
        }
        return out;
    }

    private static DossierException bad(Path file, int line, String field, String message) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("file", file.toString());
        if (line > 0) {
            details.put("line", line);
        }
        if (field != null) {
            details.put("field", field);
        }
        // file:line: message, as compilers write it, so the CLI's one line names where to look
        return new DossierException(ErrorCode.INVALID_REQUEST, file + (line > 0 ? ":" + line : "") + ": " + message, details);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
