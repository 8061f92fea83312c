package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.dossier.config.YamlFiles;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
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
 */
public record RequestLimits(int files, @JsonProperty("file_content_bytes") int fileContentBytes, int patterns, int decisions, int history,
                            @JsonProperty("body_bytes") int bodyBytes, @JsonProperty("window_without_model") int windowWithoutModel) {

    public RequestLimits {
        positive("files", files);
        positive("file_content_bytes", fileContentBytes);
        positive("patterns", patterns);
        positive("decisions", decisions);
        positive("history", history);
        positive("body_bytes", bodyBytes);
        positive("window_without_model", windowWithoutModel);
    }

    private static void positive(String name, int value) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be a positive whole number, got " + value);
        }
    }

    /** The packaged limits, or those of {@code configDir/limits.yaml}. */
    public static RequestLimits load(Path configDir) {
        var loaded = YamlFiles.load(configDir, "limits.yaml");
        try {
            return Json.mapper().convertValue(loaded.root(), RequestLimits.class);
        } catch (IllegalArgumentException e) {
            String reason = e.getCause() instanceof UnrecognizedPropertyException u
                    ? "unknown key '" + u.getPropertyName() + "'; known keys are files, file_content_bytes, patterns, decisions, history, "
                    + "body_bytes, window_without_model"
                    : rootMessage(e);
            throw new DossierException(ErrorCode.INVALID_CONFIG, loaded.origin() + ": " + reason);
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        String m = t.getMessage() == null ? "invalid value" : t.getMessage().lines().findFirst().orElse("invalid value");
        return m.replaceAll("\\(class [^)]*\\)", "").replaceAll("`[a-z]+(\\.[\\w$]+)+`", "value");
    }
}
