package dev.dossier.session;

import java.time.Instant;
import java.util.List;

/** Items moved out of a session's context, byte for byte, under a reference. */
public record ScratchpadEntry(String ref, String sessionId, String strategy, Instant at, List<SessionItem> items) {
    public ScratchpadEntry {
        items = List.copyOf(items);
    }
}
