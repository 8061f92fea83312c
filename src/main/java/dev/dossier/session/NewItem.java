package dev.dossier.session;

import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.Objects;

/** An item to add: {@code timestamp} null means now. */
public record NewItem(Component component, Role role, String content, @Nullable Instant timestamp, boolean pinned, @Nullable String key) {
    public NewItem {
        Objects.requireNonNull(component, "component");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
    }

    public static NewItem of(Component component, Role role, String content) {
        return new NewItem(component, role, content, null, false, null);
    }
}
