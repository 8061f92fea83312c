package dev.dossier.api;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.Map;

/** Reviewer context over HTTP. */
@Controller("/v1/context")
@ExecuteOn(TaskExecutors.BLOCKING)
public final class ContextController {

    private final Dossier dossier;

    public ContextController(Dossier dossier) {
        this.dossier = dossier;
    }

    @Post(uri = "/review", consumes = {MediaType.APPLICATION_JSON, MediaType.TEXT_PLAIN}, produces = MediaType.APPLICATION_JSON)
    public Map<String, Object> review(@Nullable @Body String body) {
        return JsonViews.review(dossier.assembler().assemble(ReviewRequestReader.read(body)));
    }
}
