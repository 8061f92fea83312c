package dev.dossier.compress;

import java.util.List;

/**
 * One block of a cleaned markdown text.
 *
 * @param kind    what it is
 * @param index   position in the document, from 0
 * @param text    heading text, or the block's prose joined on one line (paragraph, list item, quote, definition)
 * @param level   heading level (1..6), or the list item's indentation in spaces
 * @param marker  list marker ({@code -}, {@code 1.}); code fence info string; definition term
 * @param lines   the raw lines (code inside the fences, table rows, front matter, HTML)
 * @param section text of the nearest heading above, or empty
 */
record Block(Kind kind, int index, String text, int level, String marker, List<String> lines, String section) {

    enum Kind { FRONT_MATTER, HEADING, PARAGRAPH, LIST_ITEM, QUOTE, DEFINITION, CODE, TABLE, HTML, RULE }
}
