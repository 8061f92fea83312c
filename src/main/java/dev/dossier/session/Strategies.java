package dev.dossier.session;

import dev.dossier.error.DossierException;
import dev.dossier.model.TokenCounter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The compression strategies over a {@link Workspace}. None removes a pinned item, the latest user turn, the current
 * query or system instructions; none increases the tokens (a step that would is skipped); everything removed goes to
 * the scratchpad under a reference.
 */
final class Strategies {

    static final List<String> NAMES = List.of("trim_oldest", "summarize", "archive", "sliding_window", "aggressive", "auto");

    private final SessionPolicy.CompressionPolicy policy;
    private final HistorySummarizer summarizer;
    private final TokenCounter counter;
    private final Clock clock;
    private final List<String> refs = new ArrayList<>();

    Strategies(SessionPolicy.CompressionPolicy policy, HistorySummarizer summarizer, TokenCounter counter, Clock clock) {
        this.policy = policy;
        this.summarizer = summarizer;
        this.counter = counter;
        this.clock = clock;
    }

    /**
     * Runs {@code strategy} on {@code ws}.
     *
     * @param target    tokens to reach: auto and an untimed trim stop there; every result reports whether it was reached
     * @param olderThan trim_oldest: only items older than this
     * @param keepLast  summarize and sliding_window: history messages kept verbatim (null: the policy's)
     */
    CompressionResult run(Workspace ws, String strategy, long target, Duration olderThan, Integer keepLast) {
        long before = ws.total();
        int firstRef = refs.size();
        var steps = new ArrayList<CompressionResult.Step>();
        switch (strategy) {
            case "trim_oldest" -> step(ws, steps, "trim_oldest", () -> trim(ws, olderThan, olderThan == null ? target : -1));
            case "summarize" -> step(ws, steps, "summarize", () -> summarize(ws, keepLast == null ? policy.keepLast() : keepLast));
            case "archive" -> step(ws, steps, "archive", () -> archive(ws));
            case "sliding_window" -> step(ws, steps, "sliding_window", () -> slidingWindow(ws, keepLast == null ? policy.window() : keepLast));
            case "aggressive" -> {
                step(ws, steps, "summarize", () -> summarize(ws, 0));
                step(ws, steps, "archive", () -> archive(ws));
            }
            case "auto" -> {
                Duration age = olderThan != null ? olderThan : Duration.ofSeconds(policy.trimOlderThan());
                if (ws.total() > target) {
                    step(ws, steps, "trim_oldest", () -> trim(ws, age, target));
                }
                if (ws.total() > target) {
                    step(ws, steps, "summarize", () -> summarize(ws, keepLast == null ? policy.keepLast() : keepLast));
                }
                if (ws.total() > target) {
                    step(ws, steps, "archive", () -> archive(ws));
                }
            }
            default -> throw DossierException.invalidField("strategy", "unknown strategy '" + strategy + "'; use one of " + NAMES);
        }
        long after = ws.total();
        double ratio = after == before ? 1.0 : after == 0 ? before : (double) before / after;
        return new CompressionResult(before, after, before - after, ratio, steps, after <= target, refs.subList(firstRef, refs.size()));
    }

    private static void step(Workspace ws, List<CompressionResult.Step> steps, String name, Runnable action) {
        long before = ws.total();
        action.run();
        steps.add(new CompressionResult.Step(name, before - ws.total()));
    }

    /** Ids of the items no strategy may remove. */
    private static Protection protection(List<SessionItem> items) {
        long latestUser = -1;
        for (SessionItem i : items) {
            if (i.role() == Role.USER) {
                latestUser = Math.max(latestUser, i.seq());
            }
        }
        return new Protection(latestUser);
    }

    private record Protection(long latestUserSeq) {
        boolean test(SessionItem i) {
            return i.pinned() || i.component() == Component.SYSTEM_INSTRUCTIONS || i.component() == Component.CURRENT_QUERY
                    || (i.role() == Role.USER && i.seq() == latestUserSeq);
        }
    }

