package dev.dossier.model;

import com.knuddels.jtokkit.api.EncodingType;
import dev.dossier.config.ConfigFiles;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jakarta.annotation.Nullable;
import java.util.concurrent.ConcurrentHashMap;

/** The models Dossier knows, read from {@code models.yaml}, with one token counter per model. */
public final class ModelRegistry {

    private final Map<String, ModelProfile> models;
    private final Map<String, TokenCounter> counters = new ConcurrentHashMap<>();

    public ModelRegistry(List<ModelProfile> profiles) {
        var map = new LinkedHashMap<String, ModelProfile>();
        for (var p : profiles) {
            if (map.put(p.name(), p) != null) {
                throw new DossierException(ErrorCode.INVALID_CONFIG, "model " + p.name() + " is defined twice in models.yaml");
            }
            requireTokenizer(p); // fail at start on an unknown tokenizer (the encoding itself loads on first use: it takes ~0.5 s)
        }
        this.models = Map.copyOf(map);
        this.order = List.copyOf(map.keySet());
    }

    private final List<String> order;

    /** Loads {@code models.yaml} from {@code configDir} or the packaged default. */
    public static ModelRegistry load(Path configDir) {
        return ConfigFiles.read(configDir, "models.yaml", ModelsFile.class, file -> {
            if (file.models().isEmpty()) {
                throw new IllegalArgumentException("'models' must be a non-empty list");
            }
            return new ModelRegistry(file.models().stream().map(ModelsFile.Entry::profile).toList());
        });
    }

    /** {@code models.yaml} as written: {@code chars_per_token} is needed only by an estimated tokenizer. */
    record ModelsFile(List<Entry> models) {
        record Entry(String name, String tokenizer, @Nullable Double charsPerToken, int contextWindow, int effectiveContext,
                     int sweetSpot, int systemPromptOverhead, int recommendedMaxFileTokens) {
            ModelProfile profile() {
                return new ModelProfile(name, tokenizer, charsPerToken == null ? 0 : charsPerToken, contextWindow, effectiveContext,
                        sweetSpot, systemPromptOverhead, recommendedMaxFileTokens);
            }
        }
    }

    public Optional<ModelProfile> find(String name) {
        return Optional.ofNullable(models.get(name));
    }

    /** The named model, or an {@link ErrorCode#UNKNOWN_MODEL} error that lists the known names. */
    public ModelProfile require(String name) {
        return find(name).orElseThrow(() -> new DossierException(ErrorCode.UNKNOWN_MODEL,
                "unknown model '" + name + "'; known models are " + order, Map.of("field", "model", "known", order)));
    }

    public List<ModelProfile> all() {
        return order.stream().map(models::get).toList();
    }

    /** The tokenizer's name (as the counter reports it), without loading its encoding. */
    public String tokenizerName(ModelProfile profile) {
        return profile.estimated() ? new CharRatioEstimator(profile.charsPerToken()).name() : requireTokenizer(profile).getName();
    }

    public TokenCounter counter(ModelProfile profile) {
        return counters.computeIfAbsent(profile.name(), n -> counterFor(profile));
    }

    private static TokenCounter counterFor(ModelProfile p) {
        if (p.estimated()) {
            return new CharRatioEstimator(p.charsPerToken());
        }
        return new RememberingCounter(new JtokkitCounter(requireTokenizer(p)));
    }

    private static EncodingType requireTokenizer(ModelProfile p) {
        if (p.estimated()) {
            return null;
        }
        return EncodingType.fromName(p.tokenizer()).orElseThrow(() -> new DossierException(ErrorCode.INVALID_CONFIG,
                "model " + p.name() + ": unknown tokenizer '" + p.tokenizer() + "'; use o200k_base, cl100k_base, p50k_base, r50k_base or estimate"));
    }
}
