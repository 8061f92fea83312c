package dev.dossier.session;

import java.util.List;

/** What a fresh session starts from after a checkpoint. */
public record Continuation(String summary, List<String> decisions, List<String> remainingCriteria, List<SessionItem> pinned,
                           List<String> scratchpadRefs) {
    public Continuation {
        decisions = List.copyOf(decisions);
        remainingCriteria = List.copyOf(remainingCriteria);
        pinned = List.copyOf(pinned);
        scratchpadRefs = List.copyOf(scratchpadRefs);
    }
}
