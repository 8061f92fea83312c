package dev.dossier.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Failed authentication attempts per client address: past {@code limit} failures within a minute, the address is
 * slowed down (told to retry later) until its oldest failure in the window is a minute old. The table is bounded: the
 * least recently failing addresses are forgotten first.
 */
public final class AttemptLimiter {

    static final Duration WINDOW = Duration.ofMinutes(1);
    private static final int MAX_ADDRESSES = 10_000;

    private final int limit;
    private final Clock clock;
    private final Map<String, Deque<Instant>> failures = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Deque<Instant>> eldest) {
            return size() > MAX_ADDRESSES;
        }
    };

    public AttemptLimiter(int limit, Clock clock) {
        this.limit = limit;
        this.clock = clock;
    }

    /** Seconds until {@code address} may try again, or 0 when it may now. */
    public synchronized long retryAfterSeconds(String address) {
        var times = failures.get(address);
        if (times == null) {
            return 0;
        }
        Instant now = clock.instant();
        while (!times.isEmpty() && !times.peekFirst().plus(WINDOW).isAfter(now)) {
            times.pollFirst();
        }
        if (times.size() < limit) {
            return 0;
        }
        return Math.max(1, Duration.between(now, times.peekFirst().plus(WINDOW)).toSeconds() + 1);
    }

    /** Counts a failed attempt of {@code address}. */
    public synchronized void failed(String address) {
        var times = failures.computeIfAbsent(address, a -> new ArrayDeque<>());
        times.addLast(clock.instant());
        while (times.size() > limit) {
            times.pollFirst();
        }
    }
}
