package dev.dossier.filesummary;

import dev.dossier.filesummary.MaskedSource.Comment;
import dev.dossier.filesummary.Outline.Decl;
import dev.dossier.filesummary.Outline.Import;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Go by a careful scan of the top level (no Go parser): package clause and doc, imports, functions, methods
 * (nested under their receiver type when it is declared in the file), type specs (struct fields and interface
 * methods as members), and var and const specs. Signatures may span lines; bodies are skipped by bracket
 * matching on a copy with comments and literals blanked. Exported means an upper-case first letter.
 */
final class GoExtractor implements Extractor {

    private static final int MAX_VALUE_SPEC = 100;
    private static final Pattern RECEIVER_TYPE = Pattern.compile("([\\p{L}_][\\p{L}\\p{N}_]*)\\s*(\\[[^\\]]*])?\\s*$");

    @Override
    public Optional<Outline> extract(String fileName, String text) {
        return Optional.of(new Scan(new MaskedSource(text, MaskedSource.Syntax.GO)).outline());
    }

    private record Found(Decl decl, String receiver) {
    }

    private static final class Scan {
        private final MaskedSource src;
        private final List<Import> imports = new ArrayList<>();
        private final List<Found> found = new ArrayList<>();
        private String header;
        private String doc;

        Scan(MaskedSource src) {
            this.src = src;
        }

        Outline outline() {
            for (int p : src.startsIn(0, src.length(), 0, 0)) {
                if (src.word(p, "package")) {
                    header = "package " + src.ident(src.skipSpace(p + "package".length()));
                    doc = docOf(p);
                } else if (src.word(p, "import")) {
                    grouped(src.skipSpace(p + "import".length()), (s, groups) -> importSpec(s));
                } else if (src.word(p, "func")) {
                    func(p);
                } else if (src.word(p, "type")) {
                    int q = src.skipSpace(p + "type".length());
                    grouped(q, (s, groups) -> found.add(new Found(typeSpec(s, groups, s == q ? p : s), null)));
                } else if (src.word(p, "var") || src.word(p, "const")) {
                    String keyword = src.word(p, "var") ? "var" : "const";
                    int q = src.skipSpace(p + keyword.length());
                    grouped(q, (s, groups) -> found.add(new Found(valueSpec(keyword, s, s == q ? p : s), null)));
                }
            }
            return new Outline(header, doc, imports, "", "//", nest());
        }

        /** A spec starting at an offset, at group depth 0 (alone) or 1 (inside a {@code ( ... )} group). */
        private interface Spec {
            void accept(int start, int groups);
        }

        /** Runs {@code spec} on each spec of a declaration: the one at {@code q}, or each in a {@code ( ... )} group. */
        private void grouped(int q, Spec spec) {
            if (q < src.length() && src.code[q] == '(') {
                for (int s : src.startsIn(q + 1, src.match[q], 0, 1)) {
                    if (src.code[s] != ')') {
                        spec.accept(s, 1);
                    }
                }
            } else if (q < src.length()) {
                spec.accept(q, 0);
            }
        }

        private void importSpec(int s) {
            int end = lineEnd(s);
            for (int k = s; k < end; k++) {
                char c = src.code[k];
                if (c == '"' || c == '`') {
                    int close = src.text.indexOf(c, k + 1);
                    if (close > k && close <= end) {
                        imports.add(new Import(src.text.substring(k + 1, close), null));
                    }
                    return;
                }
            }
        }

        private void func(int p) {
            int i = src.skipSpace(p + "func".length());
            String receiver = null;
            if (i < src.length() && src.code[i] == '(') {
                Matcher m = RECEIVER_TYPE.matcher(src.code(i + 1, src.match[i]).replace("*", " "));
                receiver = m.find() ? m.group(1) : null;
                i = src.skipSpace(Math.min(src.after(i), src.length()));
            }
            String name = src.ident(i);
            if (name.isEmpty()) {
                return;
            }
            int end = signatureEnd(src.identEnd(i));
            Decl d = Decl.member(name, src.signature(p, end), docOf(p), exported(name));
            found.add(new Found(d, receiver));
        }

        /** End of a function signature: its body's brace, or the end of the line for a function without body. */
        private int signatureEnd(int from) {
            int j = from;
            while (j < src.length()) {
                char c = src.code[j];
                if (c == '\n' || c == ';') {
                    return j;
                }
                if (c == '(' || c == '[') {
                    j = src.after(j);
                    continue;
                }
                if (c == '{') {
                    if (!typeLiteralBrace(j)) {
                        return j;
                    }
                    j = src.after(j);
                    continue;
                }
                j++;
            }
            return src.length();
        }

