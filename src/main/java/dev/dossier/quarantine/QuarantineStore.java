package dev.dossier.quarantine;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Where quarantined items live (the graph). */
public interface QuarantineStore {

    void add(QuarantineItem item);

    Optional<QuarantineItem> get(String id);

    /** Items of the projects (null: every project), with a status (null: any), newest first, at most {@code limit}. */
    List<QuarantineItem> list(List<String> projects, QuarantineStatus status, int limit);

    /**
     * Records a decision on a pending item in one transaction; returns the item after it, or empty when it was not
     * pending any more (another decision came first).
     */
    Optional<QuarantineItem> decide(String id, QuarantineStatus status, String by, Instant at, String note);
}
