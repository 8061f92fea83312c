package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What an add did: the item's id and tokens, the usage after it, the actions it caused and the events it recorded. */
public record SessionAddResponse(Added item, SessionUsageView usage, List<Action> actions, List<SessionEventView> events) {

    /** The stored item. */
    public record Added(String id, int tokens) {
    }

    /** compressed (with the compression), distraction_mitigated, checkpoint_recommended or checkpoint_created (detail: the new session). */
    public record Action(String type, @Nullable String detail, @Nullable SessionCompressionView compression) {
    }

    public static SessionAddResponse of(dev.dossier.session.AddResult r) {
        return new SessionAddResponse(new Added(r.item().id(), r.item().tokens()), SessionUsageView.of(r.usage()),
                r.actions().stream().map(a -> new Action(a.type(), a.detail(), a.compression() == null ? null : SessionCompressionView.of(a.compression())))
                        .toList(), r.events().stream().map(SessionEventView::of).toList());
    }
}
