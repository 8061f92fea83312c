package dev.dossier.source;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.model.JtokkitCounter;
import dev.dossier.vocabulary.Vocabulary;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A SOP's summary is in every review context its SOP matches, so a derived one is one sentence and bounded
 * ({@code ingestion.summary_max_chars}); one the author gives (front matter {@code summary}, or {@code description}) is kept.
 */
class MarkdownSummaryTest {

    private final MarkdownDocumentReader reader = new MarkdownDocumentReader(Vocabulary.load(null), JtokkitCounter.cl100k(),
            new IngestionPolicy(1 << 20, ChunkPolicy.DEFAULT, null, 60));

    private String summary(String markdown) {
        var outcome = reader.read("sop-a", "/src", "a.md", "a.md", markdown.getBytes(StandardCharsets.UTF_8), "0".repeat(64));
        assertThat(outcome).isInstanceOf(ParseOutcome.Accepted.class);
        return (String) ((ParseOutcome.Accepted) outcome).documents().get(0).properties().get("summary");
    }

    private static String sop(String frontMatter, String body) {
        return "---\ncategory: sop\napplies_to: \"**/*.js\"\nseverity: warning\n" + frontMatter + "---\n" + body;
    }

    @Test
    void aDerivedSummaryIsTheFirstSentenceOfTheFirstParagraph() {
        assertThat(summary(sop("", "# Semicolons\n\nEnd every statement with a semicolon. Automatic insertion has pitfalls, e.g. with"
                + " a line that starts with a bracket.\n\nMore text.\n"))).isEqualTo("End every statement with a semicolon.");
    }

    @Test
    void aLongFirstSentenceIsCutAtAWordWithinTheLimit() {
        String s = summary(sop("", "# Long\n\nThis rule reports every place where a value that could have been written more simply is"
                + " written in a longer form than needed\n"));
        assertThat(s).hasSizeLessThanOrEqualTo(60).endsWith(" …").startsWith("This rule reports every place where a value");
        assertThat(s.substring(0, s.length() - 2)).as("cut at a word").doesNotEndWith(" ").endsWith("could");
    }

    @Test
    void theAuthorsSummaryOrDescriptionIsKeptWhole() {
        String longer = "Disallow the use of variables before they are defined, in any scope, including functions and classes";
        assertThat(summary(sop("description: \"" + longer + "\"\n", "# Rule\n\nSomething else entirely.\n"))).isEqualTo(longer);
        assertThat(summary(sop("summary: \"Given.\"\ndescription: \"Not this.\"\n", "# Rule\n\nBody.\n"))).isEqualTo("Given.");
    }
}
