package dev.dossier.filesummary;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Modifier;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.AnnotationDeclaration;
import com.github.javaparser.ast.body.AnnotationMemberDeclaration;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.CompactConstructorDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.nodeTypes.NodeWithJavadoc;
import com.github.javaparser.ast.type.ReferenceType;
import com.github.javaparser.ast.type.TypeParameter;
import com.github.javaparser.printer.DefaultPrettyPrinter;
import com.github.javaparser.printer.configuration.DefaultConfigurationOption;
import com.github.javaparser.printer.configuration.DefaultPrinterConfiguration;
import com.github.javaparser.printer.configuration.DefaultPrinterConfiguration.ConfigOption;
import dev.dossier.filesummary.Outline.Decl;
import dev.dossier.filesummary.Outline.Import;
import java.util.ArrayList;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Java through JavaParser at language level 21 (records, sealed types, text blocks, patterns). A file with a
 * syntax error yields no outline and the summarizer falls back to the stub, since a partial tree could
 * silently miss declarations. Complaints of the level-21 validators alone (a newer feature such as Java 22's
 * unnamed variable {@code _}) do not count: the tree is complete.
 */
final class JavaExtractor implements Extractor {

    private static final int MAX_ENUM_CONSTANTS = 30;
    private static final int MAX_ANNOTATION = 80;
    private static final int MAX_INITIALIZER = 60;

