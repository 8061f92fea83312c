package dev.dossier.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import dev.dossier.app.Dossier;
import dev.dossier.assembly.AssembledContext;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.TaskFile;
import dev.dossier.testing.TestDossier;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The stylelint SOP data set (186 SOPs, 224 CSS/SCSS review tasks) through the real pipeline: ingestion
 * into embedded Neo4j, then one assembly per task at two windows, each checked against its budget and
 * against an independent o200k recount of the returned context.
 *
 * <p>The data set lives outside the repository at {@code ../shared/data/sop-stylelint} (relative to the
 * repository root, the working directory of Maven tests); without it the test is skipped.
 */
class StylelintIT {

    static final Path DATA = Path.of("..", "shared", "data", "sop-stylelint");
    static final int[] WINDOWS = {32000, 64000};

    private static final Encoding O200K = Encodings.newDefaultEncodingRegistry().getEncoding(EncodingType.O200K_BASE);

    record Task(String id, String file, String content) {
    }

    static List<Task> tasks;

    @BeforeAll
    static void data() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(DATA.resolve("sops")) && Files.isRegularFile(DATA.resolve("tasks.jsonl")),
                "stylelint data set not found at " + DATA.toAbsolutePath().normalize()
                        + " (expected sops/ and tasks.jsonl; it is shared data outside the repository)");
        var json = new ObjectMapper();
        tasks = new ArrayList<>();
        for (String line : Files.readAllLines(DATA.resolve("tasks.jsonl"))) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode t = json.readTree(line);
            String file = t.get("file").asText();
            tasks.add(new Task(t.get("task_id").asText(), file, Files.readString(DATA.resolve(file))));
        }
    }

    @Test
    void ingestsAllSopsAndEveryAssemblyFitsItsBudgetWithExactTokenCounts() throws Exception {
        Dossier dossier = TestDossier.fresh();
        long t0 = System.nanoTime();
        var report = dossier.sync().sync(List.of(DATA.resolve("sops")));
        long t1 = System.nanoTime();
        assertThat(report.rejected()).as("rejected SOPs").isEmpty();
        assertThat(report.ingested()).as("ingested SOPs").isEqualTo(186);
        assertThat(dossier.documents().sops()).as("SOPs read back from the graph").hasSize(186);
        assertThat(tasks).hasSize(224);

        // 448 independent assemblies; spread over the available cores (the assembler serves concurrent HTTP
        // requests, so it must be safe to share). Failures are collected and reported together.
        var failures = new ConcurrentLinkedQueue<String>();
        var done = new AtomicInteger();
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            var futures = new ArrayList<Future<?>>();
            for (Task task : tasks) {
                for (int window : WINDOWS) {
                    futures.add(pool.submit(() -> check(dossier, task, window, failures, done)));
                }
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        long t2 = System.nanoTime();
        System.out.printf(Locale.ROOT, "StylelintIT: ingestion of 186 SOPs %.1f s; %d assemblies on %d threads %.1f s%n",
                (t1 - t0) / 1e9, done.get(), threads, (t2 - t1) / 1e9);
        assertThat(failures).as("%d assembly checks failed; the first ones:%n%s", failures.size(),
                String.join("\n", failures.stream().limit(5).toList())).isEmpty();
        assertThat(done.get()).as("assemblies completed").isEqualTo(tasks.size() * WINDOWS.length);
    }

    private static void check(Dossier dossier, Task task, int window, Collection<String> failures, AtomicInteger done) {
        String where = task.id() + " (" + task.file() + ") at window " + window;
        AssembledContext c;
        try {
            c = dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile(task.file(), task.content())),
                    "Review this stylesheet", "gpt-4o", window, null, 0));
        } catch (RuntimeException e) {
            var trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            failures.add(where + ": threw " + trace);
            return;
        }
        done.incrementAndGet();
        int available = c.budget().available();
        if (c.tokens() > available) {
            failures.add(where + ": tokens " + c.tokens() + " > budget().available() " + available);
        }
        int recount = O200K.countTokensOrdinary(c.context());
        if (c.tokens() != recount) {
            failures.add(where + ": tokens " + c.tokens() + " but an o200k recount of context() gives " + recount);
        }
        if (c.budget().used() != c.tokens()) {
            failures.add(where + ": budget().used() " + c.budget().used() + " != tokens " + c.tokens());
        }
        long sops = c.items().stream().filter(i -> i.section() == dev.dossier.assembly.Section.SOP).count();
        if (sops != 186) {
            failures.add(where + ": " + sops + " SOP items, expected one per applicable SOP (186)");
        }
        if (c.items().stream().noneMatch(i -> i.section() == dev.dossier.assembly.Section.FILE_SUMMARY)
                && c.dropped().stream().noneMatch(d -> d.section() == dev.dossier.assembly.Section.FILE_SUMMARY)) {
            failures.add(where + ": the task file (sent with its content) has no file summary, included or dropped");
        }
    }
}
