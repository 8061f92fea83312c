package dev.dossier.api;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import dev.dossier.app.KnowledgeRequestReader;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import dev.dossier.error.DossierException;
import java.util.List;
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

    /** Knowledge context for a query and conversation (policy cag or tiers, overflow strategy). */
    @Post(uri = "/knowledge", consumes = {MediaType.APPLICATION_JSON, MediaType.TEXT_PLAIN}, produces = MediaType.APPLICATION_JSON)
    public Map<String, Object> knowledge(@Nullable @Body String body) {
        return JsonViews.knowledge(dossier.assembleKnowledge(KnowledgeRequestReader.read(body)));
    }

    /** The budget records of the newest assemblies, newest first. */
    @Get(uri = "/reports{?last}", produces = MediaType.APPLICATION_JSON)
    public List<Map<String, Object>> reports(@Nullable @QueryValue String last) {
        int n = 10;
        if (last != null) {
            try {
                n = Integer.parseInt(last.strip());
            } catch (NumberFormatException e) {
                n = -1;
            }
            if (n <= 0 || n > 10_000) {
                throw DossierException.invalidField("last", "last must be a whole number between 1 and 10000, got '" + last + "'");
            }
        }
        return dossier.assemblies().last(n).stream().map(JsonViews::assembly).toList();
    }
}
