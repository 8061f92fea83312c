package dev.dossier.session;

import static dev.dossier.session.Fixture.GPT4;
import static dev.dossier.session.Fixture.USER;
import static dev.dossier.session.Fixture.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Seed 000 (scenarios 8-20) and seed 001 (6-8, 10), with the seeds' numbers where they are consistent. */
class SessionScenariosTest {

    private final Fixture f = new Fixture();

    private SessionItem add(Session s, Component c, Role r, int tokens, boolean pinned, Instant at) {
        return f.sessions.add(USER, s.id(), new NewItem(c, r, text(tokens, (int) f.store.applies), at, pinned, null)).item();
    }

    private SessionItem add(Session s, Component c, Role r, int tokens) {
        return add(s, c, r, tokens, false, null);
    }

    private List<SessionItem> history(Session s) {
        return f.store.items(s.id()).stream().filter(i -> i.component() == Component.CONVERSATION_HISTORY).toList();
    }

    private List<String> types(Session s) {
        return f.store.events(s.id(), 0, 1000).stream().map(SessionEvent::type).toList();
    }

    private Instant ago(long minutes) {
        return f.clock.instant().minus(Duration.ofMinutes(minutes));
    }

    @Test
    void s8_autoCompressionAt80PercentTrimsOldestFirstDownTo60Percent() {
        var s = f.session(true);
        add(s, Component.TOOL_RESULTS, Role.TOOL, 4000);
        add(s, Component.USER_PREFERENCES, Role.USER, 600);
        for (int i = 0; i < 12; i++) {
            add(s, Component.CONVERSATION_HISTORY, i % 2 == 0 ? Role.USER : Role.ASSISTANT, 150, false, ago(180 - i));
        }
        assertThat(f.sessions.usage(USER, s.id()).tokens()).isEqualTo(6400);
        var r = f.sessions.add(USER, s.id(), new NewItem(Component.TOOL_RESULTS, Role.TOOL, text(200, 1), null, false, null));
        var compressed = r.actions().stream().filter(a -> a.type().equals("compressed")).findFirst().orElseThrow();
        assertThat(compressed.detail()).isEqualTo("auto");
        assertThat(compressed.compression().tokensBefore()).isEqualTo(6600);
        assertThat(compressed.compression().steps().get(0).strategy()).isEqualTo("trim_oldest");
        assertThat(compressed.compression().reachedTarget()).isTrue();
        assertThat(r.usage().tokens()).isLessThanOrEqualTo(4915);
        assertThat(r.events()).extracting(SessionEvent::type).containsSubsequence("level_changed", "compression_applied", "level_changed");
    }

    @Test
    void s9_trimOldestOlderThanAnHourRemovesMessages1To12() {
        var s = f.session(false);
        var ids = new ArrayList<String>();
        for (int i = 1; i <= 20; i++) {
            long minutes = i <= 12 ? 120 - (i - 1) * 5 : 55 - (i - 13) * 7;
            ids.add(add(s, Component.CONVERSATION_HISTORY, i % 2 == 1 ? Role.USER : Role.ASSISTANT, 125, false, ago(minutes)).id());
        }
        var r = f.sessions.compress(USER, s.id(), "trim_oldest", null, 3600L, null);
        assertThat(r.tokensBefore()).isEqualTo(2500);
        assertThat(r.tokensAfter()).isEqualTo(1000);
        assertThat(r.freed()).isEqualTo(1500);
        assertThat(history(s)).extracting(SessionItem::id).containsExactlyElementsOf(ids.subList(12, 20));
        var logged = f.sessions.scratchpad(USER, s.id(), r.scratchpadRefs().get(0));
        assertThat(logged.items()).extracting(SessionItem::id).containsExactlyElementsOf(ids.subList(0, 12));
    }

    @Test
    void s10_summarizeReplacesHistoryWithAnExtractiveSummaryOfAtMost200Tokens() {
        var s = f.session(false);
        for (int i = 0; i < 30; i++) {
            add(s, Component.CONVERSATION_HISTORY, i % 2 == 0 ? Role.USER : Role.ASSISTANT, 100);
        }
        SessionItem latestUser = history(s).get(28);
        var r = f.sessions.compress(USER, s.id(), "summarize", null, null, 0);
        assertThat(r.tokensBefore()).isEqualTo(3000);
        var h = history(s);
        assertThat(h).hasSize(2);
        assertThat(h.get(0).key()).startsWith("summary:");
        assertThat(h.get(0).tokens()).isLessThanOrEqualTo(200);
        assertThat(h.get(0).content()).contains("Decision: book Hotel A at 150 dollars per night.");
        assertThat(h.get(1)).isEqualTo(latestUser);
        assertThat(r.ratio()).isGreaterThanOrEqualTo(10.0).isEqualTo((double) r.tokensBefore() / r.tokensAfter());
    }

