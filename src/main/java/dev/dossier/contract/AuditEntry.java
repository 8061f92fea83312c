package dev.dossier.contract;

import dev.dossier.audit.AuditEvent;
import io.micronaut.core.annotation.Nullable;

/**
 * One write in the audit trail ({@code GET /v1/audit}, {@code dossier audit}).
 *
 * @param id      unique
 * @param at      when (ISO-8601)
 * @param actor   the token's name, or {@code local}
 * @param action  {@code review.record}, {@code sources.sync}, {@code token.create}, {@code token.revoke}
 * @param project the project written to; null for writes of no project
 * @param target  what was written: a task id, a token name, the directories synced
 * @param outcome {@code ok}, or the code of the error that refused it
 */
public record AuditEntry(String id, String at, String actor, String action, @Nullable String project, @Nullable String target, String outcome) {

    public static AuditEntry of(AuditEvent e) {
        return new AuditEntry(e.id(), e.at().toString(), e.actor(), e.action(), e.project(), e.target(), e.outcome());
    }
}
