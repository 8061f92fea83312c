package dev.dossier.tools;

import java.util.List;

/** A named catalog of tools; {@code version} changes with every put. */
public record ToolCatalog(String name, String version, List<StoredTool> tools) {

    public ToolCatalog {
        tools = List.copyOf(tools);
    }

    public int tokens() {
        return tools.stream().mapToInt(StoredTool::tokens).sum();
    }
}
