package dev.dossier.filesummary;

import dev.dossier.filesummary.MaskedSource.Comment;
import dev.dossier.filesummary.Outline.Decl;
import dev.dossier.filesummary.Outline.Import;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * JavaScript and TypeScript by a careful scan (no parser) over a copy with comments and string, template and
 * regular-expression literals blanked. Outlined: ES imports and {@code require} bindings; functions, classes
 * (constructor, methods, accessors, fields), arrow functions and function expressions assigned to
 * {@code const}/{@code let}/{@code var}, upper-case or exported constants, {@code module.exports} and
 * {@code exports.x} assignments (object literals listed member by member); for TypeScript also interfaces (with
 * their members), type aliases, enums, namespaces and ambient modules. Each declaration takes the JSDoc
 * ({@code /** ... *}{@code /}) directly above it. Exported means an {@code export} keyword, a name listed in an
 * {@code export {...}} or assigned to {@code module.exports}; class members count as exported unless
 * {@code private} or {@code #private}.
 */
final class ScriptExtractor implements Extractor {

    static final int MAX_DECLS = 2000;
    private static final int MAX_TYPE_ALIAS = 160;
    private static final int MAX_VALUE = 60;
    private static final Set<String> MEMBER_MODIFIERS = Set.of("public", "private", "protected", "static", "readonly",
            "abstract", "override", "declare", "accessor", "async");
    private static final Pattern REQUIRE = Pattern.compile("require\\s*\\(\\s*(['\"`])([^'\"`]*)\\1\\s*\\)(\\s*\\.\\s*([\\w$]+))?\\s*;?\\s*");
    private static final Pattern FROM_MODULE = Pattern.compile("\\bfrom\\s*['\"]");
    private static final Pattern CONSTANT_NAME = Pattern.compile("[A-Z][A-Z0-9_]*");

    private final boolean typescript;

    ScriptExtractor(boolean typescript) {
        this.typescript = typescript;
    }

    @Override
    public Optional<Outline> extract(String fileName, String text) {
        var walk = new Walk(new MaskedSource(text, MaskedSource.Syntax.SCRIPT), typescript);
        List<Decl> decls = walk.block(0, text.length(), 0, Kind.MODULE, false);
        var marked = new ArrayList<Decl>();
        for (Decl d : decls) {
            marked.add(!d.api() && d.name() != null && walk.exportedNames.contains(d.name()) ? d.withApi(true) : d);
        }
        return Optional.of(new Outline(null, null, walk.imports, " ", "//", marked));
    }

    private enum Kind { MODULE, CLASS, INTERFACE }

    private static final class Walk {
        final MaskedSource src;
        final ScriptScanner scan;
        final boolean typescript;
        final List<Import> imports = new ArrayList<>();
        final Set<String> exportedNames = new HashSet<>();
        int count;

        Walk(MaskedSource src, boolean typescript) {
            this.src = src;
            this.scan = new ScriptScanner(src);
            this.typescript = typescript;
        }

        /** Declarations among the statements in {@code [from, to)} at brace depth {@code braces} (group depth 0). */
        List<Decl> block(int from, int to, int braces, Kind kind, boolean ambient) {
            var out = new ArrayList<Decl>();
            int skipUntil = from;
            for (int p : src.startsIn(from, to, braces, 0)) {
                if (p < skipUntil || count >= MAX_DECLS) {
                    continue;
                }
                char c = src.code[p];
                if (c == '}' || c == ';' || c == ')' || c == ']') {
                    continue;
                }
                Parsed parsed;
                switch (kind) {
                    case CLASS:
                        parsed = classMember(p, to);
                        break;
                    case INTERFACE:
                        parsed = interfaceMember(p, to);
                        break;
                    default:
                        parsed = moduleStatement(p, to, braces, ambient);
                        break;
                }
                skipUntil = Math.max(parsed.end(), p + 1);
                if (parsed.decl() != null) {
                    out.add(parsed.decl());
                    count++;
                }
            }
            return out;
        }

        /** A statement's declaration (or {@code null}) and the offset where the statement ends. */
        private record Parsed(Decl decl, int end) {
        }

        // ---- module level -------------------------------------------------------------------------

        private Parsed moduleStatement(int p, int to, int braces, boolean ambient) {
            int i = p;
            boolean exported = ambient;
            boolean isDefault = false;
            if (src.word(i, "import") && !scan.followedBy(i + 6, '(') && !scan.followedBy(i + 6, '.')) {
                return new Parsed(null, esImport(p, to));
            }
            if (src.word(i, "export")) {
                exported = true;
                i = src.skipSpace(i + 6);
                if (src.word(i, "default")) {
                    isDefault = true;
                    i = src.skipSpace(i + 7);
                }
                if (i < to && (src.code[i] == '{' || src.code[i] == '*' || src.code[i] == '=')) {
                    return exportList(p, i, to);
                }
                if (src.word(i, "import")) {
                    return new Parsed(null, esImport(i, to));
                }
            }
            if (src.word(i, "declare")) {
                i = src.skipSpace(i + 7);
                ambient = true;
            }
            if (src.word(i, "abstract")) {
                i = src.skipSpace(i + 8);
            }
            if (src.word(i, "async") && src.word(src.skipSpace(i + 5), "function")) {
                i = src.skipSpace(i + 5);
            }
            if (src.word(i, "function")) {
                return function(p, src.skipSpace(i + 8), to, exported);
            }
            if (src.word(i, "class")) {
                return classDecl(p, src.skipSpace(i + 5), to, braces, exported);
            }
            if (typescript || ambient) {
                Parsed ts = typeScriptDecl(p, i, to, braces, exported, ambient);
                if (ts != null) {
                    return ts;
                }
            }
            if (src.word(i, "const") || src.word(i, "let") || src.word(i, "var")) {
                return variable(p, src.skipSpace(src.identEnd(i)), to, exported);
            }
            if (src.word(i, "module") && src.code(i, Math.min(to, i + 15)).startsWith("module.exports")
                    || src.word(i, "exports") && scan.followedBy(i + 7, '.')) {
                return commonJsExport(p, to);
            }
            int end = scan.statementEnd(p, to);
            if (isDefault) {
                String name = src.ident(i);
                if (!name.isEmpty() && src.identEnd(i) >= end - 1) {
                    exportedNames.add(name);
                }
                return new Parsed(Decl.member(name, Text.clip(src.signature(p, end), MAX_TYPE_ALIAS), doc(p), true), end);
            }
            return new Parsed(null, end);
        }

        private Parsed typeScriptDecl(int p, int i, int to, int braces, boolean exported, boolean ambient) {
            if (src.word(i, "interface")) {
                int nameAt = src.skipSpace(i + 9);
                int open = scan.bodyBrace(nameAt, to);
                if (open < 0) {
                    return new Parsed(null, scan.statementEnd(p, to));
                }
                List<Decl> members = block(open + 1, src.match[open], braces + 1, Kind.INTERFACE, ambient);
                return new Parsed(new Decl(src.ident(nameAt), src.signature(p, open), doc(p), exported, true, members), src.after(open));
            }
            if (src.word(i, "type") && Text.identChar(src.code[src.skipSpace(i + 4)])) {
                int end = scan.statementEnd(p, to);
                String name = src.ident(src.skipSpace(i + 4));
                return new Parsed(new Decl(name, Text.clip(stripSemicolon(src.signature(p, end)), MAX_TYPE_ALIAS), doc(p), exported, true,
                        List.of()), end);
            }
            int e = i;
            if (src.word(e, "const")) {
                e = src.skipSpace(e + 5);
            }
            if (src.word(e, "enum")) {
                int nameAt = src.skipSpace(e + 4);
                int open = scan.bodyBrace(nameAt, to);
                if (open < 0) {
                    return new Parsed(null, scan.statementEnd(p, to));
                }
                String sig = src.signature(p, open) + " { " + String.join(", ", listNames(open)) + " }";
                return new Parsed(new Decl(src.ident(nameAt), sig, doc(p), exported, true, List.of()), src.after(open));
            }
            boolean global = src.word(i, "global");
            if (src.word(i, "namespace") || src.word(i, "module") || global) {
                int nameAt = global ? i : src.skipSpace(src.identEnd(i));
                int open = scan.bodyBrace(nameAt, to);
                if (open < 0 || !(global || Text.identChar(src.code[nameAt]) || src.code[nameAt] == '"' || src.code[nameAt] == '\'')) {
                    return null;
                }
                List<Decl> members = block(open + 1, src.match[open], braces + 1, Kind.MODULE, ambient);
                String name = global ? "global" : src.ident(nameAt);
                return new Parsed(new Decl(name, src.signature(p, open), doc(p), exported || ambient, true, members), src.after(open));
            }
            return null;
        }

        private Parsed function(int p, int nameAt, int to, boolean exported) {
            int at = nameAt < to && src.code[nameAt] == '*' ? src.skipSpace(nameAt + 1) : nameAt;
            String name = src.ident(at);
            int end = scan.signatureEnd(at, to);
            int stop = end < to && src.code[end] == '{' ? src.after(end) : end;
            return new Parsed(Decl.member(name.isEmpty() ? null : name, stripSemicolon(src.signature(p, end)), doc(p), exported), stop);
        }

        private Parsed classDecl(int p, int nameAt, int to, int braces, boolean exported) {
            int open = scan.bodyBrace(nameAt, to);
            if (open < 0) {
                return new Parsed(null, scan.statementEnd(p, to));
            }
            String name = src.word(nameAt, "extends") || src.word(nameAt, "implements") ? null : src.ident(nameAt);
            List<Decl> members = block(open + 1, src.match[open], braces + 1, Kind.CLASS, false);
            return new Parsed(new Decl(name == null || name.isEmpty() ? null : name, src.signature(p, open), doc(p), exported, true, members),
                    src.after(open));
        }

        private Parsed variable(int p, int bindingAt, int to, boolean exported) {
            int end = scan.statementEnd(p, to);
            if (bindingAt >= to) {
                return new Parsed(null, end);
            }
            char first = src.code[bindingAt];
            int eq = scan.assignment(bindingAt, end);
            int init = eq < 0 ? -1 : src.skipSpace(eq + 1);
            if (init >= 0 && importFromRequire(bindingAt, eq, init, end)) {
                return new Parsed(null, end);
            }
            if (first == '{' || first == '[') {
                return new Parsed(null, end); // destructuring: no single name to show
            }
            String name = src.ident(bindingAt);
            if (name.isEmpty()) {
                return new Parsed(null, end);
            }
            if (init >= 0) {
                int fn = scan.functionValueEnd(init, end);
                if (fn > 0) {
                    return new Parsed(Decl.member(name, src.signature(p, fn), doc(p), exported), end);
                }
            }
            if (!exported && !CONSTANT_NAME.matcher(name).matches()) {
                return new Parsed(null, end);
            }
            return new Parsed(Decl.member(name, valueSignature(p, eq, end), doc(p), exported), end);
        }

        /** {@code const x = require('m')}, {@code const {a, b} = require('m')}: recorded as imports. */
        private boolean importFromRequire(int bindingAt, int eq, int init, int end) {
            Matcher m = REQUIRE.matcher(src.text.substring(init, end));
            if (!src.word(init, "require") || !m.matches()) {
                return false;
            }
            String module = m.group(2);
            String binding = src.code(bindingAt, eq).strip();
            if (binding.startsWith("{")) {
                for (String part : binding.replaceAll("[{}]", " ").split(",")) {
                    String name = part.strip().split("[\\s:]+")[0];
                    if (!name.isEmpty()) {
                        imports.add(new Import(module, name));
                    }
                }
            } else {
                imports.add(new Import(module, m.group(4) != null ? m.group(4) : src.ident(bindingAt)));
            }
            return true;
        }

        private Parsed commonJsExport(int p, int to) {
            int end = scan.statementEnd(p, to);
            int eq = scan.assignment(p, end);
            if (eq < 0) {
                return new Parsed(null, end);
            }
            String target = src.signature(p, eq);
            int value = src.skipSpace(eq + 1);
            if (value < end && src.code[value] == '{') {
                List<Decl> members = objectMembers(value);
                return new Parsed(new Decl(target, target, doc(p), true, true, members), end);
            }
            int fn = scan.functionValueEnd(value, end);
            if (fn > 0) {
                return new Parsed(Decl.member(target, src.signature(p, fn), doc(p), true), end);
            }
            String name = src.ident(value);
            if (!name.isEmpty() && src.skipSpace(src.identEnd(value)) >= end) {
                exportedNames.add(name);
            }
            return new Parsed(Decl.member(target, valueSignature(p, eq, end), doc(p), true), end);
        }

        /** Members of an object literal at {@code open}: methods, function-valued properties, shorthand names. */
        private List<Decl> objectMembers(int open) {
            var out = new ArrayList<Decl>();
            int close = Math.min(src.match[open], src.length());
            int i = src.skipSpace(open + 1);
            while (i < close && count < MAX_DECLS) {
                int end = scan.memberEnd(i, close);
                if (src.code[i] != '.') {
                    Decl d = objectMember(i, end);
                    if (d != null) {
                        out.add(d);
                        count++;
                    }
                }
                i = src.skipSpace(end + 1);
            }
            return out;
        }

        private Decl objectMember(int i, int end) {
            int at = i;
            while (src.word(at, "async") || src.word(at, "get") || src.word(at, "set")) {
                int next = src.skipSpace(src.identEnd(at));
                if (next >= end || !Text.identChar(src.code[next]) && src.code[next] != '[' && src.code[next] != '*') {
                    break;
                }
                at = next;
            }
            String name = src.ident(at);
            int after = src.skipSpace(src.identEnd(at));
            if (name.isEmpty()) {
                return null;
            }
            if (after >= end) {
                exportedNames.add(name);
                return Decl.member(name, name, doc(i), true);
            }
            char c = src.code[after];
            if (c == '(' || c == '<') {
                int sigEnd = scan.signatureEnd(at, end);
                return Decl.member(name, src.signature(i, sigEnd), doc(i), true);
            }
            if (c == ':') {
                int value = src.skipSpace(after + 1);
                int fn = scan.functionValueEnd(value, end);
                if (fn > 0) {
                    return Decl.member(name, src.signature(i, fn), doc(i), true);
                }
                return Decl.member(name, valueSignature(i, after, end), doc(i), true);
            }
            return null;
        }

        private Parsed exportList(int p, int i, int to) {
            int end = scan.statementEnd(p, to);
            String code = src.code(i, end);
            boolean reExport = FROM_MODULE.matcher(code).find();
            if (src.code[i] == '{' && !reExport) {
                int close = Math.min(src.match[i], end);
                for (String part : src.code(i + 1, close).split(",")) {
                    String[] words = part.strip().split("\\s+");
                    if (!words[0].isEmpty()) {
                        exportedNames.add(words[0].equals("type") && words.length > 1 ? words[1] : words[0]);
                    }
                }
                return new Parsed(null, end);
            }
            if (src.code[i] == '=') {
                String name = src.ident(src.skipSpace(i + 1));
                exportedNames.add(name);
            }
            return new Parsed(Decl.member(null, Text.clip(stripSemicolon(src.signature(p, end)), MAX_TYPE_ALIAS), doc(p), true), end);
        }

        private int esImport(int p, int to) {
            int end = scan.statementEnd(p, to);
            int quote = -1;
            for (int k = end - 1; k > p; k--) {
                if (src.code[k] == '\'' || src.code[k] == '"') {
                    quote = k;
                    break;
                }
            }
            if (quote < 0) {
                return end;
            }
            int openQuote = src.text.lastIndexOf(src.code[quote], quote - 1);
            if (openQuote <= p) {
                return end;
            }
            String module = src.text.substring(openQuote + 1, quote);
            String clause = src.code(p + 6, openQuote).replaceFirst("\\bfrom\\s*$", "").replaceFirst("\\s*=\\s*require\\s*\\(\\s*$", "").strip();
            if (clause.startsWith("type ") || clause.startsWith("type{")) {
                clause = clause.substring(4).strip();
            }
            if (clause.isEmpty()) {
                imports.add(new Import(module, null));
                return end;
            }
            for (String part : clause.replaceAll("[{}]", ",").split(",")) {
                String item = part.strip().replaceFirst("^type\\s+", "");
                if (item.isEmpty()) {
                    continue;
                }
                imports.add(new Import(module, item.startsWith("*") ? item : item.split("\\s+")[0]));
            }
            return end;
        }

        // ---- class and interface members ----------------------------------------------------------

        private Parsed classMember(int p, int to) {
            int i = p;
            while (i < to && src.code[i] == '@') {
                i = src.identEnd(i + 1);
                while (i < to && src.code[i] == '.') {
                    i = src.identEnd(i + 1);
                }
                if (i < to && src.code[i] == '(') {
                    i = src.after(i);
                }
                i = src.skipSpace(i);
            }
            if (i >= to) {
                return new Parsed(null, to);
            }
            int block = src.skipSpace(i + 6);
            if (src.word(i, "static") && block < to && src.code[block] == '{') {
                return new Parsed(null, src.after(block)); // static initialization block
            }
            boolean isPrivate = false;
            while (true) {
                String w = src.ident(i);
                int next = src.skipSpace(src.identEnd(i));
                boolean modifier = MEMBER_MODIFIERS.contains(w) || w.equals("get") || w.equals("set");
                if (!modifier || next >= to || !(Text.identChar(src.code[next]) || "#[*'\"".indexOf(src.code[next]) >= 0)) {
                    break;
                }
                isPrivate |= w.equals("private");
                i = next;
            }
            if (src.code[i] == '*') {
                i = src.skipSpace(i + 1);
            }
            if (i >= to) {
                return new Parsed(null, to);
            }
            int nameEnd;
            if (src.code[i] == '[') {
                nameEnd = src.after(i);
            } else if (src.code[i] == '#') {
                isPrivate = true;
                nameEnd = src.identEnd(i + 1);
            } else if (src.code[i] == '\'' || src.code[i] == '"') {
                nameEnd = src.text.indexOf(src.code[i], i + 1) + 1;
            } else {
                nameEnd = src.identEnd(i);
            }
            if (nameEnd <= i) {
                return new Parsed(null, scan.statementEnd(p, to));
            }
            String name = src.text.substring(i, nameEnd);
            int after = src.skipSpace(nameEnd);
            if (after < to && (src.code[after] == '?' || src.code[after] == '!')) {
                after = src.skipSpace(after + 1);
            }
            if (after < to && (src.code[after] == '(' || src.code[after] == '<')) {
                int end = scan.signatureEnd(i, to);
                int stop = end < to && src.code[end] == '{' ? src.after(end) : end + 1;
                return new Parsed(Decl.member(name, stripSemicolon(src.signature(p, end)), doc(p), !isPrivate), stop);
            }
            int end = scan.statementEnd(p, to);
            int eq = scan.assignment(after, end);
            if (eq >= 0) {
                int fn = scan.functionValueEnd(src.skipSpace(eq + 1), end);
                if (fn > 0) {
                    return new Parsed(Decl.member(name, src.signature(p, fn), doc(p), !isPrivate), end);
                }
            }
            return new Parsed(Decl.member(name, valueSignature(p, eq, end), doc(p), !isPrivate), end);
        }

        private Parsed interfaceMember(int p, int to) {
            int end = scan.memberEnd(p, to);
            String sig = stripSemicolon(src.signature(p, end));
            if (sig.isEmpty()) {
                return new Parsed(null, end + 1);
            }
            int nameAt = src.word(p, "readonly") ? src.skipSpace(p + 8) : p;
            String name = src.ident(nameAt);
            return new Parsed(Decl.member(name.isEmpty() ? null : name, Text.clip(sig, MAX_TYPE_ALIAS), doc(p), true), end + 1);
        }

        /** {@code name: T = value} when the statement is one short line, else {@code name: T = …}. */
        private String valueSignature(int p, int eq, int end) {
            String whole = stripSemicolon(src.signature(p, end));
            if (eq < 0) {
                return Text.clip(whole, MAX_TYPE_ALIAS);
            }
            String head = stripSemicolon(src.signature(p, eq));
            String value = whole.length() > head.length() ? whole.substring(Math.min(whole.length(), head.length() + 2)).strip() : "";
            boolean oneLine = src.text.substring(p, Math.min(end, src.length())).strip().indexOf('\n') < 0;
            return oneLine && value.length() <= MAX_VALUE ? Text.clip(whole, MAX_TYPE_ALIAS) : Text.clip(head, MAX_TYPE_ALIAS) + " = …";
        }

        private List<String> listNames(int open) {
            var names = new ArrayList<String>();
            int close = Math.min(src.match[open], src.length());
            int i = src.skipSpace(open + 1);
            while (i < close) {
                int end = scan.memberEnd(i, close);
                String name = src.code[i] == '\'' || src.code[i] == '"' ? src.signature(i, src.text.indexOf(src.code[i], i + 1) + 1) : src.ident(i);
                if (!name.isEmpty()) {
                    names.add(name);
                }
                i = src.skipSpace(end + 1);
            }
            return names.size() <= 30 ? names : List.of(String.join(", ", names.subList(0, 30)), "… " + (names.size() - 30) + " more");
        }

        private String doc(int p) {
            List<Comment> run = src.commentsBefore(p);
            if (run.size() != 1) {
                return null;
            }
            Comment c = run.get(0);
            if (!c.block() || !src.text.startsWith("/**", c.start()) || c.end() - c.start() < 5) {
                return null;
            }
            return DocText.fromBlockComment(src.text.substring(c.start() + 3, c.end() - 2));
        }

        private static String stripSemicolon(String s) {
            String t = s.strip();
            while (t.endsWith(";") || t.endsWith(",")) {
                t = t.substring(0, t.length() - 1).strip();
            }
            return t;
        }
    }
}
