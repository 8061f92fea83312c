package dev.dossier.filesummary;

import static dev.dossier.filesummary.SyntaxTree.children;
import static dev.dossier.filesummary.SyntaxTree.field;

import dev.dossier.filesummary.Outline.Decl;
import dev.dossier.filesummary.Outline.Import;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.treesitter.TSNode;
import org.treesitter.TreeSitterPython;

/**
 * Python through the tree-sitter Python grammar: module docstring, imports, classes and functions
 * ({@code def}, {@code async def}) with their decorators, parameters and docstrings, class attributes and public
 * module attributes. Statements inside {@code if}, {@code try}, {@code with} and loops count as the level they
 * are written at; function bodies are skipped whole, including functions nested in them. Public means no
 * leading underscore; {@code __init__} counts as public.
 */
final class PythonExtractor implements Extractor {

    private static final int MAX_DECORATOR = 60;
    private static final int MAX_VALUE = 60;

    @Override
    public Optional<Outline> extract(String fileName, String text) {
        String stem = fileName.endsWith(".py") || fileName.endsWith(".pyi") ? fileName.substring(0, fileName.lastIndexOf('.')) : fileName;
        String header = stem.equals("__init__") ? "package" : "module " + stem;
        return SyntaxTree.parse(TreeSitterPython::new, text, tree -> new Walk(tree).outline(header));
    }

    private static final class Walk {
        private final SyntaxTree tree;
        private final List<Import> imports = new ArrayList<>();

        Walk(SyntaxTree tree) {
            this.tree = tree;
        }

        Outline outline(String header) {
            var decls = new ArrayList<Decl>();
            statements(tree.root(), false, decls);
            return new Outline(header, docstring(tree.root()), imports, ".", "#", decls);
        }

        /** The declarations among the statements of {@code block}, at module level or in a class body. */
        private void statements(TSNode block, boolean inClass, List<Decl> out) {
            for (TSNode s : children(block)) {
                switch (s.getType()) {
                    case "function_definition", "class_definition" -> out.add(definition(s, s, List.of()));
                    case "decorated_definition" -> {
                        TSNode def = field(s, "definition");
                        if (def != null) {
                            out.add(definition(s, def, children(s, "decorator")));
                        }
                    }
                    case "import_statement", "import_from_statement", "future_import_statement" -> {
                        if (!inClass) {
                            imports(s);
                        }
                    }
                    case "expression_statement" -> {
                        List<TSNode> inner = children(s);
                        if (inner.size() == 1 && inner.get(0).getType().equals("assignment")) {
                            attribute(inner.get(0), inClass, out);
                        }
                    }
                    default -> nested(s, inClass, out);
                }
            }
        }

        /** The blocks of an {@code if}, {@code try}, {@code with} or loop, and of their clauses ({@code else}, {@code except}...). */
        private void nested(TSNode compound, boolean inClass, List<Decl> out) {
            for (TSNode c : children(compound)) {
                if (c.getType().equals("block")) {
                    statements(c, inClass, out);
                } else if (c.getType().endsWith("_clause")) {
                    nested(c, inClass, out);
                }
            }
        }

        private Decl definition(TSNode whole, TSNode def, List<TSNode> decorators) {
            boolean function = def.getType().equals("function_definition");
            String name = tree.text(field(def, "name"));
            int end = headerEnd(def, function ? List.of("return_type", "parameters", "type_parameters", "name")
                    : List.of("superclasses", "type_parameters", "name"));
            var prefix = new StringBuilder();
            for (TSNode d : decorators) {
                prefix.append(Text.clip(tree.signature(d), MAX_DECORATOR)).append(' ');
            }
            String signature = prefix + tree.signature(def.getStartByte(), end);
            TSNode body = field(def, "body");
            var members = new ArrayList<Decl>();
            if (!function && body != null) {
                statements(body, true, members);
            }
            boolean api = !name.startsWith("_") || name.equals("__init__");
            return new Decl(name, signature, body == null ? null : docstring(body), api, !function, members);
        }

        /** End of a definition's header: the end of the last of {@code fields} that is present. */
        private static int headerEnd(TSNode def, List<String> fields) {
            for (String f : fields) {
                TSNode n = field(def, f);
                if (n != null) {
                    return n.getEndByte();
                }
            }
            return def.getEndByte();
        }

        /** First sentence of the docstring that opens {@code block}, or {@code null}. */
        private String docstring(TSNode block) {
            TSNode first = block.getNamedChildCount() == 0 ? null : children(block).stream()
                    .filter(c -> !c.getType().equals("comment")).findFirst().orElse(null);
            if (first == null || !first.getType().equals("expression_statement") || first.getNamedChildCount() != 1) {
                return null;
            }
            TSNode string = first.getNamedChild(0);
            if (!string.getType().equals("string")) {
                return null;
            }
            List<TSNode> start = children(string, "string_start");
            List<TSNode> end = children(string, "string_end");
            if (start.isEmpty() || end.isEmpty()) {
                return null;
            }
            return DocText.fromDocstring(tree.raw(start.get(0).getEndByte(), end.get(0).getStartByte()));
        }

        private void imports(TSNode s) {
            TSNode from = field(s, "module_name");
            String module = s.getType().equals("future_import_statement") ? "__future__" : from == null ? null : tree.text(from);
            for (int i = 0; i < s.getChildCount(); i++) {
                TSNode c = s.getChild(i);
                if (c.getType().equals("wildcard_import")) {
                    imports.add(new Import(module, "*"));
                } else if ("name".equals(s.getFieldNameForChild(i))) {
                    TSNode dotted = c.getType().equals("aliased_import") ? field(c, "name") : c;
                    String name = tree.text(dotted);
                    imports.add(module == null ? new Import(name, null) : new Import(module, name));
                }
            }
        }

        private void attribute(TSNode assignment, boolean inClass, List<Decl> out) {
            TSNode left = field(assignment, "left");
            TSNode type = field(assignment, "type");
            TSNode right = field(assignment, "right");
            if (left == null || !left.getType().equals("identifier") || type == null && right == null) {
                return;
            }
            String name = tree.text(left);
            boolean isPrivate = name.startsWith("_") && !(name.startsWith("__") && name.endsWith("__"));
            if (!inClass && isPrivate) {
                return;
            }
            String signature = tree.signature(assignment);
            if (right != null) {
                String value = tree.signature(right);
                if (tree.text(assignment).indexOf('\n') >= 0 || value.length() > MAX_VALUE) {
                    signature = tree.signature(assignment.getStartByte(), (type == null ? left : type).getEndByte()) + " = …";
                }
            }
            out.add(Decl.member(name, signature, null, !isPrivate));
        }
    }
}
