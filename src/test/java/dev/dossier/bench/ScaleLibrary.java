package dev.dossier.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A deterministic SOP library of a chosen size for the scale benchmark (issue 16), made from the stylelint SOPs of
 * {@code ../shared/data/sop-stylelint} and the project's own SOPs ({@code sources/sops}):
 * <ul>
 *   <li>copy 0 is the originals, as they are (their globs match the stylelint tasks' CSS and SCSS files);</li>
 *   <li>copy 1 is the same files with every glob anchored under {@code files/} (where the tasks' files are), so the
 *       tasks match about twice the originals, the same set at every size;</li>
 *   <li>copies 2 and up are the same files under globs for other directories and languages ({@code services/svc-012/**}
 *       {@code /*.{ts,tsx}}, {@code packages/pkg-003/src/**}{@code /*.py}, {@code **}{@code /*.go}, ...), which no task file matches.</li>
 * </ul>
 * Copy {@code k} lives in {@code copy-KKKK/}, so its document ids differ; titles, sections and bodies are the originals',
 * so a chunk's embedding text repeats and is embedded once. Files are added copy by copy until the estimated chunk
 * count is reached (the real count is what ingestion reports).
 */
final class ScaleLibrary {

    /** Chunks per source file measured on the originals (stylelint 278 + project 17 chunks from 192 files). */
    static final double CHUNKS_PER_FILE = 295.0 / 192.0;

    private static final Pattern APPLIES_TO = Pattern.compile("^applies_to:.*$", Pattern.MULTILINE);
    private static final String[] DIRECTORIES = {"services/svc-%03d", "packages/pkg-%03d/src", "apps/app-%03d", "libs/lib-%03d", "tools/tool-%03d"};
    private static final String[] LANGUAGES = {"{ts,tsx}", "{js,jsx,mjs}", "py", "go", "java", "rb", "rs", "kt", "{css,scss}", "{c,h}", "cs", "php"};

    private ScaleLibrary() {
    }

    /** A source file of the originals and its applies_to globs. */
    record Original(String name, String text) {
    }

    /** What was written. */
    record Written(int files, int copies, int estimatedChunks) {
    }

    /** The originals: the (sanitized) stylelint SOPs, then the project's SOPs, each sorted by name. */
    static List<Original> originals(Path stylelintSops, Path projectSops) throws IOException {
        var out = new ArrayList<Original>();
        for (Path dir : List.of(stylelintSops, projectSops)) {
            try (Stream<Path> s = Files.list(dir)) {
                for (Path f : s.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                    out.add(new Original(f.getFileName().toString(), Files.readString(f)));
                }
            }
        }
        return out;
    }

    /** Writes files into {@code target} until about {@code chunks} chunks. */
    static Written write(List<Original> originals, int chunks, Path target) throws IOException {
        int files = (int) Math.max(1, Math.round(chunks / CHUNKS_PER_FILE));
        int written = 0;
        int copy = 0;
        while (written < files) {
            Path dir = copy == 0 ? target : target.resolve(String.format(Locale.ROOT, "copy-%04d", copy));
            Files.createDirectories(dir);
            for (int i = 0; i < originals.size() && written < files; i++, written++) {
                Original o = originals.get(i);
                Files.writeString(dir.resolve(o.name()), copy == 0 ? o.text() : withGlobs(o.text(), globs(copy, i)));
            }
            copy++;
        }
        return new Written(written, copy, (int) Math.round(written * CHUNKS_PER_FILE));
    }

    /** The globs of file {@code i} in copy {@code copy} (at least 1). */
    static String globs(int copy, int i) {
        if (copy == 1) {
            return "files/**/*.{css,scss}";
        }
        int n = copy * 31 + i;
        String language = LANGUAGES[n % LANGUAGES.length];
        if (n % 7 == 0 && !language.contains("css")) {
            return "**/*." + language; // some name globs, for languages the tasks do not touch
        }
        String dir = String.format(Locale.ROOT, DIRECTORIES[n % DIRECTORIES.length], (n / DIRECTORIES.length) % 400);
        return dir + "/**/*." + language;
    }

    private static String withGlobs(String text, String globs) {
        var m = APPLIES_TO.matcher(text);
        if (!m.find()) {
            throw new IllegalStateException("no applies_to line in an original SOP");
        }
        return text.substring(0, m.start()) + "applies_to: \"" + globs + "\"" + text.substring(m.end());
    }
}
