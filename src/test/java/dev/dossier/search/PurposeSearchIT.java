package dev.dossier.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.graph.GraphProbe;
import dev.dossier.relevance.HybridScorer;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.SourceTrees;
import dev.dossier.testing.TestDossier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fourth retrieval (ADR 0003, "Search retrieval"): a page whose chunks are long flag and error texts that neither
 * share the question's words nor sit near its embedding, but whose NAME line says what the question asks for, is
 * found through its purpose vector, on the real embedded Neo4j and the real model.
 */
class PurposeSearchIT {

    /** Worded with none of memguard(2)'s words; its NAME line answers it, its chunks (flags, errors, notes) do not. */
    static final String QUESTION = "forbid writes to a range of addresses";

    private static Dossier dossier;

    /** A system call page: NAME line, then only flag, error and note paragraphs that avoid the question's words. */
    static final String MEMGUARD = """
            .TH memguard 2 2024-01-01 "Test pages"
            .SH NAME
            memguard \\- set protection on a region of memory
            .SH SYNOPSIS
            .nf
            .B #include <sys/memguard.h>
            .PP
            .BI "int memguard(void *" start ", size_t " len ", int " flags );
            .fi
            .SH DESCRIPTION
            .TP
            .B GUARD_NONE
            No access at all is permitted to the pages; any access raises the signal described below.
            .TP
            .B GUARD_EXEC
            The pages may be executed. On some architectures this also permits loads.
            .TP
            .B GUARD_GROWSDOWN
            Apply the change down to the beginning of a mapping that grows downward, such as a stack segment.
            .SH ERRORS
            .TP
            .B EACCES
            The caller lacks the permission the flags ask for, for example on a mapping of a file opened without it.
            .TP
            .B EINVAL
            start is not a multiple of the system page size, or flags combine GUARD_GROWSDOWN with a mapping that does not grow.
            .TP
            .B ENOMEM
            Internal kernel structures could not be allocated, or the call would split a mapping past the process limit.
            .SH NOTES
            On Linux it is always permitted to call memguard on any part of the process's virtual memory except the kernel
            vsyscall area. The kernel rounds len up to the next multiple of the page size. Whether GUARD_EXEC without
            other flags is honoured depends on the processor; on older x86 processors it is not.
            """;

    /** Pages whose text is about blocking writes to byte ranges of files: near the question by their words and chunks. */
    static String distractor(String name, String summary, String body) {
        return ".TH " + name + " 1 2024-01-01 \"Test pages\"\n.SH NAME\n" + name + " \\- " + summary + "\n.SH DESCRIPTION\n" + body + "\n";
    }

    @BeforeAll
    static void ingest() throws Exception {
        dossier = TestDossier.fresh();
        Path dir = Files.createTempDirectory("dossier-purpose-");
        SourceTrees.copy(SourceTrees.MAN, dir.resolve("man"));
        SopFiles.write(dir, "man/man2/memguard.2", MEMGUARD);
        SopFiles.write(dir, "man/man1/spoolctl.1", distractor("spoolctl", "control the printer spool",
                "While a job prints, writes to its range of addresses in the spool are forbidden; a second writer waits. "
                        + "Use --release to end the lock early and --list to show which ranges are held."));
        SopFiles.write(dir, "man/man1/lockfile.1", distractor("lockfile", "list the holders of a lock file",
                "Each holder has a range of byte addresses it forbids other processes to write to. The list shows the holder's "
                        + "process, the first and last address of its range and whether writes or reads are forbidden."));
        SopFiles.write(dir, "sops/memory.md", SopFiles.sop("applies_to: \"*.c\"\nseverity: error", "Guard pages around buffers",
                "forbidding writes past a buffer with guard pages", 2));
        var ingested = dossier.ingest(List.of(dir), ProgressListener.none());
        assertThat(ingested.report().rejected()).isEmpty();
    }

    private static List<String> search(SearchPolicy.Lists lists, int k) {
        var policy = new SearchPolicy(50, 60, lists, new SearchPolicy.FieldBoosts(3, 2, 1, 0.5, 0.5, 1), new SearchPolicy.Expansion(0, 8, 0.3));
        var search = new DocumentSearch(dossier.container().getBean(SearchIndex.class), dossier.container().getBean(HybridScorer.class), policy);
        return search.search(QUESTION, k, "man").stream().map(SearchHit::id).toList();
    }

    @Test
    void thePurposeVectorFindsAPageThatOnlyItsNameLineAnswers() {
        var index = dossier.container().getBean(SearchIndex.class);
        float[] q = dossier.container().getBean(HybridScorer.class).embedder().embed(List.of(QUESTION))[0];

        assertThat(index.nearest(q, 3, "man")).as("its chunks are not among the nearest").extracting(h -> h.documentId()).doesNotContain("man.memguard.2");
        assertThat(index.nearestPurposes(q, 1, "man")).as("its NAME line is the nearest purpose").extracting(RankedHit::documentId)
                .containsExactly("man.memguard.2");
        // through search (type filter, scoring): the purpose list alone puts it first, the chunk vectors alone do not
        assertThat(search(new SearchPolicy.Lists(0, 0, 0, 1), 1)).containsExactly("man.memguard.2");
        assertThat(search(new SearchPolicy.Lists(1, 0, 0, 0), 1)).doesNotContain("man.memguard.2");
    }

    @Test
    void thePurposeListKeepsTheTypeFilter() {
        float[] q = dossier.container().getBean(HybridScorer.class).embedder().embed(List.of(QUESTION))[0];
        var index = dossier.container().getBean(SearchIndex.class);
        assertThat(index.nearestPurposes(q, 3, "attack")).isEmpty();
        long pages = GraphProbe.count(dossier.graph(), "MATCH (d:Document:ManPage) RETURN count(d)");
        assertThat(index.nearestPurposes(q, 20, "man")).hasSize((int) pages).allSatisfy(h -> assertThat(h.documentId()).startsWith("man."));
        assertThat(index.nearestPurposes(q, 20, "sop")).extracting(RankedHit::documentId).containsExactly("sops.memory");
        assertThat(index.nearestPurposes(q, 20, null)).hasSize((int) GraphProbe.count(dossier.graph(), "MATCH (d:Document) RETURN count(d)"))
                .hasSizeGreaterThan((int) pages + 1);
    }
}
