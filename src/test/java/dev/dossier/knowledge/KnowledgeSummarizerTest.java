package dev.dossier.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.compress.Signals;
import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The summarizer on real documents: caps per tokenizer, structure, query-awareness, kept kinds, determinism. */
class KnowledgeSummarizerTest {

    private final KnowledgeSummarizer summarizer = new KnowledgeSummarizer();

    static Stream<Arguments> documents() {
        var out = new ArrayList<Arguments>();
        var queries = List.of("", "install a package from a git repository with --save-exact", "how do caret ranges treat prerelease tags?");
        var docs = new ArrayList<String[]>();
        docs.add(new String[] {"npm install", Docs.npmInstall()});
        docs.add(new String[] {"semver", Docs.semver()});
        for (String sop : Docs.sopNames()) {
            docs.add(new String[] {sop, Docs.sop(sop)});
        }
        for (TokenCounter counter : List.of(Docs.O200K, Docs.CL100K, Docs.ESTIMATE)) {
            for (String[] doc : docs) {
                for (String q : queries) {
                    out.add(Arguments.of(doc[0], doc[1], q, counter));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} / {3} / query \"{2}\"")
    @MethodSource("documents")
    void everyLevelIsWithinItsCap(String title, String text, String query, TokenCounter counter) {
        var s = summarizer.summarize(title, "markdown · docs/" + title + ".md · modified 2025-01-01 · 900 lines", text, query, counter);
        assertThat(counter.count(s.detailed())).isLessThanOrEqualTo(2000).isPositive();
        assertThat(counter.count(s.summary())).isLessThanOrEqualTo(500).isPositive();
        assertThat(counter.count(s.stub())).isLessThanOrEqualTo(100);
        assertThat(s.stub()).startsWith(title).contains("docs/" + title + ".md");
        assertThat(s.version()).isEqualTo(summarizer.version());
    }

    @Test
    void longDocumentsAreReducedAndUseMostOfTheirCaps() {
        for (String text : List.of(Docs.npmInstall(), Docs.semver())) {
            int full = Docs.O200K.count(KnowledgeSummarizer.clean(text));
            var s = summarizer.summarize("doc", text, "", Docs.O200K);
            assertThat(full).isGreaterThan(7000);
            assertThat(Docs.O200K.count(s.detailed())).isBetween(1500, 2000);
            assertThat(Docs.O200K.count(s.summary())).isBetween(400, 500);
        }
    }

    @Test
    void detailedKeepsTheStructure() {
        var npm = summarizer.summarize("npm install", Docs.npmInstall(), "", Docs.O200K).detailed();
        assertThat(npm).contains("title: npm-install", "### Synopsis", "### Description", "```bash\nnpm install [<package-spec> ...]",
                "This command installs a package and any packages that it depends on.");
        // option terms of a definition list survive with their first sentence
        assertThat(npm).contains("`-E, --save-exact`: Saved dependencies will be configured with an exact version");

        var css = summarizer.summarize("CSS", Docs.sop("css-conventions"), "", Docs.O200K).detailed();
        assertThat(css).contains("# CSS and SCSS Conventions", "## Requirements", "## Examples", "## Exceptions");
        for (int i = 1; i <= 8; i++) {
            assertThat(css).as("requirement %d is kept", i).containsPattern("(?m)^" + i + "\\. \\*\\*");
        }
        // a code block keeps its first line, the rest is marked as left out
        assertThat(css).contains("```scss\n#sidebar .sopList div.Item {\n…\n```");
    }

    @Test
    void summaryKeepsIdentifiersCommandsAndRequirementLinesThatMatchTheQuery() {
        var npm = summarizer.summarize("npm install", Docs.npmInstall(), "save the exact version as a dev dependency", Docs.O200K).summary();
        assertThat(npm).contains("`-E, --save-exact`: Saved dependencies will be configured with an exact version",
                "`-D, --save-dev`: Package will appear in your `devDependencies`.", "`npm install node-tap --save-dev`");

        var css = summarizer.summarize("CSS", Docs.sop("css-conventions"), "may I use ID selectors or !important?", Docs.O200K).summary();
        assertThat(css).contains("**No ID selectors.** Do not use `#id` in selectors.", "**No `!important`** in application stylesheets.");

        var sql = summarizer.summarize("SQL", Docs.sop("sql-injection"), "bind parameters in prepared statements", Docs.O200K).summary();
        assertThat(sql.lines().filter(Signals::requirement).count()).as("requirement lines survive").isGreaterThanOrEqualTo(2);
    }

    @Test
    void summaryFollowsTheQuery() {
        String text = Docs.semver();
        String caret = summarizer.summarize("semver", text, "caret ranges", Docs.O200K).summary();
        String coerce = summarizer.summarize("semver", text, "coerce a string into a version", Docs.O200K).summary();
        assertThat(caret).isNotEqualTo(coerce);
        assertThat(caret).containsIgnoringCase("caret").doesNotContain("coerce(");
        assertThat(coerce).contains("coerce(").doesNotContain("Caret ranges are ideal");
        // both keep the document's first prose sentence ("As a node module:" is a lead-in, left out), in original order
        String lead = "You can also just load the module for the function that you care about";
        assertThat(caret).contains(lead).doesNotContain("As a node module:");
        assertThat(coerce).contains(lead);
        assertOriginalOrder(caret, KnowledgeSummarizer.clean(text));
    }

    private static void assertOriginalOrder(String summary, String source) {
        int at = -1;
        for (String line : summary.lines().toList()) {
            String probe = line.replaceFirst("^(- |\\d+\\. )", "");
            probe = probe.substring(0, Math.min(30, probe.length()));
            int found = source.indexOf(probe, at + 1);
            if (found >= 0) {
                assertThat(found).as("'%s' comes after the previous sentence", probe).isGreaterThan(at);
                at = found;
            }
        }
    }

    @Test
    void deterministic() {
        String text = Docs.npmInstall();
        var a = summarizer.summarize("npm install", text, "git repository", Docs.CL100K);
        var b = new KnowledgeSummarizer().summarize("npm install", text, "git repository", Docs.CL100K);
        assertThat(b).isEqualTo(a);
    }

    @Test
    void cleanUpIsLossless() {
        String text = """
                # Title

                [![Build](https://img.shields.io/badge/build-passing-green.svg)](https://ci.example.com) ![npm](https://badge.fury.io/js/x.svg)
                <!-- prettier-ignore -->
                Some   text with    runs of spaces, long enough to count as a paragraph.



                Some   text with    runs of spaces, long enough to count as a paragraph.

                A line.
                A line.

                ```js
                const a  =  1;   // spaces kept in code
                const a  =  1;   // spaces kept in code
                <!-- kept in code -->
                ```
                <!-- a comment
                over lines -->
                Last `<!-- in a code span -->` paragraph with ![a diagram](docs/arch.png).
                """;
        String clean = KnowledgeSummarizer.clean(text);
        assertThat(clean).isEqualTo("""
                # Title

                Some text with runs of spaces, long enough to count as a paragraph.

                A line.

                ```js
                const a  =  1;   // spaces kept in code
                const a  =  1;   // spaces kept in code
                <!-- kept in code -->
                ```
                Last `<!-- in a code span -->` paragraph with ![a diagram](docs/arch.png).
                """);
    }

    @Test
    void capsHoldForHostileText() {
        var tiny = new KnowledgeSummarizer(new LevelCaps(60, 30, 12));
        String oneLongWord = "x".repeat(5000);
        String emoji = "🙂".repeat(800) + ". Then prose.";
        String code = "```\n" + "a();\n".repeat(500);
        for (String text : List.of(oneLongWord, emoji, code, "", "   \n\n  ", "# Only a heading")) {
            for (TokenCounter counter : List.of(Docs.O200K, Docs.CL100K, Docs.ESTIMATE)) {
                var s = tiny.summarize("A title that is rather long for a stub of twelve tokens", text, "prose", counter);
                assertThat(counter.count(s.detailed())).isLessThanOrEqualTo(60);
                assertThat(counter.count(s.summary())).isLessThanOrEqualTo(30);
                assertThat(counter.count(s.stub())).isLessThanOrEqualTo(12);
            }
        }
    }

    @Test
    void versionAndCacheKeyChangeWithCapsSourceAndTokenizer() {
        var other = new KnowledgeSummarizer(new LevelCaps(1000, 300, 80));
        assertThat(summarizer.version()).isEqualTo("knowledge-summarizer/1 detailed=2000 summary=500 stub=100");
        assertThat(other.version()).isNotEqualTo(summarizer.version());
        String key = summarizer.cacheKey("t", "m", "text", Docs.O200K);
        assertThat(summarizer.cacheKey("t", "m", "text", Docs.O200K)).isEqualTo(key);
        assertThat(summarizer.cacheKey("t", "m", "text!", Docs.O200K)).isNotEqualTo(key);
        assertThat(summarizer.cacheKey("t", "m", "text", Docs.CL100K)).isNotEqualTo(key);
        assertThat(other.cacheKey("t", "m", "text", Docs.O200K)).isNotEqualTo(key);
    }

    @Test
    void theProviderCachesQueryIndependentLevelsAndSelectsTheSummaryPerQuery() {
        var provider = new InMemorySummaryProvider(summarizer);
        var c = new KnowledgeCandidate("semver", "semver", "docs/semver.md", "markdown", Docs.semver(), null, 0.5, null);
        var caret = provider.summaries(c, "caret ranges", Docs.O200K);
        var coerce = provider.summaries(c, "coerce a string into a version", Docs.O200K);
        assertThat(provider.size()).isEqualTo(1);
        assertThat(coerce.detailed()).isEqualTo(caret.detailed());
        assertThat(coerce.stub()).isEqualTo(caret.stub()).contains("docs/semver.md");
        assertThat(coerce.summary()).isNotEqualTo(caret.summary());
        assertThat(caret.summary()).isEqualTo(summarizer.summary(Docs.semver(), "caret ranges", 500, Docs.O200K));

        var changed = new KnowledgeCandidate("semver", "semver", "docs/semver.md", "markdown", Docs.semver() + "\nA new paragraph.\n", null, 0.5, null);
        provider.summaries(changed, "", Docs.O200K);
        assertThat(provider.size()).as("a changed source is a new entry").isEqualTo(2);
    }
}
