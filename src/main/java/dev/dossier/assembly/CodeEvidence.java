package dev.dossier.assembly;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.dossier.code.ConstructIndex;
import dev.dossier.code.ConstructMatch;
import dev.dossier.code.ConstructReader;
import dev.dossier.code.Constructs;
import dev.dossier.code.ExampleReader;
import dev.dossier.code.Grammar;
import dev.dossier.source.DocumentStore;
import dev.dossier.source.Sop;
import dev.dossier.source.SopChunk;
import dev.dossier.text.Fingerprint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Code evidence for review assembly (ADR 0003, "Code evidence"): the {@link ConstructIndex} of every SOP's code
 * examples, built once per revision of the documents (not per request), and the constructs of task files, kept by
 * content and grammar. A SOP's match is the best over the task files it applies to.
 */
public final class CodeEvidence {

    /** No code evidence: every match is {@link ConstructMatch#NONE}. */
    public static final CodeEvidence NONE = new CodeEvidence(null);

    private static final int FILES_KEPT = 512;

    private final ReviewEvidenceSettings settings;
    private final ExampleReader reader;
    private final Cache<FileKey, Constructs> files = Caffeine.newBuilder().maximumSize(FILES_KEPT).build();
    private volatile Built built;

    private record Built(String revision, ConstructIndex index) {
    }

    private record FileKey(Optional<Grammar> grammar, Fingerprint content) {
    }

    public CodeEvidence(ReviewEvidenceSettings settings) {
        this.settings = settings;
        this.reader = settings == null ? null : new ExampleReader(settings.cues());
    }

    /** The construct weight in the ranking; 0 when code evidence is off. */
    double weight() {
        return settings == null ? 0 : settings.codeWeight();
    }

    /** The topic's exponent in the ranking; 0 when the topic is off. */
    double topicPower() {
        return settings == null ? 0 : settings.topicPower();
    }

    /**
     * Per SOP id, how well the given task files (path to content) match its reported examples (absent for no match)
     * and how much of its topic the best of them has (absent when the topic is off or no file's content is known).
     */
    Evidence evidence(DocumentStore store, Map<String, List<String>> filesBySop, Map<String, String> contents) {
        if (settings == null || !settings.readsCode() || contents.isEmpty()) {
            return Evidence.NONE;
        }
        ConstructIndex index = index(store);
        var matches = new LinkedHashMap<String, ConstructMatch>();
        var topics = new LinkedHashMap<String, Double>();
        // each file is read (or found in the cache, by its content's fingerprint) once per grammar in this call, not once per SOP
        var read = new java.util.HashMap<Map.Entry<String, Optional<Grammar>>, Constructs>();
        filesBySop.forEach((sop, paths) -> {
            ConstructMatch best = ConstructMatch.NONE;
            double topic = -1;
            for (String path : paths) {
                String content = contents.get(path);
                if (content == null) {
                    continue;
                }
                Function<Optional<Grammar>, Constructs> as = g -> read.computeIfAbsent(Map.entry(path, g.isPresent() ? g : Grammar.forPath(path)),
                        k -> constructs(content, k.getValue()));
                if (weight() > 0) {
                    ConstructMatch m = index.match(sop, as);
                    if (m.score() > best.score()) {
                        best = m;
                    }
                }
                if (topicPower() > 0) {
                    topic = Math.max(topic, index.topic(sop, as));
                }
            }
            if (best.score() > 0) {
                matches.put(sop, best);
            }
            if (topic >= 0) {
                topics.put(sop, topic);
            }
        });
        return new Evidence(matches, topics);
    }

    /** Code evidence per SOP id: construct matches and topic shares. */
    record Evidence(Map<String, ConstructMatch> matches, Map<String, Double> topics) {
        static final Evidence NONE = new Evidence(Map.of(), Map.of());
    }

    private Constructs constructs(String content, Optional<Grammar> grammar) {
        return files.get(new FileKey(grammar, Fingerprint.of(content)), k -> ConstructReader.read(content, grammar));
    }

    /** The index for the store's current revision, built on first use after a change. */
    ConstructIndex index(DocumentStore store) {
        String revision = store.revision();
        Built b = built;
        if (b != null && b.revision().equals(revision)) {
            return b.index();
        }
        synchronized (this) {
            b = built;
            if (b == null || !b.revision().equals(revision)) {
                b = new Built(revision, build(store));
                built = b;
            }
            return b.index();
        }
    }

    private ConstructIndex build(DocumentStore store) {
        List<Sop> sops = store.sops();
        var fallback = new LinkedHashMap<String, Optional<Grammar>>();
        sops.forEach(s -> fallback.put(s.id(), s.appliesTo().stream().map(Grammar::forGlob).flatMap(Optional::stream).findFirst()));
        var sections = new LinkedHashMap<String, Map<String, List<ConstructIndex.ReadExample>>>();
        for (SopChunk c : store.chunks(fallback.keySet())) {
            var examples = reader.read(c.content(), fallback.getOrDefault(c.sopId(), Optional.empty()));
            if (examples.isEmpty()) {
                continue;
            }
            sections.computeIfAbsent(c.sopId(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(String.valueOf(c.section()), k -> new ArrayList<>())
                    .addAll(examples.stream().map(ConstructIndex.ReadExample::of).toList());
        }
        var bySop = new LinkedHashMap<String, List<List<ConstructIndex.ReadExample>>>();
        sections.forEach((sop, bySection) -> bySop.put(sop, List.copyOf(bySection.values())));
        return ConstructIndex.build(bySop, settings.neutralWeight(), settings.smoothing(), settings.topicShare());
    }
}
