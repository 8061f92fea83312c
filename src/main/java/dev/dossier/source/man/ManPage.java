package dev.dossier.source.man;

import java.util.List;

/**
 * A man page as structure: what {@link RoffParser} reads out of roff source, before it is rendered.
 *
 * @param title    the page title from {@code .TH} (as written, e.g. {@code printf} or {@code PRINTF}); empty when absent
 * @param section  the section from {@code .TH} (e.g. {@code 3}); empty when absent
 * @param sections the {@code .SH} sections and {@code .SS} sub-sections, in page order
 */
record ManPage(String title, String section, List<Section> sections) {

    ManPage {
        sections = List.copyOf(sections);
    }

    /**
     * A {@code .SH} (level 2) or {@code .SS} (level 3) section.
     *
     * @param heading heading text, plain; empty for text that comes before the first heading
     */
    record Section(String heading, int level, List<Block> blocks) {
        Section {
            blocks = List.copyOf(blocks);
        }
    }

    /** A block of a section: a filled paragraph, unfilled text, or a tagged item ({@code .TP}, {@code .IP tag}). */
    sealed interface Block permits Para, Pre, Item {
    }

    /** A filled paragraph: words joined by single spaces; a {@code .br} inside it is a newline. */
    record Para(String text) implements Block {
    }

    /** Unfilled text ({@code .nf}, {@code .EX}, a table): lines kept as they are. */
    record Pre(String text) implements Block {
    }

    /**
     * A tagged paragraph: {@code .TP} with its tag line ({@code .TQ} adds more tag lines, joined with
     * {@code ", "}) or {@code .IP tag}. A bullet list item ({@code .IP \(bu}, {@code .IP *}, {@code .IP -}, {@code .IP o}) has the tag {@code •}. The body holds the item's
     * paragraphs and, through {@code .RS}/{@code .RE}, nested items.
     */
    record Item(String tag, List<Block> body) implements Block {
        static final String BULLET = "\u2022";

        Item {
            body = List.copyOf(body);
        }

        boolean bullet() {
            return tag.equals(BULLET);
        }
    }
}
