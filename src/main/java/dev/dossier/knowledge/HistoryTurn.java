package dev.dossier.knowledge;

import java.time.Instant;

/**
 * One turn of the conversation, oldest first in a request.
 *
 * @param role      who spoke ({@code user}, {@code assistant}, ...)
 * @param content   what was said
 * @param timestamp when, or null
 */
public record HistoryTurn(String role, String content, Instant timestamp) {
}
