package dev.dossier.session;

import jakarta.annotation.Nullable;
import java.util.List;

/** Told of what a session operation did once it is stored (the server's metrics count pressure, compressions and distraction). */
@FunctionalInterface
public interface SessionObserver {

    /** @param compression the compression the operation ran (asked for, or automatic), or null */
    void observed(List<SessionEvent> events, @Nullable CompressionResult compression);
}
