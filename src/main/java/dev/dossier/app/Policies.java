package dev.dossier.app;

import dev.dossier.budget.ReviewPolicies;
import dev.dossier.config.ConfigFiles;
import dev.dossier.relevance.RelevanceSettings;
import dev.dossier.review.ConventionPolicy;
import dev.dossier.source.IngestionPolicy;
import java.nio.file.Path;
import java.util.Set;

/**
 * Everything {@code policies.yaml} defines: each feature binds and validates its own section; the file may hold no
 * other. An override file without a section gets the packaged one.
 */
public record Policies(ReviewPolicies review, IngestionPolicy ingestion, ConventionPolicy conventions, RelevanceSettings relevance) {

    /** The sections of {@code policies.yaml}, one per feature. */
    static final Set<String> SECTIONS = Set.of("review", "ingestion", "conventions", "relevance", "review_evidence");

    static void requireSections(Path configDir) {
        ConfigFiles.requireSections(configDir, "policies.yaml", SECTIONS);
    }

    public static Policies load(Path configDir) {
        requireSections(configDir);
        return new Policies(ReviewPolicies.load(configDir), IngestionPolicy.load(configDir), ConventionPolicy.load(configDir),
                RelevanceSettings.load(configDir));
    }
}
