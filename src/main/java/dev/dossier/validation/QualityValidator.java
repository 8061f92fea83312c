package dev.dossier.validation;

import dev.dossier.clash.ClashType;
import dev.dossier.clash.Clashes;
import dev.dossier.clash.Conflict;
import dev.dossier.guard.CheckResult;
import dev.dossier.guard.CheckedClaim;
import dev.dossier.guard.Decision;
import dev.dossier.guard.Guard;
import dev.dossier.guard.Verdict;
import dev.dossier.relevance.HybridScorer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Quality validation before content enters a context (issue 14 §3, seed 000 scenarios 1-7). Five metrics, each
 * computed only when the request gives what it needs:
 * <ul>
 *   <li>relevance: the calibrated hybrid score of ADR 0003 against the query, at least the primary threshold;</li>
 *   <li>freshness: 1 when the age is within the policy's maximum, else maximum / age;</li>
 *   <li>accuracy: the claim guard's claims the knowledge base can judge, a supported one counting its confidence, a
 *       contradicted one 0 and a suspicious one 1 - confidence, averaged;</li>
 *   <li>completeness: required fields present (not blank) / required;</li>
 *   <li>consistency: 1 unless the content clashes with an active statement of the project or the session (a
 *       duplicate is no clash), always computed.</li>
 * </ul>
 * The score is the mean of the metrics computed. The guard's block or quarantine decides first; any other failed
 * metric rejects. Nothing is written here: a write path holds, records and resolves.
 */
public final class QualityValidator {

    private final HybridScorer scorer;
    private final double relevanceThreshold;
    private final Guard guard;
    private final Clashes clashes;
    private final ValidationPolicy policy;
    private final Clock clock;

    public QualityValidator(HybridScorer scorer, double relevanceThreshold, Guard guard, Clashes clashes, ValidationPolicy policy, Clock clock) {
        this.scorer = scorer;
        this.relevanceThreshold = relevanceThreshold;
        this.guard = guard;
        this.clashes = clashes;
        this.policy = policy;
        this.clock = clock;
    }

    public ValidationPolicy policy() {
        return policy;
    }

    public Validation validate(ValidationRequest r) {
        Instant now = clock.instant();
        var metrics = new EnumMap<MetricName, Metric>(MetricName.class);
        metrics.put(MetricName.RELEVANCE, relevance(r));
        metrics.put(MetricName.FRESHNESS, freshness(r.timestamp(), now));
        CheckResult check = r.kb() == null ? null : guard.assess(r.kb(), r.content());
        metrics.put(MetricName.ACCURACY, accuracy(check, r.kb()));
        metrics.put(MetricName.COMPLETENESS, completeness(r));
        var conflicts = clashes.conflicts(r.project(), r.sessionId(), r.key(), r.content(), r.timestamp() == null ? now : r.timestamp());
        metrics.put(MetricName.CONSISTENCY, consistency(conflicts));
        double score = metrics.values().stream().filter(Metric::computed).mapToDouble(Metric::value).average().orElse(0);
        score = Math.round(score * 1000) / 1000.0;
        var failed = metrics.entrySet().stream().filter(e -> e.getValue().failed()).map(e -> e.getKey().label()).toList();
        ValidationDecision decision;
        String reason;
        if (check != null && check.decision() == Decision.BLOCK) {
            decision = ValidationDecision.BLOCK;
            reason = "factual inaccuracy: " + check.reason();
        } else if (check != null && check.decision() == Decision.QUARANTINE) {
            decision = ValidationDecision.QUARANTINE;
            reason = check.reason();
        } else if (!failed.isEmpty()) {
            decision = ValidationDecision.REJECT;
            reason = "failed: " + failed.stream().map(f -> f + " (" + metrics.get(MetricName.valueOf(f.toUpperCase(java.util.Locale.ROOT))).reason() + ")")
                    .collect(Collectors.joining("; "));
        } else {
            decision = ValidationDecision.ACCEPT;
            reason = "every metric computed passed (" + metrics.values().stream().filter(Metric::computed).count() + " of 5)";
        }
        return new Validation(decision, score, metrics, reason, check, conflicts);
    }

