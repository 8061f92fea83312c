package dev.dossier.source;

import java.util.List;
import java.util.Map;

/**
 * One document with its chunks, ready to be written in one transaction. Property maps are keyed by
 * vocabulary property key ({@code severity}, {@code applies_to}, ...) and have been validated against
 * the vocabulary.
 *
 * @param id         stable id, derived from the file's path relative to its source directory
 * @param labels     extra node labels besides {@code Document} (e.g. {@code Sop})
 * @param properties document properties
 * @param chunks     the chunks, in order
 */
public record DocumentWrite(String id, List<String> labels, Map<String, Object> properties, List<ChunkWrite> chunks) {

    public DocumentWrite {
        labels = List.copyOf(labels);
        properties = Map.copyOf(properties);
        chunks = List.copyOf(chunks);
    }

    /** This document with {@code key} set to {@code value} unless it already has that property. */
    public DocumentWrite withDefault(String key, Object value) {
        if (properties.containsKey(key) || value == null) {
            return this;
        }
        var props = new java.util.LinkedHashMap<>(properties);
        props.put(key, value);
        return new DocumentWrite(id, labels, props, chunks);
    }

    /** A chunk: stable id {@code <document id>#<chunk index>} and validated properties. */
    public record ChunkWrite(String id, Map<String, Object> properties) {
        public ChunkWrite {
            properties = Map.copyOf(properties);
        }
    }
}