    /** Oldest history first: everything older than {@code olderThan} (when given), stopping at {@code stopAt} (when >= 0). */
    void trim(Workspace ws, Duration olderThan, long stopAt) {
        var items = ws.items();
        var keep = protection(items);
        Instant cutoff = olderThan == null ? null : clock.instant().minus(olderThan);
        var picked = new ArrayList<SessionItem>();
        long total = ws.total();
        for (SessionItem i : items) {
            if (stopAt >= 0 && total <= stopAt) {
                break;
            }
            if (i.component() == Component.CONVERSATION_HISTORY && !keep.test(i) && (cutoff == null || i.timestamp().isBefore(cutoff))) {
                picked.add(i);
                total -= i.tokens();
            }
        }
        move(ws, "trim_oldest", picked, null);
    }

    /** History before the last {@code keepLast} messages becomes one extractive summary in the place of the first. */
    void summarize(Workspace ws, int keepLast) {
        var items = ws.items();
        var keep = protection(items);
        var history = items.stream().filter(i -> i.component() == Component.CONVERSATION_HISTORY).toList();
        var candidates = history.subList(0, Math.max(0, history.size() - keepLast)).stream().filter(i -> !keep.test(i)).toList();
        if (candidates.isEmpty()) {
            return;
        }
        long original = candidates.stream().mapToLong(SessionItem::tokens).sum();
        int cap = (int) Math.min(policy.summaryMaxTokens(), (long) Math.floor(original * policy.summaryMaxShare()));
        String ref = Ids.ref();
        String header = "[Summary of " + candidates.size() + " earlier messages; originals in scratchpad " + ref + "]";
        int room = cap - counter.count(header) - 1;
        String body = room >= 5 ? summarizer.summarize(candidates, room, counter) : "";
        String content = body.isBlank() ? header : header + "\n" + body;
        int tokens = counter.count(content);
        if (tokens >= original) {
            return;
        }
        var summary = new SessionItem(Ids.item(), candidates.get(0).seq(), Component.CONVERSATION_HISTORY, Role.SYSTEM, content, clock.instant(),
                false, SessionItem.SUMMARY + ref, tokens);
        move(ws, "summarize", candidates, ref, summary);
    }

    /** Tool results move to the scratchpad; one short reference takes the place of the first. */
    void archive(Workspace ws) {
        var items = ws.items();
        var keep = protection(items);
        var candidates = items.stream().filter(i -> i.component() == Component.TOOL_RESULTS && !keep.test(i) && !i.isReference()).toList();
        if (candidates.isEmpty()) {
            return;
        }
        long original = candidates.stream().mapToLong(SessionItem::tokens).sum();
        String ref = Ids.ref();
        String content = "[archived " + candidates.size() + " tool result" + (candidates.size() == 1 ? "" : "s") + ": " + ref + "]";
        int tokens = counter.count(content);
        if (tokens >= original) {
            return;
        }
        var reference = new SessionItem(Ids.item(), candidates.get(0).seq(), Component.TOOL_RESULTS, Role.TOOL, content, clock.instant(), false,
                SessionItem.REFERENCE + ref, tokens);
        move(ws, "archive", candidates, ref, reference);
    }

    /** Keeps the last {@code window} history messages (and the protected ones); the rest goes to the scratchpad. */
    void slidingWindow(Workspace ws, int window) {
        var items = ws.items();
        var keep = protection(items);
        var history = items.stream().filter(i -> i.component() == Component.CONVERSATION_HISTORY).toList();
        var picked = history.subList(0, Math.max(0, history.size() - window)).stream().filter(i -> !keep.test(i)).toList();
        move(ws, "sliding_window", picked, null);
    }

    private void move(Workspace ws, String strategy, List<SessionItem> picked, SessionItem replacement) {
        if (!picked.isEmpty()) {
            move(ws, strategy, picked, Ids.ref(), replacement);
        }
    }

    private void move(Workspace ws, String strategy, List<SessionItem> picked, String ref, SessionItem replacement) {
        Set<String> ids = new LinkedHashSet<>();
        picked.forEach(i -> ids.add(i.id()));
        ws.archived.add(new ScratchpadEntry(ref, ws.base.id(), strategy, clock.instant(), picked));
        refs.add(ref);
        ws.replace(ids, replacement);
    }
}
