package dev.dossier.assembly;

import dev.dossier.model.TokenCounter;

/** One non-SOP candidate and its current level (index into its renderings), -1 when dropped. */
final class ExtraSlot {
    final ExtraCandidate candidate;
    final int[] tokens;
    int level;
    String reason;

    ExtraSlot(ExtraCandidate candidate, TokenCounter counter) {
        this.candidate = candidate;
        this.tokens = candidate.levels().stream().mapToInt(r -> counter.count(r.text() + "\n")).toArray();
    }

    boolean in() {
        return level >= 0;
    }

    int currentTokens() {
        return in() ? tokens[level] : 0;
    }

    double weakness() {
        return candidate.confidence() * candidate.relevance();
    }
}
