package dev.dossier.filesummary;

import java.util.List;

/**
 * What an extractor found in one file, before rendering: the language-neutral outline that
 * {@link OutlineRenderer} turns into the detailed and summary texts.
 *
 * @param header        package or module line, e.g. {@code package dev.dossier.source}; {@code null} when none
 * @param doc           first sentence of the file's own doc comment (Go package doc, Python module docstring);
 *                      {@code null} when none
 * @param imports       imports in source order
 * @param importJoin    how a module and an imported name are joined for display: {@code "."} for Java and
 *                      Python ({@code java.util.{List, Map}}), {@code " "} for JavaScript ({@code ./utils {a, b}})
 * @param commentMarker line-comment marker used to show doc sentences: {@code //} or {@code #}
 * @param decls         top-level declarations in source order
 */
record Outline(String header, String doc, List<Import> imports, String importJoin, String commentMarker, List<Decl> decls) {

    Outline {
        imports = List.copyOf(imports);
        decls = List.copyOf(decls);
    }

    /**
     * One imported name.
     *
     * @param module the package, module or path imported from
     * @param name   the imported name, {@code *} for a wildcard, or {@code null} when the module itself is imported
     */
    record Import(String module, String name) {
    }

    /**
     * One declaration: a type, a function or method, or a field or constant.
     *
     * @param name      the declared name (used to match Go methods to their receiver type and exported names)
     * @param signature the declaration without body, on one line
     * @param doc       first sentence of its doc comment, or {@code null}
     * @param api       part of the file's public surface (public, exported); kept at the summary level
     * @param type      a type declaration (class, interface, struct, enum...), which may have members
     * @param members   nested declarations in source order
     */
    record Decl(String name, String signature, String doc, boolean api, boolean type, List<Decl> members) {

        Decl {
            members = List.copyOf(members);
        }

        static Decl member(String name, String signature, String doc, boolean api) {
            return new Decl(name, signature, doc, api, false, List.of());
        }

        Decl withMembers(List<Decl> newMembers) {
            return new Decl(name, signature, doc, api, type, newMembers);
        }

        Decl withApi(boolean newApi) {
            return new Decl(name, signature, doc, newApi, type, members);
        }
    }
}
