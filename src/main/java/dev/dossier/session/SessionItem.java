package dev.dossier.session;

import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.Objects;

/**
 * One item of a session's context; {@code tokens} is counted once, with the session model's tokenizer, when the item
 * is made. Items are ordered by {@code seq}.
 */
public record SessionItem(String id, long seq, Component component, Role role, String content, Instant timestamp, boolean pinned,
                          @Nullable String key, int tokens) {

    /** Key prefix of an item that stands for archived items: {@code scratchpad:REF}. */
    static final String REFERENCE = "scratchpad:";
    /** Key prefix of an extractive summary of archived items: {@code summary:REF}. */
    static final String SUMMARY = "summary:";

    public SessionItem {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(component, "component");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(timestamp, "timestamp");
    }

    boolean isReference() {
        return key != null && key.startsWith(REFERENCE);
    }
}