    private Metric relevance(ValidationRequest r) {
        if (r.query() == null || r.query().isBlank()) {
            return Metric.omitted(relevanceThreshold, "not computed: no query");
        }
        var e = scorer.evidence(r.query(), List.of(r.content())).get(0);
        return Metric.of(e.score(), relevanceThreshold, String.format(java.util.Locale.ROOT, "calibrated hybrid relevance to \"%s\" (cosine %.3f, query "
                + "terms covered %.2f)", shorten(r.query()), e.cosine(), e.coverage()));
    }

    private Metric freshness(Instant timestamp, Instant now) {
        long max = policy.freshness().maxAgeSeconds();
        if (timestamp == null) {
            return Metric.omitted(1, "not computed: no timestamp");
        }
        long age = Duration.between(timestamp, now).getSeconds();
        if (age < -policy.freshness().futureToleranceSeconds()) {
            return Metric.of(0, 1, "timestamp " + timestamp + " is " + (-age) + " s in the future");
        }
        age = Math.max(0, age);
        double value = age <= max ? 1 : (double) max / age;
        return Metric.of(value, 1, "age " + age + " s " + (age <= max ? "within" : "over") + " the maximum of " + max + " s");
    }

    private Metric accuracy(CheckResult check, String kb) {
        double t = policy.accuracyThreshold();
        if (check == null) {
            return Metric.omitted(t, "not computed: no knowledge base");
        }
        var judged = check.claims().stream().filter(c -> c.verdict() != Verdict.UNKNOWN).toList();
        if (judged.isEmpty()) {
            return Metric.omitted(t, "not computed: " + check.claims().size() + " claim(s) found, none the knowledge base '" + kb + "' can judge");
        }
        double sum = 0;
        for (CheckedClaim c : judged) {
            sum += switch (c.verdict()) {
                case SUPPORTED -> c.confidence();
                case SUSPICIOUS -> 1 - c.confidence();
                default -> 0;
            };
        }
        long supported = judged.stream().filter(c -> c.verdict() == Verdict.SUPPORTED).count();
        var wrong = judged.stream().filter(c -> c.verdict() == Verdict.CONTRADICTED).findFirst();
        return Metric.of(sum / judged.size(), t, supported + " of " + judged.size() + " claim(s) supported by '" + kb + "'"
                + wrong.map(c -> "; contradicted: " + c.subject() + " " + c.relation() + " " + c.object() + " (the KB holds: " + c.correctFact() + ")")
                .orElse(""));
    }

    private Metric completeness(ValidationRequest r) {
        double t = policy.completenessThreshold();
        if (r.requiredFields() == null || r.requiredFields().isEmpty()) {
            return Metric.omitted(t, "not computed: no required fields");
        }
        var fields = r.fields() == null ? java.util.Map.<String, String>of() : r.fields();
        var missing = new ArrayList<String>();
        for (String f : r.requiredFields()) {
            String v = fields.get(f);
            if (v == null || v.isBlank()) {
                missing.add(f);
            }
        }
        int n = r.requiredFields().size();
        return Metric.of((double) (n - missing.size()) / n, t, (n - missing.size()) + " of " + n + " required fields present"
                + (missing.isEmpty() ? "" : "; missing: " + String.join(", ", missing)));
    }

    private static Metric consistency(List<Conflict> conflicts) {
        var clashing = conflicts.stream().filter(c -> c.type() != ClashType.DUPLICATES).toList();
        if (!clashing.isEmpty()) {
            var c = clashing.get(0);
            return Metric.of(0, 1, label(c.type()) + " detected: contradicts \"" + c.existing().text() + "\" (" + c.existing().id() + ")"
                    + (clashing.size() > 1 ? " and " + (clashing.size() - 1) + " more" : ""));
        }
        return Metric.of(1, 1, conflicts.isEmpty() ? "no clash with the project's or the session's statements"
                : "no contradiction; duplicates \"" + conflicts.get(0).existing().text() + "\" (" + conflicts.get(0).existing().id() + ")");
    }

    private static String label(ClashType type) {
        return switch (type) {
            case CONTRADICTORY_PREFERENCES -> "Contradictory preference";
            case CONFLICTING_FACTS -> "Conflicting fact";
            case OUTDATED_INFORMATION -> "Outdated information";
            case DUPLICATES -> "Duplicate";
        };
    }

    private static String shorten(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }
}
