package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an add did: the item's id and tokens (absent when the guard held it in quarantine), the usage after it, the
 * actions it caused and the events it recorded; for a guarded session, what the guard decided.
 */
public record SessionAddResponse(@Nullable @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) Added item,
                                 SessionUsageView usage, List<Action> actions, List<SessionEventView> events,
                                 @Nullable @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) Guarded guard) {

    /**
     * The guard's decision on a guarded session's write: accept (added; metrics that failed are warnings) or
     * quarantine (not added: it waits under quarantine_id); the clashes its statement made and how they were resolved.
     */
    public record Guarded(String decision, String reason, @JsonProperty("quarantine_id") @Nullable String quarantineId, GuardValidateView validation,
                          List<ClashView> clashes, @JsonProperty("removed_items") List<String> removedItems) {
    }

    public SessionAddResponse withGuard(Guarded g) {
        return new SessionAddResponse(item, usage, actions, events, g);
    }

    /** The stored item. */
    public record Added(String id, int tokens) {
    }

    /** compressed (with the compression), distraction_mitigated, checkpoint_recommended or checkpoint_created (detail: the new session). */
    public record Action(String type, @Nullable String detail, @Nullable SessionCompressionView compression) {
    }

    public static SessionAddResponse of(dev.dossier.session.AddResult r) {
        return new SessionAddResponse(new Added(r.item().id(), r.item().tokens()), SessionUsageView.of(r.usage()),
                r.actions().stream().map(a -> new Action(a.type(), a.detail(), a.compression() == null ? null : SessionCompressionView.of(a.compression())))
                        .toList(), r.events().stream().map(SessionEventView::of).toList(), null);
    }
}
