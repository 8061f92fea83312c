package dev.dossier.knowledge;

import dev.dossier.assembly.Level;
import dev.dossier.compress.TextCutter;
import dev.dossier.model.JoinedText;
import dev.dossier.model.TokenCounter;
import dev.dossier.scoring.ItemScore;
import java.util.ArrayList;
import java.util.List;

/**
 * One knowledge item during packing: its rendered options, richest first, each strictly smaller than the one
 * before (a level that would not save tokens is skipped), and the option currently chosen (null when left out).
 * The reduced levels are asked of the {@link SummaryProvider} only when a strategy needs them.
 */
final class ItemState {

    record Option(Level level, String text, int tokens) {
    }

    final KnowledgeCandidate candidate;
    final ItemScore score;
    final String tier;
    final int rank;
    private final String fullBody;
    private final Context ctx;
    private final Option full;
    private List<Option> reduced;
    private Option current;
    private String dropReason;

    /** What options are made with. */
    record Context(SummaryProvider summaries, String query, TokenCounter counter) {
    }

    ItemState(KnowledgeCandidate candidate, ItemScore score, String tier, int rank, Context ctx) {
        this.candidate = candidate;
        this.score = score;
        this.tier = tier;
        this.rank = rank;
        this.ctx = ctx;
        this.fullBody = KnowledgeSummarizer.clean(candidate.text());
        this.full = option(Level.FULL, fullBody.isBlank() ? "(empty document)" : fullBody);
    }

    KnowledgeCandidate candidate() {
        return candidate;
    }

    Option full() {
        return full;
    }

    /** All options, richest first. */
    List<Option> options() {
        if (reduced == null) {
            var s = ctx.summaries().summaries(candidate(), ctx.query(), ctx.counter());
            reduced = new ArrayList<>();
            int last = full.tokens();
            for (Level level : List.of(Level.DETAILED, Level.SUMMARY, Level.STUB)) {
                String text = s.text(level);
                if (text.isBlank()) {
                    continue;
                }
                Option o = option(level, text);
                if (o.tokens() < last) {
                    reduced.add(o);
                    last = o.tokens();
                }
            }
        }
        var all = new ArrayList<Option>();
        all.add(full);
        all.addAll(reduced);
        return all;
    }

    /** The richest option of at most {@code tokens}, or null. Full is tried before any summary is made. */
    Option richestWithin(int tokens) {
        if (full.tokens() <= tokens) {
            return full;
        }
        for (Option o : options()) {
            if (o.tokens() <= tokens) {
                return o;
            }
        }
        return null;
    }

    /** The poorest option (usually the stub). */
    Option poorest() {
        var all = options();
        return all.get(all.size() - 1);
    }

    /** The full text cut at a sentence or line boundary with {@link TextCutter#MARKER} to at most {@code tokens}, or null. */
    Option cutWithin(int tokens) {
        String empty = KnowledgeRenderer.item(candidate(), score, Level.PARTIAL, "x");
        int overhead = ctx.counter().count(empty);
        int limit = tokens - overhead;
        for (int attempt = 0; attempt < 4 && limit > 0; attempt++) {
            String cut = TextCutter.cut(fullBody, limit, ctx.counter());
            if (cut == null) {
                return null;
            }
            Option o = option(Level.PARTIAL, cut);
            if (o.tokens() <= tokens) {
                return o;
            }
            limit -= o.tokens() - tokens;
        }
        return null;
    }

    /** The next poorer option than the current one, or null when the current one is the poorest. */
    Option nextPoorer() {
        if (current == null) {
            return null;
        }
        for (Option o : options()) {
            if (o.tokens() < current.tokens() && o.level() != Level.PARTIAL && rankOf(o.level()) > rankOf(current.level())) {
                return o;
            }
        }
        return null;
    }

    private static int rankOf(Level level) {
        return switch (level) {
            case FULL -> 0;
            case PARTIAL -> 1;
            case DETAILED -> 2;
            case SUMMARY -> 3;
            case STUB -> 4;
            default -> 5;
        };
    }

    /** Richness of the current option: 0 for full, higher for poorer levels. */
    int richness() {
        return current == null ? Integer.MAX_VALUE : rankOf(current.level());
    }

    Option current() {
        return current;
    }

    void choose(Option o) {
        this.current = o;
        this.dropReason = null;
    }

    void drop(String reason) {
        this.current = null;
        this.dropReason = reason;
    }

    String dropReason() {
        return dropReason;
    }

    boolean included() {
        return current != null;
    }

    /**
     * The item at a level, and its tokens as placed (parts are joined by a line break). Above the stub level the count is
     * the head's and the body's (see {@link JoinedText}): the body's count is remembered across requests, while the head
     * carries this request's score.
     */
    private Option option(Level level, String body) {
        if (level == Level.STUB) {
            String text = KnowledgeRenderer.item(candidate(), score, level, body);
            return new Option(level, text, ctx.counter().count(text + "\n"));
        }
        var placed = new JoinedText(ctx.counter()).add(KnowledgeRenderer.itemHead(candidate(), score, level)).add(body.strip() + "\n\n").counted();
        return new Option(level, placed.text().substring(0, placed.text().length() - 1), placed.tokens());
    }
}
