package dev.dossier.facts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.app.Dossier;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.graph.GraphProbe;
import dev.dossier.guard.CheckedClaim;
import dev.dossier.guard.Decision;
import dev.dossier.guard.Verdict;
import dev.dossier.quarantine.QuarantineStatus;
import dev.dossier.testing.TestDossier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Knowledge base facts, the guard and the quarantine over the embedded Neo4j and the real facts-countries data
 * ({@code ../shared/data/facts-countries}, world-countries@5.1.0, ODbL-1.0) with the shipped relation definitions.
 */
class FactsGuardIT {

    static final Path DATA = Path.of("../shared/data/facts-countries");
    static final Path RELATIONS = Path.of("examples/facts-countries/relations.yaml");

    private static Dossier dossier;

    @BeforeAll
    static void load() {
        dossier = TestDossier.fresh();
        var first = dossier.facts().load(DATA, "countries", RELATIONS);
        assertThat(first.changed()).isTrue();
    }

    @Test
    void aLoadStoresEveryTripleAsAFactWithItsProvenanceAndAReloadChangesNothing() {
        var graph = dossier.graph();
        assertThat(GraphProbe.count(graph, "MATCH (f:Fact {kb: 'countries'}) RETURN count(f)")).isEqualTo(2080);
        assertThat(GraphProbe.count(graph, "MATCH (e:KbEntity {kb: 'countries'}) RETURN count(e)")).isEqualTo(250);
        assertThat(GraphProbe.count(graph, "MATCH (:Fact {key: 'countries/t00014'})-[:SUBJECT]->(:KbEntity {id: 'AFG'}) RETURN count(*)")).isEqualTo(1);
        assertThat(GraphProbe.count(graph, "MATCH (:Fact {key: 'countries/t00014'})-[:OBJECT]->(:KbEntity {id: 'IRN'}) RETURN count(*)")).isEqualTo(1);
        String loadedAt = (String) GraphProbe.rows(graph, "MATCH (k:KnowledgeBase {name: 'countries'}) RETURN k.loaded_at AS at", Map.of()).get(0).get("at");

        var again = dossier.facts().load(DATA, "countries", RELATIONS);

        assertThat(again.changed()).isFalse();
        assertThat(GraphProbe.rows(graph, "MATCH (k:KnowledgeBase {name: 'countries'}) RETURN k.loaded_at AS at", Map.of()).get(0).get("at"))
                .isEqualTo(loadedAt);
        assertThat(GraphProbe.count(graph, "MATCH (f:Fact {kb: 'countries'}) RETURN count(f)")).isEqualTo(2080);
    }

    @Test
    void factsAreFoundByAnyNameOfTheSubjectIgnoringCaseAndAccents() {
        var byOfficialName = dossier.facts().query("countries", "republic of côte d'ivoire", "has_capital", 10);
        var byAltSpelling = dossier.facts().query("countries", "Cote d'Ivoire", "has_capital", 10);
        assertThat(byOfficialName).extracting(Fact::object).containsExactly("Yamoussoukro");
        assertThat(byAltSpelling).isEqualTo(byOfficialName);
        assertThat(byOfficialName.get(0).kb()).isEqualTo("countries");
        assertThat(dossier.facts().query("countries", "ZAF", "has_capital", 10)).extracting(Fact::object)
                .containsExactlyInAnyOrder("Pretoria", "Bloemfontein", "Cape Town");
        assertThat(dossier.facts().query("countries", "Wakanda", null, 10)).isEmpty();
        assertThatThrownBy(() -> dossier.facts().query("nope", null, null, 10)).isInstanceOf(DossierException.class)
                .extracting(e -> ((DossierException) e).code()).isEqualTo(ErrorCode.NOT_FOUND);
    }

