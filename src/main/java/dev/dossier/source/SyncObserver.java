package dev.dossier.source;

/** Told of every finished sync, from the API, the CLI or the watcher (metrics count files by outcome through it). */
@FunctionalInterface
public interface SyncObserver {

    SyncObserver NONE = report -> { };

    void synced(IngestReport report);
}
