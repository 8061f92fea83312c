package dev.dossier.embedding;

/**
 * What one embedding pass did.
 *
 * @param model     model id
 * @param chunks    chunks in the graph
 * @param embedded  texts run through the model (distinct texts: two chunks with the same text count once)
 * @param reused    chunks whose vector came from the cache of earlier vectors (same text and model)
 * @param unchanged chunks whose stored vector was already current
 * @param pruned    cached vectors dropped because no chunk has their text any more (nor any document as its purpose text)
 * @param millis    wall time of the pass
 */
public record EmbedReport(String model, int chunks, int embedded, int reused, int unchanged, int pruned, long millis) {

    /** Texts embedded per second of the whole pass (0 when nothing was embedded). */
    public double embeddedPerSecond() {
        return embedded == 0 || millis == 0 ? 0 : embedded * 1000.0 / millis;
    }
}
