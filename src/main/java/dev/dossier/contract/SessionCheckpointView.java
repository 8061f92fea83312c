package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A checkpoint and the fresh session that continues it. */
public record SessionCheckpointView(@JsonProperty("checkpoint_id") String checkpointId, @JsonProperty("session_id") String sessionId,
                                    Continuation continuation) {

    /** What the fresh session starts from. */
    public record Continuation(String summary, List<String> decisions, @JsonProperty("remaining_criteria") List<String> remainingCriteria,
                               List<SessionItemView> pinned, @JsonProperty("scratchpad_refs") List<String> scratchpadRefs) {
    }

    public static SessionCheckpointView of(dev.dossier.session.CheckpointResult r) {
        var c = r.continuation();
        return new SessionCheckpointView(r.checkpointId(), r.sessionId(), new Continuation(c.summary(), c.decisions(), c.remainingCriteria(),
                c.pinned().stream().map(SessionItemView::of).toList(), c.scratchpadRefs()));
    }
}
