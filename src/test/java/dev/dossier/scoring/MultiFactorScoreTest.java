package dev.dossier.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dossier.knowledge.Docs;
import dev.dossier.knowledge.KnowledgeCandidate;
import dev.dossier.knowledge.KnowledgePolicies;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The multi-factor score: weights and thresholds from policy data, decay, mentions, depth, source weights, ties. */
class MultiFactorScoreTest {

    private static final Instant NOW = Instant.parse("2025-03-01T12:00:00Z");
    private final MultiFactorScore score = new MultiFactorScore(KnowledgePolicies.packaged().scoring(), NOW);

    private static KnowledgeCandidate doc(String id, String path, String type, Instant modified, double alignment, Integer depth) {
        return new KnowledgeCandidate(id, "Title " + id, path, type, "Text of " + id + ".", modified, alignment, depth);
    }

    private static Mentions none() {
        return Mentions.in(List.of());
    }

    @Test
    void theSeedWeightsWithUnknownFactorsLeftOut() {
        // alignment 1, modified now, no mention, unknown depth, documentation (0.7): (0.4 + 0.2 + 0 + 0.07) / 0.9
        var s = score.score(doc("a", "docs/guide.md", "markdown", NOW, 1.0, null), none());
        assertThat(s.recency()).isEqualTo(1.0);
        assertThat(s.dependency()).isNull();
        assertThat(s.fileClass()).isEqualTo("documentation");
        assertThat(s.base()).isCloseTo(0.67 / 0.9, within(1e-9));
        assertThat(s.tier()).isEqualTo(KnowledgeTier.PRIMARY);

        // every factor known: depth 1 of max 3 gives 2/3; the weights sum to 1
        var all = score.score(doc("b", "src/auth/Login.java", "markdown", NOW.minus(Duration.ofDays(7)), 0.5, 1), none());
        assertThat(all.fileClass()).isEqualTo("source_code");
        assertThat(all.base()).isCloseTo(0.4 * 0.5 + 0.2 * 0.5 + 0.2 * 0 + 0.1 * (2.0 / 3) + 0.1 * 1.0, within(1e-9));

        // neither date nor depth: only alignment, mentions and file type count
        var bare = score.score(doc("c", null, "lab", null, 0.6, null), none());
        assertThat(bare.recency()).isNull();
        assertThat(bare.base()).isCloseTo((0.4 * 0.6 + 0.1 * 0.7) / 0.7, within(1e-9));
    }

    @Test
    void recencyHalvesEveryHalfLife() {
        assertThat(score.recency(NOW)).isEqualTo(1.0);
        assertThat(score.recency(NOW.minus(Duration.ofDays(7)))).isCloseTo(0.5, within(1e-12));
        assertThat(score.recency(NOW.minus(Duration.ofDays(14)))).isCloseTo(0.25, within(1e-12));
        assertThat(score.recency(NOW.minus(Duration.ofHours(84)))).isCloseTo(Math.sqrt(0.5), within(1e-12));
        assertThat(score.recency(NOW.plus(Duration.ofDays(3)))).as("a future time counts as now").isEqualTo(1.0);
        assertThat(score.recency(null)).isNull();
    }

    @Test
    void mentionsInQueryAndHistoryRaiseDensityAndMakeDepthZero() {
        var m = Mentions.in(List.of("Compare @docs/guide.md with @T1059.", "see @guide.md, and mail me at me@docs/guide.md", "@docs/ and @t1059"));
        assertThat(m.all()).containsExactly("docs/guide.md", "T1059", "guide.md", "docs/", "t1059");
        assertThat(m.count("guide", "docs/guide.md")).as("full path, tail at a slash, folder").isEqualTo(3);
        assertThat(m.count("T1059", null)).as("ids are case-insensitive").isEqualTo(2);
        assertThat(m.count("x", "olddocs/guide.md.bak")).isZero();

        var s = score.score(doc("guide", "docs/guide.md", "markdown", null, 0.0, 3), m);
        assertThat(s.mentions()).isEqualTo(3);
        assertThat(s.mentionDensity()).isEqualTo(1.0);
        assertThat(s.depth()).as("a mentioned item is at depth 0").isZero();
        assertThat(s.dependency()).isEqualTo(1.0);

        var one = score.score(doc("guide", "docs/guide.md", "markdown", null, 0.0, null), Mentions.in(List.of("@docs/guide.md")));
        assertThat(one.mentionDensity()).isCloseTo(1.0 / 3, within(1e-12));
    }

    @Test
    void dependencyDepthFallsToZeroAtMaxDepth() {
        assertThat(score.score(doc("a", null, "markdown", null, 0, 0), none()).dependency()).isEqualTo(1.0);
        assertThat(score.score(doc("a", null, "markdown", null, 0, 2), none()).dependency()).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(score.score(doc("a", null, "markdown", null, 0, 3), none()).dependency()).isZero();
        assertThat(score.score(doc("a", null, "markdown", null, 0, 9), none()).dependency()).isZero();
    }

