package dev.dossier.api;

import java.nio.file.Path;
import java.util.List;

/** The source directories the server syncs and watches. */
public record ServedSources(List<Path> directories) {

    public ServedSources {
        directories = List.copyOf(directories);
    }
}
