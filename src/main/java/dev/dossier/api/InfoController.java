package dev.dossier.api;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Models and health. */
@Controller
@ExecuteOn(TaskExecutors.BLOCKING)
public final class InfoController {

    private final Dossier dossier;

    public InfoController(Dossier dossier) {
        this.dossier = dossier;
    }

    @Get(uri = "/v1/models", produces = MediaType.APPLICATION_JSON)
    public List<Map<String, Object>> models() {
        var registry = dossier.models();
        return registry.all().stream().map(p -> JsonViews.model(p, registry.counter(p).name())).toList();
    }

    @Get(uri = "/health", produces = MediaType.APPLICATION_JSON)
    public Map<String, Object> health() {
        var m = new LinkedHashMap<String, Object>();
        m.put("status", "up");
        m.put("storage", dossier.storageDescription());
        m.put("sops", dossier.documents().sops().size());
        return m;
    }
}
