package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.budget.ReviewPolicies;
import dev.dossier.assembly.ReviewAssembler;
import dev.dossier.assembly.UnifiedDiff;
import dev.dossier.app.Policies;
import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.FileInput;
import dev.dossier.contract.ReviewContextRequest;
import dev.dossier.contract.ReviewContextResponse;
import dev.dossier.model.ModelRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dossier assemble}: prints the reviewer context for a task (the same request and answer as POST /v1/context/review). */
@Prototype
@Command(name = "assemble", mixinStandardHelpOptions = true,
        description = {"Assemble the reviewer context for a task's files within the model's token budget.",
                "Files that exist on disk are read, so their contents inform relevance and the task-output reserve.",
                "Talks to the 'dossier serve' of the data directory when one runs; otherwise opens the graph."})
final class AssembleCommand extends ApiCommand {

    @Option(names = "--file", paramLabel = "PATH", description = "A file of the task (repeatable; at least one, or --diff).")
    List<String> files = new ArrayList<>();

    @Option(names = "--diff", paramLabel = "PATCH", description = {"The change under review as a unified diff (git diff > change.patch):",
            "its files join the task, and the lines it adds weigh in relevance beside the whole files."})
    Path diff;

    @Option(names = "--task", paramLabel = "TEXT", description = "Task description.")
    String task;

    @Option(names = "--model", paramLabel = "NAME", description = "Model from the registry (default gpt-4o; see dossier models).")
    String model;

    @Option(names = "--window", paramLabel = "N", description = "Context window in tokens (at most the model's).")
    Integer window;

    @Option(names = "--policy", paramLabel = "NAME", description = "Budget policy: severity-shares (default), relevance-first or must-fit.")
    String policy;

    @Option(names = "--task-output-tokens", paramLabel = "N", description = "Tokens of the work under review (default: tokens of the files read).")
    Integer taskOutputTokens;

    @Option(names = "--project", paramLabel = "P", description = "Project whose learned conventions apply.")
    String project;

    @Option(names = "--plan", paramLabel = "ID", description = "Plan whose prior decisions are included.")
    String plan;

    @Option(names = "--task-id", paramLabel = "ID", description = "Task whose latest gate report (dossier gates run --task) is included.")
    String taskId;

    private ReviewContextRequest request;

    @Override
    void validate() {
        Map<String, String> diffs = diff == null ? Map.of() : diffs(diff);
        if (files.isEmpty() && diffs.isEmpty()) {
            throw ContractErrors.invalid("missing_file", "--file", "give at least one --file PATH, or --diff PATCH with the change under review");
        }
        var inputs = new ArrayList<FileInput>();
        var named = new LinkedHashSet<String>();
        Path cwd = Path.of("").toAbsolutePath();
        for (String f : files) {
            Path p = Path.of(f);
            Path abs = p.toAbsolutePath().normalize();
            String path = p.isAbsolute() && abs.startsWith(cwd) ? cwd.relativize(abs).toString() : f;
            named.add(path);
            inputs.add(new FileInput(path, read(p, f), diffs.get(path)));
        }
        diffs.forEach((path, part) -> {
            if (!named.contains(path)) {
                inputs.add(new FileInput(path, read(Path.of(path), path), part));
            }
        });
        request = new ReviewContextRequest(inputs, task, model, window, policy, taskOutputTokens, project, plan, taskId);
    }

    /** The file's text when it exists on disk, else null (the path alone). */
    private static String read(Path p, String shown) {
        if (!Files.isRegularFile(p)) {
            return null;
        }
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw ContractErrors.invalid("unreadable_file", "file", "cannot read " + shown + " as UTF-8 text: " + e.getClass().getSimpleName());
        }
    }

    /** The patch split by file; an error when it cannot be read or names no file. */
    private static Map<String, String> diffs(Path patch) {
        String text;
        try {
            text = Files.readString(patch, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw ContractErrors.invalid("unreadable_file", "--diff", "cannot read --diff " + patch + " as UTF-8 text: " + e.getClass().getSimpleName());
        }
        var byFile = UnifiedDiff.byFile(text);
        if (byFile.isEmpty()) {
            throw ContractErrors.invalid("invalid_diff", "--diff", "--diff " + patch + " names no changed file (no '--- a/PATH' and '+++ b/PATH'"
                    + " header lines); give the output of git diff");
        }
        return byFile;
    }

    @Override
    void checkLocally() {
        // every check that needs no graph runs before it opens: constraints, limits, model, window, policy
        contract.get().reviewRequest(request);
        contract.get().models().require(model == null ? ReviewAssembler.DEFAULT_MODEL : model);
        services.getBean(ReviewPolicies.class).require(policy);
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        ReviewContextResponse context = api.reviewContext(request);
        if (common.json) {
            Output.json(out, context);
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
