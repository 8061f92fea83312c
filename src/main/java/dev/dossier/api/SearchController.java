package dev.dossier.api;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import dev.dossier.error.DossierException;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.List;
import java.util.Map;

/** Document search by hybrid relevance. */
@Controller("/v1")
@ExecuteOn(TaskExecutors.BLOCKING)
public final class SearchController {

    private final Dossier dossier;

    public SearchController(Dossier dossier) {
        this.dossier = dossier;
    }

    @Get(uri = "/search{?q,k,type}", produces = MediaType.APPLICATION_JSON)
    public List<Map<String, Object>> search(@Nullable @QueryValue String q, @Nullable @QueryValue String k, @Nullable @QueryValue String type) {
        int n = 10;
        if (k != null) {
            try {
                n = Integer.parseInt(k.strip());
            } catch (NumberFormatException e) {
                throw DossierException.invalidField("k", "k must be a whole number between 1 and 100, got '" + k + "'");
            }
        }
        return dossier.search().search(q, n, type == null || type.isBlank() ? null : type).stream().map(JsonViews::searchHit).toList();
    }
}
