package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import dev.dossier.knowledge.HistoryEntry;

/** What knowledge assembly did with one history turn (verbatim, compressed, dropped) and its tokens. */
public record HistoryTreatmentView(int index, @Nullable String role, @Nullable String treatment, int tokens, @Nullable String reason) {

    public static HistoryTreatmentView of(HistoryEntry h) {
        return new HistoryTreatmentView(h.index(), h.role(), h.treatment(), h.tokens(), h.reason());
    }
}
