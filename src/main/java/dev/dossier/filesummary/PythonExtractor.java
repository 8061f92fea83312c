package dev.dossier.filesummary;

import dev.dossier.filesummary.Outline.Decl;
import dev.dossier.filesummary.Outline.Import;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Python by a careful scan (no Python parser): a lexer that knows strings (prefixes, triple quotes, escapes),
 * comments and brackets joins physical lines into logical lines; indentation then gives the nesting.
 * Outlined: module docstring, imports, classes and functions ({@code def}, {@code async def}) with their
 * decorators, multi-line parameters and docstrings, class attributes and public module attributes. Function
 * bodies are skipped whole, including functions nested in them. Public means no leading underscore;
 * {@code __init__} counts as public.
 */
final class PythonExtractor implements Extractor {

    private static final int MAX_DECORATOR = 60;
    private static final int MAX_VALUE = 60;
    private static final Pattern DEF = Pattern.compile("(async\\s+)?def\\s+([\\p{L}_][\\p{L}\\p{N}_]*)");
    private static final Pattern CLASS = Pattern.compile("class\\s+([\\p{L}_][\\p{L}\\p{N}_]*)");
    private static final Pattern ASSIGN = Pattern.compile("([\\p{L}_][\\p{L}\\p{N}_]*)\\s*(:[^=]+)?(=(?!=)|$)");
    private static final Pattern IMPORT = Pattern.compile("import\\s+(.+)");
    private static final Pattern FROM_IMPORT = Pattern.compile("from\\s+(\\S+)\\s+import\\s+(.+)", Pattern.DOTALL);

    @Override
    public Optional<Outline> extract(String fileName, String text) {
        var lexed = new Lexed(text);
        String stem = fileName.endsWith(".py") || fileName.endsWith(".pyi") ? fileName.substring(0, fileName.lastIndexOf('.')) : fileName;
        String header = stem.equals("__init__") ? "package" : "module " + stem;
        return Optional.of(new Walk(lexed).outline(header));
    }

    /** A string literal: offsets of the literal and of its contents. */
    private record Literal(int start, int end, int contentStart, int contentEnd) {
    }

    /** A logical line: offset of its first non-blank character, its end, its indentation in columns. */
    private record Line(int first, int end, int indent) {
    }

    /** The lexed text: masked code (comments and string contents blanked), literals, logical lines. */
    private static final class Lexed {
        final String text;
        final char[] code;
        final char[] noComments;
        final List<Literal> literals = new ArrayList<>();
        final List<Line> lines = new ArrayList<>();

        Lexed(String text) {
            this.text = text;
            this.code = text.toCharArray();
            this.noComments = text.toCharArray();
            lex();
        }

        private void lex() {
            int n = text.length();
            int depth = 0;
            int lineStart = 0;
            int i = 0;
            while (i < n) {
                char c = text.charAt(i);
                if (c == '#') {
                    int nl = text.indexOf('\n', i);
                    int end = nl < 0 ? n : nl;
                    blank(code, i, end);
                    blank(noComments, i, end);
                    i = end;
                } else if (c == '"' || c == '\'') {
                    i = string(i, c);
                } else if (c == '\\' && i + 1 < n && (text.charAt(i + 1) == '\n' || text.charAt(i + 1) == '\r')) {
                    i += 2;
                } else if (c == '(' || c == '[' || c == '{') {
                    depth++;
                    i++;
                } else if (c == ')' || c == ']' || c == '}') {
                    depth = Math.max(0, depth - 1);
                    i++;
                } else if (c == '\n') {
                    if (depth == 0) {
                        addLine(lineStart, i);
                        lineStart = i + 1;
                    }
                    i++;
                } else {
                    i++;
                }
            }
            addLine(lineStart, n);
        }

