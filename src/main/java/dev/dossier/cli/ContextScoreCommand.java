package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.embedding.Embedder;
import dev.dossier.relevance.RelevanceScorers;
import dev.dossier.relevance.RelevanceSettings;
import jakarta.inject.Named;
import io.micronaut.context.BeanProvider;
import jakarta.inject.Inject;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.scoring.ItemScore;
import dev.dossier.knowledge.KnowledgeCandidate;
import dev.dossier.knowledge.KnowledgePolicies;
import dev.dossier.scoring.Mentions;
import dev.dossier.scoring.MultiFactorScore;
import dev.dossier.relevance.Evidence;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dossier context-score FILE --task TEXT}: how relevant a file is to a task (seed 004). Task alignment is
 * the calibrated hybrid relevance (local embeddings + lexical evidence, ADR 0003); the multi-factor score adds
 * recency (the file's modification time), {@code @path} mentions in the task, file type and source type.
 */
@Prototype
@Command(name = "context-score", mixinStandardHelpOptions = true,
        description = "Score a file's relevance to a task: calibrated hybrid alignment and the multi-factor score with its tier.")
final class ContextScoreCommand extends OfflineCommand {

    @Parameters(paramLabel = "FILE", description = "The file to score.")
    Path file;

    @Option(names = "--task", paramLabel = "TEXT", required = true, description = "The task to score against (@path mentions count).")
    String task;


    @Inject
    BeanProvider<RelevanceSettings> relevance;

    /** The embedding model itself: stored vectors would need the graph, and this command opens none. */
    @Inject
    @Named("model")
    BeanProvider<Embedder> model;

    @Inject
    BeanProvider<KnowledgePolicies> policies;

    @Override
    int run(PrintWriter out) {
        if (task.isBlank()) {
            throw DossierException.invalidField("task", "--task must be a non-empty task text");
        }
        if (!Files.isRegularFile(file)) {
            throw new DossierException(ErrorCode.NOT_FOUND, "no file " + file + " to score", java.util.Map.of("field", "file"));
        }
        String text;
        Instant modified;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
            modified = Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            throw DossierException.invalidField("file", "cannot read " + file + " as UTF-8 text: " + e.getMessage());
        }
        Evidence evidence = RelevanceScorers.hybrid(relevance.get(), model.get()).evidence(task, List.of(text)).get(0);
        String path = file.toString().replace('\\', '/');
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        String type = name.endsWith(".md") || name.endsWith(".markdown") ? "markdown" : "file";
        var candidate = new KnowledgeCandidate(path, file.getFileName().toString(), path, type, text, modified, evidence.score(), null);
        ItemScore score = new MultiFactorScore(policies.get().scoring(), Instant.now()).score(candidate, Mentions.in(List.of(task)));
        if (json) {
            var m = new LinkedHashMap<String, Object>();
            m.put("file", path);
            m.put("task", task);
            m.put("alignment", round(evidence.score()));
            m.put("cosine", round(evidence.cosine()));
            m.put("lexical", round(evidence.lexical()));
            m.put("recency", score.recency() == null ? null : round(score.recency()));
            m.put("mentions", score.mentions());
            m.put("file_class", score.fileClass());
            m.put("source_weight", score.sourceWeight());
            m.put("score", round(score.score()));
            m.put("tier", score.tier().label());
            Output.json(out, m);
        } else {
            out.printf(Locale.ROOT, "%s: score %.3f (%s)%n  alignment %.3f (cosine %.3f, lexical %.3f), recency %s, mentions %d, file class %s%n", path,
                    score.score(), score.tier().label(), evidence.score(), evidence.cosine(), evidence.lexical(),
                    score.recency() == null ? "unknown" : String.format(Locale.ROOT, "%.3f", score.recency()), score.mentions(), score.fileClass());
            out.flush();
        }
        return ExitCodes.OK;
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
