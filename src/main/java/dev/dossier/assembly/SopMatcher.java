package dev.dossier.assembly;

import dev.dossier.glob.GlobIndex;
import dev.dossier.glob.GlobMatcher;
import dev.dossier.source.DocumentStore;
import dev.dossier.source.Sop;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Decides which SOPs apply to a task's files. The SOPs and an index of their globs ({@link GlobIndex}) are kept per
 * library revision ({@link DocumentStore#revision()}: one small read per request instead of reading every SOP), so a
 * request matches the real globs of the candidate SOPs only; compiled globs are cached by their text.
 */
final class SopMatcher {

    private record Library(String revision, List<Sop> sops, GlobIndex<Integer> index) {
    }

    private final Map<String, GlobMatcher> globs = new ConcurrentHashMap<>();
    private volatile Library library;

    /** The SOPs whose applies_to matches at least one of the (normalised) paths, by id, each with the paths it matched. */
    Map<Sop, List<String>> matching(DocumentStore store, List<String> paths) {
        Library lib = current(store);
        var out = new LinkedHashMap<Sop, List<String>>();
        for (int position : new TreeSet<>(lib.index().candidates(paths))) {
            Sop sop = lib.sops().get(position);
            var files = matchedFiles(sop, paths);
            if (!files.isEmpty()) {
                out.put(sop, files);
            }
        }
        return out;
    }

    /** The library as of the store's revision (read again, and indexed, when the revision changed). */
    private Library current(DocumentStore store) {
        String revision = store.revision(); // read before the SOPs: a write in between only causes one more reload
        Library lib = library;
        if (lib == null || !lib.revision().equals(revision)) {
            List<Sop> sops = store.sops();
            var owners = new LinkedHashMap<Integer, List<GlobMatcher>>();
            for (int i = 0; i < sops.size(); i++) {
                owners.put(i, sops.get(i).appliesTo().stream().map(this::glob).toList());
            }
            lib = new Library(revision, sops, new GlobIndex<>(owners));
            library = lib;
        }
        return lib;
    }

    private GlobMatcher glob(String text) {
        return globs.computeIfAbsent(text, GlobMatcher::compile);
    }

    /** Task paths (normalised) matched by any of the SOP's applies_to globs, in task order. */
    List<String> matchedFiles(Sop sop, List<String> paths) {
        return paths.stream().filter(p -> sop.appliesTo().stream().anyMatch(g -> glob(g).matches(p))).toList();
    }
}
