package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import dev.dossier.assembly.DroppedItem;

/** A candidate left out of a review context, and why. */
public record DroppedView(String id, String section, @Nullable String reason) {

    public static DroppedView of(DroppedItem d) {
        return new DroppedView(d.id(), d.section().label(), d.reason());
    }
}
