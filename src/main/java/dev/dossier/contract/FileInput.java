package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/**
 * A file of the task under review: its path and, optionally, its text (used for the file summary and as relevance
 * evidence) and the change under review as a unified diff (the lines it adds weigh beside the whole file). A bare string
 * is accepted as the path alone.
 *
 * @param path    path relative to the repository root
 * @param content the file's text, or null
 * @param diff    a unified diff of this file ({@code git diff -- PATH}), or null
 */
@io.micronaut.core.annotation.Introspected
@Schema(description = "A task file: {\"path\": ..., \"content\": optional, \"diff\": optional}; a bare string is the path alone.")
public record FileInput(
        @NotBlank @Size(max = 4096) @Schema(example = "src/main/java/dev/dossier/source/SourceSync.java") String path,
        @Schema(description = "The file's text; at most limits.file_content_bytes (1 MB by default)", nullable = true) String content,
        @Schema(description = "The change under review as a unified diff of this file (git diff -- PATH): the lines it adds weigh in"
                + " relevance beside the whole file; at most limits.file_content_bytes", nullable = true) String diff) {

    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    public FileInput {
    }

    /** A file with its text, without a diff. */
    public FileInput(String path, String content) {
        this(path, content, null);
    }

    /** A file given by path alone. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static FileInput ofPath(String path) {
        return new FileInput(path, null);
    }
}
