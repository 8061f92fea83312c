package dev.dossier.tools;

import dev.dossier.embedding.Embedder;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import dev.dossier.relevance.HybridScorer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Tool catalogs (seed 001, scenarios 11-15). A put embeds two views of every tool ({@link ToolViews}: its text without
 * the catalog's boilerplate, and its lead sentence), reusing the vectors of the catalog's previous version for views
 * whose text did not change. A search ranks every tool by the calibrated hybrid relevance of ADR 0003 with the tool
 * policy's fusion: the mean of the query's cosines to the two views, in log-odds, plus lexical evidence (BM25 over the
 * tools' names in words, descriptions and parameters, relative to the catalog's best tool); it returns the best k over
 * the policy's threshold, with what they cost in tokens against the whole catalog. A catalog over
 * {@code confusion_risk_above} tools is reported as a confusion risk.
 */
public final class Tools {

    /** A catalog as a search reads it: its tools and, in order, their texts for lexical evidence (kept: BM25's corpus is built once). */
    private record Searchable(ToolCatalog catalog, List<String> texts) {

        static Searchable of(ToolCatalog catalog) {
            return new Searchable(catalog, catalog.tools().stream().map(t -> t.spec().text()).toList());
        }
    }

    private final ToolStore store;
    private final HybridScorer scorer;
    private final ToolPolicy policy;
    private final TokenCounter tokens;
    private final Map<String, Searchable> cache = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.LongAdder searches = new java.util.concurrent.atomic.LongAdder();
    private final java.util.concurrent.atomic.LongAdder returned = new java.util.concurrent.atomic.LongAdder();
    private final java.util.concurrent.atomic.LongAdder selectedTokens = new java.util.concurrent.atomic.LongAdder();
    private final java.util.concurrent.atomic.LongAdder catalogTokens = new java.util.concurrent.atomic.LongAdder();

    /** {@code scorer} gives the embedder and the calibration; the policy's fusion replaces its fusion weights. */
    public Tools(ToolStore store, HybridScorer scorer, ToolPolicy policy, ModelRegistry models) {
        this.store = store;
        this.scorer = scorer.withFusion(policy.fusion());
        this.policy = policy;
        this.tokens = models.counter(models.require(policy.tokenizerModel()));
    }

    /** Replaces the catalog {@code name} by {@code specs}; names must be unique within it. */
    public CatalogSummary put(String name, List<ToolSpec> specs) {
        var seen = new java.util.HashSet<String>();
        for (int i = 0; i < specs.size(); i++) {
            if (!seen.add(specs.get(i).name())) {
                throw DossierException.invalidField("/tools/" + i + "/name", "tool name '" + specs.get(i).name() + "' occurs twice in the catalog");
            }
        }
        String model = scorer.embedder().modelId();
        var views = ToolViews.of(specs, policy.boilerplateTools());
        var vectors = previousVectors(name, model);
        var missing = views.stream().flatMap(v -> Stream.of(v.body(), v.lead())).filter(t -> !vectors.containsKey(t)).distinct().toList();
        if (!missing.isEmpty()) {
            float[][] fresh = scorer.embedder().embed(missing);
            for (int i = 0; i < fresh.length; i++) {
                vectors.put(missing.get(i), fresh[i]);
            }
        }
        var stored = new ArrayList<StoredTool>(specs.size());
        for (int i = 0; i < specs.size(); i++) {
            var s = specs.get(i);
            stored.add(new StoredTool(s, definitionTokens(s), vectors.get(views.get(i).body()), vectors.get(views.get(i).lead())));
        }
        var catalog = new ToolCatalog(name, UUID.randomUUID().toString(), model, stored);
        store.replace(catalog);
        cache.put(name, Searchable.of(catalog));
        return new CatalogSummary(name, stored.size(), catalog.tokens(), risky(catalog), recommendation(catalog));
    }

    /**
     * The vectors of the catalog as stored before this put, by the text they embed, when the same model made them: a
     * catalog put again (an agent registering its tools at every start) embeds only the views whose text changed.
     */
    private Map<String, float[]> previousVectors(String name, String model) {
        var out = new java.util.HashMap<String, float[]>();
        var before = java.util.Optional.ofNullable(cache.get(name)).map(Searchable::catalog).or(() -> store.catalog(name));
        before.filter(c -> c.model().equals(model)).ifPresent(c -> {
            var views = ToolViews.of(c.tools().stream().map(StoredTool::spec).toList(), policy.boilerplateTools());
            for (int i = 0; i < views.size(); i++) {
                out.put(views.get(i).body(), c.tools().get(i).vector());
                if (c.tools().get(i).lead() != null) {
                    out.put(views.get(i).lead(), c.tools().get(i).lead());
                }
            }
        });
        return out;
    }

    /** The best {@code k} tools for {@code query} over the threshold. */
    public ToolSearch search(String name, String query, int k) {
        var searchable = cache.computeIfAbsent(name, n -> Searchable.of(store.catalog(n).orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND,
                "no tool catalog '" + n + "'; PUT /v1/tools/" + n + " stores one", Map.of("catalog", n)))));
        var catalog = searchable.catalog();
        var tools = catalog.tools();
        if (tools.isEmpty()) {
            return new ToolSearch(List.of(), List.of(), 0, 0, false, recommendation(catalog));
        }
        float[] q = scorer.embedder().embed(query);
        var cosines = new ArrayList<Double>(tools.size());
        for (StoredTool t : tools) {
            double body = Embedder.cosine(q, t.vector());
            cosines.add(t.lead() == null ? body : (body + Embedder.cosine(q, t.lead())) / 2);
        }
        var evidence = scorer.evidence(query, searchable.texts(), cosines);
        // ranked by the exact score; the answer shows it rounded (ties at three decimals would otherwise go by name)
        var order = java.util.stream.IntStream.range(0, tools.size()).boxed()
                .sorted(Comparator.<Integer>comparingDouble(i -> -evidence.get(i).score()).thenComparing(i -> tools.get(i).spec().name()))
                .limit(k).toList();
        var top = order.stream().map(i -> {
            var t = tools.get(i);
            return new FoundTool(t.spec().name(), t.spec().description(), Math.round(evidence.get(i).score() * 1000) / 1000.0, t.tokens());
        }).toList();
        var selected = top.stream().filter(t -> t.relevance() >= policy.threshold()).toList();
        searches.increment();
        returned.add(selected.size());
        selectedTokens.add(selected.stream().mapToInt(FoundTool::tokens).sum());
        catalogTokens.add(catalog.tokens());
        return new ToolSearch(selected, top, selected.stream().mapToInt(FoundTool::tokens).sum(), catalog.tokens(), risky(catalog),
                recommendation(catalog));
    }

    /** What this process's searches did since it started, and the size of every catalog it holds. */
    public ToolMetrics metrics() {
        var sizes = new java.util.TreeMap<String, Integer>();
        cache.forEach((name, c) -> sizes.put(name, c.catalog().tools().size()));
        return new ToolMetrics(searches.sum(), returned.sum(), selectedTokens.sum(), catalogTokens.sum(), sizes);
    }

    private int definitionTokens(ToolSpec spec) {
        return tokens.count(spec.name()) + tokens.count(spec.description()) + tokens.count(spec.inputSchema());
    }

    private boolean risky(ToolCatalog catalog) {
        return catalog.tools().size() > policy.confusionRiskAbove();
    }

    private String recommendation(ToolCatalog catalog) {
        return risky(catalog) ? catalog.tools().size() + " tools are more than " + policy.confusionRiskAbove() + ": a model given all of them is "
                + "likely to pick the wrong one; retrieve the few a task needs (GET /v1/tools/{catalog}/search, MCP find_tools)"
                : catalog.tools().size() + " tools: few enough to give a model all of them";
    }
}
