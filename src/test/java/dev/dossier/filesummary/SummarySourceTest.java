package dev.dossier.filesummary;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link SummarySource} asks the store's cache once per file content, then answers from memory. */
class SummarySourceTest {

    /** A store's cache that records what it was asked. */
    private static final class CountingCache implements SummaryCache {
        final Map<String, FileSummary> stored = new HashMap<>();
        final List<String> gets = new ArrayList<>();

        @Override
        public Optional<FileSummary> get(String key) {
            gets.add(key);
            return Optional.ofNullable(stored.get(key));
        }

        @Override
        public void put(String key, FileSummary summary) {
            stored.put(key, summary);
        }
    }

    @Test
    void aFileSeenBeforeIsNotReadFromTheStoreAgain() {
        var cache = new CountingCache();
        var source = new SummarySource(new FileSummarizer(), cache);
        byte[] v1 = "package a;\n\npublic class A {\n    void run() {}\n}\n".getBytes(StandardCharsets.UTF_8);
        byte[] v2 = "package a;\n\npublic class A {\n    void stop() {}\n}\n".getBytes(StandardCharsets.UTF_8);

        FileSummary first = source.summary("src/A.java", v1);
        FileSummary again = source.summary("src/A.java", v1);
        assertThat(again).isSameAs(first);
        assertThat(cache.gets).hasSize(1);
        assertThat(cache.stored).hasSize(1);

        FileSummary changed = source.summary("src/A.java", v2);
        assertThat(changed.detailed()).contains("stop").doesNotContain("run");
        assertThat(cache.gets).hasSize(2);

        byte[] css = "a { color: red; }\n".getBytes(StandardCharsets.UTF_8); // no outline: only a stub
        assertThat(source.summary("styles/a.css", css)).isSameAs(source.summary("styles/a.css", css));
        assertThat(cache.gets).hasSize(3);

        var fresh = new SummarySource(new FileSummarizer(), cache); // another process: the store's cache answers
        assertThat(fresh.summary("src/A.java", v1)).isEqualTo(first);
        assertThat(cache.stored).hasSize(3);
    }
}
