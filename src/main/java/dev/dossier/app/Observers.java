package dev.dossier.app;

import dev.dossier.session.CompressionResult;
import dev.dossier.session.SessionEvent;
import dev.dossier.session.SessionObserver;
import dev.dossier.assembly.AssemblyObserver;
import dev.dossier.assembly.AssemblyRecord;
import dev.dossier.embedding.EmbedReport;
import dev.dossier.embedding.EmbeddingObserver;
import dev.dossier.source.IngestReport;
import dev.dossier.source.SyncObserver;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The application's events (assemblies recorded, syncs finished, embedding passes, session operations) passed on to whoever subscribed: the
 * server's metrics do, the CLI subscribes nobody. A failing subscriber is logged and never fails the operation.
 */
@Singleton
public final class Observers implements AssemblyObserver, SyncObserver, EmbeddingObserver, SessionObserver {

    private static final Logger LOG = LoggerFactory.getLogger(Observers.class);

    private final List<AssemblyObserver> assemblies = new CopyOnWriteArrayList<>();
    private final List<SyncObserver> syncs = new CopyOnWriteArrayList<>();
    private final List<EmbeddingObserver> embeddings = new CopyOnWriteArrayList<>();
    private final List<SessionObserver> sessions = new CopyOnWriteArrayList<>();

    /** Subscribes a session observer; closing the subscription unsubscribes it. */
    public Subscription subscribe(SessionObserver session) {
        sessions.add(session);
        return () -> sessions.remove(session);
    }

    private final java.util.Map<String, java.util.concurrent.atomic.LongAdder> distraction = new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public void observed(List<SessionEvent> events, CompressionResult compression) {
        for (SessionEvent e : events) {
            if (e instanceof SessionEvent.DistractionDetected d) {
                distraction.computeIfAbsent(d.severity(), k -> new java.util.concurrent.atomic.LongAdder()).increment();
            }
        }
        each(sessions, o -> o.observed(events, compression));
    }

    /** Distraction alerts of sessions in this process since it started, by severity (medium, high). */
    public java.util.Map<String, Long> distractionAlerts() {
        var out = new java.util.TreeMap<String, Long>();
        distraction.forEach((k, v) -> out.put(k, v.sum()));
        return out;
    }

    /** Subscribes the three; closing the subscription unsubscribes them. */
    public Subscription subscribe(AssemblyObserver assembly, SyncObserver sync, EmbeddingObserver embedding) {
        assemblies.add(assembly);
        syncs.add(sync);
        embeddings.add(embedding);
        return () -> {
            assemblies.remove(assembly);
            syncs.remove(sync);
            embeddings.remove(embedding);
        };
    }

    @Override
    public void recorded(AssemblyRecord record) {
        each(assemblies, o -> o.recorded(record));
    }

    @Override
    public void synced(IngestReport report) {
        each(syncs, o -> o.synced(report));
    }

    @Override
    public void embedded(EmbedReport report) {
        each(embeddings, o -> o.embedded(report));
    }

    private static <T> void each(List<T> observers, Consumer<T> call) {
        for (T o : observers) {
            try {
                call.accept(o);
            } catch (RuntimeException e) {
                LOG.warn("an observer failed; the operation is not affected", e);
            }
        }
    }

    /** Undoes a {@link #subscribe}. */
    @FunctionalInterface
    public interface Subscription extends AutoCloseable {
        @Override
        void close();
    }
}
