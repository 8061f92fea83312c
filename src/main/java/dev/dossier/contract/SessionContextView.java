package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A session's context in component order, within budget, with a manifest. */
public record SessionContextView(String context, long tokens, int budget, List<Entry> items, SessionUsageView usage) {

    /** One item of the context. */
    public record Entry(String id, String component, int tokens, boolean pinned) {
    }

    public static SessionContextView of(dev.dossier.session.SessionContext c) {
        return new SessionContextView(c.context(), c.tokens(), c.budget(),
                c.items().stream().map(e -> new Entry(e.id(), e.component(), e.tokens(), e.pinned())).toList(), SessionUsageView.of(c.usage()));
    }
}
