package dev.dossier.knowledge;

/**
 * A knowledge candidate that was left out, and why.
 *
 * @param id       candidate id
 * @param title    its title
 * @param filePath its file path, or null
 * @param score    its multi-factor score
 * @param reason   why it was left out (below the include threshold, or which overflow step dropped it)
 */
public record DroppedKnowledge(String id, String title, String filePath, double score, String reason) {
}
