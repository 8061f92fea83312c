package dev.dossier.guard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where a text's sentences start ({@link Clauses#bounds}): the parser is given one sentence at a time. */
class ClausesTest {

    private static List<String> sentences(String text) {
        var bounds = Clauses.bounds(text);
        var out = new ArrayList<String>();
        for (int i = 0; i + 1 < bounds.size(); i++) {
            out.add(text.substring(bounds.get(i), bounds.get(i + 1)).strip());
        }
        return out;
    }

    @Test
    void chatInLowerCaseIsSplitAtItsFullStopsEvenAfterACapitalisedSentence() {
        assertThat(sentences("Both places use the euro. ok so for the geo project: egypt is in africa. turkey is in europe tho"))
                .containsExactly("Both places use the euro.", "ok so for the geo project: egypt is in africa.", "turkey is in europe tho");
        assertThat(sentences("just the US lol. english and french are both official there."))
                .containsExactly("just the US lol.", "english and french are both official there.");
    }

    @Test
    void anAbbreviationBeforeALowerCaseWordEndsNoSentence() {
        assertThat(sentences("Some use other money, e.g. the dollar, approx. five of them, etc. and so on.")).hasSize(1);
        assertThat(sentences("The capital of Guernsey is St. Peter Port.")).hasSize(1);
    }

    @Test
    void numberedAndBulletItemsAreSentences() {
        assertThat(sentences("Quiz answers: 1) Astana is the capital of Kazakhstan. 2) Tetum is official in East Timor."))
                .containsExactly("Quiz answers: 1) Astana is the capital of Kazakhstan.", "2) Tetum is official in East Timor.");
        assertThat(sentences("Trip checklist. • Fly into Istanbul. • Money: the lira"))
                .containsExactly("Trip checklist.", "• Fly into Istanbul.", "• Money: the lira");
        assertThat(sentences("West Africa plan. - Dakar, Senegal's capital: start. - Then Guinea-Bissau"))
                .containsExactly("West Africa plan.", "- Dakar, Senegal's capital: start.", "- Then Guinea-Bissau");
        assertThat(sentences("Mexico and Guatemala - both border Belize.")).hasSize(1);
    }

    @Test
    void aMarkTheTextRepeatsOrThatFollowsASentencesEndStartsAnItem() {
        assertThat(sentences("Notes, 3 May. * money in chile is the peso. * lima is in peru"))
                .containsExactly("Notes, 3 May.", "* money in chile is the peso.", "* lima is in peru");
        assertThat(sentences("Tracker. => capital of chile equals santiago."))
                .containsExactly("Tracker.", "=> capital of chile equals santiago.");
        assertThat(sentences("✓ peru uses the sol ✓ chile uses the peso"))
                .containsExactly("✓ peru uses the sol", "✓ chile uses the peso");
        // once, inside a sentence, or a dash or a table's bar: no item
        assertThat(sentences("edge list: Peru <-> Chile (land)")).hasSize(1);
        assertThat(sentences("| Peru | capital | Lima |")).hasSize(1);
    }

    @Test
    void aParticipleBeforeAColonIsALabelNotAFrontedPhrase() {
        var clauses = new Clauses(GuardPolicy.load(null));
        assertThat(clauses.of("BREAKING: Thousands rally in Yangon, Myanmar's capital")).containsExactly("BREAKING: Thousands rally in Yangon, Myanmar's capital");
        assertThat(clauses.of("Located in Western Africa, Senegal uses the CFA franc.")).containsExactly("Senegal uses the CFA franc.", "Located in Western Africa");
    }
}
