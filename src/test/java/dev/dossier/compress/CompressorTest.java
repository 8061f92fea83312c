package dev.dossier.compress;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.model.JtokkitCounter;
import dev.dossier.model.TokenCounter;
import org.junit.jupiter.api.Test;

/** The compressor's three outcomes, for a conversation turn and for a document. */
class CompressorTest {

    private static final TokenCounter COUNTER = JtokkitCounter.cl100k();
    private final Compressor compressor = new Compressor(COUNTER);

    @Test
    void aShortTurnThatFitsIsUnchanged() {
        var c = compressor.summarize("Please run `mvn verify` before you push.", "build", 50);
        assertThat(c).isInstanceOf(Compressed.Unchanged.class);
        assertThat(c.text()).isEqualTo("Please run `mvn verify` before you push.");
        assertThat(c.tokens()).isEqualTo(COUNTER.count(c.text()));
    }

    @Test
    void aLongTurnIsReducedToTheSentencesThatMatterWithinTheLimit() {
        String turn = "I looked at the failing build this morning. The weather was nice, so I went for a walk first. "
                + "The build fails because `OAuthClient` throws on an expired token. Lunch was late. "
                + "We must refresh the token before each call. My cat sat on the keyboard twice.";
        var c = compressor.summarize(turn, "why does the build fail on the token?", 30);
        assertThat(c).isInstanceOf(Compressed.Reduced.class);
        var r = (Compressed.Reduced) c;
        assertThat(r.tokens()).isLessThanOrEqualTo(30).isEqualTo(COUNTER.count(r.text()));
        assertThat(r.text()).contains("`OAuthClient`").doesNotContain("cat");
    }

    @Test
    void nothingFittingIsTooLarge() {
        var c = compressor.summarize("A single sentence that is far too long to fit into a limit of one token.", "", 1);
        assertThat(c).isInstanceOf(Compressed.TooLarge.class);
        assertThat(c.text()).isEmpty();
        assertThat(((Compressed.TooLarge) c).maxTokens()).isEqualTo(1);
    }

    @Test
    void anOutlineKeepsHeadingsAndFirstSentences() {
        String doc = "# Guide\n\nThis guide explains the setup. It has many details that an outline leaves out.\n\n"
                + "## Install\n\nRun the installer. Then restart the machine and wait.\n";
        var c = compressor.outline(doc, 100);
        assertThat(c).isInstanceOf(Compressed.Reduced.class);
        assertThat(c.text()).contains("# Guide", "This guide explains the setup.", "## Install", "Run the installer.")
                .doesNotContain("restart");
        assertThat(Compressor.lead(doc)).isEqualTo("This guide explains the setup.");
    }
}
