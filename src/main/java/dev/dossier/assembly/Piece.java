package dev.dossier.assembly;

import dev.dossier.model.TokenCounter;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A rendered piece of a review context, with its line break, and its token count under each encoding that has counted
 * it (by {@link TokenCounter#name}), kept with the chunk or SOP it renders so a request counts nothing it counted before.
 */
final class Piece {

    final String text;
    private final ConcurrentHashMap<String, Integer> tokens = new ConcurrentHashMap<>(2);

    Piece(String text) {
        this.text = text;
    }

    int tokens(TokenCounter counter) {
        return tokens.computeIfAbsent(counter.name(), n -> counter.count(text));
    }
}
