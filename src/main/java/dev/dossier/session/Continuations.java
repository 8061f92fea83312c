package dev.dossier.session;

import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What a checkpoint carries over: the continuation of a session's items (extractive summary of the history, decision
 * lines, pinned items, scratchpad references) and its text as the fresh session's first history item.
 */
final class Continuations {

    private static final Pattern DECISION = Pattern.compile(
            "(?i)\\b(decided|decision|agreed|chose|chosen|will use|going with)\\b");

    private final SessionPolicy policy;
    private final HistorySummarizer summarizer;

    Continuations(SessionPolicy policy, HistorySummarizer summarizer) {
        this.policy = policy;
        this.summarizer = summarizer;
    }

    /** The continuation of {@code items}: decision lines of the session (at most 400 characters each), then the plan's. */
    Continuation of(List<SessionItem> items, List<String> remainingCriteria, List<String> planDecisions, List<String> scratchpadRefs,
                    TokenCounter counter) {
        var history = items.stream().filter(i -> i.component() == Component.CONVERSATION_HISTORY).toList();
        String summary = history.isEmpty() ? "" : summarizer.summarize(history, policy.compression().summaryMaxTokens(), counter);
        var decisions = new LinkedHashSet<String>();
        for (SessionItem i : items) {
            for (String line : i.content().split("\n")) {
                if (DECISION.matcher(line).find() && line.strip().length() <= 400) {
                    decisions.add(line.strip());
                }
            }
        }
        decisions.addAll(planDecisions);
        var pinned = items.stream().filter(SessionItem::pinned).toList();
        return new Continuation(summary, List.copyOf(decisions), remainingCriteria, pinned, scratchpadRefs);
    }

    /** The continuation as text, within {@code room} tokens (lines dropped from the end; empty when not even its header fits). */
    String text(String sessionId, Continuation c, TokenCounter counter, int room) {
        var lines = new ArrayList<String>();
        lines.add("[Continuation of session " + sessionId + "]");
        if (!c.summary().isBlank()) {
            lines.add("Summary:");
            lines.add(c.summary());
        }
        if (!c.decisions().isEmpty()) {
            lines.add("Decisions:");
            c.decisions().forEach(d -> lines.add("- " + d));
        }
        if (!c.remainingCriteria().isEmpty()) {
            lines.add("Remaining criteria:");
            c.remainingCriteria().forEach(d -> lines.add("- " + d));
        }
        if (!c.scratchpadRefs().isEmpty()) {
            lines.add("Scratchpad: " + String.join(", ", c.scratchpadRefs()));
        }
        int cap = Math.min(room, 4 * policy.compression().summaryMaxTokens());
        String text = String.join("\n", lines);
        while (lines.size() > 1 && counter.count(text) > cap) {
            lines.remove(lines.size() - 1);
            text = String.join("\n", lines);
        }
        return counter.count(text) > cap ? "" : text;
    }
}
