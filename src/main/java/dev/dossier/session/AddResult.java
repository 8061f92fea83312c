package dev.dossier.session;

import java.util.List;

/**
 * What an add did: the stored item, the usage after it, the actions it caused (compressions, mitigations, checkpoint)
 * and the events it recorded.
 */
public record AddResult(SessionItem item, Usage usage, List<Action> actions, List<SessionEvent> events) {
    public AddResult {
        actions = List.copyOf(actions);
        events = List.copyOf(events);
    }

    /**
     * One action: {@code type} is {@code compressed} (with the compression), {@code distraction_mitigated},
     * {@code checkpoint_recommended} or {@code checkpoint_created} (with the new session's id in {@code detail}).
     */
    public record Action(String type, String detail, CompressionResult compression) {
    }
}
