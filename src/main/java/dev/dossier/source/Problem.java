package dev.dossier.source;

/**
 * A rejected file or a warning about one: which file, which front-matter field (or {@code encoding},
 * {@code size}, {@code content}, {@code front_matter}), and a message that says how to fix it.
 */
public record Problem(String file, String field, String message) {
}
