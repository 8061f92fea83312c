package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.assembly.ReviewAssembler;
import dev.dossier.config.Policies;
import dev.dossier.model.ModelRegistry;
import dev.dossier.app.JsonViews;
import dev.dossier.assembly.AssembledContext;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.TaskFile;
import dev.dossier.error.DossierException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dossier assemble}: prints the reviewer context for a task. */
@Command(name = "assemble", mixinStandardHelpOptions = true,
        description = {"Assemble the reviewer context for a task's files within the model's token budget.",
                "Files that exist on disk are read, so their contents inform relevance and the task-output reserve."})
final class AssembleCommand extends GraphCommand {

    @Option(names = "--file", paramLabel = "PATH", required = true, description = "A file of the task (repeatable).")
    List<String> files;

    @Option(names = "--task", paramLabel = "TEXT", description = "Task description.")
    String task;

    @Option(names = "--model", paramLabel = "NAME", description = "Model from the registry (default gpt-4o; see GET /v1/models).")
    String model;

    @Option(names = "--window", paramLabel = "N", description = "Context window in tokens, overriding the model's.")
    Integer window;

    @Option(names = "--policy", paramLabel = "NAME", description = "Budget policy: severity-shares (default) or must-fit.")
    String policy;

    @Option(names = "--task-output-tokens", paramLabel = "N", description = "Tokens of the work under review (default: tokens of the files read).")
    Integer taskOutputTokens;

    @Option(names = "--project", paramLabel = "P", description = "Project whose learned conventions apply.")
    String project;

    @Option(names = "--plan", paramLabel = "ID", description = "Plan whose prior decisions are included.")
    String plan;

    private ReviewRequest request;

    @Override
    void validate() {
        var taskFiles = new ArrayList<TaskFile>();
        Path cwd = Path.of("").toAbsolutePath();
        for (String f : files) {
            Path p = Path.of(f);
            String content = null;
            if (Files.isRegularFile(p)) {
                try {
                    content = Files.readString(p, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw DossierException.invalidField("file", "cannot read " + f + " as UTF-8 text: " + e.getMessage());
                }
            }
            Path abs = p.toAbsolutePath().normalize();
            String path = p.isAbsolute() && abs.startsWith(cwd) ? cwd.relativize(abs).toString() : f;
            taskFiles.add(new TaskFile(path, content));
        }
        request = new ReviewRequest(taskFiles, task, model, window, policy, taskOutputTokens, project, plan);
        // an unknown model or policy is reported before the graph is opened (which takes seconds)
        Path config = common.settings().configDir();
        ModelRegistry.load(config).require(model == null ? ReviewAssembler.DEFAULT_MODEL : model);
        Policies.load(config).review().require(policy);
    }

    @Override
    int run(Dossier dossier, PrintWriter out) {
        AssembledContext context = dossier.assembler().assemble(request);
        if (common.json) {
            Output.json(out, JsonViews.review(context));
        } else {
            out.print(context.context());
            out.flush();
            var b = context.budget();
            spec.commandLine().getErr().printf("%n-- %d of %d tokens (%s, %s%s), %d items, %d left out%n", context.tokens(), b.available(),
                    context.model(), context.tokenizer(), context.estimated() ? ", estimated" : "", context.items().size(), context.dropped().size());
            spec.commandLine().getErr().flush();
        }
        return ExitCodes.OK;
    }
}
