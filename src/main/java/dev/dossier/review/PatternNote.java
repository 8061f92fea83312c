package dev.dossier.review;

import java.util.List;

/**
 * A pattern a reviewer noted in a review: approved, it teaches or reinforces a convention; rejected, it
 * demotes the convention it names.
 *
 * @param name        the pattern in a few words, e.g. "Wrap errors with context"
 * @param description what it asks for, or null
 * @param appliesTo   globs of the files it applies to; required when the review approves
 * @param supersedes  id of an older convention of the same project that this one replaces, or null
 */
public record PatternNote(String name, String description, List<String> appliesTo, String supersedes) {

    public PatternNote {
        appliesTo = appliesTo == null ? List.of() : List.copyOf(appliesTo);
    }
}
