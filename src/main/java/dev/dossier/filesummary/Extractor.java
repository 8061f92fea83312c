package dev.dossier.filesummary;

import java.util.Optional;

/** Builds the outline of one language's source text; no bodies, only declarations. */
sealed interface Extractor permits JavaExtractor, GoExtractor, PythonExtractor, ScriptExtractor {

    /**
     * The outline of {@code text} (a file's content decoded as UTF-8, byte-order mark removed), or empty when
     * the text cannot be outlined (e.g. Java that does not parse). {@code fileName} is the last path segment.
     */
    Optional<Outline> extract(String fileName, String text);
}
