package dev.dossier.session;

import static dev.dossier.session.Fixture.GPT4;
import static dev.dossier.session.Fixture.USER;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** Random sequences of adds and compressions on a small window. */
class SessionProperties {

    private static final String[] WORDS = {"alpha", "beta", "decided", "42", "REQ-7", "the", "cache", "must", "`mvn test`", "graph", "user"};

    record Op(int kind, Component component, Role role, int words, boolean pinned, String strategy) {
    }

    @Provide
    Arbitrary<List<Op>> ops() {
        var add = net.jqwik.api.Combinators.combine(Arbitraries.of(Component.values()), Arbitraries.of(Role.values()),
                Arbitraries.integers().between(1, 300), Arbitraries.integers().between(0, 9))
                .as((c, r, w, p) -> new Op(0, c, r, w, p == 0, null));
        var compress = Arbitraries.of(Strategies.NAMES).map(s -> new Op(1, null, null, 0, false, s));
        return Arbitraries.frequencyOf(Tuple.of(6, add), Tuple.of(1, compress)).list().ofMinSize(1).ofMaxSize(60);
    }

    @Property(tries = 150)
    void invariantsHold(@ForAll("ops") List<Op> ops, @ForAll boolean autoCompress) {
        var f = new Fixture();
        var s = f.sessions.create(USER, new SessionSpec("p", "gpt-4", 2000, null, null, autoCompress, null));
        var added = new ArrayList<SessionItem>();
        var byId = new HashMap<String, SessionItem>();
        SessionItem latestUser = null;
        int n = 0;
        for (Op op : ops) {
            long before = f.store.find(s.id()).orElseThrow().tokens();
            if (op.kind() == 0) {
                var b = new StringBuilder();
                for (int i = 0; i < op.words(); i++) {
                    b.append(WORDS[(n + i * 7) % WORDS.length]).append(i % 13 == 12 ? ".\n" : " ");
                }
                n++;
                try {
                    var r = f.sessions.add(USER, s.id(), new NewItem(op.component(), op.role(), b.toString(), null, op.pinned(), null));
                    added.add(r.item());
                    byId.put(r.item().id(), r.item());
                    if (op.role() == Role.USER) {
                        latestUser = r.item();
                    }
                } catch (DossierException e) {
                    assertThat(e.code()).isEqualTo(ErrorCode.CONTEXT_BUDGET_EXCEEDED);
                    assertThat(f.store.find(s.id()).orElseThrow().tokens()).isEqualTo(before);
                }
                f.clock.advance(java.time.Duration.ofMinutes(7));
            } else {
                var r = f.sessions.compress(USER, s.id(), op.strategy(), null, null, null);
                assertThat(r.tokensAfter()).isLessThanOrEqualTo(r.tokensBefore()).isEqualTo(f.store.find(s.id()).orElseThrow().tokens());
            }
            var session = f.store.find(s.id()).orElseThrow();
            var items = f.store.items(s.id());
            // never over budget, recounted with the tokenizer
            long recount = items.stream().mapToLong(i -> GPT4.count(i.content())).sum();
            assertThat(recount).isEqualTo(session.tokens()).isLessThanOrEqualTo(session.budget());
            // pinned items, the latest user turn, current queries and system instructions are kept
            var present = items.stream().map(SessionItem::id).toList();
            for (SessionItem a : added) {
                if (a.pinned() || a.component() == Component.CURRENT_QUERY || a.component() == Component.SYSTEM_INSTRUCTIONS) {
                    assertThat(present).contains(a.id());
                }
            }
            if (latestUser != null) {
                assertThat(present).contains(latestUser.id());
            }
            // order kept: the surviving originals in the order they were added
            var survivors = present.stream().filter(byId::containsKey).toList();
            var expected = added.stream().map(SessionItem::id).filter(survivors::contains).toList();
            assertThat(survivors).isEqualTo(expected);
            // this process's items (cached through every write) are the store's (floor and kept applied)
            assertThat(f.sessions.context(USER, s.id())).isEqualTo(f.cold().context(USER, s.id()));
            // archive round-trips byte for byte
            for (String ref : f.store.scratchpadRefs(s.id())) {
                for (SessionItem archived : f.sessions.scratchpad(USER, s.id(), ref).items()) {
                    if (byId.containsKey(archived.id())) {
                        assertThat(archived).isEqualTo(byId.get(archived.id()));
                    }
                }
            }
        }
    }
}
