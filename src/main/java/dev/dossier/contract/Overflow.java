package dev.dossier.contract;

/** What knowledge assembly does when the items do not fit at full level. */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"truncate", "summarize", "prioritize", "error"})
public enum Overflow implements LowerCaseLabel {
    TRUNCATE, SUMMARIZE, PRIORITIZE, ERROR;
}
