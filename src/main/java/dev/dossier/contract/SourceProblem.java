package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import dev.dossier.source.Problem;

/** A rejected source file or a warning: which file, which field, what to do. */
public record SourceProblem(@Nullable String file, @Nullable String field, String message) {

    public static SourceProblem of(Problem p) {
        return new SourceProblem(p.file(), p.field(), p.message());
    }
}
