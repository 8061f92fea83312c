package dev.dossier.nats;

import dev.dossier.app.LocalApi;
import dev.dossier.contract.Contract;
import dev.dossier.contract.Json;
import dev.dossier.contract.MonitorEventRequest;
import dev.dossier.contract.SignalView;
import dev.dossier.error.DossierException;
import dev.dossier.monitor.RiskMonitor;
import dev.dossier.monitor.Signal;
import io.nats.client.Connection;
import io.nats.client.ConnectionListener;
import io.nats.client.Dispatcher;
import io.nats.client.ErrorListener;
import io.nats.client.Message;
import io.nats.client.Nats;
import io.nats.client.Options;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The risk monitor on NATS (seed 002): loop events in on {@value #EVENTS} (the JSON of {@code POST /v1/monitor/events}),
 * signals out on {@code user.signal.<level>} (the JSON of a {@link SignalView}). Events are applied as the local
 * operator: whoever may publish on the NATS server may report loops (its own authorisation is the boundary). The
 * connection reconnects forever; its state is in {@code /health} and the metrics. A malformed or refused message is
 * counted and logged (without its payload), never fatal.
 */
public final class NatsBridge implements AutoCloseable {

    public static final String EVENTS = "agent.monitor.>";
    public static final String SIGNALS = "user.signal.";
    private static final Logger LOG = LoggerFactory.getLogger(NatsBridge.class);

    private final String url;
    private final LocalApi api;
    private final Contract contract;
    private final RiskMonitor monitor;
    private final AtomicReference<String> state = new AtomicReference<>("disconnected");
    private final AtomicLong accepted = new AtomicLong();
    private final AtomicLong malformed = new AtomicLong();
    private final AtomicLong refused = new AtomicLong();
    private final AtomicLong published = new AtomicLong();
    private final AtomicLong publishFailures = new AtomicLong();
    private final AtomicLong reconnects = new AtomicLong();
    private final Consumer<Signal> publisher = this::publish;
    private volatile Connection connection;

    NatsBridge(String url, LocalApi api, Contract contract, RiskMonitor monitor) {
        this.url = url;
        this.api = api;
        this.contract = contract;
        this.monitor = monitor;
    }

    /**
     * Connects (retrying in the background when the server is not up yet), subscribes to the events and starts
     * publishing signals.
     */
    void start() {
        var options = new Options.Builder().server(url).connectionName("dossier").maxReconnects(-1).reconnectWait(Duration.ofMillis(500))
                .connectionTimeout(Duration.ofSeconds(5))
                .connectionListener(this::connectionEvent)
                .errorListener(new ErrorListener() {
                    @Override
                    public void exceptionOccurred(Connection conn, Exception exp) {
                        LOG.warn("NATS: {}", exp.toString());
                    }
                })
                .build();
        try {
            Connection c = Nats.connectReconnectOnConnect(options);
            Dispatcher dispatcher = c.createDispatcher(this::onMessage);
            dispatcher.subscribe(EVENTS);
            connection = c;
            monitor.listen(publisher);
            LOG.info("NATS: {} subscribed to {}, signals on {}<level>", url, EVENTS, SIGNALS);
        } catch (IOException e) {
            throw new DossierException(dev.dossier.error.ErrorCode.INVALID_CONFIG, "cannot use DOSSIER_NATS_URL " + url + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void connectionEvent(Connection conn, ConnectionListener.Events event) {
        switch (event) {
            case CONNECTED, RECONNECTED, RESUBSCRIBED -> state.set("connected");
            case DISCONNECTED -> state.set("reconnecting");
            case CLOSED -> state.set("closed");
            default -> {
                return;
            }
        }
        if (event == ConnectionListener.Events.RECONNECTED) {
            reconnects.incrementAndGet();
        }
        LOG.info("NATS: {}", event.getEvent());
    }

    void onMessage(Message message) {
        MonitorEventRequest request;
        try {
            request = contract.read(message.getData(), MonitorEventRequest.class);
        } catch (DossierException e) {
            malformed.incrementAndGet();
            LOG.warn("NATS: a malformed event on {} ({} bytes) was dropped: {}", message.getSubject(), message.getData().length, e.getMessage());
            return;
        }
        try {
            api.reportLoopEvent(request);
            accepted.incrementAndGet();
        } catch (DossierException e) {
            refused.incrementAndGet();
            LOG.warn("NATS: an event on {} was refused ({}): {}", message.getSubject(), e.code(), e.getMessage());
        } catch (RuntimeException e) {
            refused.incrementAndGet();
            LOG.error("NATS: an event on {} failed", message.getSubject(), e);
        }
    }

    private void publish(Signal signal) {
        Connection c = connection;
        try {
            if (c == null) {
                throw new IllegalStateException("not connected");
            }
            c.publish(SIGNALS + signal.level().label(), Json.write(SignalView.of(signal)).getBytes(StandardCharsets.UTF_8));
            published.incrementAndGet();
        } catch (RuntimeException e) {
            publishFailures.incrementAndGet();
            LOG.warn("NATS: signal {} was not published: {}", signal.id(), e.getMessage());
        }
    }

    /** connected, reconnecting, disconnected (never connected yet) or closed. */
    public String state() {
        return state.get();
    }

    /** Message and connection counts, for the metrics. */
    public Stats stats() {
        return new Stats(accepted.get(), malformed.get(), refused.get(), published.get(), publishFailures.get(), reconnects.get());
    }

    /** @param accepted events applied; @param malformed not valid event JSON; @param refused valid JSON the API refused or failed on */
    public record Stats(long accepted, long malformed, long refused, long published, long publishFailures, long reconnects) {
    }

    @Override
    public void close() {
        monitor.unlisten(publisher);
        Connection c = connection;
        connection = null;
        if (c != null) {
            try {
                c.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        state.set("closed");
    }
}
