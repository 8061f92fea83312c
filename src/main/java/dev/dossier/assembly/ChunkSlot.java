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

    /** The whole chunk rendered. */
    final Piece piece;

    ChunkSlot(ScoredChunk scored, Severity severity, Piece piece, int tokens) {
        this.scored = scored;
        this.severity = severity;
        this.piece = piece;
        this.tokens = tokens;
    }

    String id() {
        return scored.chunk().id();
    }

    int usedTokens() {
        return cutText != null ? cutTokens : included ? tokens : 0;
    }
}