    @Test
    void s11_archiveMovesToolResultsToTheScratchpadLeavingAReferenceOfAtMost20Tokens() {
        var s = f.session(false);
        var originals = List.of(add(s, Component.TOOL_RESULTS, Role.TOOL, 400), add(s, Component.TOOL_RESULTS, Role.TOOL, 400),
                add(s, Component.TOOL_RESULTS, Role.TOOL, 400));
        var r = f.sessions.compress(USER, s.id(), "archive", null, null, null);
        var left = f.store.items(s.id());
        assertThat(left).hasSize(1);
        assertThat(left.get(0).tokens()).isLessThanOrEqualTo(20);
        assertThat(r.freed()).isEqualTo(1200 - left.get(0).tokens());
        assertThat(left.get(0).content()).contains(r.scratchpadRefs().get(0));
        assertThat(f.sessions.scratchpad(USER, s.id(), r.scratchpadRefs().get(0)).items()).isEqualTo(originals);
    }

    @Test
    void s12_autoAppliesTrimThenSummarizeThenArchiveUntilTheTarget() {
        var s = f.session(false);
        add(s, Component.SYSTEM_INSTRUCTIONS, Role.SYSTEM, 500);
        add(s, Component.TOOL_DESCRIPTIONS, Role.SYSTEM, 2000);
        add(s, Component.USER_PREFERENCES, Role.USER, 300);
        for (int i = 0; i < 8; i++) {
            add(s, Component.CONVERSATION_HISTORY, i % 2 == 0 ? Role.USER : Role.ASSISTANT, 100, false, ago(120));
        }
        for (int i = 0; i < 10; i++) {
            add(s, Component.CONVERSATION_HISTORY, i % 2 == 0 ? Role.USER : Role.ASSISTANT, 100, false, ago(30));
        }
        add(s, Component.TOOL_RESULTS, Role.TOOL, 1100);
        add(s, Component.TOOL_RESULTS, Role.TOOL, 1100);
        add(s, Component.CURRENT_QUERY, Role.USER, 200);
        assertThat(f.sessions.usage(USER, s.id()).tokens()).isEqualTo(7000);
        var r = f.sessions.compress(USER, s.id(), "auto", null, null, null);
        assertThat(r.steps()).extracting(CompressionResult.Step::strategy).containsExactly("trim_oldest", "summarize", "archive");
        assertThat(r.steps().get(0).freed()).isEqualTo(800);
        assertThat(r.steps()).allSatisfy(st -> assertThat(st.freed()).isPositive());
        assertThat(r.freed()).isEqualTo(r.steps().stream().mapToLong(CompressionResult.Step::freed).sum());
        assertThat(r.tokensAfter()).isLessThanOrEqualTo(4915);
        assertThat(r.reachedTarget()).isTrue();
    }

    @Test
    void s13_ratioIsBeforeOverAfter() {
        var s = f.session(false);
        for (int i = 0; i < 10; i++) {
            add(s, Component.TOOL_RESULTS, Role.TOOL, 400);
        }
        add(s, Component.CURRENT_QUERY, Role.USER, 1000);
        var r = f.sessions.compress(USER, s.id(), "archive", null, null, null);
        assertThat(r.tokensBefore()).isEqualTo(5000);
        assertThat(r.ratio()).isEqualTo(5000.0 / r.tokensAfter());
    }

