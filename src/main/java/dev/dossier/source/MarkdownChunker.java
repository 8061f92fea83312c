package dev.dossier.source;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Node;
import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Cuts a markdown body (front matter already removed) into {@link Chunk}s sized by a {@link ChunkPolicy}.
 *
 * <p>The body is parsed with flexmark (CommonMark, no extensions, so tables are plain paragraphs) and cut
 * at the source offsets of its top-level blocks, so chunk content is always the original text. The steps:
 * <ol>
 *   <li>Every top-level heading starts a section. Its path is the chain of enclosing heading texts joined
 *       with {@code " > "}. If the body starts with a level-1 heading and it is the only level-1 heading,
 *       it is the document title: text directly under it has the title as its section, and the title is
 *       left out of the paths of the sections below it. Text before the first heading has section "".</li>
 *   <li>A section of at most {@code max} tokens is one piece. A larger one is packed block by block into
 *       pieces of at most {@code target} tokens; a block above {@code max} is split at blank lines, then
 *       lines, then sentences ({@code (?<=[.!?])\s+}), and finally hard-cut by a binary search on
 *       characters (preferring a whitespace in the second half of the piece).</li>
 *   <li>A piece below {@code min} tokens is merged with the following one (the last piece with the
 *       preceding one) while the result stays within {@code max}. Merging may cross section boundaries;
 *       the merged chunk takes the section of its first piece.</li>
 * </ol>
 *
 * <p>Guarantees: chunks are in document order, never blank, and deterministic; each chunk's
 * {@code tokens} equals {@code counter.count(content)}. No chunk exceeds {@code max} tokens <em>except</em>
 * one that consists of a single fenced code block larger than {@code max}: fences (also ones nested in
 * lists or block quotes) are never split, so such a fence becomes a chunk of its own. Whitespace between
 * two chunks is dropped, so concatenating the chunks does not reproduce the body byte for byte. Sizes are
 * only as good as the counter: the hard cut assumes that a shorter prefix never has more tokens.
 *
 * <p>Instances hold no per-call state and may be shared between threads if the counter allows it.
 */
public final class MarkdownChunker {

    /** Split levels for an oversized block, coarsest first: blank lines, lines, sentences. */
    private static final List<Pattern> LEVELS = List.of(
            Pattern.compile("\\n[ \\t\\r]*\\n\\s*"), Pattern.compile("\\n"), Pattern.compile("(?<=[.!?])\\s+"));

    private final TokenCounter counter;
    private final ChunkPolicy policy;
    private final Parser parser = Parser.builder().build();

    public MarkdownChunker(TokenCounter counter, ChunkPolicy policy) {
        this.counter = Objects.requireNonNull(counter, "counter");
        this.policy = Objects.requireNonNull(policy, "policy");
    }

    /**
     * Chunks {@code markdownBody}; an empty or blank body gives an empty list.
     *
     * @param markdownBody markdown text without front matter
     * @return the chunks in document order
     */
    public List<Chunk> chunk(String markdownBody) {
        Objects.requireNonNull(markdownBody, "markdownBody");
        return markdownBody.isBlank() ? List.of() : new Run(markdownBody).chunks();
    }

    private record Span(int start, int end) {}
    private record Piece(String section, int start, int end, int tokens) {}

    /** State of one {@link #chunk} call: the body and the (trimmed) spans of all fenced code blocks. */
    private final class Run {
        private final String body;
        private final List<Span> fences = new ArrayList<>();

        Run(String body) {
            this.body = body;
        }

