package dev.dossier.clash;

import java.time.Instant;
import java.util.List;

/**
 * Something a project or one of its sessions holds to be true: a preference, a fact about the user, a keyed value.
 * Statements are never deleted: a superseded or discarded one stays with {@code validTo} and the clash that decided it.
 *
 * @param id        {@code st_...}
 * @param project   the project
 * @param sessionId the session it belongs to, or null for the project's own facts
 * @param itemId    the session item it was read from, or null
 * @param key       the caller's key, or null
 * @param text      as written
 * @param slots     what it says, as compared with other statements
 * @param validFrom when it was stated (the item's timestamp)
 * @param validTo   when it stopped holding (superseded or discarded), or null
 * @param status    where it stands
 * @param qualifier for a merged statement, what it is held together with; else null
 * @param createdBy who stated it
 */
public record Statement(String id, String project, String sessionId, String itemId, String key, String text, List<Slot> slots, Instant validFrom,
                        Instant validTo, StatementStatus status, String qualifier, String createdBy) {

    public Statement {
        slots = List.copyOf(slots);
    }

    Statement with(StatementStatus next, Instant until, String qualifierText) {
        return new Statement(id, project, sessionId, itemId, key, text, slots, validFrom, until, next, qualifierText, createdBy);
    }
}
