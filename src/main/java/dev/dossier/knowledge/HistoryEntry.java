package dev.dossier.knowledge;

import java.time.Instant;

/**
 * What became of one conversation turn.
 *
 * @param index     position in the request's history, from 0 (oldest)
 * @param role      the turn's role
 * @param timestamp the turn's timestamp, or null
 * @param treatment {@code verbatim}, {@code summarized} (extractive, query-aware), {@code trimmed} (cut with a marker)
 *                  or {@code dropped}
 * @param tokens    tokens of its rendering in the context, 0 when dropped
 * @param reason    why it was summarized, trimmed or dropped; null when verbatim
 */
public record HistoryEntry(int index, String role, Instant timestamp, String treatment, int tokens, String reason) {
}
