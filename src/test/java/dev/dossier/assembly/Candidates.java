package dev.dossier.assembly;

import dev.dossier.budget.Severity;
import dev.dossier.source.Sop;
import dev.dossier.source.SopChunk;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Synthetic candidates for packer tests. */
final class Candidates {

    private Candidates() {
    }

    /** An SOP with {@code chunks} chunks of about {@code words} words each, all with the given relevance. */
    static SopCandidate sop(String id, Severity severity, int chunks, int words, double relevance) {
        var sop = new Sop(id, "Title of " + id, "sops/" + id + ".md", severity, List.of("*.java"), "Summary of " + id + ".",
                List.of("Requirement one of " + id), chunks, Map.of());
        var list = new ArrayList<ScoredChunk>();
        for (int i = 1; i <= chunks; i++) {
            String text = ("Sentence " + i + " of " + id + " explains the rule in detail. ").repeat(Math.max(1, words / 9));
            list.add(new ScoredChunk(new SopChunk(id + "#" + i, id, i, chunks, "Section " + i, text), relevance));
        }
        return new SopCandidate(sop, list, List.of("src/A.java"));
    }

    static ExtraCandidate decision(String id, String text) {
        return new ExtraCandidate(id, Section.DECISION, List.of(new ExtraCandidate.Rendering(Level.FULL, "- Decision " + id + ": " + text)),
                1, 1, List.of());
    }

    static ExtraCandidate convention(String id, double confidence, double relevance, int words) {
        return new ExtraCandidate(id, Section.CONVENTION,
                List.of(new ExtraCandidate.Rendering(Level.FULL, "- Convention " + id + ": " + "always do the thing well ".repeat(Math.max(1, words / 5)))),
                relevance, confidence, List.of("review-1"));
    }

    static ExtraCandidate summary(String id, int detailedWords, int summaryWords) {
        return new ExtraCandidate(id, Section.FILE_SUMMARY, List.of(
                new ExtraCandidate.Rendering(Level.DETAILED, "### " + id + "\n" + "public void method(int a, String b); ".repeat(Math.max(1, detailedWords / 5))),
                new ExtraCandidate.Rendering(Level.SUMMARY, "### " + id + "\n" + "class Foo with methods. ".repeat(Math.max(1, summaryWords / 4))),
                new ExtraCandidate.Rendering(Level.STUB, "### " + id + " (java, 120 lines)")), 0.5, 1, List.of());
    }
}
