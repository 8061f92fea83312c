package dev.dossier.knowledge;

import dev.dossier.assembly.Level;
import java.util.Objects;

/**
 * The reduced levels of one knowledge document, each within its cap counted by the tokenizer it was made for.
 * The full level is the cleaned text itself ({@link KnowledgeSummarizer#clean(String)}).
 *
 * @param detailed structure kept (headings, requirement lines, first sentences, code signatures and commands)
 * @param summary  extractive, query-aware sentence selection
 * @param stub     title, metadata line, first sentence
 * @param version  {@link KnowledgeSummarizer#version()} of the summarizer that made them
 */
public record Summaries(String detailed, String summary, String stub, String version) {

    public Summaries {
        Objects.requireNonNull(detailed, "detailed");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(stub, "stub");
        Objects.requireNonNull(version, "version");
    }

    /** The text of a reduced level; an IllegalArgumentException for any other level. */
    public String text(Level level) {
        return switch (level) {
            case DETAILED -> detailed;
            case SUMMARY -> summary;
            case STUB -> stub;
            default -> throw new IllegalArgumentException("Summaries hold detailed, summary and stub, not " + level.label());
        };
    }

    /** The same levels with another summary (e.g. the one for this request's query). */
    public Summaries withSummary(String querySummary) {
        return new Summaries(detailed, querySummary, stub, version);
    }
}
