package dev.dossier.app;

import dev.dossier.assembly.ReviewAssembler;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.graph.GraphStore;
import dev.dossier.graph.Neo4jDocumentStore;
import dev.dossier.filesummary.FileSummarizer;
import dev.dossier.filesummary.SummarySource;
import dev.dossier.graph.Neo4jFileSummaryCache;
import dev.dossier.graph.Neo4jKnowledgeSummaryCache;
import dev.dossier.embedding.EmbedReport;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.Embedders;
import dev.dossier.embedding.StoredVectorEmbedder;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.graph.Neo4jAssemblyLog;
import dev.dossier.graph.Neo4jChunkEmbeddings;
import dev.dossier.graph.Neo4jSearchIndex;
import dev.dossier.relevance.HybridScorer;
import dev.dossier.search.DocumentSearch;
import dev.dossier.search.KnowledgeRetrieval;
import dev.dossier.knowledge.CachedSummaryProvider;
import dev.dossier.knowledge.KnowledgeAssembler;
import dev.dossier.knowledge.KnowledgeContext;
import dev.dossier.knowledge.KnowledgePolicies;
import dev.dossier.knowledge.KnowledgeRequest;
import dev.dossier.knowledge.KnowledgeSummarizer;
import dev.dossier.assembly.AssemblyRecord;
import dev.dossier.source.IngestReport;
import dev.dossier.graph.Neo4jReviewStore;
import dev.dossier.assembly.AssemblyLog;
import dev.dossier.review.ConventionSource;
import dev.dossier.review.DecisionSource;
import dev.dossier.review.Reviews;
import java.util.List;
import dev.dossier.model.JtokkitCounter;
import dev.dossier.model.ModelRegistry;
import dev.dossier.relevance.RelevanceScorers;
import dev.dossier.relevance.RelevanceScorer;
import dev.dossier.source.DocumentStore;
import dev.dossier.source.MarkdownDocumentReader;
import dev.dossier.source.SourceSync;
import dev.dossier.vocabulary.Vocabulary;

/**
 * The wired application: configuration validated, graph open, services built. The CLI and the HTTP
 * server are thin edges over the same instance. Close it to shut the graph down (Neo4j keeps
 * non-daemon threads: without a close the JVM never exits).
 */
public final class Dossier implements AutoCloseable {

    private final GraphStore graph;
    private final ModelRegistry models;
    private final Policies policies;
    private final DocumentStore documents;
    private final SourceSync sync;
    private final ReviewAssembler assembler;
    private final Reviews reviews;
    private final AssemblyLog assemblies;
    private final Neo4jChunkEmbeddings embeddings;
    private final Embedder embedder;
    private final HybridScorer hybrid;
    private final DocumentSearch search;
    private final KnowledgeRetrieval retrieval;
    private final KnowledgeAssembler knowledge;
    private final dev.dossier.contract.Contract contract;
    private final dev.dossier.knowledge.KnowledgeBudget knowledgeBudget;
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();

    /** Documents considered per knowledge assembly. */
    static final int KNOWLEDGE_CANDIDATES = 20;

    private Dossier(GraphStore graph, ModelRegistry models, Policies policies, KnowledgePolicies knowledgePolicies, Vocabulary vocabulary,
                    RelevanceScorer scorer, Embedder embedder, dev.dossier.contract.RequestLimits limits) {
        this.graph = graph;
        this.contract = new dev.dossier.contract.Contract(limits, models);
        this.models = models;
        this.policies = policies;
        this.documents = new Neo4jDocumentStore(graph);
        this.sync = new SourceSync(documents, new MarkdownDocumentReader(vocabulary, JtokkitCounter.cl100k(), policies.ingestion()));
        this.assemblies = new Neo4jAssemblyLog(graph);
        var relevance = policies.relevance();
        this.embeddings = new Neo4jChunkEmbeddings(graph, relevance.embedding().batchSize());
        // the embedder loads its model on first use, so commands that never embed never pay for it; texts whose
        // vectors were stored at ingestion (chunks) are read, not embedded
        this.embedder = embedder;
        Embedder stored = new StoredVectorEmbedder(embedder, embeddings);
        this.hybrid = RelevanceScorers.hybrid(relevance, stored);
        if (scorer == null) {
            scorer = RelevanceScorers.review(relevance, stored);
        }
        var searchIndex = new Neo4jSearchIndex(graph, embeddings);
        this.search = new DocumentSearch(searchIndex, hybrid);
        this.retrieval = new KnowledgeRetrieval(search, searchIndex, KNOWLEDGE_CANDIDATES);
        // reduced levels are cached in the graph with their document; a sync that rewrites or removes it deletes them
        var knowledgeSummaries = new CachedSummaryProvider(new KnowledgeSummarizer(knowledgePolicies.levels()), new Neo4jKnowledgeSummaryCache(graph));
        this.knowledge = new KnowledgeAssembler(models, knowledgePolicies, knowledgeSummaries, java.time.Clock.systemUTC());
        this.knowledgeBudget = new dev.dossier.knowledge.KnowledgeBudget(models, knowledgePolicies);
        var reviewStore = new Neo4jReviewStore(graph);
        this.reviews = new Reviews(reviewStore, policies.conventions());
        this.assembler = new ReviewAssembler(documents, models, policies.review(), scorer,
                List.of(new DecisionSource(reviews), new SummarySource(new FileSummarizer(), new Neo4jFileSummaryCache(graph)),
                        new ConventionSource(reviews, reviewStore)), assemblies);
    }

