package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import io.micronaut.context.BeanProvider;
import jakarta.inject.Inject;
import dev.dossier.error.DossierException;
import dev.dossier.filesummary.FileSummarizer;
import dev.dossier.filesummary.FileSummary;
import dev.dossier.knowledge.KnowledgeSummarizer;
import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dossier summarize FILE --level LEVEL}: a file at one summarization level, without an LLM. Source code
 * (Java, Go, Python, JS/TS) gets the code-aware outline; markdown and other text the knowledge summarizer
 * (structure kept for detailed, query-aware extractive selection for summary).
 */
@Prototype
@Command(name = "summarize", mixinStandardHelpOptions = true,
        description = "Print a file at a summarization level: full, detailed (<= 2000 tokens), summary (<= 500) or stub (<= 100).")
final class SummarizeCommand extends OfflineCommand {

    private static final Set<String> CODE = Set.of("java", "go", "python", "javascript", "typescript");

    @Parameters(paramLabel = "FILE", description = "The file to summarize.")
    Path file;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "summary", description = "full, detailed, summary or stub (default ${DEFAULT-VALUE}).")
    String level;

    @Option(names = "--query", paramLabel = "TEXT", description = "Select the summary's sentences for this query.")
    String query;

    @Option(names = "--model", paramLabel = "NAME", defaultValue = "gpt-4o", description = "Model whose tokenizer counts the caps (default ${DEFAULT-VALUE}).")
    String model;


    @Inject
    BeanProvider<ModelRegistry> models;

    @Inject
    BeanProvider<FileSummarizer> files;

    @Inject
    BeanProvider<KnowledgeSummarizer> knowledge;

    @Override
    int run(PrintWriter out) {
        String lvl = level.toLowerCase(Locale.ROOT);
        if (!Set.of("full", "detailed", "summary", "stub").contains(lvl)) {
            throw DossierException.invalidField("level", "--level must be full, detailed, summary or stub, got '" + level + "'");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw DossierException.invalidField("file", "cannot read " + file + ": " + e.getMessage());
        }
        var registry = models.get();
        TokenCounter counter = registry.counter(registry.require(model));
        String path = file.toString();
        FileSummary code = files.get().summarize(path, bytes);
        String text;
        String method;
        if (lvl.equals("full")) {
            text = new String(bytes, StandardCharsets.UTF_8);
            method = "full";
        } else if (CODE.contains(code.language()) && code.outlined()) {
            text = lvl.equals("detailed") ? code.detailed() : lvl.equals("summary") ? code.summary() : code.stub();
            method = "code outline (" + code.language() + ")";
        } else if (code.language().equals("binary")) {
            text = code.stub();
            method = "stub (binary content)";
        } else {
            var summarizer = knowledge.get();
            String content = new String(bytes, StandardCharsets.UTF_8);
            String title = file.getFileName().toString();
            var summaries = summarizer.summarize(title, path + " (" + code.language() + ", " + bytes.length + " bytes)", content,
                    query == null ? "" : query, counter);
            text = lvl.equals("detailed") ? summaries.detailed() : lvl.equals("summary") ? summaries.summary() : summaries.stub();
            method = "knowledge summarizer";
        }
        int tokens = counter.count(text);
        if (json) {
            var m = new LinkedHashMap<String, Object>();
            m.put("file", path);
            m.put("level", lvl);
            m.put("method", method);
            m.put("tokens", tokens);
            m.put("file_tokens", counter.count(new String(bytes, StandardCharsets.UTF_8)));
            m.put("text", text);
            Output.json(out, m);
        } else {
            out.println(text);
            out.flush();
            spec.commandLine().getErr().printf("%n-- %s, %s: %d tokens (%s)%n", path, lvl, tokens, method);
            spec.commandLine().getErr().flush();
        }
        return ExitCodes.OK;
    }
}
