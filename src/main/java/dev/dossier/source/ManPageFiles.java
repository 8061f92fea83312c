package dev.dossier.source;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * Man page files as installed under {@code /usr/share/man}: names, document ids, gzip and {@code .so}
 * redirects.
 *
 * <p>A file is a man page when its name is {@code NAME.SECTION} or {@code NAME.SECTION.gz}, the section
 * starting with a digit or {@code n} (e.g. {@code 3}, {@code 3type}, {@code 3pm}), and it lies in a
 * directory {@code manS...} whose first section character {@code S} is the same ({@code man3/printf.3.gz}).
 * Requiring the directory keeps files such as {@code README.1st} elsewhere in a source tree from being read
 * as pages. A directory {@code ll} or {@code ll_CC} directly above {@code manS} (as in
 * {@code /usr/share/man/de/man1}) is the page's language.
 */
public final class ManPageFiles {

    /** The id prefix of man page documents: {@code man.<name>.<section>}. */
    public static final String ID_PREFIX = "man.";

    private static final Pattern FILE = Pattern.compile("(?<name>.+)\\.(?<section>[0-9n][a-z0-9]*)(?<gz>\\.gz)?");
    private static final Pattern DIR = Pattern.compile("man(?<s>[0-9n])[a-z0-9]*");
    private static final Pattern LOCALE = Pattern.compile("[a-z]{2}(_[A-Z]{2})?(\\.[A-Za-z0-9-]+)?(@[a-z]+)?");
    private static final Pattern REF = Pattern.compile("(?<name>[^\\s()]+)\\((?<section>[0-9n][a-z0-9]*)\\)");
    private static final int SO_PEEK_BYTES = 4096;
    private static final int MAX_SO_HOPS = 8;

    private ManPageFiles() {
    }

    /**
     * What a man page's file name says.
     *
     * @param name     the page name, e.g. {@code printf}
     * @param section  the section, e.g. {@code 3} or {@code 3type}
     * @param language the language directory above {@code manS}, or the empty string
     */
    public record PageName(String name, String section, String language) {

        /** Document id: {@code man.printf.3}, or {@code man.ls.1.de} for a translated page. */
        public String id() {
            return ID_PREFIX + name + "." + section + (language.isEmpty() ? "" : "." + language);
        }

        /** How man pages refer to each other: {@code printf(3)}. */
        public String ref() {
            return name + "(" + section + ")";
        }
    }

    /** Whether the file is named like a man page ({@code ls.1}, {@code printf.3.gz}), wherever it is. */
    public static boolean namedLikeAPage(Path file) {
        Path fileName = file.getFileName();
        return fileName != null && FILE.matcher(fileName.toString()).matches();
    }

    /** The page name of a file, or empty when the file is not a man page (by name and directory). */
    public static Optional<PageName> pageName(Path file) {
        Path fileName = file.getFileName();
        Path dir = file.getParent();
        if (fileName == null || dir == null || dir.getFileName() == null) {
            return Optional.empty();
        }
        Matcher f = FILE.matcher(fileName.toString());
        Matcher d = DIR.matcher(dir.getFileName().toString());
        if (!f.matches() || !d.matches() || f.group("section").charAt(0) != d.group("s").charAt(0) || f.group("name").startsWith(".")) {
            return Optional.empty();
        }
        Path above = dir.getParent() == null ? null : dir.getParent().getFileName();
        String language = above != null && LOCALE.matcher(above.toString()).matches() ? above.toString() : "";
        return Optional.of(new PageName(f.group("name"), f.group("section"), language));
    }

    /** The document id a reference {@code name(section)} points to, or empty when it is not such a reference. */
    public static Optional<String> idOfRef(String ref) {
        Matcher m = REF.matcher(ref.strip());
        return m.matches() ? Optional.of(ID_PREFIX + m.group("name") + "." + m.group("section")) : Optional.empty();
    }

    public static Pattern refPattern() {
        return REF;
    }

    /** Whether the bytes start with the gzip magic number. */
    static boolean gzipped(byte[] bytes) {
        return bytes.length >= 2 && (bytes[0] & 0xff) == 0x1f && (bytes[1] & 0xff) == 0x8b;
    }

