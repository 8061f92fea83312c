package dev.dossier.glob;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which owners (SOPs) may apply to a path, without matching every owner's globs: owners are grouped by the literal
 * parts their globs require of a file name ({@link GlobMatcher#keys()}: an exact name or an extension); an owner with
 * a glob that cannot be narrowed is a candidate for every path. The candidates are a superset of the owners whose globs
 * match; callers confirm with the globs themselves.
 *
 * @param <T> the owner's identity
 */
public final class GlobIndex<T> {

    private final Map<String, List<T>> byKey = new HashMap<>();
    private final List<T> always = new ArrayList<>();

    /** @param owners each owner with its compiled globs */
    public GlobIndex(Map<T, List<GlobMatcher>> owners) {
        owners.forEach((owner, globs) -> {
            var keys = new LinkedHashSet<String>();
            for (GlobMatcher g : globs) {
                if (g.keys() == null) {
                    always.add(owner);
                    return;
                }
                keys.addAll(g.keys());
            }
            keys.forEach(k -> byKey.computeIfAbsent(k, x -> new ArrayList<>()).add(owner));
        });
    }

    /** The owners that may apply to any of {@code paths}. */
    public Set<T> candidates(List<String> paths) {
        var out = new LinkedHashSet<T>(always);
        for (String path : paths) {
            for (String key : GlobMatcher.pathKeys(path)) {
                out.addAll(byKey.getOrDefault(key, List.of()));
            }
        }
        return out;
    }
}
