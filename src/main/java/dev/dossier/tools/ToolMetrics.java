package dev.dossier.tools;

import java.util.Map;

/**
 * What this process's tool searches did since it started (confusion, PRODUCT.md C8): searches, tools returned, and the
 * tokens of the returned definitions against the tokens of the whole catalogs searched.
 *
 * @param catalogs the size of each catalog this process stored or searched
 */
public record ToolMetrics(long searches, long toolsReturned, long tokensSelected, long tokensCatalogs, Map<String, Integer> catalogs) {

    public ToolMetrics {
        catalogs = Map.copyOf(catalogs);
    }

    /** Tokens a caller did not put into a context by retrieving instead of taking every tool. */
    public long tokensSaved() {
        return tokensCatalogs - tokensSelected;
    }
}
