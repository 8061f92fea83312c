package dev.dossier.api;

import dev.dossier.contract.Ids;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.SessionAddResponse;
import dev.dossier.contract.SessionBudgetCheckRequest;
import dev.dossier.contract.SessionBudgetCheckView;
import dev.dossier.contract.SessionCheckpointRequest;
import dev.dossier.contract.SessionCheckpointView;
import dev.dossier.contract.SessionCompressRequest;
import dev.dossier.contract.SessionCompressionView;
import dev.dossier.contract.SessionContextView;
import dev.dossier.contract.SessionCreateRequest;
import dev.dossier.contract.SessionEventView;
import dev.dossier.contract.SessionItemRequest;
import dev.dossier.contract.SessionScratchpadView;
import dev.dossier.contract.SessionUsageView;
import dev.dossier.contract.SessionView;
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

/**
 * Sessions (C7): an agent's running context. A session belongs to its caller (the token's name, else the
 * {@code X-Dossier-User} header in the open local mode, else {@code local}); another caller's session is 404.
 */
@Controller("/v1/sessions")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "sessions")
@CommonProblems
@ApiResponse(responseCode = "404", description = "No such session of yours",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
public final class SessionsController {

    private final CallerApi api;
    private final java.util.concurrent.Semaphore streams;

    public SessionsController(CallerApi api, dev.dossier.contract.Contract contract) {
        this.api = api;
        this.streams = new java.util.concurrent.Semaphore(contract.limits().eventStreams());
    }

    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Start a session")
    @ApiResponse(responseCode = "201", description = "The session with its budget, allocations and usage",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SessionView.class)))
    @BodyProblems
    public HttpResponse<SessionView> create(@Nullable @Body SessionCreateRequest request) {
        return HttpResponse.status(HttpStatus.CREATED).body(api.current().createSession(Requests.present(request)));
    }

    @Get(uri = "{?project,limit}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Your sessions, newest first, with their usage (utilization and pressure level)")
    @ApiResponse(responseCode = "200", description = "The sessions")
    public List<SessionView> list(@Parameter(schema = @Schema(pattern = Ids.PROJECT)) @Nullable @QueryValue String project,
                                  @Parameter(description = "at most this many (default 100)", schema = @Schema(minimum = "1", maximum = "1000"))
                                  @Nullable @QueryValue String limit) {
        return api.current().sessions(project, Requests.whole("limit", limit));
    }

    @Get(uri = "/{id}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "A session with its usage")
    @ApiResponse(responseCode = "200", description = "The session")
    public SessionView get(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id) {
        return api.current().session(id);
    }

    @Post(uri = "/{id}/items", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Add an item", description = "Counted with the model's tokenizer; compresses automatically at the compress level; "
            + "refused with 422 context_budget_exceeded (available, required, suggestion) when it cannot fit even after compression; "
            + "in a guarded session, refused with 422 content_blocked when the knowledge base contradicts it, or held for review in "
            + "quarantine (202 Accepted, without an item) when it cannot be decided.")
    @ApiResponse(responseCode = "201", description = "The item, the usage after it, and the actions and events it caused",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SessionAddResponse.class)))
    @ApiResponse(responseCode = "202", description = "A guarded session held it in quarantine: it is not in the session (no item; the usage "
            + "is unchanged) until a person approves guard.quarantine_id (POST /v1/quarantine/{id}/approve delivers it)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SessionAddResponse.class)))
    @ApiResponse(responseCode = "422", description = "It would not fit even after compression (context_budget_exceeded), or a guarded "
            + "session's knowledge base contradicts it (content_blocked): nothing was written",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @BodyProblems
    public HttpResponse<SessionAddResponse> add(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id,
                                                @Nullable @Body SessionItemRequest request) {
        var added = api.current().addSessionItem(id, Requests.present(request));
        // held in quarantine: accepted for review, nothing created in the session yet
        return HttpResponse.status(added.item() == null ? HttpStatus.ACCEPTED : HttpStatus.CREATED).body(added);
    }

    @Post(uri = "/{id}/budget-check", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Would an item fit? (dry run, nothing written)")
    @ApiResponse(responseCode = "200", description = "available, required, sufficient, usage_after_add")
    @BodyProblems
    public SessionBudgetCheckView budgetCheck(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id,
                                              @Nullable @Body SessionBudgetCheckRequest request) {
        return api.current().checkSessionBudget(id, Requests.present(request));
    }

    @Get(uri = "/{id}/context", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "The context in component order, within budget, with a manifest")
    @ApiResponse(responseCode = "200", description = "The context")
    public SessionContextView context(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id) {
        return api.current().sessionContext(id);
    }

    @Post(uri = "/{id}/compress", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Compress by a strategy down to a target")
    @ApiResponse(responseCode = "200", description = "Tokens before and after, freed, ratio, steps, whether the target was reached")
    @BodyProblems
    public SessionCompressionView compress(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id,
                                           @Nullable @Body SessionCompressRequest request) {
        return api.current().compressSession(id, Requests.present(request));
    }

    @Get(uri = "/{id}/usage", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Usage: tokens per component, utilization, level, tokens per turn, turns remaining")
    @ApiResponse(responseCode = "200", description = "The usage")
    public SessionUsageView usage(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id) {
        return api.current().sessionUsage(id);
    }

    @Get(uri = "/{id}/events{?since}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Events after a sequence number, oldest first")
    @ApiResponse(responseCode = "200", description = "The events")
    public List<SessionEventView> events(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id,
                                         @Parameter(description = "the last seq seen", schema = @Schema(minimum = "0")) @Nullable @QueryValue String since) {
        return api.current().sessionEvents(id, Requests.whole("since", since));
    }

    /**
     * The same events as a server-sent event stream ({@code id} is the event's seq, {@code event} its type): polled from
     * the graph every half second, so events written by any process arrive; it ends after {@link #STREAM_LIMIT}, or when
     * the session is deleted (reconnect with {@code since=} the last id). Not in the OpenAPI description, which cannot
     * describe a stream; the events are those of the JSON route.
     */
    @Get(uri = "/{id}/events/stream{?since}", produces = MediaType.TEXT_EVENT_STREAM)
    @io.swagger.v3.oas.annotations.Hidden
    public org.reactivestreams.Publisher<io.micronaut.http.sse.Event<SessionEventView>> stream(
            @PathVariable String id, @Nullable @QueryValue String since) {
        var caller = api.current();
        caller.session(id); // 404 before the stream starts
        Integer from = Requests.whole("since", since);
        long start = from == null ? 0 : from;
        if (!streams.tryAcquire()) {
            throw new dev.dossier.error.DossierException(dev.dossier.error.ErrorCode.TOO_MANY_ATTEMPTS, "too many event streams are open on "
                    + "this server; poll GET /v1/sessions/{id}/events?since= instead, or try again later", java.util.Map.of("code", "too_many_streams"));
        }
        // one daemon thread per stream, blocking on the graph between sleeps (no event loop or shared pool is held); it stops
        // when the client goes away, the session is gone, or the time limit is reached; limits.yaml caps how many run
        return reactor.core.publisher.Flux.<io.micronaut.http.sse.Event<SessionEventView>>create(sink -> {
            var poller = new Thread(() -> {
                long last = start;
                long deadline = System.nanoTime() + STREAM_LIMIT.toNanos();
                try {
                    while (!sink.isCancelled() && System.nanoTime() < deadline) {
                        for (var e : caller.sessionEvents(id, (int) Math.min(Integer.MAX_VALUE, last))) {
                            sink.next(io.micronaut.http.sse.Event.of(e).id(String.valueOf(e.seq())).name(e.type()));
                            last = e.seq();
                        }
                        Thread.sleep(POLL.toMillis());
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (dev.dossier.error.DossierException e) {
                    // the session was deleted (or the graph failed): the stream ends
                } finally {
                    streams.release();
                    sink.complete();
                }
            }, "dossier-session-events");
            poller.setDaemon(true);
            sink.onDispose(poller::interrupt);
            poller.start();
        });
    }

    static final java.time.Duration POLL = java.time.Duration.ofMillis(500);
    static final java.time.Duration STREAM_LIMIT = java.time.Duration.ofMinutes(10);

    @Get(uri = "/{id}/scratchpad/{ref}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Archived items by reference, byte for byte")
    @ApiResponse(responseCode = "200", description = "The archived items")
    public SessionScratchpadView scratchpad(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id,
                                            @Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String ref) {
        return api.current().sessionScratchpad(id, ref);
    }

    @Post(uri = "/{id}/checkpoint", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Checkpoint: a continuation and a fresh session linked to this one")
    @ApiResponse(responseCode = "201", description = "The checkpoint, the new session's id and the continuation",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SessionCheckpointView.class)))
    @BodyProblems
    public HttpResponse<SessionCheckpointView> checkpoint(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id,
                                                          @Nullable @Body SessionCheckpointRequest request) {
        return HttpResponse.status(HttpStatus.CREATED).body(api.current().checkpointSession(id, Requests.present(request)));
    }

    @Delete(uri = "/{id}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Delete a session with its items, scratchpad and events")
    @ApiResponse(responseCode = "204", description = "Deleted")
    public HttpResponse<Void> delete(@Parameter(schema = @Schema(pattern = Ids.SESSION)) @PathVariable String id) {
        api.current().deleteSession(id);
        return HttpResponse.noContent();
    }
}
