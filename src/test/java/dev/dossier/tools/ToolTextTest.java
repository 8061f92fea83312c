package dev.dossier.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ToolTextTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            slack_post_message          | slack post message
            issues/get-comment          | issues get comment
            listIssuesForRepo           | list Issues For Repo
            getHTTPHeaders              | get HTTP Headers
            brave-search/brave_web_search | brave search brave web search
            op_0412                     | op 0412
            """)
    void aNameIsSplitIntoWords(String name, String words) {
        assertThat(ToolText.words(name)).isEqualTo(words);
    }

    @Test
    void cleaningKeepsTheTextOfLinksAndDropsAddressesMarkersAndEmphasis() {
        String description = """
                > [!NOTE]
                > This endpoint is in **public preview**.

                Lists the `runs` of a [workflow](https://docs.github.com/actions). See https://example.com/x for more.""";

        assertThat(ToolText.clean(description)).isEqualTo("This endpoint is in public preview. Lists the runs of a workflow. See for more.");
    }

    @Test
    void theLeadIsTheFirstSentence() {
        String clean = ToolText.clean("Gets a specific artifact for a workflow run. Anyone with read access can use it.");

        assertThat(ToolText.lead(clean)).isEqualTo("Gets a specific artifact for a workflow run.");
        assertThat(ToolText.sentences(clean)).containsExactly("Gets a specific artifact for a workflow run.", "Anyone with read access can use it.");
        assertThat(ToolText.lead("No full stop")).isEqualTo("No full stop");
    }

    @Test
    void sentencesAreComparedWithoutCaseAndSpacing() {
        assertThat(ToolText.key("OAuth  tokens Need the scope.")).isEqualTo(ToolText.key("oauth tokens need the scope."));
        assertThat(List.of(ToolText.key("A."), ToolText.key("B."))).doesNotHaveDuplicates();
    }

    @Test
    void anAbbreviationOrAnInitialEndsNoLeadSentence() {
        assertThat(ToolText.lead("Creates a repository for a user, e.g. Octocat or Mona. Needs the repo scope."))
                .isEqualTo("Creates a repository for a user, e.g. Octocat or Mona.");
        assertThat(ToolText.lead("Lists commits by J. Doe and others. Paginated."))
                .isEqualTo("Lists commits by J. Doe and others.");
    }
}
