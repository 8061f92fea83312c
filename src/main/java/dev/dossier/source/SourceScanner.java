package dev.dossier.source;

import dev.dossier.error.DossierException;
import dev.dossier.source.StixBundles;
import dev.dossier.source.ManPageFiles;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Finds the source files under source directories and says how to read each ({@link SourceKind}).
 * Hidden files and directories are skipped, and so is anything that is not recognised.
 *
 * <p>Man pages reached through a symlink or a {@code .so} redirect resolve to the page that holds the text;
 * all the names that resolve to one page give a single {@link SourceFile}, whose aliases are the other
 * names. That file belongs to the source directory holding the page itself, else to the first directory
 * (in the order given) holding one of its aliases.
 */
final class SourceScanner {

    /**
     * What a scan found: the files to read, in a stable order, the files that cannot be read at all, and one warning per
     * kind of file that no reader recognises (with the count and the rule), so a directory never ingests "0" silently.
     */
    record Scan(List<SourceFile> files, List<Problem> problems, List<Problem> skipped) {
    }

    private record ManHit(int rootIndex, Path root, Path file, String rel) {
    }

    private SourceScanner() {
    }

    static Scan scan(List<Path> roots) {
        var files = new ArrayList<SourceFile>();
        var problems = new ArrayList<Problem>();
        var pages = new LinkedHashMap<Path, List<ManHit>>();
        var skipped = new LinkedHashMap<String, List<Path>>();
        for (int r = 0; r < roots.size(); r++) {
            Path root = roots.get(r);
            for (Path file : candidates(root, skipped)) {
                String rel = root.relativize(file).toString().replace('\\', '/');
                String display = display(file);
                if (isMarkdown(file)) {
                    files.add(new SourceFile(SourceKind.MARKDOWN, root, file, rel, display, SourceSync.idOf(rel), List.of()));
                } else if (ManPageFiles.pageName(file).isPresent()) {
                    try {
                        pages.computeIfAbsent(ManPageFiles.resolve(file), k -> new ArrayList<>()).add(new ManHit(r, root, file, rel));
                    } catch (IOException e) {
                        problems.add(new Problem(display, Files.isSymbolicLink(file) ? "symlink" : "so",
                                "cannot follow it to the page that holds the text: " + e.getMessage() + "; fix or delete it"));
                    }
                } else {
                    try {
                        if (StixBundles.isBundle(file)) {
                            files.add(new SourceFile(SourceKind.ATTACK, root, file, rel, display, null, List.of()));
                        } else {
                            skipped.computeIfAbsent(JSON_RULE, k -> new ArrayList<>()).add(file);
                        }
                    } catch (IOException e) {
                        problems.add(new Problem(display, "file", "cannot read the file: " + e.getMessage()));
                    }
                }
            }
        }
        pages.forEach((target, hits) -> files.add(page(target, hits)));
        var order = new HashMap<Path, Integer>();
        for (int r = 0; r < roots.size(); r++) {
            order.put(roots.get(r), r);
        }
        files.sort(Comparator.<SourceFile>comparingInt(f -> order.get(f.root())).thenComparing(SourceFile::filePath));
        var warnings = new ArrayList<Problem>();
        skipped.forEach((rule, paths) -> warnings.add(new Problem(display(paths.get(0)) + (paths.size() > 1 ? " and " + (paths.size() - 1) + " more" : ""),
                "skipped", paths.size() + " file" + (paths.size() == 1 ? "" : "s") + " skipped: " + rule)));
        return new Scan(files, problems, warnings);
    }

    static final String MAN_RULE = "named like man pages but not in a man<section>/ directory of the same section (e.g. man1/ls.1); "
            + "move them there to ingest them";
    static final String JSON_RULE = "JSON files that are not STIX 2.1 bundles ({\"type\": \"bundle\", \"objects\": [...]}); only ATT&CK bundles are read";
    static final String OTHER_RULE = "no reader recognises them: markdown ends in .md or .markdown, man pages sit in man<section>/ "
            + "directories, ATT&CK bundles are STIX 2.1 .json files";

    /** The one file to read for a page and the names that lead to it. */
    private static SourceFile page(Path target, List<ManHit> hits) {
        hits.sort(Comparator.comparingInt(ManHit::rootIndex).thenComparing(ManHit::rel));
        ManHit owner = hits.stream().filter(h -> isTheTarget(h.file(), target)).findFirst().orElse(hits.get(0));
        ManPageFiles.PageName name = ManPageFiles.pageName(target).orElseGet(() -> ManPageFiles.pageName(owner.file()).orElseThrow());
        var aliases = new TreeSet<String>();
        for (ManHit h : hits) {
            ManPageFiles.pageName(h.file()).map(ManPageFiles.PageName::ref).filter(ref -> !ref.equals(name.ref())).ifPresent(aliases::add);
        }
        String display = display(owner.file()) + (isTheTarget(owner.file(), target) ? "" : " (-> " + display(target) + ")");
        return new SourceFile(SourceKind.MAN, owner.root(), target, owner.rel(), display, name.id(), List.copyOf(aliases));
    }

    private static boolean isTheTarget(Path file, Path target) {
        try {
            return !Files.isSymbolicLink(file) && Files.isSameFile(file, target);
        } catch (IOException e) {
            return false;
        }
    }

    static boolean isMarkdown(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".md") || name.endsWith(".markdown");
    }

    /**
     * Files under {@code root} that may be sources, sorted: markdown files, man pages (by name; symlinks
     * included) and {@code .json} files (whose content decides). Hidden files and directories are skipped.
     */
    static List<Path> candidates(Path root) {
        return candidates(root, null);
    }

    /** As {@link #candidates(Path)}; files that are no candidate are collected in {@code skipped} by the rule they break. */
    private static List<Path> candidates(Path root, Map<String, List<Path>> skipped) {
        var files = new ArrayList<Path>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return !dir.equals(root) && dir.getFileName().toString().startsWith(".") ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    String name = file.getFileName().toString();
                    if (name.startsWith(".")) {
                        return FileVisitResult.CONTINUE;
                    }
                    if (attrs.isRegularFile() && (isMarkdown(file) || name.toLowerCase(Locale.ROOT).endsWith(".json"))) {
                        files.add(file);
                    } else if ((attrs.isRegularFile() || attrs.isSymbolicLink()) && ManPageFiles.pageName(file).isPresent()) {
                        files.add(file);
                    } else if (skipped != null && attrs.isRegularFile()) {
                        skipped.computeIfAbsent(ManPageFiles.namedLikeAPage(file) ? MAN_RULE : OTHER_RULE, k -> new ArrayList<>()).add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException exc) {
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw DossierException.invalidField("sources", "cannot list source directory " + root + ": " + e.getMessage());
        }
        files.sort(null);
        return files;
    }

    /** Snapshot of the candidate files under the directories (path, size, modification time), for change polling. */
    static Map<Path, String> snapshot(List<Path> directories) {
        var out = new HashMap<Path, String>();
        for (Path dir : directories) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            for (Path f : candidates(dir.toAbsolutePath().normalize())) {
                try {
                    out.put(f, Files.size(f) + ":" + Files.getLastModifiedTime(f).toMillis());
                } catch (IOException e) {
                    out.put(f, "unreadable");
                }
            }
        }
        return out;
    }

    static String display(Path file) {
        Path cwd = Path.of("").toAbsolutePath();
        return file.startsWith(cwd) ? cwd.relativize(file).toString() : file.toString();
    }
}