        private boolean typeLiteralBrace(int brace) {
            int k = brace - 1;
            while (k >= 0 && Character.isWhitespace(src.code[k])) {
                k--;
            }
            int s = k;
            while (s >= 0 && Text.identChar(src.code[s])) {
                s--;
            }
            String w = src.code(s + 1, k + 1);
            return w.equals("struct") || w.equals("interface");
        }

        private Decl typeSpec(int s, int groups, int docAt) {
            String name = src.ident(s);
            int i = src.identEnd(s);
            if (i < src.length() && src.code[i] == '[') {
                i = src.after(i);
            }
            int j = src.skipSpace(i);
            for (String kind : new String[] {"struct", "interface"}) {
                if (src.word(j, kind)) {
                    int brace = src.skipSpace(j + kind.length());
                    if (brace < src.length() && src.code[brace] == '{') {
                        var members = new ArrayList<Decl>();
                        for (int m : src.startsIn(brace + 1, src.match[brace], 1, groups)) {
                            if (src.code[m] != '}') {
                                members.add(fieldOrMethod(m));
                            }
                        }
                        String sig = "type " + src.signature(s, j + kind.length());
                        return new Decl(name, sig, docOf(docAt), exported(name), true, members);
                    }
                }
            }
            return new Decl(name, "type " + src.signature(s, lineEnd(s)), docOf(docAt), exported(name), true, List.of());
        }

        private Decl fieldOrMethod(int m) {
            int end = lineEnd(m);
            String sig = src.signature(m, end);
            String name = src.ident(m);
            if (name.isEmpty() || src.skipSpace(src.identEnd(m)) < end && src.code[src.skipSpace(src.identEnd(m))] == '.') {
                // embedded field or interface: *T, pkg.T
                Matcher last = Pattern.compile("([\\p{L}_][\\p{L}\\p{N}_]*)\\s*(\\[.*])?\\s*$").matcher(src.code(m, end).strip());
                name = last.find() ? last.group(1) : sig;
            }
            return Decl.member(name, sig, docOrTrailing(m), exported(name));
        }

        private Decl valueSpec(String keyword, int s, int docAt) {
            String name = src.ident(s);
            int end = lineEnd(s);
            String whole = src.signature(s, end);
            String sig = keyword + " " + whole;
            if (sig.length() > MAX_VALUE_SPEC) {
                int eq = src.code(s, end).indexOf('=');
                sig = keyword + " " + (eq < 0 ? Text.clip(whole, MAX_VALUE_SPEC) : src.signature(s, s + eq) + " = …");
            }
            return Decl.member(name, sig, docAt == s ? docOrTrailing(s) : docOf(docAt), exported(name));
        }

        /** End of the logical line starting at {@code s}: newline or semicolon outside brackets. */
        private int lineEnd(int s) {
            int j = s;
            while (j < src.length()) {
                char c = src.code[j];
                if (c == '\n' || c == ';') {
                    return j;
                }
                if (c == '(' || c == '[' || c == '{') {
                    j = src.after(j);
                    continue;
                }
                j++;
            }
            return src.length();
        }

        private String docOf(int p) {
            List<Comment> run = src.commentsBefore(p);
            return run.isEmpty() ? null : DocText.fromLines(src.commentText(run));
        }

        private String docOrTrailing(int p) {
            String above = docOf(p);
            if (above != null) {
                return above;
            }
            Comment c = src.trailingComment(p);
            return c == null ? null : DocText.fromLines(src.commentText(List.of(c)));
        }

        /** Methods go under their receiver type when the file declares it; the rest keep their place. */
        private List<Decl> nest() {
            Map<String, List<Decl>> methods = new LinkedHashMap<>();
            var types = new java.util.HashSet<String>();
            for (Found f : found) {
                if (f.receiver() == null && f.decl().type()) {
                    types.add(f.decl().name());
                }
            }
            for (Found f : found) {
                if (f.receiver() != null && types.contains(f.receiver())) {
                    methods.computeIfAbsent(f.receiver(), k -> new ArrayList<>()).add(f.decl());
                }
            }
            var out = new ArrayList<Decl>();
            for (Found f : found) {
                Decl d = f.decl();
                if (f.receiver() != null && types.contains(f.receiver())) {
                    continue;
                }
                if (f.receiver() == null && d.type() && methods.containsKey(d.name())) {
                    var members = new ArrayList<>(d.members());
                    members.addAll(methods.remove(d.name()));
                    d = d.withMembers(members);
                }
                out.add(d);
            }
            return out;
        }

        private static boolean exported(String name) {
            return !name.isEmpty() && Character.isUpperCase(name.codePointAt(0));
        }
    }
}
