package dev.dossier.filesummary;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * Source text of a brace language (Go, JavaScript, TypeScript) prepared for structure scans: a masked copy in
 * which comments and the contents of string, template and regular-expression literals are blanked (newlines
 * kept, so offsets and lines stay the same), the comments themselves, the matching bracket of every bracket,
 * and the statement starts with their brace and group (parenthesis and square bracket) depth. One linear
 * pass each; braces inside strings or comments never count.
 */
final class MaskedSource {

    enum Syntax { GO, SCRIPT }

    /** A comment: offsets of its first and one-past-last character. */
    record Comment(int start, int end, boolean block) {
    }

    private static final Set<String> REGEX_AFTER_WORD = Set.of("return", "typeof", "case", "do", "else", "in", "of", "new",
            "delete", "void", "throw", "instanceof", "yield", "await");

    final String text;
    /** Comments and literal contents blanked. */
    final char[] code;
    /** Only comments blanked: the text signatures are cut from. */
    final char[] noComments;
    final List<Comment> comments = new ArrayList<>();
    /** Index of the matching bracket for each bracket in {@link #code}; {@code length} when unclosed, -1 otherwise. */
    final int[] match;
    private int[] starts = new int[64];
    private int[] braceDepths = new int[64];
    private int[] groupDepths = new int[64];
    private int startCount;

    MaskedSource(String text, Syntax syntax) {
        this.text = text;
        this.code = text.toCharArray();
        this.noComments = text.toCharArray();
        this.match = new int[text.length()];
        if (syntax == Syntax.GO) {
            lexGo();
        } else {
            lexScript();
        }
        structure();
    }

    int length() {
        return code.length;
    }

    /** Offset just after the bracket matching the one at {@code open}; the text's length when it is unclosed. */
    int after(int open) {
        return Math.min(match[open] + 1, code.length);
    }

    // ---- lexing -------------------------------------------------------------------------------------

