package dev.dossier.source.man;

import dev.dossier.source.ManPageFiles;
import dev.dossier.model.TokenCounter;
import dev.dossier.source.Chunk;
import dev.dossier.source.DocumentFactory;
import dev.dossier.source.IngestionPolicy;
import dev.dossier.source.ParseOutcome;
import dev.dossier.source.Problem;
import dev.dossier.source.ReaderKit;
import dev.dossier.source.SourceFile;
import dev.dossier.source.SourceReader;
import dev.dossier.source.SummaryLine;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a man(7) page (roff, plain or gzip-compressed) into a knowledge document.
 *
 * <p>The document: title {@code name(section)}; summary = the description of the NAME line; {@code synopsis};
 * {@code options} (one entry per option: its flags, a colon, its description on one line); {@code see_also}
 * (the {@code name(section)} references of the SEE ALSO section); {@code aliases} (pages that are symlinks or
 * {@code .so} redirects to this one). Chunks: the page rendered as markdown ({@code ## SECTION}) and chunked
 * by section; every option is a chunk of its own ({@code section} = {@code OPTIONS > -a, --all}).
 *
 * <p>Options are the tagged paragraphs of a section called OPTIONS (or {@code ... OPTIONS}, and its
 * sub-sections); a page without one (many put their options under DESCRIPTION) has as options the tagged
 * paragraphs of DESCRIPTION whose tag is an option ({@code -x}, {@code --long}, {@code +x}), if it is a command page
 * (section 1, 6 or 8).
 */
public final class ManPageReader implements SourceReader {

    private static final int MAX_OPTION_CHARS = 400;
    /** A tag that names an option: {@code -x}, {@code --long}, {@code +x}, not a lone {@code -} or {@code +}. */
    private static final Pattern OPTION_TAG = Pattern.compile("(--?|\\+)[A-Za-z0-9?#@]");

    private final ReaderKit kit;

    public ManPageReader(DocumentFactory factory, TokenCounter counter, IngestionPolicy policy) {
        this.kit = new ReaderKit(factory, counter, policy);
    }

    @Override
    public ParseOutcome read(SourceFile file, byte[] bytes, String hash) {
        String display = file.display();
        byte[] roff;
        try {
            roff = ManPageFiles.content(bytes, kit.policy().maxFileBytes());
        } catch (ManPageFiles.TooLarge e) {
            return ParseOutcome.Rejected.of(display, "size", "the page is " + e.getMessage() + ", over the limit of ingestion.max_file_bytes ("
                    + kit.policy().maxFileBytes() + "); raise the limit or leave the page out");
        } catch (IOException e) {
            return ParseOutcome.Rejected.of(display, "encoding", "the file is not valid gzip data (" + e.getMessage() + "); re-compress it with gzip or store it uncompressed");
        }
        for (byte b : roff) {
            if (b == 0) {
                return ParseOutcome.Rejected.of(display, "encoding", "the page is binary (it contains NUL bytes); only roff text can be read");
            }
        }
        var warnings = new ArrayList<Problem>();
        String source;
        try {
            source = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(roff)).toString();
        } catch (CharacterCodingException e) {
            source = new String(roff, StandardCharsets.ISO_8859_1);
            warnings.add(new Problem(display, "encoding", "the page is not UTF-8; it was read as ISO-8859-1"));
        }
        if (source.isBlank()) {
            return ParseOutcome.Rejected.of(display, "content", "the page is empty; delete it or restore its text");
        }
        RoffParser.Result parsed;
        try {
            parsed = RoffParser.parse(source);
        } catch (RoffParser.NotAManPage e) {
            return ParseOutcome.Rejected.of(display, "content", e.getMessage());
        }
        var name = ManPageFiles.pageName(file.file()).or(() -> ManPageFiles.pageName(file.root().resolve(file.filePath())))
                .orElseThrow(() -> new IllegalStateException("the scanner passed a file that is not a man page: " + file.file()));
        return new ParseOutcome.Accepted(document(file, hash, name, parsed.page()), warnings);
    }

    private dev.dossier.source.DocumentWrite document(SourceFile file, String hash, ManPageFiles.PageName name, ManPage page) {
        var props = new LinkedHashMap<String, Object>();
        props.put("title", name.ref());
        props.put("category", "reference");
        summary(page).ifPresent(s -> props.put("summary", s));
        String synopsis = text(page, "SYNOPSIS");
        if (!synopsis.isBlank()) {
            props.put("synopsis", synopsis);
        }
        var options = options(page).stream().map(ManPageReader::optionLine).toList();
        if (!options.isEmpty()) {
            props.put("options", options);
        }
        var seeAlso = seeAlso(page, name.ref());
        if (!seeAlso.isEmpty()) {
            props.put("see_also", seeAlso);
        }
        if (!file.aliases().isEmpty()) {
            props.put("aliases", file.aliases());
        }
        props.put("type", "man");
        props.put("source_type", "man");
        props.put("mime_type", "text/troff");
        props.put("file_path", file.filePath());
        props.put("file_hash", hash);
        props.put("source_root", file.root().toString());
        return kit.factory().build(file.id(), List.of("Knowledge", "ManPage"), props, chunks(page), file.display());
    }

    // ---------------------------------------------------------------- facts

    /** The description part of the NAME line ({@code printf, fprintf \- formatted output conversion}), else the first paragraph of DESCRIPTION. */
    static Optional<String> summary(ManPage page) {
        String nameLine = ManMarkdown.oneLine(text(page, "NAME"));
        if (!nameLine.isEmpty()) {
            for (String dash : new String[] {" - ", " \u2014 ", " \u2013 "}) {
                int at = nameLine.indexOf(dash);
                if (at >= 0 && at + dash.length() < nameLine.length()) {
                    return Optional.of(SummaryLine.of(nameLine.substring(at + dash.length()).strip()));
                }
            }
            return Optional.of(SummaryLine.of(nameLine));
        }
        for (ManPage.Section s : page.sections()) {
            if (s.heading().equalsIgnoreCase("DESCRIPTION")) {
                for (ManPage.Block b : s.blocks()) {
                    if (b instanceof ManPage.Para p) {
                        return Optional.of(SummaryLine.of(ManMarkdown.oneLine(p.text())));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** Plain text of the section with this heading (and of its sub-sections). */
    static String text(ManPage page, String heading) {
        var sb = new StringBuilder();
        boolean inside = false;
        for (ManPage.Section s : page.sections()) {
            if (s.level() == 2) {
                inside = s.heading().equalsIgnoreCase(heading);
            }
            if (inside) {
                if (s.level() > 2 && !s.heading().isEmpty()) {
                    sb.append(s.heading()).append('\n');
                }
                String t = ManMarkdown.plain(s.blocks());
                if (!t.isBlank()) {
                    sb.append(t).append('\n');
                }
            }
        }
        return sb.toString().strip();
    }

    /** The {@code name(section)} references of the SEE ALSO section, in order, without duplicates and without the page itself. */
    static List<String> seeAlso(ManPage page, String self) {
        var refs = new LinkedHashSet<String>();
        Matcher m = ManPageFiles.refPattern().matcher(text(page, "SEE ALSO"));
        while (m.find()) {
            String ref = m.group("name").replaceAll("^[,;.]+|[,;.]+$", "") + "(" + m.group("section") + ")";
            if (!ref.equals(self) && !ref.startsWith("(")) {
                refs.add(ref);
            }
        }
        return List.copyOf(refs);
    }

    /** An option: the tag of its tagged paragraph and the plain text of its body. */
    record Option(String flags, String description, String path, ManPage.Item item) {
    }

    static List<Option> options(ManPage page) {
        var out = new ArrayList<Option>();
        boolean hasOptionsSection = page.sections().stream().anyMatch(s -> isOptionsHeading(s.heading()));
        String parent = "";
        boolean parentIsOptions = false;
        for (ManPage.Section s : page.sections()) {
            if (s.level() == 2) {
                parent = s.heading();
                parentIsOptions = isOptionsHeading(parent);
            }
            OptionRule rule = rule(s, parent, parentIsOptions, hasOptionsSection, commandSection(page));
            if (rule == OptionRule.NONE) {
                continue;
            }
            for (ManPage.Block b : s.blocks()) {
                if (b instanceof ManPage.Item item && rule.accepts(item)) {
                    out.add(new Option(item.tag(), ManMarkdown.oneLine(ManMarkdown.plain(item.body())), path(s, parent), item));
                }
            }
        }
        return out;
    }

    /** Which tagged paragraphs of a section are options. */
    private enum OptionRule {
        NONE, ALL_TAGGED, DASH_TAGGED;

        boolean accepts(ManPage.Item item) {
            if (this == NONE || item.bullet()) {
                return false;
            }
            return this == ALL_TAGGED || OPTION_TAG.matcher(item.tag()).lookingAt();
        }
    }

    private static OptionRule rule(ManPage.Section s, String parent, boolean parentIsOptions, boolean hasOptionsSection, boolean commandSection) {
        if (isOptionsHeading(s.heading()) || (s.level() > 2 && parentIsOptions)) {
            return OptionRule.ALL_TAGGED;
        }
        if (!hasOptionsSection && commandSection && parent.equalsIgnoreCase("DESCRIPTION")) {
            return OptionRule.DASH_TAGGED;
        }
        return OptionRule.NONE;
    }

    /** Commands (sections 1, 6 and 8, or no section given) have options; functions and files do not. */
    private static boolean commandSection(ManPage page) {
        return page.section().isEmpty() || "168".indexOf(page.section().charAt(0)) >= 0;
    }

    static boolean isOptionsHeading(String heading) {
        return heading.toUpperCase(Locale.ROOT).matches("(.*\\s)?OPTIONS");
    }

    private static String optionLine(Option o) {
        String line = o.description().isEmpty() ? o.flags() : o.flags() + ": " + o.description();
        line = ManMarkdown.oneLine(line);
        return line.length() <= MAX_OPTION_CHARS ? line : line.substring(0, MAX_OPTION_CHARS - 1).stripTrailing() + "\u2026";
    }

    private static String path(ManPage.Section s, String parent) {
        return s.level() > 2 && !parent.isEmpty() ? parent + " > " + s.heading() : s.heading();
    }


    // ---------------------------------------------------------------- chunks

    /**
     * Sections without options are rendered together and chunked by the markdown chunker (sections, then
     * paragraphs, small pieces merged). A section with options is cut into runs: each option one chunk,
     * the text between options chunked on its own, all with the section's heading path.
     */
    List<Chunk> chunks(ManPage page) {
        var out = new ArrayList<Chunk>();
        var plainSections = new StringBuilder();
        boolean hasOptionsSection = page.sections().stream().anyMatch(s -> isOptionsHeading(s.heading()));
        String parent = "";
        boolean parentIsOptions = false;
        boolean parentCut = false;
        for (ManPage.Section s : page.sections()) {
            if (s.level() == 2) {
                parent = s.heading();
                parentIsOptions = isOptionsHeading(parent);
                parentCut = false;
            }
            OptionRule rule = rule(s, parent, parentIsOptions, hasOptionsSection, commandSection(page));
            boolean anyOption = s.blocks().stream().anyMatch(b -> b instanceof ManPage.Item i && rule.accepts(i));
            if (!anyOption) {
                String md = ManMarkdown.section(s);
                if (md.isBlank()) {
                    continue;
                }
                if (s.level() > 2 && parentCut) {
                    // the parent's heading went into option chunks: give this sub-section its full path itself
                    out.addAll(withSection(path(s, parent), kit.chunker().chunk(md)));
                } else {
                    plainSections.append(md).append("\n\n");
                    parentCut = false;
                }
                continue;
            }
            out.addAll(kit.chunker().chunk(plainSections.toString()));
            plainSections.setLength(0);
            parentCut = true;
            String path = path(s, parent);
            var run = new ArrayList<ManPage.Block>();
            boolean first = true;
            for (ManPage.Block b : s.blocks()) {
                if (b instanceof ManPage.Item item && rule.accepts(item)) {
                    out.addAll(run(path, run, first ? s : null));
                    run.clear();
                    first = false;
                    out.addAll(withSection(path + " > " + item.tag(), kit.chunker().chunk(ManMarkdown.block(item, ""))));
                } else {
                    run.add(b);
                }
            }
            out.addAll(run(path, run, first ? s : null));
        }
        out.addAll(kit.chunker().chunk(plainSections.toString()));
        return out;
    }

    /** Chunks of a run of non-option blocks; the first run of a section carries the section's heading. */
    private List<Chunk> run(String path, List<ManPage.Block> blocks, ManPage.Section headingOf) {
        if (blocks.isEmpty()) {
            return List.of();
        }
        String heading = headingOf == null || headingOf.heading().isEmpty() ? "" : "#".repeat(headingOf.level()) + " " + headingOf.heading() + "\n\n";
        return withSection(path, kit.chunker().chunk(heading + ManMarkdown.blocks(blocks, "")));
    }

    private static List<Chunk> withSection(String section, List<Chunk> chunks) {
        return chunks.stream().map(c -> new Chunk(section, c.content(), c.tokens())).toList();
    }

}
