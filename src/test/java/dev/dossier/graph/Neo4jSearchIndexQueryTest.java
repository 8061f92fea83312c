package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.search.WeightedTerm;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Neo4jSearchIndexQueryTest {

    private static Map<String, Double> fields() {
        var f = new LinkedHashMap<String, Double>();
        f.put("section", 0.5);
        f.put("content", 1.0);
        f.put("synopsis", 0.0);
        return f;
    }

    @Test
    void fieldsWithTheirBoostsTermsWithTheirWeightsAndTheTypeAsARequiredClause() {
        String q = Neo4jSearchIndex.query(List.of(new WeightedTerm("folder", 1), new WeightedTerm("directory", 0.25)), "man", fields());
        assertThat(q).isEqualTo("+source_type:\"man\" +(section:(folder directory^0.2500)^0.5000 content:(folder directory^0.2500)^1.0000)");
        assertThat(Neo4jSearchIndex.query(List.of(new WeightedTerm("x", 1)), null, fields())).doesNotContain("source_type");
    }

    @Test
    void noWordsOrNoBoostedFieldIsNoQuery() {
        assertThat(Neo4jSearchIndex.query(List.of(), "man", fields())).isNull();
        assertThat(Neo4jSearchIndex.query(List.of(new WeightedTerm("x", 1)), null, Map.of("content", 0.0))).isNull();
    }

    /** Hostile words stay words: the query parses, and no word becomes an operator, a field or a wildcard. */
    @ParameterizedTest
    @ValueSource(strings = {"content:*", "a) OR (b", "\"unterminated", "x^100", "AND", "foo~2", "[a TO z]", "\\", "&&||!", "/regex/", "source_type:sop"})
    void hostileWordsAreEscaped(String word) throws Exception {
        String q = Neo4jSearchIndex.query(List.of(new WeightedTerm(word, 1)), "man", fields());
        var parsed = new QueryParser("content", new StandardAnalyzer()).parse(q);
        var leaves = new java.util.ArrayList<String>();
        parsed.visit(new org.apache.lucene.search.QueryVisitor() {
            @Override
            public void consumeTerms(org.apache.lucene.search.Query query, org.apache.lucene.index.Term... terms) {
                for (var t : terms) {
                    leaves.add(t.field() + "=" + t.text());
                }
            }

            @Override
            public void visitLeaf(org.apache.lucene.search.Query query) {
                leaves.add("other:" + query.getClass().getSimpleName());
            }

            @Override
            public org.apache.lucene.search.QueryVisitor getSubVisitor(org.apache.lucene.search.BooleanClause.Occur occur, org.apache.lucene.search.Query parent) {
                return this;
            }
        });
        // only term (and phrase) queries on the named fields, and the one type clause
        assertThat(leaves).noneMatch(l -> l.startsWith("other:"));
        assertThat(leaves).allMatch(l -> l.startsWith("section=") || l.startsWith("content=") || l.equals("source_type=man"));
        assertThat(leaves).filteredOn(l -> l.startsWith("source_type")).hasSize(1);
    }
}
