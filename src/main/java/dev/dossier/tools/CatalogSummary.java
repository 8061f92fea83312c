package dev.dossier.tools;

/** What a put stored. */
public record CatalogSummary(String catalog, int tools, int tokensCatalog, boolean confusionRisk, String recommendation) {
}
