package dev.dossier.audit;

import java.time.Instant;
import java.util.List;
import java.util.Set;

/** The audit trail (the graph): written after each write, read by admins. */
public interface AuditLog {

    void record(AuditEvent event);

    /**
     * Events at or after {@code since} (null: any time), newest first, at most {@code limit}. {@code project} null: every
     * project the reader sees ({@code visible} null: all) and the events of no project; else only that project's.
     */
    List<AuditEvent> since(Instant since, String project, Set<String> visible, int limit);
}
