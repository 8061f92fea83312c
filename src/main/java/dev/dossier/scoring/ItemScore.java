package dev.dossier.scoring;

/**
 * The multi-factor score of one knowledge item and its factors (see {@link MultiFactorScore}).
 *
 * @param alignment      task alignment in [0, 1]
 * @param recency        recency factor in [0, 1], or null when the modified time is unknown
 * @param mentions       {@code @}-mentions of the item in the query and history
 * @param mentionDensity mention factor in [0, 1]
 * @param depth          dependency depth used (0 when mentioned), or null when unknown
 * @param dependency     dependency factor in [0, 1], or null when the depth is unknown
 * @param fileClass      the file class ({@code documentation}, {@code source_code}, ...)
 * @param fileType       file-type factor in [0, 1]
 * @param sourceWeight   source-type weight applied
 * @param base           weighted mean of the known factors, in [0, 1]
 * @param weighted       base × source weight (may exceed 1; used for ranking)
 * @param score          min(1, weighted), compared with the thresholds
 * @param tier           the tier the thresholds give
 */
public record ItemScore(double alignment, Double recency, int mentions, double mentionDensity, Integer depth, Double dependency,
                        String fileClass, double fileType, double sourceWeight, double base, double weighted, double score, KnowledgeTier tier) {
}
