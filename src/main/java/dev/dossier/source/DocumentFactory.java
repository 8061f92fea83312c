package dev.dossier.source;

import dev.dossier.vocabulary.EntityKind;
import dev.dossier.vocabulary.Vocabulary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the {@link DocumentWrite} of any source kind from document properties and chunks: it adds
 * {@code chunk_count}, gives every chunk its {@code type}, {@code file_path}, index and token count, and
 * checks document and chunks against the {@code source.doc} vocabulary.
 */
public final class DocumentFactory {

    /** The predicate family of source documents and chunks. */
    public static final String FAMILY = "source.doc";

    private final Vocabulary vocabulary;

    public DocumentFactory(Vocabulary vocabulary) {
        this.vocabulary = vocabulary;
    }

    public Vocabulary vocabulary() {
        return vocabulary;
    }

    /**
     * @param id         document id; chunk ids are {@code <id>#<index>}
     * @param labels     labels besides {@code Document}
     * @param properties document properties, including {@code type} and {@code file_path}
     * @param chunks     the chunks in order
     * @param display    how to name the source file if a property is invalid
     * @throws IllegalStateException when a property built by ingestion is invalid: that is a bug, not a user error
     */
    public DocumentWrite build(String id, List<String> labels, Map<String, Object> properties, List<Chunk> chunks, String display) {
        var props = new LinkedHashMap<>(properties);
        props.put("chunk_count", chunks.size());
        var writes = new ArrayList<DocumentWrite.ChunkWrite>();
        for (int i = 0; i < chunks.size(); i++) {
            var c = chunks.get(i);
            var cp = new LinkedHashMap<String, Object>();
            cp.put("type", props.get("type"));
            cp.put("content", c.content());
            if (!c.section().isBlank()) {
                cp.put("section", c.section());
            }
            cp.put("chunk_index", i + 1);
            cp.put("chunk_count", chunks.size());
            cp.put("token_count", c.tokens());
            cp.put("file_path", props.get("file_path"));
            requireValid(EntityKind.CHUNK, cp, display);
            writes.add(new DocumentWrite.ChunkWrite(id + "#" + (i + 1), cp));
        }
        requireValid(EntityKind.DOCUMENT, props, display);
        return new DocumentWrite(id, labels, props, writes);
    }

    private void requireValid(EntityKind kind, Map<String, Object> props, String display) {
        var problems = vocabulary.check(FAMILY, kind, props);
        if (!problems.isEmpty()) {
            throw new IllegalStateException("ingestion built an invalid " + kind + " for " + display + ": " + problems);
        }
    }
}