        List<Chunk> chunks() {
            Node document = parser.parse(body);
            collectFences(document);
            int levelOnes = 0;
            for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
                levelOnes += n instanceof Heading h && h.getLevel() == 1 ? 1 : 0;
            }
            boolean titleRoot = document.getFirstChild() instanceof Heading h && h.getLevel() == 1 && levelOnes == 1;
            List<Piece> pieces = new ArrayList<>();
            List<Heading> stack = new ArrayList<>();
            List<Span> blocks = new ArrayList<>();
            String path = "";
            for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
                if (n instanceof Heading heading) {
                    addSection(pieces, path, blocks);
                    blocks.clear();
                    while (!stack.isEmpty() && stack.get(stack.size() - 1).getLevel() >= heading.getLevel()) {
                        stack.remove(stack.size() - 1);
                    }
                    stack.add(heading);
                    path = stack.stream().skip(titleRoot && stack.size() > 1 ? 1 : 0)
                            .map(h -> h.getText().toString().trim()).collect(Collectors.joining(" > "));
                }
                addTrimmed(blocks, n.getStartOffset(), n.getEndOffset());
            }
            addSection(pieces, path, blocks);
            return merge(pieces).stream()
                    .map(p -> new Chunk(p.section(), body.substring(p.start(), p.end()), p.tokens())).toList();
        }

        private void collectFences(Node node) {
            for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
                if (child instanceof FencedCodeBlock) {
                    addTrimmed(fences, child.getStartOffset(), child.getEndOffset());
                } else {
                    collectFences(child);
                }
            }
        }

        /** Adds a section (its top-level blocks) as one piece, or packed into several when above max. */
        private void addSection(List<Piece> pieces, String path, List<Span> blocks) {
            if (blocks.isEmpty()) {
                return;
            }
            Span whole = new Span(blocks.get(0).start(), blocks.get(blocks.size() - 1).end());
            for (Span part : count(whole) <= policy.max() ? List.of(whole) : pack(blocks, 0)) {
                pieces.add(piece(path, part.start(), part.end()));
            }
        }

        /** Greedily packs units into spans of at most target tokens; units above max are split at {@code level}. */
        private List<Span> pack(List<Span> units, int level) {
            List<Span> out = new ArrayList<>();
            boolean open = false; // whether the last span of out may still grow
            for (Span unit : units) {
                int start = open ? out.get(out.size() - 1).start() : -1;
                if (count(unit) > policy.max()) {
                    out.addAll(splitOversized(unit, level));
                    open = false;
                } else if (open && count(start, unit.end()) <= policy.target()) {
                    out.set(out.size() - 1, new Span(start, unit.end()));
                } else {
                    out.add(unit);
                    open = true;
                }
            }
            return out;
        }

        private List<Span> splitOversized(Span unit, int level) {
            for (int l = level; l < LEVELS.size(); l++) {
                List<Span> parts = new ArrayList<>();
                int from = unit.start();
                Matcher m = LEVELS.get(l).matcher(body).region(unit.start(), unit.end());
                while (m.find()) {
                    if (fenceOverlapping(m.start(), m.end()) == null) {
                        addTrimmed(parts, from, m.start());
                        from = m.end();
                    }
                }
                addTrimmed(parts, from, unit.end());
                if (parts.size() > 1) {
                    return pack(parts, l + 1);
                }
            }
            return hardCut(unit);
        }

        private List<Span> hardCut(Span unit) {
            List<Span> out = new ArrayList<>();
            int p = unit.start();
            for (Span rest = trim(p, unit.end()); rest != null; rest = trim(p, unit.end())) {
                if (rest.end() - rest.start() <= 32L * policy.max() && count(rest) <= policy.max()) {
                    out.add(rest);
                    break;
                }
                p = cutPoint(rest.start(), rest.end());
                addTrimmed(out, rest.start(), p);
            }
            return out;
        }

        /** End of the longest prefix of [p, e) within max tokens, moved out of fences and back to a space. */
        private int cutPoint(int p, int e) {
            int lo = p;
            // Bound the search window: counting the whole remainder at every step made a 200 kB line take
            // seconds. No real token is 32 characters long on average, so the best cut lies within it; if
            // not, the piece is merely shorter than it could be, never over max.
            int hi = (int) Math.min(e, p + 32L * policy.max());
            int hiTokens = count(p, hi);
            if (hi < e && hiTokens <= policy.max()) {
                return hi;
            }
            // Secant steps on the chars-per-token ratio narrow the window before the binary search, so a long
            // unbroken line costs a handful of counts instead of one per halving of the whole window.
            for (int step = 0; step < 4 && hi - lo > 64; step++) {
                int guess = (int) (p + (long) (hi - p) * policy.max() / Math.max(1, hiTokens));
                guess = Math.max(lo + 1, Math.min(hi - 1, guess));
                int tokens = count(p, guess);
                if (tokens <= policy.max()) {
                    lo = guess;
                    int probe = Math.min(hi - 1, guess + Math.max(16, (guess - p) / 100));
                    int probeTokens = count(p, probe);
                    if (probeTokens <= policy.max()) {
                        lo = probe;
                    } else {
                        hi = probe;
                        hiTokens = probeTokens;
                    }
                } else {
                    hi = guess;
                    hiTokens = tokens;
                }
            }
            while (hi - lo > 1) {
                int mid = (lo + hi) >>> 1;
                if (count(p, mid) <= policy.max()) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            int q = Math.max(lo, p + Character.charCount(body.codePointAt(p)));
            if (q < e && Character.isLowSurrogate(body.charAt(q)) && q - 1 > p) {
                q--;
            }
            Span fence = fenceOverlapping(q, q);
            if (fence != null) {
                return fence.start() > p ? fence.start() : fence.end();
            }
            for (int i = q - 1; i > p + (q - p) / 2; i--) {
                if (Character.isWhitespace(body.charAt(i)) && fenceOverlapping(i, i) == null) {
                    return count(p, i) <= policy.max() ? i : q;
                }
            }
            return q;
        }

        private List<Piece> merge(List<Piece> pieces) {
            List<Piece> out = new ArrayList<>();
            for (Piece next : pieces) {
                if (out.isEmpty() || out.get(out.size() - 1).tokens() >= policy.min() || !joinLast(out, next)) {
                    out.add(next);
                }
            }
            int n = out.size();
            if (n > 1 && out.get(n - 1).tokens() < policy.min() && joinLast(out.subList(0, n - 1), out.get(n - 1))) {
                out.remove(n - 1);
            }
            return out;
        }

        /** Replaces the last piece of {@code out} by it merged with {@code next}, if that stays within max. */
        private boolean joinLast(List<Piece> out, Piece next) {
            Piece last = out.get(out.size() - 1);
            Piece merged = piece(last.section(), last.start(), next.end());
            if (merged.tokens() > policy.max()) {
                return false;
            }
            out.set(out.size() - 1, merged);
            return true;
        }

        /** The fence overlapping [s, e); for s == e, the fence that s lies strictly inside of. */
        private Span fenceOverlapping(int s, int e) {
            for (Span fence : fences) {
                if (s < fence.end() && e > fence.start()) {
                    return fence;
                }
            }
            return null;
        }

        private Piece piece(String section, int start, int end) {
            return new Piece(section, start, end, count(start, end));
        }

        private void addTrimmed(List<Span> out, int start, int end) {
            Span span = trim(start, end);
            if (span != null) {
                out.add(span);
            }
        }

        /** [start, end) without surrounding whitespace, or null when it is blank. */
        private Span trim(int start, int end) {
            while (start < end && Character.isWhitespace(body.charAt(start))) {
                start++;
            }
            while (end > start && Character.isWhitespace(body.charAt(end - 1))) {
                end--;
            }
            return start < end ? new Span(start, end) : null;
        }

        private int count(Span span) {
            return count(span.start(), span.end());
        }

        private int count(int start, int end) {
            return counter.count(body.substring(start, end));
        }
    }
}
