package dev.dossier.source;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.model.JtokkitCounter;
import dev.dossier.testing.SopFiles;
import dev.dossier.vocabulary.Vocabulary;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * SOPs are chunked by {@code ingestion.sop_chunking} (about a markdown section, so the reviewer's breadth-first packing
 * gives more SOPs content), knowledge documents by {@code ingestion.chunking} (ADR 0002, decision 9).
 */
class SopChunkingTest {

    private final MarkdownDocumentReader reader = new MarkdownDocumentReader(Vocabulary.load(null), JtokkitCounter.cl100k(),
            IngestionPolicy.load(null));

    private List<DocumentWrite.ChunkWrite> chunks(String markdown) {
        var outcome = reader.read("doc", "/src", "doc.md", "doc.md", markdown.getBytes(StandardCharsets.UTF_8), "0".repeat(64));
        assertThat(outcome).isInstanceOf(ParseOutcome.Accepted.class);
        return ((ParseOutcome.Accepted) outcome).documents().get(0).chunks();
    }

    @Test
    void theSameBodyIsCutIntoSectionsAsASopAndMergedAsKnowledge() {
        String sop = SopFiles.sop("category: sop\napplies_to: \"*.java\"\nseverity: warning", "Retries", "retry handling", 6);
        String knowledge = SopFiles.sop("category: reference", "Retries", "retry handling", 6);
        var policy = IngestionPolicy.load(null);
        assertThat(policy.sopChunking().max()).isLessThan(policy.chunking().max());

        var sopChunks = chunks(sop);
        assertThat(sopChunks).as("six detail sections of about 130 tokens each: a chunk each").hasSizeGreaterThanOrEqualTo(6);
        assertThat(sopChunks).allSatisfy(c -> assertThat((Integer) c.properties().get("token_count")).isLessThanOrEqualTo(policy.sopChunking().max()));
        assertThat(chunks(knowledge)).as("knowledge merges sections up to chunking.min (200 tokens)").hasSizeLessThan(sopChunks.size());
    }

    @Test
    void withoutSopChunkingSopsAreChunkedAsKnowledgeIs() {
        var policy = new IngestionPolicy(1 << 20, ChunkPolicy.DEFAULT, null, 200);
        assertThat(policy.sopChunking()).isEqualTo(ChunkPolicy.DEFAULT);
        assertThat(policy.fingerprint()).isNotEqualTo(IngestionPolicy.load(null).fingerprint());
    }
}
