package dev.dossier.code;

import java.util.Set;

/**
 * What a piece of code is made of, as strings a rule's examples can share with a file: node kinds
 * ({@code k:declaration}), parent and child kinds ({@code p:call_expression>arguments}), the text and the shape of
 * names and literals ({@code t:function_name=rgba}, {@code s:float_value=.9}), and the layout between adjacent
 * tokens ({@code g:}|n|comment}: a closing brace, one line break, a comment). Shapes map letters to {@code A}/{@code a}
 * and digits to {@code 9}, so {@code #FFF} and {@code #fff} differ and {@code #abc} and {@code #def} do not.
 *
 * @param features distinct construct strings
 * @param parsed   whether a tree-sitter grammar read the code (else the generic {@link Lexer} did)
 */
public record Constructs(Set<String> features, boolean parsed) {

    public static final Constructs NONE = new Constructs(Set.of(), false);

    public Constructs {
        features = Set.copyOf(features);
    }
}
