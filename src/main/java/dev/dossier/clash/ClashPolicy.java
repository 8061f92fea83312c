package dev.dossier.clash;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * {@code clashes.yaml}, validated when loaded: the resolution strategy of every clash type, which keys are
 * preferences, the relations a free-text statement is read by, and the words that carry no value.
 *
 * @param strategies     clash type to strategy; every type must have one
 * @param preferenceKeys a key with one of these dot-separated segments is a preference ({@code preference.hotel})
 * @param relations      the relations of free-text statements, with the words that express them
 * @param stopWords      words left out of subjects and values ("the", "a", "very")
 */
public record ClashPolicy(Map<String, String> strategies, List<String> preferenceKeys, List<RelationCue> relations, Set<String> stopWords) {

    static final String FILE = "clashes.yaml";

    /**
     * A relation of free-text statements.
     *
     * @param name       its name ({@code prefers})
     * @param cues       words that express it, any inflection ("prefer" matches "prefers", "preferred")
     * @param preference statements of it are preferences
     * @param perTopic   it holds one value per topic, the last word of the value ("budget hotels" and "window seats" do
     *                   not clash: one is about hotels, the other about seats); false: one value per subject
     */
    public record RelationCue(String name, List<String> cues, boolean preference, boolean perTopic) {
        public RelationCue {
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("every relation needs a name");
            }
            if (cues == null || cues.isEmpty()) {
                throw new IllegalArgumentException("relation '" + name + "' needs at least one cue");
            }
            cues = cues.stream().map(c -> c.toLowerCase(Locale.ROOT).strip()).toList();
        }
    }

    public ClashPolicy {
        for (var type : ClashType.values()) {
            String s = strategies.get(type.label());
            if (s == null) {
                throw new IllegalArgumentException("strategies must name a strategy for " + type.label());
            }
            if (Strategy.find(s) == null) {
                throw new IllegalArgumentException("strategies." + type.label() + " must be prefer_recent, ask_user, merge or keep_existing, got '" + s + "'");
            }
        }
        for (String k : strategies.keySet()) {
            if (ClashType.find(k) == null) {
                throw new IllegalArgumentException("strategies has an unknown clash type '" + k + "'");
            }
        }
        strategies = Map.copyOf(strategies);
        preferenceKeys = preferenceKeys.stream().map(k -> k.toLowerCase(Locale.ROOT).strip()).toList();
        relations = List.copyOf(relations);
        stopWords = stopWords.stream().map(w -> w.toLowerCase(Locale.ROOT).strip()).collect(Collectors.toUnmodifiableSet());
    }

    /** The strategy of each clash type. */
    public Map<ClashType, Strategy> byType() {
        var out = new EnumMap<ClashType, Strategy>(ClashType.class);
        strategies.forEach((k, v) -> out.put(ClashType.find(k), Strategy.find(v)));
        return out;
    }

    public Strategy strategy(ClashType type) {
        return Strategy.find(strategies.get(type.label()));
    }

    /** Loads {@code clashes.yaml} from {@code configDir} or the packaged default. */
    public static ClashPolicy load(Path configDir) {
        return ConfigFiles.read(configDir, FILE, ClashPolicy.class);
    }
}
