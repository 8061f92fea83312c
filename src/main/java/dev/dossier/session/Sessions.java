package dev.dossier.session;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.ModelProfile;
import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import jakarta.annotation.Nullable;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Agents' running contexts (C7): budgets, pressure levels, compression, scratchpad and checkpoints. Every operation
 * takes the calling user: another user's session is {@link ErrorCode#NOT_FOUND}. A write computes its whole change
 * first and hands it to the store in one call; an add that does not fit writes nothing.
 *
 * <p>An add costs O(1) besides the store's write: the item is counted once with the session model's tokenizer and
 * the totals are running ones; items are read only when a compression runs. A write (add, compress, checkpoint)
 * starts from this process's last known record of the session (a small LRU cache filled by its own writes) instead
 * of reading it again; the store's version check still guards it: when the cached record was stale (another process or
 * another {@code Sessions} wrote meanwhile) the store refuses the change with {@code CONFLICT}, nothing is written, and
 * the operation runs once more from the stored record. A refusal computed from a cached record is checked the same way.
 * Reads (get, usage, events) read the store; the items of a compression, a checkpoint or a context read come from
 * {@link ItemCache} when it holds them at the session's stored version, else from the store.
 *
 * <p>Long (about 550 lines) because it is the one service of the sessions' operations and their shared checks
 * (ownership, the cached record, levels, budget refusals); strategies, workspace, continuations and item cache are
 * classes of their own.
 */
public final class Sessions {

