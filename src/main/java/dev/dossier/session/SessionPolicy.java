package dev.dossier.session;

import dev.dossier.config.ConfigFiles;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything {@code sessions.yaml} defines, validated when loaded: unknown keys, missing keys and bad values are
 * {@link ErrorCode#INVALID_CONFIG} errors naming the file and the key.
 *
 * @param defaultModel       tokenizer of a session that names only a window
 * @param referenceWindow    the window the fixed allocations are written for
 * @param fixedAllocations   allocations at the reference window
 * @param restComponent      the component that gets the rest of the budget
 * @param defaultPressure    preset used when a session names none
 * @param pressure           presets by name
 * @param compression        compression settings
 * @param distraction        distraction thresholds and mitigation
 * @param tokensPerTurnSmoothing weight of the newest message in the moving average of tokens per turn
 * @param contextOrder       order of the components in an assembled context
 */
public record SessionPolicy(String defaultModel, int referenceWindow, Map<Component, Integer> fixedAllocations, Component restComponent,
                            String defaultPressure, Map<String, PressurePolicy> pressure, CompressionPolicy compression,
                            DistractionPolicy distraction, double tokensPerTurnSmoothing, List<Component> contextOrder) {

    static final String FILE = "sessions.yaml";

    /** Compression settings; see {@code sessions.yaml}. */
    public record CompressionPolicy(double target, int keepLast, long trimOlderThan, int summaryMaxTokens, double summaryMaxShare, int window) {
        public CompressionPolicy {
            if (!(target > 0 && target < 1)) {
                throw new IllegalArgumentException("compression.target must be between 0 and 1, got " + target);
            }
            if (keepLast < 0) {
                throw new IllegalArgumentException("compression.keep_last must be 0 or more, got " + keepLast);
            }
            if (trimOlderThan < 0) {
                throw new IllegalArgumentException("compression.trim_older_than must be 0 or more seconds, got " + trimOlderThan);
            }
            if (summaryMaxTokens < 10) {
                throw new IllegalArgumentException("compression.summary_max_tokens must be 10 or more, got " + summaryMaxTokens);
            }
            if (!(summaryMaxShare > 0 && summaryMaxShare < 1)) {
                throw new IllegalArgumentException("compression.summary_max_share must be between 0 and 1, got " + summaryMaxShare);
            }
            if (window < 1) {
                throw new IllegalArgumentException("compression.window must be 1 or more, got " + window);
            }
        }
    }

    /** Distraction thresholds ({@code >=}) and the mitigation. */
    public record DistractionPolicy(int messages, int tokens, Mitigation mitigation) {
        public DistractionPolicy {
            if (messages < 1 || tokens < 1) {
                throw new IllegalArgumentException("distraction.messages and distraction.tokens must be 1 or more, got " + messages + " and " + tokens);
            }
        }
    }

    public SessionPolicy {
        fixedAllocations = Map.copyOf(fixedAllocations);
        pressure = Map.copyOf(pressure);
        contextOrder = List.copyOf(contextOrder);
        if (referenceWindow < 1) {
            throw new IllegalArgumentException("allocations.reference_window must be 1 or more, got " + referenceWindow);
        }
        long sum = fixedAllocations.values().stream().mapToLong(Integer::longValue).sum();
        if (sum > referenceWindow) {
            throw new IllegalArgumentException("allocations.fixed sum to " + sum + ", more than reference_window " + referenceWindow);
        }
        if (fixedAllocations.containsKey(restComponent)) {
            throw new IllegalArgumentException("allocations.rest '" + restComponent.label() + "' must not also have a fixed allocation");
        }
        if (!pressure.containsKey(defaultPressure)) {
            throw new IllegalArgumentException("default_pressure '" + defaultPressure + "' is not one of " + pressure.keySet().stream().sorted().toList());
        }
        if (!(tokensPerTurnSmoothing > 0 && tokensPerTurnSmoothing <= 1)) {
            throw new IllegalArgumentException("tokens_per_turn_smoothing must be more than 0 and at most 1, got " + tokensPerTurnSmoothing);
        }
        if (contextOrder.size() != Component.values().length || contextOrder.stream().distinct().count() != contextOrder.size()) {
            throw new IllegalArgumentException("context_order must list every component once: " + Component.labels());
        }
    }

    /** Loads {@code sessions.yaml} from {@code configDir} or the packaged default. */
    public static SessionPolicy load(Path configDir) {
        return ConfigFiles.read(configDir, FILE, SessionsFile.class, SessionsFile::toPolicy);
    }

    /** The packaged {@code sessions.yaml}. */
    public static SessionPolicy packaged() {
        return load(null);
    }

    /** The preset named {@code name} (null: the default), or an {@link ErrorCode#UNKNOWN_POLICY} error. */
    public PressurePolicy requirePressure(String name) {
        String n = name == null ? defaultPressure : name;
        PressurePolicy p = pressure.get(n);
        if (p == null) {
            var known = pressure.keySet().stream().sorted().toList();
            throw new DossierException(ErrorCode.UNKNOWN_POLICY, "unknown pressure policy '" + n + "'; known policies are " + known,
                    Map.of("field", "policy", "known", known));
        }
        return p;
    }

    /** The default allocations for {@code budget}: fixed ones scaled (rounded down), the rest to the rest component. */
    public Map<Component, Integer> allocationsFor(int budget) {
        var out = new EnumMap<Component, Integer>(Component.class);
        long used = 0;
        for (Component c : Component.values()) {
            if (c == restComponent) {
                continue;
            }
            int a = (int) ((long) fixedAllocations.getOrDefault(c, 0) * budget / referenceWindow);
            out.put(c, a);
            used += a;
        }
        out.put(restComponent, (int) Math.max(0, budget - used));
        return out;
    }

    /** {@code sessions.yaml} as written. */
    record SessionsFile(String defaultModel, Allocations allocations, String defaultPressure, Map<String, List<Level>> pressure,
                        CompressionPolicy compression, Distraction distraction, double tokensPerTurnSmoothing, List<String> contextOrder) {

        SessionPolicy toPolicy() {
            var presets = new LinkedHashMap<String, PressurePolicy>();
            pressure.forEach((name, levels) -> {
                var bound = new java.util.ArrayList<PressureLevel>();
                for (int i = 0; i < levels.size(); i++) {
                    try {
                        bound.add(levels.get(i).level());
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException("pressure." + name + "[" + i + "]: " + e.getMessage());
                    }
                }
                presets.put(name, new PressurePolicy(name, bound));
            });
            var order = contextOrder.stream().map(l -> component(l, "context_order")).toList();
            return new SessionPolicy(defaultModel, allocations.referenceWindow, allocations.byComponent(), component(allocations.rest, "allocations.rest"),
                    defaultPressure, presets, compression, distraction.policy(), tokensPerTurnSmoothing, order);
        }

        record Allocations(int referenceWindow, Map<String, Integer> fixed, String rest) {
            Map<Component, Integer> byComponent() {
                var out = new EnumMap<Component, Integer>(Component.class);
                fixed.forEach((k, v) -> {
                    if (v < 0) {
                        throw new IllegalArgumentException("allocations.fixed." + k + " must be 0 or more, got " + v);
                    }
                    out.put(component(k, "allocations.fixed"), v);
                });
                return out;
            }
        }

        record Level(String name, double from, String action, String response) {
            PressureLevel level() {
                return new PressureLevel(name, from, PressureAction.parse(action), response);
            }
        }

        record Distraction(int messages, int tokens, String mitigation) {
            DistractionPolicy policy() {
                Mitigation m = Mitigation.find(mitigation);
                if (m == null) {
                    throw new IllegalArgumentException("distraction.mitigation must be periodic_summary or sliding_window, got '" + mitigation + "'");
                }
                return new DistractionPolicy(messages, tokens, m);
            }
        }

        private static Component component(String label, String at) {
            Component c = Component.find(label);
            if (c == null) {
                throw new IllegalArgumentException(at + ": unknown component '" + label + "'; use one of " + Component.labels());
            }
            return c;
        }
    }
}
