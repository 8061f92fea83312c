package dev.dossier.search;

import dev.dossier.embedding.ChunkHit;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** The graph side of search: nearest chunks by vector and document metadata. */
public interface SearchIndex {

    /** The {@code k} chunks nearest to the vector, best first, with raw cosines. */
    List<ChunkHit> nearest(float[] query, int k);

    Map<String, DocumentInfo> documents(Collection<String> ids);

    /** The full text of each document (its chunks in order, joined by blank lines) and when it last changed. */
    Map<String, DocumentText> texts(Collection<String> ids);
}
