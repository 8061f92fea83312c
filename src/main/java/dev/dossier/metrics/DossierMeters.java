package dev.dossier.metrics;

import dev.dossier.session.CompressionResult;
import dev.dossier.session.SessionEvent;
import dev.dossier.session.SessionPolicy;
import dev.dossier.app.Observers;
import dev.dossier.assembly.AssemblyRecord;
import dev.dossier.embedding.EmbedReport;
import dev.dossier.source.IngestReport;
import dev.dossier.source.Problem;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Dossier's own meters, fed by the application's observers (Prometheus names in brackets):
 * <ul>
 *   <li>assemblies by kind ({@code dossier_assemblies_total{kind}}), with the tokens each used and had available
 *       ({@code dossier_assembly_tokens_used}, {@code dossier_assembly_tokens_available}: count, sum, max, buckets) and
 *       its utilization ({@code dossier_assembly_utilization});</li>
 *   <li>budget overruns ({@code dossier_budget_overruns_total{kind}}): an assembly whose context took more tokens than
 *       it had available. The assemblers never let that happen: the counter must stay 0;</li>
 *   <li>ingestion outcomes ({@code dossier_ingest_files_total{outcome}}: ingested, unchanged and removed documents (a
 *       STIX bundle counts one per technique), rejected files);</li>
 *   <li>embedding ({@code dossier_embedding_chunks_total} texts run through the model, {@code dossier_embedding_passes_seconds}
 *       the passes' wall time, {@code dossier_embedding_chunks_per_second} of the latest pass that embedded anything).</li>
 * </ul>
 */
public final class DossierMeters implements AutoCloseable {

    /** The property that can turn the meters (and {@code GET /metrics}) off; they are on by default and built when the server starts. */
    public static final String ENABLED = "dossier.metrics.enabled";

    static final List<String> KINDS = List.of("review", "knowledge");
    static final List<String> OUTCOMES = List.of("ingested", "unchanged", "removed", "rejected");
    private static final double[] TOKEN_BUCKETS = {1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 1_000_000};

    private final Map<String, Counter> assemblies = new HashMap<>();
    private final Map<String, Counter> overruns = new HashMap<>();
    private final Map<String, DistributionSummary> used = new HashMap<>();
    private final Map<String, DistributionSummary> available = new HashMap<>();
    private final Map<String, DistributionSummary> utilization = new HashMap<>();
    private final Map<String, Counter> files = new HashMap<>();
    private final Counter chunks;
    private final Timer passes;
    private final AtomicReference<Double> chunksPerSecond = new AtomicReference<>(0.0);
    private Observers.Subscription subscription;
    private Observers.Subscription sessionSubscription;
    private final Map<String, Counter> sessionEvents = new HashMap<>();
    private final Counter sessionWarnings;
    private final Counter sessionCritical;
    private final Counter compressions;
    private final DistributionSummary compressionRatio;
    static final List<String> SESSION_EVENTS = List.of("level_changed", "compression_applied", "compression_failed", "distraction_detected",
            "budget_exceeded", "checkpoint_created");

    private final SessionPolicy sessionPolicy;

    /**
     * The guard's and the tool searches' meters, read from their own counters at each scrape: texts checked by decision
     * ({@code dossier_guard_checks_total{decision}}), tool searches, tools returned and tokens saved by retrieving
     * ({@code dossier_tools_searches_total}, {@code dossier_tools_returned_total}, {@code dossier_tools_tokens_saved_total}), and
     * clashes by type, by strategy and by who resolved them ({@code dossier_clashes_total{type}},
     * {@code dossier_clashes_strategy_total{strategy}}, {@code dossier_clashes_resolved_total{by}}). Distraction alerts are
     * the sessions' {@code distraction_detected} events, counted with the other session events.
     */
    void watch(MeterRegistry registry, dev.dossier.guard.Guard guard, dev.dossier.tools.Tools tools, dev.dossier.clash.Clashes clashes) {
        for (var type : dev.dossier.clash.ClashType.values()) {
            FunctionCounter.builder("dossier.clashes", clashes, c -> c.metrics().byType().getOrDefault(type.label(), 0L))
                    .description("Clashes detected, by type").tag("type", type.label()).register(registry);
        }
        for (var strategy : dev.dossier.clash.Strategy.values()) {
            FunctionCounter.builder("dossier.clashes.strategy", clashes, c -> c.metrics().byStrategy().getOrDefault(strategy.label(), 0L))
                    .description("Clashes by the strategy applied").tag("strategy", strategy.label()).register(registry);
        }
        FunctionCounter.builder("dossier.clashes.resolved", clashes, c -> c.metrics().automatic()).description("Clashes resolved, by the policy "
                + "(automatic) or by a person's answer (user)").tag("by", "automatic").register(registry);
        FunctionCounter.builder("dossier.clashes.resolved", clashes, c -> c.metrics().byUser()).description("Clashes resolved, by the policy "
                + "(automatic) or by a person's answer (user)").tag("by", "user").register(registry);
        FunctionCounter.builder("dossier.guard.checks", guard, g -> g.metrics().accepted()).description("Texts checked by the guard, by decision")
                .tag("decision", "accept").register(registry);
        FunctionCounter.builder("dossier.guard.checks", guard, g -> g.metrics().blocked()).description("Texts checked by the guard, by decision")
                .tag("decision", "block").register(registry);
        FunctionCounter.builder("dossier.guard.checks", guard, g -> g.metrics().quarantined()).description("Texts checked by the guard, by decision")
                .tag("decision", "quarantine").register(registry);
        FunctionCounter.builder("dossier.tools.searches", tools, t -> t.metrics().searches()).description("Tool searches").register(registry);
        FunctionCounter.builder("dossier.tools.returned", tools, t -> t.metrics().toolsReturned()).description("Tools returned by searches")
                .register(registry);
        FunctionCounter.builder("dossier.tools.tokens.saved", tools, t -> t.metrics().tokensSaved()).description("Catalog tokens not "
                + "returned by searches (the whole catalog's minus the selected tools')").register(registry);
    }

    /** Registers every meter at 0, so a scrape shows them before the first event; {@code sessions} ranks the pressure levels. */
    public DossierMeters(MeterRegistry registry, SessionPolicy sessions) {
        this.sessionPolicy = sessions;
        for (String kind : KINDS) {
            assemblies.put(kind, Counter.builder("dossier.assemblies").description("Assemblies recorded").tag("kind", kind).register(registry));
            overruns.put(kind, Counter.builder("dossier.budget.overruns").description("Assemblies whose context used more tokens than "
                    + "available; must stay 0").tag("kind", kind).register(registry));
            used.put(kind, DistributionSummary.builder("dossier.assembly.tokens.used").description("Tokens of each assembled context")
                    .tag("kind", kind).serviceLevelObjectives(TOKEN_BUCKETS).register(registry));
            available.put(kind, DistributionSummary.builder("dossier.assembly.tokens.available").description("Tokens each assembly "
                    + "had available after reserves").tag("kind", kind).serviceLevelObjectives(TOKEN_BUCKETS).register(registry));
            utilization.put(kind, DistributionSummary.builder("dossier.assembly.utilization").description("Used / available of each "
                    + "assembly").tag("kind", kind).serviceLevelObjectives(0.25, 0.5, 0.75, 0.9, 1.0).register(registry));
        }
        for (String outcome : OUTCOMES) {
            files.put(outcome, Counter.builder("dossier.ingest.files").description("Source documents by sync outcome (rejected: files)")
                    .tag("outcome", outcome).register(registry));
        }
        chunks = Counter.builder("dossier.embedding.chunks").description("Chunk texts run through the embedding model").register(registry);
        passes = Timer.builder("dossier.embedding.passes").description("Wall time of embedding passes").register(registry);
        for (String type : SESSION_EVENTS) {
            sessionEvents.put(type, Counter.builder("dossier.session.events").description("Session events by type (compression_failed: "
                    + "failures; distraction_detected: distraction alerts)").tag("type", type).register(registry));
        }
        sessionWarnings = Counter.builder("dossier.session.pressure.warnings").description("Sessions entering a level above ok "
                + "short of critical").register(registry);
        sessionCritical = Counter.builder("dossier.session.pressure.critical").description("Sessions entering the critical level")
                .register(registry);
        compressions = Counter.builder("dossier.session.compressions").description("Session compressions (asked for or automatic)")
                .register(registry);
        compressionRatio = DistributionSummary.builder("dossier.session.compression.ratio").description("Tokens before / after of each "
                + "compression (the mean is the average ratio)").register(registry);
        Gauge.builder("dossier.embedding.chunks.per.second", chunksPerSecond, AtomicReference::get)
                .description("Chunks embedded per second by the latest pass that embedded any").register(registry);
    }

    /** Counts an assembly; an overrun is counted and never thrown (the assembly is already answered). */
    public void assembly(AssemblyRecord record) {
        String kind = KINDS.contains(record.kind()) ? record.kind() : "review";
        assemblies.get(kind).increment();
        used.get(kind).record(record.budget().used());
        available.get(kind).record(record.budget().available());
        utilization.get(kind).record(record.budget().utilization());
        if (record.overran()) {
            overruns.get(kind).increment();
        }
    }

    public void sync(IngestReport report) {
        files.get("ingested").increment(report.ingested());
        files.get("unchanged").increment(report.unchanged());
        files.get("removed").increment(report.removed());
        files.get("rejected").increment(report.rejected().stream().map(Problem::file).distinct().count());
    }

    public void embedding(EmbedReport report) {
        chunks.increment(report.embedded());
        passes.record(Duration.ofMillis(report.millis()));
        if (report.embedded() > 0) {
            chunksPerSecond.set(report.embeddedPerSecond());
        }
    }

    /** Counts a session operation's events and its compression. */
    public void session(List<SessionEvent> events, CompressionResult compression) {
        for (SessionEvent e : events) {
            var counter = sessionEvents.get(e.type());
            if (counter != null) {
                counter.increment();
            }
            if (e instanceof SessionEvent.LevelChanged l && isRise(l)) {
                (l.to().equals("critical") ? sessionCritical : sessionWarnings).increment();
            }
        }
        if (compression != null) {
            compressions.increment();
            compressionRatio.record(compression.ratio());
        }
    }

    /** A level change upwards, towards critical, in the order of the session's pressure preset (policy data). */
    private boolean isRise(SessionEvent.LevelChanged l) {
        return sessionPolicy.pressure().values().stream().anyMatch(p -> p.rises(l.from(), l.to()));
    }

    /** Subscribes these meters to the application's events until {@link #close()}. */
    void subscribe(Observers observers) {
        subscription = observers.subscribe(this::assembly, this::sync, this::embedding);
        sessionSubscription = observers.subscribe(this::session);
    }

    /** Unsubscribes (the application may outlive the server, as in tests). */
    @Override
    public void close() {
        if (subscription != null) {
            subscription.close();
            subscription = null;
        }
        if (sessionSubscription != null) {
            sessionSubscription.close();
            sessionSubscription = null;
        }
    }
}
