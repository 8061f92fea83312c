package dev.dossier.embedding;

import java.time.Duration;

/**
 * How far a long job is: {@code done} of {@code total} units ("chunks", "files"), the rate so far and the
 * estimated time left (zero when done, unknown before the first unit: {@code null}).
 */
public record Progress(String unit, long done, long total, double perSecond, Duration eta) {

    /** Progress after {@code done} units in {@code elapsedNanos}. */
    public static Progress of(String unit, long done, long total, long elapsedNanos) {
        double rate = elapsedNanos > 0 ? done / (elapsedNanos / 1e9) : 0;
        Duration eta = done >= total ? Duration.ZERO : rate > 0 ? Duration.ofMillis((long) ((total - done) / rate * 1000)) : null;
        return new Progress(unit, done, total, rate, eta);
    }
}
