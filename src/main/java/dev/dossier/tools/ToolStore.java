package dev.dossier.tools;

import java.util.Optional;

/** Where tool catalogs live (the graph). */
public interface ToolStore {

    /** Replaces the catalog in one transaction. */
    void replace(ToolCatalog catalog);

    Optional<ToolCatalog> catalog(String name);
}
