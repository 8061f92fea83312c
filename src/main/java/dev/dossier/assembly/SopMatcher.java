package dev.dossier.assembly;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.dossier.glob.GlobIndex;
import dev.dossier.glob.GlobMatcher;
import dev.dossier.source.DocumentStore;
import dev.dossier.source.Sop;
import dev.dossier.source.SopChunk;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
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

    /**
     * The library as of one revision: its SOPs, their glob index, and the chunks of the SOPs requests matched so far
     * with their review texts (read once per revision instead of on every request; at most {@link #CHUNK_CHARS}
     * characters of chunk text kept, least recently used SOPs dropped).
     */
    record Library(String revision, List<Sop> sops, GlobIndex<Integer> index, Cache<String, List<TextChunk>> chunks) {
    }

    /** A chunk and the text the reviewer scores ({@link ReviewTexts}): the same String on every request of a revision. */
    record TextChunk(SopChunk chunk, String text) {
    }

    /** Characters of chunk text kept per library revision (about 2 bytes each): enough for every chunk of 20,000 SOPs. */
    private static final long CHUNK_CHARS = 32_000_000;

    private final Map<String, GlobMatcher> globs = new ConcurrentHashMap<>();
    private volatile Library library;

    /**
     * The SOPs whose applies_to matches at least one of the (normalised) paths, by id, each with the paths it matched,
     * as of one library revision (whose kept chunks {@link Matched#chunks} reads).
     */
    Matched matching(DocumentStore store, List<String> paths) {
        Library lib = current(store);
        var out = new IdentityHashMap<Sop, List<String>>(); // identity: a record's hash would read all its fields
        var byGlob = new HashMap<String, List<String>>(); // candidates share few distinct globs: each is tried once per request
        var sops = new ArrayList<Sop>();
        for (int position : new TreeSet<>(lib.index().candidates(paths))) {
            Sop sop = lib.sops().get(position);
            var files = matchedFiles(sop, paths, byGlob);
            if (!files.isEmpty()) {
                sops.add(sop);
                out.put(sop, files);
            }
        }
        return new Matched(lib, sops, out, store);
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
            lib = new Library(revision, sops, new GlobIndex<>(owners), Caffeine.newBuilder().maximumWeight(CHUNK_CHARS)
                    .<String, List<TextChunk>>weigher((id, chunks) -> chunks.stream().mapToInt(c -> c.text().length() + c.chunk().content().length()).sum())
                    .build());
            library = lib;
        }
        return lib;
    }

    /** What a request matched (in library order, each SOP with the task paths it matched), with the library revision it matched in. */
    record Matched(Library library, List<Sop> sops, Map<Sop, List<String>> files, DocumentStore store) {

        /**
         * The chunks of the matched SOPs, ordered by SOP id then chunk index, with their review texts; those the
         * revision does not keep yet are read in one query.
         */
        List<TextChunk> chunks() {
            return SopMatcher.chunks(library, store, sops);
        }
    }

    private static List<TextChunk> chunks(Library lib, DocumentStore store, List<Sop> sops) {
        var titles = new java.util.HashMap<String, String>();
        sops.forEach(s -> titles.put(s.id(), s.title()));
        Map<String, List<TextChunk>> found = lib.chunks().getAll(new TreeSet<>(titles.keySet()), missing -> {
            var read = new LinkedHashMap<String, List<TextChunk>>();
            missing.forEach(id -> read.put(id, new java.util.ArrayList<>()));
            for (SopChunk c : store.chunks(List.copyOf(missing))) {
                read.get(c.sopId()).add(new TextChunk(c, ReviewTexts.of(titles.get(c.sopId()), c)));
            }
            read.replaceAll((id, list) -> List.copyOf(list));
            return read;
        });
        var out = new java.util.ArrayList<TextChunk>();
        new TreeSet<>(found.keySet()).forEach(id -> out.addAll(found.get(id)));
        return out;
    }

    private GlobMatcher glob(String text) {
        return globs.computeIfAbsent(text, GlobMatcher::compile);
    }

    /** Task paths (normalised) matched by any of the SOP's applies_to globs, in task order. */
    List<String> matchedFiles(Sop sop, List<String> paths) {
        return matchedFiles(sop, paths, new HashMap<>());
    }

    /** {@link #matchedFiles(Sop, List)} with the paths each glob matched so far in this request. */
    private List<String> matchedFiles(Sop sop, List<String> paths, Map<String, List<String>> byGlob) {
        var globs = sop.appliesTo();
        if (globs.size() == 1) {
            return pathsMatching(globs.get(0), paths, byGlob);
        }
        var hit = new HashSet<String>();
        globs.forEach(g -> hit.addAll(pathsMatching(g, paths, byGlob)));
        return paths.stream().filter(hit::contains).toList();
    }

    private List<String> pathsMatching(String glob, List<String> paths, Map<String, List<String>> byGlob) {
        return byGlob.computeIfAbsent(glob, g -> paths.stream().filter(glob(g)::matches).toList());
    }
}
