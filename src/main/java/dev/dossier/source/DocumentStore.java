package dev.dossier.source;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Persistence of source documents. Implementations write one document per transaction. */
public interface DocumentStore {

    /** Every ingested file, whatever its source directory. */
    List<StoredFile> files();

    /** Replaces the document with this id (and its chunks) by {@code document}, atomically. */
    void replace(DocumentWrite document);

    /** Removes the document and its chunks, atomically; false when it did not exist. */
    boolean remove(String id);

    /** All SOP documents, ordered by id. */
    List<Sop> sops();

    Optional<Sop> sop(String id);

    /** The chunks of the given SOPs, ordered by SOP id then chunk index. */
    List<SopChunk> chunks(Collection<String> sopIds);
}