    @Test
    void aBadFileIsNamedWithItsLineAndFieldAndTheStoredKbStaysAsItWas() throws Exception {
        Path dir = Files.createTempDirectory("dossier-bad-kb-");
        Files.copy(DATA.resolve("entities.jsonl"), dir.resolve("entities.jsonl"));
        Files.writeString(dir.resolve("kb.jsonl"), """
                {"id": "t1", "subject": "Aruba", "subject_id": "ABW", "relation": "has_capital", "object": "Oranjestad"}
                {"id": "t2", "subject": "Aruba", "subject_id": "ABW", "relation": "has_capital", "object": 7}
                """);
        assertThatThrownBy(() -> dossier.facts().load(dir, "countries", RELATIONS)).isInstanceOf(DossierException.class)
                .satisfies(e -> {
                    var d = ((DossierException) e).details();
                    assertThat(d).containsEntry("file", dir.resolve("kb.jsonl").toString()).containsEntry("line", 2).containsEntry("field", "object");
                });
        Files.writeString(dir.resolve("kb.jsonl"), """
                {"id": "t1", "subject": "Aruba", "subject_id": "ABW", "relation": "is_nice", "object": "yes"}
                """);
        assertThatThrownBy(() -> dossier.facts().load(dir, "countries", RELATIONS)).isInstanceOf(DossierException.class)
                .satisfies(e -> assertThat(((DossierException) e).details()).containsEntry("line", 1).containsEntry("field", "relation"));
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (f:Fact {kb: 'countries'}) RETURN count(f)")).isEqualTo(2080);
    }

    @Test
    void aTrueClaimIsAcceptedAndSupportedWithItsEvidence() {
        var r = dossier.guard().check("ana", "travel", "countries", "Paris is France's capital.");
        assertThat(r.decision()).isEqualTo(Decision.ACCEPT);
        assertThat(r.claims()).singleElement().satisfies(c -> {
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
            assertThat(c.subjectId()).isEqualTo("FRA");
            assertThat(c.relation()).isEqualTo("has_capital");
            assertThat(c.object()).isEqualTo("Paris");
            assertThat(c.evidence()).hasSize(1);
        });
    }

    @Test
    void demonymsAndCurrenciesLastWordsAreReadFromTheStoredKb() {
        // entity_names and last_word_names of relations.yaml survive the graph: the guard reads the KB from Neo4j
        var belgian = dossier.guard().check("ana", "travel", "countries", "The Belgian capital is Brussels.");
        assertThat(belgian.decision()).isEqualTo(Decision.ACCEPT);
        assertThat(belgian.claims()).singleElement().satisfies(c -> assertThat(c.subjectId()).isEqualTo("BEL"));
        var naira = dossier.guard().check("ana", "travel", "countries", "Ghanaians use the naira.");
        assertThat(naira.decision()).isEqualTo(Decision.BLOCK);
        assertThat(naira.claims()).singleElement().satisfies(c -> assertThat(c.correctFact()).contains("GHS"));
    }

    @Test
    void entityAliasesCurrencyAliasesAndOpenObjectsAreReadFromTheStoredKb() {
        // entity_aliases (CLDR's "Turkey"), the currency relation's aliases (a sign, a currency no country uses any more) and
        // areas survive the graph
        var turkey = dossier.guard().check("ana", "travel", "countries", "Everything in Turkey is priced in €.");
        assertThat(turkey.decision()).isEqualTo(Decision.BLOCK);
        assertThat(turkey.claims()).singleElement().satisfies(c -> {
            assertThat(c.subjectId()).isEqualTo("TUR");
            assertThat(c.object()).isEqualTo("EUR");
        });
        assertThat(dossier.guard().check("ana", "travel", "countries", "Croatia's currency is still the kuna.").decision()).isEqualTo(Decision.BLOCK);
        assertThat(dossier.guard().check("ana", "travel", "countries", "Azerbaijan lies in the Caucasus.").decision()).isEqualTo(Decision.ACCEPT);
    }

    @Test
    void aContradictedClaimIsBlockedWithTheCorrectFact() {
        var r = dossier.guard().check("ana", "travel", "countries", "Brazil is a lovely place. The official language of Chile is Portuguese.");
        assertThat(r.decision()).isEqualTo(Decision.BLOCK);
        CheckedClaim c = r.claims().stream().filter(x -> x.verdict() == Verdict.CONTRADICTED).findFirst().orElseThrow();
        assertThat(c.confidence()).isGreaterThan(0.8);
        assertThat(c.correctFact()).contains("Spanish");
        assertThat(r.reason()).contains("contradicts");
    }

