package dev.dossier.code;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class ConstructReaderTest {

    @Test
    void everyGrammarLoadsAndParses() {
        for (Grammar g : Grammar.values()) {
            Constructs c = ConstructReader.read("x = 1\n", Optional.of(g));
            assertThat(c.parsed()).as(g.name()).isTrue();
            assertThat(c.features()).as(g.name()).isNotEmpty();
        }
    }

    @Test
    void shapesKeepCaseDigitsAndLength() {
        var lower = ConstructReader.read("a { color: #fff; }", Optional.of(Grammar.CSS)).features();
        var upper = ConstructReader.read("a { color: #FFF; }", Optional.of(Grammar.CSS)).features();
        var longer = ConstructReader.read("a { color: #ffffff; }", Optional.of(Grammar.CSS)).features();
        assertThat(lower).isNotEqualTo(upper);
        assertThat(lower).anyMatch(f -> f.startsWith("x:") && f.endsWith("=#aaa"));
        assertThat(longer).anyMatch(f -> f.startsWith("x:") && f.endsWith("=#aaaaaa"));
    }

    @Test
    void codeParsesIntoNodeKindsAndLayout() {
        var py = ConstructReader.read("def f(x):\n    return x\n", Optional.of(Grammar.PYTHON)).features();
        assertThat(py).contains("k:function_definition", "t:identifier=f");
        assertThat(py).anyMatch(f -> f.startsWith("g:") && f.contains("|ns4|"));
        var end = ConstructReader.read("a {}", Optional.of(Grammar.CSS)).features();
        assertThat(end).contains("g:block||$");
    }

    @Test
    void aLanguageWithoutGrammarIsLexed() {
        Constructs c = ConstructReader.read("SELECT name FROM users WHERE id = 1 -- x\n", Optional.empty());
        assertThat(c.parsed()).isFalse();
        assertThat(c.features()).contains("k:word", "t:word=SELECT", "s:word=A", "k:number");
    }
}