        private int string(int i, char q) {
            int n = text.length();
            boolean triple = i + 2 < n && text.charAt(i + 1) == q && text.charAt(i + 2) == q;
            int contentStart = i + (triple ? 3 : 1);
            int j = contentStart;
            while (j < n) {
                char c = text.charAt(j);
                if (c == '\\') {
                    j += 2;
                    continue;
                }
                if (c == q && (!triple || j + 2 < n && text.charAt(j + 1) == q && text.charAt(j + 2) == q)) {
                    break;
                }
                if (c == '\n' && !triple) {
                    break;
                }
                j++;
            }
            int contentEnd = Math.min(j, n);
            int end = contentEnd >= n || text.charAt(contentEnd) != q ? contentEnd : contentEnd + (triple ? 3 : 1);
            blank(code, contentStart, contentEnd);
            literals.add(new Literal(i, end, contentStart, contentEnd));
            return end;
        }

        private void addLine(int start, int end) {
            int indent = 0;
            int k = start;
            for (; k < end; k++) {
                char c = code[k];
                if (c == ' ') {
                    indent++;
                } else if (c == '\t') {
                    indent = (indent / 8 + 1) * 8;
                } else if (c != '\r' && c != '\f') {
                    break;
                }
            }
            if (k < end && !new String(code, k, end - k).isBlank()) {
                lines.add(new Line(k, end, indent));
            }
        }

        private static void blank(char[] chars, int from, int to) {
            for (int k = from; k < Math.min(to, chars.length); k++) {
                if (chars[k] != '\n') {
                    chars[k] = ' ';
                }
            }
        }

        String code(Line l) {
            return new String(code, l.first(), l.end() - l.first()).strip();
        }

        String original(int from, int to) {
            return Text.collapse(new String(noComments, from, to - from));
        }