    @Override
    public Optional<Outline> extract(String fileName, String text) {
        var config = new ParserConfiguration()
                .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_21)
                .setAttributeComments(true);
        ParseResult<CompilationUnit> result = new JavaParser(config).parse(text);
        // Problems without a cause come from the language-level validators (e.g. Java 22's unnamed variable
        // '_' under level 21) on a complete tree; problems with a cause are syntax errors.
        boolean syntaxError = result.getProblems().stream().anyMatch(p -> p.getCause().isPresent());
        if (syntaxError || result.getResult().isEmpty()) {
            return Optional.empty();
        }
        CompilationUnit cu = result.getResult().get();
        var printer = new DefaultPrettyPrinter(new DefaultPrinterConfiguration()
                .removeOption(new DefaultConfigurationOption(ConfigOption.PRINT_COMMENTS))
                .removeOption(new DefaultConfigurationOption(ConfigOption.PRINT_JAVADOC)));
        return Optional.of(new Walk(printer).outline(cu));
    }

    /** One walk over a compilation unit; holds the printer used for types and annotations. */
    private record Walk(DefaultPrettyPrinter printer) {

        Outline outline(CompilationUnit cu) {
            String header = cu.getPackageDeclaration().map(p -> "package " + p.getNameAsString())
                    .orElse(cu.getModule().map(m -> "module " + m.getNameAsString()).orElse(null));
            var imports = new ArrayList<Import>();
            for (ImportDeclaration i : cu.getImports()) {
                String name = i.getNameAsString();
                if (i.isAsterisk()) {
                    imports.add(new Import((i.isStatic() ? "static " : "") + name, "*"));
                } else {
                    int dot = name.lastIndexOf('.');
                    String module = dot < 0 ? name : name.substring(0, dot);
                    imports.add(new Import((i.isStatic() ? "static " : "") + module, dot < 0 ? null : name.substring(dot + 1)));
                }
            }
            var decls = new ArrayList<Decl>();
            for (TypeDeclaration<?> t : cu.getTypes()) {
                decls.add(type(t, true, false));
            }
            return new Outline(header, null, imports, ".", "//", decls);
        }

        private Decl type(TypeDeclaration<?> t, boolean topLevel, boolean inInterface) {
            var sig = new StringBuilder(prefix(t.getAnnotations(), t.getModifiers()));
            boolean interfaceLike = t instanceof AnnotationDeclaration
                    || t instanceof ClassOrInterfaceDeclaration && ((ClassOrInterfaceDeclaration) t).isInterface();
            if (t instanceof ClassOrInterfaceDeclaration) {
                var c = (ClassOrInterfaceDeclaration) t;
                sig.append(c.isInterface() ? "interface " : "class ").append(c.getNameAsString()).append(typeParams(c.getTypeParameters()));
                sig.append(types(" extends ", c.getExtendedTypes()));
                sig.append(types(" implements ", c.getImplementedTypes()));
                sig.append(types(" permits ", c.getPermittedTypes()));
            } else if (t instanceof RecordDeclaration) {
                var r = (RecordDeclaration) t;
                sig.append("record ").append(r.getNameAsString()).append(typeParams(r.getTypeParameters()))
                        .append(params(r.getParameters())).append(types(" implements ", r.getImplementedTypes()));
            } else if (t instanceof EnumDeclaration) {
                var e = (EnumDeclaration) t;
                sig.append("enum ").append(e.getNameAsString()).append(types(" implements ", e.getImplementedTypes()));
                sig.append(" { ").append(constants(e.getEntries())).append(" }");
            } else if (t instanceof AnnotationDeclaration) {
                sig.append("@interface ").append(t.getNameAsString());
            } else {
                sig.append(t.getNameAsString());
            }
            var members = new ArrayList<Decl>();
            for (BodyDeclaration<?> m : t.getMembers()) {
                member(m, interfaceLike).ifPresent(members::add);
            }
            boolean api = topLevel || visible(t.getModifiers(), inInterface);
            return new Decl(t.getNameAsString(), sig.toString(), doc(t), api, true, members);
        }

        private Optional<Decl> member(BodyDeclaration<?> m, boolean inInterface) {
            if (m instanceof TypeDeclaration) {
                return Optional.of(type((TypeDeclaration<?>) m, false, inInterface));
            }
            if (m instanceof MethodDeclaration) {
                var d = (MethodDeclaration) m;
                String sig = prefix(d.getAnnotations(), d.getModifiers()) + typeParams(d.getTypeParameters()).stripLeading()
                        + (d.getTypeParameters().isEmpty() ? "" : " ") + print(d.getType()) + " " + d.getNameAsString()
                        + params(d.getParameters()) + throwsClause(d.getThrownExceptions());
                return Optional.of(Decl.member(d.getNameAsString(), sig, doc(d), visible(d.getModifiers(), inInterface)));
            }
            if (m instanceof ConstructorDeclaration) {
                var d = (ConstructorDeclaration) m;
                String sig = prefix(d.getAnnotations(), d.getModifiers()) + typeParams(d.getTypeParameters()).stripLeading()
                        + (d.getTypeParameters().isEmpty() ? "" : " ") + d.getNameAsString()
                        + params(d.getParameters()) + throwsClause(d.getThrownExceptions());
                return Optional.of(Decl.member(d.getNameAsString(), sig, doc(d), visible(d.getModifiers(), false)));
            }
            if (m instanceof CompactConstructorDeclaration) {
                var d = (CompactConstructorDeclaration) m;
                String sig = prefix(d.getAnnotations(), d.getModifiers()) + d.getNameAsString() + " (compact constructor)";
                return Optional.of(Decl.member(d.getNameAsString(), sig, doc(d), visible(d.getModifiers(), false)));
            }
            if (m instanceof FieldDeclaration) {
                var f = (FieldDeclaration) m;
                String vars = f.getVariables().stream().map(this::variable).collect(Collectors.joining(", "));
                String sig = prefix(f.getAnnotations(), f.getModifiers()) + print(f.getVariable(0).getType()) + " " + vars;
                return Optional.of(Decl.member(f.getVariable(0).getNameAsString(), sig, doc(f), visible(f.getModifiers(), inInterface)));
            }
            if (m instanceof AnnotationMemberDeclaration) {
                var a = (AnnotationMemberDeclaration) m;
                String sig = prefix(a.getAnnotations(), a.getModifiers()) + print(a.getType()) + " " + a.getNameAsString() + "()"
                        + a.getDefaultValue().map(v -> " default " + Text.clip(print(v), MAX_INITIALIZER)).orElse("");
                return Optional.of(Decl.member(a.getNameAsString(), sig, doc(a), true));
            }
            return Optional.empty(); // initializer blocks: implementation, not declarations
        }

        private String variable(VariableDeclarator v) {
            Optional<Expression> init = v.getInitializer();
            if (init.isPresent() && literal(init.get())) {
                String value = print(init.get());
                if (value.length() <= MAX_INITIALIZER && value.indexOf('\n') < 0) {
                    return v.getNameAsString() + " = " + value;
                }
            }
            return v.getNameAsString();
        }

        private static boolean literal(Expression e) {
            return e.isLiteralExpr() || e.isUnaryExpr() && e.asUnaryExpr().getExpression().isLiteralExpr();
        }

        /** Public or protected, or not private inside an interface or annotation (implicitly public). */
        private static boolean visible(NodeList<Modifier> modifiers, boolean inInterface) {
            boolean isPrivate = modifiers.stream().anyMatch(m -> m.getKeyword() == Modifier.Keyword.PRIVATE);
            if (inInterface) {
                return !isPrivate;
            }
            return modifiers.stream().anyMatch(m -> m.getKeyword() == Modifier.Keyword.PUBLIC || m.getKeyword() == Modifier.Keyword.PROTECTED);
        }

        private String prefix(NodeList<AnnotationExpr> annotations, NodeList<Modifier> modifiers) {
            var b = new StringBuilder();
            for (AnnotationExpr a : annotations) {
                String printed = Text.collapse(print(a));
                b.append(printed.length() <= MAX_ANNOTATION ? printed : "@" + a.getNameAsString() + "(…)").append(' ');
            }
            for (Modifier m : modifiers) {
                b.append(m.getKeyword().asString()).append(' ');
            }
            return b.toString();
        }

        private String typeParams(NodeList<TypeParameter> params) {
            if (params.isEmpty()) {
                return "";
            }
            return params.stream().map(this::print).collect(Collectors.joining(", ", "<", ">"));
        }

        private String types(String keyword, NodeList<? extends Node> types) {
            if (types.isEmpty()) {
                return "";
            }
            return types.stream().map(this::print).collect(Collectors.joining(", ", keyword, ""));
        }

        private String params(NodeList<Parameter> params) {
            return params.stream().map(p -> {
                var b = new StringBuilder();
                for (AnnotationExpr a : p.getAnnotations()) {
                    String printed = Text.collapse(print(a));
                    b.append(printed.length() <= MAX_ANNOTATION ? printed : "@" + a.getNameAsString() + "(…)").append(' ');
                }
                b.append(print(p.getType())).append(p.isVarArgs() ? "... " : " ").append(p.getNameAsString());
                return b.toString();
            }).collect(Collectors.joining(", ", "(", ")"));
        }

        private String throwsClause(NodeList<ReferenceType> thrown) {
            return thrown.isEmpty() ? "" : thrown.stream().map(this::print).collect(Collectors.joining(", ", " throws ", ""));
        }

        private String constants(NodeList<EnumConstantDeclaration> entries) {
            var names = entries.stream().map(EnumConstantDeclaration::getNameAsString).collect(Collectors.toList());
            if (names.size() <= MAX_ENUM_CONSTANTS) {
                return String.join(", ", names);
            }
            return String.join(", ", names.subList(0, MAX_ENUM_CONSTANTS)) + ", … " + (names.size() - MAX_ENUM_CONSTANTS) + " more";
        }

        private static String doc(NodeWithJavadoc<?> node) {
            return node.getJavadocComment().map(c -> DocText.fromBlockComment(c.getContent())).orElse(null);
        }

        private String print(Node node) {
            return Text.collapse(printer.print(node));
        }
    }
}
