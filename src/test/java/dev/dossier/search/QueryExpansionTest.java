package dev.dossier.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class QueryExpansionTest {

    @Test
    void queryTermsAreTheWordsTheIndexKeepsOncePerStem() {
        assertThat(QueryExpansion.queryTerms("Make a new folder, folders and FOLDER 42 for x_y"))
                .extracting(WeightedTerm::word).containsExactly("make", "new", "folder", "x_y");
    }

    @Test
    void feedbackWordsUsedBySeveralGoodDocumentsAndRareInTheIndexWinQueryWordsStayOut() {
        var feedback = List.of(new QueryExpansion.Feedback("mkdir(2)\ncreate a directory", 1.0),
                new QueryExpansion.Feedback("rmdir(2)\ndelete a directory", 0.8),
                new QueryExpansion.Feedback("open(2)\nopen and possibly create a file", 0.5));
        Set<String> query = QueryExpansion.stems("make a new folder file");
        var freq = new SearchIndex.Frequencies(Map.of("directory", 30, "create", 200, "delete", 20, "mkdir", 1, "rmdir", 1, "open", 40), 1000);
        var terms = QueryExpansion.expand(feedback, query, freq, 3, 0.4);
        assertThat(terms).extracting(WeightedTerm::word).containsExactly("mkdir", "directory", "rmdir");
        assertThat(terms.get(0).weight()).isEqualTo(0.4);
        assertThat(terms).allSatisfy(t -> assertThat(t.weight()).isBetween(0.0, 0.4));
        assertThat(QueryExpansion.spellings(feedback, query)).doesNotContain("file", "a").contains("directory", "possibly");
    }

    @Test
    void noFeedbackNoTerms() {
        assertThat(QueryExpansion.expand(List.of(), Set.of(), new SearchIndex.Frequencies(Map.of(), 10), 5, 0.3)).isEmpty();
    }
}
