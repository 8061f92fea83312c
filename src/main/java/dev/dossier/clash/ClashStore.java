package dev.dossier.clash;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Where statements and clashes live (the graph); every write is one transaction. */
public interface ClashStore {

    /**
     * Active statements of the project's own facts and, when {@code sessionId} is not null, of that session, that have
     * at least one of {@code slotKeys} (the only ones a statement with those slots can clash with), oldest first.
     */
    List<Statement> active(String project, String sessionId, Collection<String> slotKeys);

    /**
     * Writes a new statement, the stored statements a resolution changed and the clashes, in one transaction.
     * Fails with a conflict when a changed statement is no longer active (another write came first).
     */
    void record(Statement incoming, List<Statement> changed, List<Clash> clashes);

    Optional<Clash> clash(String id);

    /** Clashes of the projects (null: every project), with a status (null: any), newest first, at most {@code limit}. */
    List<Clash> clashes(List<String> projects, ClashStatus status, int limit);

    /** The project's own statements ({@code sessionId} null) or one session's, newest first; only active ones unless {@code history}. */
    List<Statement> statements(String project, String sessionId, boolean history, int limit);

    /**
     * Records the answer to a pending clash and the statements it changes, in one transaction; empty when the clash
     * was no longer pending.
     */
    Optional<Clash> answer(Clash answered, List<Statement> changed, Instant at);
}
