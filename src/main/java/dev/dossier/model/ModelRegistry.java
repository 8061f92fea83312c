package dev.dossier.model;

import com.knuddels.jtokkit.api.EncodingType;
import dev.dossier.config.YamlFiles;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The models Dossier knows, read from {@code models.yaml}, with one token counter per model. */
public final class ModelRegistry {

    private static final Set<String> KEYS = Set.of("name", "tokenizer", "chars_per_token", "context_window", "effective_context",
            "sweet_spot", "system_prompt_overhead", "recommended_max_file_tokens");

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
        var loaded = YamlFiles.load(configDir, "models.yaml");
        YamlFiles.requireKeys(loaded.root(), Set.of("models"), loaded.origin());
        if (!(loaded.root().get("models") instanceof List<?> list) || list.isEmpty()) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, loaded.origin() + ": 'models' must be a non-empty list");
        }
        var profiles = list.stream().map(item -> parse(item, loaded.origin())).toList();
        return new ModelRegistry(profiles);
    }

    private static ModelProfile parse(Object item, String origin) {
        if (!(item instanceof Map<?, ?> m)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, origin + ": each model must be a map, got " + item);
        }
        String where = origin + " model " + m.get("name");
        YamlFiles.requireKeys(m, KEYS, where);
        try {
            return new ModelProfile(String.valueOf(m.get("name")), String.valueOf(m.get("tokenizer")),
                    m.containsKey("chars_per_token") ? YamlFiles.doubleValue(m, "chars_per_token", where) : 0,
                    YamlFiles.intValue(m, "context_window", where), YamlFiles.intValue(m, "effective_context", where),
                    YamlFiles.intValue(m, "sweet_spot", where), YamlFiles.intValue(m, "system_prompt_overhead", where),
                    YamlFiles.intValue(m, "recommended_max_file_tokens", where));
        } catch (IllegalArgumentException e) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, where + ": " + e.getMessage());
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
        return new JtokkitCounter(requireTokenizer(p));
    }

    private static EncodingType requireTokenizer(ModelProfile p) {
        if (p.estimated()) {
            return null;
        }
        return EncodingType.fromName(p.tokenizer()).orElseThrow(() -> new DossierException(ErrorCode.INVALID_CONFIG,
                "model " + p.name() + ": unknown tokenizer '" + p.tokenizer() + "'; use o200k_base, cl100k_base, p50k_base, r50k_base or estimate"));
    }
}
