package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;

/** A stored statement that content clashes with, and the type of the clash. */
public record ConflictView(@JsonProperty("statement_id") String statementId, String text,
                           @Schema(allowableValues = {"contradictory_preferences", "conflicting_facts", "outdated_information", "duplicates"}) String type) {

    public static ConflictView of(dev.dossier.clash.Conflict c) {
        return new ConflictView(c.existing().id(), c.existing().text(), c.type().label());
    }
}
