package dev.dossier.assembly;

/** A candidate (or SOP chunk) that was left out, and why. */
public record DroppedItem(String id, Section section, String reason) {
}
