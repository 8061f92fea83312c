package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.assembly.AssemblyLog;
import dev.dossier.assembly.AssemblyLogSettings;
import dev.dossier.assembly.AssemblyRecord;
import dev.dossier.assembly.BudgetRecord;
import dev.dossier.assembly.ManifestEntry;
import dev.dossier.assembly.TierRecord;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;

/**
 * {@link AssemblyLog} as {@code (:Assembly)} nodes, one per assembly, the newest {@link AssemblyLogSettings#keep} of
 * them. Each has its manifest: JSON without null fields, deflated, at most {@link ManifestEntry#MAX_STORED} entries
 * (stores written before keep a plain JSON string, which is still read). A record is written in one transaction before
 * {@link #record} returns; records made at the same time share that transaction ({@link GroupCommit}), which under
 * load saves most of the log's cost (ADR 0013, decision 14).
 */
public final class Neo4jAssemblyLog implements AssemblyLog {

    private static final TypeReference<List<ManifestEntry>> MANIFEST = new TypeReference<>() { };
    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    /** Deleted at most per write when the log is past its retention. */
    static final int MAX_PRUNED = 1_000;
    /** Records this process writes between counts of the log (other processes may write to the same graph). */
    private static final int RECOUNT_EVERY = 1_000;

    private final GraphStore graph;
    private final long keep;
    private final GroupCommit<Map<String, Object>> commits;
    /** Records in the log as last known (counted, plus written, minus deleted since); -1 before the first count. Written under the commit lock. */
    private long known = -1;
    private long writtenSinceCount;

    /** A log that keeps every record. */
    public Neo4jAssemblyLog(GraphStore graph) {
        this(graph, AssemblyLogSettings.KEEP_ALL);
    }

    /** A log that keeps the newest {@code settings.keep()} records (every record for 0). */
    public Neo4jAssemblyLog(GraphStore graph, AssemblyLogSettings settings) {
        this.graph = graph;
        this.keep = settings.keep();
        this.commits = new GroupCommit<>(this::write);
    }

    /**
     * Writes the records in one transaction and, past the retention, deletes the oldest records in the same one (so
     * the log never holds a record it should have dropped for long, and a failed write drops nothing).
     */
    private void write(List<Map<String, Object>> rows) {
        long[] after = {known};
        boolean recount = known < 0 || writtenSinceCount + rows.size() >= RECOUNT_EVERY;
        graph.update(tx -> {
            tx.run("UNWIND $rows AS props CREATE (a:Assembly) SET a = props", Map.of("rows", rows)).consume();
            if (keep == 0) {
                return;
            }
            long n = recount ? tx.run("MATCH (a:Assembly) RETURN count(a) AS n").single().get("n").asLong() : known + rows.size();
            long deleted = n <= keep ? 0 : tx.run("""
                    MATCH (a:Assembly) WHERE a.at IS NOT NULL
                    WITH a ORDER BY a.at, a.id LIMIT $excess
                    DETACH DELETE a RETURN count(*) AS deleted""", parameters("excess", Math.min(n - keep, MAX_PRUNED))).single().get("deleted").asLong();
            after[0] = n - deleted;
        });
        known = keep == 0 ? -1 : after[0];
        writtenSinceCount = recount ? 0 : writtenSinceCount + rows.size();
    }

