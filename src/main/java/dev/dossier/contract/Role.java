package dev.dossier.contract;

/** Who spoke a turn of a conversation. */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"user", "assistant", "system", "tool"})
public enum Role implements LowerCaseLabel {
    USER, ASSISTANT, SYSTEM, TOOL;
}
