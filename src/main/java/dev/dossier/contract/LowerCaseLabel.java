package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** An enum of the contract, written in JSON, queries and options as its constant's name in lower case ({@code CAG} is {@code cag}). */
public interface LowerCaseLabel {

    String name();

    @JsonValue
    default String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