    @Override
    public void record(AssemblyRecord r) {
        BudgetRecord b = r.budget();
        var p = new HashMap<String, Object>();
        p.put("id", r.id());
        p.put("kind", r.kind());
        p.put("at", r.at().atOffset(ZoneOffset.UTC));
        p.put("model", r.model());
        p.put("tokenizer", r.tokenizer());
        p.put("items", r.items());
        p.put("dropped", r.dropped());
        p.put("subject", r.subject());
        p.put("task", r.task());
        p.put("window", b.window());
        p.put("system_prompt", b.systemPrompt());
        p.put("task_output", b.taskOutput());
        p.put("working_memory", b.workingMemory());
        p.put("output", b.output());
        p.put("safety_margin", b.safetyMargin());
        p.put("available", b.available());
        p.put("used", b.used());
        p.put("utilization", b.utilization());
        p.put("mandatory", b.metadata());
        p.put("policy", b.policy());
        p.put("ladder", b.ladder());
        try {
            p.put("tiers", JSON.writeValueAsString(b.tiers()));
            p.put("manifest_deflated", deflated(r.manifest().entries()));
        } catch (IOException e) {
            throw new IllegalStateException("tier records and manifest entries are plain records", e);
        }
        p.put("manifest_omitted", r.manifest().omitted());
        p.put("project", r.project());
        commits.submit(p);
    }

    @Override
    public List<AssemblyRecord> last(int n, java.util.Set<String> projects) {
        var params = parameters("n", n, "projects", projects == null ? null : List.copyOf(projects));
        // lists leave the manifests out: they can be hundreds of entries each
        return graph.read(tx -> tx.run("""
                MATCH (a:Assembly) WHERE $projects IS NULL OR a.project IN $projects
                RETURN a {.*, manifest: null, manifest_deflated: null} AS a ORDER BY a.at DESC, a.id DESC LIMIT $n""", params).list(r -> record(r.get("a"))));
    }

    @Override
    public Optional<AssemblyRecord> find(String id) {
        return graph.read(tx -> tx.run("MATCH (a:Assembly {id: $id}) RETURN a", Map.of("id", id)).list(r -> record(r.get("a")))).stream().findFirst();
    }

    /**
     * The manifest's JSON, deflated: about a twelfth of its size (76 kB of JSON for a 500-entry stylelint manifest become
     * 6 kB) for a tenth of a millisecond, which makes the store's write of a record and its growth that much smaller.
     */
    private static byte[] deflated(List<ManifestEntry> entries) throws IOException {
        var bytes = new ByteArrayOutputStream(8192);
        var deflater = new Deflater(Deflater.BEST_SPEED);
        try (var out = new DeflaterOutputStream(bytes, deflater, 8192)) {
            JSON.writeValue(out, entries);
        } finally {
            deflater.end();
        }
        return bytes.toByteArray();
    }

    private static AssemblyRecord record(Value a) {
        Map<String, TierRecord> tiers;
        List<ManifestEntry> manifest;
        try {
            tiers = JSON.readValue(a.get("tiers").asString("{}"), new TypeReference<LinkedHashMap<String, TierRecord>>() { });
            Value deflated = a.get("manifest_deflated");
            manifest = deflated.isNull() ? JSON.readValue(a.get("manifest").asString("[]"), MANIFEST)
                    : JSON.readValue(new InflaterInputStream(new ByteArrayInputStream(deflated.asByteArray())), MANIFEST);
        } catch (JsonProcessingException e) {
            throw new DossierException(ErrorCode.STORAGE, "stored tier records or manifest are not valid JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new DossierException(ErrorCode.STORAGE, "a stored manifest cannot be inflated: " + e.getMessage());
        }
        var budget = new BudgetRecord(a.get("window").asInt(), a.get("system_prompt").asInt(), a.get("task_output").asInt(),
                a.get("working_memory").asInt(), a.get("output").asInt(), a.get("safety_margin").asInt(), a.get("available").asInt(),
                a.get("used").asInt(), a.get("utilization").asDouble(), a.get("mandatory").asInt(), a.get("policy").asString(null), tiers,
                a.get("ladder").asList(Values.ofString()));
        return new AssemblyRecord(a.get("id").asString(), a.get("kind").asString(), a.get("at").asZonedDateTime().toInstant(),
                a.get("model").asString(null), a.get("tokenizer").asString(null), budget, a.get("items").asInt(), a.get("dropped").asInt(),
                a.get("subject").asList(Values.ofString()), a.get("task").asString(null), a.get("project").asString(null),
                new ManifestEntry.Stored(manifest, a.get("manifest_omitted").asInt(0)));
    }
}
