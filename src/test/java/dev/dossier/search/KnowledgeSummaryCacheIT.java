package dev.dossier.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.assembly.Level;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.graph.GraphProbe;
import dev.dossier.graph.Neo4jKnowledgeSummaryCache;
import dev.dossier.knowledge.CachedSummaryProvider;
import dev.dossier.knowledge.KnowledgeCandidate;
import dev.dossier.knowledge.KnowledgeContext;
import dev.dossier.knowledge.KnowledgeItem;
import dev.dossier.knowledge.KnowledgeRequest;
import dev.dossier.knowledge.KnowledgeSummarizer;
import dev.dossier.knowledge.Summaries;
import dev.dossier.model.TokenCounter;
import dev.dossier.testing.KnowledgeCorpus;
import dev.dossier.testing.TestDossier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Knowledge summaries cached in the graph: {@code (:Document)-[:HAS_SUMMARY]->(:KnowledgeSummary)}, written by an
 * assembly that needs reduced levels, read back by the next, and deleted when a sync rewrites or removes the document.
 * Counts and properties are checked with raw Cypher on the real embedded Neo4j.
 */
class KnowledgeSummaryCacheIT {

    /** Mentions the npm install page three times, so that it is always a candidate with a high score. */
    private static final String QUERY = "How does npm install pick a version from a semver range in package.json? "
            + "@npm-install.md @npm-install.md @npm-install.md";
    /** 3,000 tokens after the tiers policy's 10,000 of reserves: the long documents cannot be included in full. */
    private static final int TIGHT = 13_000;

    private Dossier dossier;
    private Path dir;

    @BeforeEach
    void corpus() throws Exception {
        dossier = TestDossier.fresh();
        dir = KnowledgeCorpus.write(Files.createTempDirectory("dossier-summary-cache-").resolve("kb"));
        ingest();
    }

    private void ingest() {
        assertThat(dossier.ingest(List.of(dir), ProgressListener.none()).report().rejected()).isEmpty();
    }

    private KnowledgeContext assemble() {
        return dossier.assembleKnowledge(new KnowledgeRequest(QUERY, List.of(), "gpt-4o", TIGHT, "tiers", "summarize"));
    }

    private long summaries() {
        return GraphProbe.count(dossier.graph(), "MATCH (s:KnowledgeSummary) RETURN count(s)");
    }

    private long summariesOf(String documentId) {
        return GraphProbe.count(dossier.graph(), "MATCH (:Document {id: $id})-[:HAS_SUMMARY]->(s:KnowledgeSummary) RETURN count(s)",
                Map.of("id", documentId));
    }

    /** document id → key, source hash and texts of its summary nodes, and every node's created time. */
    private List<Map<String, Object>> nodes() {
        return GraphProbe.rows(dossier.graph(), """
                MATCH (d:Document)-[:HAS_SUMMARY]->(s:KnowledgeSummary)
                RETURN d.id AS document, s.key AS key, s.source_hash AS source_hash, s.algorithm AS algorithm,
                       s.detailed AS detailed, s.summary AS summary, s.stub AS stub, toString(s.created) AS created
                ORDER BY document, key
                """, Map.of());
    }

    @Test
    void anAssemblyThatReducesStoresOneSummaryPerReducedDocumentAndTheNextOneReadsThem() {
        assertThat(summaries()).isZero();
        KnowledgeContext first = assemble();
        var reduced = first.items().stream().filter(i -> i.level() == Level.DETAILED || i.level() == Level.SUMMARY || i.level() == Level.STUB)
                .toList();
        assertThat(reduced).as("the tight window reduces some items").isNotEmpty();
        for (KnowledgeItem item : reduced) {
            assertThat(summariesOf(item.id())).as(item.id()).isEqualTo(1);
        }
        // every node hangs off exactly one document; there are no more nodes than documents considered
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (s:KnowledgeSummary) WHERE COUNT { (:Document)-[:HAS_SUMMARY]->(s) } <> 1 RETURN count(s)"))
                .isZero();
        assertThat(summaries()).isLessThanOrEqualTo(first.items().size() + first.dropped().size());
        var stored = nodes();
        String version = new KnowledgeSummarizer().version();
        assertThat(stored).allSatisfy(n -> {
            assertThat(n.get("algorithm")).isEqualTo(version);
            assertThat((String) n.get("source_hash")).matches("[0-9a-f]{64}");
            assertThat(n.get("created")).isNotNull();
        });
        // the reduced items are rendered from the stored levels
        var byDocument = new HashMap<String, Map<String, Object>>();
        stored.forEach(n -> byDocument.put((String) n.get("document"), n));
        for (KnowledgeItem item : reduced) {
            var node = byDocument.get(item.id());
            if (item.level() == Level.DETAILED) {
                assertThat(first.context()).contains(((String) node.get("detailed")).strip());
            } else if (item.level() == Level.STUB) {
                assertThat(first.context()).contains("### " + ((String) node.get("stub")).lines().findFirst().orElseThrow());
            }
        }

        KnowledgeContext second = assemble();
        assertThat(nodes()).as("no node written or rewritten").isEqualTo(stored);
        assertThat(second.context()).isEqualTo(first.context());
        // the same items, levels, sizes and (rounded) scores; the raw recency factor moves with the clock
        assertThat(second.items()).extracting(KnowledgeItem::id, KnowledgeItem::level, KnowledgeItem::tokens, KnowledgeItem::score, KnowledgeItem::tier)
                .isEqualTo(first.items().stream().map(i -> org.assertj.core.groups.Tuple.tuple(i.id(), i.level(), i.tokens(), i.score(), i.tier())).toList());
    }

