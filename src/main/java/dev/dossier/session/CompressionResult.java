package dev.dossier.session;

import java.util.List;

/** What a compression did: {@code ratio} is before / after (1 when nothing was freed). */
public record CompressionResult(long tokensBefore, long tokensAfter, long freed, double ratio, List<Step> steps, boolean reachedTarget,
                                List<String> scratchpadRefs) {

    public CompressionResult {
        steps = List.copyOf(steps);
        scratchpadRefs = List.copyOf(scratchpadRefs);
    }

    public record Step(String strategy, long freed) {
    }
}
