package dev.dossier.facts;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Knowledge bases in the graph: loaded from files (idempotent by hash), queried by subject and relation, and read whole
 * by the guard. This process keeps each KB it read once, with its hash; it reads the KB again when the stored hash
 * changed (a load in this process, or in another process on an external Neo4j).
 */
public final class Facts {

    private final FactStore store;
    private final Map<String, KnowledgeBase> cache = new ConcurrentHashMap<>();

    public Facts(FactStore store) {
        this.store = store;
    }

    /** Reads the directory and stores it as {@code kb} (unless unchanged). */
    public LoadOutcome load(Path dir, String kb, Path relations) {
        KnowledgeBase read = FactFiles.read(dir, kb, relations);
        LoadOutcome outcome = store.replace(read);
        cache.put(kb, read);
        return outcome;
    }

    /** The stored hash of a KB, if it exists (one small read). */
    public Optional<String> hash(String kb) {
        return store.hash(kb);
    }

    /** The whole KB at {@code hash} (the stored one), read from the graph at most once per hash in this process. */
    public KnowledgeBase knowledgeBase(String kb, String hash) {
        var cached = cache.get(kb);
        if (cached != null && cached.hash().equals(hash)) {
            return cached;
        }
        var stored = store.knowledgeBase(kb).orElseThrow(() -> unknown(kb));
        cache.put(kb, stored);
        return stored;
    }

    /**
     * Triples of a KB; {@code subject} is an entity's id or any of its names (case and accents ignored), null for any.
     */
    public List<Fact> query(String kb, String subject, String relation, int limit) {
        String hash = hash(kb).orElseThrow(() -> unknown(kb));
        String subjectId = null;
        if (subject != null) {
            var base = knowledgeBase(kb, hash);
            String wanted = fold(subject);
            subjectId = base.entities().stream().filter(e -> e.id().equals(subject) || e.names().stream().anyMatch(n -> fold(n).equals(wanted)))
                    .map(KbEntity::id).findFirst().orElse(null);
            if (subjectId == null) {
                return List.of();
            }
        }
        return store.facts(kb, subjectId, relation, limit);
    }

    /** Lower case without accents: how names are compared. */
    public static String fold(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}+", "").toLowerCase(Locale.ROOT).strip();
    }

    private static DossierException unknown(String kb) {
        return new DossierException(ErrorCode.NOT_FOUND, "no knowledge base '" + kb + "'; load one with dossier facts load DIR --kb " + kb,
                Map.of("kb", kb));
    }
}
