package dev.dossier.graph;

import dev.dossier.assembly.AssemblyLog;
import dev.dossier.assembly.AssemblyLogSettings;
import dev.dossier.audit.AuditLog;
import dev.dossier.auth.TokenStore;
import dev.dossier.assembly.AssemblyObserver;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.EmbeddingSettings;
import dev.dossier.filesummary.SummaryCache;
import dev.dossier.knowledge.KnowledgeSummaryCache;
import dev.dossier.review.ReviewStore;
import dev.dossier.search.SearchIndex;
import dev.dossier.session.SessionStore;
import dev.dossier.source.DocumentStore;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Named;
import jakarta.inject.Singleton;

/** The graph and the Neo4j adapters of the features' ports. The graph closes with the container. */
@Factory
@Requires(beans = StorageSettings.class)
final class GraphFactory {

    @Singleton
    @Bean(preDestroy = "close")
    GraphStore graph(StorageSettings settings, @Named("model") Embedder embedder) {
        return GraphStore.open(settings, embedder.dimensions());
    }

    @Singleton
    DocumentStore documents(GraphStore graph) {
        return new Neo4jDocumentStore(graph);
    }

    /** The stored log, telling the application's observers of each record (metrics, when the server subscribed them). */
    @Singleton
    AssemblyLog assemblies(GraphStore graph, AssemblyObserver observer, AssemblyLogSettings settings) {
        return AssemblyLog.observed(new Neo4jAssemblyLog(graph, settings), observer);
    }

    @Singleton
    Neo4jChunkEmbeddings embeddings(GraphStore graph, EmbeddingSettings settings) {
        return new Neo4jChunkEmbeddings(graph, settings.batchSize());
    }

    @Singleton
    Neo4jDocumentEmbeddings purposeEmbeddings(GraphStore graph, EmbeddingSettings settings) {
        return new Neo4jDocumentEmbeddings(graph, settings.batchSize());
    }

    @Singleton
    SearchIndex searchIndex(GraphStore graph, Neo4jChunkEmbeddings embeddings) {
        return new Neo4jSearchIndex(graph);
    }

    @Singleton
    ReviewStore reviews(GraphStore graph) {
        return new Neo4jReviewStore(graph);
    }

    @Singleton
    SummaryCache fileSummaries(GraphStore graph) {
        return new Neo4jFileSummaryCache(graph);
    }

    @Singleton
    TokenStore tokens(GraphStore graph) {
        return new Neo4jTokenStore(graph);
    }

    @Singleton
    AuditLog audit(GraphStore graph) {
        return new Neo4jAuditLog(graph);
    }

    @Singleton
    KnowledgeSummaryCache knowledgeSummaries(GraphStore graph) {
        return new Neo4jKnowledgeSummaryCache(graph);
    }

    @Singleton
    dev.dossier.gates.GateReports gateReports(GraphStore graph) {
        return new Neo4jGateReports(graph);
    }

    @Singleton
    dev.dossier.monitor.MonitorStore monitor(GraphStore graph) {
        return new Neo4jMonitorStore(graph);
    }

    @Singleton
    SessionStore sessions(GraphStore graph) {
        return new Neo4jSessionStore(graph);
    }

    @Singleton
    dev.dossier.facts.FactStore facts(GraphStore graph) {
        return new Neo4jFactStore(graph);
    }

    @Singleton
    dev.dossier.quarantine.QuarantineStore quarantine(GraphStore graph) {
        return new Neo4jQuarantineStore(graph);
    }

    @Singleton
    dev.dossier.clash.ClashStore clashes(GraphStore graph) {
        return new Neo4jClashStore(graph);
    }

    @Singleton
    dev.dossier.tools.ToolStore tools(GraphStore graph) {
        return new Neo4jToolStore(graph);
    }
}
