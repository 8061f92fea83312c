package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import dev.dossier.facts.Cardinality;
import dev.dossier.facts.Fact;
import dev.dossier.facts.FactStore;
import dev.dossier.facts.KbEntity;
import dev.dossier.facts.KnowledgeBase;
import dev.dossier.facts.LoadOutcome;
import dev.dossier.facts.Relation;
import dev.dossier.facts.Relations;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;

/**
 * Knowledge bases as {@code (:KnowledgeBase {name, hash, loaded_at})}, {@code (:KbEntity {key, kb, id, name,
 * official_name, alt_spellings})}, {@code (:KbRelation {key, kb, name, ...})} and one {@code (:Fact {key, kb, id,
 * subject_id, relation, object, object_id, object_label})} per triple, linked {@code -[:SUBJECT]->} to its subject
 * entity and {@code -[:OBJECT]->} to its object when that is an entity. The provenance of a fact is its {@code kb} and
 * triple {@code id} ({@code key} = kb + "/" + id). A load replaces the whole KB in one transaction: a failure leaves the
 * previous KB as it was.
 */
final class Neo4jFactStore implements FactStore {

    private final GraphStore graph;

    Neo4jFactStore(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public LoadOutcome replace(KnowledgeBase kb) {
        return graph.write(tx -> {
            var stored = tx.run("MATCH (k:KnowledgeBase {name: $kb}) RETURN k.hash AS hash", Map.of("kb", kb.name())).list();
            if (!stored.isEmpty() && kb.hash().equals(stored.get(0).get("hash").asString())) {
                return new LoadOutcome(kb.name(), kb.hash(), false, kb.entities().size(), kb.facts().size(), kb.relations().all().size());
            }
            for (String label : List.of("Fact", "KbEntity", "KbRelation")) {
                tx.run("MATCH (n:" + label + " {kb: $kb}) DETACH DELETE n", Map.of("kb", kb.name())).consume();
            }
            tx.run("MERGE (k:KnowledgeBase {name: $kb}) SET k.hash = $hash, k.loaded_at = $at, k.entities = $entities, k.facts = $facts",
                    Map.of("kb", kb.name(), "hash", kb.hash(), "at", Instant.now().toString(), "entities", kb.entities().size(),
                            "facts", kb.facts().size())).consume();
            var relations = new ArrayList<Map<String, Object>>();
            int order = 0;
            for (Relation r : kb.relations().all()) {
                var aliases = new ArrayList<String>();
                r.aliases().forEach((object, names) -> names.forEach(n -> aliases.add(object + "\t" + n)));
                var p = new HashMap<String, Object>();
                p.put("name", r.name());
                p.put("meaning", r.meaning());
                p.put("cardinality", r.cardinality().label());
                p.put("closed_world", r.closedWorld());
                p.put("cues", r.cues().stream().map(c -> String.join(" ", c)).toList());
                p.put("implied_by_object", r.impliedByObject());
                p.put("objects_are_entities", r.objectsAreEntities());
                p.put("written_as", r.writtenAs());
                p.put("aliases", aliases);
                p.put("last_word_names", r.lastWordNames());
                p.put("areas", r.areas());
                p.put("order", order++);
                relations.add(p);
            }
            tx.run("UNWIND $rows AS r CREATE (n:KbRelation) SET n = r, n.kb = $kb, n.key = $kb + '/' + r.name",
                    Map.of("rows", relations, "kb", kb.name())).consume();
            var entities = kb.entities().stream().map(e -> {
                var p = new HashMap<String, Object>();
                p.put("id", e.id());
                p.put("name", e.name());
                p.put("official_name", e.officialName());
                p.put("alt_spellings", e.altSpellings());
                p.put("aliases", e.aliases());
                p.put("other_names", e.otherNames());
                return (Map<String, Object>) p;
            }).toList();
            tx.run("UNWIND $rows AS e CREATE (n:KbEntity) SET n = e, n.kb = $kb, n.key = $kb + '/' + e.id",
                    Map.of("rows", entities, "kb", kb.name())).consume();
            var facts = kb.facts().stream().map(f -> {
                var p = new HashMap<String, Object>();
                p.put("id", f.id());
                p.put("subject_id", f.subjectId());
                p.put("subject", f.subject());
                p.put("relation", f.relation());
                p.put("object", f.object());
                p.put("object_id", f.objectId());
                p.put("object_label", f.objectLabel());
                return (Map<String, Object>) p;
            }).toList();
            tx.run("""
                    UNWIND $rows AS f
                    MATCH (s:KbEntity {key: $kb + '/' + f.subject_id})
                    CREATE (n:Fact) SET n = f, n.kb = $kb, n.key = $kb + '/' + f.id
                    CREATE (n)-[:SUBJECT]->(s)
                    WITH n, f WHERE f.object_id IS NOT NULL
                    OPTIONAL MATCH (o:KbEntity {key: $kb + '/' + f.object_id})
                    FOREACH (_ IN CASE WHEN o IS NULL THEN [] ELSE [1] END | CREATE (n)-[:OBJECT]->(o))""",
                    Map.of("rows", facts, "kb", kb.name())).consume();
            return new LoadOutcome(kb.name(), kb.hash(), true, kb.entities().size(), kb.facts().size(), kb.relations().all().size());
        });
    }

    @Override
    public Optional<String> hash(String kb) {
        return graph.read(tx -> tx.run("MATCH (k:KnowledgeBase {name: $kb}) RETURN k.hash AS hash", Map.of("kb", kb)).list().stream()
                .map(r -> r.get("hash").asString()).findFirst());
    }

    @Override
    public Optional<KnowledgeBase> knowledgeBase(String kb) {
        return graph.read(tx -> {
            var head = tx.run("MATCH (k:KnowledgeBase {name: $kb}) RETURN k.hash AS hash", Map.of("kb", kb)).list();
            if (head.isEmpty()) {
                return Optional.empty();
            }
            var relations = tx.run("MATCH (r:KbRelation {kb: $kb}) RETURN r ORDER BY r.order", Map.of("kb", kb)).list(rec -> relation(rec.get("r")));
            var entities = tx.run("MATCH (e:KbEntity {kb: $kb}) RETURN e ORDER BY e.id", Map.of("kb", kb)).list(rec -> entity(rec.get("e")));
            var facts = tx.run("MATCH (f:Fact {kb: $kb}) RETURN f ORDER BY f.id", Map.of("kb", kb)).list(rec -> fact(rec.get("f")));
            return Optional.of(new KnowledgeBase(kb, head.get(0).get("hash").asString(), entities, facts, new Relations(relations)));
        });
    }

    @Override
    public List<Fact> facts(String kb, String subjectId, String relation, int limit) {
        var params = parameters("kb", kb, "subject", subjectId, "relation", relation, "limit", limit);
        return graph.read(tx -> tx.run("""
                MATCH (f:Fact {kb: $kb})
                WHERE ($subject IS NULL OR f.subject_id = $subject) AND ($relation IS NULL OR f.relation = $relation)
                RETURN f ORDER BY f.id LIMIT $limit""", params).list(rec -> fact(rec.get("f"))));
    }

    private static Fact fact(Value f) {
        return new Fact(f.get("kb").asString(), f.get("id").asString(), f.get("subject_id").asString(), f.get("subject").asString(),
                f.get("relation").asString(), f.get("object").asString(), f.get("object_id").asString(null), f.get("object_label").asString(null));
    }

    private static KbEntity entity(Value e) {
        return new KbEntity(e.get("id").asString(), e.get("name").asString(), e.get("official_name").asString(null),
                e.get("alt_spellings").asList(Values.ofString()), e.get("aliases").isNull() ? List.of() : e.get("aliases").asList(Values.ofString()),
                e.get("other_names").isNull() ? List.of() : e.get("other_names").asList(Values.ofString()));
    }

    private static Relation relation(Value r) {
        var aliases = new LinkedHashMap<String, List<String>>();
        for (String pair : r.get("aliases").asList(Values.ofString())) {
            int tab = pair.indexOf('\t');
            aliases.computeIfAbsent(pair.substring(0, tab), k -> new ArrayList<>()).add(pair.substring(tab + 1));
        }
        return new Relation(r.get("name").asString(), r.get("meaning").asString(), Cardinality.valueOf(r.get("cardinality").asString().toUpperCase()),
                r.get("closed_world").asBoolean(), r.get("cues").asList(Values.ofString()).stream().map(c -> List.of(c.split(" "))).toList(),
                r.get("implied_by_object").asBoolean(), r.get("objects_are_entities").asBoolean(), r.get("written_as").asList(Values.ofString()),
                aliases, r.get("last_word_names").asBoolean(false), r.get("areas").asBoolean(false));
    }
}
