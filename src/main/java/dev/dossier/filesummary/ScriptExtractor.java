package dev.dossier.filesummary;

import static dev.dossier.filesummary.SyntaxTree.children;
import static dev.dossier.filesummary.SyntaxTree.field;

import dev.dossier.filesummary.Outline.Decl;
import dev.dossier.filesummary.Outline.Import;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.treesitter.TSNode;
import org.treesitter.TreeSitterJavascript;
import org.treesitter.TreeSitterTypescript;

/**
 * JavaScript and TypeScript through the tree-sitter JavaScript and TypeScript grammars ({@code .tsx} goes
 * through the TypeScript grammar, which does not know JSX: such files outline with error recovery). Outlined:
 * ES imports and {@code require} bindings; functions, classes (constructor, methods, accessors, fields), arrow
 * functions and function expressions assigned to {@code const}/{@code let}/{@code var}, upper-case or exported
 * constants, {@code module.exports} and {@code exports.x} assignments (object literals listed member by member);
 * for TypeScript also interfaces (with their members), type aliases, enums, namespaces and ambient modules.
 * Each declaration takes the JSDoc ({@code /** ... *}{@code /}) directly above it. Exported means an
 * {@code export} keyword, a name listed in an {@code export {...}} or assigned to {@code module.exports}; class
 * members count as exported unless {@code private} or {@code #private}.
 */
final class ScriptExtractor implements Extractor {

    private static final int MAX_TYPE_ALIAS = 160;
    private static final int MAX_VALUE = 60;
    private static final int MAX_ENUM_NAMES = 30;
    private static final Pattern CONSTANT_NAME = Pattern.compile("[A-Z][A-Z0-9_]*");
    private static final Set<String> FUNCTIONS = Set.of("arrow_function", "function_expression", "function", "generator_function");

    private final boolean typescript;

    ScriptExtractor(boolean typescript) {
        this.typescript = typescript;
    }

    @Override
    public Optional<Outline> extract(String fileName, String text) {
        return SyntaxTree.parse(typescript ? TreeSitterTypescript::new : TreeSitterJavascript::new, text, tree -> {
            var walk = new Walk(tree);
            var marked = new ArrayList<Decl>();
            for (Decl d : walk.block(tree.root(), false)) {
                marked.add(!d.api() && d.name() != null && walk.exportedNames.contains(d.name()) ? d.withApi(true) : d);
            }
            return new Outline(null, null, walk.imports, " ", "//", marked);
        });
    }

    private static final class Walk {
        final SyntaxTree tree;
        final List<Import> imports = new ArrayList<>();
        final Set<String> exportedNames = new HashSet<>();

        Walk(SyntaxTree tree) {
            this.tree = tree;
        }

        /** The declarations among the statements of a program, namespace or module body. */
        List<Decl> block(TSNode block, boolean ambient) {
            var out = new ArrayList<Decl>();
            for (TSNode s : children(block)) {
                if (s.getType().equals("import_statement")) {
                    esImport(s);
                } else if (s.getType().equals("export_statement")) {
                    export(s, ambient, out);
                } else {
                    declaration(s, s, ambient, ambient, out);
                }
            }
            return out;
        }

        private void export(TSNode s, boolean ambient, List<Decl> out) {
            TSNode declaration = field(s, "declaration");
            TSNode value = field(s, "value");
            TSNode clause = children(s, "export_clause").stream().findFirst().orElse(null);
            if (declaration != null || value != null && (FUNCTIONS.contains(value.getType()) || value.getType().equals("class"))) {
                declaration(s, declaration != null ? declaration : value, true, ambient, out);
            } else if (clause != null && field(s, "source") == null) {
                children(clause, "export_specifier").forEach(e -> exportedNames.add(tree.text(field(e, "name"))));
            } else {
                List<TSNode> named = children(s).stream().filter(c -> !c.getType().equals("comment")).toList();
                String name = named.size() == 1 && named.get(0).getType().equals("identifier") ? tree.text(named.get(0)) : null;
                if (name != null) {
                    exportedNames.add(name); // export default x, export = x
                }
                out.add(Decl.member(name, Text.clip(stripSemicolon(tree.signature(s)), MAX_TYPE_ALIAS), doc(s), true));
            }
        }

