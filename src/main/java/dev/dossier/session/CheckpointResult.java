package dev.dossier.session;

/** A checkpoint and the fresh session that continues from it. */
public record CheckpointResult(String checkpointId, String sessionId, Continuation continuation) {
}
