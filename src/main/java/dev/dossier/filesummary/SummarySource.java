package dev.dossier.filesummary;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.dossier.assembly.ExtraCandidate;
import dev.dossier.assembly.ExtraSource;
import dev.dossier.assembly.Level;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.Section;
import dev.dossier.assembly.TaskFile;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;

/**
 * Summaries of the task's files (those sent with their content) as context candidates, with the levels
 * detailed → summary → stub the budget ladder trims through. Summaries are cached by content hash, so a file
 * is parsed once however many reviews include it.
 */
public final class SummarySource implements ExtraSource {

    /** Bump when the summarizer's output changes, so cached summaries of the old form are not reused. */
    static final String VERSION = "3";

    /** Characters of summaries kept in memory in front of the store's cache (keys are content hashes: never stale). */
    private static final long RECENT_CHARS = 8_000_000;

    private final FileSummarizer summarizer;
    private final SummaryCache cache;
    private final Cache<String, FileSummary> recent = Caffeine.newBuilder().maximumWeight(RECENT_CHARS)
            .<String, FileSummary>weigher((k, s) -> length(s.detailed()) + length(s.summary()) + s.stub().length()).build();

    private static int length(String text) {
        return text == null ? 0 : text.length();
    }

    public SummarySource(FileSummarizer summarizer, SummaryCache cache) {
        this.summarizer = summarizer;
        this.cache = cache;
    }

    /** The cache key: SHA-256 over the summarizer version, the path and the content. */
    public static String key(String path, byte[] content) {
        try {
            var digest = MessageDigest.getInstance("SHA-256");
            digest.update((VERSION + "\n" + path + "\n").getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest.digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    /**
     * The summary of one file: from memory, else from the store's cache, else made (and cached) now. Agents send the
     * same files turn after turn, so memory saves the store a read per file per review.
     */
    public FileSummary summary(String path, byte[] content) {
        String key = key(path, content);
        return recent.get(key, k -> cache.get(k).orElseGet(() -> {
            FileSummary made = summarizer.summarize(path, content);
            cache.put(k, made);
            return made;
        }));
    }

    @Override
    public List<ExtraCandidate> candidates(ReviewRequest request, Function<List<String>, List<Double>> relevance) {
        var summaries = new ArrayList<FileSummary>();
        var keys = new ArrayList<String>();
        var seen = new java.util.HashSet<String>();
        for (TaskFile f : request.files()) {
            if (f.content() == null || !seen.add(f.path())) {
                continue;
            }
            byte[] bytes = f.content().getBytes(StandardCharsets.UTF_8);
            summaries.add(summary(f.path(), bytes));
            keys.add(key(f.path(), bytes));
        }
        if (summaries.isEmpty()) {
            return List.of();
        }
        List<Double> scores = relevance.apply(summaries.stream().map(s -> s.outlined() ? s.summary() : s.stub()).toList());
        var out = new ArrayList<ExtraCandidate>();
        for (int i = 0; i < summaries.size(); i++) {
            FileSummary s = summaries.get(i);
            var levels = new ArrayList<ExtraCandidate.Rendering>();
            if (s.outlined()) {
                levels.add(new ExtraCandidate.Rendering(Level.DETAILED, s.detailed()));
                if (!s.summary().equals(s.detailed())) {
                    levels.add(new ExtraCandidate.Rendering(Level.SUMMARY, s.summary()));
                }
            }
            levels.add(new ExtraCandidate.Rendering(Level.STUB, s.stub()));
            out.add(new ExtraCandidate("file:" + s.path(), Section.FILE_SUMMARY, levels, scores.get(i), 1.0, List.of("sha256:" + keys.get(i))));
        }
        return out;
    }
}
