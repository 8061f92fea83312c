package dev.dossier.graph;

import static dev.dossier.session.Fixture.text;

import dev.dossier.session.Fixture.MutableClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import dev.dossier.session.AddResult;
import dev.dossier.session.Checkpoint;
import dev.dossier.session.Component;
import dev.dossier.session.Continuation;
import dev.dossier.session.ExtractiveHistorySummarizer;
import dev.dossier.session.Mitigation;
import dev.dossier.session.NewItem;
import dev.dossier.session.Role;
import dev.dossier.session.ScratchpadEntry;
import dev.dossier.session.Session;
import dev.dossier.session.SessionChange;
import dev.dossier.session.SessionEvent;
import dev.dossier.session.SessionItem;
import dev.dossier.session.SessionPolicy;
import dev.dossier.session.SessionSpec;
import dev.dossier.session.SessionStore;
import dev.dossier.session.Sessions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link Neo4jSessionStore} on a real embedded graph: every kind of record round-trips, a version conflict or a
 * failing change writes nothing, content survives byte for byte and across a restart, and the {@link Sessions} service
 * runs over it (scenarios of {@code SessionScenariosTest}); speed is measured by {@code bench/sessions.sh}.
 */
class Neo4jSessionStoreIT {

    private static final ModelRegistry MODELS = ModelRegistry.load(null);
    private static final TokenCounter GPT4 = MODELS.counter(MODELS.require("gpt-4"));
    private static final String USER = "alice";
    private static final Instant T0 = Instant.parse("2025-11-16T10:30:00.123456789Z");
    private static final AtomicLong IDS = new AtomicLong();

    private static GraphStore graph;
    private static Neo4jSessionStore store;

    @BeforeAll
    static void open() throws Exception {
        graph = GraphStore.open(StorageSettings.embedded(Files.createTempDirectory("dossier-sessions-")), 384);
        store = new Neo4jSessionStore(graph);
    }

    @AfterAll
    static void close() {
        graph.close();
    }

    // ---------------------------------------------------------------- records written directly

    private static String id(String prefix) {
        return prefix + IDS.incrementAndGet() + "_" + Long.toHexString(System.nanoTime());
    }

    private static Session session(String id, long version, Session.Counters counters, String parentId) {
        var allocations = new EnumMap<Component, Integer>(Component.class);
        allocations.put(Component.SYSTEM_INSTRUCTIONS, 500);
        allocations.put(Component.CONVERSATION_HISTORY, 2000);
        allocations.put(Component.TOOL_RESULTS, 3692);
        return new Session(id, "p", USER, "gpt-4", 8192, 8192, "default", allocations, true, Mitigation.PERIODIC_SUMMARY, parentId, T0,
                counters, version);
    }

    private static Session.Counters counters(int history, long nextSeq, long nextEventSeq) {
        return new Session.Counters(Map.of(Component.CONVERSATION_HISTORY, history, Component.TOOL_RESULTS, 7), 3, nextSeq, nextEventSeq, 3,
                0.1 + 0.2, 0, List.of());
    }

    private static SessionItem item(long seq, String content) {
        return new SessionItem(id("itm_"), seq, Component.CONVERSATION_HISTORY, seq % 2 == 0 ? Role.ASSISTANT : Role.USER, content,
                T0.plusNanos(seq), seq == 2, seq == 3 ? "k:" + seq : null, 10 + (int) seq);
    }

    private static SessionChange create(Session s, SessionItem... items) {
        return new SessionChange(s, 0, List.of(items), Set.of(), List.of(), List.of(), null);
    }

    private static List<SessionEvent> everyEvent(long from) {
        return List.of(
                new SessionEvent.LevelChanged(id("ev_"), from, T0, "ok", "warning", 0.7012),
                new SessionEvent.CompressionApplied(id("ev_"), from + 1, T0.plusSeconds(1), "auto", 6600, 4900, 1700, true),
                new SessionEvent.CompressionFailed(id("ev_"), from + 2, T0.plusSeconds(2), 0.8123, 0.6, "Split into multiple agent calls"),
                new SessionEvent.DistractionDetected(id("ev_"), from + 3, T0.plusSeconds(3), "high", "Conversation history exceeds", "Summarize"),
                new SessionEvent.BudgetExceeded(id("ev_"), from + 4, T0.plusSeconds(4), "tool_results", 4100, 3692),
                new SessionEvent.CheckpointCreated(id("ev_"), from + 5, T0.plusSeconds(5), "cp_1", "ses_next"));
    }

