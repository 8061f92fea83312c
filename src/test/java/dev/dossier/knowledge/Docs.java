package dev.dossier.knowledge;

import dev.dossier.model.CharRatioEstimator;
import dev.dossier.model.JtokkitCounter;
import dev.dossier.model.TokenCounter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Real documents and counters shared by the knowledge tests. */
public final class Docs {

    static final TokenCounter O200K = new JtokkitCounter(com.knuddels.jtokkit.api.EncodingType.O200K_BASE);
    static final TokenCounter CL100K = JtokkitCounter.cl100k();
    static final TokenCounter ESTIMATE = new CharRatioEstimator(3.0);

    private Docs() {
    }

    /** The npm install command page (npm 11.19.1, Artistic-2.0), about 8,300 o200k tokens. */
    static String npmInstall() {
        return read(Path.of("src/test/resources/knowledge/npm-install.md"));
    }

    /** The semver README (semver 7.8.5, ISC), about 7,800 o200k tokens. */
    static String semver() {
        return read(Path.of("src/test/resources/knowledge/semver-README.md"));
    }

    /** A SOP of this repository by name, e.g. {@code css-conventions}. */
    static String sop(String name) {
        return read(Path.of("sources/sops/" + name + ".md"));
    }

    static List<String> sopNames() {
        try (Stream<Path> files = Files.list(Path.of("sources/sops"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".md")).map(n -> n.substring(0, n.length() - 3)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