    @Test
    void sourceWeightsMultiplyTheBaseAndTheScoreIsClamped() {
        var md = score.score(doc("md", null, "markdown", null, 0.8, null), none());
        var attack = score.score(doc("t", null, "attack", null, 0.8, null), none());
        var man = score.score(doc("m", null, "man", null, 0.8, null), none());
        var lab = score.score(doc("l", null, "lab", null, 0.8, null), none());
        var other = score.score(doc("o", null, "spreadsheet", null, 0.8, null), none());
        assertThat(md.base()).isEqualTo(attack.base());
        assertThat(attack.weighted()).isCloseTo(1.5 * md.base(), within(1e-12));
        assertThat(lab.weighted()).isCloseTo(1.3 * md.base(), within(1e-12));
        assertThat(man.weighted()).isCloseTo(1.2 * md.base(), within(1e-12));
        assertThat(other.sourceWeight()).isEqualTo(1.0);
        assertThat(md.tier()).isEqualTo(KnowledgeTier.SUPPORTING);
        assertThat(attack.tier()).isEqualTo(KnowledgeTier.PRIMARY);

        var strong = score.score(doc("s", null, "attack", NOW, 1.0, 0), none());
        assertThat(strong.weighted()).isGreaterThan(1.0);
        assertThat(strong.score()).isEqualTo(1.0);
    }

    @Test
    void thresholdsDecideTheTier() {
        assertThat(score.tier(0.7)).isEqualTo(KnowledgeTier.PRIMARY);
        assertThat(score.tier(0.6999)).isEqualTo(KnowledgeTier.SUPPORTING);
        assertThat(score.tier(0.5)).isEqualTo(KnowledgeTier.SUPPORTING);
        assertThat(score.tier(0.4999)).isEqualTo(KnowledgeTier.REFERENCE);
        assertThat(score.tier(0.3)).isEqualTo(KnowledgeTier.REFERENCE);
        assertThat(score.tier(0.2999)).isEqualTo(KnowledgeTier.EXCLUDED);
    }

    @Test
    void tiesAreBrokenByRecencyThenSourceTypeThenId() {
        var list = new ArrayList<MultiFactorScore.Scored>();
        list.add(scored("old-md", 0.8, 0.25, 1.0));
        list.add(scored("unknown-date", 0.8, null, 1.5));
        list.add(scored("new-md", 0.8, 0.9, 1.0));
        list.add(scored("new-man", 0.8, 0.9, 1.2));
        list.add(scored("b-new-man", 0.8, 0.9, 1.2));
        list.add(scored("best", 0.9, 0.1, 1.0));
        list.sort(MultiFactorScore.ranking());
        assertThat(list).extracting(s -> s.candidate().id())
                .containsExactly("best", "b-new-man", "new-man", "new-md", "old-md", "unknown-date");
    }

    private static MultiFactorScore.Scored scored(String id, double weighted, Double recency, double sourceWeight) {
        var c = doc(id, null, "markdown", null, 0.5, null);
        return new MultiFactorScore.Scored(c, new ItemScore(0.5, recency, 0, 0, null, null, "documentation", 0.7, sourceWeight,
                weighted / sourceWeight, weighted, Math.min(1, weighted), KnowledgeTier.PRIMARY));
    }

    @Test
    void weightsAndThresholdsComeFromThePolicyFile(@TempDir Path dir) throws IOException {
        String yaml = Docs.read(Path.of("src/main/resources/dossier/knowledge.yaml"))
                .replace("weights: {task_alignment: 0.4, recency: 0.2, mention_density: 0.2, dependency_depth: 0.1, file_type: 0.1}",
                        "weights: {task_alignment: 1.0, recency: 0, mention_density: 0, dependency_depth: 0, file_type: 0}")
                .replace("thresholds: {include: 0.3, supporting: 0.5, primary: 0.7}", "thresholds: {include: 0.1, supporting: 0.2, primary: 0.95}")
                .replace("attack: 1.5", "attack: 2.0");
        Files.writeString(dir.resolve("knowledge.yaml"), yaml);
        var custom = new MultiFactorScore(KnowledgePolicies.load(dir).scoring(), NOW);
        var s = custom.score(doc("t", "x.md", "attack", NOW, 0.4, 0), none());
        assertThat(s.base()).isCloseTo(0.4, within(1e-12));
        assertThat(s.weighted()).isCloseTo(0.8, within(1e-12));
        assertThat(s.tier()).isEqualTo(KnowledgeTier.SUPPORTING);
        assertThat(custom.tier(0.15)).isEqualTo(KnowledgeTier.REFERENCE);
    }

    @Test
    void fileClasses() {
        assertThat(FileTypes.classify("markdown", "src/test/java/a/FooTest.java")).isEqualTo("test_code");
        assertThat(FileTypes.classify("markdown", "web/app.spec.ts")).isEqualTo("test_code");
        assertThat(FileTypes.classify("sop", "sources/sops/logging.md")).isEqualTo("requirements");
        assertThat(FileTypes.classify("markdown", ".aiwg/requirements/UC-003.md")).isEqualTo("requirements");
        assertThat(FileTypes.classify("markdown", "src/main/go/server.go")).isEqualTo("source_code");
        assertThat(FileTypes.classify("markdown", "deploy/values.yaml")).isEqualTo("config");
        assertThat(FileTypes.classify("attack", "attack/enterprise-attack.json")).isEqualTo("documentation");
        assertThat(FileTypes.classify("man", null)).isEqualTo("documentation");
    }
}
