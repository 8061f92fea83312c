package dev.dossier.contract;

/** A learned convention's status, as a filter. */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"active", "deprecated", "superseded"})
public enum ConventionState implements LowerCaseLabel {
    ACTIVE, DEPRECATED, SUPERSEDED;
}
