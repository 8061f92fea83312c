package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** How a knowledge budget is split: {@code cag} (knowledge / history / query) or {@code tiers} (primary ... history). */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"cag", "tiers"})
public enum KnowledgePolicy {
    CAG, TIERS;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
