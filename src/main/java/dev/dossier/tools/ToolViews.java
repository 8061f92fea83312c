package dev.dossier.tools;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a search embeds of one tool of a catalog: its body (the name in words, the description's sentences and the
 * parameters, without the catalog's boilerplate) and its lead (the name in words and the first sentence that is not
 * boilerplate). Boilerplate is what {@code boilerplateTools} tools or more of the catalog share: a sentence (case and
 * spacing aside: "OAuth app tokens ... need the `repo` scope to use this endpoint.") or a parameter with its
 * description ("owner (The account owner of the repository...)", kept as its name). It says nothing of what one tool
 * does, and in a long description it outweighs what does. A view depends on the whole catalog: a put computes them all.
 */
public record ToolViews(String body, String lead) {

    /** The views of each tool of a catalog, in order. */
    public static List<ToolViews> of(List<ToolSpec> catalog, int boilerplateTools) {
        var sentences = new ArrayList<List<String>>(catalog.size());
        Map<String, Integer> shared = new HashMap<>();
        for (ToolSpec spec : catalog) {
            var s = ToolText.sentences(ToolText.clean(spec.description()));
            sentences.add(s);
            s.stream().map(ToolText::key).distinct().forEach(k -> shared.merge(k, 1, Integer::sum));
            spec.parameters().stream().distinct().forEach(p -> shared.merge(PARAMETER + p, 1, Integer::sum));
        }
        var out = new ArrayList<ToolViews>(catalog.size());
        for (int i = 0; i < catalog.size(); i++) {
            ToolSpec spec = catalog.get(i);
            var own = sentences.get(i).stream().filter(s -> shared.get(ToolText.key(s)) < boilerplateTools).toList();
            var parameters = spec.parameters().stream().map(p -> shared.get(PARAMETER + p) < boilerplateTools ? p : nameOf(p)).toList();
            String name = ToolText.words(spec.name()) + ": ";
            String body = (name + String.join(" ", own)).strip() + (parameters.isEmpty() ? "" : " Parameters: " + String.join("; ", parameters));
            out.add(new ToolViews(body.strip(), (name + (own.isEmpty() ? "" : ToolText.lead(own.get(0)))).strip()));
        }
        return out;
    }

    private static final String PARAMETER = "\u0000parameter ";

    /** "owner" of "owner (The account owner...)", as {@link ToolSpec#parameters(Map)} writes a parameter. */
    private static String nameOf(String parameter) {
        int open = parameter.indexOf(" (");
        return open < 0 ? parameter : parameter.substring(0, open);
    }
}
