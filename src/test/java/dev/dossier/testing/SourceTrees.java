package dev.dossier.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;

/** Copies test source trees (man pages with their symlinks, STIX bundles) into a test's directory. */
public final class SourceTrees {

    /** The real man pages copied from the Debian manpages packages. */
    public static final Path MAN = Path.of("src/test/resources/man");
    /** The STIX 2.1 sample bundle. */
    public static final Path STIX_SAMPLE = Path.of("src/test/resources/stix/attack-sample.json");

    private SourceTrees() {
    }

    /** Copies {@code from} into {@code to} (created if needed); symlinks are copied as symlinks. */
    public static Path copy(Path from, Path to) {
        try {
            Files.walkFileTree(from, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                    Files.createDirectories(to.resolve(from.relativize(dir).toString()));
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Path target = to.resolve(from.relativize(file).toString());
                    if (attrs.isSymbolicLink()) {
                        Files.createSymbolicLink(target, Files.readSymbolicLink(file));
                    } else {
                        Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES, LinkOption.NOFOLLOW_LINKS);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
            return to;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
