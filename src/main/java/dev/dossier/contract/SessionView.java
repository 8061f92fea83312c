package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A session: who owns it, how it is budgeted, its usage, whether the guard checks its writes (and against which knowledge base). */
public record SessionView(String id, String project, String user, String model, int window, int budget, String policy,
                          Map<String, Integer> allocations, @JsonProperty("auto_compress") boolean autoCompress, String mitigation,
                          @JsonProperty("parent_id") @Nullable String parentId, String created, SessionUsageView usage,
                          boolean guarded, @JsonProperty("guard_kb") @Nullable String guardKb) {

    public static SessionView of(dev.dossier.session.Session s, dev.dossier.session.Usage usage) {
        var allocations = new LinkedHashMap<String, Integer>();
        for (var c : dev.dossier.session.Component.values()) {
            allocations.put(c.label(), s.allocations().getOrDefault(c, 0));
        }
        return new SessionView(s.id(), s.project(), s.user(), s.model(), s.window(), s.budget(), s.policy(), allocations, s.autoCompress(),
                s.mitigation().label(), s.parentId(), s.created().toString(), SessionUsageView.of(usage), s.guarded(), s.guardKb());
    }
}
