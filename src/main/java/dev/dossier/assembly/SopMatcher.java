package dev.dossier.assembly;

import dev.dossier.glob.GlobMatcher;
import dev.dossier.source.Sop;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Decides which task files an SOP applies to, with compiled globs cached by their text. */
final class SopMatcher {

    private final Map<String, GlobMatcher> cache = new ConcurrentHashMap<>();

    /** Task paths (normalised) matched by any of the SOP's applies_to globs, in task order. */
    List<String> matchedFiles(Sop sop, List<String> paths) {
        return paths.stream().filter(p -> sop.appliesTo().stream().anyMatch(g -> cache.computeIfAbsent(g, GlobMatcher::compile).matches(p))).toList();
    }
}
