package dev.dossier.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package map of ADR 0007, enforced on the compiled main classes: no cycles between packages; the Neo4j driver
 * only in the graph layer; HTTP, MCP and picocli only in the edges; the NATS client only in the NATS edge; Jackson only in the edges, configuration and the
 * adapters that read or write JSON (graph, source formats, knowledge base files, vocabulary); Micrometer only in metrics; features never import an edge,
 * the wiring or the metrics.
 */
class ArchitectureTest {

    /** The edges: they translate HTTP, MCP and the command line into calls of the features. */
    private static final String[] EDGES = {"dev.dossier.api..", "dev.dossier.cli..", "dev.dossier.mcp..", "dev.dossier.nats..", "dev.dossier.contract.."};

    /** Everything that is neither an edge nor the wiring ({@code app}). */
    private static final String[] FEATURES = {"dev.dossier.assembly..", "dev.dossier.budget..", "dev.dossier.compress..",
            "dev.dossier.config..", "dev.dossier.embedding..", "dev.dossier.error..", "dev.dossier.filesummary..", "dev.dossier.gates..", "dev.dossier.glob..",
            "dev.dossier.graph..", "dev.dossier.knowledge..", "dev.dossier.model..", "dev.dossier.monitor..", "dev.dossier.relevance..",
            "dev.dossier.review..", "dev.dossier.scoring..", "dev.dossier.search..", "dev.dossier.session..", "dev.dossier.source..", "dev.dossier.vocabulary..",
            "dev.dossier.facts..", "dev.dossier.guard..", "dev.dossier.quarantine..", "dev.dossier.tools..", "dev.dossier.clash..",
            "dev.dossier.validation.."};

    private static JavaClasses classes;

    @BeforeAll
    static void importMain() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("dev.dossier");
    }

    @Test
    void noCyclesBetweenPackages() {
        check(slices().matching("dev.dossier.(**)").should().beFreeOfCycles());
    }

    @Test
    void theNeo4jDriverAndDatabaseStayInTheGraphLayer() {
        check(noClasses().that().resideOutsideOfPackage("dev.dossier.graph..").should().dependOnClassesThat().resideInAPackage("org.neo4j.."));
    }

    @Test
    void httpStaysInTheEdges() {
        check(noClasses().that().resideOutsideOfPackages("dev.dossier.api..", "dev.dossier.mcp..")
                .should().dependOnClassesThat().resideInAnyPackage("io.micronaut.http..", "io.micronaut.web..", "io.netty.."));
    }

    @Test
    void mcpAndTheCommandLineStayInTheirEdges() {
        check(noClasses().that().resideOutsideOfPackages("dev.dossier.mcp..", "dev.dossier.api..", "dev.dossier.cli..")
                .should().dependOnClassesThat().resideInAPackage("io.modelcontextprotocol.."));
        check(noClasses().that().resideOutsideOfPackage("dev.dossier.cli..").should().dependOnClassesThat().resideInAPackage("picocli.."));
    }

    @Test
    void theNatsClientStaysInTheNatsEdge() {
        check(noClasses().that().resideOutsideOfPackage("dev.dossier.nats..").should().dependOnClassesThat().resideInAPackage("io.nats.."));
    }

    @Test
    void micrometerStaysInTheMetricsPackage() {
        check(noClasses().that().resideOutsideOfPackage("dev.dossier.metrics..").should().dependOnClassesThat().resideInAPackage("io.micrometer.."));
        // the features announce events through their observer ports; only the edges and the wiring may see the meters
        check(noClasses().that().resideInAnyPackage(FEATURES).should().dependOnClassesThat().resideInAPackage("dev.dossier.metrics.."));
    }

    @Test
    void jacksonStaysInTheEdgesConfigurationAndJsonAdapters() {
        check(noClasses().that().resideInAnyPackage("dev.dossier.assembly..", "dev.dossier.budget..", "dev.dossier.compress..",
                        "dev.dossier.embedding..", "dev.dossier.error..", "dev.dossier.filesummary..", "dev.dossier.gates..", "dev.dossier.glob..",
                        "dev.dossier.knowledge..", "dev.dossier.model..", "dev.dossier.monitor..", "dev.dossier.relevance..", "dev.dossier.review..",
                        "dev.dossier.scoring..", "dev.dossier.search..", "dev.dossier.session..", "dev.dossier.app..",
                        "dev.dossier.guard..", "dev.dossier.quarantine..", "dev.dossier.tools..", "dev.dossier.clash..", "dev.dossier.validation..")
                .should().dependOnClassesThat().resideInAnyPackage("com.fasterxml.jackson..", "io.micronaut.serde..", "org.yaml.."));
    }

    @Test
    void featuresNeverImportAnEdgeOrTheWiring() {
        check(noClasses().that().resideInAnyPackage(FEATURES).should().dependOnClassesThat().resideInAnyPackage(EDGES));
        check(noClasses().that().resideInAnyPackage(FEATURES).should().dependOnClassesThat().resideInAPackage("dev.dossier.app.."));
    }

    private static void check(ArchRule rule) {
        rule.check(classes);
    }
}