        /** The declaration {@code d} (inside {@code outer}, where its signature and doc start), if it is one. */
        private void declaration(TSNode outer, TSNode d, boolean exported, boolean ambient, List<Decl> out) {
            String name = field(d, "name") == null ? null : tree.text(field(d, "name"));
            TSNode body = field(d, "body");
            switch (d.getType()) {
                case "function_declaration", "generator_function_declaration", "function_expression", "function", "generator_function" ->
                        out.add(Decl.member(name, upTo(outer, body), doc(outer), exported));
                case "function_signature" -> out.add(Decl.member(name, stripSemicolon(tree.signature(outer)), doc(outer), exported));
                case "class_declaration", "abstract_class_declaration", "class" ->
                        out.add(new Decl(name, upTo(outer, body), doc(outer), exported, true, body == null ? List.of() : classMembers(body)));
                case "interface_declaration" ->
                        out.add(new Decl(name, upTo(outer, body), doc(outer), exported, true, body == null ? List.of() : interfaceMembers(body)));
                case "type_alias_declaration" -> out.add(new Decl(name, Text.clip(stripSemicolon(tree.signature(outer)), MAX_TYPE_ALIAS), doc(outer),
                        exported, true, List.of()));
                case "enum_declaration" -> out.add(new Decl(name, upTo(outer, body) + " { " + String.join(", ", enumNames(body)) + " }",
                        doc(outer), exported, true, List.of()));
                case "internal_module", "module" -> out.add(new Decl(name, upTo(outer, body), doc(outer), exported || ambient, true,
                        body == null ? List.of() : block(body, ambient)));
                case "ambient_declaration" -> {
                    TSNode inner = children(d).stream().filter(c -> !c.getType().equals("comment")).findFirst().orElse(null);
                    if (inner != null && inner.getType().equals("statement_block")) { // declare global { ... }
                        out.add(new Decl("global", upTo(outer, inner), doc(outer), true, true, block(inner, true)));
                    } else if (inner != null) {
                        declaration(outer, inner, exported, true, out);
                    }
                }
                case "lexical_declaration", "variable_declaration" -> variables(outer, d, exported, out);
                case "expression_statement" -> commonJsExport(outer, d, out);
                default -> {
                }
            }
        }

        private void variables(TSNode outer, TSNode d, boolean exported, List<Decl> out) {
            List<TSNode> declarators = children(d, "variable_declarator");
            if (declarators.isEmpty()) {
                return;
            }
            String prefix = tree.signature(outer.getStartByte(), declarators.get(0).getStartByte()) + " ";
            for (TSNode v : declarators) {
                TSNode binding = field(v, "name");
                TSNode value = field(v, "value");
                if (binding == null || value != null && importFromRequire(binding, value)) {
                    continue;
                }
                if (!binding.getType().equals("identifier")) {
                    continue; // destructuring: no single name to show
                }
                String name = tree.text(binding);
                if (value != null && FUNCTIONS.contains(value.getType())) {
                    out.add(Decl.member(name, prefix + upTo(v, field(value, "body")), doc(outer), exported));
                } else if (exported || CONSTANT_NAME.matcher(name).matches()) {
                    out.add(Decl.member(name, valued(prefix, v, value), doc(outer), exported));
                }
            }
        }

        /** {@code const x = require('m')}, {@code const {a, b} = require('m')}, {@code require('m').x}: recorded as imports. */
        private boolean importFromRequire(TSNode binding, TSNode value) {
            TSNode call = value.getType().equals("member_expression") ? field(value, "object") : value;
            if (call == null || !call.getType().equals("call_expression") || !"require".equals(tree.text(field(call, "function")))) {
                return false;
            }
            TSNode args = field(call, "arguments");
            List<TSNode> strings = args == null ? List.of() : children(args, "string");
            if (strings.size() != 1) {
                return false;
            }
            String module = unquote(strings.get(0));
            if (binding.getType().equals("object_pattern")) {
                for (TSNode p : children(binding)) {
                    TSNode key = p.getType().equals("pair_pattern") ? field(p, "key") : p;
                    if (!p.getType().equals("comment") && key != null) {
                        imports.add(new Import(module, tree.text(key)));
                    }
                }
            } else {
                TSNode property = call == value ? null : field(value, "property");
                imports.add(new Import(module, tree.text(property != null ? property : binding)));
            }
            return true;
        }

        /** {@code module.exports = ...}, {@code exports.x = ...}; object literals member by member. */
        private void commonJsExport(TSNode outer, TSNode statement, List<Decl> out) {
            TSNode assignment = children(statement).stream().findFirst().orElse(null);
            if (assignment == null || !assignment.getType().equals("assignment_expression")) {
                return;
            }
            TSNode left = field(assignment, "left");
            TSNode value = field(assignment, "right");
            String target = left == null ? "" : tree.signature(left);
            if (value == null || !(target.startsWith("module.exports") || target.startsWith("exports."))) {
                return;
            }
            if (value.getType().equals("object")) {
                out.add(new Decl(target, target, doc(outer), true, true, objectMembers(value)));
            } else if (FUNCTIONS.contains(value.getType())) {
                out.add(Decl.member(target, upTo(outer, field(value, "body")), doc(outer), true));
            } else {
                if (value.getType().equals("identifier")) {
                    exportedNames.add(tree.text(value));
                }
                out.add(Decl.member(target, valued("", statement, value), doc(outer), true));
            }
        }

        /** Members of an exported object literal: methods, function-valued properties, other properties, shorthand names. */
        private List<Decl> objectMembers(TSNode object) {
            var out = new ArrayList<Decl>();
            for (TSNode m : children(object)) {
                switch (m.getType()) {
                    case "shorthand_property_identifier" -> {
                        String name = tree.text(m);
                        exportedNames.add(name);
                        out.add(Decl.member(name, name, doc(m), true));
                    }
                    case "method_definition" -> out.add(Decl.member(tree.text(field(m, "name")), upTo(m, field(m, "body")), doc(m), true));
                    case "pair" -> {
                        TSNode value = field(m, "value");
                        String name = tree.text(field(m, "key"));
                        boolean function = value != null && FUNCTIONS.contains(value.getType());
                        out.add(Decl.member(name, function ? upTo(m, field(value, "body")) : valued("", m, value), doc(m), true));
                    }
                    default -> {
                    }
                }
            }
            return out;
        }

