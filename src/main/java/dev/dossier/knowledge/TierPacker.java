package dev.dossier.knowledge;

import dev.dossier.assembly.Level;
import dev.dossier.model.TokenCounter;
import java.util.Comparator;
import java.util.List;

/**
 * Packs the items of one knowledge tier (ranked best first) into its budget by an overflow strategy; see
 * {@link OverflowStrategy}. The tier's heading is paid for only when at least one item goes in.
 */
final class TierPacker {

    private final TokenCounter counter;
    private final int minCutTokens;
    private final List<String> ladder;

    TierPacker(TokenCounter counter, int minCutTokens, List<String> ladder) {
        this.counter = counter;
        this.minCutTokens = minCutTokens;
        this.ladder = ladder;
    }

    /** Packs and returns the tokens used, heading included (0 when no item went in). */
    int pack(OverflowStrategy strategy, String tier, String heading, List<ItemState> items, int budget) {
        if (items.isEmpty()) {
            return 0;
        }
        int headingTokens = counter.count(heading + "\n");
        int room = budget - headingTokens;
        switch (strategy) {
            case PRIORITIZE -> prioritize(tier, items, room);
            case SUMMARIZE -> summarize(tier, items, room);
            case TRUNCATE -> truncate(tier, items, room);
            case ERROR -> items.forEach(i -> i.choose(i.full()));
            default -> throw new IllegalStateException("unknown strategy " + strategy);
        }
        int used = items.stream().filter(ItemState::included).mapToInt(i -> i.current().tokens()).sum();
        return used == 0 && items.stream().noneMatch(ItemState::included) ? 0 : used + headingTokens;
    }

    private void prioritize(String tier, List<ItemState> items, int room) {
        int remaining = room;
        int reduced = 0;
        int dropped = 0;
        for (ItemState item : items) {
            ItemState.Option o = item.richestWithin(remaining);
            if (o == null) {
                item.drop("prioritize: even its poorest level (" + item.poorest().level().label() + ", " + item.poorest().tokens()
                        + " tokens) does not fit the " + Math.max(0, remaining) + " tokens left in tier " + tier);
                dropped++;
                continue;
            }
            item.choose(o);
            remaining -= o.tokens();
            if (o.level() != Level.FULL) {
                reduced++;
            }
        }
        if (reduced > 0 || dropped > 0) {
            ladder.add("prioritize in " + tier + ": " + reduced + " item(s) below full level, " + dropped + " dropped");
        }
    }

    private void summarize(String tier, List<ItemState> items, int room) {
        items.forEach(i -> i.choose(i.full()));
        long total = items.stream().mapToLong(i -> i.current().tokens()).sum();
        int steps = 0;
        int dropped = 0;
        while (total > room) {
            ItemState step = items.stream().filter(ItemState::included).filter(i -> i.nextPoorer() != null)
                    .min(Comparator.comparingInt(ItemState::richness).thenComparing(Comparator.comparingInt((ItemState i) -> i.rank).reversed()))
                    .orElse(null);
            if (step != null) {
                ItemState.Option next = step.nextPoorer();
                total -= step.current().tokens() - next.tokens();
                step.choose(next);
                steps++;
                continue;
            }
            ItemState last = items.stream().filter(ItemState::included).max(Comparator.comparingInt(i -> i.rank)).orElse(null);
            if (last == null) {
                break;
            }
            int tokens = last.current().tokens();
            last.drop("summarize: every item of tier " + tier + " is at its poorest level and together they need " + total
                    + " tokens; the tier has " + Math.max(0, room));
            total -= tokens;
            dropped++;
        }
        if (steps > 0 || dropped > 0) {
            ladder.add("summarize in " + tier + ": " + steps + " level step(s) down, " + dropped + " item(s) dropped");
        }
    }

    private void truncate(String tier, List<ItemState> items, int room) {
        int remaining = room;
        int cut = 0;
        int dropped = 0;
        for (ItemState item : items) {
            if (item.full().tokens() <= remaining) {
                item.choose(item.full());
                remaining -= item.full().tokens();
                continue;
            }
            ItemState.Option o = remaining >= minCutTokens ? item.cutWithin(remaining) : null;
            if (o == null) {
                item.drop("truncate: needs " + item.full().tokens() + " tokens in full; " + Math.max(0, remaining) + " were left in tier " + tier
                        + (remaining < minCutTokens ? " (a cut needs at least " + minCutTokens + ")" : ""));
                dropped++;
                continue;
            }
            item.choose(o);
            remaining -= o.tokens();
            cut++;
        }
        if (cut > 0 || dropped > 0) {
            ladder.add("truncate in " + tier + ": " + cut + " item(s) cut, " + dropped + " dropped");
        }
    }
}