    @Test
    void itemsBelowTheFloorLeaveTheContextUnlessKeptAndStayStoredUntilTheSessionIsDeleted() {
        String sid = id("ses_");
        var items = new ArrayList<SessionItem>();
        for (int k = 1; k <= 6; k++) {
            items.add(item(k, "message " + k));
        }
        store.apply(List.of(create(session(sid, 1, counters(60, 7, 1), null), items.toArray(SessionItem[]::new))));
        // a summary of 1 and 3 takes 1's seq; 2 is kept below the floor; 5 is removed above it
        var summary = new SessionItem(id("itm_"), 1, Component.CONVERSATION_HISTORY, Role.SYSTEM, "summary", T0, false, null, 2);
        var c = counters(20, 7, 1);
        var floored = new Session.Counters(c.tokens(), c.historyMessages(), c.nextSeq(), c.nextEventSeq(), c.turns(), c.tokensPerTurn(), 4,
                List.of(summary.id(), items.get(1).id()));
        var s2 = session(sid, 2, floored, null);
        store.apply(List.of(new SessionChange(s2, 1, List.of(summary), Set.of(items.get(4).id()), List.of(), List.of(), null)));

        assertThat(store.find(sid)).contains(s2);
        assertThat(store.items(sid)).containsExactly(summary, items.get(1), items.get(3), items.get(5));
        // nothing is deleted before the session is: 1, 3 (below the floor) and 5 (out) are still stored, for the scratchpad
        assertThat(GraphProbe.count(graph, "MATCH (i:SessionItem) WHERE i.session_id = $id RETURN count(i)", Map.of("id", sid))).isEqualTo(7);
        assertThat(store.delete(sid)).isTrue();
        assertThat(GraphProbe.count(graph, "MATCH (i:SessionItem) WHERE i.session_id = $id RETURN count(i)", Map.of("id", sid))).isZero();
    }

    @Test
    void everyKindOfRecordRoundTripsAndDeleteRemovesTheSessionsRecords() {
        String sid = id("ses_");
        var a = item(1, "first");
        var b = item(2, "second");
        var c = item(3, "third");
        var s1 = session(sid, 1, counters(33, 4, 1), null);
        store.apply(List.of(create(s1, a, b, c)));
        assertThat(store.find(sid)).contains(s1);
        assertThat(store.items(sid)).containsExactly(a, b, c);

        // archive a and c under one reference, b stays; a summary reuses a's seq; all six event types; a checkpoint
        var summary = new SessionItem(id("itm_"), 1, Component.CONVERSATION_HISTORY, Role.SYSTEM, "summary of a and c", T0, false,
                "summary:sp_1", 4);
        var entry = new ScratchpadEntry("sp_1", sid, "summarize", T0.plusSeconds(9), List.of(a, c));
        var entry2 = new ScratchpadEntry("sp_2", sid, "archive", T0.plusSeconds(9), List.of(b));
        var events = everyEvent(1);
        var checkpoint = new Checkpoint(id("cp_"), sid, "ses_next", T0.plusSeconds(10),
                new Continuation("we booked", List.of("Use Neo4j"), List.of("tests pass"), List.of(b), List.of("sp_1", "sp_2")));
        var s2 = session(sid, 2, counters(14, 4, 7), null);
        store.apply(List.of(new SessionChange(s2, 1, List.of(summary), Set.of(a.id(), c.id()), List.of(entry, entry2), events, checkpoint)));

        assertThat(store.find(sid)).contains(s2);
        assertThat(store.items(sid)).containsExactly(summary, b);
        assertThat(store.scratchpad(sid, "sp_1")).contains(entry);
        assertThat(store.scratchpad(sid, "sp_2")).contains(entry2);
        assertThat(store.scratchpad(sid, "sp_3")).isEmpty();
        assertThat(store.scratchpad("ses_other", "sp_1")).isEmpty();
        assertThat(store.events(sid, 0, 100)).containsExactlyElementsOf(events);
        assertThat(store.events(sid, 2, 3)).containsExactlyElementsOf(events.subList(2, 5));
        assertThat(store.events(sid, 6, 100)).isEmpty();
        assertThat(store.checkpoint(checkpoint.id())).contains(checkpoint);
        assertThat(store.checkpoint("cp_none")).isEmpty();

        // a later archive is listed after the earlier ones
        var s3 = session(sid, 3, counters(14, 4, 7), null);
        var entry3 = new ScratchpadEntry("sp_0", sid, "archive", T0, List.of(summary));
        store.apply(List.of(new SessionChange(s3, 2, List.of(), Set.of(summary.id()), List.of(entry3), List.of(), null)));
        assertThat(store.scratchpadRefs(sid)).containsExactly("sp_1", "sp_2", "sp_0");
        assertThat(store.items(sid)).containsExactly(b);

        assertThat(store.delete(sid)).isTrue();
        assertThat(store.find(sid)).isEmpty();
        assertThat(store.items(sid)).isEmpty();
        assertThat(store.scratchpadRefs(sid)).isEmpty();
        assertThat(store.events(sid, 0, 100)).isEmpty();
        assertThat(GraphProbe.count(graph, "MATCH (x) WHERE x.session_id = $id AND NOT x:Checkpoint RETURN count(x)", Map.of("id", sid))).isZero();
        assertThat(store.checkpoint(checkpoint.id())).contains(checkpoint); // as in the in-memory store, a checkpoint outlives its session
        assertThat(store.delete(sid)).isFalse();
    }

