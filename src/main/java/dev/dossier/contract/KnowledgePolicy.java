package dev.dossier.contract;

/** How a knowledge budget is split: {@code cag} (knowledge / history / query) or {@code tiers} (primary ... history). */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"cag", "tiers"})
public enum KnowledgePolicy implements LowerCaseLabel {
    CAG, TIERS;
}
