package dev.dossier.code;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ExampleReaderTest {

    private final ExampleReader reader = new ExampleReader(dev.dossier.assembly.ReviewEvidenceSettings.load(null).cues());

    @Test
    void stylelintStyleParagraphsMarkWhatFollowsThem() {
        String md = """
                # number-leading-zero

                ```css
                a { line-height: 0.5; }
                ```

                The following patterns are considered problems:

                <!-- prettier-ignore -->
                ```css
                a { line-height: .5; }
                ```

                ```css
                a { transform: translate(2px, .4px); }
                ```

                The following patterns are _not_ considered problems:

                ```css
                a { line-height: 0.5; }
                ```

                ```json
                {"rules": {"number-leading-zero": "always"}}
                ```
                """;
        List<CodeExample> examples = reader.read(md, Optional.empty());
        assertThat(examples).extracting(CodeExample::polarity)
                .containsExactly(Polarity.NEUTRAL, Polarity.INCORRECT, Polarity.INCORRECT, Polarity.CORRECT);
        assertThat(examples).allMatch(e -> e.grammar().equals(Optional.of(Grammar.CSS)));
    }

    @Test
    void eslintStyleEmphasisAndHeadingsResetPolarity() {
        String md = """
                Examples of **incorrect** code for this rule:

                ```js
                var x = 1;
                ```

                Examples of **correct** code for this rule:

                ```js
                let x = 1;
                ```

                ## Options

                ```js
                const y = 2;
                ```
                """;
        assertThat(reader.read(md, Optional.empty())).extracting(CodeExample::polarity)
                .containsExactly(Polarity.INCORRECT, Polarity.CORRECT, Polarity.NEUTRAL);
    }

    @Test
    void commentCueLinesSplitOneBlockAndUnlabelledBlocksTakeTheFallback() {
        String md = """
                ```
                # bad
                x = foo(1,2)
                # good
                x = foo(1, 2)
                ```
                """;
        List<CodeExample> examples = reader.read(md, Optional.of(Grammar.RUBY));
        assertThat(examples).extracting(CodeExample::polarity).containsExactly(Polarity.INCORRECT, Polarity.CORRECT);
        assertThat(examples.get(0).code()).isEqualTo("x = foo(1,2)\n");
        assertThat(examples.get(1).code()).as("no empty line after the block's last line").isEqualTo("x = foo(1, 2)\n");
        assertThat(examples).allMatch(e -> e.grammar().equals(Optional.of(Grammar.RUBY)));
    }

    @Test
    void grammarsComeFromExtensionsFencesAndGlobs() {
        assertThat(Grammar.forPath("a/b/site.SCSS")).contains(Grammar.SCSS);
        assertThat(Grammar.forPath("a.b/Makefile")).isEmpty();
        assertThat(Grammar.forFence("js title=\"x.js\"")).contains(Grammar.JAVASCRIPT);
        assertThat(Grammar.forFence("json")).isEmpty();
        assertThat(Grammar.forGlob("**/*.{css,scss}")).contains(Grammar.CSS);
        assertThat(Grammar.forGlob("src/**/*.py")).contains(Grammar.PYTHON);
        assertThat(Grammar.forGlob("docs/**")).isEmpty();
    }
}
