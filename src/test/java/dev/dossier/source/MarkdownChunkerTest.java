package dev.dossier.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import dev.dossier.model.TokenCounter;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class MarkdownChunkerTest {

    private static final Cl100k COUNTER = new Cl100k();
    private static final ChunkPolicy SMALL = new ChunkPolicy(60, 100, 20);

    private static final class Cl100k implements TokenCounter {
        private final Encoding encoding =
                Encodings.newDefaultEncodingRegistry().getEncoding(EncodingType.CL100K_BASE);

        @Override
        public int count(String text) {
            return encoding.countTokens(text);
        }

        @Override
        public String name() {
            return "cl100k_base";
        }

        @Override
        public boolean estimated() {
            return false;
        }
    }

    private static List<Chunk> chunk(ChunkPolicy policy, String body) {
        return new MarkdownChunker(COUNTER, policy).chunk(body);
    }

    private static String paragraphs(int n) {
        return IntStream.range(0, n)
                .mapToObj(i -> "Paragraph " + i + " explains one rule of the style guide in a couple of plain words.")
                .collect(Collectors.joining("\n\n"));
    }

    @Test
    void smallDocumentIsOneChunkWithOriginalText() {
        String body = "# Error Handling\n\nWrap **every** call, see [docs](http://x.y).\n\n"
                + "## Requirements\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
        List<Chunk> chunks = chunk(ChunkPolicy.DEFAULT, body);
        assertThat(chunks).hasSize(1);
        assertThat(chunks.get(0).content()).isEqualTo(body.strip());
        assertThat(chunks.get(0).section()).isEqualTo("Error Handling");
    }

    @Test
    void headingsGiveSectionPathsWithoutTheTitle() {
        String body = "# Error Handling\n\nIntro.\n\n## Requirements\n\nMust.\n\n### Details\n\nMore.\n\n"
                + "## Examples\n\nSome.\n\n### Bad\n\nx\n\n### Good\n\ny\n";
        List<Chunk> chunks = chunk(new ChunkPolicy(20, 40, 1), body);
        assertThat(chunks).extracting(Chunk::section).containsExactly("Error Handling", "Requirements",
                "Requirements > Details", "Examples", "Examples > Bad", "Examples > Good");
        assertThat(chunks.get(4).content()).isEqualTo("### Bad\n\nx");
    }

    @Test
    void textBeforeFirstHeadingHasEmptySectionAndSeveralTitlesAreKeptInPaths() {
        String body = "Preface.\n\n# A\n\nText a.\n\n## B\n\nText b.\n\n# C\n\nText c.\n";
        List<Chunk> chunks = chunk(new ChunkPolicy(20, 40, 1), body);
        assertThat(chunks).extracting(Chunk::section).containsExactly("", "A", "A > B", "C");
    }

    @Test
    void longSectionIsSplitAtBlocksAndNoChunkExceedsMax() {
        String body = "## Long\n\n" + paragraphs(12);
        List<Chunk> chunks = chunk(SMALL, body);
        assertThat(chunks.size()).isGreaterThan(2);
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.tokens()).isLessThanOrEqualTo(100);
            assertThat(c.section()).isEqualTo("Long");
            assertThat(c.content()).endsWith("words.");
        });
        for (int i = 0; i < 12; i++) {
            String p = "Paragraph " + i + " ";
            assertThat(chunks).filteredOn(c -> c.content().contains(p)).hasSize(1);
        }
    }

    @Test
    void hugeCodeFenceIsNeverSplit() {
        String fence = "```java\n" + IntStream.range(0, 60)
                .mapToObj(i -> "int value" + i + " = compute(" + i + ", \"text. More text\");")
                .collect(Collectors.joining("\n\n")) + "\n```";
        String body = "## Code\n\nBefore the fence.\n\n" + fence + "\n\nAfter the fence.\n";
        List<Chunk> chunks = chunk(SMALL, body);
        List<Chunk> withFence = chunks.stream().filter(c -> c.content().contains("```")).toList();
        assertThat(withFence).hasSize(1);
        assertThat(withFence.get(0).content()).isEqualTo(fence);
        assertThat(withFence.get(0).tokens()).isGreaterThan(100);
        assertThat(chunks).filteredOn(c -> c != withFence.get(0)).allSatisfy(c ->
                assertThat(c.tokens()).isLessThanOrEqualTo(100));
    }

    @Test
    void fenceNestedInOversizedListIsKeptWhole() {
        String fence = "```\n" + IntStream.range(0, 40).mapToObj(i -> "  line " + i + ". next")
                .collect(Collectors.joining("\n\n  ")) + "\n  ```";
        String body = "- first item\n\n- second item\n\n  " + fence + "\n\n- third item\n";
        List<Chunk> chunks = chunk(SMALL, body);
        assertThat(chunks).filteredOn(c -> c.content().contains("```")).singleElement()
                .satisfies(c -> assertThat(c.content()).contains(fence));
    }

    @Test
    void giantParagraphIsSplitBySentences() {
        String body = IntStream.range(0, 40).mapToObj(i -> "Sentence number " + i + " states a fact.")
                .collect(Collectors.joining(" "));
        List<Chunk> chunks = chunk(SMALL, body);
        assertThat(chunks.size()).isGreaterThan(3);
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.tokens()).isLessThanOrEqualTo(100);
            assertThat(c.section()).isEmpty();
            assertThat(c.content()).startsWith("Sentence number ").endsWith("states a fact.");
        });
        assertThat(chunks.stream().map(Chunk::content).collect(Collectors.joining(" "))).isEqualTo(body);
    }

    @Test
    void giantSentenceWithoutPunctuationIsHardCut() {
        String body = IntStream.range(0, 200).mapToObj(i -> "antidisestablishmentarian" + i)
                .collect(Collectors.joining(" "));
        List<Chunk> chunks = chunk(SMALL, body);
        assertThat(chunks.size()).isGreaterThan(5);
        assertThat(chunks).allSatisfy(c -> assertThat(c.tokens()).isBetween(1, 100));
        assertThat(chunks.stream().map(Chunk::content).collect(Collectors.joining(" "))).isEqualTo(body);
    }

    @Test
    void hardCutWorksWithoutAnyWhitespace() {
        String body = "x".repeat(3000) + "é".repeat(500);
        List<Chunk> chunks = chunk(SMALL, body);
        assertThat(chunks.size()).isGreaterThan(1);
        assertThat(chunks).allSatisfy(c -> assertThat(c.tokens()).isLessThanOrEqualTo(100));
        assertThat(chunks.stream().map(Chunk::content).collect(Collectors.joining())).isEqualTo(body);
    }

    @Test
    void tinySectionsAreMergedIntoTheFirstSection() {
        String body = IntStream.range(0, 8).mapToObj(i -> "## Part " + i + "\n\nShort text " + i + ".")
                .collect(Collectors.joining("\n\n"));
        List<Chunk> chunks = chunk(SMALL, body);
        assertThat(chunks.size()).isBetween(2, 4);
        assertThat(chunks.get(0).section()).isEqualTo("Part 0");
        assertThat(chunks).allSatisfy(c -> assertThat(c.tokens()).isBetween(20, 100));
        assertThat(chunks.stream().mapToInt(c -> c.content().split("## Part", -1).length - 1).sum()).isEqualTo(8);
    }

    @Test
    void smallLastPieceIsMergedIntoThePrecedingOne() {
        String body = "## Big\n\n" + paragraphs(2) + "\n\n## Tail\n\nEnd.";
        List<Chunk> chunks = chunk(SMALL, body);
        assertThat(chunks).hasSize(1);
        assertThat(chunks.get(0).section()).isEqualTo("Big");
        assertThat(chunks.get(0).content()).endsWith("## Tail\n\nEnd.");
    }

    @Test
    void tokensEqualTheCountersCountAndChunksKeepDocumentOrder() {
        String body = "# T\n\nIntro text.\n\n## A\n\n" + paragraphs(9) + "\n\n## B\n\n- one\n- two\n\n> quoted "
                + "x ".repeat(300) + "\n\n```\ncode\n```\n";
        List<Chunk> chunks = chunk(SMALL, body);
        assertThat(chunks.size()).isGreaterThan(3);
        int from = 0;
        for (Chunk c : chunks) {
            assertThat(c.tokens()).isEqualTo(COUNTER.count(c.content()));
            int at = body.indexOf(c.content(), from);
            assertThat(at).isGreaterThanOrEqualTo(from);
            from = at + c.content().length();
        }
    }

    @Test
    void emptyOrBlankBodyGivesNoChunks() {
        assertThat(chunk(SMALL, "")).isEmpty();
        assertThat(chunk(SMALL, "  \n\n\t\n")).isEmpty();
    }

    @Test
    void chunkingIsDeterministic() {
        String body = "# T\n\n" + paragraphs(20) + "\n\n## S\n\n" + "lorem ipsum ".repeat(200);
        List<Chunk> first = chunk(SMALL, body);
        assertThat(first.size()).isGreaterThan(1);
        assertThat(chunk(SMALL, body)).isEqualTo(first);
        assertThat(new MarkdownChunker(new Cl100k(), SMALL).chunk(body)).isEqualTo(first);
    }

    @Test
    void chunkRecordValidatesItsFields() {
        assertThatThrownBy(() -> new Chunk(null, "x", 1)).hasMessageContaining("section");
        assertThatThrownBy(() -> new Chunk("", null, 1)).hasMessageContaining("content");
        assertThatThrownBy(() -> new Chunk("", " \n", 1)).hasMessageContaining("content");
        assertThatThrownBy(() -> new Chunk("", "x", -1)).hasMessageContaining("tokens");
        assertThat(new Chunk("", "x", 0).tokens()).isZero();
    }
}