        private List<Decl> classMembers(TSNode body) {
            var out = new ArrayList<Decl>();
            for (TSNode m : children(body)) {
                TSNode nameNode = field(m, "name") != null ? field(m, "name") : field(m, "property");
                String name = nameNode == null ? null : tree.text(nameNode);
                boolean api = !(name != null && name.startsWith("#")
                        || children(m, "accessibility_modifier").stream().anyMatch(a -> tree.text(a).equals("private")));
                switch (m.getType()) {
                    case "method_definition" -> out.add(Decl.member(name, upTo(m, field(m, "body")), doc(m), api));
                    case "method_signature", "abstract_method_signature", "index_signature" ->
                            out.add(Decl.member(name, Text.clip(stripSemicolon(tree.signature(m)), MAX_TYPE_ALIAS), doc(m), api));
                    case "public_field_definition", "field_definition" -> {
                        TSNode value = field(m, "value");
                        boolean function = value != null && FUNCTIONS.contains(value.getType());
                        out.add(Decl.member(name, function ? upTo(m, field(value, "body")) : valued("", m, value), doc(m), api));
                    }
                    default -> {
                    }
                }
            }
            return out;
        }

        private List<Decl> interfaceMembers(TSNode body) {
            var out = new ArrayList<Decl>();
            for (TSNode m : children(body)) {
                if (!m.getType().equals("comment") && !m.isError()) {
                    String name = field(m, "name") == null ? null : tree.text(field(m, "name"));
                    out.add(Decl.member(name, Text.clip(stripSemicolon(tree.signature(m)), MAX_TYPE_ALIAS), doc(m), true));
                }
            }
            return out;
        }

        private List<String> enumNames(TSNode body) {
            var names = new ArrayList<String>();
            for (TSNode e : body == null ? List.<TSNode>of() : children(body)) {
                if (!e.getType().equals("comment")) {
                    names.add(tree.signature(e.getType().equals("enum_assignment") ? field(e, "name") : e));
                }
            }
            return names.size() <= MAX_ENUM_NAMES ? names
                    : List.of(String.join(", ", names.subList(0, MAX_ENUM_NAMES)), "… " + (names.size() - MAX_ENUM_NAMES) + " more");
        }

        private void esImport(TSNode s) {
            TSNode source = field(s, "source");
            TSNode require = children(s, "import_require_clause").stream().findFirst().orElse(null);
            if (require != null) { // import x = require('m')
                imports.add(new Import(unquote(field(require, "source")), tree.text(children(require, "identifier").stream().findFirst().orElse(null))));
                return;
            }
            if (source == null) {
                return;
            }
            String module = unquote(source);
            var names = new ArrayList<String>();
            for (TSNode clause : children(s, "import_clause")) {
                for (TSNode c : children(clause)) {
                    switch (c.getType()) {
                        case "identifier" -> names.add(tree.text(c));
                        case "namespace_import" -> names.add(tree.signature(c));
                        case "named_imports" -> children(c, "import_specifier").forEach(i -> names.add(tree.text(field(i, "name"))));
                        default -> {
                        }
                    }
                }
            }
            if (names.isEmpty()) {
                imports.add(new Import(module, null));
            }
            names.forEach(n -> imports.add(new Import(module, n)));
        }

        /** {@code head = value} when {@code whole} is one short line, else {@code head = …}; {@code head} alone without a value. */
        private String valued(String prefix, TSNode whole, TSNode value) {
            String all = prefix + stripSemicolon(tree.signature(whole));
            if (value == null) {
                return Text.clip(all, MAX_TYPE_ALIAS);
            }
            boolean oneLine = tree.text(whole).strip().indexOf('\n') < 0;
            if (oneLine && tree.signature(value).length() <= MAX_VALUE) {
                return Text.clip(all, MAX_TYPE_ALIAS);
            }
            String head = tree.signature(whole.getStartByte(), value.getStartByte()).replaceFirst("\\s*[=:]$", "");
            return Text.clip(prefix + head, MAX_TYPE_ALIAS) + " = …";
        }

        /** The signature from the start of {@code from} to the body, or the whole node when there is no body. */
        private String upTo(TSNode from, TSNode body) {
            return stripSemicolon(tree.signature(from.getStartByte(), body == null ? from.getEndByte() : body.getStartByte()));
        }

        private String unquote(TSNode string) {
            String s = tree.text(string);
            return s.length() >= 2 ? s.substring(1, s.length() - 1) : s;
        }

        private String doc(TSNode n) {
            List<TSNode> run = tree.commentsAbove(n);
            if (run.size() != 1) {
                return null;
            }
            String c = tree.text(run.get(0));
            return c.startsWith("/**") && c.length() >= 5 ? DocText.fromBlockComment(c.substring(3, c.length() - 2)) : null;
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
