package dev.dossier.session;

import java.util.List;

/** An assembled context: the text in component order, its tokens (the items' stored counts), and a manifest. */
public record SessionContext(String context, long tokens, int budget, List<Entry> items, Usage usage) {
    public SessionContext {
        items = List.copyOf(items);
    }

    public record Entry(String id, String component, int tokens, boolean pinned) {
    }
}
