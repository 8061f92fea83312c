package dev.dossier.assembly;

import dev.dossier.budget.Severity;

/** One SOP chunk and its packing state. */
final class ChunkSlot {
    final ScoredChunk scored;
    final Severity severity;
    final int tokens;
    boolean included;
    String cutText;
    /** The rendered cut chunk with its line break ({@link ContextRenderer}'s piece form), when cut. */
    String cutPiece;
    int cutTokens;
    String reason;

    ChunkSlot(ScoredChunk scored, Severity severity, int tokens) {
        this.scored = scored;
        this.severity = severity;
        this.tokens = tokens;
    }

    String id() {
        return scored.chunk().id();
    }

    int usedTokens() {
        return cutText != null ? cutTokens : included ? tokens : 0;
    }
}