    @Test
    void aContinuationIsLinkedToTheSessionItContinues() {
        String parent = id("ses_");
        String child = id("ses_");
        store.apply(List.of(create(session(parent, 1, counters(0, 1, 1), null))));
        store.apply(List.of(create(session(child, 1, counters(0, 1, 1), parent))));
        assertThat(store.find(child).orElseThrow().parentId()).isEqualTo(parent);
        assertThat(GraphProbe.count(graph, "MATCH (:Session {id: $c})-[:CONTINUES]->(:Session {id: $p}) RETURN count(*)",
                Map.of("c", child, "p", parent))).isEqualTo(1);
    }

    // ---------------------------------------------------------------- conflicts and failures write nothing

    private static void assertCode(Runnable r, ErrorCode code) {
        assertThatThrownBy(r::run).isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.code()).isEqualTo(code));
    }

    @Test
    void aStaleVersionADuplicateCreateOrAMissingSessionIsAConflictAndWritesNothing() {
        String sid = id("ses_");
        var a = item(1, "a");
        var s1 = session(sid, 1, counters(11, 2, 1), null);
        store.apply(List.of(create(s1, a)));
        var s2 = session(sid, 2, counters(23, 3, 1), null);
        var b = item(2, "b");
        store.apply(List.of(new SessionChange(s2, 1, List.of(b), Set.of(), List.of(), List.of(), null)));

        // computed from version 1 again: stale
        var stale = new SessionChange(session(sid, 2, counters(99, 3, 2), null), 1, List.of(item(2, "stale")), Set.of(a.id()),
                List.of(new ScratchpadEntry("sp_x", sid, "archive", T0, List.of(a))), everyEvent(1), null);
        assertCode(() -> store.apply(List.of(stale)), ErrorCode.CONFLICT);
        // the same id created twice
        assertCode(() -> store.apply(List.of(create(session(sid, 1, counters(0, 1, 1), null), item(1, "dup")))), ErrorCode.CONFLICT);
        assertThat(store.find(sid)).contains(s2);
        assertThat(store.items(sid)).containsExactly(a, b);
        assertThat(store.scratchpadRefs(sid)).isEmpty();
        assertThat(store.events(sid, 0, 100)).isEmpty();

        // a change to a session that does not exist leaves no node behind
        String missing = id("ses_");
        assertCode(() -> store.apply(List.of(new SessionChange(session(missing, 2, counters(0, 1, 1), null), 1, List.of(item(1, "x")), Set.of(),
                List.of(), List.of(), null))), ErrorCode.CONFLICT);
        assertThat(store.find(missing)).isEmpty();
        assertThat(GraphProbe.count(graph, "MATCH (x) WHERE x.id = $id OR x.session_id = $id RETURN count(x)", Map.of("id", missing))).isZero();
    }

    @Test
    void aFailingChangeInTheMiddleOfAnApplyWritesNothingOfTheOthers() {
        String first = id("ses_");
        String middle = id("ses_");
        var s1 = session(first, 1, counters(0, 1, 1), null);
        var m1 = session(middle, 1, counters(0, 1, 1), null);
        store.apply(List.of(create(s1), create(m1)));
        String created = id("ses_");
        var ok = new SessionChange(session(first, 2, counters(11, 2, 2), null), 1, List.of(item(1, "kept?")), Set.of(), List.of(),
                everyEvent(1).subList(0, 1), null);
        var stale = new SessionChange(session(middle, 3, counters(11, 2, 1), null), 2, List.of(item(1, "no")), Set.of(), List.of(), List.of(), null);
        var fresh = create(session(created, 1, counters(11, 2, 1), first), item(1, "new"));
        assertCode(() -> store.apply(List.of(ok, stale, fresh)), ErrorCode.CONFLICT);
        assertThat(store.find(first)).contains(s1);
        assertThat(store.find(middle)).contains(m1);
        assertThat(store.find(created)).isEmpty();
        assertThat(store.items(first)).isEmpty();
        assertThat(store.events(first, 0, 10)).isEmpty();
        assertThat(store.items(created)).isEmpty();

        // a failure of the database itself (an item id used twice breaks its constraint) writes nothing either
        var a = item(1, "a");
        var dup = new SessionItem(a.id(), 2, Component.FACTS, Role.USER, "same id", T0, false, null, 2);
        assertCode(() -> store.apply(List.of(create(session(created, 1, counters(0, 1, 1), null), a, dup))), ErrorCode.STORAGE);
        assertThat(store.find(created)).isEmpty();
        assertThat(GraphProbe.count(graph, "MATCH (i:SessionItem {id: $id}) RETURN count(i)", Map.of("id", a.id()))).isZero();
    }

    @Test
    void concurrentAppliesOfOneVersionLetExactlyOneThrough() throws Exception {
        String sid = id("ses_");
        store.apply(List.of(create(session(sid, 1, counters(0, 1, 1), null))));
        int n = 8;
        var start = new CountDownLatch(1);
        var won = new AtomicInteger();
        var conflicts = new AtomicInteger();
        var pool = Executors.newFixedThreadPool(n);
        var futures = new ArrayList<java.util.concurrent.Future<?>>();
        for (int t = 0; t < n; t++) {
            int k = t;
            futures.add(pool.submit(() -> {
                start.await();
                try {
                    store.apply(List.of(new SessionChange(session(sid, 2, counters(k, 2, 1), null), 1, List.of(item(1, "by " + k)), Set.of(),
                            List.of(), List.of(), null)));
                    won.incrementAndGet();
                } catch (DossierException e) {
                    assertThat(e.code()).isEqualTo(ErrorCode.CONFLICT);
                    conflicts.incrementAndGet();
                }
                return null;
            }));
        }
        start.countDown();
        for (var f : futures) {
            f.get();
        }
        pool.shutdown();
        assertThat(won.get()).isEqualTo(1);
        assertThat(conflicts.get()).isEqualTo(n - 1);
        assertThat(store.items(sid)).hasSize(1);
        assertThat(store.find(sid).orElseThrow().version()).isEqualTo(2);
    }

    // ---------------------------------------------------------------- content and durability

    private static String awkward() {
        var b = new StringBuilder();
        b.append("\n\nleading empty lines, then unicode: héllo wörld — “quotes” ‘single’ … ñ ß Ω ж 中文 日本語 한국어 עברית العربية\n");
        b.append("emoji 👍🏽 👨‍👩‍👧 🇫🇷, combining e\u0301 vs é, zero width\u200bspace, BOM \ufeff, nbsp\u00a0.\n");
        b.append("\n\n\n");
        b.append("tabs\tand trailing spaces   \n");
        b.append("windows line\r\nold mac line\rend\n");
        b.append("json-ish {\"a\": [1, 2], \"b\": null} and backslashes \\n \\\\ and a quote \" and <tags> & 'apostrophes'\n");
        b.append("control \u0001\u0007\u001f and NUL \u0000 inside\n");
        b.append("   \n");
        return b.toString();
    }

    private static String veryLong() {
        var b = new StringBuilder();
        for (int i = 0; b.length() < 3_000_000; i++) {
            b.append("line ").append(i).append(": ").append("ü€𝄞 ".repeat(i % 7)).append(i % 13 == 0 ? "\n\n" : "\n");
        }
        return b.toString();
    }

    @Test
    void contentRoundTripsByteForByteInItemsScratchpadAndCheckpoints() {
        String sid = id("ses_");
        var odd = item(1, awkward());
        var big = item(2, veryLong());
        var empty = item(3, "");
        var blank = item(4, "\n");
        store.apply(List.of(create(session(sid, 1, counters(0, 5, 1), null), odd, big, empty, blank)));
        var items = store.items(sid);
        assertThat(items).containsExactly(odd, big, empty, blank);
        for (int i = 0; i < items.size(); i++) {
            assertThat(items.get(i).content().getBytes(java.nio.charset.StandardCharsets.UTF_8))
                    .isEqualTo(List.of(odd, big, empty, blank).get(i).content().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        var entry = new ScratchpadEntry("sp_b", sid, "archive", T0, List.of(odd, big, empty, blank));
        var cp = new Checkpoint(id("cp_"), sid, "ses_n", T0, new Continuation(awkward(), List.of(awkward()), List.of(), List.of(odd), List.of("sp_b")));
        store.apply(List.of(new SessionChange(session(sid, 2, counters(0, 5, 1), null), 1, List.of(), Set.of(odd.id(), big.id(), empty.id(),
                blank.id()), List.of(entry), List.of(), cp)));
        var back = store.scratchpad(sid, "sp_b").orElseThrow();
        assertThat(back).isEqualTo(entry);
        assertThat(back.items().get(1).content()).isEqualTo(big.content());
        assertThat(store.checkpoint(cp.id())).contains(cp);
        assertThat(store.items(sid)).isEmpty();
    }

    @Test
    void everythingOfASessionIsReadAfterTheStoreIsClosedAndReopened() throws Exception {
        Path dir = Files.createTempDirectory("dossier-sessions-restart-");
        String sid = id("ses_");
        var a = item(1, awkward());
        var b = item(2, "b");
        var s2 = session(sid, 2, counters(21, 3, 7), null);
        var entry = new ScratchpadEntry("sp_r", sid, "archive", T0, List.of(a));
        var events = everyEvent(1);
        var cp = new Checkpoint(id("cp_"), sid, "ses_n", T0, new Continuation("s", List.of(), List.of("c"), List.of(b), List.of("sp_r")));
        try (var g = GraphStore.open(StorageSettings.embedded(dir), 384)) {
            var st = new Neo4jSessionStore(g);
            st.apply(List.of(create(session(sid, 1, counters(0, 3, 1), null), a, b)));
            var ref = new SessionItem(id("itm_"), 1, Component.CONVERSATION_HISTORY, Role.SYSTEM, "[archived: sp_r]", T0, false, "scratchpad:sp_r", 5);
            st.apply(List.of(new SessionChange(s2, 1, List.of(ref), Set.of(a.id()), List.of(entry), events, cp)));
        }
        try (var g = GraphStore.open(StorageSettings.embedded(dir), 384)) {
            var st = new Neo4jSessionStore(g);
            assertThat(st.find(sid)).contains(s2);
            assertThat(st.items(sid)).extracting(SessionItem::content).containsExactly("[archived: sp_r]", "b");
            assertThat(st.scratchpad(sid, "sp_r")).contains(entry);
            assertThat(st.scratchpadRefs(sid)).containsExactly("sp_r");
            assertThat(st.events(sid, 0, 100)).containsExactlyElementsOf(events);
            assertThat(st.checkpoint(cp.id())).contains(cp);
        }
    }

    // ---------------------------------------------------------------- the service over the graph

    /** A service over this graph with gpt-4 (cl100k, 8,192 window) and a settable clock, as {@code session.Fixture}. */
    private static final class Service {
        final MutableClock clock = new MutableClock(Instant.parse("2025-11-16T10:30:00Z"));
        final Sessions sessions = new Sessions(store, SessionPolicy.packaged(), MODELS, new ExtractiveHistorySummarizer(), clock);
        int variant;

        Session session(boolean autoCompress) {
            return sessions.create(USER, new SessionSpec("p", "gpt-4", null, null, null, autoCompress, null));
        }

        SessionItem add(Session s, Component c, Role r, int tokens, boolean pinned, Instant at) {
            return sessions.add(USER, s.id(), new NewItem(c, r, text(tokens, variant++), at, pinned, null)).item();
        }

        List<SessionItem> history(Session s) {
            return store.items(s.id()).stream().filter(i -> i.component() == Component.CONVERSATION_HISTORY).toList();
        }

        Instant ago(long minutes) {
            return clock.instant().minus(Duration.ofMinutes(minutes));
        }
    }

    @Test
    void s8_autoCompressionAt80PercentTrimsOldestFirstDownTo60Percent() {
        var f = new Service();
        var s = f.session(true);
        f.add(s, Component.TOOL_RESULTS, Role.TOOL, 4000, false, null);
        f.add(s, Component.USER_PREFERENCES, Role.USER, 600, false, null);
        for (int i = 0; i < 12; i++) {
            f.add(s, Component.CONVERSATION_HISTORY, i % 2 == 0 ? Role.USER : Role.ASSISTANT, 150, false, f.ago(180 - i));
        }
        assertThat(f.sessions.usage(USER, s.id()).tokens()).isEqualTo(6400);
        var r = f.sessions.add(USER, s.id(), new NewItem(Component.TOOL_RESULTS, Role.TOOL, text(200, 1), null, false, null));
        var compressed = r.actions().stream().filter(a -> a.type().equals("compressed")).findFirst().orElseThrow();
        assertThat(compressed.compression().tokensBefore()).isEqualTo(6600);
        assertThat(compressed.compression().steps().get(0).strategy()).isEqualTo("trim_oldest");
        assertThat(compressed.compression().reachedTarget()).isTrue();
        assertThat(r.usage().tokens()).isLessThanOrEqualTo(4915);
        assertThat(r.events()).extracting(SessionEvent::type).containsSubsequence("level_changed", "compression_applied", "level_changed");
        // what the graph holds agrees with the running totals and the events the add reported
        assertThat(store.items(s.id()).stream().mapToLong(SessionItem::tokens).sum()).isEqualTo(r.usage().tokens());
        assertThat(store.events(s.id(), 0, 1000)).containsAll(r.events());
    }

    @Test
    void s9_trimOldestOlderThanAnHourRemovesMessages1To12AndTheScratchpadKeepsThem() {
        var f = new Service();
        var s = f.session(false);
        var ids = new ArrayList<String>();
        var originals = new ArrayList<SessionItem>();
        for (int i = 1; i <= 20; i++) {
            long minutes = i <= 12 ? 120 - (i - 1) * 5 : 55 - (i - 13) * 7;
            var it = f.add(s, Component.CONVERSATION_HISTORY, i % 2 == 1 ? Role.USER : Role.ASSISTANT, 125, false, f.ago(minutes));
            ids.add(it.id());
            originals.add(it);
        }
        var r = f.sessions.compress(USER, s.id(), "trim_oldest", null, 3600L, null);
        assertThat(r.tokensBefore()).isEqualTo(2500);
        assertThat(r.tokensAfter()).isEqualTo(1000);
        assertThat(f.history(s)).extracting(SessionItem::id).containsExactlyElementsOf(ids.subList(12, 20));
        assertThat(f.sessions.scratchpad(USER, s.id(), r.scratchpadRefs().get(0)).items()).containsExactlyElementsOf(originals.subList(0, 12));
    }

    @Test
    void d7_periodicSummaryAt20MessagesReusesTheSeqOfTheFirstReplacedItem() {
        var f = new Service();
        var s = f.session(true);
        var ids = new ArrayList<String>();
        var seqs = new ArrayList<Long>();
        AddResult last = null;
        for (int i = 1; i <= 20; i++) {
            last = f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, i % 2 == 1 ? Role.USER : Role.ASSISTANT, text(80, i)));
            ids.add(last.item().id());
            seqs.add(last.item().seq());
        }
        assertThat(last.actions()).extracting(AddResult.Action::type).contains("distraction_mitigated");
        var h = f.history(s);
        assertThat(h).hasSize(6);
        assertThat(h.get(0).key()).startsWith("summary:");
        assertThat(h.get(0).seq()).isEqualTo(seqs.get(0)); // the summary stands where the first summarized message stood
        assertThat(h.subList(1, 6)).extracting(SessionItem::id).containsExactlyElementsOf(ids.subList(15, 20));
        assertThat(f.sessions.usage(USER, s.id()).tokens()).isLessThanOrEqualTo(600);
    }

    @Test
    void s11_archiveAndCheckpointOverTheGraph() {
        var f = new Service();
        var s = f.session(false);
        f.add(s, Component.SYSTEM_INSTRUCTIONS, Role.SYSTEM, 50, false, null);
        var pinned = f.sessions.add(USER, s.id(), new NewItem(Component.FACTS, Role.USER, "Budget is 150 dollars.", null, true, null)).item();
        for (int i = 0; i < 10; i++) {
            f.add(s, Component.CONVERSATION_HISTORY, Role.ASSISTANT, 60, false, null);
        }
        var results = List.of(f.add(s, Component.TOOL_RESULTS, Role.TOOL, 400, false, null), f.add(s, Component.TOOL_RESULTS, Role.TOOL, 300, false, null));
        var r = f.sessions.compress(USER, s.id(), "archive", null, null, null);
        String ref = r.scratchpadRefs().get(0);
        assertThat(f.sessions.scratchpad(USER, s.id(), ref).items()).isEqualTo(results);
        var cp = f.sessions.checkpoint(USER, s.id(), List.of("tests pass"), List.of("Use Neo4j"));
        assertThat(cp.continuation().decisions()).contains("Use Neo4j");
        assertThat(cp.continuation().pinned()).containsExactly(pinned);
        assertThat(cp.continuation().scratchpadRefs()).containsExactly(ref);
        var next = f.sessions.get(USER, cp.sessionId());
        assertThat(next.parentId()).isEqualTo(s.id());
        assertThat(store.items(next.id())).extracting(SessionItem::content).contains("Budget is 150 dollars.")
                .anyMatch(c -> c.startsWith("[Continuation of session " + s.id()));
        assertThat(next.tokens()).isEqualTo(store.items(next.id()).stream().mapToLong(i -> GPT4.count(i.content())).sum());
        assertThat(store.events(s.id(), 0, 1000)).extracting(SessionEvent::type).contains("checkpoint_created");
        assertThat(store.checkpoint(cp.checkpointId()).orElseThrow().continuation()).isEqualTo(cp.continuation());
        assertThat(GraphProbe.count(graph, "MATCH (:Session {id: $n})-[:CONTINUES]->(:Session {id: $o}) RETURN count(*)",
                Map.of("n", next.id(), "o", s.id()))).isEqualTo(1);
        f.sessions.delete(USER, s.id());
        assertThat(store.find(s.id())).isEmpty();
        assertThat(f.sessions.get(USER, next.id()).parentId()).isEqualTo(s.id());
    }

    @Test
    void s18_anItemThatDoesNotFitIsRefusedAndNothingIsWritten() {
        var f = new Service();
        var s = f.session(false);
        f.add(s, Component.TOOL_RESULTS, Role.TOOL, 8000, false, null);
        var before = store.find(s.id()).orElseThrow();
        assertCode(() -> f.sessions.add(USER, s.id(), NewItem.of(Component.TOOL_RESULTS, Role.TOOL, text(300, 0))), ErrorCode.CONTEXT_BUDGET_EXCEEDED);
        assertThat(store.find(s.id())).contains(before);
        assertThat(store.items(s.id())).hasSize(1);
    }
}
