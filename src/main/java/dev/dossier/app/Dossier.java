package dev.dossier.app;

import dev.dossier.assembly.AssemblyLog;
import dev.dossier.audit.AuditLog;
import dev.dossier.auth.Tokens;
import dev.dossier.session.SessionPolicy;
import dev.dossier.session.Sessions;
import dev.dossier.assembly.AssemblyRecord;
import dev.dossier.assembly.ReviewAssembler;
import dev.dossier.contract.Contract;
import dev.dossier.embedding.EmbedReport;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.error.DossierException;
import dev.dossier.graph.GraphStore;
import dev.dossier.graph.Neo4jChunkEmbeddings;
import dev.dossier.graph.Neo4jDocumentEmbeddings;
import dev.dossier.knowledge.KnowledgeAssembler;
import dev.dossier.knowledge.KnowledgeBudget;
import dev.dossier.knowledge.KnowledgeContext;
import dev.dossier.knowledge.KnowledgePolicies;
import dev.dossier.knowledge.KnowledgeRequest;
import dev.dossier.model.ModelRegistry;
import dev.dossier.relevance.ChosenScorer;
import dev.dossier.relevance.RelevanceScorer;
import dev.dossier.review.Reviews;
import dev.dossier.search.DocumentSearch;
import dev.dossier.search.KnowledgeRetrieval;
import dev.dossier.source.DocumentStore;
import dev.dossier.source.IngestReport;
import dev.dossier.source.SourceSync;
import dev.dossier.vocabulary.Vocabulary;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.BeanContext;
import io.micronaut.context.exceptions.BeanInstantiationException;
import io.micronaut.inject.qualifiers.Qualifiers;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.util.List;

/**
 * The application as the container wires it (one {@code @Factory} per feature): a thin facade over the services,
 * which the CLI, the HTTP server and tests use. It builds nothing itself. Close it to close the container, which
 * shuts the graph down (Neo4j keeps non-daemon threads: without a close the JVM never exits).
 *
 * @param graph           the graph connection, for the graph layer's own tools (and tests that count with raw Cypher)
 * @param modelFit        task sizing against the models (model-fit.yaml)
 * @param contract        the request contract of every edge: strict JSON, constraints, limits
 * @param reviews         reviews, learned conventions and plan decisions
 * @param assemblies      budget records of past assemblies
 * @param purposes        one vector per document for its title and summary (the fourth search retrieval)
 * @param search          documents ranked by hybrid relevance (best chunk per document)
 * @param knowledgeBudget the knowledge budget of a task before any document is chosen
 * @param tokens          API tokens: issued, listed, revoked, and checked by the HTTP edge
 * @param audit           the audit trail of writes
 * @param sessions        agents' running contexts (C7)
 * @param monitor         the risk monitor: loops, their metrics and graduated signals (seed 002)
 * @param gateReports     recorded gate reports, the latest of a task shown in its review context
 * @param facts           knowledge bases in the graph (issue 14)
 * @param guard           claims checked against a knowledge base (C8)
 * @param quarantine      content the guard held back, waiting for a person
 * @param tools           tool catalogs, searched by calibrated relevance (seed 001, scenarios 11-15)
 * @param clashes         statements of projects and sessions, and the clashes between them (seed 001, scenarios 16-20)
 * @param validator       quality validation before content enters a context (seed 000, scenarios 1-7)
 * @param observers       where assemblies, syncs and embedding passes are announced (the server's metrics subscribe here)
 * @param container       the container that wired this application; the HTTP server starts inside it
 */
