package dev.dossier.relevance;

/**
 * How lexical evidence joins semantic evidence (ADR 0003).
 *
 * @param lexicalLogOdds log-odds of relevance added by full lexical evidence (every query term present,
 *                       densest text of the call); lexical evidence in [0, 1] adds its share of this
 * @param bm25Share      weight of the within-call BM25 (normalised to the best text) against query-term
 *                       coverage: {@code lexical = (1 - bm25Share) * coverage + bm25Share * bm25}; in [0, 1]
 */
public record FusionSettings(double lexicalLogOdds, double bm25Share) {

    public FusionSettings {
        if (!(lexicalLogOdds >= 0 && lexicalLogOdds <= 50)) {
            throw new IllegalArgumentException("lexical_log_odds must be in [0, 50], got " + lexicalLogOdds);
        }
        if (!(bm25Share >= 0 && bm25Share <= 1)) {
            throw new IllegalArgumentException("bm25_share must be in [0, 1], got " + bm25Share);
        }
    }

    /** Lexical evidence in [0, 1] from query-term coverage (absolute) and BM25 relative to the best text of the call. */
    public double lexical(double coverage, double bm25) {
        return (1 - bm25Share) * coverage + bm25Share * bm25;
    }
}
