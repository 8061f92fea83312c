package dev.dossier.code;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The code examples of a rule's markdown, each with its polarity: the cue of the last paragraph before it
 * (a heading or a paragraph without a cue resets it to neutral), refined line by line by comment-only cue lines
 * inside the block ({@code # bad} ... {@code # good}). A block without a language in its info string takes
 * {@code fallback} (the language of the files the rule applies to).
 */
public final class ExampleReader {

    private static final Parser PARSER = Parser.builder().build();

    private final PolarityCues cues;

    public ExampleReader(PolarityCues cues) {
        this.cues = cues;
    }

    public List<CodeExample> read(String markdown, Optional<Grammar> fallback) {
        var out = new ArrayList<CodeExample>();
        Polarity current = Polarity.NEUTRAL;
        for (Node node : PARSER.parse(markdown).getDescendants()) {
            if (node instanceof Heading h) {
                current = cues.of(h.getText().toString());
            } else if (node instanceof Paragraph p && !(p.getParent() instanceof com.vladsch.flexmark.ast.ListItem)) {
                current = cues.of(p.getChars().toString());
            } else if (node instanceof FencedCodeBlock block) {
                String info = block.getInfo().toString();
                Optional<Grammar> grammar = info.isBlank() ? fallback : Grammar.forFence(info);
                if (!info.isBlank() && grammar.isEmpty()) {
                    continue;
                }
                split(block.getContentChars().toString(), grammar, current, out);
            }
        }
        return out;
    }

    /** One example per run of lines between comment-only cue lines. */
    private void split(String code, Optional<Grammar> grammar, Polarity polarity, List<CodeExample> out) {
        var part = new StringBuilder();
        Polarity p = polarity;
        // a block's content ends with its last line break: no empty line after it (else every example would end in two)
        String body = code.endsWith("\n") ? code.substring(0, code.length() - 1) : code;
        for (String line : body.split("\n", -1)) {
            Polarity cue = cues.ofCommentLine(line);
            if (cue != Polarity.NEUTRAL) {
                add(part, grammar, p, out);
                part.setLength(0);
                p = cue;
                continue;
            }
            part.append(line).append('\n');
        }
        add(part, grammar, p, out);
    }

    private static void add(StringBuilder code, Optional<Grammar> grammar, Polarity polarity, List<CodeExample> out) {
        if (!code.toString().isBlank()) {
            out.add(new CodeExample(grammar, polarity, code.toString()));
        }
    }
}
