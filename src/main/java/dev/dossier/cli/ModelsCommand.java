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
@Command(name = "models", mixinStandardHelpOptions = true, description = "List the models of the registry with their context profiles.",
        subcommands = ModelsCommand.Fit.class)
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

    /** {@code dossier models fit}: which model fits a task (ADR-004 task sizing; needs no graph). */
    @Prototype
    @Command(name = "fit", mixinStandardHelpOptions = true, description = "Which model's sweet spot fits a task; exit 4 when it should be decomposed.")
    static final class Fit implements Callable<Integer> {

        @Option(names = "--task-tokens", required = true, paramLabel = "N", description = "Tokens of the task's files and text.")
        Integer taskTokens;

        @Option(names = "--files", paramLabel = "N", description = "Files the task touches (default 1).")
        Integer files;

        @Option(names = "--model", paramLabel = "NAME", description = "Assess only this model.")
        String model;

        @Option(names = "--json", description = "Print JSON instead of text.")
        boolean json;

        @Spec
        CommandSpec spec;

        @Inject
        ApplicationContext container;

        @Inject
        BeanProvider<dev.dossier.model.ModelFit> fit;

        @Inject
        BeanProvider<dev.dossier.contract.Contract> contract;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            try {
                Settings.register(container, RuntimeSettings.resolve(null, System.getenv()));
                var view = dev.dossier.contract.ModelFitView.of(contract.get().modelFit(fit.get(), taskTokens, files, model));
                if (json) {
                    Output.json(out, view);
                } else {
                    out.println(view.reason());
                    view.flags().forEach(f -> out.println("flag: " + f));
                    view.models().forEach(m -> out.printf("%-16s %-4s working memory %-9d load %-8d sweet spot %d%n", m.model(), m.fits() ? "fits" : "no",
                            m.workingMemory(), m.load(), m.sweetSpot()));
                }
                out.flush();
                return view.recommendation().equals("assign") ? ExitCodes.OK : ExitCodes.TASK_TOO_LARGE;
            } catch (dev.dossier.error.DossierException e) {
                return Failures.report(e, false, json, out, spec.commandLine().getErr());
            } catch (io.micronaut.context.exceptions.BeanInstantiationException e) {
                RuntimeException cause = dev.dossier.app.Dossier.unwrap(e);
                if (cause instanceof dev.dossier.error.DossierException d) {
                    return Failures.report(d, false, json, out, spec.commandLine().getErr());
                }
                throw cause;
            }
        }
    }
}
