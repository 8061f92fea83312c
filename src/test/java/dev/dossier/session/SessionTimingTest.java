package dev.dossier.session;

import static dev.dossier.session.Fixture.USER;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A rough timing of the domain core (in-memory store, no graph): 2,000 messages kept within a 32k budget. Prints
 * p50/p95 per add and the time of one auto compression at 2,000 messages; asserts only loose bounds (shared machine).
 */
class SessionTimingTest {

    @Test
    void twoThousandMessagesWithinA32kBudget() {
        var f = new Fixture();
        var s = f.sessions.create(USER, new SessionSpec("p", "gpt-4o", 32000, null, null, true, null));
        var texts = new String[2000];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = Fixture.text(30 + (i * 37) % 60, i);
        }
        long[] nanos = new long[texts.length];
        for (int i = 0; i < texts.length; i++) {
            long t0 = System.nanoTime();
            f.sessions.add(USER, s.id(), NewItem.of(Component.CONVERSATION_HISTORY, i % 2 == 0 ? Role.USER : Role.ASSISTANT, texts[i]));
            nanos[i] = System.nanoTime() - t0;
        }
        long[] warm = Arrays.copyOfRange(nanos, 200, nanos.length);
        Arrays.sort(warm);
        double p50 = warm[warm.length / 2] / 1e6;
        double p95 = warm[(int) (warm.length * 0.95)] / 1e6;
        // a session of 2,000 messages without distraction mitigation, then one auto compression
        var g = new Fixture();
        var big = g.sessions.create(USER, new SessionSpec("p", "gpt-4o", 128000, null, null, false, null));
        for (String t : texts) {
            g.sessions.add(USER, big.id(), NewItem.of(Component.CONVERSATION_HISTORY, Role.ASSISTANT, t));
        }
        long total = g.sessions.usage(USER, big.id()).tokens();
        long c0 = System.nanoTime();
        var r = g.sessions.compress(USER, big.id(), "auto", 0.05, null, null);
        double compressMs = (System.nanoTime() - c0) / 1e6;
        System.out.printf("sessions timing: add p50 %.3f ms, p95 %.3f ms; auto compression of 2000 messages (%d tokens) %.1f ms, ratio %.1f%n",
                p50, p95, total, compressMs, r.ratio());
        assertThat(f.sessions.usage(USER, s.id()).tokens()).isLessThanOrEqualTo(32000);
        assertThat(p95).isLessThan(50);
        assertThat(r.tokensAfter()).isLessThan(r.tokensBefore());
    }
}
