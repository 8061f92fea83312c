package dev.dossier.cli;

import dev.dossier.app.RuntimeSettings;
import io.micronaut.context.ApplicationContext;

/** The settings a command's options and the environment give, registered once in the CLI's container. */
final class Settings {

    private Settings() {
    }

    static void register(ApplicationContext container, RuntimeSettings settings) {
        if (!container.containsBean(RuntimeSettings.class)) {
            container.registerSingleton(RuntimeSettings.class, settings);
        }
    }
}
