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

/**
 * Tool catalogs (seed 001, scenarios 11-15): a put embeds every tool's name, description and parameters (reusing the
 * vectors of the catalog's previous version for unchanged tools); a search
 * ranks them by the calibrated hybrid relevance of ADR 0003 (the query's cosine to each stored vector, fused with
 * lexical evidence over the tool texts) and returns those over the policy's threshold, with what they cost in tokens
 * against the whole catalog. A catalog over {@code confusion_risk_above} tools is reported as a confusion risk.
 */
public final class Tools {

    private final ToolStore store;
    private final HybridScorer scorer;
    private final ToolPolicy policy;
    private final TokenCounter tokens;
    private final Map<String, ToolCatalog> cache = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.LongAdder searches = new java.util.concurrent.atomic.LongAdder();
    private final java.util.concurrent.atomic.LongAdder returned = new java.util.concurrent.atomic.LongAdder();
    private final java.util.concurrent.atomic.LongAdder selectedTokens = new java.util.concurrent.atomic.LongAdder();
    private final java.util.concurrent.atomic.LongAdder catalogTokens = new java.util.concurrent.atomic.LongAdder();

    public Tools(ToolStore store, HybridScorer scorer, ToolPolicy policy, ModelRegistry models) {
        this.store = store;
        this.scorer = scorer;
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
        var vectors = previousVectors(name, model);
        var missing = specs.stream().map(ToolSpec::text).filter(t -> !vectors.containsKey(t)).distinct().toList();
        if (!missing.isEmpty()) {
            float[][] fresh = scorer.embedder().embed(missing);
            for (int i = 0; i < fresh.length; i++) {
                vectors.put(missing.get(i), fresh[i]);
            }
        }
        var stored = specs.stream().map(s -> new StoredTool(s, definitionTokens(s), vectors.get(s.text()))).toList();
        var catalog = new ToolCatalog(name, UUID.randomUUID().toString(), model, stored);
        store.replace(catalog);
        cache.put(name, catalog);
        return new CatalogSummary(name, stored.size(), catalog.tokens(), risky(catalog), recommendation(catalog));
    }

    /**
     * The vectors of the catalog as stored before this put, by embedded text, when the same model made them: a catalog
     * put again (an agent registering its tools at every start) embeds only the tools whose text changed.
     */
    private Map<String, float[]> previousVectors(String name, String model) {
        var out = new java.util.HashMap<String, float[]>();
        var before = java.util.Optional.ofNullable(cache.get(name)).or(() -> store.catalog(name));
        before.filter(c -> c.model().equals(model)).ifPresent(c -> c.tools().forEach(t -> out.put(t.spec().text(), t.vector())));
        return out;
    }

    /** The best {@code k} tools for {@code query} over the threshold. */
    public ToolSearch search(String name, String query, int k) {
        var catalog = cache.computeIfAbsent(name, n -> store.catalog(n).orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND,
                "no tool catalog '" + n + "'; PUT /v1/tools/" + n + " stores one", Map.of("catalog", n))));
        var tools = catalog.tools();
        if (tools.isEmpty()) {
            return new ToolSearch(List.of(), List.of(), 0, 0, false, recommendation(catalog));
        }
        float[] q = scorer.embedder().embed(query);
        var cosines = tools.stream().map(t -> Embedder.cosine(q, t.vector())).toList();
        var evidence = scorer.evidence(query, tools.stream().map(t -> t.spec().text()).toList(), cosines);
        var ranked = new ArrayList<FoundTool>();
        for (int i = 0; i < tools.size(); i++) {
            var t = tools.get(i);
            ranked.add(new FoundTool(t.spec().name(), t.spec().description(), Math.round(evidence.get(i).score() * 1000) / 1000.0, t.tokens()));
        }
        ranked.sort(Comparator.comparingDouble(FoundTool::relevance).reversed().thenComparing(FoundTool::name));
        var top = List.copyOf(ranked.subList(0, Math.min(k, ranked.size())));
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
        cache.forEach((name, c) -> sizes.put(name, c.tools().size()));
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