    private void lexGo() {
        int n = code.length;
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < n && (text.charAt(i + 1) == '/' || text.charAt(i + 1) == '*')) {
                i = comment(i);
            } else if (c == '"' || c == '\'') {
                i = quoted(i, c);
            } else if (c == '`') {
                int end = text.indexOf('`', i + 1);
                end = end < 0 ? n : end;
                blank(code, i + 1, end);
                i = end + 1;
            } else {
                i++;
            }
        }
    }

    private void lexScript() {
        int n = code.length;
        // -1: inside template text; k >= 0: inside a ${...} with k unclosed braces; empty: plain code
        Deque<Integer> frames = new ArrayDeque<>();
        int outerTemplate = -1;
        char prevSig = 0;
        int prevSigAt = -1;
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (!frames.isEmpty() && frames.peek() == -1) {
                if (c == '\\') {
                    i += 2;
                } else if (c == '`') {
                    frames.pop();
                    if (frames.isEmpty()) {
                        blank(code, outerTemplate + 1, i);
                    }
                    prevSig = '`';
                    prevSigAt = i;
                    i++;
                } else if (c == '$' && i + 1 < n && text.charAt(i + 1) == '{') {
                    frames.push(0);
                    i += 2;
                } else {
                    i++;
                }
                continue;
            }
            if (c == '/' && i + 1 < n && (text.charAt(i + 1) == '/' || text.charAt(i + 1) == '*')) {
                if (frames.isEmpty()) {
                    i = comment(i);
                } else {
                    int end = text.charAt(i + 1) == '/' ? text.indexOf('\n', i) : text.indexOf("*/", i + 2);
                    i = end < 0 ? n : text.charAt(i + 1) == '/' ? end : end + 2;
                }
                continue;
            }
            if (c == '"' || c == '\'') {
                i = quoted(i, c);
                prevSig = c;
                prevSigAt = i - 1;
                continue;
            }
            if (c == '`') {
                if (frames.isEmpty()) {
                    outerTemplate = i;
                }
                frames.push(-1);
                i++;
                continue;
            }
            if (c == '/' && regexAllowed(prevSig, prevSigAt)) {
                int end = regexEnd(i);
                if (end > 0) {
                    blank(code, i + 1, end);
                    prevSig = '/';
                    prevSigAt = end;
                    i = end + 1;
                    continue;
                }
            }
            if (!frames.isEmpty()) {
                if (c == '{') {
                    frames.push(frames.pop() + 1);
                } else if (c == '}') {
                    int open = frames.pop();
                    if (open > 0) {
                        frames.push(open - 1);
                    }
                }
            }
            if (!Character.isWhitespace(c)) {
                prevSig = c;
                prevSigAt = i;
            }
            i++;
        }
        if (!frames.isEmpty() && outerTemplate >= 0) {
            blank(code, outerTemplate + 1, n);
        }
    }

    private boolean regexAllowed(char prevSig, int prevSigAt) {
        if (prevSig == 0) {
            return true;
        }
        if ("(,=:[!&|?{};+-*%<>~^".indexOf(prevSig) >= 0) {
            return true;
        }
        if (Text.identChar(prevSig)) {
            int s = prevSigAt;
            while (s > 0 && Text.identChar(text.charAt(s - 1))) {
                s--;
            }
            return REGEX_AFTER_WORD.contains(text.substring(s, prevSigAt + 1));
        }
        return false;
    }

    /** Offset of the closing slash of a regular expression starting at {@code i}, or -1 when the line ends first. */
    private int regexEnd(int i) {
        boolean inClass = false;
        for (int j = i + 1; j < text.length(); j++) {
            char c = text.charAt(j);
            if (c == '\n') {
                return -1;
            } else if (c == '\\') {
                j++;
            } else if (c == '[') {
                inClass = true;
            } else if (c == ']') {
                inClass = false;
            } else if (c == '/' && !inClass) {
                return j == i + 1 ? -1 : j;
            }
        }
        return -1;
    }

    /** A comment starting at {@code i}; returns the offset after it. */
    private int comment(int i) {
        boolean block = text.charAt(i + 1) == '*';
        int end;
        if (block) {
            int close = text.indexOf("*/", i + 2);
            end = close < 0 ? text.length() : close + 2;
        } else {
            int nl = text.indexOf('\n', i);
            end = nl < 0 ? text.length() : nl;
        }
        comments.add(new Comment(i, end, block));
        blank(code, i, end);
        blank(noComments, i, end);
        return end;
    }

    /** A string or rune in quotes {@code q}, ending at the closing quote or, unclosed, at the end of the line. */
    private int quoted(int i, char q) {
        int j = i + 1;
        while (j < text.length()) {
            char c = text.charAt(j);
            if (c == '\\') {
                j += 2;
                continue;
            }
            if (c == q || c == '\n') {
                break;
            }
            j++;
        }
        int end = Math.min(j, text.length());
        blank(code, i + 1, end);
        return end < text.length() && text.charAt(end) == q ? end + 1 : end;
    }

    private static void blank(char[] chars, int from, int to) {
        for (int k = from; k < Math.min(to, chars.length); k++) {
            if (chars[k] != '\n') {
                chars[k] = ' ';
            }
        }
    }

    // ---- structure ----------------------------------------------------------------------------------

    private void structure() {
        Arrays.fill(match, -1);
        int[] stack = new int[64];
        int top = 0;
        int braces = 0;
        int groups = 0;
        boolean lineStart = true;
        boolean afterSeparator = false;
        for (int i = 0; i < code.length; i++) {
            char c = code[i];
            if (c == '\n') {
                lineStart = true;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
                continue;
            }
            if (lineStart || afterSeparator) {
                addStart(i, braces, groups);
            }
            lineStart = false;
            afterSeparator = c == ';' || c == '{' || c == '}';
            if (c == '{' || c == '(' || c == '[') {
                if (top == stack.length) {
                    stack = Arrays.copyOf(stack, top * 2);
                }
                stack[top++] = i;
                if (c == '{') {
                    braces++;
                } else {
                    groups++;
                }
            } else if (c == '}' || c == ')' || c == ']') {
                char open = c == '}' ? '{' : c == ')' ? '(' : '[';
                int k = top - 1;
                while (k >= 0 && code[stack[k]] != open) {
                    k--;
                }
                if (k < 0) {
                    continue; // stray closer: ignored
                }
                while (top > k) {
                    int o = stack[--top];
                    if (code[o] == '{') {
                        braces--;
                    } else {
                        groups--;
                    }
                    match[o] = top == k ? i : code.length;
                }
                match[i] = stack[k];
            }
        }
        while (top > 0) {
            match[stack[--top]] = code.length;
        }
    }

    private void addStart(int i, int braces, int groups) {
        if (startCount == starts.length) {
            starts = Arrays.copyOf(starts, startCount * 2);
            braceDepths = Arrays.copyOf(braceDepths, startCount * 2);
            groupDepths = Arrays.copyOf(groupDepths, startCount * 2);
        }
        starts[startCount] = i;
        braceDepths[startCount] = braces;
        groupDepths[startCount] = groups;
        startCount++;
    }

    /** Statement starts in {@code [from, to)} at exactly the given brace and group depth, in order. */
    List<Integer> startsIn(int from, int to, int braces, int groups) {
        int k = Arrays.binarySearch(starts, 0, startCount, from);
        k = k < 0 ? -k - 1 : k;
        var out = new ArrayList<Integer>();
        for (; k < startCount && starts[k] < to; k++) {
            if (braceDepths[k] == braces && groupDepths[k] == groups) {
                out.add(starts[k]);
            }
        }
        return out;
    }

    // ---- reading ------------------------------------------------------------------------------------

    /** Whether the masked code at {@code i} starts with {@code word} followed by a non-identifier character. */
    boolean word(int i, String word) {
        int end = i + word.length();
        if (end > code.length) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (code[i + k] != word.charAt(k)) {
                return false;
            }
        }
        return end == code.length || !Text.identChar(code[end]);
    }

    int skipSpace(int i) {
        while (i < code.length && Character.isWhitespace(code[i])) {
            i++;
        }
        return i;
    }

    /** Offset after the identifier starting at {@code i} ({@code i} itself when there is none). */
    int identEnd(int i) {
        while (i < code.length && Text.identChar(code[i])) {
            i++;
        }
        return i;
    }

    String ident(int i) {
        return text.substring(i, identEnd(i));
    }

    /** The original text of {@code [from, to)} with comments removed, on one line. */
    String signature(int from, int to) {
        return Text.collapse(new String(noComments, from, Math.max(0, Math.min(to, code.length) - from)));
    }

    /** The masked code of {@code [from, to)}. */
    String code(int from, int to) {
        return new String(code, from, Math.max(0, Math.min(to, code.length) - from));
    }

    /** Previous non-space masked character before {@code i}, or 0. */
    char prevSig(int i) {
        for (int k = i - 1; k >= 0; k--) {
            if (!Character.isWhitespace(code[k])) {
                return code[k];
            }
        }
        return 0;
    }

    /**
     * The comments directly above {@code p} (no blank line between, nothing but white space): one block
     * comment, or a run of consecutive line comments. Empty when there is none.
     */
    List<Comment> commentsBefore(int p) {
        int lo = 0;
        int hi = comments.size() - 1;
        int idx = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (comments.get(mid).end() <= p) {
                idx = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        var out = new ArrayList<Comment>();
        int limit = p;
        for (int k = idx; k >= 0; k--) {
            Comment c = comments.get(k);
            if (!onlySpaceWithOneNewline(c.end(), limit) || !startsLine(c.start())) {
                break;
            }
            if (c.block() && !out.isEmpty()) {
                break;
            }
            out.add(0, c);
            if (c.block()) {
                break;
            }
            limit = c.start();
        }
        return out;
    }

    private boolean startsLine(int i) {
        for (int k = i - 1; k >= 0 && text.charAt(k) != '\n'; k--) {
            if (!Character.isWhitespace(text.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    private boolean onlySpaceWithOneNewline(int from, int to) {
        int newlines = 0;
        for (int k = from; k < to; k++) {
            char c = text.charAt(k);
            if (c == '\n') {
                newlines++;
            } else if (!Character.isWhitespace(c)) {
                return false;
            }
        }
        return newlines <= 1;
    }

    /** The line comment that ends the line of {@code from} after code, or {@code null}. */
    Comment trailingComment(int from) {
        int lineEnd = text.indexOf('\n', from);
        lineEnd = lineEnd < 0 ? text.length() : lineEnd;
        for (Comment c : comments.subList(firstCommentAtOrAfter(from), comments.size())) {
            if (c.start() >= lineEnd) {
                return null;
            }
            return c.block() ? null : c;
        }
        return null;
    }

    private int firstCommentAtOrAfter(int from) {
        int lo = 0;
        int hi = comments.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (comments.get(mid).start() < from) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Text of comments without their markers ({@code //}, {@code /*}, leading {@code *}), one per line. */
    String commentText(List<Comment> run) {
        var b = new StringBuilder();
        for (Comment c : run) {
            String t = text.substring(c.start() + 2, c.block() ? Math.max(c.start() + 2, c.end() - 2) : c.end());
            for (String line : t.split("\n", -1)) {
                String l = line.strip();
                if (c.block() && l.startsWith("*")) {
                    l = l.substring(1).strip();
                }
                b.append(l).append('\n');
            }
        }
        return b.toString();
    }
}
