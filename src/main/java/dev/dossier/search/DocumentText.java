package dev.dossier.search;

import java.time.Instant;

/**
 * A document's full text and when its content last changed ({@code modified}; null when unknown).
 */
public record DocumentText(String text, Instant modified) {
}
