package dev.dossier.cli;

import dev.dossier.error.DossierException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** The request contract as the CLI applies it before anything is opened: the configuration's limits and models, and JSON files read. */
final class CliContract {

    private CliContract() {
    }

    /** The bytes of {@code --json-file} ({@code -}: standard input); a missing or unreadable file is a usage error naming it. */
    static byte[] read(String file) {
        try {
            return "-".equals(file) ? System.in.readAllBytes() : Files.readAllBytes(Path.of(file));
        } catch (NoSuchFileException e) {
            throw dev.dossier.contract.ContractErrors.invalid("missing_file", "--json-file", "--json-file " + file + " does not exist");
        } catch (IOException e) {
            throw dev.dossier.contract.ContractErrors.invalid("unreadable_file", "--json-file", "cannot read --json-file " + file + ": "
                    + e.getClass().getSimpleName());
        }
    }

    /** Reads a JSON body file as {@code type} (strict JSON; the constraints are checked later); errors name the file and the field. */
    static <T> T body(String file, Class<T> type) {
        try {
            return dev.dossier.contract.Json.read(read(file), type);
        } catch (DossierException e) {
            String origin = "-".equals(file) ? "standard input" : file;
            throw new DossierException(e.code(), origin + ": " + e.getMessage().replace("the request body", "the JSON"), e.details());
        }
    }

}
