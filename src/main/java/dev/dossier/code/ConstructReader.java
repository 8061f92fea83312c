package dev.dossier.code;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.treesitter.TSInputEncoding;
import org.treesitter.TSLanguage;
import org.treesitter.TSNode;
import org.treesitter.TSParser;
import org.treesitter.TSTree;
import org.treesitter.TSTreeCursor;

/**
 * Reads the {@link Constructs} of a piece of code: with its tree-sitter {@link Grammar} when there is one, else
 * with the generic {@link Lexer}. Tree-sitter recovers from syntax errors, so fragments (a rule's example) and
 * files of a related syntax still give constructs. Thread-safe: each call makes its own parser.
 */
public final class ConstructReader {

    /** Texts larger than this are read by the first part only. */
    static final int MAX_BYTES = 1 << 20;
    /** Parsing is cancelled after this long (a guard against pathological inputs); the lexer reads the text instead. */
    private static final long MAX_PARSE_NANOS = 5_000_000_000L;
    /** Leaf texts up to this length give a text construct ({@code t:}). */
    private static final int MAX_TEXT = 32;
    private static final int READ_CHUNK = 1 << 16;

    private ConstructReader() {
    }

    /** The constructs of {@code code}, read with {@code grammar} or, when it is empty or fails, with the lexer. */
    public static Constructs read(String code, Optional<Grammar> grammar) {
        byte[] utf8 = code.getBytes(StandardCharsets.UTF_8);
        if (utf8.length > MAX_BYTES) {
            code = new String(utf8, 0, MAX_BYTES, StandardCharsets.UTF_8);
            utf8 = code.getBytes(StandardCharsets.UTF_8);
        }
        if (grammar.isPresent()) {
            Set<String> parsed = parse(utf8, grammar.get());
            if (parsed != null) {
                return new Constructs(parsed, true);
            }
        }
        return new Constructs(Lexer.read(code), false);
    }

    private static Set<String> parse(byte[] utf8, Grammar grammar) {
        long deadline = System.nanoTime() + MAX_PARSE_NANOS;
        try (TSLanguage language = grammar.language().get(); TSParser parser = new TSParser()) {
            parser.setLanguage(language);
            TSTree tree = parser.parseWithOptions(new byte[READ_CHUNK], null, (buffer, offset, point) -> {
                int n = Math.max(0, Math.min(buffer.length, utf8.length - offset));
                System.arraycopy(utf8, offset, buffer, 0, n);
                return n;
            }, TSInputEncoding.TSInputEncodingUTF8, state -> System.nanoTime() > deadline);
            if (tree == null) {
                return null;
            }
            try (tree) {
                var walk = new Walk(utf8);
                walk.run(tree.getRootNode());
                return walk.features;
            }
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    /** A depth-first walk that records kinds, leaf texts and shapes, and the gaps between consecutive leaves. */
    private static final class Walk {
        private final byte[] utf8;
        private final Set<String> features = new HashSet<>();
        private final LeafSequence leaves;

        Walk(byte[] utf8) {
            this.utf8 = utf8;
            this.leaves = new LeafSequence(features);
        }

        void run(TSNode root) {
            try (TSTreeCursor cursor = new TSTreeCursor(root)) {
                String[] parents = new String[256];
                int depth = 0;
                parents[0] = "^";
                while (true) {
                    TSNode node = cursor.currentNode();
                    boolean leaf = leaf(node);
                    visit(node, leaf, parents[depth]);
                    if (!leaf && cursor.gotoFirstChild()) {
                        depth++;
                        parents[Math.min(depth, parents.length - 1)] = node.isNamed() ? node.getType() : parents[depth - 1];
                        continue;
                    }
                    while (!cursor.gotoNextSibling()) {
                        if (!cursor.gotoParent()) {
                            leaves.end(new String(utf8, leaves.lastEnd(), utf8.length - leaves.lastEnd(), StandardCharsets.UTF_8));
                            return;
                        }
                        depth--;
                    }
                }
            }
        }

        /**
         * A node without children, or a named node without named children: its text is read whole ({@code #FFF},
         * {@code 10px}), since grammars do not always give the parts of a token nodes of their own.
         */
        private static boolean leaf(TSNode node) {
            return node.getChildCount() == 0 || (node.isNamed() && node.getNamedChildCount() == 0);
        }

        private void visit(TSNode node, boolean leaf, String parent) {
            String type = node.getType();
            if (node.isNamed()) {
                features.add("k:" + type);
                features.add("p:" + parent + ">" + type);
            } else if (leaf) {
                features.add("a:" + parent + ">" + type);
            }
            if (!leaf) {
                return;
            }
            int start = node.getStartByte();
            int end = node.getEndByte();
            if (end <= start && node.isMissing()) {
                return;
            }
            String text = new String(utf8, start, end - start, StandardCharsets.UTF_8);
            String gap = new String(utf8, leaves.lastEnd(), Math.max(0, start - leaves.lastEnd()), StandardCharsets.UTF_8);
            String kind = node.isNamed() ? type : "'" + type;
            if (node.isNamed()) {
                LeafSequence.leafText(features, type, text);
            }
            int hidden = firstNonSpace(gap);
            if (hidden >= 0) {
                // text of the parent that no child covers (the "10" of "10px"): it stands for the parent here
                leaves.next(parent, gap.substring(0, hidden), start);
                gap = "";
            }
            leaves.next(kind, gap, end);
        }
    }

    private static int firstNonSpace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Whether leaf texts of this length give a text construct. */
    static boolean shortText(String text) {
        return !text.isEmpty() && text.length() <= MAX_TEXT && text.indexOf('\n') < 0;
    }
}