    @Test
    void aChangedSourceLosesItsSummariesInTheSyncAndGetsNewOnesWhileTheOthersStay() throws Exception {
        assemble();
        assertThat(summariesOf(KnowledgeCorpus.NPM_INSTALL)).isEqualTo(1);
        var others = nodes().stream().filter(n -> !n.get("document").equals(KnowledgeCorpus.NPM_INSTALL)).toList();
        assertThat(others).as("another document was reduced too").isNotEmpty();
        String oldHash = (String) nodes().stream().filter(n -> n.get("document").equals(KnowledgeCorpus.NPM_INSTALL)).findFirst().orElseThrow()
                .get("source_hash");
        long before = summaries();

        Path file = dir.resolve("npm-install.md");
        Files.writeString(file, Files.readString(file) + "\n\n### Notes\n\nThis copy of the page was edited for a test of the summary cache.\n");
        var report = dossier.ingest(List.of(dir), ProgressListener.none()).report();
        assertThat(report.ingested()).isEqualTo(1);
        assertThat(summariesOf(KnowledgeCorpus.NPM_INSTALL)).isZero();
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (s:KnowledgeSummary {source_hash: $h}) RETURN count(s)", Map.of("h", oldHash)))
                .as("deleted, not only unlinked").isZero();
        assertThat(summaries()).isEqualTo(before - 1);
        assertThat(nodes()).containsAll(others);

        assemble();
        var renewed = nodes().stream().filter(n -> n.get("document").equals(KnowledgeCorpus.NPM_INSTALL)).toList();
        assertThat(renewed).hasSize(1);
        assertThat(renewed.get(0).get("source_hash")).isNotEqualTo(oldHash);
        assertThat(nodes()).containsAll(others);

        Files.delete(file);
        assertThat(dossier.ingest(List.of(dir), ProgressListener.none()).report().removed()).isEqualTo(1);
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (s:KnowledgeSummary {key: $k}) RETURN count(s)", Map.of("k", renewed.get(0).get("key"))))
                .isZero();
        assertThat(nodes()).containsAll(others).noneMatch(n -> n.get("document").equals(KnowledgeCorpus.NPM_INSTALL));
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (s:KnowledgeSummary) WHERE NOT ()-[:HAS_SUMMARY]->(s) RETURN count(s)"))
                .as("no orphaned summary").isZero();
    }

    @Test
    void theCachedLevelsReadBackEqualTheFreshlyComputedOnesAndAreReadFromTheGraph() throws Exception {
        var summarizer = new KnowledgeSummarizer();
        var cache = new Neo4jKnowledgeSummaryCache(dossier.graph());
        var provider = new CachedSummaryProvider(summarizer, cache);
        TokenCounter counter = dossier.models().counter(dossier.models().require("gpt-4o"));
        String text = Files.readString(dir.resolve("npm-install.md"));
        var candidate = new KnowledgeCandidate(KnowledgeCorpus.NPM_INSTALL, "npm-install", "npm-install.md", "markdown", text, null, 0.8, null);
        String key = summarizer.cacheKey(candidate.title(), candidate.metaLine(), text, counter);
        Summaries fresh = summarizer.summarize(candidate.title(), candidate.metaLine(), text, "", counter);

        assertThat(cache.get(key)).isEmpty();
        assertThat(provider.summaries(candidate, "", counter)).isEqualTo(fresh);
        assertThat(cache.get(key)).contains(fresh);
        assertThat(summariesOf(KnowledgeCorpus.NPM_INSTALL)).isEqualTo(1);
        assertThat(GraphProbe.rows(dossier.graph(), "MATCH (s:KnowledgeSummary {key: $k}) RETURN s.source_hash AS h", Map.of("k", key)))
                .containsExactly(Map.of("h", KnowledgeSummarizer.sourceHash(text)));
        // the query-aware summary is made per call; the other levels are the cached ones
        String query = "semver range";
        assertThat(provider.summaries(candidate, query, counter))
                .isEqualTo(fresh.withSummary(summarizer.summary(text, query, summarizer.caps().summary(), counter)));

        // a hit is read from the graph, not recomputed
        GraphProbe.run(dossier.graph(), "MATCH (s:KnowledgeSummary {key: $k}) SET s.detailed = 'stored detailed'", Map.of("k", key));
        assertThat(provider.summaries(candidate, "", counter).detailed()).isEqualTo("stored detailed");

        // a candidate that is no stored document leaves nothing behind
        var loose = new KnowledgeCandidate("not-a-document", "Loose", null, "markdown", text, null, 0.8, null);
        long count = summaries();
        assertThat(provider.summaries(loose, "", counter)).isEqualTo(summarizer.summarize("Loose", loose.metaLine(), text, "", counter));
        assertThat(summaries()).isEqualTo(count);
    }

    @Test
    void concurrentPutsOfOneKeyKeepOneNode() throws Exception {
        var cache = new Neo4jKnowledgeSummaryCache(dossier.graph());
        var levels = new Summaries("detailed", "summary", "stub", new KnowledgeSummarizer().version());
        var pool = Executors.newFixedThreadPool(4);
        try {
            var tasks = new ArrayList<Callable<Void>>();
            for (int i = 0; i < 8; i++) {
                tasks.add(() -> {
                    cache.put(KnowledgeCorpus.SEMVER, "same-key", "hash", levels);
                    return null;
                });
            }
            for (Future<Void> f : pool.invokeAll(tasks)) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (s:KnowledgeSummary {key: 'same-key'}) RETURN count(s)")).isEqualTo(1);
        assertThat(summariesOf(KnowledgeCorpus.SEMVER)).isEqualTo(1);
    }
}
