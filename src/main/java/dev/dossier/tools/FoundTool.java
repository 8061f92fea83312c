package dev.dossier.tools;

/** A tool a search returned, with its calibrated relevance in [0, 1]. */
public record FoundTool(String name, String description, double relevance, int tokens) {
}
