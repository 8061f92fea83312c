package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.assembly.AssemblyLogSettings;
import dev.dossier.assembly.AssemblyRecord;
import dev.dossier.assembly.BudgetRecord;
import dev.dossier.assembly.ManifestEntry;
import dev.dossier.assembly.SopEvidence;
import dev.dossier.assembly.TierRecord;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link Neo4jAssemblyLog} on the real embedded Neo4j: manifests stored deflated and read back whole; stores written
 * before that (a plain JSON string) still read; records made at the same time are all kept, each once.
 */
class Neo4jAssemblyLogIT {

    private static GraphStore graph;
    private static Neo4jAssemblyLog log;

    @BeforeAll
    static void open() throws Exception {
        graph = GraphStore.open(StorageSettings.embedded(Files.createTempDirectory("dossier-assemblylog-")), 384);
        log = new Neo4jAssemblyLog(graph);
    }

    @AfterAll
    static void close() {
        graph.close();
    }

    private static AssemblyRecord record(String project, List<ManifestEntry> manifest) {
        var budget = new BudgetRecord(32000, 500, 0, 1000, 4000, 500, 26000, 21000, 0.81, 1200, "default",
                Map.of("error", new TierRecord(0.5, 9000, 13000, 8800, 13000)), List.of("full", "one-line"));
        return AssemblyRecord.now("review", "gpt-4o", "o200k_base", budget, manifest.size(), 1, List.of("src/a.css"), "Review a.css", project,
                ManifestEntry.bounded(manifest, List.of(new ManifestEntry("sop-z", "sop", null, false, null, 0, null, null, "over budget"))));
    }

    private static List<ManifestEntry> manifest(int n) {
        var entries = new ArrayList<ManifestEntry>();
        for (int i = 0; i < n; i++) {
            entries.add(new ManifestEntry("sop-" + i, "sop", i % 2 == 0 ? "Title " + i : null, true, "full", 100 + i, i % 3 == 0 ? null : 0.5 + i / 1000.0,
                    "error", null, new SopEvidence(0.25, i % 2 == 0 ? 0.75 : null, List.of("property:color"), i % 5 == 0 ? 3 : null, "*.css", null, null)));
        }
        return entries;
    }

    @Test
    void aManifestIsStoredDeflatedAndReadBackWhole() {
        var r = record("p-deflate", manifest(300));
        log.record(r);
        var found = log.find(r.id()).orElseThrow();
        assertThat(found.manifest()).isEqualTo(r.manifest());
        assertThat(found.budget()).isEqualTo(r.budget());
        Map<String, Object> stored = graph.read(tx -> tx.run("MATCH (a:Assembly {id: $id}) RETURN a.manifest AS json, size(a.manifest_deflated) AS bytes",
                Map.of("id", r.id())).single().asMap());
        assertThat(stored.get("json")).as("no plain JSON stored").isNull();
        assertThat((Long) stored.get("bytes")).as("deflated manifest bytes").isPositive().isLessThan(300 * 40L);
        assertThat(log.last(10, java.util.Set.of("p-deflate"))).singleElement()
                .satisfies(listed -> assertThat(listed.manifest().entries()).as("lists leave manifests out").isEmpty());
    }

    @Test
    void aManifestStoredAsPlainJsonBeforeStillReads() {
        graph.update(tx -> tx.run("""
                CREATE (:Assembly {id: 'legacy-1', kind: 'review', at: datetime('2026-01-02T03:04:05Z'), model: 'gpt-4o', tokenizer: 'o200k_base',
                  items: 1, dropped: 0, subject: ['a.css'], window: 32000, system_prompt: 500, task_output: 0, working_memory: 1000, output: 4000,
                  safety_margin: 500, available: 26000, used: 300, utilization: 0.01, mandatory: 0, ladder: [], tiers: '{}',
                  manifest: '[{"id":"sop-a","section":"sop","title":null,"included":true,"level":"full","tokens":300,"score":0.5,"tier":"error","reason":null}]',
                  manifest_omitted: 0})""").consume());
        var found = log.find("legacy-1").orElseThrow();
        assertThat(found.manifest().entries()).containsExactly(new ManifestEntry("sop-a", "sop", null, true, "full", 300, 0.5, "error", null));
    }

    @Test
    void pastItsRetentionTheLogDeletesItsOldestRecordsAsNewOnesAreWritten() throws Exception {
        try (var own = GraphStore.open(StorageSettings.embedded(Files.createTempDirectory("dossier-assemblylog-keep-")), 384)) {
            var kept = new Neo4jAssemblyLog(own, new AssemblyLogSettings(5));
            var ids = new ArrayList<String>();
            Instant at = Instant.parse("2026-11-01T00:00:00Z");
            for (int i = 0; i < 12; i++) {
                var r = record("p-keep", manifest(3));
                r = new AssemblyRecord(r.id(), r.kind(), at.plusSeconds(i), r.model(), r.tokenizer(), r.budget(), r.items(), r.dropped(),
                        r.subject(), r.task(), r.project(), r.manifest());
                kept.record(r);
                ids.add(r.id());
                assertThat(assemblies(own))
                        .as("records after write %d", i + 1).isEqualTo(Math.min(i + 1, 5));
            }
            assertThat(kept.last(100, null)).extracting(AssemblyRecord::id).containsExactly(ids.get(11), ids.get(10), ids.get(9), ids.get(8), ids.get(7));
            assertThat(kept.find(ids.get(6))).as("an old record is gone").isEmpty();
            // another process wrote to the same graph: counted again at the next write past RECOUNT, here a new log
            var other = new Neo4jAssemblyLog(own);
            for (int i = 0; i < 3; i++) {
                other.record(record("p-other", manifest(1)));
            }
            var again = new Neo4jAssemblyLog(own, new AssemblyLogSettings(5));
            again.record(record("p-keep", manifest(1)));
            assertThat(assemblies(own)).isEqualTo(5);
        }
    }

    private static long assemblies(GraphStore g) {
        return g.<Long>read(tx -> tx.run("MATCH (a:Assembly) RETURN count(a) AS n").single().get("n").asLong());
    }

    @Test
    void recordsMadeAtTheSameTimeAreAllKeptOnce() throws Exception {
        int threads = 8;
        int each = 12;
        var pool = Executors.newFixedThreadPool(threads);
        var ids = new ArrayList<Future<List<String>>>();
        for (int t = 0; t < threads; t++) {
            ids.add(pool.submit((Callable<List<String>>) () -> {
                var mine = new ArrayList<String>();
                for (int i = 0; i < each; i++) {
                    var r = record("p-concurrent", manifest(20));
                    log.record(r);
                    mine.add(r.id());
                }
                return mine;
            }));
        }
        var expected = new HashSet<String>();
        for (var f : ids) {
            expected.addAll(f.get(120, TimeUnit.SECONDS));
        }
        pool.shutdown();
        var listed = log.last(1000, java.util.Set.of("p-concurrent"));
        assertThat(listed).hasSize(threads * each);
        assertThat(listed.stream().map(AssemblyRecord::id)).containsExactlyInAnyOrderElementsOf(expected);
    }
}
