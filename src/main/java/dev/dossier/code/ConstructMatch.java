package dev.dossier.code;

import java.util.List;

/**
 * How well a file's constructs match a rule's reported examples.
 *
 * @param score   in [0, 1]: the weighted share of the best reported example's distinctive constructs found in the file
 * @param matched the heaviest of those constructs, for the manifest
 */
public record ConstructMatch(double score, List<String> matched) {

    public static final ConstructMatch NONE = new ConstructMatch(0, List.of());

    public ConstructMatch {
        matched = List.copyOf(matched);
    }
}
