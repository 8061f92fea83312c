package dev.dossier.source;

import dev.dossier.embedding.Progress;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.error.DossierException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings the graph in line with source directories: new and changed files (by SHA-256) are written,
 * in groups of documents, one transaction per group (so each document is written whole or not at all); unchanged files are skipped; documents whose file was deleted from a
 * synced directory (or, for a STIX bundle, whose technique left the bundle) are removed. An invalid file
 * is rejected on its own: the others are still ingested, and the documents of a previously ingested
 * version of the invalid file stay in place until the file is fixed or deleted. After a sync that changed
 * something, the edges between documents are brought up to date ({@link DocumentStore#linkDocuments()}).
 * Calls are serialised, so the watcher and an API call never interleave.
 *
 * <p>Which files are read, and how, is decided by {@link SourceScanner}: markdown by extension, man pages
 * by name, STIX bundles by content. The counts of the {@link IngestReport} are documents (a bundle gives
 * one per technique); its problems name files.
 */
public final class SourceSync {

    private static final Logger LOG = LoggerFactory.getLogger(SourceSync.class);
    /**
     * Documents written per transaction. Each commit refreshes the full-text indexes and costs a round trip, so a sync
     * of many files writes them in groups; a group is all or nothing, so every document is still whole or absent.
     * Measured (ADR 0013): 651 files took 50.8 s one per transaction (under load) and 5.8 s in groups.
     */
    static final int GROUP_DOCUMENTS = 100;
    /** Chunks per transaction at most (a group closes early for long documents, so a transaction stays small). */
    static final int GROUP_CHUNKS = 2_000;

    private final DocumentStore store;
    private final Map<SourceKind, SourceReader> readers;
    private final SyncObserver observer;
    private final String readerSettings;

    /** Reads each kind of source file with its reader (registered where the application is wired). */
    public SourceSync(DocumentStore store, Map<SourceKind, SourceReader> readers) {
        this(store, readers, SyncObserver.NONE);
    }

    /** @param observer told of each finished sync */
    public SourceSync(DocumentStore store, Map<SourceKind, SourceReader> readers, SyncObserver observer) {
        this(store, readers, observer, "");
    }

    /**
     * @param observer       told of each finished sync
     * @param readerSettings the readers' settings ({@link IngestionPolicy#fingerprint()}), folded into every file's
     *                       change-detection hash: a file stored under other settings is read again
     */
    public SourceSync(DocumentStore store, Map<SourceKind, SourceReader> readers, SyncObserver observer, String readerSettings) {
        this.store = store;
        this.observer = observer;
        this.readerSettings = java.util.Objects.requireNonNull(readerSettings, "readerSettings");
        this.readers = new EnumMap<>(readers);
        for (SourceKind kind : SourceKind.values()) {
            if (!this.readers.containsKey(kind)) {
                throw new IllegalArgumentException("no reader for " + kind);
            }
        }
    }

    public IngestReport sync(List<Path> directories) {
        return sync(directories, ProgressListener.none());
    }

    /** Syncs, telling {@code progress} of each file read (unit {@code files}, of the files found). */
    public synchronized IngestReport sync(List<Path> directories, ProgressListener progress) {
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
        var run = new Run(roots);
        var scan = SourceScanner.scan(roots);
        run.rejected.addAll(scan.problems());
        run.warnings.addAll(scan.skipped());
        long started = System.nanoTime();
        int total = scan.files().size();
        progress.onProgress(Progress.of("files", 0, total, 0));
        int done = 0;
        for (SourceFile file : scan.files()) {
            if (file.kind() == SourceKind.ATTACK) {
                run.bundle(file);
            } else {
                run.single(file);
            }
            progress.onProgress(Progress.of("files", ++done, total, System.nanoTime() - started));
        }
        run.flush();
        int removed = 0;
        for (StoredFile f : run.stored.values().stream().sorted(Comparator.comparing(StoredFile::id)).toList()) {
            if (run.rootNames.contains(f.sourceRoot()) && !run.seen.containsKey(f.id()) && store.remove(f.id())) {
                removed++;
            }
        }
        if (run.ingested > 0 || removed > 0) {
            store.linkDocuments();
        }
        var report = new IngestReport(run.ingested, run.unchanged, removed, run.rejected, run.warnings);
        observer.synced(report);
        return report;
    }

    /** The state of one sync. */
    private final class Run {
        final Map<String, StoredFile> stored = new HashMap<>();
        final Map<String, List<StoredFile>> storedByFile = new HashMap<>();
        final HashSet<String> rootNames = new HashSet<>();
        final Map<String, String> seen = new HashMap<>();
        final List<Problem> rejected = new ArrayList<>();
        final List<Problem> warnings = new ArrayList<>();
        /** Documents read and not yet written: at most {@link #GROUP_DOCUMENTS} or {@link #GROUP_CHUNKS} chunks. */
        final List<DocumentWrite> group = new ArrayList<>();
        int groupChunks;
        int ingested;
        int unchanged;

        Run(List<Path> roots) {
            for (StoredFile f : store.files()) {
                stored.put(f.id(), f);
                storedByFile.computeIfAbsent(f.sourceRoot() + "\0" + f.filePath(), k -> new ArrayList<>()).add(f);
            }
            roots.forEach(r -> rootNames.add(r.toString()));
        }

        /** A file that gives one document: markdown or a man page. */
        void single(SourceFile file) {
            String id = file.id();
            String root = file.root().toString();
            StoredFile previous = stored.get(id);
            String other = seen.putIfAbsent(id, file.display());
            if (other != null) {
                rejected.add(new Problem(file.display(), "file_path", "document id '" + id + "' is already taken by " + other + "; rename one of the files"));
                return;
            }
            if (takenElsewhere(previous, root)) {
                rejected.add(new Problem(file.display(), "file_path", "document id '" + id + "' is already taken by "
                        + Path.of(previous.sourceRoot()).resolve(previous.filePath()) + "; rename one of the files"));
                return;
            }
            byte[] bytes = read(file);
            if (bytes == null) {
                return;
            }
            String hash = hash(bytes, file.aliases(), readerSettings);
            if (previous != null && previous.sourceRoot().equals(root) && file.filePath().equals(previous.filePath()) && hash.equals(previous.fileHash())) {
                unchanged++;
                return;
            }
            write(file, readSafely(file, bytes, hash));
        }

        /**
         * When the content being ingested was last changed: the file's modification time (a file whose bytes did not
         * change is not rewritten, so touching it does not make it newer), or now when the file system cannot say
         * (every document gets a time, so none is rewritten on each sync for lacking one).
         */
        private static String modified(SourceFile file) {
            try {
                return Files.getLastModifiedTime(file.file()).toInstant().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString();
            } catch (java.io.IOException e) {
                return java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString();
            }
        }

        /**
         * Reads with the file's reader. A reader fails with an exception only through a bug; the file is then
         * rejected with the error, so that one odd file does not stop the sync of all the others.
         */
        private ParseOutcome readSafely(SourceFile file, byte[] bytes, String hash) {
            try {
                return readers.get(file.kind()).read(file, bytes, hash);
            } catch (RuntimeException e) {
                LOG.error("reading {} failed", file.display(), e);
                return new ParseOutcome.Rejected(List.of(new Problem(file.display(), "file",
                        "Dossier could not read this file (" + e + "); this is a bug in Dossier, please report it with the file")));
            }
        }

        /** A STIX bundle: documents come and go with the techniques in it. */
        void bundle(SourceFile file) {
            List<StoredFile> previous = storedByFile.getOrDefault(file.root() + "\0" + file.filePath(), List.of());
            byte[] bytes = read(file);
            if (bytes == null) {
                previous.forEach(p -> seen.putIfAbsent(p.id(), file.display()));
                return;
            }
            String hash = hash(bytes, List.of(), readerSettings);
            if (!previous.isEmpty() && previous.stream().allMatch(p -> hash.equals(p.fileHash()))) {
                previous.forEach(p -> seen.putIfAbsent(p.id(), file.display()));
                unchanged += previous.size();
                return;
            }
            var outcome = readSafely(file, bytes, hash);
            if (outcome instanceof ParseOutcome.Rejected) {
                previous.forEach(p -> seen.putIfAbsent(p.id(), file.display()));
            }
            write(file, outcome);
        }

        private void write(SourceFile file, ParseOutcome outcome) {
            if (outcome instanceof ParseOutcome.Rejected r) {
                rejected.addAll(r.problems());
                return;
            }
            var accepted = (ParseOutcome.Accepted) outcome;
            warnings.addAll(accepted.warnings());
            for (DocumentWrite doc : accepted.documents()) {
                if (file.id() == null) {
                    String other = seen.putIfAbsent(doc.id(), file.display());
                    if (other != null && !other.equals(file.display())) {
                        rejected.add(new Problem(file.display(), "id", "document id '" + doc.id() + "' is already taken by " + other
                                + "; the same technique is in two bundles: keep it in one"));
                        continue;
                    }
                    StoredFile previous = stored.get(doc.id());
                    if (takenElsewhere(previous, file.root().toString())) {
                        rejected.add(new Problem(file.display(), "id", "document id '" + doc.id() + "' is already taken by "
                                + Path.of(previous.sourceRoot()).resolve(previous.filePath()) + "; the same technique is in two bundles: keep it in one"));
                        continue;
                    }
                }
                DocumentWrite write = doc.withDefault("modified", modified(file));
                group.add(write);
                groupChunks += write.chunks().size();
                ingested++;
                if (group.size() >= GROUP_DOCUMENTS || groupChunks >= GROUP_CHUNKS) {
                    flush();
                }
            }
        }

        /** Writes the documents read since the last flush, in one transaction. */
        void flush() {
            store.replaceAll(List.copyOf(group));
            group.clear();
            groupChunks = 0;
        }

        /** Whether the id belongs to a file of another source directory, not synced now, that still exists. */
        private boolean takenElsewhere(StoredFile previous, String root) {
            return previous != null && !previous.sourceRoot().equals(root) && !rootNames.contains(previous.sourceRoot())
                    && Files.exists(Path.of(previous.sourceRoot()).resolve(previous.filePath()));
        }

        private byte[] read(SourceFile file) {
            try {
                return Files.readAllBytes(file.file());
            } catch (IOException e) {
                rejected.add(new Problem(file.display(), "file", "cannot read the file: " + e.getMessage()));
                return null;
            }
        }
    }

    /**
     * SHA-256 of the file's bytes; for a man page with aliases, of the bytes followed by the alias names, so that
     * adding or removing an alias counts as a change; with reader settings, of the bytes followed by them too, so that
     * new chunk sizes count as a change of every file.
     */
    static String hash(byte[] bytes, List<String> aliases, String readerSettings) {
        String extra = (aliases.isEmpty() ? "" : "\0aliases:" + String.join(",", aliases))
                + (readerSettings.isEmpty() ? "" : "\0settings:" + readerSettings);
        if (extra.isEmpty()) {
            return MarkdownDocumentReader.hash(bytes);
        }
        byte[] names = extra.getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[bytes.length + names.length];
        System.arraycopy(bytes, 0, all, 0, bytes.length);
        System.arraycopy(names, 0, all, bytes.length, names.length);
        return MarkdownDocumentReader.hash(all);
    }

    /** Stable id of a markdown document: the path relative to the source directory, without extension, '/' replaced by '.'. */
    static String idOf(String relativePath) {
        String noExt = relativePath.replaceFirst("\\.(md|markdown)$", "");
        return noExt.replace('/', '.');
    }

    /** Snapshot of the source files under the directories (path, size, modification time), for change polling. */
    public static Map<Path, String> snapshot(List<Path> directories) {
        return SourceScanner.snapshot(directories);
    }
}
