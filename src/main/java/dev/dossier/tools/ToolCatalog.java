package dev.dossier.tools;

import java.util.List;

/**
 * A named catalog of tools; {@code version} changes with every put.
 *
 * @param model the id of the embedding model that made the tools' vectors ({@code ""} when unknown: stored before it was kept)
 */
public record ToolCatalog(String name, String version, String model, List<StoredTool> tools) {

    public ToolCatalog {
        tools = List.copyOf(tools);
    }

    public int tokens() {
        return tools.stream().mapToInt(StoredTool::tokens).sum();
    }
}
