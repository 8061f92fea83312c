package dev.dossier.tools;

import java.util.List;

/**
 * A search's answer.
 *
 * @param tools          the best tools over the threshold, best first
 * @param ranked         the best k by relevance, whether over the threshold or not (for measurement)
 * @param tokensSelected tokens of the returned tools' definitions
 * @param tokensCatalog  tokens of the whole catalog's definitions
 * @param confusionRisk  the catalog holds more tools than the policy's confusion_risk_above
 */
public record ToolSearch(List<FoundTool> tools, List<FoundTool> ranked, int tokensSelected, int tokensCatalog, boolean confusionRisk,
                         String recommendation) {
}
