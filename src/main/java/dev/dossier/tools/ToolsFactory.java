package dev.dossier.tools;

import dev.dossier.config.ConfigLocation;
import dev.dossier.model.ModelRegistry;
import dev.dossier.relevance.HybridScorer;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/** The tool policy ({@code tools.yaml}) and tool catalogs once a {@link ToolStore} exists. */
@Factory
@Requires(beans = ConfigLocation.class)
final class ToolsFactory {

    @Singleton
    ToolPolicy policy(ConfigLocation config) {
        return ToolPolicy.load(config.directory());
    }

    @Singleton
    @Requires(beans = ToolStore.class)
    Tools tools(ToolStore store, HybridScorer scorer, ToolPolicy policy, ModelRegistry models) {
        return new Tools(store, scorer, policy, models);
    }
}