        /** The string literal starting at {@code at} when it is the whole statement, or {@code null}. */
        Literal docstringAt(int at, int end) {
            int lo = 0;
            int hi = literals.size() - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                Literal l = literals.get(mid);
                if (l.start() < at) {
                    lo = mid + 1;
                } else if (l.start() > at + 2) {
                    hi = mid - 1;
                } else {
                    boolean prefixOnly = text.substring(at, l.start()).chars().allMatch(Character::isLetter);
                    return prefixOnly && new String(code, l.end(), Math.max(0, end - l.end())).isBlank() ? l : null;
                }
            }
            return null;
        }
    }

    /** A class or function whose body is being read. */
    private static final class Scope {
        final int indent;
        final boolean function;
        final String name;
        final String signature;
        final String doc;
        final boolean api;
        final List<Decl> owner;
        final int slot;
        final List<Decl> members = new ArrayList<>();

        Scope(int indent, boolean function, String name, String signature, String doc, boolean api, List<Decl> owner) {
            this.indent = indent;
            this.function = function;
            this.name = name;
            this.signature = signature;
            this.doc = doc;
            this.api = api;
            this.owner = owner;
            this.slot = owner.size();
            owner.add(null);
        }

        void close() {
            owner.set(slot, new Decl(name, signature, doc, api, !function, function ? List.of() : members));
        }
    }

    private static final class Walk {
        private final Lexed lx;
        private final List<Import> imports = new ArrayList<>();
        private final List<Decl> module = new ArrayList<>();
        private final Deque<Scope> scopes = new ArrayDeque<>();
        private final List<String> decorators = new ArrayList<>();

        Walk(Lexed lx) {
            this.lx = lx;
        }

        Outline outline(String header) {
            String doc = null;
            for (int i = 0; i < lx.lines.size(); i++) {
                Line line = lx.lines.get(i);
                if (i == 0) {
                    Literal d = lx.docstringAt(line.first(), line.end());
                    if (d != null) {
                        doc = DocText.fromDocstring(lx.text.substring(d.contentStart(), d.contentEnd()));
                        continue;
                    }
                }
                while (!scopes.isEmpty() && line.indent() <= scopes.peek().indent) {
                    scopes.pop().close();
                }
                if (!scopes.isEmpty() && scopes.peek().function) {
                    continue; // function bodies are implementation
                }
                statement(i, line);
            }
            while (!scopes.isEmpty()) {
                scopes.pop().close();
            }
            return new Outline(header, doc, imports, ".", "#", module);
        }

        private void statement(int index, Line line) {
            String code = lx.code(line);
            List<Decl> owner = scopes.isEmpty() ? module : scopes.peek().members;
            boolean inClass = !scopes.isEmpty();
            Matcher def = DEF.matcher(code);
            Matcher cls = CLASS.matcher(code);
            if (code.startsWith("@")) {
                decorators.add(Text.clip(lx.original(line.first(), line.end()), MAX_DECORATOR));
                return;
            }
            if (def.lookingAt() || cls.lookingAt()) {
                boolean function = def.lookingAt();
                String name = function ? def.group(2) : cls.group(1);
                int colon = headerColon(line);
                String prefix = decorators.isEmpty() ? "" : String.join(" ", decorators) + " ";
                String signature = prefix + lx.original(line.first(), colon);
                String doc = docstring(index, line, colon);
                boolean api = !name.startsWith("_") || name.equals("__init__");
                scopes.push(new Scope(line.indent(), function, name, signature, doc, api, owner));
            } else if (!inClass && (code.startsWith("import ") || code.startsWith("from "))) {
                imports(code);
            } else {
                Matcher a = ASSIGN.matcher(code);
                if (a.lookingAt()) {
                    attribute(a, line, owner, inClass);
                }
            }
            decorators.clear();
        }

        /** Offset of the colon ending a {@code def} or {@code class} header (outside brackets). */
        private int headerColon(Line line) {
            int depth = 0;
            for (int k = line.first(); k < line.end(); k++) {
                char c = lx.code[k];
                if (c == '(' || c == '[' || c == '{') {
                    depth++;
                } else if (c == ')' || c == ']' || c == '}') {
                    depth--;
                } else if (c == ':' && depth == 0 && (k + 1 >= line.end() || lx.code[k + 1] != '=')) {
                    return k;
                }
            }
            return line.end();
        }

        private String docstring(int index, Line header, int colon) {
            int afterColon = colon + 1;
            if (afterColon < header.end() && !new String(lx.code, afterColon, header.end() - afterColon).isBlank()) {
                int at = afterColon;
                while (Character.isWhitespace(lx.code[at])) {
                    at++;
                }
                return docAt(at, header.end());
            }
            if (index + 1 < lx.lines.size()) {
                Line next = lx.lines.get(index + 1);
                if (next.indent() > header.indent()) {
                    return docAt(next.first(), next.end());
                }
            }
            return null;
        }

        private String docAt(int at, int end) {
            Literal d = lx.docstringAt(at, end);
            return d == null ? null : DocText.fromDocstring(lx.text.substring(d.contentStart(), d.contentEnd()));
        }

        private void imports(String code) {
            Matcher from = FROM_IMPORT.matcher(code);
            if (from.matches()) {
                for (String part : from.group(2).replaceAll("[()\\\\]", " ").split(",")) {
                    String name = part.strip().split("\\s+")[0];
                    if (!name.isEmpty()) {
                        imports.add(new Import(from.group(1), name));
                    }
                }
                return;
            }
            Matcher plain = IMPORT.matcher(code);
            if (plain.matches()) {
                for (String part : plain.group(1).split(",")) {
                    String module = part.strip().split("\\s+")[0];
                    if (!module.isEmpty()) {
                        imports.add(new Import(module, null));
                    }
                }
            }
        }

        private void attribute(Matcher a, Line line, List<Decl> owner, boolean inClass) {
            String name = a.group(1);
            boolean annotated = a.group(2) != null;
            boolean hasValue = a.group(3) != null && !a.group(3).isEmpty();
            if (!annotated && !hasValue) {
                return;
            }
            boolean isPrivate = name.startsWith("_") && !(name.startsWith("__") && name.endsWith("__"));
            if (!inClass && isPrivate) {
                return;
            }
            String whole = lx.original(line.first(), line.end());
            String signature = whole;
            if (hasValue) {
                int eq = whole.indexOf('=', name.length());
                String value = eq < 0 ? "" : whole.substring(eq + 1).strip();
                boolean oneLine = lx.text.substring(line.first(), line.end()).indexOf('\n') < 0;
                if (!oneLine || value.length() > MAX_VALUE) {
                    signature = (eq < 0 ? whole : whole.substring(0, eq).strip()) + " = …";
                }
            }
            owner.add(Decl.member(name, signature, null, !isPrivate));
        }
    }
}
