package dev.dossier.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RememberingCounterTest {

    /** Counts with o200k and records how often it was asked. */
    private static final class Asked implements TokenCounter {
        final JtokkitCounter inner = new JtokkitCounter(com.knuddels.jtokkit.api.EncodingType.O200K_BASE);
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public int count(String text) {
            calls.incrementAndGet();
            return inner.count(text);
        }

        @Override
        public String name() {
            return inner.name();
        }

        @Override
        public boolean estimated() {
            return false;
        }
    }

    @Test
    void longTextsAreCountedOnceAndEveryCountIsTheTokenizers() {
        var asked = new Asked();
        var counter = new RememberingCounter(asked);
        String chunk = "### Rule (color-no-invalid-hex, part 1/2)\nDisallow invalid hex colors such as #ffff0z in any property. ".repeat(20);
        int first = counter.count(chunk);
        int again = counter.count(new String(chunk.toCharArray())); // an equal text read anew
        assertThat(first).isEqualTo(again).isEqualTo(asked.inner.count(chunk));
        assertThat(asked.calls).hasValue(1);
        // a text differing in one character is counted on its own
        String other = chunk.substring(0, chunk.length() - 2) + "z ";
        assertThat(counter.count(other)).isEqualTo(asked.inner.count(other));
        assertThat(asked.calls).hasValue(2);
        // short texts always go to the tokenizer
        counter.count("short");
        counter.count("short");
        assertThat(asked.calls).hasValue(4);
        assertThat(counter.name()).isEqualTo("o200k_base");
        assertThat(counter.estimated()).isFalse();
    }
}
