package dev.dossier.monitor;

import dev.dossier.glob.GlobMatcher;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The rules as a pure function: a loop's state and an event in, the new state, the peers' new states and the raised
 * signals out. Nothing here reads or writes; {@link RiskMonitor} runs it inside one graph transaction.
 */
public final class RiskRules {

    private final MonitorPolicy policy;

    public RiskRules(MonitorPolicy policy) {
        this.policy = policy;
    }

    /** The outcome of one event. */
    public record Evaluation(LoopState loop, List<LoopState> peers, List<Signal.Raised> signals) {
    }

    /**
     * @param current the loop's stored state, or null for a loop not seen before
     * @param peers   the other running loops of the event's plan (empty without a plan)
     */
    public Evaluation evaluate(LoopState current, List<LoopState> peers, LoopEvent e) {
        LoopState before = current != null ? current : new LoopState(e.loopId(), e.project(), e.planId(), e.taskId(), e.sessionId(), true, e.at(),
                e.at(), 0, 0, 0, 0, 0, 0, e.taskFiles() == null ? List.of() : e.taskFiles(), List.of(), List.of(), Map.of(), null);
        long iterations = before.iterations() + (e.kind() == EventKind.ITERATION ? 1 : 0);
        long retries = before.retries() + (e.kind() == EventKind.RETRY ? 1 : 0);
        long tokens = e.tokensUsed() != null ? e.tokensUsed() : before.tokensUsed();
        int window = e.window() != null ? e.window() : before.window();
        double perIteration = before.tokensPerIteration();
        if (e.kind() == EventKind.ITERATION && e.tokensUsed() != null && before.events() > 0 && iterations > 0) {
            // the average growth per iteration since the loop began (tokens used is a running total)
            perIteration = Math.max(0, (double) tokens / iterations);
        }
        List<String> taskFiles = e.taskFiles() != null ? e.taskFiles() : before.taskFiles();
        var changed = new LinkedHashSet<>(before.filesChanged());
        var outside = new LinkedHashSet<>(before.outside());
        var newOutside = new ArrayList<String>();
        var matchers = taskFiles.stream().map(RiskRules::matcher).toList();
        for (String f : e.files()) {
            String path = GlobMatcher.normalizePath(f);
            if (changed.size() < LoopState.MAX_FILES) {
                changed.add(path);
            }
            if (!taskFiles.isEmpty() && matchers.stream().noneMatch(m -> m.matches(path)) && !outside.contains(path)) {
                newOutside.add(path);
                if (outside.size() < LoopState.MAX_FILES) {
                    outside.add(path);
                }
            }
        }
        var fired = new EnumMap<Rule, Integer>(Rule.class);
        fired.putAll(before.fired());
        var signals = new ArrayList<Signal.Raised>();
        Level level = before.level();

        // retries > above
        RulePolicy retriesRule = policy.rule(Rule.RETRIES, e.project());
        if (retriesRule.enabled() && e.kind() == EventKind.RETRY && retries > retriesRule.above()) {
            level = raise(signals, fired, retriesRule, Rule.RETRIES, e, retries, level,
                    "retry " + retries + " of the task: more than " + count(retriesRule.above()) + " retries",
                    Map.of("retries", String.valueOf(retries), "threshold", count(retriesRule.above())));
        }
        // utilization > above, on each event that reports usage
        RulePolicy utilRule = policy.rule(Rule.UTILIZATION, e.project());
        if (utilRule.enabled() && window > 0 && e.tokensUsed() != null) {
            double utilization = (double) tokens / window;
            if (utilization > utilRule.above()) {
                level = raise(signals, fired, utilRule, Rule.UTILIZATION, e, utilization, level,
                        "context utilization " + percent(utilization) + " (" + tokens + " of " + window + " tokens) is above " + percent(utilRule.above()),
                        Map.of("tokens_used", String.valueOf(tokens), "window", String.valueOf(window), "utilization", share(utilization),
                                "threshold", share(utilRule.above())));
            }
        }
        // files beyond the task's files
        RulePolicy scopeRule = policy.rule(Rule.SCOPE_CREEP, e.project());
        if (scopeRule.enabled() && newOutside.size() > scopeRule.above()) {
            level = raise(signals, fired, scopeRule, Rule.SCOPE_CREEP, e, newOutside.size(), level,
                    newOutside.size() + " changed file(s) beyond the task's files: " + shortList(newOutside),
                    Map.of("files", String.join(",", limit(newOutside)), "task_files", String.join(",", limit(taskFiles)),
                            "outside_total", String.valueOf(outside.size())));
        }
        // the same file changed by running loops of other tasks of the plan: both loops get the signal
        var changedPeers = new ArrayList<LoopState>();
        RulePolicy conflictRule = policy.rule(Rule.CONFLICTING_CHANGES, e.project());
        if (conflictRule.enabled() && e.planId() != null && !e.files().isEmpty() && e.kind() != EventKind.FINISHED) {
            var mine = e.files().stream().map(GlobMatcher::normalizePath).toList();
            var byPeer = new LinkedHashMap<LoopState, List<String>>();
            for (var peer : peers) {
                if (!peer.running() || peer.loopId().equals(e.loopId()) || peer.taskId().equals(e.taskId())) {
                    continue;
                }
                var same = mine.stream().filter(peer.filesChanged()::contains).distinct().toList();
                if (!same.isEmpty()) {
                    byPeer.put(peer, same);
                }
            }
            if (byPeer.size() > conflictRule.above()) {
                var files = byPeer.values().stream().flatMap(List::stream).distinct().toList();
                var others = byPeer.keySet().stream().map(p -> p.loopId() + " (task " + p.taskId() + ")").toList();
                level = raise(signals, fired, conflictRule, Rule.CONFLICTING_CHANGES, e, byPeer.size(), level,
                        "changed " + shortList(files) + ", also changed by running " + String.join(", ", others) + " of plan " + e.planId(),
                        Map.of("files", String.join(",", limit(files)), "loops", String.join(",", byPeer.keySet().stream().map(LoopState::loopId).toList()),
                                "plan_id", e.planId()));
                for (var entry : byPeer.entrySet()) {
                    var peer = entry.getKey();
                    var peerFired = new EnumMap<Rule, Integer>(Rule.class);
                    peerFired.putAll(peer.fired());
                    int before2 = peer.firedCount(Rule.CONFLICTING_CHANGES);
                    Level peerLevel = conflictRule.levelFor(before2, byPeer.size());
                    peerFired.put(Rule.CONFLICTING_CHANGES, before2 + 1);
                    signals.add(new Signal.Raised(peer.loopId(), peer.taskId(), peer.project(), Rule.CONFLICTING_CHANGES, peerLevel,
                            "changed " + shortList(entry.getValue()) + ", now also changed by running " + e.loopId() + " (task " + e.taskId()
                                    + ") of plan " + e.planId(), Map.of("files", String.join(",", limit(entry.getValue())), "loops", e.loopId(),
                            "plan_id", e.planId()), conflictRule.suggestedAction()));
                    changedPeers.add(new LoopState(peer.loopId(), peer.project(), peer.planId(), peer.taskId(), peer.sessionId(), peer.running(),
                            peer.started(), peer.updated(), peer.events(), peer.iterations(), peer.retries(), peer.tokensUsed(), peer.window(),
                            peer.tokensPerIteration(), peer.taskFiles(), peer.filesChanged(), peer.outside(), peerFired, peerLevel.max(peer.level())));
                }
            }
        }
        var loop = new LoopState(e.loopId(), before.project(), e.planId() != null ? e.planId() : before.planId(), e.taskId(),
                e.sessionId() != null ? e.sessionId() : before.sessionId(), before.running() && e.kind() != EventKind.FINISHED,
                before.started(), e.at(), before.events() + 1, iterations, retries, tokens, window, perIteration, taskFiles,
                List.copyOf(changed), List.copyOf(outside), fired, level);
        return new Evaluation(loop, changedPeers, signals);
    }

    private static Level raise(List<Signal.Raised> signals, Map<Rule, Integer> fired, RulePolicy rule, Rule name, LoopEvent e, double value,
                               Level current, String reason, Map<String, String> evidence) {
        int before = fired.getOrDefault(name, 0);
        Level level = rule.levelFor(before, value);
        fired.put(name, before + 1);
        signals.add(new Signal.Raised(e.loopId(), e.taskId(), e.project(), name, level, reason, evidence, rule.suggestedAction()));
        return level.max(current);
    }

    private static GlobMatcher matcher(String pathOrGlob) {
        return GlobMatcher.compile(pathOrGlob);
    }

    private static String count(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }

    private static String share(double share) {
        return String.format(Locale.ROOT, "%.4f", share);
    }

    private static List<String> limit(List<String> files) {
        return files.size() <= 20 ? files : files.subList(0, 20);
    }

    private static String shortList(List<String> files) {
        return files.size() <= 3 ? String.join(", ", files) : String.join(", ", files.subList(0, 3)) + " and " + (files.size() - 3) + " more";
    }
}
