package dev.dossier.session;

import dev.dossier.compress.Compressed;
import dev.dossier.compress.Compressor;
import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The default summarizer, without an LLM: lines that carry a decision or requirement come first, then commands, then
 * lines with identifiers or numbers (each class in conversation order, each line once, never rewritten); what is left
 * of the cap goes to the sentences {@link Compressor#summarize} picks from the conversation.
 */
public final class ExtractiveHistorySummarizer implements HistorySummarizer {

    private static final Pattern DECISION = Pattern.compile(
            "(?i)\\b(decided|decision|decide|agreed|chose|chosen|will use|going with|must|shall|required|requirement|requires|constraint|never|always)\\b");
    private static final Pattern COMMAND = Pattern.compile("^\\s*([$>#]\\s|`[^`]+`|(git|mvn|npm|docker|kubectl|curl|make|dossier)\\s)");
    private static final Pattern IDENTIFIER = Pattern.compile(
            "\\b([A-Z]{2,}-\\d+|[a-z]+[A-Z]\\w*|\\w+_\\w+|\\w+\\.\\w+\\(|[a-f0-9]{7,40}\\b)|\\d");
    /** Text handed to the sentence picker at most (characters, the newest part): keeps a compression within milliseconds. */
    private static final int MAX_PROSE = 16_000;
    private static final int MAX_LINE = 400;

    @Override
    public String summarize(List<SessionItem> items, int maxTokens, TokenCounter counter) {
        var classes = List.<Set<String>>of(new LinkedHashSet<>(), new LinkedHashSet<>(), new LinkedHashSet<>());
        for (SessionItem item : items) {
            for (String raw : item.content().split("\n")) {
                String line = raw.strip();
                if (line.isEmpty() || line.length() > MAX_LINE || line.startsWith("[Summary of") || line.startsWith("[archived")) {
                    continue;
                }
                if (DECISION.matcher(line).find()) {
                    classes.get(0).add(line);
                } else if (COMMAND.matcher(line).find()) {
                    classes.get(1).add(line);
                } else if (IDENTIFIER.matcher(line).find()) {
                    classes.get(2).add(line);
                }
            }
        }
        var picked = new ArrayList<String>();
        int used = 0;
        for (Set<String> lines : classes) {
            for (String line : lines) {
                int t = counter.count(line) + 1;
                if (used + t <= maxTokens) {
                    picked.add(line);
                    used += t;
                }
            }
        }
        int left = maxTokens - used;
        if (left >= 20) {
            var prose = new StringBuilder();
            for (SessionItem item : items) {
                prose.append(item.content()).append("\n\n");
            }
            String text = prose.length() > MAX_PROSE ? prose.substring(prose.length() - MAX_PROSE) : prose.toString();
            Compressed c = new Compressor(counter).summarize(text, null, left - 1);
            for (String line : c.text().split("\n")) {
                String l = line.strip();
                if (!l.isEmpty() && !picked.contains(l)) {
                    int t = counter.count(l) + 1;
                    if (used + t <= maxTokens) {
                        picked.add(l);
                        used += t;
                    }
                }
            }
        }
        String out = String.join("\n", picked);
        while (!picked.isEmpty() && counter.count(out) > maxTokens) {
            picked.remove(picked.size() - 1);
            out = String.join("\n", picked);
        }
        return out;
    }
}
