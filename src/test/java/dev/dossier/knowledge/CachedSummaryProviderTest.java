package dev.dossier.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.model.JtokkitCounter;
import dev.dossier.model.TokenCounter;
import java.util.HashMap;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The cache only saves work: hits are read, misses stored, and a failing cache is bypassed. */
class CachedSummaryProviderTest {

    private final KnowledgeSummarizer summarizer = new KnowledgeSummarizer();
    private final TokenCounter counter = JtokkitCounter.cl100k();
    private final KnowledgeCandidate candidate = new KnowledgeCandidate("npm-install", "npm install", "docs/npm-install.md", "man",
            Docs.npmInstall(), KnowledgeAssemblerTest.NOW, 0.8, null);

    @Test
    void aMissIsStoredOnceAndTheNextCallReadsIt() {
        var stored = new HashMap<String, Summaries>();
        var puts = new int[1];
        KnowledgeSummaryCache cache = new KnowledgeSummaryCache() {
            @Override
            public Optional<Summaries> get(String key) {
                return Optional.ofNullable(stored.get(key));
            }

            @Override
            public void put(String documentId, String key, String sourceHash, Summaries levels) {
                puts[0]++;
                stored.put(key, levels);
            }
        };
        var provider = new CachedSummaryProvider(summarizer, cache);

        Summaries first = provider.summaries(candidate, "", counter);
        Summaries second = provider.summaries(candidate, "", counter);

        assertThat(puts[0]).isEqualTo(1);
        assertThat(second).isEqualTo(first);
        assertThat(first).isEqualTo(summarizer.summarize(candidate.title(), candidate.metaLine(), candidate.text(), "", counter));
    }

    @Test
    void aFailingCacheIsBypassedAndTheSummariesAreMadeAfresh() {
        KnowledgeSummaryCache broken = new KnowledgeSummaryCache() {
            @Override
            public Optional<Summaries> get(String key) {
                throw new IllegalStateException("graph unavailable");
            }

            @Override
            public void put(String documentId, String key, String sourceHash, Summaries levels) {
                throw new IllegalStateException("graph unavailable");
            }
        };

        Summaries levels = new CachedSummaryProvider(summarizer, broken).summaries(candidate, "install a package", counter);

        assertThat(levels.detailed()).isEqualTo(summarizer.summarize(candidate.title(), candidate.metaLine(), candidate.text(), "", counter).detailed());
        assertThat(levels.summary()).isNotBlank();
    }
}
