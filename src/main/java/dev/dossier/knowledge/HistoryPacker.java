package dev.dossier.knowledge;

import dev.dossier.compress.TextCutter;
import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.List;

/**
 * Fits the conversation into the history budget. When the whole history fits verbatim, it goes in verbatim.
 * Otherwise, newest turn first: turns go in verbatim while they fit {@code verbatimShare} of the budget (the newest
 * turn may use all of it); from the first turn that does not, every older turn is summarized (extractive and
 * query-aware, {@link KnowledgeSummarizer#summary}) to at most a third of its verbatim size, or trimmed with a
 * marker when no sentence fits, as long as at least {@code minCutTokens} are left; otherwise it is dropped. The
 * turns are rendered oldest first.
 */
final class HistoryPacker {

    private final KnowledgeSummarizer summarizer;
    private final TokenCounter counter;
    private final int minCutTokens;
    private final double verbatimShare;

    HistoryPacker(KnowledgeSummarizer summarizer, TokenCounter counter, int minCutTokens, double verbatimShare) {
        this.summarizer = summarizer;
        this.counter = counter;
        this.minCutTokens = minCutTokens;
        this.verbatimShare = verbatimShare;
    }

    /** A turn's state; {@code text} is null when dropped. */
    static final class Turn {
        final int index;
        final HistoryTurn turn;
        final String verbatim;
        final int verbatimTokens;
        String text;
        int tokens;
        String treatment = "dropped";
        String reason;

        Turn(int index, HistoryTurn turn, String verbatim, int verbatimTokens) {
            this.index = index;
            this.turn = turn;
            this.verbatim = verbatim;
            this.verbatimTokens = verbatimTokens;
        }

        HistoryEntry entry() {
            return new HistoryEntry(index, turn.role(), turn.timestamp(), treatment, text == null ? 0 : tokens, reason);
        }

        void drop(String why) {
            text = null;
            tokens = 0;
            treatment = "dropped";
            reason = why;
        }
    }

    List<Turn> turns(List<HistoryTurn> history) {
        var out = new ArrayList<Turn>();
        for (int i = 0; i < history.size(); i++) {
            HistoryTurn t = history.get(i);
            String text = KnowledgeRenderer.turn(t, t.content(), "verbatim");
            out.add(new Turn(i, t, text, counter.count(text + "\n")));
        }
        return out;
    }

    /** Tokens the whole history takes verbatim, heading included; 0 without history. */
    int demand(List<Turn> turns) {
        if (turns.isEmpty()) {
            return 0;
        }
        int sum = counter.count(KnowledgeRenderer.historyHeading() + "\n");
        for (Turn t : turns) {
            sum += t.verbatimTokens;
        }
        return sum;
    }

    /** Packs into {@code budget} tokens; returns the tokens used (heading included, 0 when nothing fits). */
    int pack(List<Turn> turns, int budget, String query) {
        if (turns.isEmpty()) {
            return 0;
        }
        int heading = counter.count(KnowledgeRenderer.historyHeading() + "\n");
        int remaining = budget - heading;
        boolean allFit = demand(turns) <= budget;
        int verbatimLimit = allFit ? remaining : (int) Math.floor(remaining * verbatimShare);
        int verbatimUsed = 0;
        boolean verbatim = true;
        int used = heading;
        boolean any = false;
        for (int i = turns.size() - 1; i >= 0; i--) {
            Turn t = turns.get(i);
            int limit = i == turns.size() - 1 ? remaining : Math.min(remaining, verbatimLimit - verbatimUsed);
            String why = "needs " + t.verbatimTokens + " tokens verbatim; " + Math.max(0, remaining) + " were left in the history budget";
            if (verbatim && t.verbatimTokens <= limit) {
                t.text = t.verbatim;
                t.tokens = t.verbatimTokens;
                t.treatment = "verbatim";
                t.reason = null;
                verbatimUsed += t.tokens;
            } else {
                verbatim = false;
                int cap = Math.min(remaining, Math.max(minCutTokens, t.verbatimTokens / 3));
                if (remaining >= minCutTokens && reduce(t, cap, query)) {
                    t.reason = why + (t.verbatimTokens <= remaining ? " (older turns are reduced to leave room for more of them)" : "");
                } else {
                    t.drop(why);
                    continue;
                }
            }
            remaining -= t.tokens;
            used += t.tokens;
            any = true;
        }
        return any ? used : 0;
    }

    private boolean reduce(Turn t, int cap, String query) {
        String bare = KnowledgeRenderer.turn(t.turn, "", "summarized");
        int room = cap - counter.count(bare) - 1;
        if (room < 1) {
            return false;
        }
        String summary = summarizer.summary(t.turn.content(), query, room, counter);
        if (!summary.isBlank()) {
            String text = KnowledgeRenderer.turn(t.turn, summary, "summarized");
            if (counter.count(text + "\n") <= cap) {
                set(t, text, "summarized");
                return true;
            }
        }
        String cut = TextCutter.cut(t.turn.content(), room, counter);
        if (cut != null) {
            String text = KnowledgeRenderer.turn(t.turn, cut, "trimmed");
            if (counter.count(text + "\n") <= cap) {
                set(t, text, "trimmed");
                return true;
            }
        }
        return false;
    }

    private void set(Turn t, String text, String treatment) {
        t.text = text;
        t.tokens = counter.count(text + "\n");
        t.treatment = treatment;
    }
}
