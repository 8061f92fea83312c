package dev.dossier.clash;

/** A stored statement a new one clashes with, on which slot, and of which type. */
public record Conflict(Statement existing, Slot slot, ClashType type) {
}