    @Test
    void s14_at90PercentCompressionIsAggressive() {
        var s = f.session(true);
        add(s, Component.SYSTEM_INSTRUCTIONS, Role.SYSTEM, 300);
        add(s, Component.USER_PREFERENCES, Role.USER, 300);
        for (int i = 0; i < 19; i++) {
            add(s, Component.CONVERSATION_HISTORY, i % 2 == 0 ? Role.USER : Role.ASSISTANT, 100);
        }
        for (int i = 0; i < 3; i++) {
            add(s, Component.TOOL_RESULTS, Role.TOOL, 1300);
        }
        add(s, Component.CURRENT_QUERY, Role.USER, 100);
        assertThat(f.sessions.usage(USER, s.id()).tokens()).isEqualTo(6500); // 79%: below compress
        var query = f.sessions.add(USER, s.id(), new NewItem(Component.CURRENT_QUERY, Role.USER, text(900, 0), null, false, null));
        var aggressive = query.actions().stream().filter(a -> "aggressive".equals(a.detail())).findFirst().orElseThrow();
        assertThat(aggressive.compression().tokensBefore()).isEqualTo(7400);
        assertThat(aggressive.compression().ratio()).isGreaterThan(3.0);
        assertThat(query.usage().utilization()).isLessThan(0.3);
        assertThat(f.store.items(s.id())).extracting(SessionItem::component).contains(Component.CURRENT_QUERY, Component.SYSTEM_INSTRUCTIONS);
        assertThat(f.store.items(s.id()).stream().filter(i -> i.component() == Component.TOOL_RESULTS)).allMatch(SessionItem::isReference);
        assertThat(types(s)).contains("level_changed", "compression_applied");
    }

    @Test
    void s15_whenTheTargetCannotBeReachedCompressionFailedCarriesARecommendation() {
        var s = f.session(true);
        for (int i = 0; i < 6; i++) {
            add(s, Component.USER_PREFERENCES, Role.USER, 1000, true, null);
        }
        var r = f.sessions.add(USER, s.id(), new NewItem(Component.FACTS, Role.SYSTEM, text(1000, 2), null, true, null));
        var failed = r.events().stream().filter(e -> e instanceof SessionEvent.CompressionFailed).map(SessionEvent.CompressionFailed.class::cast)
                .findFirst().orElseThrow();
        assertThat(failed.target()).isEqualTo(0.6);
        assertThat(failed.utilization()).isGreaterThan(0.8);
        assertThat(failed.recommendation()).contains("Split", "scratchpad", "checkpoint");
    }

    @Test
    void s16_itemsAreCountedWithTheModelsTokenizerWhenAdded() {
        var s = f.session(false);
        var item = f.sessions.add(USER, s.id(), NewItem.of(Component.USER_PREFERENCES, Role.USER,
                "User prefers quality hotels near Eiffel Tower in Paris")).item();
        assertThat(item.tokens()).isEqualTo(GPT4.count("User prefers quality hotels near Eiffel Tower in Paris")).isBetween(9, 12);
    }

    @Test
    void s17_budgetCheckWithRoomAnswersWithoutWriting() {
        var s = f.session(false);
        for (int i = 0; i < 7; i++) {
            add(s, Component.TOOL_RESULTS, Role.TOOL, 1000, true, null);
        }
        int applies = f.store.applies;
        var check = f.sessions.checkBudget(USER, s.id(), null, null, 500);
        assertThat(check.available()).isEqualTo(1192);
        assertThat(check.required()).isEqualTo(500);
        assertThat(check.sufficient()).isTrue();
        assertThat(check.usageAfterAdd().tokens()).isEqualTo(7500);
        assertThat(check.usageAfterAdd().utilization()).isEqualTo(0.9155);
        assertThat(f.store.applies).isEqualTo(applies);
    }

