package dev.dossier.api;

import dev.dossier.contract.Ids;
import dev.dossier.contract.LoopView;
import dev.dossier.contract.MonitorEventRequest;
import dev.dossier.contract.MonitorEventResponse;
import dev.dossier.contract.ProblemDetail;
import dev.dossier.contract.SignalView;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.sse.Event;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Flux;

/**
 * The risk monitor (seed 002, C9): loops report events, the rules raise graduated signals, which are listed, streamed
 * and acknowledged here (and published on NATS when it is configured).
 */
@Controller("/v1/monitor")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "monitor")
@CommonProblems
public final class MonitorController {

    static final Duration POLL = Duration.ofMillis(500);
    static final Duration STREAM_LIMIT = Duration.ofMinutes(10);

    private final CallerApi api;
    private final Semaphore streams;

    public MonitorController(CallerApi api, dev.dossier.contract.Contract contract) {
        this.api = api;
        this.streams = new Semaphore(contract.limits().eventStreams());
    }

    @Post(uri = "/events", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Report a loop's event", description = "The loop's counts and metrics afterwards and the signals the rules of "
            + "monitor.yaml raised (for it, and for the running loops of its plan it conflicts with). Also accepted on NATS agent.monitor.>.")
    @ApiResponse(responseCode = "200", description = "The loop and the raised signals",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = MonitorEventResponse.class)))
    @ApiResponse(responseCode = "404", description = "The named session is not one of yours",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "The loop id belongs to another project",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    @BodyProblems
    public MonitorEventResponse report(@Nullable @Body MonitorEventRequest request) {
        return api.current().reportLoopEvent(Requests.present(request));
    }

    @Get(uri = "/signals{?since,project}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Signals after a sequence number, oldest first (at most 1000)")
    @ApiResponse(responseCode = "200", description = "The signals")
    public List<SignalView> signals(@Parameter(description = "the last seq seen", schema = @Schema(minimum = "0")) @Nullable @QueryValue String since,
                                    @Parameter(schema = @Schema(pattern = Ids.PROJECT)) @Nullable @QueryValue String project) {
        return api.current().signals(Requests.whole("since", since), project);
    }

    /**
     * The same signals as a server-sent event stream ({@code id} is the seq, {@code event} the level), polled from the
     * graph every half second so signals raised by any process arrive; it ends after {@link #STREAM_LIMIT} (reconnect
     * with {@code since=} the last id). Not in the OpenAPI description, which cannot describe a stream.
     */
    @Get(uri = "/signals/stream{?since,project}", produces = MediaType.TEXT_EVENT_STREAM)
    @io.swagger.v3.oas.annotations.Hidden
    public Publisher<Event<SignalView>> stream(@Nullable @QueryValue String since, @Nullable @QueryValue String project) {
        var caller = api.current();
        Integer from = Requests.whole("since", since);
        caller.signals(from, project); // 400/403/404 before the stream starts
        if (!streams.tryAcquire()) {
            throw new DossierException(ErrorCode.TOO_MANY_ATTEMPTS, "too many event streams are open on this server; poll GET "
                    + "/v1/monitor/signals?since= instead, or try again later", Map.of("code", "too_many_streams"));
        }
        long start = from == null ? 0 : from;
        return Flux.<Event<SignalView>>create(sink -> {
            var poller = new Thread(() -> {
                long last = start;
                long deadline = System.nanoTime() + STREAM_LIMIT.toNanos();
                try {
                    while (!sink.isCancelled() && System.nanoTime() < deadline) {
                        for (var s : caller.signals((int) Math.min(Integer.MAX_VALUE, last), project)) {
                            sink.next(Event.of(s).id(String.valueOf(s.seq())).name(s.level()));
                            last = s.seq();
                        }
                        Thread.sleep(POLL.toMillis());
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (DossierException e) {
                    // the graph failed: the stream ends, the client reconnects with since=
                } finally {
                    streams.release();
                    sink.complete();
                }
            }, "dossier-monitor-signals");
            poller.setDaemon(true);
            sink.onDispose(poller::interrupt);
            poller.start();
        });
    }

    @Get(uri = "/loops/{id}", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "A loop with its counts and context metrics")
    @ApiResponse(responseCode = "200", description = "The loop")
    @ApiResponse(responseCode = "404", description = "No such loop in your projects",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public LoopView loop(@Parameter(schema = @Schema(pattern = Ids.REFERENCE)) @PathVariable String id) {
        return api.current().loop(id);
    }

    @Post(uri = "/signals/{id}/ack", produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "Acknowledge a signal", description = "Recorded with who and when; the first acknowledgement stands.")
    @ApiResponse(responseCode = "200", description = "The signal, acknowledged")
    @ApiResponse(responseCode = "404", description = "No such signal in your projects",
            content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
    public SignalView ack(@Parameter(schema = @Schema(pattern = Ids.ASSEMBLY)) @PathVariable String id) {
        return api.current().acknowledgeSignal(id);
    }
}
