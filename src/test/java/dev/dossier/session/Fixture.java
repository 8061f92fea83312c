package dev.dossier.session;

import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

/**
 * A service over the in-memory store, gpt-4 (cl100k, 8,192 window), a settable clock, and texts of exact token counts
 * (the graph store's tests use the texts and the clock too).
 */
public final class Fixture {

    static final ModelRegistry MODELS = ModelRegistry.load(null);
    static final SessionPolicy POLICY = SessionPolicy.packaged();
    static final TokenCounter GPT4 = MODELS.counter(MODELS.require("gpt-4"));
    static final String USER = "alice";

    final MutableClock clock = new MutableClock(Instant.parse("2025-11-16T10:30:00Z"));
    final InMemorySessionStore store = new InMemorySessionStore();
    final Sessions sessions = new Sessions(store, POLICY, MODELS, new ExtractiveHistorySummarizer(), clock);

    /** Another process's view of the same store: nothing cached. */
    Sessions cold() {
        return new Sessions(store, POLICY, MODELS, new ExtractiveHistorySummarizer(), clock);
    }

    Session session(boolean autoCompress) {
        return sessions.create(USER, new SessionSpec("p", "gpt-4", null, null, null, autoCompress, null));
    }

    private static final String[] SENTENCES = {
        "We reviewed the hotel options in Paris near the landmarks.",
        "The user prefers quality over price for this trip.",
        "Decision: book Hotel A at 150 dollars per night.",
        "Run `mvn verify` before the release of REQ-12.",
        "The assistant compared three flights and listed their times.",
        "Nothing else changed in the plan this afternoon.",
    };

    /** A text of exactly {@code tokens} cl100k tokens (sentences, padded with " a"). */
    public static String text(int tokens, int variant) {
        var b = new StringBuilder();
        int k = variant;
        while (true) {
            String next = SENTENCES[Math.floorMod(k++, SENTENCES.length)];
            String candidate = b.isEmpty() ? next : b + " " + next;
            if (GPT4.count(candidate) > tokens - 2) {
                break;
            }
            b.setLength(0);
            b.append(candidate);
        }
        if (b.isEmpty()) {
            b.append("a");
        }
        while (GPT4.count(b.toString()) < tokens) {
            b.append(" a");
        }
        if (GPT4.count(b.toString()) != tokens) {
            throw new IllegalStateException("cannot make a text of " + tokens + " tokens");
        }
        return b.toString();
    }

    public static final class MutableClock extends Clock {
        Instant now;

        public MutableClock(Instant now) {
            this.now = now;
        }

        public void advance(Duration d) {
            now = now.plus(d);
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
