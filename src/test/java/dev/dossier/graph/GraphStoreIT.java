package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.TransactionContext;

/** {@link GraphStore#inOneRead}: the reads inside share one transaction on the real embedded Neo4j; outside, each has its own. */
class GraphStoreIT {

    private static GraphStore graph;

    @BeforeAll
    static void open() throws Exception {
        graph = GraphStore.open(StorageSettings.embedded(Files.createTempDirectory("dossier-graphstore-")), 384);
    }

    @AfterAll
    static void close() {
        graph.close();
    }

    @Test
    void readsInsideOneReadShareItsTransaction() {
        List<TransactionContext> inside = graph.inOneRead(() -> List.of(graph.read(tx -> tx), graph.read(tx -> tx),
                graph.inOneRead(() -> graph.read(tx -> tx))));
        assertThat((Object) inside.get(1)).isSameAs(inside.get(0));
        assertThat((Object) inside.get(2)).as("nested").isSameAs(inside.get(0));
        Object after = graph.read(tx -> tx);
        assertThat(after).as("after it").isNotSameAs(graph.read(tx -> tx));
        int n = graph.inOneRead(() -> graph.read(tx -> tx.run("RETURN 41 + 1 AS n").single().get("n").asInt()));
        assertThat(n).isEqualTo(42);
    }

    @Test
    void aFailureInsideLeavesNoTransactionOpenOnTheThread() {
        assertThatThrownBy(() -> graph.inOneRead(() -> graph.read(tx -> tx.run("RETURN 1 / 0 AS n").single())))
                .isInstanceOf(DossierException.class);
        Object first = graph.read(tx -> tx);
        assertThat((Object) graph.read(tx -> tx)).isNotSameAs(first);
    }
}
