package dev.dossier.monitor;

import dev.dossier.config.ConfigLocation;
import dev.dossier.session.SessionPolicy;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The risk monitor: the policy of {@code monitor.yaml}, and the service once a {@link MonitorStore} exists. */
@Factory
@Requires(beans = ConfigLocation.class)
final class MonitorFactory {

    @Singleton
    MonitorPolicy policy(ConfigLocation config, SessionPolicy sessions) {
        var policy = MonitorPolicy.load(config.directory());
        if (!sessions.pressure().containsKey(policy.pressurePreset())) {
            throw new dev.dossier.error.DossierException(dev.dossier.error.ErrorCode.INVALID_CONFIG, MonitorPolicy.FILE + ": pressure_preset '"
                    + policy.pressurePreset() + "' is not a preset of sessions.yaml " + sessions.pressure().keySet().stream().sorted().toList());
        }
        return policy;
    }

    @Singleton
    @Requires(beans = MonitorStore.class)
    RiskMonitor monitor(MonitorStore store, MonitorPolicy policy, SessionPolicy sessions) {
        return new RiskMonitor(store, policy, sessions.requirePressure(policy.pressurePreset()), Clock.systemUTC());
    }
}
