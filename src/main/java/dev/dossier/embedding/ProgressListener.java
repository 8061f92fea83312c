package dev.dossier.embedding;

/** Receives progress of a long job (the CLI renders it; domain code only reports). Called on the working thread. */
@FunctionalInterface
public interface ProgressListener {

    void onProgress(Progress progress);

    /** A listener that ignores everything. */
    static ProgressListener none() {
        return p -> { };
    }
}