    @Test
    void negationFlipsTheVerdict() {
        assertThat(dossier.guard().check("ana", "travel", "countries", "Spain does not border Portugal.").decision()).isEqualTo(Decision.BLOCK);
        var denied = dossier.guard().check("ana", "travel", "countries", "Spain doesn't border Germany.");
        assertThat(denied.decision()).isEqualTo(Decision.ACCEPT);
        assertThat(denied.claims()).singleElement().satisfies(c -> {
            assertThat(c.negated()).isTrue();
            assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
        });
    }

    @Test
    void whatTheKbDoesNotKnowIsUnknownAndNeverSupported() {
        for (String text : List.of("The capital of Wakanda is Birnin Zana.", "Luanda has been the capital of Angola since the 19th century.",
                "Thailand is a landlocked country.", "The largest city in Belgium is Brussels.")) {
            var r = dossier.guard().check("ana", "travel", "countries", text);
            assertThat(r.decision()).as(text).isEqualTo(Decision.ACCEPT);
            assertThat(r.claims()).as(text).allMatch(c -> c.verdict() == Verdict.UNKNOWN);
        }
    }

    @Test
    void anUnknownObjectIsSuspiciousAndTheTextWaitsInQuarantineUntilAPersonDecides() {
        var r = dossier.guard().check("ana", "travel", "countries", "Johannesburg is the capital of South Africa.");
        assertThat(r.decision()).isEqualTo(Decision.QUARANTINE);
        assertThat(r.claims()).singleElement().satisfies(c -> {
            assertThat(c.verdict()).isEqualTo(Verdict.SUSPICIOUS);
            assertThat(c.correctFact()).contains("Pretoria");
        });
        var quarantine = dossier.quarantine();
        var pending = quarantine.list(List.of("travel"), QuarantineStatus.PENDING, 100);
        assertThat(pending).anySatisfy(q -> {
            assertThat(q.id()).isEqualTo(r.quarantineId());
            assertThat(q.content()).isEqualTo("Johannesburg is the capital of South Africa.");
            assertThat(q.createdBy()).isEqualTo("ana");
        });

        var rejected = quarantine.decide(r.quarantineId(), QuarantineStatus.REJECTED, "bob", "Pretoria is the capital");

        assertThat(rejected.status()).isEqualTo(QuarantineStatus.REJECTED);
        assertThat(rejected.decidedBy()).isEqualTo("bob");
        assertThat(rejected.decided()).isNotNull();
        assertThat(rejected.note()).isEqualTo("Pretoria is the capital");
        assertThat(rejected.content()).isEqualTo("Johannesburg is the capital of South Africa.");
        assertThat(quarantine.list(List.of("travel"), QuarantineStatus.PENDING, 100)).noneMatch(q -> q.id().equals(r.quarantineId()));
        assertThatThrownBy(() -> quarantine.decide(r.quarantineId(), QuarantineStatus.APPROVED, "carol", "no"))
                .isInstanceOf(DossierException.class).extracting(e -> ((DossierException) e).code()).isEqualTo(ErrorCode.CONFLICT);
        assertThat(quarantine.get(r.quarantineId()).decidedBy()).isEqualTo("bob");
    }

    @Test
    void aParagraphIsReadClauseByClauseWithPronounsReferringBack() {
        var r = dossier.guard().check("ana", "travel", "countries", "Norway lies in Europe. Oslo is the capital of Norway, and the Norwegian krone "
                + "is its currency. Its capital is Oslo, and it borders Sweden, Finland and Russia.");
        assertThat(r.decision()).isEqualTo(Decision.ACCEPT);
        assertThat(r.claims()).allMatch(c -> c.verdict() == Verdict.SUPPORTED && c.subjectId().equals("NOR"));
        assertThat(r.claims()).extracting(CheckedClaim::relation).contains("in_region", "has_capital", "currency", "borders");
    }
}
