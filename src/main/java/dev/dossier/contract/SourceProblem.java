package dev.dossier.contract;

import dev.dossier.source.Problem;

/** A rejected source file or a warning: which file, which field, what to do. */
public record SourceProblem(String file, String field, String message) {

    public static SourceProblem of(Problem p) {
        return new SourceProblem(p.file(), p.field(), p.message());
    }
}
