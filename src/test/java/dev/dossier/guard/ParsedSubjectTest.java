package dev.dossier.guard;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which word NLP4J's parse makes the subject of a claim's object, on real parses (the models load once per JVM). */
class ParsedSubjectTest {

    private static final ParsedSubject RULES = new ParsedSubject(GuardPolicy.load(null));

    /** The form of the subject word of the claim whose object is the last word written {@code object}. */
    private static String subjectOf(String sentence, String object) {
        var p = Nlp4jParser.shared().parse(sentence).orElseThrow();
        int o = -1;
        for (int i = p.words().size() - 1; i >= 0; i--) {
            if (p.word(i).form().equals(object)) {
                o = i;
                break;
            }
        }
        assertThat(o).as("'%s' in the parse of '%s'", object, sentence).isNotNegative();
        int s = RULES.of(p, o);
        return s == ParsedSubject.PRONOUN ? "PRONOUN" : s < 0 ? null : p.word(s).form();
    }

    @Test
    void theSubjectOfTheVerbGovernsItsObjectPastARelativeClause() {
        assertThat(subjectOf("Neighbouring Guinea, which borders both Senegal and Mali, keeps its own Guinean franc.", "franc")).isEqualTo("Guinea");
        assertThat(subjectOf("Neighbouring Guinea, which borders both Senegal and Mali, keeps its own Guinean franc.", "Mali")).isEqualTo("Guinea");
    }

    @Test
    void everyItemOfAListHasTheListsSubject() {
        assertThat(subjectOf("Luxembourg, which borders Belgium, France and Germany, gives official status to Luxembourgish, French and German.",
                "German")).isEqualTo("Luxembourg");
    }

    @Test
    void thePossessorOfTheRelationsNounIsTheSubject() {
        assertThat(subjectOf("The Netherlands, Belgium's northern neighbour, has Amsterdam as its capital.", "neighbour")).isNull();
        assertThat(subjectOf("Paris is the capital of France.", "Paris")).isEqualTo("France");
        assertThat(subjectOf("City of San Marino is the capital city of North Macedonia.", "City")).isEqualTo("Macedonia");
    }

    @Test
    void aPronounIsLeftToTheSentenceBefore() {
        assertThat(subjectOf("Its capital, Brussels, also hosts most of the EU institutions.", "Brussels")).isEqualTo("PRONOUN");
    }

    @Test
    void peopleSpokenOfAreNoSubjectButThePlaceTheyAreInIs() {
        assertThat(subjectOf("In Costa Rica you pay in colones.", "colones")).isEqualTo("Rica");
        assertThat(subjectOf("Officials said traders will keep paying in the Kenyan shilling.", "shilling")).isEqualTo("traders");
    }

    @Test
    void aNounQualifiedByANameOnTheWayUpIsTheNamesUnlessTheVerbSaysTheSubjectIsIt() {
        assertThat(subjectOf("Our Mexican prices will be in pesos (MXN), Canadian ones in CAD and US ones in USD.", "CAD")).isEqualTo("Canadian");
        assertThat(subjectOf("Bouvet Island is a Norwegian island in Europe.", "Europe")).isNotEqualTo("Norwegian");
    }
}
