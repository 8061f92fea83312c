package dev.dossier.audit;

import java.time.Instant;

/**
 * One write, as the audit trail keeps it.
 *
 * @param id      unique
 * @param at      when it was answered
 * @param actor   the token's name, or {@code local}
 * @param action  {@code review.record}, {@code sources.sync}, {@code token.create}, {@code token.revoke}, ...
 * @param project the project written to, or {@code null} for writes that belong to no project (sync, tokens)
 * @param target  what was written (task id, token name, directories), bounded
 * @param outcome {@code ok}, or the error code that refused it ({@code conflict}, {@code forbidden}, ...)
 */
public record AuditEvent(String id, Instant at, String actor, String action, String project, String target, String outcome) {
}
