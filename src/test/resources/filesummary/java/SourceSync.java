package dev.dossier.source;

import dev.dossier.error.DossierException;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Brings the graph in line with source directories: new and changed files (by SHA-256) are written,
 * one transaction per document; unchanged files are skipped; files deleted from a synced directory are
 * removed from the graph. An invalid file is rejected on its own: the others are still ingested, and
 * a previously ingested version of the invalid file stays in place until the file is fixed or deleted.
 * Calls are serialised, so the watcher and an API call never interleave.
 */
public final class SourceSync {

    private final DocumentStore store;
    private final MarkdownDocumentReader reader;

    public SourceSync(DocumentStore store, MarkdownDocumentReader reader) {
        this.store = store;
        this.reader = reader;
    }

    public synchronized IngestReport sync(List<Path> directories) {
        var roots = new ArrayList<Path>();
        for (Path dir : directories) {
            Path root = dir.toAbsolutePath().normalize();
            if (!Files.isDirectory(root)) {
                throw DossierException.invalidField("sources", "source directory " + dir + " does not exist or is not a directory");
            }
            if (!roots.contains(root)) {
                roots.add(root);
            }
        }
        var stored = new HashMap<String, StoredFile>();
        store.files().forEach(f -> stored.put(f.id(), f));
        var rootNames = new HashSet<String>();
        roots.forEach(r -> rootNames.add(r.toString()));

        int ingested = 0;
        int unchanged = 0;
        var rejected = new ArrayList<Problem>();
        var warnings = new ArrayList<Problem>();
        var seen = new HashMap<String, String>();
        for (Path root : roots) {
            for (Path file : markdownFiles(root)) {
                String rel = root.relativize(file).toString().replace('\\', '/');
                String id = idOf(rel);
                String display = display(file);
                String other = seen.putIfAbsent(id, display);
                StoredFile previous = stored.get(id);
                if (other != null) {
                    rejected.add(new Problem(display, "file_path", "document id '" + id + "' is already taken by " + other + "; rename one of the files"));
                    continue;
                }
                if (previous != null && !previous.sourceRoot().equals(root.toString()) && !rootNames.contains(previous.sourceRoot())
                        && Files.exists(Path.of(previous.sourceRoot()).resolve(previous.filePath()))) {
                    rejected.add(new Problem(display, "file_path", "document id '" + id + "' is already taken by "
                            + Path.of(previous.sourceRoot()).resolve(previous.filePath()) + "; rename one of the files"));
                    continue;
                }
                byte[] bytes;
                try {
                    bytes = Files.readAllBytes(file);
                } catch (IOException e) {
                    rejected.add(new Problem(display, "file", "cannot read the file: " + e.getMessage()));
                    continue;
                }
                String hash = MarkdownDocumentReader.hash(bytes);
                if (previous != null && previous.sourceRoot().equals(root.toString()) && hash.equals(previous.fileHash())) {
                    unchanged++;
                    continue;
                }
                var outcome = reader.read(id, root.toString(), rel, display, bytes, hash);
                if (outcome instanceof ParseOutcome.Accepted a) {
                    store.replace(a.document());
                    warnings.addAll(a.warnings());
                    ingested++;
                } else if (outcome instanceof ParseOutcome.Rejected r) {
                    rejected.addAll(r.problems());
                }
            }
        }
        int removed = 0;
        for (StoredFile f : stored.values().stream().sorted(java.util.Comparator.comparing(StoredFile::id)).toList()) {
            if (rootNames.contains(f.sourceRoot()) && !seen.containsKey(f.id()) && store.remove(f.id())) {
                removed++;
            }
        }
        return new IngestReport(ingested, unchanged, removed, rejected, warnings);
    }

    /** Stable document id: the path relative to the source directory, without extension, '/' replaced by '.'. */
    static String idOf(String relativePath) {
        String noExt = relativePath.replaceFirst("\\.(md|markdown)$", "");
        return noExt.replace('/', '.');
    }

    private static String display(Path file) {
        Path cwd = Path.of("").toAbsolutePath();
        return file.startsWith(cwd) ? cwd.relativize(file).toString() : file.toString();
    }

    static List<Path> markdownFiles(Path root) {
        var files = new ArrayList<Path>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return !dir.equals(root) && dir.getFileName().toString().startsWith(".") ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
                    if (attrs.isRegularFile() && !name.startsWith(".") && (name.endsWith(".md") || name.endsWith(".markdown"))) {
                        files.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw DossierException.invalidField("sources", "cannot list source directory " + root + ": " + e.getMessage());
        }
        files.sort(null);
        return files;
    }

    /** Snapshot of the markdown files under the directories (path, size, modification time), for change polling. */
    public static Map<Path, String> snapshot(List<Path> directories) {
        var out = new HashMap<Path, String>();
        for (Path dir : directories) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            for (Path f : markdownFiles(dir.toAbsolutePath().normalize())) {
                try {
                    out.put(f, Files.size(f) + ":" + Files.getLastModifiedTime(f).toMillis());
                } catch (IOException e) {
                    out.put(f, "unreadable");
                }
            }
        }
        return out;
    }

}
