package dev.dossier.api;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.List;
import java.util.Map;

/** Source sync and the SOP catalogue over HTTP. */
@Controller("/v1")
@ExecuteOn(TaskExecutors.BLOCKING)
public final class SourcesController {

    private final Dossier dossier;
    private final ServedSources sources;

    public SourcesController(Dossier dossier, ServedSources sources) {
        this.dossier = dossier;
        this.sources = sources;
    }

    @Post(uri = "/sources/sync", produces = MediaType.APPLICATION_JSON)
    public Map<String, Object> sync() {
        var ingested = dossier.ingest(sources.directories(), ProgressListener.none());
        var view = JsonViews.ingest(ingested.report());
        view.put("embeddings", JsonViews.embeddings(ingested.embeddings()));
        return view;
    }

    @Get(uri = "/sops", produces = MediaType.APPLICATION_JSON)
    public List<Map<String, Object>> sops() {
        return JsonViews.sops(dossier.documents().sops());
    }

    @Get(uri = "/sops/{id}", produces = MediaType.APPLICATION_JSON)
    public Map<String, Object> sop(@PathVariable String id) {
        return dossier.documents().sop(id).map(JsonViews::sop)
                .orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND, "no SOP with id '" + id + "'; GET /v1/sops lists them", Map.of("id", id)));
    }
}
