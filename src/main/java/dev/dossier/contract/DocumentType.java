package dev.dossier.contract;

/** The kinds of documents search can be limited to. */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"sop", "markdown", "man", "attack"})
public enum DocumentType implements LowerCaseLabel {
    SOP, MARKDOWN, MAN, ATTACK;
}
