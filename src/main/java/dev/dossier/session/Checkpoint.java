package dev.dossier.session;

import java.time.Instant;

/** A checkpoint of {@code sessionId}, continued by {@code successorId}. */
public record Checkpoint(String id, String sessionId, String successorId, Instant at, Continuation continuation) {
}