    /** Validates configuration first (cheap, and a bad file should not wait for Neo4j), then opens the graph. */
    /** Opens with the scorer {@code policies.yaml} names ({@code relevance.scorer}). */
    public static Dossier open(RuntimeSettings settings) {
        return open(settings, null);
    }

    /** @param scorer the relevance scorer, or null for the one the policy names */
    public static Dossier open(RuntimeSettings settings, RelevanceScorer scorer) {
        var models = ModelRegistry.load(settings.configDir());
        var policies = Policies.load(settings.configDir());
        var vocabulary = Vocabulary.load(settings.vocabularyDir());
        var knowledgePolicies = KnowledgePolicies.load(settings.configDir());
        var limits = dev.dossier.contract.RequestLimits.load(settings.configDir());
        Embedder embedder;
        try {
            embedder = Embedders.create(policies.relevance().embedding());
        } catch (IllegalArgumentException e) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, "policies.yaml relevance.embedding: " + e.getMessage());
        }
        var graph = GraphStore.open(settings.storage());
        try {
            return new Dossier(graph, models, policies, knowledgePolicies, vocabulary, scorer, embedder, limits);
        } catch (RuntimeException e) {
            graph.close();
            throw e;
        }
    }

    public ModelRegistry models() {
        return models;
    }

    /** The request contract of every edge: strict JSON, constraints, limits. */
    public dev.dossier.contract.Contract contract() {
        return contract;
    }

    public Policies policies() {
        return policies;
    }

    public DocumentStore documents() {
        return documents;
    }

    public SourceSync sync() {
        return sync;
    }

    public ReviewAssembler assembler() {
        return assembler;
    }

    /**
     * Embeds every chunk whose vector is missing or stale (new or changed text), reusing cached vectors of
     * identical texts; run after each sync. A second call after an unchanged sync embeds nothing.
     */
    public EmbedReport embedPending(ProgressListener progress) {
        return embeddings.embedPending(embedder, progress);
    }

    /** Syncs the directories, then embeds what the sync added or changed. */
    public Ingested ingest(List<java.nio.file.Path> directories, ProgressListener progress) {
        IngestReport report = sync.sync(directories);
        return new Ingested(report, embedPending(progress));
    }

    /** A sync and the embedding pass after it. */
    public record Ingested(IngestReport report, EmbedReport embeddings) {
    }

    /**
     * Knowledge context for a query and conversation (C6): the best documents by hybrid relevance, scored, tiered
     * and included at the level that fits; the budget record is stored like a review's.
     */
    public KnowledgeContext assembleKnowledge(KnowledgeRequest request) {
        if (request.query() == null || request.query().isBlank()) {
            throw dev.dossier.error.DossierException.invalidField("query", "query must be a non-empty question");
        }
        KnowledgeContext context = knowledge.assemble(request, retrieval.candidates(request.query()));
        assemblies.record(new AssemblyRecord(java.util.UUID.randomUUID().toString(), "knowledge", java.time.Instant.now(), context.model(),
                context.tokenizer(), context.budget(), context.items().size(), context.dropped().size(), List.of(request.query()), null));
        return context;
    }

    /** The knowledge budget of a task before any document is chosen. */
    public dev.dossier.knowledge.KnowledgeBudget knowledgeBudget() {
        return knowledgeBudget;
    }

    /** Documents ranked by hybrid relevance (best chunk per document). */
    public DocumentSearch search() {
        return search;
    }

    /** Budget records of past assemblies. */
    public AssemblyLog assemblies() {
        return assemblies;
    }

    /** Reviews, learned conventions and plan decisions. */
    public Reviews reviews() {
        return reviews;
    }

    /** The graph connection, for the graph layer's own tools (and tests that count with raw Cypher). */
    public GraphStore graph() {
        return graph;
    }

    public String storageDescription() {
        return graph.description();
    }

    /** Idempotent: the serve command closes on shutdown and again when its command returns. */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            graph.close();
        }
    }
}
