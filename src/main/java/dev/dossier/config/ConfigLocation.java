package dev.dossier.config;

import jakarta.annotation.Nullable;
import java.nio.file.Path;

/**
 * Where the configuration files and the predicate vocabulary are read from.
 *
 * @param directory  holds overrides of {@code models.yaml}, {@code policies.yaml}, {@code knowledge.yaml}, {@code search.yaml} and
 *                   {@code limits.yaml}; null for the packaged files
 * @param vocabulary directory of predicate definitions, or null for the packaged ones
 */
public record ConfigLocation(@Nullable Path directory, @Nullable Path vocabulary) {
}
