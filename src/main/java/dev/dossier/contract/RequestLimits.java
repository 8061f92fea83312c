package dev.dossier.contract;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;

/**
 * Request limits of every edge, from {@code limits.yaml} (policy data, validated at start).
 *
 * @param files              files per review-context request
 * @param fileContentBytes   UTF-8 bytes of one file's content
 * @param patterns           patterns per recorded review
 * @param decisions          decisions per recorded review
 * @param history            messages per knowledge request
 * @param bodyBytes          bytes of a request body (413 above)
 * @param windowWithoutModel the largest explicit window when no model is named
 * @param eventStreams       session event streams open at once on one server (each holds a polling thread)
 * @param failedAuthPerMinute failed token attempts per client address and minute before it must wait (429)
 */
public record RequestLimits(int files, int fileContentBytes, int patterns, int decisions, int history,
                            int bodyBytes, int windowWithoutModel, @jakarta.annotation.Nullable Integer failedAuthPerMinute,
                            @jakarta.annotation.Nullable Integer eventStreams) {

    /** What an override file written before {@code event_streams} existed gets (the packaged value). */
    static final int DEFAULT_EVENT_STREAMS = 64;

    /** What an override file written before {@code failed_auth_per_minute} existed gets (the packaged value). */
    static final int DEFAULT_FAILED_AUTH_PER_MINUTE = 10;

    public RequestLimits {
        positive("files", files);
        positive("file_content_bytes", fileContentBytes);
        positive("patterns", patterns);
        positive("decisions", decisions);
        positive("history", history);
        positive("body_bytes", bodyBytes);
        positive("window_without_model", windowWithoutModel);
        failedAuthPerMinute = failedAuthPerMinute == null ? DEFAULT_FAILED_AUTH_PER_MINUTE : failedAuthPerMinute;
        positive("failed_auth_per_minute", failedAuthPerMinute);
        eventStreams = eventStreams == null ? DEFAULT_EVENT_STREAMS : eventStreams;
        positive("event_streams", eventStreams);
    }

    private static void positive(String name, int value) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be a positive whole number, got " + value);
        }
    }

    /** The packaged limits, or those of {@code configDir/limits.yaml}. */
    public static RequestLimits load(Path configDir) {
        return ConfigFiles.read(configDir, "limits.yaml", RequestLimits.class);
    }
}
