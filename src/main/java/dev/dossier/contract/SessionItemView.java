package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A stored session item, as the scratchpad and a continuation give it back (content byte for byte). */
public record SessionItemView(String id, String component, String role, String content, String timestamp, boolean pinned, @Nullable String key,
                              int tokens) {

    public static SessionItemView of(dev.dossier.session.SessionItem i) {
        return new SessionItemView(i.id(), i.component().label(), i.role().label(), i.content(), i.timestamp().toString(), i.pinned(), i.key(),
                i.tokens());
    }
}
