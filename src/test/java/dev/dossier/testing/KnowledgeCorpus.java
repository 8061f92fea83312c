package dev.dossier.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small knowledge source tree about npm installs: two long real documents (the npm install page, about 8,300
 * tokens, and the semver README, about 7,800) and three short ones written for the tests.
 */
public final class KnowledgeCorpus {

    /** Id of the npm install page (its file is {@code npm-install.md}). */
    public static final String NPM_INSTALL = "npm-install";
    /** Id of the semver README. */
    public static final String SEMVER = "semver-README";

    private KnowledgeCorpus() {
    }

    /** Writes the tree into {@code dir} (created if needed) and returns it. */
    public static Path write(Path dir) {
        try {
            Files.createDirectories(dir);
            Files.copy(Path.of("src/test/resources/knowledge/npm-install.md"), dir.resolve("npm-install.md"));
            Files.copy(Path.of("src/test/resources/knowledge/semver-README.md"), dir.resolve("semver-README.md"));
            Files.writeString(dir.resolve("package-lock.md"), """
                    # The package lock

                    npm writes `package-lock.json` whenever `npm install` changes the dependency tree. The lock file records the exact
                    version, the resolved tarball URL and the integrity hash of every installed package, so that the next install on
                    another machine produces the same tree. Commit the lock file together with `package.json`.

                    ## When the lock and the manifest disagree

                    When a range in `package.json` no longer matches the locked version, `npm install` resolves the range again and
                    updates the lock. The command `npm ci` refuses instead and exits with an error, which is what a build server wants.

                    ## Reviewing lock changes

                    Read the diff of the lock file in every pull request. A changed `resolved` URL or `integrity` value without a
                    version change deserves a question: it may point at another registry.
                    """);
            Files.writeString(dir.resolve("npm-ci.md"), """
                    # Clean installs with npm ci

                    `npm ci` installs exactly what `package-lock.json` says. It deletes `node_modules` first, never writes to the lock
                    file or to `package.json`, and fails when the two disagree. Use it in continuous integration and in container
                    builds, where a reproducible install matters more than a fast one.

                    The command accepts the same `--omit=dev` and `--ignore-scripts` flags as `npm install`. It does not accept package
                    names: to add a dependency, use `npm install <name>` and commit the updated lock.
                    """);
            Files.writeString(dir.resolve("version-ranges.md"), """
                    # Version ranges in package.json

                    A dependency in `package.json` names a range, not a version. The caret range `^1.2.3` accepts any 1.x.y release
                    from 1.2.3 on; the tilde range `~1.2.3` accepts patch releases of 1.2 only. An exact version pins the dependency.

                    `npm install` picks the highest version in the range that the registry has, unless the lock file already names one
                    that matches. Prerelease versions such as `2.0.0-beta.1` match only ranges that name a prerelease of the same
                    major, minor and patch numbers.
                    """);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
