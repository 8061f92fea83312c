package dev.dossier.budget;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The named review policy presets and the default one. */
public final class ReviewPolicies {

    private final Map<String, ReviewPolicy> presets;
    private final String defaultName;

    public ReviewPolicies(List<ReviewPolicy> presets, String defaultName) {
        var map = new LinkedHashMap<String, ReviewPolicy>();
        presets.forEach(p -> map.put(p.name(), p));
        if (!map.containsKey(defaultName)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, "review.default names '" + defaultName + "', which is not a preset " + map.keySet());
        }
        this.presets = Map.copyOf(map);
        this.order = List.copyOf(map.keySet());
        this.defaultName = defaultName;
    }

    private final List<String> order;

    /** The named preset ({@code null} for the default) or an {@link ErrorCode#UNKNOWN_POLICY} error. */
    public ReviewPolicy require(String name) {
        String key = name == null ? defaultName : name;
        var policy = presets.get(key);
        if (policy == null) {
            throw new DossierException(ErrorCode.UNKNOWN_POLICY, "unknown policy '" + name + "'; known policies are " + order,
                    Map.of("field", "policy", "known", order));
        }
        return policy;
    }

    public List<String> names() {
        return order;
    }
}
