package dev.dossier.knowledge;

/**
 * Token caps of the summarization levels (seed 004): detailed ≤ 2000, summary ≤ 500, stub ≤ 100 by default.
 * Full has no cap.
 */
public record LevelCaps(int detailed, int summary, int stub) {

    /** The seed's caps. */
    public static final LevelCaps DEFAULT = new LevelCaps(2000, 500, 100);

    public LevelCaps {
        if (stub < 10 || summary <= stub || detailed <= summary) {
            throw new IllegalArgumentException("level caps must satisfy 10 <= stub < summary < detailed, got detailed " + detailed
                    + ", summary " + summary + ", stub " + stub);
        }
    }
}
