package dev.dossier.budget;

/** Order in which a tier's SOP chunks claim its budget. */
public enum ChunkOrder {
    /** Most relevant chunk first, whichever SOP it belongs to. */
    RELEVANCE,
    /**
     * Each SOP's most relevant chunk first (SOPs ranked by that chunk's relevance), then each SOP's second
     * chunk, and so on: more SOPs get content before any SOP gets all of it.
     */
    BREADTH_FIRST;

}
