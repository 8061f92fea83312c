package dev.dossier.quarantine;

import java.time.Instant;
import java.util.List;

/**
 * Content held back until a person decides: nothing in quarantine is ever deleted; a decision is recorded on the item
 * with who, when and why.
 *
 * @param id          {@code q_...}
 * @param project     the project the content was going to
 * @param kb          the knowledge base it was checked against
 * @param origin      what held it ({@code guard.check})
 * @param destination where approval sends it: {@code none} (back to the caller, who asked for the check), {@code project}
 *                    (the project's facts) or {@code session:ID} (a session's items)
 * @param attributes  what the destination needs besides the content (a session item's component, role, key, timestamp)
 * @param content     the content, as it was submitted
 * @param reason      why it was held
 * @param claims      the doubtful claims, one line each
 * @param createdBy   who submitted it
 * @param decidedBy   who approved or rejected it (null while pending)
 * @param note        the decider's note (null while pending)
 */
public record QuarantineItem(String id, String project, String kb, String origin, String destination, String content, String reason,
                             List<String> claims, QuarantineStatus status, String createdBy, Instant created, String decidedBy,
                             Instant decided, String note, java.util.Map<String, String> attributes) {

    public QuarantineItem {
        claims = List.copyOf(claims);
        attributes = java.util.Map.copyOf(attributes);
    }
}
