package dev.dossier.source;

import java.nio.file.Path;
import java.util.List;

/**
 * One source file to read, as {@link SourceScanner} found it.
 *
 * @param kind     how to read it
 * @param root     the source directory it was found under (absolute, normalised)
 * @param file     the file whose content is read: for a man page reached through a symlink or a {@code .so}
 *                 redirect, the page it resolves to
 * @param filePath path relative to {@code root}, with {@code /} separators, stored as {@code file_path}
 * @param display  how problems name the file
 * @param id       the document id, or {@code null} for a STIX bundle (whose documents take their ids from the content)
 * @param aliases  for a man page: the other pages ({@code name(section)}) that resolve to it; otherwise empty
 */
public record SourceFile(SourceKind kind, Path root, Path file, String filePath, String display, String id, List<String> aliases) {

    public SourceFile {
        aliases = List.copyOf(aliases);
    }
}