    @Test
    void s18_anItemThatDoesNotFitEvenAfterCompressionIsRefusedAndNothingIsWritten() {
        var s = f.session(true);
        for (int i = 0; i < 7; i++) {
            add(s, Component.USER_PREFERENCES, Role.USER, 1000, true, null);
        }
        add(s, Component.SYSTEM_INSTRUCTIONS, Role.SYSTEM, 900);
        var before = f.store.find(s.id()).orElseThrow();
        var items = f.store.items(s.id());
        var events = f.store.events(s.id(), 0, 1000);
        var check = f.sessions.checkBudget(USER, s.id(), null, text(500, 0), null);
        assertThat(check.available()).isEqualTo(292);
        assertThat(check.sufficient()).isFalse();
        assertThatThrownBy(() -> f.sessions.add(USER, s.id(), NewItem.of(Component.TOOL_RESULTS, Role.TOOL, text(500, 0))))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.CONTEXT_BUDGET_EXCEEDED);
                    assertThat(e.details()).containsEntry("available", 292L).containsEntry("required", 500);
                    assertThat((String) e.details().get("suggestion")).contains("Compress context or split content");
                });
        assertThat(f.store.find(s.id()).orElseThrow()).isEqualTo(before);
        assertThat(f.store.items(s.id())).isEqualTo(items);
        assertThat(f.store.events(s.id(), 0, 1000)).isEqualTo(events);
    }

    @Test
    void s19_defaultAllocationsAndOverridesNeverAboveTheBudget() {
        var s = f.session(false);
        assertThat(s.allocations()).isEqualTo(Map.of(Component.SYSTEM_INSTRUCTIONS, 500, Component.USER_PREFERENCES, 300,
                Component.CONVERSATION_HISTORY, 2000, Component.TOOL_DESCRIPTIONS, 1500, Component.CURRENT_QUERY, 200,
                Component.TOOL_RESULTS, 3692, Component.FACTS, 0));
        var big = f.sessions.create(USER, SessionSpec.of("p", "gpt-4o"));
        assertThat(big.allocations().values().stream().mapToLong(Integer::longValue).sum()).isEqualTo(128000);
        assertThatThrownBy(() -> f.sessions.create(USER, new SessionSpec("p", "gpt-4", null, null, Map.of(Component.FACTS, 5000), null, null)))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_REQUEST));
        var over = f.sessions.add(USER, s.id(), NewItem.of(Component.CURRENT_QUERY, Role.USER, text(250, 0)));
        assertThat(over.events()).filteredOn(e -> e instanceof SessionEvent.BudgetExceeded).hasSize(1);
    }

    @Test
    void s20_levelsAreCrossedUpAndDownWithEventsAndActions() {
        var s = f.session(true);
        add(s, Component.TOOL_RESULTS, Role.TOOL, 4915); // 60%: ok
        assertThat(f.sessions.usage(USER, s.id()).level()).isEqualTo("ok");
        var warn = f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.USER, text(1000, 0))); // 72%
        assertThat(warn.usage().level()).isEqualTo("warning");
        assertThat(warn.events()).singleElement().isInstanceOfSatisfying(SessionEvent.LevelChanged.class, e -> {
            assertThat(e.from()).isEqualTo("ok");
            assertThat(e.to()).isEqualTo("warning");
        });
        var compress = f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.ASSISTANT, text(800, 1))); // 82%
        assertThat(compress.actions()).extracting(AddResult.Action::detail).contains("auto");
        assertThat(compress.events()).filteredOn(e -> e instanceof SessionEvent.LevelChanged).extracting(e -> ((SessionEvent.LevelChanged) e).to())
                .startsWith("compress");
        assertThat(compress.usage().utilization()).isLessThanOrEqualTo(0.6);
        var levels = f.store.events(s.id(), 0, 100).stream().filter(e -> e instanceof SessionEvent.LevelChanged)
                .map(e -> ((SessionEvent.LevelChanged) e).from() + ">" + ((SessionEvent.LevelChanged) e).to()).toList();
        assertThat(levels).containsExactly("ok>warning", "warning>compress", "compress>ok");
    }

    // ---------------------------------------------------------------- seed 001

    @Test
    void d6_distractionAtBothThresholdsIsHigh() {
        var s = f.session(false);
        for (int i = 0; i < 50; i++) {
            add(s, Component.CONVERSATION_HISTORY, i % 2 == 0 ? Role.USER : Role.ASSISTANT, 100);
        }
        var d = f.store.events(s.id(), 0, 1000).stream().filter(e -> e instanceof SessionEvent.DistractionDetected)
                .map(SessionEvent.DistractionDetected.class::cast).toList();
        assertThat(d).singleElement().satisfies(e -> assertThat(e.severity()).isEqualTo("high"));
        assertThat(f.sessions.severity(50, 5000)).isEqualTo(Sessions.Severity.HIGH);
    }

    @Test
    void d6_thresholdsAreReachedAtExactly20MessagesAnd2000Tokens() {
        var s = f.session(false);
        List<SessionEvent> at19 = List.of();
        for (int i = 1; i <= 19; i++) {
            at19 = f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.USER, text(50, i))).events();
        }
        assertThat(at19).isEmpty();
        var at20 = f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.USER, text(50, 0))).events();
        assertThat(at20).singleElement().isInstanceOfSatisfying(SessionEvent.DistractionDetected.class, e -> {
            assertThat(e.severity()).isEqualTo("medium");
            assertThat(e.message()).isEqualTo("Conversation history exceeds threshold (20 >= 20 messages)");
            assertThat(e.recommendedAction()).isEqualTo("Apply summarization or sliding window");
        });
        var tokens = f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.USER, text(999, 0))).events();
        assertThat(tokens).noneMatch(e -> e instanceof SessionEvent.DistractionDetected); // 1999 tokens
        var high = f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.USER, "a")).events();
        assertThat(high).filteredOn(e -> e instanceof SessionEvent.DistractionDetected)
                .singleElement().satisfies(e -> assertThat(((SessionEvent.DistractionDetected) e).severity()).isEqualTo("high"));
        var t = f.sessions.severity(19, 1999);
        assertThat(t).isEqualTo(Sessions.Severity.NONE);
        assertThat(f.sessions.severity(1, 2000)).isEqualTo(Sessions.Severity.MEDIUM);
    }

    @Test
    void d7_periodicSummaryAt20MessagesSummarizes1To15AndKeeps16To20() {
        var s = f.session(true);
        var ids = new ArrayList<String>();
        AddResult last = null;
        for (int i = 1; i <= 20; i++) {
            last = f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, i % 2 == 1 ? Role.USER : Role.ASSISTANT, text(80, i)));
            ids.add(last.item().id());
        }
        assertThat(last.actions()).extracting(AddResult.Action::type).contains("distraction_mitigated");
        var h = history(s);
        assertThat(h).hasSize(6);
        assertThat(h.get(0).key()).startsWith("summary:");
        assertThat(h.get(0).tokens()).isLessThanOrEqualTo(200);
        assertThat(h.subList(1, 6)).extracting(SessionItem::id).containsExactlyElementsOf(ids.subList(15, 20));
        assertThat(f.sessions.usage(USER, s.id()).tokens()).isLessThan(1600).isLessThanOrEqualTo(600);
    }

    @Test
    void d8_slidingWindowKeepsTheLast10AndArchivesMessages1To30() {
        var s = f.session(false);
        var ids = new ArrayList<String>();
        for (int i = 1; i <= 40; i++) {
            ids.add(add(s, Component.CONVERSATION_HISTORY, Role.ASSISTANT, 20).id());
        }
        var r = f.sessions.compress(USER, s.id(), "sliding_window", null, null, 10);
        assertThat(history(s)).extracting(SessionItem::id).containsExactlyElementsOf(ids.subList(30, 40));
        assertThat(f.sessions.scratchpad(USER, s.id(), r.scratchpadRefs().get(0)).items()).extracting(SessionItem::id)
                .containsExactlyElementsOf(ids.subList(0, 30));
    }

    @Test
    void d10_slidingWindowMitigationOnAutoCompressSessions() {
        var s = f.sessions.create(USER, new SessionSpec("p", "gpt-4", null, null, null, true, Mitigation.SLIDING_WINDOW));
        for (int i = 1; i <= 20; i++) {
            add(s, Component.CONVERSATION_HISTORY, Role.ASSISTANT, 20);
        }
        assertThat(history(s)).hasSize(10);
        assertThat(types(s)).contains("distraction_detected", "compression_applied");
    }

    // ---------------------------------------------------------------- the rest

    @Test
    void anotherUsersSessionIsNotFound() {
        var s = f.session(false);
        assertThatThrownBy(() -> f.sessions.usage("bob", s.id())).isInstanceOfSatisfying(DossierException.class,
                e -> assertThat(e.code()).isEqualTo(ErrorCode.NOT_FOUND));
        assertThatThrownBy(() -> f.sessions.add("bob", s.id(), NewItem.of(Component.FACTS, Role.USER, "x")))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.NOT_FOUND));
    }

    @Test
    void contextIsInComponentOrderWithAManifest() {
        var s = f.session(false);
        f.sessions.add(USER, s.id(), NewItem.of(Component.CURRENT_QUERY, Role.USER, "What now?"));
        f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.USER, "Hello."));
        f.sessions.add(USER, s.id(), NewItem.of(Component.SYSTEM_INSTRUCTIONS, Role.SYSTEM, "Be brief."));
        var c = f.sessions.context(USER, s.id());
        assertThat(c.context()).isEqualTo("Be brief.\n\nHello.\n\nWhat now?");
        assertThat(c.items()).extracting(SessionContext.Entry::component).containsExactly("system_instructions", "conversation_history", "current_query");
        assertThat(c.tokens()).isEqualTo(c.usage().tokens()).isLessThanOrEqualTo(c.budget());
    }

    @Test
    void checkpointStartsAFreshLinkedSessionFromTheContinuation() {
        var s = f.session(false);
        add(s, Component.SYSTEM_INSTRUCTIONS, Role.SYSTEM, 50);
        var pinned = f.sessions.add(USER, s.id(), new NewItem(Component.FACTS, Role.USER, "Budget is 150 dollars.", null, true, null)).item();
        for (int i = 0; i < 10; i++) {
            add(s, Component.CONVERSATION_HISTORY, Role.ASSISTANT, 60);
        }
        add(s, Component.TOOL_RESULTS, Role.TOOL, 300);
        var ref = f.sessions.compress(USER, s.id(), "archive", null, null, null).scratchpadRefs().get(0);
        var cp = f.sessions.checkpoint(USER, s.id(), List.of("tests pass"), List.of("Use Neo4j"));
        assertThat(cp.continuation().decisions()).contains("Use Neo4j").anyMatch(d -> d.contains("Decision: book Hotel A"));
        assertThat(cp.continuation().remainingCriteria()).containsExactly("tests pass");
        assertThat(cp.continuation().pinned()).containsExactly(pinned);
        assertThat(cp.continuation().scratchpadRefs()).containsExactly(ref);
        var next = f.sessions.get(USER, cp.sessionId());
        assertThat(next.parentId()).isEqualTo(s.id());
        assertThat(f.store.items(next.id())).extracting(SessionItem::content).contains("Budget is 150 dollars.")
                .anyMatch(c -> c.startsWith("[Continuation of session " + s.id()));
        assertThat(next.tokens()).isEqualTo(f.store.items(next.id()).stream().mapToLong(i -> GPT4.count(i.content())).sum());
        assertThat(types(s)).contains("checkpoint_created");
        assertThat(f.store.checkpoint(cp.checkpointId())).isPresent();
    }

    @Test
    void semspecForcesACheckpointAt85Percent() {
        var s = f.sessions.create(USER, new SessionSpec("p", "gpt-4", null, "semspec", null, true, null));
        var r = f.sessions.add(USER, s.id(), NewItem.of(Component.TOOL_RESULTS, Role.TOOL, text(5500, 0))); // 67%: orange
        assertThat(r.actions()).extracting(AddResult.Action::type).containsExactly("checkpoint_recommended");
        var forced = f.sessions.add(USER, s.id(), NewItem.of(Component.TOOL_RESULTS, Role.TOOL, text(1600, 0))); // 87%
        assertThat(forced.actions()).extracting(AddResult.Action::type).contains("checkpoint_created");
        assertThat(forced.usage().level()).isEqualTo("critical");
    }

    @Test
    void deleteRemovesTheSession() {
        var s = f.session(false);
        f.sessions.delete(USER, s.id());
        assertThat(f.store.find(s.id())).isEmpty();
    }

    @Test
    void unknownStrategyIsAnInvalidRequest() {
        var s = f.session(false);
        assertThatThrownBy(() -> f.sessions.compress(USER, s.id(), "shrink", null, null, null))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.details()).containsEntry("field", "strategy"));
    }

    @Test
    void aWriteFromAStaleCachedRecordIsRetriedFromTheStoredOne() {
        var s = f.session(false);
        var other = new Sessions(f.store, Fixture.POLICY, Fixture.MODELS, new ExtractiveHistorySummarizer(), f.clock); // another process
        f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.USER, text(100, 0)));
        other.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.ASSISTANT, text(200, 1)));
        int applies = f.store.applies;
        // f.sessions' cached record is a version behind: its first attempt conflicts, the retry starts from the store
        var r = f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.USER, text(300, 2)));
        assertThat(f.store.applies).isEqualTo(applies + 1);
        assertThat(r.usage().tokens()).isEqualTo(600);
        assertThat(f.store.find(s.id()).orElseThrow().tokens()).isEqualTo(600);
        assertThat(f.store.items(s.id())).extracting(SessionItem::tokens).containsExactly(100, 200, 300);
        // a refusal decided on a stale record is checked against the stored one
        var big = f.sessions.create(USER, new SessionSpec("p", "gpt-4", null, null, null, false, null));
        f.sessions.add(USER, big.id(), NewItem.of(Component.TOOL_RESULTS, Role.TOOL, text(8000, 0)));
        var refs = other.compress(USER, big.id(), "archive", null, null, null).scratchpadRefs();
        assertThat(refs).hasSize(1);
        assertThat(f.sessions.add(USER, big.id(), NewItem.of(Component.TOOL_RESULTS, Role.TOOL, text(300, 0))).usage().tokens())
                .isLessThan(8000);
        // deleted by another process: the cached record does not bring it back
        other.delete(USER, s.id());
        assertThatThrownBy(() -> f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.USER, "hello")))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.NOT_FOUND));
        assertThat(f.store.find(s.id())).isEmpty();
    }
}