@Singleton
public record Dossier(GraphStore graph, ModelRegistry models, dev.dossier.model.ModelFit modelFit, Policies policies, DocumentStore documents, SourceSync sync, ReviewAssembler assembler,
                      Reviews reviews, AssemblyLog assemblies, Neo4jChunkEmbeddings embeddings, Neo4jDocumentEmbeddings purposes, @Named("model") Embedder embedder, DocumentSearch search,
                      KnowledgeRetrieval retrieval, KnowledgeAssembler knowledge, Contract contract, KnowledgeBudget knowledgeBudget, Tokens tokens,
                      AuditLog audit, Sessions sessions, dev.dossier.gates.GateReports gateReports,
                      dev.dossier.monitor.RiskMonitor monitor, dev.dossier.facts.Facts facts, dev.dossier.guard.Guard guard,
                      dev.dossier.quarantine.Quarantine quarantine, dev.dossier.tools.Tools tools,
                      dev.dossier.clash.Clashes clashes, dev.dossier.validation.QualityValidator validator, Observers observers, ApplicationContext container) implements AutoCloseable {

    /** Opens with the scorer {@code policies.yaml} names ({@code relevance.scorer}). */
    public static Dossier open(RuntimeSettings settings) {
        return open(settings, null);
    }

    /**
     * Starts a container for {@code settings}: configuration is validated before the graph opens (a bad file should
     * not wait for Neo4j), then the graph opens.
     *
     * @param scorer the review relevance scorer, or null for the one the policy names
     */
    public static Dossier open(RuntimeSettings settings, RelevanceScorer scorer) {
        var builder = ApplicationContext.builder().deduceEnvironment(false).banner(false).singletons(settings);
        if (scorer != null) {
            builder.singletons(new ChosenScorer(scorer));
        }
        ApplicationContext context = builder.start();
        try {
            return wired(context);
        } catch (RuntimeException e) {
            context.close();
            throw e;
        }
    }

    /** The facade of a container whose {@link RuntimeSettings} are registered; configuration is checked first. */
    public static Dossier wired(BeanContext context) {
        try {
            context.getBean(Policies.class);
            context.getBean(KnowledgePolicies.class);
            context.getBean(Contract.class);
            context.getBean(Vocabulary.class);
            context.getBean(SessionPolicy.class);
            context.getBean(dev.dossier.model.FitPolicy.class);
            context.getBean(dev.dossier.monitor.MonitorPolicy.class);
            context.getBean(dev.dossier.guard.GuardPolicy.class);
            context.getBean(dev.dossier.tools.ToolPolicy.class);
            context.getBean(dev.dossier.clash.ClashPolicy.class);
            context.getBean(dev.dossier.validation.ValidationPolicy.class);
            context.getBean(dev.dossier.search.SearchPolicy.class);
            context.getBean(Embedder.class, Qualifiers.byName("model"));
            return context.getBean(Dossier.class);
        } catch (BeanInstantiationException e) {
            throw unwrap(e);
        }
    }

    /** The container reports a factory's exception wrapped; the caller gets the Dossier error inside. */
    public static RuntimeException unwrap(BeanInstantiationException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof DossierException d) {
                return d;
            }
        }
        return e;
    }

    /**
     * Embeds every document's purpose text (title and summary, ADR 0003 "Search retrieval") and every chunk whose
     * vector is missing or stale (new or changed text), reusing cached vectors of identical texts; run after each
     * sync. A second call after an unchanged sync embeds nothing. Purposes go first: the chunk pass then prunes the
     * cache, keeping what a chunk or a document names. The report is the chunk pass's. With {@code lists.purpose_vector}
     * 0 no search reads purpose vectors, so none are embedded.
     */
    public EmbedReport embedPending(ProgressListener progress) {
        if (search.usesPurposeVectors()) {
            purposes.embedPending(embedder, progress);
        }
        EmbedReport report = embeddings.embedPending(embedder, progress);
        observers.embedded(report);
        return report;
    }

    /** Syncs the directories, then embeds what the sync added or changed; {@code progress} hears of both (units files, then chunks). */
    public Ingested ingest(List<java.nio.file.Path> directories, ProgressListener progress) {
        IngestReport report = sync.sync(directories, progress);
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
        assemblies.record(AssemblyRecord.now("knowledge", context.model(), context.tokenizer(), context.budget(), context.items().size(),
                context.dropped().size(), List.of(request.query()), null, null, context.manifest()));
        return context;
    }

    public String storageDescription() {
        return graph.description();
    }

    /** Closes the container (and with it the graph). Idempotent: the serve command closes on shutdown and again when it returns. */
    @Override
    public void close() {
        if (container.isRunning()) {
            container.close();
        }
    }
}
