package dev.dossier.api;

import dev.dossier.contract.AuditEntry;
import dev.dossier.contract.Ids;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.TokenRequest;
import dev.dossier.contract.TokenView;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/** Tokens and the audit trail: admin scope only. */
@Controller("/v1")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "admin")
@CommonProblems
public final class AdminController {

    private final CallerApi api;

    public AdminController(CallerApi api) {
        this.api = api;
    }

    @Post(uri = "/tokens", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Create a token", description = "The answer is the only place the token appears; only its hash is stored.")
    @ApiResponse(responseCode = "201", description = "The token, with its secret",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = TokenView.class)))
    @ApiResponse(responseCode = "409", description = "A token of that name exists",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @BodyProblems
    public HttpResponse<TokenView> create(@Nullable @Body TokenRequest request) {
        return HttpResponse.status(HttpStatus.CREATED).body(api.current().createToken(Requests.present(request)));
    }

    @Get(uri = "/tokens", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Every token, without secrets")
    @ApiResponse(responseCode = "200", description = "The tokens")
    public List<TokenView> tokens() {
        return api.current().tokens();
    }

    @Delete(uri = "/tokens/{name}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Revoke a token at once")
    @ApiResponse(responseCode = "204", description = "Revoked")
    @ApiResponse(responseCode = "404", description = "No token of that name",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public HttpResponse<Void> revoke(@Parameter(schema = @Schema(pattern = "^[A-Za-z0-9._-]{1,64}$")) @PathVariable String name) {
        api.current().revokeToken(name);
        return HttpResponse.noContent();
    }

    @Get(uri = "/audit{?since,project,last}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "The audit trail of writes, newest first", description = "Who (token name or local), when, what and the outcome of "
            + "every review recorded, source sync and token created or revoked.")
    @ApiResponse(responseCode = "200", description = "The writes")
    public List<AuditEntry> audit(
            @Parameter(description = "only writes at or after this ISO-8601 instant", schema = @Schema(maxLength = 64)) @Nullable @QueryValue String since,
            @Parameter(schema = @Schema(pattern = Ids.PROJECT)) @Nullable @QueryValue String project,
            @Parameter(schema = @Schema(minimum = "1", maximum = "10000")) @Nullable @QueryValue String last) {
        return api.current().audit(since, project, Requests.whole("last", last));
    }
}
