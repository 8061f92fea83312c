package dev.dossier.source;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Persistence of source documents. Implementations write one document per transaction. */
public interface DocumentStore {

    /** Every ingested file, whatever its source directory. */
    List<StoredFile> files();

    /**
     * Replaces the document with this id (and its chunks) by {@code document}, atomically; what is derived from the
     * old version and stored with it (e.g. cached knowledge summaries) goes in the same transaction.
     */
    void replace(DocumentWrite document);

    /**
     * Replaces several documents in one transaction (each as {@link #replace} would, and all or none of them): a sync
     * writes its documents in small groups, so the cost of a commit is shared. The ids are distinct.
     */
    default void replaceAll(List<DocumentWrite> documents) {
        documents.forEach(this::replace);
    }

    /** Removes the document, its chunks and what is stored with it, atomically; false when it did not exist. */
    boolean remove(String id);

    /**
     * Creates the edges that document properties name, where both ends exist: {@code SEE_ALSO} from a man
     * page to the pages of its {@code see_also} references (a reference to an alias reaches the page it
     * resolves to), {@code SUBTECHNIQUE_OF} from an ATT&CK sub-technique to its {@code parent_technique}.
     * Idempotent; a document's edges go with it when it is replaced or removed, so a sync calls this after
     * its writes.
     *
     * @return the number of edges created; the default, for stores that keep no edges, creates none
     */
    default int linkDocuments() {
        return 0;
    }

    /** All SOP documents, ordered by id. */
    List<Sop> sops();

    /**
     * A token that changes whenever a document is written or removed (by any process sharing the graph), so a reader
     * may keep what it derived from {@link #sops()} while the token is the same. Cheap: one small read.
     */
    String revision();

    /** How many SOPs the graph holds (cheap: for health checks, which run on every CLI call against a server). */
    long sopCount();

    Optional<Sop> sop(String id);

    /** The chunks of the given SOPs, ordered by SOP id then chunk index. */
    List<SopChunk> chunks(Collection<String> sopIds);
}
