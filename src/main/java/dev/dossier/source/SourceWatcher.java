package dev.dossier.source;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Watches source directories by polling a snapshot of their source files (markdown, man pages, JSON;
 * path, size, modification time) and syncs when it changes. Polling rather than {@code WatchService}: it sees files in new
 * sub-directories and works the same on every file system, at the cost of up to one interval of delay.
 */
public final class SourceWatcher implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(SourceWatcher.class);

    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
        var t = new Thread(r, "dossier-source-watcher");
        t.setDaemon(true);
        return t;
    });
    private final SourceSync sync;
    private final List<Path> directories;
    private final Consumer<IngestReport> onSync;
    private Map<Path, String> last;

    public SourceWatcher(SourceSync sync, List<Path> directories, Consumer<IngestReport> onSync) {
        this.sync = sync;
        this.directories = List.copyOf(directories);
        this.onSync = onSync;
        this.last = SourceSync.snapshot(directories);
    }

    public void start(Duration interval) {
        executor.scheduleWithFixedDelay(this::poll, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void poll() {
        try {
            var now = SourceSync.snapshot(directories);
            if (!now.equals(last)) {
                last = now;
                onSync.accept(sync.sync(directories));
            }
        } catch (RuntimeException e) {
            // The watcher must survive a failed sync (e.g. a directory deleted while serving); the next change retries.
            LOG.error("source sync after a change failed: {}", e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
