package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Items archived under a reference, as they were. */
public record SessionScratchpadView(String ref, String strategy, String at, List<SessionItemView> items) {

    public static SessionScratchpadView of(dev.dossier.session.ScratchpadEntry e) {
        return new SessionScratchpadView(e.ref(), e.strategy(), e.at().toString(), e.items().stream().map(SessionItemView::of).toList());
    }
}
