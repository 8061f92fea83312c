package dev.dossier.filesummary;

import static dev.dossier.filesummary.SyntaxTree.children;
import static dev.dossier.filesummary.SyntaxTree.field;

import dev.dossier.filesummary.Outline.Decl;
import dev.dossier.filesummary.Outline.Import;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.treesitter.TSNode;
import org.treesitter.TreeSitterGo;

/**
 * Go through the tree-sitter Go grammar: package clause and doc, imports, functions, methods (nested under their
 * receiver type when the file declares it), type specs (struct fields and interface elements as members), and
 * var and const specs. Doc sentences come from the comments directly above a declaration; fields, interface
 * elements and grouped var/const specs also take a comment at the end of their line. Exported means an
 * upper-case first letter.
 */
final class GoExtractor implements Extractor {

    private static final int MAX_VALUE_SPEC = 100;
    /** The last identifier of an embedded field or type element, e.g. {@code File} of {@code *os.File}. */
    private static final Pattern LAST_NAME = Pattern.compile("([\\p{L}_][\\p{L}\\p{N}_]*)\\s*(\\[.*])?\\s*$");

    @Override
    public Optional<Outline> extract(String fileName, String text) {
        return SyntaxTree.parse(TreeSitterGo::new, text, tree -> new Walk(tree).outline());
    }

    private record Found(Decl decl, String receiver) {
    }

    private static final class Walk {
        private final SyntaxTree tree;
        private final List<Import> imports = new ArrayList<>();
        private final List<Found> found = new ArrayList<>();
        private String header;
        private String doc;

        Walk(SyntaxTree tree) {
            this.tree = tree;
        }

        Outline outline() {
            for (TSNode n : children(tree.root())) {
                switch (n.getType()) {
                    case "package_clause" -> {
                        header = tree.signature(n);
                        doc = docAbove(n);
                    }
                    case "import_declaration" -> specs(n, "import_spec").forEach(s -> imports.add(new Import(path(s), null)));
                    case "function_declaration", "method_declaration" -> found.add(function(n));
                    case "type_declaration" -> specs(n, "type_spec", "type_alias").forEach(s -> found.add(new Found(typeSpec(n, s), null)));
                    case "var_declaration", "const_declaration" -> {
                        String keyword = n.getType().startsWith("var") ? "var" : "const";
                        specs(n, keyword + "_spec").forEach(s -> found.add(new Found(valueSpec(keyword, n, s), null)));
                    }
                    default -> {
                    }
                }
            }
            return new Outline(header, doc, imports, "", "//", nest());
        }

        /** The specs of a declaration, alone or in a {@code ( ... )} group. */
        private List<TSNode> specs(TSNode declaration, String... kinds) {
            var out = new ArrayList<TSNode>();
            for (TSNode c : children(declaration)) {
                if (List.of(kinds).contains(c.getType())) {
                    out.add(c);
                } else if (c.getType().endsWith("_spec_list")) {
                    out.addAll(specs(c, kinds));
                }
            }
            return out;
        }

        private String path(TSNode importSpec) {
            TSNode p = field(importSpec, "path");
            String quoted = p == null ? "" : tree.text(p);
            return quoted.length() >= 2 ? quoted.substring(1, quoted.length() - 1) : quoted;
        }

        private Found function(TSNode n) {
            TSNode body = field(n, "body");
            String name = tree.text(field(n, "name"));
            Decl d = Decl.member(name, tree.signature(n.getStartByte(), body == null ? n.getEndByte() : body.getStartByte()), docAbove(n),
                    exported(name));
            TSNode receiver = field(n, "receiver");
            return new Found(d, receiver == null ? null : receiverType(receiver));
        }

        /** The type name of a receiver such as {@code (p *Pair[K, V])}: {@code Pair}. */
        private String receiverType(TSNode receiver) {
            for (TSNode param : children(receiver, "parameter_declaration")) {
                TSNode type = field(param, "type");
                if (type != null) {
                    String t = tree.text(type).replace("*", "").strip();
                    return t.contains("[") ? t.substring(0, t.indexOf('[')).strip() : t;
                }
            }
            return null;
        }

        private Decl typeSpec(TSNode declaration, TSNode spec) {
            String name = tree.text(field(spec, "name"));
            String doc = docAbove(grouped(declaration, spec) ? spec : declaration);
            TSNode type = field(spec, "type");
            String kind = type == null ? "" : type.getType();
            if (kind.equals("struct_type") || kind.equals("interface_type")) {
                String keyword = kind.equals("struct_type") ? "struct" : "interface";
                TSNode list = kind.equals("struct_type") ? children(type, "field_declaration_list").stream().findFirst().orElse(type) : type;
                var members = new ArrayList<Decl>();
                for (TSNode m : children(list)) {
                    if (!m.getType().equals("comment")) {
                        members.add(member(m));
                    }
                }
                String sig = "type " + tree.signature(spec.getStartByte(), type.getStartByte() + keyword.length());
                return new Decl(name, sig, doc, exported(name), true, members);
            }
            return new Decl(name, "type " + tree.signature(spec), doc, exported(name), true, List.of());
        }

        /** A struct field, an embedded field, an interface method or a type element. */
        private Decl member(TSNode m) {
            List<TSNode> names = SyntaxTree.fields(m, "name");
            String name;
            if (!names.isEmpty()) {
                name = tree.text(names.get(0));
            } else {
                TSNode type = field(m, "type");
                Matcher last = LAST_NAME.matcher(tree.text(type == null ? m : type).strip());
                name = last.find() ? last.group(1) : tree.signature(m);
            }
            return Decl.member(name, tree.signature(m), docOrTrailing(m), exported(name));
        }

        private Decl valueSpec(String keyword, TSNode declaration, TSNode spec) {
            String name = tree.text(SyntaxTree.fields(spec, "name").stream().findFirst().orElse(null));
            String whole = tree.signature(spec);
            String sig = keyword + " " + whole;
            if (sig.length() > MAX_VALUE_SPEC) {
                TSNode value = field(spec, "value");
                String head = value == null ? null : tree.signature(spec.getStartByte(), value.getStartByte());
                sig = keyword + " " + (head == null ? Text.clip(whole, MAX_VALUE_SPEC) : head.replaceFirst("\\s*=$", "") + " = …");
            }
            String doc = grouped(declaration, spec) ? docOrTrailing(spec) : docAbove(declaration);
            return Decl.member(name, sig, doc, exported(name));
        }

        /** Whether a spec is one of a {@code ( ... )} group rather than the declaration's only spec. */
        private boolean grouped(TSNode declaration, TSNode spec) {
            return tree.raw(declaration.getStartByte(), spec.getStartByte()).contains("(");
        }

        private String docAbove(TSNode n) {
            List<TSNode> run = tree.commentsAbove(n);
            return run.isEmpty() ? null : DocText.fromLines(tree.commentText(run));
        }

        private String docOrTrailing(TSNode n) {
            String above = docAbove(n);
            if (above != null) {
                return above;
            }
            TSNode c = tree.trailingComment(n);
            return c == null ? null : DocText.fromLines(tree.commentText(List.of(c)));
        }

        /** Methods go under their receiver type when the file declares it; the rest keep their place. */
        private List<Decl> nest() {
            var types = new HashSet<String>();
            for (Found f : found) {
                if (f.receiver() == null && f.decl().type()) {
                    types.add(f.decl().name());
                }
            }
            Map<String, List<Decl>> methods = new LinkedHashMap<>();
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
