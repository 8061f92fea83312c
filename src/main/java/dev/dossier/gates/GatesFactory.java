package dev.dossier.gates;

import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Order;
import jakarta.inject.Singleton;

/** Gate reports in reviewer contexts: the latest report of the request's task, once a {@link GateReports} store exists. */
@Factory
@Requires(beans = GateReports.class)
final class GatesFactory {

    @Singleton
    @Order(4)
    GateSource gateSource(GateReports reports) {
        return new GateSource(reports);
    }
}
