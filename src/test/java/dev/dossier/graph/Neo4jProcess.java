package dev.dossier.graph;

import java.nio.file.Path;

/**
 * A Neo4j server in a JVM of its own, for {@code ExternalNeo4jIT}: the embedded server on a data directory with Bolt on
 * a loopback port. Prints {@code READY} once Bolt answers and shuts down when its standard input closes.
 * Arguments: the data directory and the port.
 */
public final class Neo4jProcess {

    private Neo4jProcess() {
    }

    public static void main(String[] args) throws Exception {
        var store = GraphStore.open(new StorageSettings(Path.of(args[0]), null, null, null, Integer.parseInt(args[1])), 384);
        System.out.println("READY");
        System.out.flush();
        while (System.in.read() >= 0) {
            // until the test closes our input
        }
        store.close();
    }
}
