package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.app.RuntimeSettings;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.BeanProvider;
import jakarta.inject.Inject;
import dev.dossier.contract.ModelView;
import dev.dossier.model.ModelRegistry;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code dossier models}: the model registry (needs no graph). */
@Prototype
@Command(name = "models", mixinStandardHelpOptions = true, description = "List the models of the registry with their context profiles.")
final class ModelsCommand implements Callable<Integer> {

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Spec
    CommandSpec spec;

    @Inject
    ApplicationContext container;

    @Inject
    BeanProvider<ModelRegistry> models;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Settings.register(container, RuntimeSettings.resolve(null, System.getenv()));
        var registry = models.get();
        var views = registry.all().stream().map(p -> ModelView.of(p, registry.tokenizerName(p))).toList();
        if (json) {
            Output.json(out, views);
        } else {
            views.forEach(v -> out.printf("%-16s window %-8s sweet spot %-7s tokenizer %s%n", v.name(), v.contextWindow(), v.sweetSpot(), v.tokenizer()));
        }
        out.flush();
        return ExitCodes.OK;
    }
}