    /** Thrown when a page is larger than allowed once decompressed. */
    public static final class TooLarge extends IOException {
        TooLarge(long limit) {
            super("over " + limit + " bytes once decompressed");
        }
    }

    /** The page's roff bytes: gunzipped when gzip-compressed, at most {@code limit} bytes. */
    public static byte[] content(byte[] raw, long limit) throws IOException {
        if (!gzipped(raw)) {
            if (raw.length > limit) {
                throw new TooLarge(limit);
            }
            return raw;
        }
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(raw))) {
            var out = new ByteArrayOutputStream(raw.length * 4);
            byte[] buf = new byte[8192];
            long total = 0;
            for (int n = in.read(buf); n > 0; n = in.read(buf)) {
                total += n;
                if (total > limit) {
                    throw new TooLarge(limit);
                }
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    /**
     * The target of a {@code .so} redirect page ({@code .so man3/foo.3}): the first line that is not a
     * comment or blank. Only the start of the page is read; corrupt gzip data counts as no redirect.
     */
    public static Optional<String> soTarget(Path file) throws IOException {
        byte[] head;
        try (InputStream raw = Files.newInputStream(file)) {
            byte[] start = raw.readNBytes(2);
            InputStream in = new java.io.SequenceInputStream(new ByteArrayInputStream(start), raw);
            if (gzipped(start)) {
                try {
                    in = new GZIPInputStream(in);
                    head = in.readNBytes(SO_PEEK_BYTES);
                } catch (java.util.zip.ZipException | java.io.EOFException e) {
                    // corrupt gzip data: not a redirect; reading the page reports it
                    return Optional.empty();
                }
            } else {
                head = in.readNBytes(SO_PEEK_BYTES);
            }
        }
        for (String line : new String(head, StandardCharsets.ISO_8859_1).split("\n")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith(".\\\"") || l.startsWith("'\\\"") || l.equals(".")) {
                continue;
            }
            if (l.startsWith(".so ") || l.startsWith(".so\t")) {
                String target = l.substring(3).strip();
                return target.isEmpty() ? Optional.empty() : Optional.of(target);
            }
            return Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * A link or redirect may only lead to another man page (by name and directory), never to any file
     * the server can read: a page in a source directory must not pull {@code /etc/passwd} into the graph.
     */
    private static Path requirePage(Path target, Path from) throws BrokenRedirect {
        if (pageName(target).isEmpty()) {
            throw new BrokenRedirect(from + " leads to " + target + ", which is not a man page (NAME.SECTION[.gz] in a manS directory)");
        }
        return target;
    }

    /** Thrown when a {@code .so} redirect cannot be followed. */
    public static final class BrokenRedirect extends IOException {
        BrokenRedirect(String message) {
            super(message);
        }
    }

    /**
     * Follows symlinks and {@code .so} redirects to the page that holds the text. A {@code .so} path is
     * relative to the man tree's root, the parent of the {@code manS} directory ({@code .so man7/queue.7});
     * the file next to the page and the {@code .gz} variant are tried too.
     *
     * @return the real path of the page with the text
     * @throws BrokenRedirect when a redirect points to no file, to a file that is not a man page, or loops
     */
    public static Path resolve(Path file) throws IOException {
        Path current = requirePage(file.toRealPath(), file);
        for (int hop = 0; hop < MAX_SO_HOPS; hop++) {
            Optional<String> so = soTarget(current);
            if (so.isEmpty()) {
                return current;
            }
            Path dir = current.getParent();
            Path root = dir.getParent();
            Path next = null;
            for (Path base : root == null ? new Path[] {dir} : new Path[] {root, dir}) {
                for (String candidate : new String[] {so.get(), so.get() + ".gz"}) {
                    Path p = base.resolve(candidate);
                    if (Files.isRegularFile(p)) {
                        next = p.toRealPath();
                        break;
                    }
                }
                if (next != null) {
                    break;
                }
            }
            if (next == null) {
                throw new BrokenRedirect(".so " + so.get() + " in " + current + " points to no file (looked under " + (root == null ? dir : root)
                        + " and " + dir + ", with and without .gz)");
            }
            current = requirePage(next, current);
        }
        throw new BrokenRedirect("more than " + MAX_SO_HOPS + " .so redirects from " + file + "; is there a loop?");
    }
}
