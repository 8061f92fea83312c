package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A dry run of an add: nothing was written. */
public record SessionBudgetCheckView(long available, long required, boolean sufficient, @JsonProperty("usage_after_add") SessionUsageView usageAfterAdd) {

    public static SessionBudgetCheckView of(dev.dossier.session.BudgetCheck b) {
        return new SessionBudgetCheckView(b.available(), b.required(), b.sufficient(), SessionUsageView.of(b.usageAfterAdd()));
    }
}
