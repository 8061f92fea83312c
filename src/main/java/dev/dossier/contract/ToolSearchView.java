package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The tools over the calibrated threshold, best first, and their tokens against the whole catalog's. */
public record ToolSearchView(List<ToolHit> tools, @JsonProperty("tokens_selected") int tokensSelected,
                             @JsonProperty("tokens_catalog") int tokensCatalog, @JsonProperty("confusion_risk") boolean confusionRisk,
                             String recommendation) {

    /** One tool with its relevance in [0, 1]. */
    public record ToolHit(String name, String description, double relevance) {
    }

    public static ToolSearchView of(dev.dossier.tools.ToolSearch s) {
        return new ToolSearchView(s.tools().stream().map(t -> new ToolHit(t.name(), t.description(), t.relevance())).toList(), s.tokensSelected(),
                s.tokensCatalog(), s.confusionRisk(), s.recommendation());
    }
}
