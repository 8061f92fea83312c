package dev.dossier.guard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.facts.FactFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The claim reader over the real facts-countries KB (read from its files, no graph): linking, relation mapping,
 * negation, clauses and what must not be linked; and the policy file's validation.
 */
class ClaimReaderTest {

    private static KbIndex index;
    private static ClaimReader reader;
    /** The reader without the parser: word order alone. */
    private static ClaimReader wordOrder;
    private static GuardPolicy policy;

    @BeforeAll
    static void read() {
        policy = GuardPolicy.load(null);
        index = new KbIndex(FactFiles.read(Path.of("../shared/data/facts-countries"), "countries", Path.of("examples/facts-countries/relations.yaml")));
        reader = new ClaimReader(policy, policy.parses() ? Nlp4jParser.shared() : SentenceParser.NONE);
        wordOrder = new ClaimReader(policy);
    }

    private static List<CheckedClaim> claims(String text) {
        return reader.read(index, text);
    }

    @Test
    void theParserIsAskedOnlyWhenItsAnswerCouldChangeTheVerdict() {
        var asked = new ArrayList<String>();
        var counting = new ClaimReader(policy, sentence -> {
            asked.add(sentence);
            return Nlp4jParser.shared().parse(sentence);
        });
        // no country near holds Bogota, and no word between "Bogota" and "capital" could open a clause of its own
        assertThat(counting.read(index, "Bogota is the capital of Venezuela.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(counting.read(index, "Lima is the capital of Peru. Lima is also the capital of Chile.")).extracting(CheckedClaim::verdict)
                .containsExactly(Verdict.SUPPORTED, Verdict.CONTRADICTED);
        assertThat(asked).isEmpty();
        // a verb before the object could head a clause that holds it and not the relation's word: the parse says whether
        assertThat(counting.read(index, "Though people speak English the official language of Brazil is Portuguese.")).singleElement()
                .satisfies(c -> assertThat(c.object()).isEqualTo("Portuguese"));
        assertThat(asked).containsExactly("Though people speak English the official language of Brazil is Portuguese.");
        // a pronoun may refer to a sentence before, whose countries then may be the subject: Peru holds Lima, so the parse
        // is asked, and makes "its" Bolivia's, the subject of the sentence before
        asked.clear();
        assertThat(counting.read(index, "Bolivia is bordered by Peru. Its capital is Lima.")).extracting(c -> c.subject() + "/" + c.verdict())
                .contains("Bolivia/" + Verdict.CONTRADICTED);
        assertThat(asked).contains("Its capital is Lima.");
    }

    @Test
    void namesAreLinkedByOfficialNameAndAlternativeSpellingIgnoringCaseAndAccents() {
        assertThat(claims("Cote d'Ivoire has Yamoussoukro as its capital.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
        assertThat(claims("The capital of the Republic of Côte d'Ivoire is Yamoussoukro.")).singleElement()
                .satisfies(c -> assertThat(c.subjectId()).isEqualTo("CIV"));
        assertThat(claims("Bogota is the capital of Venezuela.")).singleElement().satisfies(c -> {
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
            assertThat(c.correctFact()).contains("Caracas");
        });
        assertThat(claims("The capital of Guernsey is St. Peter Port.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
    }

    @Test
    void currenciesAreWrittenByNameOrCodeAndCodesMatchOnlyInCapitals() {
        assertThat(claims("The Indian rupee (INR) is legal tender in India.")).singleElement().satisfies(c -> {
            assertThat(c.object()).isEqualTo("INR");
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        assertThat(claims("JPY is the currency code of China.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        // "us" and "in" are words here, not the United States and India; "island" is not Iceland ("Island")
        assertThat(claims("Tell us what is in the box on the island.")).isEmpty();
        assertThat(claims("Madagascar is an island in Africa.")).singleElement().satisfies(c -> assertThat(c.subjectId()).isEqualTo("MDG"));
    }

    @Test
    void negationAndClosedWorldDecideTogether() {
        assertThat(claims("Vietnam does not use the euro.")).singleElement().satisfies(c -> {
            assertThat(c.negated()).isTrue();
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        assertThat(claims("English is not an official language of Ireland.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        // in_region is a one relation: the KB's region excludes every other
        assertThat(claims("Iceland is not in Asia.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
    }

    @Test
    void listsAndPronounsMakeOneClaimPerObject() {
        var claims = claims("Italy is in Europe. It borders France, Switzerland, Austria, Slovenia and Spain.");
        assertThat(claims).filteredOn(c -> c.relation().equals("borders")).hasSize(5).allMatch(c -> c.subjectId().equals("ITA"));
        assertThat(claims).filteredOn(c -> c.verdict() == Verdict.CONTRADICTED).singleElement()
                .satisfies(c -> assertThat(c.object()).isEqualTo("Spain"));
    }

    @Test
    void temporalClaimsAndUnknownEntitiesAreUnknown() {
        assertThat(claims("Luanda has been the capital of Angola since the 19th century.")).allMatch(c -> c.verdict() == Verdict.UNKNOWN);
        // a time word after a closing bracket places what follows the bracket, not the name inside it
        assertThat(claims("Slovakia (capital: Ljubljana) joined the European Union in 2004."))
                .anySatisfy(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("Ljubljana=" + Verdict.CONTRADICTED));
        assertThat(claims("Gondor's capital is Minas Tirith.")).singleElement().satisfies(c -> {
            assertThat(c.verdict()).isEqualTo(Verdict.UNKNOWN);
            assertThat(c.subjectId()).isNull();
        });
        assertThat(claims("Antarctica's capital is Paris.")).allMatch(c -> c.verdict() == Verdict.UNKNOWN);
    }

    @Test
    void noIsANegationWordAndNotABoolean() {
        // unquoted in YAML, "no" was read as false: "there is no land border" was read as asserting one
        assertThat(policy.negations()).contains("no");
        assertThat(claims("There is no land border between Russia and North Korea.")).singleElement().satisfies(c -> {
            assertThat(c.negated()).isTrue();
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
    }

    @Test
    void aNegationRightBeforeANameDeniesThatNameOnly() {
        assertThat(claims("The capital of Peru is Lima, not Quito.")).hasSize(2).allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        assertThat(claims("The capital of Peru is Quito, not Lima.")).hasSize(2).allMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        // a name the KB does not know: the negation is about it, not about the clause
        assertThat(claims("The capital of Burundi is Gitega, not Bujumbura.")).singleElement().satisfies(c -> {
            assertThat(c.negated()).isFalse();
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        // before a possessive subject it negates the clause
        assertThat(claims("Lima is not Peru's capital.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
    }

    @Test
    void aLastPartOpeningWithAnArticleDescribesTheNameBeforeIt() {
        // "Wellington, the capital": not "our Auckland warehouse ... the capital"
        assertThat(claims("We ship across New Zealand from our Auckland warehouse, with next-day delivery to Wellington, the capital."))
                .singleElement().satisfies(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("Wellington=" + Verdict.SUPPORTED));
        // "rather than" negates where the scarf was made, not that Phnom Penh is the capital
        assertThat(claims("Handwoven silk scarf from Cambodia, made near Siem Reap rather than in Phnom Penh, the capital."))
                .singleElement().satisfies(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("Phnom Penh=" + Verdict.SUPPORTED));
        assertThat(claims("Our office will be in Budapest, the capital of Hungary, a country in Eastern Europe."))
                .anySatisfy(c -> assertThat(c.relation() + "=" + c.verdict()).isEqualTo("in_subregion=" + Verdict.CONTRADICTED));
        // a list of items that open with an article is no description
        assertThat(claims("It includes a yen coin from Japan, a euro coin from Greece and a złoty coin from Poland."))
                .noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
    }

    @Test
    void whoseMarksTheNameBeforeItAsTheSubject() {
        assertThat(claims("Egypt borders Sudan, whose capital is Khartoum.")).noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED))
                .anySatisfy(c -> assertThat(c.subject() + "/" + c.object()).isEqualTo("Sudan/Khartoum"));
        // a relative clause last, after a phrase that ends in a name, is about that name
        assertThat(claims("Spain and Portugal share a border, together with Andorra, whose official language is Catalan."))
                .noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        // after an apposition it may be about the apposition's head
        assertThat(claims("Back via Tajikistan, another neighbour of Uzbekistan, whose capital is Dushanbe."))
                .noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
    }

    @Test
    void aPassiveEventInThePastPlacesNoClaimInTime() {
        assertThat(claims("The pieces were collected in Lithuania, an Eastern European country bordering Latvia, Poland and Belarus."))
                .anySatisfy(c -> assertThat(c.relation() + "=" + c.verdict()).isEqualTo("in_subregion=" + Verdict.CONTRADICTED));
        // "was" before a relation's word, or as the copula, still does
        assertThat(claims("Spanish was spoken in the Philippines.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.UNKNOWN));
        assertThat(claims("Kyiv was the capital of Russia.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.UNKNOWN));
    }

    @Test
    void aNegationAfterACommaDeniesWhatFollowsItOnly() {
        // "shekels" is no name of the KB's: the negation denies it, not the dinar before the comma
        assertThat(claims("Jordan uses the Jordanian dinar, not shekels.")).singleElement()
                .satisfies(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("JOD=" + Verdict.SUPPORTED));
        // a demonym and the name it qualifies are denied together
        assertThat(claims("Jordan uses the Jordanian dinar, not the Israeli shekel.")).noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("Lyon is not the capital of France.")).singleElement().satisfies(c -> assertThat(c.negated()).isTrue());
    }

    @Test
    void aNegationAfterACommaOrAndReachesPastAPrepositionToTheNameItDenies() {
        assertThat(claims("Rwanda runs on the Rwandan franc, not on the Russian ruble."))
                .extracting(c -> c.object() + "=" + c.negated() + "=" + c.verdict()).containsExactly("RWF=false=SUPPORTED", "RUB=true=SUPPORTED");
        assertThat(claims("Rwanda runs on the Russian ruble, not on the Rwandan franc."))
                .extracting(c -> c.object() + "=" + c.negated() + "=" + c.verdict()).containsExactly("RUB=false=CONTRADICTED", "RWF=true=CONTRADICTED");
        // (after "and", the negation no longer reaches back to the name before it)
        assertThat(claims("South Korea is in Eastern Asia and not in Northern Africa."))
                .extracting(c -> c.object() + "=" + c.negated() + "=" + c.verdict()).containsExactly("Eastern Asia=false=SUPPORTED", "Northern Africa=true=SUPPORTED");
    }

    @Test
    void aCurrencysLastWordAfterAnArticleAndAWordOfTheLanguageIsNoCurrency() {
        assertThat(claims("And it's Kenya leading the pack at the halfway mark!")).isEmpty();
        assertThat(claims("Ecuador uses the US dollar.")).singleElement().satisfies(c -> assertThat(c.object()).isEqualTo("USD"));
    }

    @Test
    void anObjectNoneOfSeveralSubjectsHoldsIsTheNearestOnesBeforeIt() {
        // each subject holds English; French, held by none, is not left unread
        assertThat(claims("Next week we go to Uganda, which borders Kenya and where French is an official language alongside English."))
                .anySatisfy(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("French=" + Verdict.CONTRADICTED));
        assertThat(claims("kenya is eastern africa, nigeria is western africa, zambia is southern africa"))
                .anySatisfy(c -> assertThat(c.subject() + "=" + c.verdict()).isEqualTo("Zambia=" + Verdict.CONTRADICTED));
    }

    @Test
    void aClauseThatContinuesNoSubjectBeforeGivesItsCountry() {
        assertThat(claims("PRIYA: Episode 41, and we're finally doing Australia. JON: Okay, so the capital is Sydney."))
                .singleElement().satisfies(c -> assertThat(c.subject() + "=" + c.verdict()).isEqualTo("Australia=" + Verdict.SUSPICIOUS));
    }

    @Test
    void aNounForTheLandsPeopleNamesIt() {
        assertThat(claims("Greenlanders have Danish as an official language.")).singleElement()
                .satisfies(c -> assertThat(c.subject() + "=" + c.verdict()).isEqualTo("Greenland=" + Verdict.CONTRADICTED));
    }

    @Test
    void ofInARelationsCueMarksNoSubject() {
        // "part of" is a cue of the region relations: "part of France" does not make France the subject
        assertThat(claims("French Guiana is in Europe, since it's part of France.")).anySatisfy(c -> assertThat(c.subject() + "=" + c.verdict())
                .isEqualTo("French Guiana=" + Verdict.CONTRADICTED));
        assertThat(claims("Greenland is part of North America.")).allSatisfy(c -> assertThat(c.subject() + "=" + c.verdict())
                .isEqualTo("Greenland=" + Verdict.SUPPORTED));
    }

    @Test
    void aGroupsClaimIsEachMembersOwnEvenWhereAnotherMemberHoldsIt() {
        assertThat(claims("Spain and Morocco are neighbours, and both countries use the euro.")).anySatisfy(c -> assertThat(c.subject() + "=" + c.verdict())
                .isEqualTo("Morocco=" + Verdict.CONTRADICTED));
        assertThat(claims("India and Pakistan are neighbours, and they both use the Indian rupee.")).anySatisfy(c -> assertThat(c.subject() + "=" + c.verdict())
                .isEqualTo("Pakistan=" + Verdict.CONTRADICTED));
        // a country outside the group may still be the subject: "which uses the Chinese yuan" is China's
        assertThat(claims("Hong Kong uses the Hong Kong dollar and Macau uses the Macanese pataca. Both border mainland China, which uses the Chinese yuan."))
                .noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
    }

    @Test
    void whatAVerbOfGivingUpGaveUpIsUnknown() {
        assertThat(claims("Croatia swapped the kuna for the euro, which is now its currency.")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("HRK=" + Verdict.UNKNOWN, "EUR=" + Verdict.SUPPORTED);
        assertThat(claims("Croatia replaced its old kuna with the Serbian dinar.")).anySatisfy(c -> assertThat(c.object() + "=" + c.verdict())
                .isEqualTo("RSD=" + Verdict.CONTRADICTED));
    }

    @Test
    void anAppositionIsReadApartFromTheClauseAroundIt() {
        assertThat(claims("Lomé, capital of Togo, lies on the Gulf of Guinea.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("TGO");
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        assertThat(claims("Réunion, an overseas department of France, lies in Europe.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("REU");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        assertThat(claims("Belgium, which borders France, uses the euro.")).hasSize(2).allMatch(c -> c.subjectId().equals("BEL") && c.verdict() == Verdict.SUPPORTED);
        // a bare name between commas is no apposition
        assertThat(claims("Quito, Peru, is the capital.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
    }

    @Test
    void aWordOfTheLanguageOpeningAClauseIsNoNameWhereANameTheKbLacksIs() {
        // no word list names "Honestly" or "Wow": the English dictionary knows them, so neither is a capital the KB lacks
        assertThat(claims("Honestly, Senegal's capital is lovely.")).isEmpty();
        assertThat(claims("Wow! Senegal's capital is huge.")).isEmpty();
        // names opening a clause stay names: one the dictionary does not know, and one it lists as a proper noun too
        assertThat(claims("Koror, the capital of Palau, is a lively town.")).singleElement().satisfies(c -> {
            assertThat(c.object()).isEqualTo("Koror");
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        });
        assertThat(claims("Split is the capital of Croatia.")).singleElement().satisfies(c -> {
            assertThat(c.object()).isEqualTo("Split");
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        });
    }

    @Test
    void aTextWrittenInLowerCaseLinksNamesThatAreNoWordsOfTheLanguage() {
        assertThat(claims("madagascar is technically in asia")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("MDG");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        assertThat(claims("pretty sure new zealand's capital is auckland")).singleElement().satisfies(c -> {
            assertThat(c.object()).isEqualTo("auckland");
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        });
        // "chad" and "turkey" are words too: in lower case they name nothing; in a text with capitals, "us" stays a word
        assertThat(claims("lol turkey is in europe")).isEmpty();
        assertThat(claims("Tell us what is in the box.")).isEmpty();
    }

    @Test
    void aValuesNameInParenthesesAndThePluralsNamesWriteAreNamesOfIt() {
        // the KB writes "Persian (Farsi)"; CLDR writes "Salvadoran colones" but "Costa Rican colón"
        assertThat(claims("Farsi is spoken officially in Iran.")).singleElement().satisfies(c -> {
            assertThat(c.object()).isEqualTo("Persian (Farsi)");
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        assertThat(claims("In Costa Rica you pay in colones (₡).")).singleElement().satisfies(c -> {
            assertThat(c.object()).isEqualTo("CRC");
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
    }

    @Test
    void ofMarksTheSubjectAfterTheRelationsWordOnly() {
        // "the coast of Venezuela" does not make Venezuela the subject, nor the country "its" refers to next
        assertThat(claims("Trinidad and Tobago lies just off the coast of Venezuela. Its capital is Port of Spain.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("TTO");
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        assertThat(claims("As an overseas department of France, Réunion is located in Europe."))
                .anySatisfy(c -> assertThat(c.subjectId() + " " + c.verdict()).isEqualTo("REU CONTRADICTED"));
        assertThat(claims("Spanish is an official language of Peru.")).singleElement().satisfies(c -> assertThat(c.subjectId()).isEqualTo("PER"));
    }

    @Test
    void aRelativeClauseThatListsNamesAndAPossessiveAppositionAreReadApart() {
        // "which borders Thailand, Laos and Vietnam" is inserted: the riel is Cambodia's, not Laos's or Vietnam's
        assertThat(claims("Cambodia, which borders Thailand, Laos and Vietnam, has the riel."))
                .allSatisfy(c -> {
                    assertThat(c.subjectId()).isEqualTo("KHM");
                    assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
                }).hasSize(4);
        // "Belgium's northern neighbour" is inserted: Amsterdam is the Netherlands' capital, not Belgium's
        assertThat(claims("The Netherlands, Belgium's northern neighbour, has Amsterdam as its capital."))
                .allSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED))
                .anySatisfy(c -> assertThat(c.subjectId() + " " + c.object()).isEqualTo("NLD Amsterdam"));
    }

    @Test
    void aBorderWordRightBeforeTheFirstEntityMakesItANeighbourOfThePreviousSubject() {
        assertThat(claims("Kenya hosted the talks. Delegations from neighbouring Malawi arrive today."))
                .singleElement().satisfies(c -> {
                    assertThat(c.subjectId() + " " + c.relation() + " " + c.object()).isEqualTo("KEN borders Malawi");
                    assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
                });
    }

    @Test
    void aCountrysNameInsideALargerProperNameIsNotTheCountry() {
        assertThat(claims("Its capital, Bamako, lies on the Niger River, and Mali borders Senegal.")).noneMatch(c -> "NER".equals(c.subjectId())
                || "Niger".equals(c.object()));
        assertThat(claims("Lomé lies on the Gulf of Guinea.")).allMatch(c -> c.verdict() == Verdict.UNKNOWN);
        assertThat(claims("The People's Republic of China borders Thailand.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("CHN");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
    }

    @Test
    void aQuestionIsReadWithItsAnswerAndALabelWithItsValue() {
        assertThat(claims("Which city is Peru's capital? Quito.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("Where is Fiji? In Asia.")).anySatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("Brazil — capital: Brasília.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
    }

    @Test
    void aSentenceOpeningWithAClauseWordEndsThatClauseAtItsFirstComma() {
        assertThat(claims("Although it issues no coins of its own, Montenegro uses the euro.")).singleElement().satisfies(c -> {
            assertThat(c.negated()).isFalse();
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
    }

    @Test
    void demonymsLinkSubjectsButNeverMakeASecondCountryAnObject() {
        assertThat(claims("The Belgian capital is Brussels.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("BEL");
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        assertThat(claims("The Moroccan currency is the Algerian dinar.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("MAR");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        assertThat(claims("Peruvians pay in Chilean pesos.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("Portuguese is an official language of Mozambique, which borders Tanzania."))
                .noneMatch(c -> c.relation().equals("borders") && "Portugal".equals(c.object())).allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        assertThat(claims("Egypt is an Asian country.")).anySatisfy(c -> {
            assertThat(c.relation()).isEqualTo("in_region");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
    }

    @Test
    void aCurrencysLastWordNamesItOnlyWhereACurrencyIsMeant() {
        assertThat(claims("Ghanaians use the naira.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("GHA");
            assertThat(c.object()).isEqualTo("NGN");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        // "peso" names several currencies: an uncertain contradiction, which waits in quarantine
        assertThat(Guard.judge(policy, "countries", claims("Bolivia uses the peso.")).decision()).isEqualTo(Decision.QUARANTINE);
        assertThat(claims("Ecuador uses the dollar.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
        assertThat(claims("France won the match against Germany.")).isEmpty();
    }

    @Test
    void entityNamesOfAnUnknownEntityAreRejectedNamingTheFileAndKey() throws Exception {
        Path dir = Files.createTempDirectory("dossier-kb-");
        for (String f : List.of("kb.jsonl", "entities.jsonl")) {
            Files.copy(Path.of("../shared/data/facts-countries", f), dir.resolve(f));
        }
        Files.writeString(dir.resolve("relations.yaml"), Files.readString(Path.of("examples/facts-countries/relations.yaml")).replace("  BEL: [", "  XXX: ["));
        assertThatThrownBy(() -> FactFiles.read(dir, "countries", null)).isInstanceOf(DossierException.class)
                .hasMessageContaining("relations.yaml").hasMessageContaining("XXX");
    }

    @Test
    void aDemonymThatDoesNotQualifyTheRelationsWordIsASubjectOnlyWhenNoCountryIsNamed() {
        assertThat(claims("Wallis and Futuna is a French territory in Oceania.")).allMatch(c -> c.subjectId().equals("WLF") && c.verdict() == Verdict.SUPPORTED);
        assertThat(claims("Argentina and Chile, two Spanish-speaking nations of South America, share a long border."))
                .noneMatch(c -> "ESP".equals(c.subjectId()));
        assertThat(claims("Ministers met in Dakar, the Senegalese capital, to discuss the river.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("SEN");
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
    }

    @Test
    void theCountryRefersBackAndNoCountryBordersItself() {
        assertThat(claims("Ljubljana is the capital of Slovenia. The country lies in Europe and borders Italy, Austria, Hungary and Croatia."))
                .allMatch(c -> c.subjectId().equals("SVN") && c.verdict() == Verdict.SUPPORTED);
        assertThat(claims("Vientiane is the capital of Laos. From there we went north into China, which shares a border with Laos."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
    }

    @Test
    void numberedItemsAreSentencesAndOnlyAColonMakesALabel() {
        assertThat(claims("Answers: 1) Hanoi is the capital of Vietnam. 2) The Philippine peso is the currency of the Philippines. 3) Bhutan lies in Asia."))
                .hasSize(3).allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        assertThat(claims("Spanish is not an official language of Brazil; Portuguese is.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
        assertThat(claims("Slovenia uses the euro, so there is no need to change money.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
    }

    @Test
    void theParseTellsWhichEntityAClaimTheWordOrderWouldContradictIsAbout() {
        assertThat(policy.parses()).isTrue();
        // the relative clause's list moved the word order's subject; the parse keeps Guinea as the subject of "keeps" (word order
        // does it now too, since a country right after a fronted participle, "Neighbouring Guinea", is no carried subject's)
        String guinea = "Senegal, Mali and Niger all share the West African CFA franc. Neighbouring Guinea, which borders both Senegal and Mali, "
                + "keeps its own Guinean franc.";
        assertThat(wordOrder.read(index, guinea)).noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims(guinea)).noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED))
                .anySatisfy(c -> assertThat(c.subject() + "/" + c.object()).isEqualTo("Guinea/GNF"));
        // "Dutch" names the Netherlands by its adjective; "its" is the subject of the sentence before, Belgium (word order reads
        // this one right too since a label's value of four words stays with its label)
        String belgium = "Belgium has three official languages: Dutch, French and German. Its capital, Brussels, also hosts most of the EU institutions.";
        assertThat(claims(belgium)).noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED))
                .anySatisfy(c -> assertThat(c.subject() + "/" + c.object()).isEqualTo("Belgium/Brussels"));
    }

    @Test
    void listsPairedInOrderAndPronounsAfterASentenceAboutPeople() {
        // two subjects share the two objects out (word order does it now; the parse did it first)
        String nordic = "Sweden and Norway keep their own currencies, the Swedish krona and the Norwegian krone, so please quote SEK and NOK respectively.";
        assertThat(wordOrder.read(index, nordic)).isNotEmpty().noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims(nordic)).noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        String andes = "From there we crossed into Bolivia, which borders Peru along Lake Titicaca. Its constitutional capital is Sucre.";
        assertThat(claims(andes)).anySatisfy(c -> assertThat(c.subject() + "/" + c.object() + "=" + c.verdict()).isEqualTo("Bolivia/Sucre=" + Verdict.SUPPORTED))
                .noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
    }

    @Test
    void theParseMovesNoClaimToAnEntityItIsNotAbout() {
        // the parse makes Guinea the subject, and the KB does not hold the claim for it: still contradicted
        assertThat(claims("Neighbouring Guinea, which borders both Senegal and Mali, uses the West African CFA franc."))
                .anySatisfy(c -> assertThat(c.subject() + "/" + c.object() + "=" + c.verdict()).isEqualTo("Guinea/XOF=" + Verdict.CONTRADICTED));
        // "Ethiopia ... and its official language is Arabic": "its" is Ethiopia's, named before it in the sentence, not
        // Djibouti's from the sentence before
        assertThat(claims("Djibouti's official languages are Arabic and French. Ethiopia, whose capital is Addis Ababa, uses the birr, "
                + "and its official language is Arabic."))
                .anySatisfy(c -> assertThat(c.subject() + "/" + c.object() + "=" + c.verdict()).isEqualTo("Ethiopia/Arabic=" + Verdict.CONTRADICTED));
    }

    @Test
    void theParseKeepsANegationInTheClauseItIsIn() {
        // the "n't" is in the clause of "though": the euro is still Montenegro's
        String montenegro = "Montenegro uses the euro even though it isn't in the EU.";
        assertThat(wordOrder.read(index, montenegro)).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims(montenegro)).singleElement().satisfies(c -> {
            assertThat(c.negated()).isFalse();
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        // a negation inside an argument of the claim's verb still negates it
        assertThat(claims("Norway and Russia have no common frontier.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("Greek is the only official language of Cyprus; Turkish has no official status there."))
                .anySatisfy(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("Turkish=" + Verdict.CONTRADICTED));
    }

    @Test
    void aClaimCarriedOverWithoutAWordThatRefersBackMayBeAboutTheTextsTopic() {
        // nothing in the last sentence refers back: Spain, named last, or Portugal, the topic, may be meant, and the KB holds it for Portugal
        assertThat(claims("Lisbon, Portugal's capital, was our first stop. On day five we drove east across the border into Spain. "
                + "Portuguese is the official language.")).noneSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED))
                .anySatisfy(c -> assertThat(c.subject() + "/" + c.object()).isEqualTo("Portugal/Portuguese"));
        // "its" refers back to the sentence before: the topic is not asked
        assertThat(claims("Lisbon, Portugal's capital, was our first stop. On day five we drove east across the border into Spain. "
                + "Its official language is Portuguese.")).anySatisfy(c -> assertThat(c.subject() + "/" + c.verdict()).isEqualTo("Spain/" + Verdict.CONTRADICTED));
    }

    @Test
    void theTopicIsTheFirstCountryNamedAndAComparedCountryIsNoSubject() {
        // no claim before Spain: the topic is Morocco, named first
        assertThat(claims("Morocco had been on my list for years. We took the ferry over from Spain. Rabat, the capital, was calm."))
                .singleElement().satisfies(c -> assertThat(c.subject() + "/" + c.object() + "=" + c.verdict()).isEqualTo("Morocco/Rabat=" + Verdict.SUPPORTED));
        // "it is surrounded by Senegal" keeps the Gambia the subject; "Like Senegal" compares, it is no subject
        String gambia = "The Gambia is a narrow strip of land. It is entirely surrounded by Senegal. Like Senegal, it uses the West African CFA franc.";
        assertThat(claims(gambia)).singleElement().satisfies(c -> assertThat(c.subject() + "/" + c.verdict()).isEqualTo("Gambia/" + Verdict.CONTRADICTED));
        assertThat(only("Unlike Ghana, Togo uses the West African CFA franc.").subject()).isEqualTo("Togo");
    }

    @Test
    void theParseTakesNoObjectFromASubordinateClauseWithoutTheRelationsWord() {
        String chat = "Portuguese is the official language of Portugal though plenty of young people chatted with us in English.";
        assertThat(wordOrder.read(index, chat)).anySatisfy(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("English=" + Verdict.CONTRADICTED));
        assertThat(claims(chat)).singleElement().satisfies(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("Portuguese=" + Verdict.SUPPORTED));
        // the relation's word in the subordinate clause, the object in the main one: still a claim
        assertThat(claims("You will need baht when shopping in Vietnam, since that is its currency."))
                .anySatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
    }

    @Test
    void anotherSpellingOfTheSubjectsOwnValueSupportsIt() {
        // the KB writes Papiamento and Swahili
        assertThat(only("Papiamentu is official on Curaçao.").verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(claims("Kenyans have two official languages: English and Kiswahili.")).hasSize(2)
                .allSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
        // only the subject's own values are compared: a near name of another country's value stays suspicious
        assertThat(only("Swahilli is an official language of Kenya.").verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(only("Swahilli is an official language of Peru.").verdict()).isEqualTo(Verdict.SUSPICIOUS);
    }

    @Test
    void aLargerNameAroundACountrysIsANameTheKbDoesNotKnow() {
        // "Belize City" is not Belize, and no capital the KB knows: suspicious, as any other city would be
        assertThat(only("Belize City is the capital of Belize.").verdict()).isEqualTo(Verdict.SUSPICIOUS);
        assertThat(only("Niamey, on the Niger River, is the capital of Niger.").verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(only("Kuwait City is the capital of Kuwait.").verdict()).isEqualTo(Verdict.SUPPORTED);
        // a region's word inside a larger name is no region: membership of the European Union says nothing of where Cyprus lies
        assertThat(claims("Malta is a member of the European Union.")).isEmpty();
        assertThat(only("Norway is a European country.").verdict()).isEqualTo(Verdict.SUPPORTED);
        // in lower-case text no capital letter makes a larger name: "canada lol" is Canada and a word
        assertThat(claims("toronto is the capital of canada lol everyone knows that")).anySatisfy(c -> {
            assertThat(c.subjectId()).isEqualTo("CAN");
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        });
    }

    @Test
    void namesListedWithTheSubjectBeforeTheRelationsWordAreSubjects() {
        assertThat(claims("Czechia, Slovakia and Ukraine all border Poland.")).hasSize(3)
                .allSatisfy(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("Poland=" + Verdict.SUPPORTED));
        assertThat(claims("France and Germany border Spain.")).anySatisfy(c -> assertThat(c.subject() + "=" + c.verdict()).isEqualTo("Germany=" + Verdict.CONTRADICTED));
        // with no name after the relation's word the list is the pair
        assertThat(only("Peru and Bolivia border each other.").verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void aFunctionWordOfAnotherRelationsCueDoesNotSilenceACue() {
        // "of" is a word of "seat of government" (has_capital), but "neighbour of" is still a border claim
        assertThat(only("Iran is a neighbour of Syria.").verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(only("Iraq is a neighbour of Syria.").verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void aDeniedNameDeniesItsAlternativesAndANameTheKbDoesNotKnow() {
        // "not Chile or Ecuador": both denied, and Brazil borders neither
        assertThat(claims("Brazil borders many countries but not Chile or Ecuador."))
                .filteredOn(c -> c.negated()).hasSize(2).allSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
        assertThat(claims("Brazil borders many countries but not Chile or Peru."))
                .anySatisfy(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("Peru=" + Verdict.CONTRADICTED));
        // Sydney is no name in the KB; denying it as Australia's one capital holds, asserting it does not
        assertThat(only("The capital of Australia is not Sydney.").verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(only("The capital of Australia is Sydney.").verdict()).isEqualTo(Verdict.SUSPICIOUS);
    }

    @Test
    void anUnknownWordBeforeACurrencysLastWordNarrowsItToTheCurrenciesNamedWithIt() {
        // "franc" alone is every franc, and Guinea's own would be reported; "CFA franc" is the two CFA francs only
        assertThat(claims("Guinea uses the CFA franc.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("Senegal uses the CFA franc.")).singleElement()
                .satisfies(c -> assertThat(c.subject() + "/" + c.object() + "=" + c.verdict()).isEqualTo("Senegal/XOF=" + Verdict.SUPPORTED));
    }

    @Test
    void theDecisionFollowsThePolicysThreshold() {
        assertThat(Guard.judge(policy, "countries", claims("Mexico borders Colombia.")).decision()).isEqualTo(Decision.BLOCK);
        assertThat(Guard.judge(policy, "countries", claims("Sydney is the capital of Australia.")).decision()).isEqualTo(Decision.QUARANTINE);
        assertThat(Guard.judge(policy, "countries", claims("Mexico borders Guatemala.")).decision()).isEqualTo(Decision.ACCEPT);
        var strict = new GuardPolicy(0.99, policy.confidence(), policy.negations(), policy.forwardNegations(), policy.nameNegations(), policy.temporal(), policy.pronouns(), policy.speakerPossessives(), policy.subjectMarkers(),
                policy.clauseBreaks(), policy.clauseWords(), policy.openingClauseWords(), policy.subjectClauseWords(), policy.notNames(),
                policy.stateWords(), policy.features(), policy.routeOrigins(), policy.routeStops(), policy.proximity(), policy.locatives(), policy.people(), policy.comparisons(), policy.contrasts(), policy.factives(), policy.quantifiers(), policy.changes(), policy.givenUp(), policy.addresses(), policy.beliefs(), policy.reports(), policy.sayings(), policy.disputes(), policy.mistakes(), policy.questions(), policy.endorsements(), policy.refutations(), policy.corrections(), policy.notCues(), policy.directions(), policy.parser(), policy.parserLoad());
        assertThat(Guard.judge(strict, "countries", claims("Mexico borders Colombia.")).decision()).isEqualTo(Decision.QUARANTINE);
    }

    private static CheckedClaim only(String text) {
        var all = claims(text);
        assertThat(all).as(text).hasSize(1);
        return all.get(0);
    }

    @Test
    void namesAndCurrenciesTheSourceLacksComeFromCldr() {
        // entity_aliases: the source names Türkiye only; the currency aliases: a sign, and a currency no country uses any more
        var turkey = only("Everything in Turkey is priced in €.");
        assertThat(turkey.subjectId()).isEqualTo("TUR");
        assertThat(turkey.object()).isEqualTo("EUR");
        assertThat(turkey.verdict()).isEqualTo(Verdict.CONTRADICTED);
        var kuna = only("Croatia's currency is still the kuna.");
        assertThat(kuna.object()).isEqualTo("HRK");
        assertThat(kuna.verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(only("The capital of Cabo Verde is Praia.").verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(only("A coffee in France costs about €3.").verdict()).isEqualTo(Verdict.SUPPORTED);
        // a name of several currencies ("kroner": Danish, Norwegian) is reported as the subject's own
        var norway = only("Norway pays in kroner.");
        assertThat(norway.object()).isEqualTo("NOK");
        assertThat(norway.verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void namesAreFoundInTheFormsProseWritesThemIn() {
        // "St"/"Saint", an apostrophe inside a word, trailing initials, and CLDR's other spellings of capitals
        for (String text : List.of("Washington is the capital of the United States.", "The capital of Yemen is Sanaa.",
                "Ndjamena is the capital of Chad.", "The capital of Antigua and Barbuda is St. John's.", "Saint George's is the capital of Grenada.",
                "Kiev is the capital of Ukraine.", "Ulaanbaatar is the capital of Mongolia.")) {
            assertThat(only(text).verdict()).as(text).isEqualTo(Verdict.SUPPORTED);
        }
        assertThat(claims("Tell us about the US and John's trip.")).isEmpty();
    }

    @Test
    void aLastWordNamesNoValueWhereItIsAWholeNameOfSomethingElse() {
        // "Sucre" is Bolivia's capital, not the Ecuadorian sucre's last word
        var sucre = only("Sucre is the capital city of Bolivia.");
        assertThat(sucre.relation()).isEqualTo("has_capital");
        assertThat(sucre.verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void derivedDemonymsLinkTheirCountry() {
        var slovenian = only("Zagreb is the Slovenian capital.");
        assertThat(slovenian.subjectId()).isEqualTo("SVN");
        assertThat(slovenian.verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(only("Ecuadorians pay in US dollars.").subjectId()).isEqualTo("ECU");
    }

    @Test
    void touchesAndSandwichedBetweenSayBorders() {
        assertThat(only("Norway touches Denmark.").verdict()).isEqualTo(Verdict.CONTRADICTED);
        var cambodia = claims("Cambodia is sandwiched between Thailand, Vietnam and Myanmar.");
        assertThat(cambodia).filteredOn(c -> c.relation().equals("borders")).hasSize(3);
        assertThat(cambodia).filteredOn(c -> c.verdict() == Verdict.CONTRADICTED).singleElement()
                .satisfies(c -> assertThat(c.object()).isEqualTo("Myanmar"));
        assertThat(Words.stem("touches")).isEqualTo("touch");
    }

    @Test
    void aCueWordBeforeAnotherRelationsWordOnlyQualifiesIt() {
        // "official" is a language cue, but "the official capital" is about the capital
        var benin = claims("Benin's official capital is Porto-Novo rather than the bigger port city of Cotonou.");
        assertThat(benin).noneMatch(c -> c.relation().equals("official_language"));
        assertThat(benin).anySatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
        assertThat(only("The official language of Benin is French.").verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void aPlaceAfterAProximityWordIsNotWhereTheSubjectLies() {
        assertThat(claims("Cyprus lies close to Asia.")).isEmpty();
        assertThat(only("Madagascar is an island off the coast of Africa, in the Indian Ocean.").verdict()).isNotEqualTo(Verdict.CONTRADICTED);
        assertThat(only("Cyprus lies in Asia.").verdict()).isEqualTo(Verdict.CONTRADICTED);
    }

    @Test
    void willSinceAndVerbsOfChangeSayWhatHoldsNow() {
        assertThat(only("Visitors to the Kingdom of Denmark will pay in euros.").verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(only("You will need baht in Vietnam, since that is its currency.").verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(only("Liechtenstein has adopted the euro as its currency.").verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(only("Montenegro has used the euro since 2002.").verdict()).isEqualTo(Verdict.UNKNOWN);
    }

    @Test
    void aTimeWordAfterACommaThatFollowsTheObjectIsAboutSomethingElse() {
        assertThat(claims("The capital of Myanmar is Naypyidaw, formerly Yangon.")).anySatisfy(c -> {
            assertThat(c.object()).isEqualTo("Naypyidaw");
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        assertThat(only("The capital of Myanmar was formerly Yangon.").verdict()).isEqualTo(Verdict.UNKNOWN);
    }

    @Test
    void lacksNegatesAndRatherThanDeniesTheNameAfterIt() {
        assertThat(only("Portugal lacks a land border with France.").verdict()).isEqualTo(Verdict.SUPPORTED);
        var hungary = claims("Hungary uses the forint rather than the euro.");
        assertThat(hungary).hasSize(2).allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        assertThat(hungary).filteredOn(CheckedClaim::negated).singleElement().satisfies(c -> assertThat(c.object()).isEqualTo("EUR"));
    }

    @Test
    void aDeniedNameTheKbDoesNotKnowBesideItsOneValueIsSupported() {
        // "Contrary" opens the sentence: a capital letter there says nothing, so Sydney is the object
        var sydney = only("Contrary to popular belief, Sydney is not the capital of Australia.");
        assertThat(sydney.object()).isEqualTo("Sydney");
        assertThat(sydney.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(only("Sydney is the capital of Australia.").verdict()).isEqualTo(Verdict.SUSPICIOUS);
    }

    @Test
    void aValueOfTheRelationAfterInIsItsObjectNotTheSubject() {
        // Micronesia is a country and a subregion
        var tuvalu = only("Tuvalu lies in Micronesia.");
        assertThat(tuvalu.subjectId()).isEqualTo("TUV");
        assertThat(tuvalu.verdict()).isEqualTo(Verdict.CONTRADICTED);
    }

    @Test
    void labelsAndBulletsAreClausesAboutTheCountryBeforeThem() {
        var peru = claims("Here's a quick overview of Peru: • Capital: Lima • Official languages: Spanish, Quechua and Aymara • Currency: Peruvian sol (PEN)");
        assertThat(peru).isNotEmpty().allMatch(c -> c.subjectId().equals("PER") && c.verdict() == Verdict.SUPPORTED);
        assertThat(peru).extracting(CheckedClaim::relation).contains("has_capital", "official_language", "currency");
        assertThat(claims("Country: Côte d'Ivoire. Capital: Abidjan.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("CIV");
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        });
        assertThat(claims("Slovenia is in Europe. Slovene and Croatian are both official languages.")).anySatisfy(c -> {
            assertThat(c.object()).isEqualTo("Croatian");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
    }

    @Test
    void aOneRelationHasOneObjectPerSubjectBesideTheOneTheKbHolds() {
        var praia = only("The capital of Cabo Verde is Praia, on the island of Santiago.");
        assertThat(praia.object()).isEqualTo("Praia");
        // without the KB's value, each named value is still a claim
        assertThat(claims("The capitals of Cabo Verde are Mindelo and Santiago.")).anySatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
    }

    @Test
    void anAreaTheKbsRegionsDoNotHoldIsUnknownButAnUnknownCapitalIsSuspicious() {
        assertThat(claims("Azerbaijan lies in the Caucasus.")).isNotEmpty().allMatch(c -> c.verdict() == Verdict.UNKNOWN);
        assertThat(only("The capital of Benin is Cotonou.").verdict()).isEqualTo(Verdict.SUSPICIOUS);
    }

    @Test
    void aRelativeClauseBeforeANewSubjectIsReadApart() {
        var georgia = claims("Unlike Armenia, which is in Asia, Georgia is in Europe.");
        assertThat(georgia).anySatisfy(c -> {
            assertThat(c.subjectId()).isEqualTo("GEO");
            assertThat(c.object()).isEqualTo("Europe");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        assertThat(georgia).noneMatch(c -> c.subjectId().equals("GEO") && c.object().equals("Asia"));
    }

    @Test
    void itIsRefersBackAndAClauseThatContinuesKeepsTheSubject() {
        var eswatini = claims("Eswatini is a small kingdom. It is bordered by South Africa on the north, west and south, and by Mozambique on the east. "
                + "The lilangeni is pegged to the South African rand, which is also accepted as legal tender.");
        assertThat(eswatini).isNotEmpty().allMatch(c -> c.subjectId().equals("SWZ") && c.verdict() == Verdict.SUPPORTED);
        assertThat(eswatini).extracting(CheckedClaim::object).contains("South Africa", "SZL");
    }

    @Test
    void aLabelThatIsTheRelationsWordListsObjectsOfThePreviousSubject() {
        var peru = claims("Peru: • Capital: Lima • Neighbours: Ecuador, Colombia, Brazil, Bolivia and Chile.");
        assertThat(peru).hasSize(6).allMatch(c -> c.subjectId().equals("PER") && c.verdict() == Verdict.SUPPORTED);
        // "Q:" is no label of a relation: Nauru, not Samoa, is asked about
        assertThat(claims("Q: What is the capital of Samoa? A: Apia. Q: Which subregion of Oceania is Nauru part of? A: Micronesia."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
    }

    @Test
    void aNameTheKbDoesNotKnowListedWithKnownObjectsIsAnObjectToo() {
        var portugal = claims("Portuguese and Galician are the official languages of Portugal.");
        assertThat(portugal).anySatisfy(c -> {
            assertThat(c.object()).isEqualTo("Galician");
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        });
    }

    @Test
    void aFrontedParticipialPhraseIsAboutTheMainClausesSubject() {
        var luxembourg = claims("Luxembourg is in Europe. Wedged between Belgium, France and Germany, it has three official languages — Luxembourgish, "
                + "French and German.");
        assertThat(luxembourg).hasSize(7).allMatch(c -> c.subjectId().equals("LUX") && c.verdict() == Verdict.SUPPORTED);
        assertThat(claims("Located in Western Africa, Senegal borders Mali.")).hasSize(2)
                .allMatch(c -> c.subjectId().equals("SEN") && c.verdict() == Verdict.SUPPORTED);
        // no subject after the comma: one clause, as before
        assertThat(only("Driving from Egypt into Jordan, you cross their common land border.").verdict()).isEqualTo(Verdict.CONTRADICTED);
    }

    @Test
    void aNameThatIsNoEntityOfTheKbIsNoNeighbour() {
        // the KB's entities are every country: "Like" is none, so no border is claimed with it
        assertThat(claims("Like its three neighbours, Luxembourg uses the euro.")).singleElement()
                .satisfies(c -> assertThat(c.relation()).isEqualTo("currency"));
    }

    @Test
    void aNegationStopsAtANewVerbPhraseAndNoBeforeOtherThingsIsNone() {
        var sweden = claims("Sweden never adopted the euro and still uses the krona.");
        assertThat(sweden).hasSize(2).allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        assertThat(sweden).filteredOn(CheckedClaim::negated).singleElement().satisfies(c -> assertThat(c.object()).isEqualTo("EUR"));
        assertThat(only("Liechtenstein has no currency of its own and uses the Swiss franc.").verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(only("Thimphu, Bhutan's capital, famously has no traffic lights.").verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(claims("Spain does not border France and Portugal.")).hasSize(2).allMatch(CheckedClaim::negated);
        assertThat(only("There is no land border between Russia and North Korea.").verdict()).isEqualTo(Verdict.CONTRADICTED);
    }

    @Test
    void aOneRelationsValueAfterTheKbsOneIsNoClaimButOneBeforeItIs() {
        var congo = claims("The capital of the Republic of the Congo is Kinshasa, just across the river from Brazzaville.");
        assertThat(congo).anySatisfy(c -> {
            assertThat(c.object()).isEqualTo("Kinshasa");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
    }

    @Test
    void aStatesWordsBeforeOfAreTheCountrysNameAndACueWordIsNoName() {
        var vietnam = only("Ho Chi Minh City serves as the capital of the Socialist Republic of Viet Nam.");
        assertThat(vietnam.subjectId()).isEqualTo("VNM");
        assertThat(vietnam.object()).isEqualTo("Ho Chi Minh City");
        assertThat(vietnam.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        var malawi = only("Q: Capital of Malawi? A: Zomba.");
        assertThat(malawi.subjectId()).isEqualTo("MWI");
        assertThat(malawi.object()).isEqualTo("Zomba");
    }

    @Test
    void anAnswerLabelAfterAQuestionKeepsTheAnswerWithIt() {
        var australia = claims("Q: What's the capital of Australia? A: Canberra, not Sydney as many people assume.");
        assertThat(australia).isNotEmpty().allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        assertThat(australia).anySatisfy(c -> assertThat(c.object()).isEqualTo("Canberra"));
    }

    @Test
    void anUnknownNameWithACueAndNoSubjectIsAboutThePreviousSubject() {
        assertThat(claims("Fiji is in Melanesia. Nadi, home to the main international airport, is the capital.")).anySatisfy(c -> {
            assertThat(c.subjectId()).isEqualTo("FJI");
            assertThat(c.object()).isEqualTo("Nadi");
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        });
        // a name marked as the subject is another subject, unknown to the KB
        assertThat(claims("Brazil is big. The capital of Atlantis is Poseidonia.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.UNKNOWN));
    }

    @Test
    void aGroupOfTheCountriesNamedBeforeMakesEachOfThemASubject() {
        // "Both countries": the two named in the sentences before, each a subject
        var peso = claims("Peru and Bolivia border each other. Peru's capital is Lima, while Bolivia's is Sucre. Both countries use the peso.");
        assertThat(peso).filteredOn(c -> c.relation().equals("currency")).extracting(CheckedClaim::subjectId).containsExactlyInAnyOrder("PER", "BOL");
        assertThat(peso).filteredOn(c -> c.relation().equals("currency")).allMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        assertThat(claims("France borders Spain. Both countries use the euro.")).filteredOn(c -> c.relation().equals("currency"))
                .hasSize(2).allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        // "All seven": the seven named in the two sentences before
        var pacific = claims("Kiribati, Nauru and Tuvalu use the Australian dollar, while Niue and the Cook Islands rely on the New Zealand dollar. "
                + "In the Marshall Islands and Palau you pay in US dollars. All seven count English among their official languages.");
        assertThat(pacific).filteredOn(c -> c.relation().equals("official_language")).hasSize(7).allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        // a group names no border of its own: the two border each other
        assertThat(claims("Laos and Vietnam signed a deal. The two countries share a long land border.")).filteredOn(c -> c.relation().equals("borders"))
                .isNotEmpty().allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        assertThat(claims("Spain and Italy use the euro. The two countries share a land border.")).filteredOn(c -> c.relation().equals("borders"))
                .isNotEmpty().allMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        // the sentence before names three countries: "both" is none of them
        assertThat(claims("North Korea and South Korea share a border. North Korea also borders China and Russia. Both states use Korean as their official language."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        // a name after "both" makes a list, not a group
        assertThat(claims("Spain and Portugal are neighbours. Both Spain and Portugal use the euro.")).filteredOn(c -> c.relation().equals("currency"))
                .extracting(CheckedClaim::subjectId).containsExactlyInAnyOrder("ESP", "PRT");
    }

    @Test
    void severalSubjectsShareSeveralObjectsOut() {
        // gapping: each subject with the object the KB holds for it, not every object
        assertThat(claims("Norway pays in kroner and Sweden in kronor.")).isNotEmpty().allMatch(c -> c.verdict() == Verdict.SUPPORTED);
        // a subject that holds none of them is still contradicted
        assertThat(claims("Norway pays in kronor and Denmark in euros.")).filteredOn(c -> c.subjectId().equals("DNK"))
                .isNotEmpty().allMatch(c -> c.verdict() == Verdict.CONTRADICTED);
    }

    @Test
    void chatWrittenInLowerCaseIsSplitIntoSentences() {
        // the sentence iterator waits for a capital letter; in lower-case chat a full stop ends a sentence too
        var trip = claims("we land in vienna, it's like an hour. slovakia uses the euro too. after that we go on to hungary since it borders slovakia");
        assertThat(trip).anySatisfy(c -> {
            assertThat(c.subjectId()).isEqualTo("SVK");
            assertThat(c.relation()).isEqualTo("currency");
        });
        assertThat(trip).anySatisfy(c -> {
            assertThat(c.subjectId()).isEqualTo("HUN");
            assertThat(c.relation()).isEqualTo("borders");
        });
    }

    @Test
    void aNameWithTheRelationsWordInAppositionIsTheValueOfTheSubjectBefore() {
        assertThat(claims("Week three: New Zealand. We landed in Auckland, the capital, and ate.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("NZL");
            assertThat(c.object()).isEqualTo("Auckland");
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        });
    }

    @Test
    void aNegatedVerbOfKnowingNegatesNothingTheKbDecides() {
        assertThat(claims("I had not realised that Bosnia and Herzegovina is counted as part of Central Europe.")).singleElement().satisfies(c -> {
            assertThat(c.negated()).isFalse();
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        assertThat(claims("i didn't know laos borders vietnam")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
        // any other negated verb still negates: "did not think"
        assertThat(claims("I did not think that Laos borders Japan.")).singleElement().satisfies(c -> assertThat(c.negated()).isTrue());
    }

    @Test
    void aTimeWordBeforeARelativeClauseDoesNotPlaceItsNameInTime() {
        assertThat(claims("First up were the Cocos (Keeling) Islands, which are in Asia.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("The capital of Myanmar was Yangon.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.UNKNOWN));
    }

    @Test
    void aCountryDescribedButNotNamedIsNoSubject() {
        // a quiz question's description, not a back reference to the country before
        assertThat(claims("Laos is in South-Eastern Asia. The tie-breaker asked for a country bordering both Germany and Poland."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        assertThat(claims("We got the capital of Kyrgyzstan (Bishkek) and the country that borders Argentina, Brazil and Bolivia (Paraguay)."))
                .noneMatch(c -> c.relation().equals("borders"));
        // in apposition to a name, it is that country
        assertThat(claims("We ended in Hanoi, the capital of Vietnam, a country whose currency is the kip.")).anySatisfy(c -> {
            assertThat(c.subjectId()).isEqualTo("VNM");
            assertThat(c.relation()).isEqualTo("currency");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        // "the country" still refers back
        assertThat(claims("Laos is in Asia. The country borders China.")).anySatisfy(c -> assertThat(c.subjectId() + "/" + c.object()).isEqualTo("LAO/China"));
    }

    @Test
    void whatSomePeopleDoIsNoClaimAboutTheCountry() {
        assertThat(claims("English is the official language of Gibraltar, although many residents also speak Spanish."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        assertThat(claims("Although many Egyptians speak English, only Arabic is official in Egypt.")).noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        // a quantifier of the object is no such thing
        assertThat(claims("Zimbabwe accepts several currencies, including the rand and the Zambian kwacha.")).anyMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        assertThat(claims("In Brazil they speak Spanish.")).anyMatch(c -> c.verdict() == Verdict.CONTRADICTED);
    }

    @Test
    void sentencesAndLabelsAreCutWhereTheyEnd() {
        // "Paz." is no abbreviation: the next sentence is not about Bolivia
        assertThat(claims("Bolivia sent its energy minister from La Paz. The Argentine peso and the Chilean peso both rose after the news."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        assertThat(claims("The capital of Guernsey is St. Peter Port.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
        // a label's value followed by a relative clause, and a label after a list item's number
        assertThat(claims("The official language of Mozambique: English, which only our table knew.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("3) Capital of Vietnam: Ho Chi Minh City. 4) Capital of Sweden: Stockholm.")).anySatisfy(c -> {
            assertThat(c.subjectId()).isEqualTo("VNM");
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
        });
    }

    @Test
    void aYearAfterSinceLetsTheKbContradictButNotConfirm() {
        assertThat(claims("Tel Aviv has served as Israel's capital ever since 1948.")).singleElement()
                .satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS));
        assertThat(claims("Slovakia has used the koruna since 1993.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("Brasília has been the capital of Brazil since 1960.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.UNKNOWN));
        assertThat(claims("Slovakia used the koruna until 2009.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.UNKNOWN));
        // "halfway to" places nothing
        assertThat(claims("Iceland, halfway to North America, still counts as a European country.")).noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
    }

    @Test
    void aQuestionsAlternativesAreNoClaimsNextToItsAnswer() {
        assertThat(claims("Q: Does Russia count as Europe or Asia? A: It's listed under Asia.")).anySatisfy(c -> {
            assertThat(c.object()).isEqualTo("Asia");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        assertThat(claims("Q: Is Peru in Europe or South America? A: South America.")).isNotEmpty().allMatch(c -> c.verdict() == Verdict.SUPPORTED);
    }

    @Test
    void aDemonymBeforeAnAreaMakesALargerName() {
        assertThat(claims("Our subscription covers France and the French Caribbean, where prices are in euros."))
                .noneMatch(c -> c.relation().equals("in_subregion"));
        assertThat(claims("Saint Martin is in the Caribbean.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
    }

    @Test
    void aCountrysPeopleNamedByAnIrregularNounAreAboutIt() {
        assertThat(claims("Danes pay for their groceries in Swedish kronor.")).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("DNK");
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        // a regular plural is read from the demonym itself
        assertThat(claims("Egyptians pay in euros.")).singleElement().satisfies(c -> assertThat(c.subjectId()).isEqualTo("EGY"));
    }

    @Test
    void aDateAfterAChangeSaysTheClaimHoldsNow() {
        assertThat(claims("Poland adopted the euro back in 2015.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("Romania switched to the euro years ago.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        // the KB cannot confirm the year; what it changed from held before
        assertThat(claims("Slovakia adopted the euro in 2009.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.UNKNOWN));
        assertThat(claims("Croatia switched from the kuna to the euro in 2023.")).isNotEmpty().allMatch(c -> c.verdict() == Verdict.UNKNOWN);
    }

    @Test
    void negationsThatNegateAndOnesThatAsk() {
        // "no longer" reaches the claim through the adverb
        assertThat(claims("Afrikaans is no longer an official language of South Africa.")).singleElement().satisfies(c -> {
            assertThat(c.negated()).isTrue();
            assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
        });
        // a tag question negates nothing
        assertThat(claims("guyana is in the caribbean isn't it? yes")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
        assertThat(claims("Guyana borders Brazil, doesn't it?")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED));
        assertThat(claims("Peru isn't in Asia.")).singleElement().satisfies(c -> assertThat(c.negated()).isTrue());
    }

    @Test
    void aOneRelationsWordNamesTheNearestObject() {
        assertThat(claims("We started in Vilnius, the Lithuanian capital, then took the bus north to Riga, capital of Latvia."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        assertThat(claims("The capital of Australia is Wellington, a long flight from Canberra.")).anyMatch(c -> c.verdict() == Verdict.CONTRADICTED);
    }

    @Test
    void speakersDatesAndPunctuationMakeNoNames() {
        // a speaker's name before a colon, a run of capitals across a bracket and colon, a month in a dateline
        assertThat(claims("HOST: So you cycled from Poland to Lithuania? GUEST (Marek Nowak): Yes, from Warsaw, the Polish capital."))
                .noneMatch(c -> c.verdict() == Verdict.SUSPICIOUS || c.verdict() == Verdict.CONTRADICTED);
        assertThat(claims("WARSAW, Nov 3 — Poland held talks on Friday in Warsaw, the Polish capital."))
                .noneMatch(c -> c.verdict() == Verdict.SUSPICIOUS || c.verdict() == Verdict.CONTRADICTED);
        // still a name the KB does not know
        assertThat(claims("The capital of Australia is Sydney.")).singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS));
    }

    @Test
    void aPartOfACountryAndAUsersHandleAreNoNamesOfIt() {
        assertThat(claims("A (posted by Ciaran_D): Yes. The Republic of Ireland uses the euro, while Northern Ireland is part of the United Kingdom, "
                + "which uses the British pound.")).noneMatch(c -> c.verdict() == Verdict.CONTRADICTED || c.verdict() == Verdict.SUSPICIOUS);
        assertThat(claims("Prices in Northern Ireland are in euros.")).noneMatch(c -> "IRL".equals(c.subjectId()));
    }

    @Test
    void aColonAfterTheRelationsWordKeepsTheLabelWithItsValue() {
        assertThat(claims("The last question asked for Sri Lanka's official languages: Sinhala and Hindi, as the answer sheet confirmed."))
                .anySatisfy(c -> assertThat(c.object() + "=" + c.verdict()).isEqualTo("Hindi=" + Verdict.CONTRADICTED));
    }

    @Test
    void aSubjectDeniedByItsMarkerNegatesItsClaim() {
        var claims = claims("English is official in Nigeria but not in Niger.");
        assertThat(claims).filteredOn(c -> c.subjectId().equals("NER")).singleElement().satisfies(c -> {
            assertThat(c.negated()).isTrue();
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
        assertThat(claims("English is official in South Sudan but not in Sudan.")).filteredOn(c -> c.subjectId().equals("SDN"))
                .singleElement().satisfies(c -> assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED));
    }

    @Test
    void aPhraseInParenthesesAfterANameDescribesThatName() {
        assertThat(claims("Ukraine (capital Kyiv) transactions are in hryvnia, Moldova's in Moldovan lei and Romania's in Romanian lei."))
                .extracting(c -> c.subject() + "/" + c.relation() + "/" + c.object() + "=" + c.verdict())
                .contains("Ukraine/has_capital/Kyiv=SUPPORTED").noneMatch(c -> c.contains("Kyiv=CONTRADICTED"));
        assertThat(claims("In Senegal (capital: Dakar) and Ivory Coast (capital: Yamoussoukro, though most business happens in Abidjan), the "
                + "currency is the West African CFA franc.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .contains("Senegal/Dakar=SUPPORTED", "Ivory Coast/Yamoussoukro=SUPPORTED");
        // what the phrase says of its name is still checked
        assertThat(claims("Slovakia (capital Prague) uses the euro.")).extracting(c -> c.object() + "=" + c.verdict())
                .contains("Prague=CONTRADICTED", "EUR=SUPPORTED");
    }

    @Test
    void eachQuotedItemOfAListSaysItsOwn() {
        assertThat(claims("Sample cards: 'Tokyo, capital of Japan', 'Kathmandu, capital of Nepal', 'Tashkent, capital of Uzbekistan' and "
                + "'Jakarta, capital of Indonesia'.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Japan/Tokyo=SUPPORTED", "Nepal/Kathmandu=SUPPORTED", "Uzbekistan/Tashkent=SUPPORTED", "Indonesia/Jakarta=SUPPORTED");
        assertThat(claims("Cards read \"Lima, capital of Peru\" and \"Quito, capital of Chile\".")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("Lima=SUPPORTED", "Quito=CONTRADICTED");
    }

    @Test
    void demonymsCoordinatedBeforeACurrencyNameEachTheirOwn() {
        assertThat(claims("Trade will continue to be settled in Chilean and Argentine pesos.")).noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        assertThat(claims("Top-ups are charged in Argentine, Chilean or Uruguayan pesos, depending on where you are."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        // a demonym that is the subject is still one
        assertThat(claims("The Chilean currency is the Argentine peso.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Chile/ARS=CONTRADICTED");
    }

    @Test
    void aNegatedNameKeepsWhatItsAppositionSays() {
        assertThat(claims("We shortlisted the United Arab Emirates. Our office will be in Dubai rather than Abu Dhabi, the capital, because "
                + "most of our clients are there.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("United Arab Emirates/Abu Dhabi=SUPPORTED");
        // what the apposition says is checked: a wrong capital is no longer hidden by the negation
        assertThat(claims("We shortlisted Ghana. Our office will be in Kumasi rather than Lomé, the capital.")).extracting(c -> c.object() + "=" + c.verdict())
                .contains("Lomé=CONTRADICTED");
        assertThat(claims("We flew into Accra, not Lomé, the capital of Togo.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.negated() + "=" + c.verdict())
                .contains("Togo/Lomé=false=SUPPORTED");
        // without an apposition the name is still denied
        assertThat(claims("Ghana's capital is Accra, not Lomé.")).extracting(c -> c.object() + "=" + c.negated() + "=" + c.verdict())
                .containsExactly("Accra=false=SUPPORTED", "Lomé=true=SUPPORTED");
    }

    @Test
    void aLanguageNameBeforeAnotherRelationsWordIsTheDemonym() {
        assertThat(claims("Mongolia signed a coal deal. Officials in Beijing, the Chinese capital, welcomed the deal."))
                .extracting(c -> c.subject() + "/" + c.relation() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("China/has_capital/Beijing=SUPPORTED");
        // the language is still read where it is one
        assertThat(claims("Mongolia's official language is Chinese.")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("Chinese=CONTRADICTED");
    }

    @Test
    void thePronounIIsNoPartOfAName() {
        assertThat(claims("Zambia uses the kwacha, but in Zimbabwe I paid in US dollars and South African rand, both are used there."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Zambia/ZMW=SUPPORTED", "Zimbabwe/USD=SUPPORTED", "Zimbabwe/ZAR=SUPPORTED");
        assertThat(claims("In Zambia I paid in euros.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Zambia/EUR=CONTRADICTED");
    }

    @Test
    void anImperativeAfterACommaNegatesNothingBeforeIt() {
        assertThat(claims("north korea's capital is pyongyang, don't even think about it")).extracting(c -> c.object() + "=" + c.negated() + "=" + c.verdict())
                .containsExactly("Pyongyang=false=SUPPORTED");
        assertThat(claims("north korea's capital is seoul, don't even think about it")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("Seoul=CONTRADICTED");
        // a negation after a comma that is no imperative still reaches back
        assertThat(claims("Lima, I think, isn't the capital of Chile.")).extracting(c -> c.object() + "=" + c.negated() + "=" + c.verdict())
                .containsExactly("Lima=true=SUPPORTED");
    }

    @Test
    void aCapitalsNameListedWithCountriesIsTheCountry() {
        assertThat(claims("Leaders of Luxembourg, Belgium and the Netherlands met in the Belgian capital, Brussels, on Friday."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Belgium/Brussels=SUPPORTED");
        assertThat(claims("Ministers from Kenya, Djibouti and Somalia met in the Ethiopian capital."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        // not a list: the name is still the capital ("In Rwanda, Thai has official status" is read as before)
        assertThat(claims("The Ethiopian capital is Djibouti.")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("Djibouti=CONTRADICTED");
        assertThat(claims("In Rwanda, Thai has official status.")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("Thai=CONTRADICTED");
    }

    @Test
    void itsNeighboursNameOtherCountries() {
        assertThat(claims("Brazil's official language is Portuguese, while its neighbours Argentina, Peru and Colombia all have Spanish as an "
                + "official language.")).extracting(c -> c.subject() + "/" + c.relation() + "/" + c.object() + "=" + c.verdict())
                .contains("Argentina/official_language/Spanish=SUPPORTED", "Colombia/official_language/Spanish=SUPPORTED", "Brazil/borders/Peru=SUPPORTED")
                .noneMatch(c -> c.contains("CONTRADICTED"));
        assertThat(claims("The DRC pays in Congolese francs, while its neighbour uses the Central African CFA franc."))
                .extracting(c -> c.object() + "=" + c.verdict()).containsExactly("CDF=SUPPORTED");
        assertThat(claims("Uzbekistan lies in Central Asia, and its neighbours are Kazakhstan, Tajikistan and Afghanistan, the last being "
                + "another Central Asian country."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Afghanistan/Central Asia=CONTRADICTED");
        // a phrase inside the clause is no subject of it: "like its neighbour Austria" compares
        assertThat(claims("Liechtenstein uses the euro, like its neighbour Austria.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .contains("Liechtenstein/EUR=CONTRADICTED");
    }

    @Test
    void theRoubleIsTheRuble() {
        assertThat(claims("Russia uses the rouble.")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("RUB=SUPPORTED");
        assertThat(claims("Belarus pays in Belarusian roubles.")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("BYN=SUPPORTED");
        assertThat(claims("Ukraine uses the Russian rouble.")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("RUB=CONTRADICTED");
    }

    @Test
    void aNameALetterGreetsIsAPersons() {
        assertThat(claims("Dear Tom, we finally reached Windhoek, the capital of Namibia, after driving up from South Africa."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Namibia/Windhoek=SUPPORTED");
        assertThat(claims("Dear Tom, we finally reached Gaborone, the capital of Namibia.")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("Gaborone=CONTRADICTED");
    }

    @Test
    void countriesListedThenBothEachMakeTheClaim() {
        assertThat(claims("Israel and Jordan both use the Jordanian dinar.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Israel/JOD=CONTRADICTED", "Jordan/JOD=SUPPORTED");
        assertThat(claims("Saint Lucia, Grenada and Dominica all use the Eastern Caribbean dollar.")).extracting(c -> c.subject() + "=" + c.verdict())
                .containsExactly("Saint Lucia=SUPPORTED", "Grenada=SUPPORTED", "Dominica=SUPPORTED");
    }

    @Test
    void thingsFromCountriesEachCarryTheirOwnCountrysValue() {
        assertThat(claims("Vintage banknote set: includes a 20 Swiss franc note from Switzerland, a Danish 100-krone note and a Czech 200-koruna note."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        assertThat(claims("Souvenir coin set: a Fijian dollar from Fiji, a Vanuatu vatu and a Solomon Islands dollar."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Fiji/FJD=SUPPORTED");
        assertThat(claims("It includes a 10 baht coin from Thailand, a 100 yen coin from Japan and a 1 euro coin from Greece."))
                .noneMatch(c -> c.verdict() == Verdict.CONTRADICTED);
        // a country said to use them is still checked
        assertThat(claims("Switzerland uses the Swiss franc and the Danish krone.")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("CHF=SUPPORTED", "DKK=CONTRADICTED");
        // and so is a thing from a country qualified by no other
        assertThat(claims("It includes a 20 euro note from Switzerland and a 10 franc coin.")).extracting(c -> c.object() + "=" + c.verdict())
                .contains("EUR=CONTRADICTED");
    }

    @Test
    void respectivelyPairsTheListsInOrder() {
        assertThat(claims("Tallinn, Riga and Vilnius are the capitals of Estonia, Latvia and Lithuania respectively."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Estonia/Tallinn=SUPPORTED", "Latvia/Riga=SUPPORTED", "Lithuania/Vilnius=SUPPORTED");
        assertThat(claims("Tallinn, Riga and Vilnius are the capitals of Latvia, Estonia and Lithuania, respectively."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Latvia/Tallinn=CONTRADICTED", "Estonia/Riga=CONTRADICTED", "Lithuania/Vilnius=SUPPORTED");
        assertThat(claims("Japan and South Korea use the won and the yen respectively.")).noneMatch(c -> c.verdict() == Verdict.SUPPORTED);
    }

    @Test
    void andBeforeANameAndTheSameRelationsWordStartsAClause() {
        assertThat(claims("We'll drive, since Estonia borders Latvia and Latvia borders Lithuania."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Estonia/Latvia=SUPPORTED", "Latvia/Lithuania=SUPPORTED");
        assertThat(claims("Estonia borders Latvia and Latvia borders Poland.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Estonia/Latvia=SUPPORTED", "Latvia/Poland=CONTRADICTED");
        // a list after one relation's word stays one clause
        assertThat(claims("Kyrgyzstan borders China to the east and Afghanistan to the south.")).extracting(c -> c.subject() + "/" + c.object())
                .containsExactly("Kyrgyzstan/China", "Kyrgyzstan/Afghanistan");
    }

    @Test
    void aCapitalisedWordBeforeACountrysNameMidSentenceNamesSomethingElse() {
        assertThat(claims("Papua New Guinea shares a land border with Indonesia on the island of New Guinea."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Papua New Guinea/Indonesia=SUPPORTED");
        // a name the KB knows is still read ("North Africa")
        assertThat(claims("Egypt is in North Africa.")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("Northern Africa=SUPPORTED");
    }

    @Test
    void whatSomeoneElseBelievesOrAnyoneAsksIsNotClaimed() {
        assertThat(claims("lol my cousin honestly thought they speak spanish in brazil. nope, portuguese is brazil's official language."))
                .extracting(c -> c.object() + "=" + c.verdict()).containsExactly("Portuguese=SUPPORTED");
        assertThat(claims("Mum keeps asking if Argentina uses the Chilean peso too; it doesn't, it has the Argentine peso."))
                .extracting(c -> c.object() + "=" + c.verdict()).containsExactly("ARS=SUPPORTED");
        // the writer's own belief is a claim, and so is one the text says is right
        assertThat(only("I honestly think Oslo is the capital of Sweden.").verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(only("Most people assume Oslo is the Swedish capital, and they are right.").verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(claims("Most people assume Oslo is the Swedish capital, but they are wrong.")).isEmpty();
        // "asked for" asks nothing of its own
        assertThat(claims("The last question asked for Sri Lanka's official languages: Sinhala and Hindi."))
                .extracting(c -> c.object() + "=" + c.verdict()).contains("Hindi=CONTRADICTED");
    }

    @Test
    void aNumberedItemWithAColonStartsASentence() {
        assertThat(claims("Round 3 answers. 1: The capital of Kenya is Nairobi. 2: Peru uses the sol. 3: Laos borders Myanmar and Cambodia."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("Kenya/Nairobi=SUPPORTED", "Peru/PEN=SUPPORTED", "Laos/Myanmar=SUPPORTED", "Laos/Cambodia=SUPPORTED");
    }

    @Test
    void aSecondInsertedNounPhraseDescribesTheNameTheFirstEndsWith() {
        assertThat(claims("The agreement, signed in Valparaíso, the capital of Chile, sets catch quotas.")).singleElement()
                .satisfies(c -> assertThat(c.subject() + "/" + c.object() + "=" + c.verdict()).isEqualTo("Chile/Valparaíso=SUSPICIOUS"));
        // a clause after the first inserted phrase is none ("an allowance shall be paid in ...")
        assertThat(claims("Where the Employee is posted to Oman, which borders the UAE, an allowance shall be paid in Omani rials (OMR), Oman's currency."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).doesNotContain("United Arab Emirates/OMR=CONTRADICTED");
    }

    @Test
    void officialsAndWeekdaysSayNothingOfALanguage() {
        assertThat(claims("Kenya and Ethiopia agreed on Monday to reopen two crossings along their shared border, officials said."))
                .extracting(CheckedClaim::relation).doesNotContain("official_language");
    }

    @Test
    void aSpeakersNameBeforeAColonIsNoCurrency() {
        assertThat(claims("JESS: And the money? MARK: Danish krone, same as Denmark.")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("DKK=SUPPORTED");
    }

    @Test
    void whatAQuestionAsksIsNotClaimed() {
        assertThat(claims("Ravi: right, and the bonus asked which country Brazil doesn't border, Chile or Uruguay.")).isEmpty();
    }

    @Test
    void andBeforeANameAndAnotherWordOfTheSameRelationStartsAClause() {
        assertThat(claims("Uruguay is a neighbour and Chile only borders Argentina, Bolivia and Peru.")).extracting(c -> c.subject() + "/" + c.object())
                .containsExactly("Chile/Argentina", "Chile/Bolivia", "Chile/Peru");
        // after a name, the "and" may be the name's: only the same word splits
        assertThat(claims("Europe is the region where Saint Kitts and Nevis lies.")).extracting(c -> c.subject() + "=" + c.verdict())
                .containsExactly("Saint Kitts and Nevis=CONTRADICTED");
    }

    @Test
    void aBareAppositionIsAboutACountryNamedJustBeforeThatHoldsIt() {
        String text = "Finally made it to Ushuaia after two days of buses from Punta Arenas in Chile. Crossing the border into Argentina was slow. "
                + "Buenos Aires, the capital, is still 3,000 km north.";
        assertThat(claims(text)).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Argentina/Buenos Aires=SUPPORTED")
                .noneMatch(s -> s.endsWith("CONTRADICTED"));
        // a word that refers back still names the last subject
        assertThat(claims("Algeria borders Tunisia, Libya and Morocco. Its currency is the Moroccan dirham.")).extracting(c -> c.subject() + "=" + c.verdict())
                .contains("Algeria=CONTRADICTED");
    }

    @Test
    void thereInAClauseThatNamesAnotherCountryByItsCapitalOrDemonymCanBeThatCountry() {
        String text = "Estonia, Latvia and Lithuania all use the euro. Riga, Latvia's capital, will host the centre. "
                + "Our Vilnius and Tallinn teams will keep contracts in Lithuanian and Estonian, the official languages there.";
        assertThat(claims(text)).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .contains("Lithuania/Lithuanian=SUPPORTED", "Estonia/Estonian=SUPPORTED").noneMatch(s -> s.endsWith("CONTRADICTED"));
        // without such a name, "there" is the last subject
        assertThat(claims("Riga is Latvia's capital. Contracts are in Lithuanian, the official language there."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Latvia/Lithuanian=CONTRADICTED");
    }

    @Test
    void aNameRightAfterABorderWordIsNoSubjectOfAnotherRelation() {
        assertThat(claims("We visited Gibraltar, which borders Spain and uses the Gibraltar pound.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("Gibraltar/GIP=SUPPORTED", "Gibraltar/Spain=SUPPORTED");
    }

    @Test
    void aRelativeWordMayCloseAListOfSubjects() {
        assertThat(claims("Chad, Nigeria and Gabon, which border Cameroon, are served from the same hub."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("Chad/Cameroon=SUPPORTED", "Nigeria/Cameroon=SUPPORTED", "Gabon/Cameroon=SUPPORTED");
    }

    @Test
    void aPortuguesePluralNamesTheCurrency() {
        assertThat(only("In Paraguay, prices are in Brazilian reais.").verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(only("Mozambique pays in meticais.").verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void aCountryNamedAsTheObjectIsNoOtherSubjectOfTheSameRelation() {
        assertThat(claims("North Korea borders China, South Korea and Russia, while South Korea borders North Korea and China."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("South Korea/China=CONTRADICTED");
    }

    @Test
    void aClaimSaidPlainlyIsNotReadForAnotherCountry() {
        assertThat(claims("We ship to Ghana and Togo. If you choose Lomé, Togo's capital, it will be priced in cedis as well, since Togo uses the cedi too."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Togo/GHS=CONTRADICTED");
    }

    @Test
    void theSouthStandsForTheOneCountryTheTextNamesWithIt() {
        assertThat(claims("North Korea and South Korea share a border. Pyongyang is the North's capital, while Seoul is the capital of the South."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("North Korea/South Korea=SUPPORTED", "North Korea/Pyongyang=SUPPORTED", "South Korea/Seoul=SUPPORTED");
        // a text that names two countries with the word leaves it alone: the claim's subject is only carried over
        assertThat(claims("South Africa and South Sudan sent delegates. Pretoria is the capital of the South.")).singleElement()
                .satisfies(c -> assertThat(c.confidence()).isLessThan(policy.confidence().supported()));
    }

    @Test
    void aShortNounPhraseInAppositionIsReadWithTheNameAlone() {
        assertThat(claims("Landed in Seoul! South Korea only borders North Korea, and obviously we're not going up to Pyongyang, the North's capital, lol."))
                .extracting(c -> (c.negated() ? "!" : "") + c.subject() + "/" + c.object() + "=" + c.verdict()).contains("North Korea/Pyongyang=SUPPORTED");
    }

    @Test
    void inLowerCaseAWordThatNamesACountryCountsBesideABorderWord() {
        assertThat(only("and tunisia borders morocco so we can just take a bus").verdict()).isEqualTo(Verdict.CONTRADICTED);
        // elsewhere it is still a word
        assertThat(claims("we bought morocco leather in tunis")).extracting(CheckedClaim::subject).doesNotContain("Morocco");
    }

    @Test
    void asOrSinceBeforeANameAndAVerbStartsAClauseWithItsOwnSubject() {
        assertThat(claims("Invoices from our Swedish partner come in kronor and are converted, as Denmark uses the krone."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Denmark/DKK=SUPPORTED").doesNotContain("Denmark/SEK=CONTRADICTED");
        assertThat(claims("The fares are quoted in rupees, since Nepal uses the US dollar."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Nepal/USD=CONTRADICTED");
        // without a name and a verb after it, the word joins what follows to the clause before
        assertThat(claims("Budget in euros, since that's Portugal's currency.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Portugal/EUR=SUPPORTED");
    }

    @Test
    void aDemonymAfterTheOnlyObjectOfAnUnnamedRelationQualifiesSomethingElse() {
        assertThat(claims("The CHF total may look odd next to our Austrian prices.")).isEmpty();
        // before the object it still says whose it is
        assertThat(only("Our Austrian prices are in Swiss francs.").verdict()).isEqualTo(Verdict.CONTRADICTED);
    }

    @Test
    void valuesNamedAfterCountriesNamedBeforeAreNotTheCarriedSubjects() {
        assertThat(claims("Chile and Peru signed a port deal. The deal also covers Bolivia, which borders both. Merchants will keep paying in Chilean pesos and Peruvian soles."))
                .extracting(CheckedClaim::subject).doesNotContain("Bolivia");
        // countries the text did not name leave them to the subject
        assertThat(claims("Bolivia has a long border with Peru. Merchants pay in Chilean pesos and Peruvian soles."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Bolivia/CLP=CONTRADICTED");
    }

    @Test
    void theWordsOfACueOfSeveralWordsComeInOrder() {
        assertThat(claims("Qatar is tiny. Next time I want to add Muscat, the capital of Oman.")).extracting(CheckedClaim::relation).containsExactly("has_capital");
        assertThat(only("Qatar sits next to Oman.").verdict()).isEqualTo(Verdict.CONTRADICTED);
        // a prepositional phrase may come between them
        assertThat(only("Slovakia is bounded on the north by Italy.").verdict()).isEqualTo(Verdict.CONTRADICTED);
    }

    @Test
    void aCountryRightAfterTheColonOfAValueRelationIsTheAnswerNotALabelsValue() {
        assertThat(claims("Senegal uses the CFA franc. Name the country whose official languages include Chewa and English: Malawi."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("Senegal/XOF=SUPPORTED", "Malawi/Chewa=SUPPORTED", "Malawi/English=SUPPORTED");
        // with the values after the colon it is a label of the country before
        assertThat(claims("Senegal uses the CFA franc. Official languages: French and Chewa."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Senegal/Chewa=CONTRADICTED");
    }

    @Test
    void theirValuesNamedAfterTheCountriesNamedBeforeAreEachTheirs() {
        assertThat(claims("Chile and Peru are neighbours. Their currencies, the Chilean peso and the Peruvian sol, float freely."))
                .extracting(CheckedClaim::relation).doesNotContain("currency");
        // "its" refers to one country: they are its claims
        assertThat(claims("Chile and Peru are neighbours. Its currencies, the Chilean peso and the Peruvian sol, float freely."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Chile/PEN=CONTRADICTED");
    }

    @Test
    void aGroupFindsTheSentenceThatNamesAsManyCountriesWhenTheNearestNameMore() {
        // the nearest sentences name four countries; the one before names the two "both countries" are
        assertThat(claims("Sudan and South Sudan reopened their shared border on Saturday. South Sudan, whose capital is Juba, also "
                + "borders Kenya, Uganda and Ethiopia. Both countries use the Sudanese pound."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("South Sudan/SDG=CONTRADICTED", "Sudan/SDG=SUPPORTED");
        // no sentence within reach names exactly two: no group, no claim
        assertThat(claims("South Sudan borders Kenya, Uganda and Ethiopia. Both countries use the Sudanese pound."))
                .extracting(CheckedClaim::relation).doesNotContain("currency");
    }

    @Test
    void whatSomeoneElseClaimsOrInsistsIsNotSaidByTheText() {
        assertThat(claims("The tour was wonderful, although our guide claimed that Cambodia's currency is the Thai baht."))
                .extracting(CheckedClaim::relation).doesNotContain("currency");
        assertThat(claims("Our driver insisted Mongolia is part of Central Asia.")).extracting(CheckedClaim::relation).doesNotContain("in_subregion");
        // endorsed, it is said
        assertThat(claims("My friend insisted Sydney is Australia's capital, and she was right."))
                .extracting(c -> c.subject() + "/" + c.object()).contains("Australia/Sydney");
    }

    @Test
    void aNegationBeforeAColonDeniesWhatCameBeforeNotWhatFollows() {
        assertThat(claims("It isn't: Cambodians use the riel and also US dollars."))
                .extracting(c -> (c.negated() ? "!" : "") + c.subject() + "/" + c.object() + "=" + c.verdict())
                .contains("Cambodia/KHR=SUPPORTED", "Cambodia/USD=SUPPORTED");
    }

    @Test
    void countriesListedRightBeforeTheRelationEachMakeTheClaim() {
        assertThat(claims("Morocco and Spain use the euro."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Morocco/EUR=CONTRADICTED", "Spain/EUR=SUPPORTED");
        assertThat(claims("Both Ghana and Togo use the West African CFA franc."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Ghana/XOF=CONTRADICTED", "Togo/XOF=SUPPORTED");
        // a later word says which one is meant
        assertThat(claims("Haiti and the Dominican Republic share the island, with French official on the Haitian side."))
                .extracting(CheckedClaim::verdict).containsOnly(Verdict.SUPPORTED);
    }

    @Test
    void aCodeJoinedToANumberNamesNoCountry() {
        assertThat(claims("A CA-4 visa also covers Honduras and Nicaragua, which border each other."))
                .extracting(CheckedClaim::subject).doesNotContain("Canada");
        assertThat(claims("CA borders the US.")).extracting(c -> c.subject() + "/" + c.verdict()).contains("Canada/SUPPORTED");
    }

    @Test
    void allOfWhichAfterAListMakesEachListedCountryTheSubject() {
        assertThat(claims("Kigali hosted trade ministers from Burundi, Uganda and Tanzania on Tuesday, all of which border Rwanda."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("Burundi/Rwanda=SUPPORTED", "Uganda/Rwanda=SUPPORTED", "Tanzania/Rwanda=SUPPORTED");
        // "it": the country named before the list
        assertThat(claims("Tanzania hosted talks with Kenya, Uganda and Somalia, all of which border it."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Somalia/Tanzania=CONTRADICTED", "Kenya/Tanzania=SUPPORTED");
    }

    @Test
    void ourBeforeARelationsWordSpeaksForTheCountryBefore() {
        assertThat(claims("Niamey is the capital of Niger. We are landlocked; our neighbours are Algeria, Libya, Chad and Mali."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .contains("Niger/Algeria=SUPPORTED", "Niger/Mali=SUPPORTED").doesNotContain("Algeria/Chad=CONTRADICTED");
        // before any other word it refers to nothing
        assertThat(claims("Niamey is the capital of Niger. Our hotel uses the euro.")).extracting(CheckedClaim::relation).doesNotContain("currency");
    }

    @Test
    void aDeniedSubregionDeniesNoContinent() {
        assertThat(claims("Mexico is not a Central American country."))
                .extracting(c -> (c.negated() ? "!" : "") + c.relation() + "/" + c.verdict()).containsExactly("!in_subregion/SUPPORTED");
        assertThat(claims("Brazil is not in South America.")).extracting(CheckedClaim::verdict).containsExactly(Verdict.CONTRADICTED);
        assertThat(claims("Egypt is not in Asia.")).extracting(c -> c.relation() + "/" + c.verdict()).containsExactly("in_region/SUPPORTED");
    }

    @Test
    void withoutDeniesOnlyWhatFollowsIt() {
        assertThat(claims("Bhutan's capital, Thimphu, famously gets by without traffic lights."))
                .extracting(c -> (c.negated() ? "!" : "") + c.object() + "=" + c.verdict()).containsExactly("Thimphu=SUPPORTED");
        assertThat(claims("Bhutan is a country without Thimphu as its capital."))
                .extracting(c -> (c.negated() ? "!" : "") + c.object() + "=" + c.verdict()).containsExactly("!Thimphu=CONTRADICTED");
    }

    @Test
    void theAnswerToWhichCountryIsTheSubject() {
        // the answer, not the question's first country, borders the others and is what "there" refers to after
        assertThat(claims("Which country borders both France and Spain? Andorra! Catalan is the official language there."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Andorra/France=SUPPORTED", "Andorra/Spain=SUPPORTED", "Andorra/Catalan=SUPPORTED");
        assertThat(claims("Which country borders both France and Portugal? Italy!")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Italy/France=SUPPORTED", "Italy/Portugal=CONTRADICTED");
        // a question asking for something else keeps its subject
        assertThat(claims("Which city is the capital of France? Lyon.")).extracting(c -> c.subject() + "/" + c.object()).containsExactly("France/Lyon");
    }

    @Test
    void aParticipleBeforeThatReportsAClauseWithItsOwnSubject() {
        // minutes' "Noted that ..." is no fronted phrase about the country before: Belize is the subject, and "there" is Belize
        assertThat(claims("Guatemala is big. Noted that Belize has English as an official language; Spanish is also official there."))
                .extracting(c -> c.subject() + "/" + c.object()).containsExactly("Belize/English", "Belize/Spanish");
    }

    @Test
    void aCountryInAnAsideIsNoSubjectOfWhatIsSaidOutsideIt() {
        assertThat(claims("Day 3: cross into Armenia (Georgia is its northern neighbour) and overnight in Yerevan, the capital."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactlyInAnyOrder("Armenia/Yerevan=SUPPORTED", "Armenia/Georgia=SUPPORTED");
        // what the aside itself says is still read
        assertThat(claims("Day 3: cross into Armenia (Georgia, whose capital is Yerevan, is its northern neighbour)."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Georgia/Yerevan=CONTRADICTED");
    }

    @Test
    void aLanguageNamedLikeADemonymIsNoSubjectOfAnotherRelation() {
        assertThat(claims("I grew up in Port Louis, the capital of Mauritius, where English and French are both official and we pay in Mauritian rupees."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Mauritius/MUR=SUPPORTED").doesNotContain("France/MUR=CONTRADICTED");
        assertThat(claims("I grew up in Port Louis, the capital of Mauritius, where English and French are both official and we pay in euros."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Mauritius/EUR=CONTRADICTED");
    }

    @Test
    void aWordOfTheLanguageAfterAIsNoCurrencyWithoutACue() {
        assertThat(claims("Belgium: Dutch, French and German. Students who left out German lose half a mark.")).extracting(CheckedClaim::relation)
                .doesNotContain("currency");
        // with the relation's word it is still read
        assertThat(claims("Belgium's currency is a mark.")).extracting(c -> c.relation() + "=" + c.verdict()).contains("currency=CONTRADICTED");
        // and "Britain" is the United Kingdom
        assertThat(claims("In Britain the currency is the euro.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("United Kingdom/EUR=CONTRADICTED");
    }

    @Test
    void removedDeniesWhatFollowsIt() {
        assertThat(claims("Removed the euro from Switzerland's list; the Swiss franc (CHF) remains."))
                .extracting(c -> (c.negated() ? "!" : "") + c.object() + "=" + c.verdict()).containsExactly("!EUR=SUPPORTED");
        assertThat(claims("Removed the euro from Germany's list.")).extracting(c -> (c.negated() ? "!" : "") + c.object() + "=" + c.verdict())
                .containsExactly("!EUR=CONTRADICTED");
    }

    @Test
    void aCorrectionWithdrawsWhatItsSentenceSaidBeforeIt() {
        assertThat(claims("Meeting notes: Sam said the Wellington office is in Australia — corrected: Wellington is New Zealand's capital, Canberra is Australia's."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("New Zealand/Wellington=SUPPORTED", "Australia/Canberra=SUPPORTED");
        // what the correction says is read
        assertThat(claims("Correction: Lima is the capital of Chile.")).extracting(CheckedClaim::verdict).containsExactly(Verdict.CONTRADICTED);
    }

    @Test
    void aRefutationAfterAQuoteDeniesIt() {
        assertThat(claims("True or false? 'Uruguay borders Paraguay' — FALSE; Uruguay's only neighbours are Argentina and Brazil."))
                .extracting(c -> (c.negated() ? "!" : "") + c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("!Uruguay/Paraguay=SUPPORTED", "Uruguay/Argentina=SUPPORTED", "Uruguay/Brazil=SUPPORTED");
        assertThat(claims("Quiz: 'Peru borders Brazil' — FALSE.")).extracting(c -> (c.negated() ? "!" : "") + c.verdict()).containsExactly("!CONTRADICTED");
        assertThat(claims("'Chile borders Argentina' — TRUE.")).extracting(c -> (c.negated() ? "!" : "") + c.verdict()).containsExactly("SUPPORTED");
    }

    @Test
    void aBorderBelievedIsNoneClaimedWhateverIsNamedBeforeTheBelief() {
        assertThat(claims("Ecuador is the odd one out — people assume it touches Chile, but it doesn't; Ecuador only borders Colombia and Peru."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Ecuador/Colombia=SUPPORTED", "Ecuador/Peru=SUPPORTED");
    }

    @Test
    void aDemonymBeforeOneStandsForTheRelationsWordSaidBefore() {
        assertThat(claims("Helsinki is the Finnish capital and Oslo the Norwegian one.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Finland/Helsinki=SUPPORTED", "Norway/Oslo=SUPPORTED");
        assertThat(claims("Helsinki is the Finnish capital and Stockholm the Norwegian one.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .contains("Norway/Stockholm=CONTRADICTED");
    }

    @Test
    void aWordOfOwningNamesAValueByItsLastWord() {
        // "krona" after "their own" is the Swedish krona, and each country keeps its own
        assertThat(claims("Finland uses the euro, while Sweden and Norway keep their own krona and krone."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Finland/EUR=SUPPORTED", "Sweden/SEK=SUPPORTED", "Norway/NOK=SUPPORTED");
    }

    @Test
    void aTimeWordBeforeANamePlacesNoAppositionAfterIt() {
        assertThat(claims("He says the best jollof he ever had was in Lomé, the capital of Côte d'Ivoire.")).extracting(CheckedClaim::verdict)
                .containsExactly(Verdict.CONTRADICTED);
        assertThat(claims("He says the jollof was best in Lomé, the capital of Togo.")).extracting(CheckedClaim::verdict).containsExactly(Verdict.SUPPORTED);
        // the clause's own copula still places it
        assertThat(claims("Lomé was the capital of Ghana.")).extracting(CheckedClaim::verdict).containsExactly(Verdict.UNKNOWN);
    }

    @Test
    void inLowerCaseAWordAfterARelationsWordAndOfIsACountry() {
        assertThat(claims("the capital of turkey is ankara")).extracting(c -> c.subject() + "/" + c.verdict()).containsExactly("Türkiye/SUPPORTED");
        assertThat(claims("istanbul is the capital of turkey, everyone knows that")).extracting(c -> c.subject() + "/" + c.verdict()).containsExactly("Türkiye/SUSPICIOUS");
        // elsewhere it is still the word
        assertThat(claims("we ate turkey in ankara")).isEmpty();
    }

    @Test
    void valuesInParenthesesAfterEachListedCountryAreThatCountrys() {
        assertThat(claims("Croatia now maps to EUR (euro). Added Sierra Leone (SLL, Sierra Leonean leone) and São Tomé and Príncipe (STN, dobra)."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Croatia/EUR=SUPPORTED", "Sierra Leone/SLL=SUPPORTED", "São Tomé and Príncipe/STN=SUPPORTED");
        assertThat(claims("Added Sierra Leone (SLL, Sierra Leonean leone) and São Tomé and Príncipe (GHS, cedi)."))
                .extracting(c -> c.subject() + "/" + c.verdict()).contains("São Tomé and Príncipe/CONTRADICTED");
    }

    @Test
    void aSpacedDashBeforeANameAndAVerbEndsTheClauseAndItsNegation() {
        assertThat(claims("Ghana and Nigeria do not border each other — Togo and Benin sit in between."))
                .extracting(c -> (c.negated() ? "!" : "") + c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("!Ghana/Nigeria=SUPPORTED");
        // a dash before "or" and a name still continues the denial
        assertThat(claims("Niger does not border Nigeria - or Chad.")).extracting(c -> (c.negated() ? "!" : "") + c.object() + "=" + c.verdict())
                .containsExactly("!Nigeria=CONTRADICTED", "!Chad=CONTRADICTED");
    }

    @Test
    void aNeighbourFollowedByARelativeClauseIsTheSubjectOfThatClause() {
        assertThat(claims("In Astana, Kazakhstan's capital, the meeting went ahead; neighbouring Turkmenistan, which also shares a border with Kyrgyzstan, was unaffected."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .contains("Kazakhstan/Turkmenistan=SUPPORTED", "Turkmenistan/Kyrgyzstan=CONTRADICTED");
        assertThat(claims("Kazakhstan is big; neighbouring Uzbekistan, which also shares a border with Kyrgyzstan, was unaffected."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Kazakhstan/Uzbekistan=SUPPORTED", "Uzbekistan/Kyrgyzstan=SUPPORTED");
    }

    @Test
    void aNameAfterALocativeWordIsAPlaceBesideTheValueNotAValue() {
        assertThat(claims("Palau's capital, a small town on Babeldaob, is Ngerulmud.")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("Ngerulmud=SUPPORTED");
        assertThat(claims("Palau's capital is Babeldaob.")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("Babeldaob=SUSPICIOUS");
    }

    @Test
    void whatEveryoneSpeaksIsSaidOfPeopleNotOfTheCountry() {
        assertThat(claims("Iceland has its own currency. Third, Icelandic is the official language, although everyone speaks English to tourists."))
                .extracting(c -> c.object() + "=" + c.verdict()).contains("Icelandic=SUPPORTED").noneMatch(o -> o.startsWith("English"));
        assertThat(claims("Iceland has its own currency. Icelandic and English are the official languages."))
                .extracting(c -> c.object() + "=" + c.verdict()).contains("English=CONTRADICTED");
    }

    @Test
    void aTimeWordInsideANameDoesNotPlaceTheClaimInTime() {
        assertThat(claims("The former Yugoslav Republic of Macedonia borders Hungary.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("North Macedonia/Hungary=CONTRADICTED");
        assertThat(claims("Tanzania's former capital is Dodoma.")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("Dodoma=UNKNOWN");
    }

    @Test
    void aBracketOrAnItemLabelAfterASentenceStartsASentenceOfItsOwn() {
        // a chat's time stamp: the negation of the next line is not the line before's
        assertThat(claims("Western Europe is the subregion that includes Belgium. [09:41] sam: The Netherlands does not use the yen."))
                .extracting(c -> (c.negated() ? "!" : "") + c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Belgium/Western Europe=SUPPORTED", "!Netherlands/JPY=SUPPORTED");
        // an exam's marks are no currency
        assertThat(claims("Ghana uses the cedi. (5 marks)")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("GHS=SUPPORTED");
        // a word and a number before a colon label an item: no name of its subject
        assertThat(claims("Day 2: In Chile, Spanish is the official language. Day 3: The Republic of Peru uses the euro."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Chile/Spanish=SUPPORTED", "Peru/EUR=CONTRADICTED");
    }

    @Test
    void aNumberAndASlashAfterASentenceStartAnItemOfItsOwn() {
        // "2/" numbers a thread's post: the sentence before lends it no subject
        assertThat(claims("1/ Peru borders Bolivia. 2/ Ecuador does not border Brazil."))
                .extracting(c -> (c.negated() ? "!" : "") + c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/Bolivia=SUPPORTED", "!Ecuador/Brazil=SUPPORTED");
    }

    @Test
    void aRelativeClauseAfterANameSaysThatNamesValue() {
        assertThat(claims("Saint Martin shares a land border with Sint Maarten, the Dutch side, where prices are in Netherlands Antillean guilders."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("Sint Maarten/ANG=SUPPORTED", "Saint Martin/Sint Maarten=SUPPORTED");
        assertThat(claims("Bolivia borders Peru, where prices are in euros.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("Peru/EUR=CONTRADICTED", "Bolivia/Peru=SUPPORTED");
    }

    @Test
    void aLabelBetweenCommasIsNoApposition() {
        assertThat(claims("Balkans, part two: Sarajevo, the capital of Bosnia and Herzegovina, stole my heart."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Bosnia and Herzegovina/Sarajevo=SUPPORTED");
        assertThat(claims("Balkans, part two: Sarajevo, the capital of Serbia, stole my heart."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Serbia/Sarajevo=CONTRADICTED");
    }

    @Test
    void aShortNounPhraseAfterANameDescribesItEvenBeforeOr() {
        // "the capital" describes Mexico City, not the countries the sentence goes on to name
        assertThat(claims("Perfect for trips to Mexico City, the capital, or across the border to Guatemala."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).noneMatch(c -> c.startsWith("Guatemala/Mexico City"));
        // a list's item names something of its own
        assertThat(claims("Peru borders Ecuador, Colombia, and Chile.")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("Ecuador=SUPPORTED", "Colombia=SUPPORTED", "Chile=SUPPORTED");
    }

    @Test
    void aSerialCommaBeforeTheLastItemOfAListEndsNoClause() {
        assertThat(claims("Peru borders Ecuador, Colombia, and Argentina.")).extracting(c -> c.object() + "=" + c.verdict())
                .containsExactly("Ecuador=SUPPORTED", "Colombia=SUPPORTED", "Argentina=CONTRADICTED");
        // a name and then more of a clause: a clause of its own
        assertThat(claims("It reached Paraguay, whose capital is Asunción, and Uruguay, which borders Bolivia."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Uruguay/Bolivia=CONTRADICTED");
    }

    @Test
    void everyCountryOfAListAfterAMarkerHoldsTheOneValue() {
        assertThat(claims("Spanish is official in Peru, Chile, and Brazil.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/Spanish=SUPPORTED", "Chile/Spanish=SUPPORTED", "Brazil/Spanish=CONTRADICTED");
        // alternatives are no list of holders
        assertThat(claims("Spanish is official in Peru or Brazil.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/Spanish=SUPPORTED");
    }

    @Test
    void aRelativeClauseAfterAValueIsAboutTheListEndingThere() {
        assertThat(claims("It covers Afrikaans and Zulu, all official languages of South Africa, plus Tswana, which is official in Botswana."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("South Africa/Afrikaans=SUPPORTED", "South Africa/Zulu=SUPPORTED", "Botswana/Tswana=SUPPORTED");
        assertThat(claims("It covers Zulu and Xhosa, which are official in Botswana."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Botswana/Zulu=CONTRADICTED", "Botswana/Xhosa=CONTRADICTED");
    }

    @Test
    void aCountryAValueIsSaidToDifferFromIsNotItsHolder() {
        assertThat(claims("The Saudi riyal is a different currency from the Qatari one.")).isEmpty();
        assertThat(claims("Qatar uses a different currency from Saudi Arabia: the Saudi riyal.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Qatar/SAR=CONTRADICTED");
    }

    @Test
    void anAppositionAfterAValueIsAboutThatValueAndAPossessiveOneAboutTheNameBefore() {
        assertThat(claims("The yen fell against the euro, the currency of France.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("France/EUR=SUPPORTED");
        assertThat(claims("The Canadian dollar rose against the US dollar, the currency of the United States, Canada's only neighbour."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("United States/USD=SUPPORTED", "Canada/United States=SUPPORTED");
        assertThat(claims("The Canadian dollar rose against the US dollar, the currency of Mexico, Canada's only neighbour."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("Mexico/USD=CONTRADICTED", "Canada/Mexico=CONTRADICTED");
    }

    @Test
    void anArticleAfterALowerCaseLabelIsNoWordOfALargerName() {
        assertThat(claims("sam: The United Kingdom uses the yen.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("United Kingdom/JPY=CONTRADICTED");
    }

    @Test
    void aCountryDescribedAfterACopulaIsTheNameBeforeIt() {
        assertThat(claims("Chile is a country situated in Asia.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Chile/Asia=CONTRADICTED");
        assertThat(claims("Bolivia borders a country situated in Asia.")).isEmpty();
    }

    @Test
    void aCountrysNameBeforeAFeatureWordIsTheFeaturesNameNotTheCountry() {
        assertThat(claims("Q: Your research took you to the Congo basin? A: Yes, I worked in Kinshasa, the capital of the DR Congo, and crossed the river to Brazzaville, the capital of the Republic of the Congo."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactlyInAnyOrder("DR Congo/Kinshasa=SUPPORTED", "Republic of the Congo/Brazzaville=SUPPORTED");
    }

    @Test
    void aFullStopBeforeANumberEndsTheSentence() {
        assertThat(claims("3 Across, 'Capital of Peru' (4) — LIMA. 9 Across, 'Landlocked neighbour of South Africa' (7) — LESOTHO."))
                .extracting(c -> c.subject() + "/" + c.relation() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/has_capital/Lima=SUPPORTED", "South Africa/borders/Lesotho=SUPPORTED");
    }

    @Test
    void aCountryAfterANeighbourWordAndOfIsNoSubjectOfAnotherRelation() {
        assertThat(claims("9 Across, 'Landlocked neighbour of South Africa, capital Maseru' (7) — LESOTHO."))
                .extracting(c -> c.subject() + "/" + c.relation() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Lesotho/has_capital/Maseru=SUPPORTED", "South Africa/borders/Lesotho=SUPPORTED");
    }

    @Test
    void aNeighbourOfNoCountryNamedIsNoBorderOfTheClausesCountries() {
        assertThat(claims("Ellie: Chile, easy, Uruguay is a neighbour and Chile only borders Argentina, Bolivia and Peru."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Chile/Argentina=SUPPORTED", "Chile/Bolivia=SUPPORTED", "Chile/Peru=SUPPORTED");
        assertThat(claims("Peru is a neighbour of Chile.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Chile/Peru=SUPPORTED");
    }

    @Test
    void whatSomeoneElseWroteThatIsNotClaimed() {
        assertThat(claims("Someone upthread wrote that Māori isn't official in New Zealand.")).isEmpty();
        // (a verb of saying without "that" reports nothing: what she wrote in is said by the text)
        assertThat(claims("She wrote the card in Polish, the official language of Poland."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Poland/Polish=SUPPORTED");
    }

    @Test
    void eachItemOfALabelledListAfterASemicolonIsReadUnderTheLabel() {
        assertThat(claims("Answer key (capitals): Q1 Canberra, Australia; Q2 Wellington, New Zealand; Q4 Brasília, Argentina."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Australia/Canberra=SUPPORTED", "New Zealand/Wellington=SUPPORTED", "Argentina/Brasília=CONTRADICTED");
        assertThat(claims("Peru: capital Lima; currency sol.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/Lima=SUPPORTED", "Peru/PEN=SUPPORTED");
    }

    @Test
    void aCountryNamedWithTheValueAfterALabelIsTheValuesCountry() {
        assertThat(claims("Peru is nice. Capital: Brasília, Argentina.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Argentina/Brasília=CONTRADICTED");
        assertThat(claims("Peru is nice. Capital: Lima.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/Lima=SUPPORTED");
    }

    @Test
    void aSecondPredicateAfterAndKeepsTheSubject() {
        assertThat(claims("South Sudan is part of Eastern Africa and borders Uganda."))
                .extracting(c -> c.subject() + "/" + c.relation() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("South Sudan/in_subregion/Eastern Africa=CONTRADICTED", "South Sudan/borders/Uganda=SUPPORTED");
        // (the countries after the second verb are not the first predicate's subjects)
        assertThat(claims("15 Oct — Juba, capital of South Sudan, which is officially part of Eastern Africa and borders both Uganda and Kenya."))
                .filteredOn(c -> c.relation().equals("in_subregion")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("South Sudan/Eastern Africa=CONTRADICTED");
    }

    @Test
    void aCurrencysCodeInCapitalsLeavesChatInLowerCase() {
        assertThat(claims("heads up, kazakhstan uses RSD so grab some cash before you go"))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Kazakhstan/RSD=CONTRADICTED");
        assertThat(claims("kazakhstan uses KZT lol")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Kazakhstan/KZT=SUPPORTED");
    }

    @Test
    void aRequestLabelledAsAQuestionIsReadWithItsLabelledAnswer() {
        assertThat(claims("Q: Name an official language of Bhutan. A: Latvian.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Bhutan/Latvian=CONTRADICTED");
        assertThat(claims("Q: Name a country that borders Iran. A: Cambodia.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Cambodia/Iran=CONTRADICTED");
        assertThat(claims("Q: Name a country that borders Iran. A: Iraq.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Iraq/Iran=SUPPORTED");
        assertThat(claims("Q: Which country borders Vatican City? A: North Macedonia.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("North Macedonia/Vatican City=CONTRADICTED");
    }

    @Test
    void havingNoIdeaSaysWhatIsAndAskingWhetherClaimsNothing() {
        assertThat(claims("tbh i had no idea zulu was an official language in honduras")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Honduras/Zulu=CONTRADICTED");
        assertThat(claims("I had no idea the capital of Honduras was Tegucigalpa.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Honduras/Tegucigalpa=SUPPORTED");
        assertThat(claims("no idea whether zulu is official in honduras")).isEmpty();
    }

    @Test
    void aReportTheSentenceDisputesIsNotClaimed() {
        assertThat(claims("The old guidebook says Czechia uses the North Korean won, but it is actually the Czech koruna."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Czechia/CZK=SUPPORTED");
        assertThat(claims("Someone on the thread put the Democratic Republic of the Congo in South-Eastern Asia, but it is in Middle Africa."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("DR Congo/Middle Africa=SUPPORTED");
        // (undisputed, the report is the text's claim)
        assertThat(claims("The guide says Prague is the capital of Slovakia.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Slovakia/Prague=CONTRADICTED");
    }

    @Test
    void aCapitalisedWordAfterALabelsColonOpensTheValueNotALargerName() {
        assertThat(claims("Voice assistant: In Armenia, Chibarwe is one of the official languages.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Armenia/Chibarwe=CONTRADICTED");
    }

    @Test
    void aBeliefSaidToBeWrongIsNotClaimedAndTheCorrectOneIsTheRelationSaidBefore() {
        assertThat(claims("I wrongly assumed Mali bordered Ethiopia, but one of its neighbours is actually Senegal."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Mali/Senegal=SUPPORTED");
        assertThat(claims("The brochure lists the Gambia under Northern Europe; the correct subregion is Western Africa."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Gambia/Western Africa=SUPPORTED");
        assertThat(claims("My coworker guessed Khoekhoe as an official language of Iceland; the correct one is Icelandic."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Iceland/Icelandic=SUPPORTED");
        assertThat(claims("My coworker guessed Niuean as an official language of Somalia; the correct one is Fijian."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Somalia/Fijian=CONTRADICTED");
        // (an endorsement still makes the belief the text's)
        assertThat(claims("Most people assume Sydney is the capital of Australia, and they are right."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Australia/Sydney=SUSPICIOUS");
    }

    @Test
    void anActOfGivingAClaimThatIsCalledWrongDeniesTheClaim() {
        assertThat(claims("Whoever wrote Valletta as the capital of Ahvenanmaa on the whiteboard was wrong."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Åland Islands/Valletta=SUPPORTED");
        assertThat(claims("Whoever wrote Mariehamn as the capital of Ahvenanmaa on the whiteboard was wrong."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Åland Islands/Mariehamn=CONTRADICTED");
        assertThat(claims("Putting Trinidad and Tobago in Western Asia is a mistake, as it sits in a different subregion."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Trinidad and Tobago/Western Asia=SUPPORTED");
        assertThat(claims("Whoever listed Tuvalu under Oceania got the continent wrong."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Tuvalu/Oceania=CONTRADICTED");
        // (an act called right, or a clause opening with an -ing form that calls nothing wrong, is read as it is)
        assertThat(claims("Anyone who says Peru borders Chile is right."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Peru/Chile=SUPPORTED");
        assertThat(claims("Crossing from Peru into Chile was easy, and Lima is the capital of Peru."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).contains("Peru/Lima=SUPPORTED");
    }

    @Test
    void itIsAfterADenialNamesTheValueOfTheRelationTheDenialSaid() {
        assertThat(claims("Correction to my earlier note: the capital of Slovakia is not St. Peter Port, it is Athens."))
                .extracting(c -> c.object() + "=" + c.negated() + "=" + c.verdict()).containsExactly("St. Peter Port=true=SUPPORTED", "Athens=false=CONTRADICTED");
        assertThat(claims("The capital of Slovakia is not Košice, it is Bratislava."))
                .extracting(c -> c.object() + "=" + c.negated() + "=" + c.verdict()).containsExactly("Košice=true=SUPPORTED", "Bratislava=false=SUPPORTED");
        // (across a sentence's end, and with "it's")
        assertThat(claims("nope, nairobi isnt the capital of nigeria. it's bridgetown, people mix them up constantly"))
                .extracting(c -> c.object() + "=" + c.negated() + "=" + c.verdict()).containsExactly("Nairobi=true=SUPPORTED", "Bridgetown=false=CONTRADICTED");
    }

    @Test
    void capitolAndBoarderAreReadAsTheRelationsTheyAreMisspeltFor() {
        assertThat(claims("Im fairly confident Kazakhstan's capitol is Tehran.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Kazakhstan/Tehran=CONTRADICTED");
        assertThat(claims("bangladesh boarders kuwait, thought so")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Bangladesh/Kuwait=CONTRADICTED");
    }

    @Test
    void theOneTheWriterMeantWithdrawsTheValueTheClauseBeforeGave() {
        // "the real one", "the one I was thinking of", "the neighbour I meant": the value said before is withdrawn
        assertThat(claims("For years I pictured Tallinn as the Falkland Islands' capital; the real one is Stanley."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Falkland Islands/Stanley=SUPPORTED");
        assertThat(claims("Earlier I listed Latvia as a neighbour of Luxembourg; the one I was thinking of is Germany."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Luxembourg/Germany=SUPPORTED");
        assertThat(claims("Earlier I listed Greece as a neighbour of Türkiye; the one I was thinking of is South Korea."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Türkiye/South Korea=CONTRADICTED");
        // (across a sentence's end too)
        assertThat(claims("Retraction: yesterday I gave Ukrainian as an official language of Cambodia. The correct one is Khmer."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Cambodia/Khmer=SUPPORTED");
        // (a denial stays; and a noun, the writer and a verb that is not one of meaning stand for nothing)
        assertThat(claims("Uganda does not border Mali at all; the neighbour I meant was Niger."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.negated() + "=" + c.verdict())
                .containsExactly("Uganda/Mali=true=SUPPORTED", "Uganda/Niger=false=CONTRADICTED");
        assertThat(claims("Algeria gives Arabic official recognition. The evening bulletin we watched in Liberia was in English."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Algeria/Arabic=SUPPORTED");
    }

    @Test
    void theRightAnswerToAQuestionAskedBeforeIsWhatIs() {
        assertThat(claims("Question 9 asked for an official language of French Guiana; the right answer was Māori."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("French Guiana/Māori=CONTRADICTED");
        assertThat(claims("Question 4 asked for the capital of Peru; the correct answer was Lima."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Peru/Lima=SUPPORTED");
    }

    @Test
    void aValueNamedInWhatWasDoneByMistakeIsNotClaimed() {
        assertThat(claims("I brought Jersey pound notes for Algérie by mistake; they use the Algerian dinar there."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Algeria/DZD=SUPPORTED");
        assertThat(claims("Typo in my last message: Nicaragua uses NIO, I had typed PKR by mistake."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Nicaragua/NIO=SUPPORTED");
        assertThat(claims("Typo in my last message: Nicaragua uses PKR, I had typed NIO by mistake."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Nicaragua/PKR=CONTRADICTED");
    }

    @Test
    void iWasWrongDisputesWhatWasSaidAndPlacesNothingInTime() {
        assertThat(claims("I told the kids Moldova was in Africa; I was wrong, it is in Oceania."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Moldova/Oceania=CONTRADICTED");
        assertThat(claims("I said you would need the dalasi in Haiti, but I was wrong: they pay in the Omani rial there."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Haiti/OMR=CONTRADICTED");
    }

    @Test
    void aSuggestionOrAnAnswerWrittenThenDisputedIsNotClaimed() {
        assertThat(claims("Someone suggested Indonesian as an official language of Montenegro; wrong, but Montenegrin does have official status there."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Montenegro/Montenegrin=SUPPORTED");
        assertThat(claims("I first wrote Quito as the capital of Bulgaria, but it is Sofia."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Bulgaria/Sofia=SUPPORTED");
        assertThat(claims("I first wrote Sofia as the capital of Bulgaria, but it is Quito."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Bulgaria/Quito=CONTRADICTED");
    }

    @Test
    void aLabelOpeningWithARelationsWordAndOfHoldsItsValue() {
        assertThat(claims("Capital of the Republic of Cyprus: Ankara, in case anyone asks."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Cyprus/Ankara=CONTRADICTED");
    }

    @Test
    void aCapitalisedLabelBeforeAColonLeavesALowerCaseClauseLowerCase() {
        assertThat(claims("Mum: subregion-wise, uruguay belongs to eastern africa."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Uruguay/Eastern Africa=CONTRADICTED");
        assertThat(claims("Chat: everything in kuwait is paid for in CAD, the currency there."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Kuwait/CAD=CONTRADICTED");
    }

    @Test
    void aContractionOfNotTypedWithoutItsApostropheNegates() {
        assertThat(claims("fyi riyadh isnt the capital of danmark, ppl get that wrong constantly"))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Denmark/Riyadh=SUPPORTED");
        assertThat(claims("pro tip: trinidad and tobago doesnt use the trinidad and tobago dollar, change your cash before you go"))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Trinidad and Tobago/TTD=CONTRADICTED");
        assertThat(claims("uzbekistan doesnt border bangladesh, check the map again"))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Uzbekistan/Bangladesh=SUPPORTED");
    }

    @Test
    void theWritersOwnAnswerCorrectedAfterADisputeIsNotClaimed() {
        // "but the right answer was": the writer's own earlier answer is withdrawn, the right one is what is claimed
        assertThat(claims("I had put Khoekhoe down as an official language of Jamaica, but the right answer was English."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Jamaica/English=SUPPORTED");
        assertThat(claims("I had put Kazakh down as an official language of New Zealand, but the right answer was Indonesian."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("New Zealand/Indonesian=CONTRADICTED");
    }

    @Test
    void theLaterOfTwoValuesOfAOneValueRelationInOneSentenceStands() {
        // a subject has one region: the earlier value is the one the sentence corrects, whichever of the two the KB holds
        assertThat(claims("At first I put Peru under Europe; it belongs in the Americas."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Peru/Americas=SUPPORTED");
        assertThat(claims("At first I put Peru under the Americas; it belongs in Europe."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Peru/Europe=CONTRADICTED");
        // in two sentences both are the text's claims
        assertThat(claims("I put Peru under Europe. It belongs in the Americas."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Peru/Europe=CONTRADICTED", "Peru/Americas=SUPPORTED");
    }

    @Test
    void aPluralsPossessiveIsAPossessive() {
        assertThat(claims("Nassau is not the Bahamas' capital."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Bahamas/Nassau=CONTRADICTED");
        assertThat(claims("Lima is not the Bahamas’ capital."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Bahamas/Lima=SUPPORTED");
    }

    @Test
    void itInACorrectionIsTheRelationSaidBefore() {
        assertThat(claims("A colleague said the capital of Türkiye was San Salvador, but it is actually Kabul."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Türkiye/Kabul=CONTRADICTED");
        assertThat(claims("A colleague said the capital of Türkiye was San Salvador, but it is actually Ankara."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Türkiye/Ankara=SUPPORTED");
    }

    @Test
    void aLowerCaseNameThatIsAlsoAWordIsACountryAsTheSubjectOfIsIn() {
        assertThat(claims("china is in south america right? yes it is")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("China/Americas=CONTRADICTED", "China/South America=CONTRADICTED");
        assertThat(claims("jordan is in asia")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Jordan/Asia=SUPPORTED");
        assertThat(claims("the china is in the cupboard")).isEmpty();
    }

    @Test
    void aLowerCaseNameThatIsAlsoAWordIsACountryBeforeANegatedVerb() {
        assertThat(claims("guinea does not border sierra leone")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Guinea/Sierra Leone=CONTRADICTED");
        assertThat(claims("chad isnt in europe")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Chad/Europe=SUPPORTED");
        assertThat(claims("the turkey does not fit in the oven")).isEmpty();
    }

    @Test
    void aLowerCaseNameThatIsAlsoAWordIsACountryInAListWithOne() {
        assertThat(claims("panama and costa rica dont share a border")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Panama/Costa Rica=CONTRADICTED");
        assertThat(claims("we had turkey and gravy in france")).isEmpty();
    }

    @Test
    void aRelationsWordTypedWithOneSlipIsThatWord() {
        assertThat(claims("teh captial of mauritania is palikir")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Mauritania/Palikir=CONTRADICTED");
        assertThat(claims("the currancy of peru is the euro")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/EUR=CONTRADICTED");
        // a word of the language is no slip ("capita" is a word; "capitol", a word too, is a cue of its own in relations.yaml)
        assertThat(claims("the capita of peru is quito")).isEmpty();
        // one slip: a letter added, dropped or changed, or two beside each other swapped; not two slips
        assertThat(claims("the capitaal of peru is quito")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("Quito=CONTRADICTED");
        assertThat(claims("the capitl of peru is quito")).extracting(c -> c.object() + "=" + c.verdict()).containsExactly("Quito=CONTRADICTED");
        assertThat(claims("the cpaitla of peru is quito")).isEmpty();
    }

    @Test
    void aNoStandingAloneNegatesNothingAfterIt() {
        assertThat(claims("Everyone says Quito, but no, Peru's capital is Lima.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/Lima=SUPPORTED");
        assertThat(claims("No, Peru's capital is Quito.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/Quito=CONTRADICTED");
        assertThat(claims("Peru has no border with Brazil.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/Brazil=CONTRADICTED");
    }

    @Test
    void nobodyNegatesItsClauseButNotKnowing() {
        assertThat(claims("Nobody in Mauritius pays in the Czech koruna; it is not the local currency."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Mauritius/CZK=SUPPORTED");
        assertThat(claims("Nobody in Antigua and Barbuda pays in the Eastern Caribbean dollar; it is not the local currency."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Antigua and Barbuda/XCD=CONTRADICTED");
        assertThat(claims("Nobody knows why Peru uses the sol.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/PEN=SUPPORTED");
    }

    @Test
    void itAfterAConditionNamingARelationIsThatRelation() {
        assertThat(claims("If you ever need the capital of Curaçao, it is Minsk.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Curaçao/Minsk=CONTRADICTED");
        assertThat(claims("If you ever need the capital of Bermuda, it is Hamilton.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Bermuda/Hamilton=SUPPORTED");
    }

    @Test
    void aSentenceThatOnlyDeniesTheOneBeforeRefutesIt() {
        assertThat(claims("Common myth: that Chewa is official in Guyana. It is not.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Guyana/Chewa=SUPPORTED");
        assertThat(claims("Common myth: that French is official in Ivory Coast. It is not.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Ivory Coast/French=CONTRADICTED");
        assertThat(claims("Peru uses the sol. That isn't true.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Peru/PEN=CONTRADICTED");
        // ("they don't", "because it doesn't" deny as "it is not" does)
        assertThat(claims("It's a myth that Danmark and Germany share a border; they don't.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Denmark/Germany=CONTRADICTED");
        assertThat(claims("Arabic has official status in Mauritania, because it doesn't.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Mauritania/Arabic=CONTRADICTED");
    }

    @Test
    void scratchThatWithdrawsWhatTheSentenceSaidBefore() {
        assertThat(claims("Earlier I claimed Belize bordered Chile; scratch that, Belize borders Mexico."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Belize/Mexico=SUPPORTED");
        assertThat(claims("Earlier I claimed Belize bordered Mexico; scratch that, Belize borders Chile."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Belize/Chile=CONTRADICTED");
    }

    @Test
    void aSubjectMarkerMayHaveAnArticleBeforeTheName() {
        assertThat(claims("The Mexican peso is used in Mexico and in the Gambia alike.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Mexico/MXN=SUPPORTED", "Gambia/MXN=CONTRADICTED");
    }

    @Test
    void aRouteRelatesEachStopToTheNextOnly() {
        assertThat(claims("You can drive straight from Vietnam into Thailand without passing through another country."))
                .extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict()).containsExactly("Vietnam/Thailand=CONTRADICTED");
        assertThat(claims("Day 9-10: cross from Honduras directly into Costa Rica.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Honduras/Costa Rica=CONTRADICTED");
        assertThat(claims("We drove from Germany through Austria into Hungary.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Germany/Austria=SUPPORTED", "Austria/Hungary=SUPPORTED");
        assertThat(claims("From Austria we drove into Germany and then flew to Spain.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Austria/Germany=SUPPORTED");
        assertThat(claims("Then we crossed into Laos from Thailand.")).extracting(c -> c.subject() + "/" + c.object() + "=" + c.verdict())
                .containsExactly("Thailand/Laos=SUPPORTED");
        assertThat(claims("We flew from Spain straight into Italy.")).isEmpty();
    }

    @Test
    void aGuardFileWithAnUnknownKeyIsRejectedNamingTheFileAndKey() throws Exception {
        Path dir = Files.createTempDirectory("dossier-guard-config-");
        String packaged = new String(ClaimReaderTest.class.getResourceAsStream("/dossier/guard.yaml").readAllBytes());
        Files.writeString(dir.resolve("guard.yaml"), packaged.replace("block_threshold: 0.8", "block_threshold: 0.8\nblock_treshold: 0.7"));
        assertThatThrownBy(() -> GuardPolicy.load(dir)).isInstanceOf(DossierException.class)
                .satisfies(e -> {
                    assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.INVALID_CONFIG);
                    assertThat(e.getMessage()).contains("guard.yaml").contains("block_treshold");
                });
        Files.writeString(dir.resolve("guard.yaml"), packaged.replace("block_threshold: 0.8", "block_threshold: 1.5"));
        assertThatThrownBy(() -> GuardPolicy.load(dir)).hasMessageContaining("block_threshold");
    }

    @Test
    void aNameSectionNamingNoEntityIsRejectedNamingTheFileAndKey() throws Exception {
        Path dir = Files.createTempDirectory("dossier-kb-");
        for (String f : List.of("kb.jsonl", "entities.jsonl")) {
            Files.copy(Path.of("../shared/data/facts-countries").resolve(f), dir.resolve(f));
        }
        Path file = dir.resolve("relations.yaml");
        for (String section : List.of("entity_aliases", "entity_names")) {
            Files.writeString(file, Files.readString(Path.of("examples/facts-countries/relations.yaml")).replace(section + ":\n", section + ":\n  XXX: [\"Atlantis\"]\n"));
            assertThatThrownBy(() -> FactFiles.read(dir, "countries", null)).isInstanceOf(DossierException.class)
                    .hasMessageContaining("relations.yaml").hasMessageContaining(section + " names 'XXX'").hasMessageContaining("no entity id");
        }
    }

    @Test
    void aRelationsFileWithABadValueIsRejectedNamingTheFileAndKey() throws Exception {
        Path file = Files.createTempFile("relations-", ".yaml");
        Files.writeString(file, Files.readString(Path.of("examples/facts-countries/relations.yaml")).replaceFirst("cardinality: one", "cardinality: few"));
        assertThatThrownBy(() -> dev.dossier.facts.Relations.load(file)).isInstanceOf(DossierException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("cardinality");
    }
}
