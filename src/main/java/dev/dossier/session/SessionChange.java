package dev.dossier.session;

import jakarta.annotation.Nullable;
import java.util.List;
import java.util.Set;

/**
 * Everything one operation writes for one session, computed in full before anything is written; a store applies a
 * list of changes in one transaction.
 *
 * @param session         the session as it is after the change ({@code version} is the stored one + 1)
 * @param expectedVersion the stored version the change was computed from; 0 creates the session
 * @param added           items to store (also those the same change removes again: a scratchpad entry holds them)
 * @param removed         ids of items at or above the session's new {@code floor} that leave the context (items below
 *                        it leave by the floor); nothing is deleted before the session is: scratchpad entries refer to
 *                        removed items
 * @param archived        scratchpad entries to store
 * @param events          events to append
 * @param checkpoint      a checkpoint of this session, or null
 */
public record SessionChange(Session session, long expectedVersion, List<SessionItem> added, Set<String> removed, List<ScratchpadEntry> archived,
                            List<SessionEvent> events, @Nullable Checkpoint checkpoint) {
    public SessionChange {
        added = List.copyOf(added);
        removed = Set.copyOf(removed);
        archived = List.copyOf(archived);
        events = List.copyOf(events);
    }
}
