package dev.dossier.filesummary;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.treesitter.TSInputEncoding;
import org.treesitter.TSLanguage;
import org.treesitter.TSNode;
import org.treesitter.TSParser;
import org.treesitter.TSTree;

/**
 * A source text parsed by tree-sitter, with the few reads the outline extractors need: named children,
 * fields, the text of a node or of a byte range (on one line, comments left out), and the comments directly
 * above or after a node. Offsets are tree-sitter's, in bytes of the UTF-8 text.
 *
 * <p>Tree-sitter recovers from syntax errors with {@code ERROR} nodes, so broken code still yields a tree.
 * Each {@link #parse} call creates its own parser (a parser is not thread-safe) and frees parser and tree
 * before it returns; nodes must not escape the reading function.
 */
final class SyntaxTree {

    /** Texts larger than this are not parsed: through these JNI bindings tree-sitter read about 1 MB a second on a 2-core machine. */
    static final int MAX_BYTES = 4 << 20;
    /** A guard against pathological inputs: parsing is cancelled after this long. */
    static final long MAX_PARSE_NANOS = 30_000_000_000L;
    private static final int READ_CHUNK = 1 << 16;

    private final byte[] utf8;
    private final TSNode root;

    private SyntaxTree(byte[] utf8, TSNode root) {
        this.utf8 = utf8;
        this.root = root;
    }

    /**
     * {@code text} parsed with the grammar {@code language} and handed to {@code read}; empty when the text is
     * larger than {@value #MAX_BYTES} bytes, parsing is cancelled, the grammar's native library cannot be
     * loaded on this platform, or {@code read} fails.
     */
    static <T> Optional<T> parse(Supplier<TSLanguage> language, String text, Function<SyntaxTree, T> read) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        if (utf8.length > MAX_BYTES) {
            return Optional.empty();
        }
        long deadline = System.nanoTime() + MAX_PARSE_NANOS;
        try (TSLanguage grammar = language.get(); TSParser parser = new TSParser()) {
            parser.setLanguage(grammar);
            TSTree parsed = parser.parseWithOptions(new byte[READ_CHUNK], null, (buffer, offset, point) -> {
                int n = Math.max(0, Math.min(buffer.length, utf8.length - offset));
                System.arraycopy(utf8, offset, buffer, 0, n);
                return n;
            }, TSInputEncoding.TSInputEncodingUTF8, state -> System.nanoTime() > deadline);
            if (parsed == null) {
                return Optional.empty();
            }
            try (TSTree tree = parsed) {
                return Optional.ofNullable(read.apply(new SyntaxTree(utf8, tree.getRootNode())));
            }
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }

    TSNode root() {
        return root;
    }

    /** The named children of {@code node}, in order (comments included). */
    static List<TSNode> children(TSNode node) {
        int n = node.getNamedChildCount();
        var out = new ArrayList<TSNode>(n);
        for (int i = 0; i < n; i++) {
            out.add(node.getNamedChild(i));
        }
        return out;
    }

    /** The named children of {@code node} of the given kind. */
    static List<TSNode> children(TSNode node, String kind) {
        return children(node).stream().filter(c -> c.getType().equals(kind)).toList();
    }

    /** The child in field {@code name}, or {@code null}. */
    static TSNode field(TSNode node, String name) {
        TSNode f = node.getChildByFieldName(name);
        return f == null || f.isNull() ? null : f;
    }

    /** The children in field {@code name} (a field that repeats, such as Go's field names). */
    static List<TSNode> fields(TSNode node, String name) {
        var out = new ArrayList<TSNode>();
        for (int i = 0; i < node.getChildCount(); i++) {
            if (name.equals(node.getFieldNameForChild(i))) {
                out.add(node.getChild(i));
            }
        }
        return out;
    }

    /** The source text of {@code node}, as it is; empty for {@code null} (a field missing in broken code). */
    String text(TSNode node) {
        return node == null ? "" : raw(node.getStartByte(), node.getEndByte());
    }

    String raw(int from, int to) {
        int f = Math.max(0, Math.min(from, utf8.length));
        return new String(utf8, f, Math.max(0, Math.min(to, utf8.length) - f), StandardCharsets.UTF_8);
    }

    /** The text of {@code [from, to)} on one line ({@link Text#collapse}), comments left out. */
    String signature(int from, int to) {
        var out = new StringBuilder();
        int copied = from;
        for (int i = from; i < to; i++) {
            byte b = utf8[i];
            if (b == '/' || b == '#') {
                TSNode c = commentAt(i);
                if (c != null) {
                    out.append(raw(copied, i)).append(' ');
                    i = c.getEndByte() - 1;
                    copied = c.getEndByte();
                }
            }
        }
        out.append(raw(copied, to));
        return Text.collapse(out.toString());
    }

    /** {@link #signature(int, int)} of the whole node. */
    String signature(TSNode node) {
        return signature(node.getStartByte(), node.getEndByte());
    }

    /**
     * The comments directly above {@code node}: one block comment, or a run of line comments, each starting its
     * own line, with no blank line between them and the node. Empty when there is none.
     */
    List<TSNode> commentsAbove(TSNode node) {
        var out = new ArrayList<TSNode>();
        int limit = node.getStartByte();
        while (true) {
            int k = limit - 1;
            int newlines = 0;
            while (k >= 0 && isSpace(utf8[k])) {
                newlines += utf8[k] == '\n' ? 1 : 0;
                k--;
            }
            TSNode c = k < 0 || newlines > 1 ? null : commentEndingAt(k + 1);
            if (c == null || !startsLine(c.getStartByte()) || block(c) && !out.isEmpty()) {
                return out;
            }
            out.add(0, c);
            if (block(c)) {
                return out;
            }
            limit = c.getStartByte();
        }
    }

    /** The line comment after {@code node} on the line where the node ends, or {@code null}. */
    TSNode trailingComment(TSNode node) {
        int k = node.getEndByte();
        while (k < utf8.length && (utf8[k] == ' ' || utf8[k] == '\t')) {
            k++;
        }
        TSNode c = k < utf8.length ? commentAt(k) : null;
        return c == null || block(c) ? null : c;
    }

    /** Text of comments without their markers ({@code //}, {@code /*}, leading {@code *}), one line each. */
    String commentText(List<TSNode> comments) {
        var b = new StringBuilder();
        for (TSNode c : comments) {
            String t = text(c);
            t = t.startsWith("/*") ? t.substring(2, Math.max(2, t.length() - 2)) : t.substring(2);
            for (String line : t.split("\n", -1)) {
                String l = line.strip();
                b.append(block(c) && l.startsWith("*") ? l.substring(1).strip() : l).append('\n');
            }
        }
        return b.toString();
    }

    private boolean block(TSNode comment) {
        return utf8[comment.getStartByte()] == '/' && comment.getStartByte() + 1 < utf8.length && utf8[comment.getStartByte() + 1] == '*';
    }

    /** The comment node starting at byte {@code at}, or {@code null}. */
    private TSNode commentAt(int at) {
        TSNode n = root.getDescendantForByteRange(at, at + 1);
        return n != null && !n.isNull() && n.getType().equals("comment") && n.getStartByte() == at ? n : null;
    }

    private TSNode commentEndingAt(int end) {
        TSNode n = root.getDescendantForByteRange(end - 1, end);
        return n != null && !n.isNull() && n.getType().equals("comment") && n.getEndByte() == end ? n : null;
    }

    private boolean startsLine(int at) {
        for (int k = at - 1; k >= 0 && utf8[k] != '\n'; k--) {
            if (!isSpace(utf8[k])) {
                return false;
            }
        }
        return true;
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f';
    }
}
