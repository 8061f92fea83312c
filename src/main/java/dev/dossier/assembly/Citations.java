package dev.dossier.assembly;

import java.util.Map;

/**
 * What a project's recorded reviews say about the SOPs for the kinds of a request's files.
 *
 * @param reviews the project's reviews of the request's kinds of file (the most of any one kind); 0: none yet
 * @param bySop   per SOP that at least one of them cited, its citations (of the kind that cited it most)
 */
public record Citations(int reviews, Map<String, Citation> bySop) {

    /** No reviews at all. */
    public static final Citations NONE = new Citations(0, Map.of());

    public Citations {
        bySop = Map.copyOf(bySop);
    }

    /**
     * The rank of a SOP whose text and code evidence gives {@code prior} in [0, 1], once the reviews are counted:
     * {@code (cited + worth * prior) / (reviews + worth)}, the share of reviews that cited it with the evidence counted
     * as {@code worth} reviews that cited it with probability {@code prior}. Before any review it is {@code prior};
     * as reviews accrue, what they cited decides.
     */
    public double rank(String sop, double prior, double worth) {
        Citation c = bySop.get(sop);
        int n = c == null ? reviews : c.reviews();
        int cited = c == null ? 0 : c.cited();
        return n == 0 ? prior : (cited + worth * prior) / (n + worth);
    }
}