    private final SessionStore store;
    private final SessionPolicy policy;
    private final ModelRegistry models;
    private final HistorySummarizer summarizer;
    private final Continuations continuations;
    private final Clock clock;
    private final ReentrantLock[] locks = new ReentrantLock[64];
    /** Sessions as this process last wrote them, by id (access order, at most {@link #CACHED} entries). */
    private final Map<String, Session> cache = new java.util.LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Session> eldest) {
            return size() > CACHED;
        }
    };
    private static final int CACHED = 4096;
    /** The items in the context of recently written sessions, each at the version it belongs to (guarded by {@link #cache}). */
    private final ItemCache itemCache = new ItemCache(CACHED_ITEM_TOKENS);
    private static final long CACHED_ITEM_TOKENS = 8_000_000;

    public Sessions(SessionStore store, SessionPolicy policy, ModelRegistry models, HistorySummarizer summarizer, Clock clock) {
        this.store = store;
        this.policy = policy;
        this.models = models;
        this.summarizer = summarizer;
        this.continuations = new Continuations(policy, summarizer);
        this.clock = clock;
        if (models.find(policy.defaultModel()).isEmpty()) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, SessionPolicy.FILE + " default_model: '" + policy.defaultModel()
                    + "' is not a model of models.yaml", Map.of("file", SessionPolicy.FILE));
        }
        for (int i = 0; i < locks.length; i++) {
            locks[i] = new ReentrantLock();
        }
    }

    public SessionPolicy policy() {
        return policy;
    }

    // ---------------------------------------------------------------- create, read, delete

    public Session create(String user, SessionSpec spec) {
        if (spec.project() == null || spec.project().isBlank()) {
            throw DossierException.invalidField("project", "project is required");
        }
        ModelProfile model = models.require(spec.model() == null ? policy.defaultModel() : spec.model());
        int window = model.contextWindow();
        if (spec.window() != null) {
            if (spec.window() < 1) {
                throw DossierException.invalidField("window", "window must be 1 or more, got " + spec.window());
            }
            if (spec.window() > model.contextWindow()) {
                throw new DossierException(ErrorCode.WINDOW_EXCEEDS_MODEL, "window " + spec.window() + " is larger than " + model.name()
                        + "'s context window " + model.contextWindow(), Map.of("field", "window", "max", model.contextWindow()));
            }
            window = spec.window();
        }
        int budget = window;
        PressurePolicy pressure = policy.requirePressure(spec.policy());
        var allocations = new EnumMap<>(policy.allocationsFor(budget));
        if (spec.allocations() != null) {
            spec.allocations().forEach((c, v) -> {
                if (v == null || v < 0) {
                    throw DossierException.invalidField("allocations." + c.label(), "an allocation must be 0 or more, got " + v);
                }
                allocations.put(c, v);
            });
            long sum = allocations.values().stream().mapToLong(Integer::longValue).sum();
            if (sum > budget) {
                throw new DossierException(ErrorCode.INVALID_REQUEST, "allocations sum to " + sum + ", more than the budget " + budget
                        + " (components not given keep their defaults)", Map.of("field", "allocations", "sum", sum, "budget", budget));
            }
        }
        var session = new Session(Ids.session(), spec.project(), user, model.name(), window, budget, pressure.name(), allocations,
                spec.autoCompress() == null || spec.autoCompress(), spec.mitigation() == null ? policy.distraction().mitigation() : spec.mitigation(),
                null, clock.instant(), Session.Counters.empty(), 1, spec.guard() != null ? spec.guard() : spec.kb() != null, spec.kb());
        apply(List.of(new SessionChange(session, 0, List.of(), Set.of(), List.of(), List.of(), null)));
        return session;
    }

    /** The caller's session, or NOT_FOUND (also for another user's). */
    public Session get(String user, String sessionId) {
        return store.find(sessionId).filter(s -> s.user().equals(user))
                .orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND, "no session with id '" + sessionId + "'", Map.of("field", "id")));
    }

    /** The user's sessions (only {@code project}'s when given), newest first, at most {@code limit}. */
    public List<Session> list(String user, @Nullable String project, int limit) {
        return store.list(user, project, limit);
    }

    public void delete(String user, String sessionId) {
        withLock(sessionId, () -> {
            uncache(sessionId);
            get(user, sessionId);
            store.delete(sessionId);
            return null;
        });
    }

    // ---------------------------------------------------------------- usage, budget check, context

    public Usage usage(String user, String sessionId) {
        return usage(get(user, sessionId));
    }

    public Usage usage(Session s) {
        var c = s.counters();
        return usage(s, c.tokens(), c.total(), c.tokensPerTurn());
    }

    private Usage usage(Session s, Map<Component, Integer> tokens, long total, double tokensPerTurn) {
        var pressure = policy.requirePressure(s.policy());
        var components = new LinkedHashMap<String, Usage.ComponentUsage>();
        for (Component c : Component.values()) {
            components.put(c.label(), new Usage.ComponentUsage(tokens.getOrDefault(c, 0), s.allocations().getOrDefault(c, 0)));
        }
        Long remaining = null;
        if (tokensPerTurn > 0) {
            long room = (long) Math.ceil(pressure.actionAt() * s.budget() - 1e-9) - total;
            remaining = Math.max(0, (long) Math.floor(room / tokensPerTurn));
        }
        return new Usage(total, s.budget(), utilization(total, s.budget()), pressure.levelAt(total, s.budget()).name(), components,
                Math.round(tokensPerTurn * 10) / 10.0, remaining);
    }

    private static double utilization(long tokens, int budget) {
        return Math.round(10000.0 * tokens / budget) / 10000.0;
    }

    /**
     * A dry run: would {@code content} (or {@code tokens} when content is null) fit now, without compression? Nothing is
     * written.
     */
    public BudgetCheck checkBudget(String user, String sessionId, @Nullable Component component, @Nullable String content, @Nullable Integer tokens) {
        Session s = get(user, sessionId);
        if (content == null && tokens == null) {
            throw DossierException.invalidField("content", "give content or tokens");
        }
        if (content == null && tokens < 0) {
            throw DossierException.invalidField("tokens", "tokens must be 0 or more, got " + tokens);
        }
        int required = content != null ? counter(s).count(content) : tokens;
        long available = Math.max(0, s.budget() - s.tokens());
        var after = new EnumMap<>(s.counters().tokens());
        after.merge(component == null ? Component.CONVERSATION_HISTORY : component, required, Integer::sum);
        return new BudgetCheck(available, required, required <= available, usage(s, after, s.tokens() + required, s.counters().tokensPerTurn()));
    }

    /** The context in {@code context_order}, items in order within a component, and the manifest. */
    public SessionContext context(String user, String sessionId) {
        Session s = get(user, sessionId);
        var items = new ArrayList<>(items(s));
        var rank = new EnumMap<Component, Integer>(Component.class);
        for (int i = 0; i < policy.contextOrder().size(); i++) {
            rank.put(policy.contextOrder().get(i), i);
        }
        items.sort(Comparator.<SessionItem>comparingInt(i -> rank.get(i.component())).thenComparingLong(SessionItem::seq));
        var text = new StringBuilder();
        var manifest = new ArrayList<SessionContext.Entry>(items.size());
        long tokens = 0;
        for (SessionItem i : items) {
            if (!text.isEmpty()) {
                text.append("\n\n");
            }
            text.append(i.content());
            manifest.add(new SessionContext.Entry(i.id(), i.component().label(), i.tokens(), i.pinned()));
            tokens += i.tokens();
        }
        return new SessionContext(text.toString(), tokens, s.budget(), manifest, usage(s));
    }

    public List<SessionEvent> events(String user, String sessionId, long afterSeq, int limit) {
        get(user, sessionId);
        return store.events(sessionId, afterSeq, limit);
    }

    /** The items archived under {@code ref}, byte for byte. */
    public ScratchpadEntry scratchpad(String user, String sessionId, String ref) {
        get(user, sessionId);
        return store.scratchpad(sessionId, ref).orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND,
                "no scratchpad entry '" + ref + "' in session '" + sessionId + "'", Map.of("field", "ref")));
    }

    // ---------------------------------------------------------------- add

    public AddResult add(String user, String sessionId, NewItem item) {
        var result = writing(user, sessionId, s -> addLocked(s, item));
        if (result.forceCheckpoint) {
            var cp = checkpoint(user, sessionId, List.of(), List.of());
            var actions = new ArrayList<>(result.add.actions());
            actions.add(new AddResult.Action("checkpoint_created", cp.sessionId(), null));
            return new AddResult(result.add.item(), result.add.usage(), actions, result.add.events());
        }
        return result.add;
    }

    private record Added(AddResult add, boolean forceCheckpoint) {
    }

    private Added addLocked(Session s, NewItem request) {
        String sessionId = s.id();
        TokenCounter counter = counter(s);
        int t = counter.count(request.content());
        var pressure = policy.requirePressure(s.policy());
        var ws = new Workspace(s, () -> items(s));
        var strategies = strategies(counter);
        var actions = new ArrayList<AddResult.Action>();
        var tracker = new LevelTracker(ws, pressure);
        long target = targetTokens(s, null);

        if (ws.total() + t > s.budget()) {
            if (!s.autoCompress() || t > s.budget()) {
                throw refused(s, t);
            }
            long room = Math.min(target, s.budget() - t);
            compress(ws, strategies, "auto", room, null, null, actions, false);
            if (ws.total() + t > s.budget()) {
                compress(ws, strategies, "aggressive", room, null, null, actions, false);
            }
            if (ws.total() + t > s.budget()) {
                throw refused(s, t);
            }
            tracker.check();
        }

        var item = new SessionItem(Ids.item(), ws.nextSeq++, request.component(), request.role(), request.content(),
                request.timestamp() == null ? clock.instant() : request.timestamp(), request.pinned(), request.key(), t);
        int componentBefore = ws.tokens(item.component());
        ws.append(item);
        if (item.component() == Component.CONVERSATION_HISTORY) {
            double a = policy.tokensPerTurnSmoothing();
            ws.tokensPerTurn = ws.turns == 0 ? t : a * t + (1 - a) * ws.tokensPerTurn;
            ws.turns++;
        }
        int allocation = s.allocations().getOrDefault(item.component(), 0);
        if (componentBefore <= allocation && ws.tokens(item.component()) > allocation) {
            ws.events.add(new SessionEvent.BudgetExceeded(Ids.event(), ws.nextEventSeq(), clock.instant(), item.component().label(),
                    ws.tokens(item.component()), allocation));
        }
        tracker.check();

        // distraction
        var dBefore = severity(s.counters().historyMessages(), s.counters().tokens().get(Component.CONVERSATION_HISTORY));
        var dAfter = severity(ws.historyMessages, ws.tokens(Component.CONVERSATION_HISTORY));
        if (dAfter.ordinal() > dBefore.ordinal()) {
            ws.events.add(distraction(ws, dAfter));
            if (s.autoCompress()) {
                String strategy = s.mitigation() == Mitigation.SLIDING_WINDOW ? "sliding_window" : "summarize";
                var r = compress(ws, strategies, strategy, target, null, null, actions, true);
                actions.add(new AddResult.Action("distraction_mitigated", s.mitigation().label(), r));
                tracker.check();
            }
        }

        // pressure
        PressureLevel level = pressure.levelAt(ws.total(), s.budget());
        boolean force = false;
        switch (level.action()) {
            case COMPRESS -> {
                if (s.autoCompress()) {
                    compress(ws, strategies, "auto", target, null, null, actions, false);
                }
            }
            case AGGRESSIVE -> {
                if (s.autoCompress()) {
                    compress(ws, strategies, "aggressive", target, null, null, actions, false);
                }
            }
            case RECOMMEND_CHECKPOINT -> {
                if (tracker.enteredAt(level)) {
                    actions.add(new AddResult.Action("checkpoint_recommended", level.response(), null));
                }
            }
            case FORCE_CHECKPOINT -> force = tracker.enteredAt(level);
            default -> {
            }
        }
        tracker.check();
        var change = ws.change();
        apply(List.of(change));
        return new Added(new AddResult(item, usage(change.session()), actions, ws.events), force);
    }

    private DossierException refused(Session s, int required) {
        long available = Math.max(0, s.budget() - s.tokens());
        String suggestion = "Compress context or split content" + (s.autoCompress() ? "" : " (auto_compress is off)")
                + "; archive large results to the scratchpad or checkpoint the session";
        return new DossierException(ErrorCode.CONTEXT_BUDGET_EXCEEDED, "the item needs " + required + " tokens; " + available
                + " of the session's " + s.budget() + " are available and compression cannot free enough",
                Map.of("available", available, "required", required, "suggestion", suggestion));
    }

    /** Tracks the pressure level through one operation and records each change as an event. */
    private final class LevelTracker {
        private final Workspace ws;
        private final PressurePolicy pressure;
        private PressureLevel current;
        private final PressureLevel initial;

        LevelTracker(Workspace ws, PressurePolicy pressure) {
            this.ws = ws;
            this.pressure = pressure;
            this.current = pressure.levelAt(ws.total(), ws.base.budget());
            this.initial = current;
        }

        void check() {
            PressureLevel now = pressure.levelAt(ws.total(), ws.base.budget());
            if (!now.name().equals(current.name())) {
                ws.events.add(new SessionEvent.LevelChanged(Ids.event(), ws.nextEventSeq(), clock.instant(), current.name(), now.name(),
                        utilization(ws.total(), ws.base.budget())));
                current = now;
            }
        }

        /** True when the operation started below {@code level}. */
        boolean enteredAt(PressureLevel level) {
            return initial.from() < level.from();
        }
    }

    enum Severity { NONE, MEDIUM, HIGH }

    Severity severity(int messages, int tokens) {
        var d = policy.distraction();
        int hits = (messages >= d.messages() ? 1 : 0) + (tokens >= d.tokens() ? 1 : 0);
        return Severity.values()[hits];
    }

    private SessionEvent distraction(Workspace ws, Severity severity) {
        var d = policy.distraction();
        int messages = ws.historyMessages;
        int tokens = ws.tokens(Component.CONVERSATION_HISTORY);
        var reasons = new ArrayList<String>();
        if (messages >= d.messages()) {
            reasons.add(messages + " >= " + d.messages() + " messages");
        }
        if (tokens >= d.tokens()) {
            reasons.add(tokens + " >= " + d.tokens() + " tokens");
        }
        return new SessionEvent.DistractionDetected(Ids.event(), ws.nextEventSeq(), clock.instant(), severity.name().toLowerCase(java.util.Locale.ROOT),
                "Conversation history exceeds threshold (" + String.join(", ", reasons) + ")", "Apply summarization or sliding window");
    }

    /**
     * Takes items out of the session's context because what they say no longer holds (a clash superseded or discarded
     * their statement). They stay stored like compressed items until the session is deleted; the statement and its
     * clash record why. Returns the ids that were in the context.
     */
    public List<String> remove(String user, String sessionId, Set<String> itemIds) {
        return writing(user, sessionId, s -> {
            var ws = new Workspace(s, () -> items(s));
            var present = ws.items().stream().map(SessionItem::id).filter(itemIds::contains).collect(java.util.stream.Collectors.toCollection(
                    java.util.LinkedHashSet::new));
            if (present.isEmpty()) {
                return List.<String>of();
            }
            ws.replace(present, null);
            apply(List.of(ws.change()));
            return List.copyOf(present);
        });
    }

    // ---------------------------------------------------------------- compress

    /**
     * Compresses by strategy ({@code trim_oldest}, {@code summarize}, {@code archive}, {@code sliding_window},
     * {@code aggressive}, {@code auto}).
     *
     * @param target    share of the budget to reach (null: the policy's)
     * @param olderThan trim_oldest (and auto's trim step): only items older than this many seconds
     * @param keepLast  history messages kept verbatim by summarize and sliding_window
     */
    public CompressionResult compress(String user, String sessionId, String strategy, @Nullable Double target, @Nullable Long olderThan,
                                      @Nullable Integer keepLast) {
        if (strategy == null || !Strategies.NAMES.contains(strategy)) {
            throw DossierException.invalidField("strategy", "unknown strategy '" + strategy + "'; use one of " + Strategies.NAMES);
        }
        if (target != null && !(target > 0 && target < 1)) {
            throw DossierException.invalidField("target", "target must be between 0 and 1, got " + target);
        }
        if (olderThan != null && olderThan < 0) {
            throw DossierException.invalidField("older_than", "older_than must be 0 or more seconds, got " + olderThan);
        }
        if (keepLast != null && keepLast < 0) {
            throw DossierException.invalidField("keep_last", "keep_last must be 0 or more, got " + keepLast);
        }
        return writing(user, sessionId, s -> {
            var ws = new Workspace(s, () -> items(s));
            var tracker = new LevelTracker(ws, policy.requirePressure(s.policy()));
            var r = compress(ws, strategies(counter(s)), strategy, targetTokens(s, target), olderThan == null ? null : Duration.ofSeconds(olderThan),
                    keepLast, new ArrayList<>(), false);
            tracker.check();
            if (ws.changed()) {
                apply(List.of(ws.change()));
            }
            return r;
        });
    }

    private CompressionResult compress(Workspace ws, Strategies strategies, String strategy, long target, Duration olderThan, Integer keepLast,
                                       List<AddResult.Action> actions, boolean mitigation) {
        var r = strategies.run(ws, strategy, target, olderThan, keepLast);
        if (r.freed() > 0) {
            ws.events.add(new SessionEvent.CompressionApplied(Ids.event(), ws.nextEventSeq(), clock.instant(), strategy, r.tokensBefore(),
                    r.tokensAfter(), r.freed(), r.reachedTarget()));
        }
        if (!mitigation) {
            actions.add(new AddResult.Action("compressed", strategy, r));
            if (!r.reachedTarget() && (strategy.equals("auto") || strategy.equals("aggressive"))) {
                ws.events.add(new SessionEvent.CompressionFailed(Ids.event(), ws.nextEventSeq(), clock.instant(),
                        utilization(ws.total(), ws.base.budget()), utilization(target, ws.base.budget()),
                        "Split into multiple agent calls, move large results to the scratchpad, or checkpoint the session"));
            }
        }
        return r;
    }

    private long targetTokens(Session s, Double target) {
        return (long) Math.floor((target == null ? policy.compression().target() : target) * s.budget());
    }

    // ---------------------------------------------------------------- checkpoint

    /**
     * Checkpoints the session: a continuation (summary, decisions of the session and {@code planDecisions}, the
     * caller's remaining criteria, pinned items, scratchpad references) and a fresh session, linked to this one, that
     * starts from the system instructions, the pinned items and the continuation.
     */
    public CheckpointResult checkpoint(String user, String sessionId, List<String> remainingCriteria, List<String> planDecisions) {
        return writing(user, sessionId, s -> {
            TokenCounter counter = counter(s);
            var items = items(s);
            var continuation = continuations.of(items, remainingCriteria, planDecisions, store.scratchpadRefs(sessionId), counter);

            Instant now = clock.instant();
            var next = new Session(Ids.session(), s.project(), s.user(), s.model(), s.window(), s.budget(), s.policy(), s.allocations(),
                    s.autoCompress(), s.mitigation(), s.id(), now, Session.Counters.empty(), 0, s.guarded(), s.guardKb());
            var nws = new Workspace(next, List::of);
            for (SessionItem i : items) {
                if (i.pinned() || i.component() == Component.SYSTEM_INSTRUCTIONS) {
                    nws.append(new SessionItem(Ids.item(), nws.nextSeq++, i.component(), i.role(), i.content(), i.timestamp(), i.pinned(), i.key(), i.tokens()));
                }
            }
            String text = continuations.text(s.id(), continuation, counter, (int) Math.max(0, s.budget() - nws.total()));
            if (!text.isEmpty()) {
                nws.append(new SessionItem(Ids.item(), nws.nextSeq++, Component.CONVERSATION_HISTORY, Role.SYSTEM, text, now, false,
                        "checkpoint:" + s.id(), counter.count(text)));
            }
            var checkpoint = new Checkpoint(Ids.checkpoint(), s.id(), next.id(), now, continuation);
            var ws = new Workspace(s, () -> items);
            ws.events.add(new SessionEvent.CheckpointCreated(Ids.event(), ws.nextEventSeq(), now, checkpoint.id(), next.id()));
            var old = ws.change();
            var created = nws.change();
            apply(List.of(new SessionChange(old.session(), old.expectedVersion(), old.added(), old.removed(), old.archived(), old.events(), checkpoint),
                    new SessionChange(created.session(), 0, created.added(), Set.of(), List.of(), List.of(), null)));
            return new CheckpointResult(checkpoint.id(), next.id(), continuation);
        });
    }

    // ---------------------------------------------------------------- helpers

    private TokenCounter counter(Session s) {
        return models.counter(models.require(s.model()));
    }

    private Strategies strategies(TokenCounter counter) {
        return new Strategies(policy.compression(), summarizer, counter, clock);
    }

    /**
     * Runs a write under the session's lock, from the cached record when there is one. When that attempt fails with
     * {@code CONFLICT} (the record was stale; the store wrote nothing) or is refused for the budget (decided on a record
     * that may be stale), the entry is dropped and the write runs once more from the stored record.
     */
    private <T> T writing(String user, String sessionId, java.util.function.Function<Session, T> action) {
        return withLock(sessionId, () -> {
            Session cached = cached(sessionId);
            if (cached != null && cached.user().equals(user)) {
                try {
                    return action.apply(cached);
                } catch (DossierException e) {
                    if (e.code() != ErrorCode.CONFLICT && e.code() != ErrorCode.CONTEXT_BUDGET_EXCEEDED) {
                        throw e;
                    }
                    uncache(sessionId);
                }
            }
            return action.apply(get(user, sessionId));
        });
    }

    /** Hands the changes to the store; on success caches each session as written, on any failure forgets them. */
    private void apply(List<SessionChange> changes) {
        try {
            store.apply(changes);
        } catch (RuntimeException | Error e) {
            changes.forEach(c -> uncache(c.session().id()));
            throw e;
        }
        synchronized (cache) {
            for (SessionChange c : changes) {
                cache.put(c.session().id(), c.session());
                itemCache.advance(c);
            }
        }
    }

    /** The items in the session's context at its version: this process's copy when it has one, else the store's. */
    private List<SessionItem> items(Session s) {
        synchronized (cache) {
            var items = itemCache.get(s.id(), s.version());
            if (items != null) {
                return items;
            }
        }
        var items = store.items(s.id());
        synchronized (cache) {
            itemCache.put(s.id(), s.version(), items);
        }
        return items;
    }

    private Session cached(String sessionId) {
        synchronized (cache) {
            return cache.get(sessionId);
        }
    }

    private void uncache(String sessionId) {
        synchronized (cache) {
            cache.remove(sessionId);
            itemCache.remove(sessionId);
        }
    }

    private <T> T withLock(String sessionId, java.util.function.Supplier<T> action) {
        ReentrantLock lock = locks[Math.floorMod(sessionId.hashCode(), locks.length)];
        lock.lock();
        try {
            return action.get();
        } finally {
            lock.unlock();
        }
    }
}
