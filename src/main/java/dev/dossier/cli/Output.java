package dev.dossier.cli;

import dev.dossier.contract.Json;
import java.io.PrintWriter;

/** JSON printing for {@code --json}: the contract's records, indented, exactly as HTTP answers them. */
final class Output {

    private Output() {
    }

    static void json(PrintWriter out, Object value) {
        out.println(Json.writePretty(value));
        out.flush();
    }
}
