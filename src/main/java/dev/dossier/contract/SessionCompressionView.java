package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What a compression did: ratio is before / after (1 when nothing was freed). */
public record SessionCompressionView(@JsonProperty("tokens_before") long tokensBefore, @JsonProperty("tokens_after") long tokensAfter, long freed,
                                     double ratio, List<Step> steps, @JsonProperty("reached_target") boolean reachedTarget,
                                     @JsonProperty("scratchpad_refs") List<String> scratchpadRefs) {

    /** One strategy applied and the tokens it freed. */
    public record Step(String strategy, long freed) {
    }

    public static SessionCompressionView of(dev.dossier.session.CompressionResult r) {
        return new SessionCompressionView(r.tokensBefore(), r.tokensAfter(), r.freed(), r.ratio(),
                r.steps().stream().map(s -> new Step(s.strategy(), s.freed())).toList(), r.reachedTarget(), r.scratchpadRefs());
    }
}
