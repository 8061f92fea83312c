package dev.dossier.assembly;

import java.util.ArrayList;
import java.util.List;

/**
 * One line of an assembly's stored manifest: a candidate that was included (with its level and tokens) or dropped
 * (with the reason).
 *
 * @param id       SOP, chunk, decision, summary, convention or knowledge document id
 * @param section  its section ({@code sop}, {@code decision}, ..., {@code knowledge})
 * @param title    its title, or null
 * @param included whether it is in the context
 * @param level    the level it was included at, or null when dropped
 * @param tokens   tokens of its rendering (0 when dropped)
 * @param score    relevance (review) or multi-factor score (knowledge), or null
 * @param tier     the severity (review) or knowledge tier it belongs to, or null
 * @param reason   why it was dropped, or null
 * @param evidence the parts of a SOP's relevance (included SOPs of a review), or null
 */
public record ManifestEntry(String id, String section, String title, boolean included, String level, int tokens, Double score, String tier,
                            String reason, SopEvidence evidence) {

    public ManifestEntry(String id, String section, String title, boolean included, String level, int tokens, Double score, String tier,
                         String reason) {
        this(id, section, title, included, level, tokens, score, tier, reason, null);
    }

    /** At most this many entries are stored per assembly (included first); the rest are only counted. */
    public static final int MAX_STORED = 500;

    /** The included entries, then the dropped ones, cut to {@link #MAX_STORED}. */
    public static Stored bounded(List<ManifestEntry> included, List<ManifestEntry> dropped) {
        var all = new ArrayList<ManifestEntry>(included.size() + dropped.size());
        all.addAll(included);
        all.addAll(dropped);
        if (all.size() <= MAX_STORED) {
            return new Stored(all, 0);
        }
        return new Stored(List.copyOf(all.subList(0, MAX_STORED)), all.size() - MAX_STORED);
    }

    /** The manifest of a review context. */
    public static Stored of(AssembledContext context) {
        var included = context.items().stream().map(i -> new ManifestEntry(i.id(), i.section().label(), null, true, i.level().label(), i.tokens(),
                i.relevance(), i.severity(), null, i.evidence())).toList();
        var dropped = context.dropped().stream().map(d -> new ManifestEntry(d.id(), d.section().label(), null, false, null, 0, null, null,
                d.reason())).toList();
        return bounded(included, dropped);
    }

    /** Entries as stored, and how many were left out by the bound. */
    public record Stored(List<ManifestEntry> entries, int omitted) {

        public static final Stored NONE = new Stored(List.of(), 0);

        public Stored {
            entries = List.copyOf(entries);
        }
    }
}
