package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A stored catalog: its size, the tokens of all its definitions, and whether that many tools risk confusing a model. */
public record ToolCatalogView(String catalog, int tools, @JsonProperty("tokens_catalog") int tokensCatalog,
                              @JsonProperty("confusion_risk") boolean confusionRisk, String recommendation) {

    public static ToolCatalogView of(dev.dossier.tools.CatalogSummary s) {
        return new ToolCatalogView(s.catalog(), s.tools(), s.tokensCatalog(), s.confusionRisk(), s.recommendation());
    }
}
