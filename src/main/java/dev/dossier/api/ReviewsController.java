package dev.dossier.api;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import dev.dossier.app.ReviewSubmissionReader;
import dev.dossier.review.ConventionQuery;
import dev.dossier.review.ConventionStatus;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.List;
import java.util.Map;

/** Recording reviews, and querying the conventions and decisions they produce. */
@Controller("/v1")
@ExecuteOn(TaskExecutors.BLOCKING)
public final class ReviewsController {

    private final Dossier dossier;

    public ReviewsController(Dossier dossier) {
        this.dossier = dossier;
    }

    @Post(uri = "/reviews", consumes = {MediaType.APPLICATION_JSON, MediaType.TEXT_PLAIN}, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<Map<String, Object>> record(@Nullable @Body String body) {
        var outcome = dossier.reviews().record(ReviewSubmissionReader.read(body, "the request body"));
        return HttpResponse.<Map<String, Object>>status(HttpStatus.CREATED).body(JsonViews.reviewOutcome(outcome));
    }

    @Get(uri = "/conventions{?project,file,status}", produces = MediaType.APPLICATION_JSON)
    public List<Map<String, Object>> conventions(@Nullable @QueryValue String project, @Nullable @QueryValue String file,
                                                 @Nullable @QueryValue String status) {
        var query = new ConventionQuery(blankToNull(project), blankToNull(file), status == null || status.isBlank() ? null
                : ConventionStatus.of(status, "status"));
        return dossier.reviews().conventions(query).stream().map(JsonViews::convention).toList();
    }

    @Get(uri = "/conventions/{id}", produces = MediaType.APPLICATION_JSON)
    public Map<String, Object> convention(@PathVariable String id) {
        return JsonViews.conventionDetail(dossier.reviews().convention(id));
    }

    @Get(uri = "/plans/{id}/decisions", produces = MediaType.APPLICATION_JSON)
    public List<Map<String, Object>> decisions(@PathVariable String id) {
        return dossier.reviews().decisions(id).stream().map(JsonViews::decision).toList();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
