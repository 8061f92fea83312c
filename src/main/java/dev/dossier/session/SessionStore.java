package dev.dossier.session;

import java.util.List;
import java.util.Optional;

/**
 * Where sessions live (implemented in {@code graph}). Reads are by session id; the service checks ownership.
 * {@link #apply(List)} writes all its changes in one transaction or none of them.
 */
public interface SessionStore {

    /**
     * Applies the changes in one transaction. A change whose {@code expectedVersion} is 0 creates its session (a
     * {@code CONFLICT} error if the id exists); otherwise the stored version must equal it ({@code CONFLICT} if not).
     */
    void apply(List<SessionChange> changes);

    Optional<Session> find(String sessionId);

    /** The user's sessions, only {@code project}'s when it is not null, newest first, at most {@code limit}. */
    List<Session> list(String user, @jakarta.annotation.Nullable String project, int limit);

    /** The session's items in the context, by {@code seq}. */
    List<SessionItem> items(String sessionId);

    Optional<ScratchpadEntry> scratchpad(String sessionId, String ref);

    /** References of the session's scratchpad entries, oldest first. */
    List<String> scratchpadRefs(String sessionId);

    /** Events with {@code seq > afterSeq}, oldest first, at most {@code limit}. */
    List<SessionEvent> events(String sessionId, long afterSeq, int limit);

    Optional<Checkpoint> checkpoint(String checkpointId);

    /** Deletes the session, its items, scratchpad and events; false if it did not exist. */
    boolean delete(String sessionId);
}
