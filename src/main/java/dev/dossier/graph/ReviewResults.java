package dev.dossier.graph;

import dev.dossier.review.ConventionStatus;
import dev.dossier.review.ReviewOutcome;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A review's per-pattern results as properties of its node (parallel lists; Neo4j lists hold no nulls, so "" stands for
 * none), so that the same review sent again is answered with the outcome recorded then.
 */
final class ReviewResults {

    private ReviewResults() {
    }

    static Map<String, Object> properties(List<ReviewOutcome.PatternResult> results) {
        var ids = new ArrayList<String>();
        var patterns = new ArrayList<String>();
        var changes = new ArrayList<String>();
        var statuses = new ArrayList<String>();
        var occurrences = new ArrayList<Long>();
        var rejections = new ArrayList<Long>();
        var confidences = new ArrayList<Double>();
        for (var r : results) {
            ids.add(r.id() == null ? "" : r.id());
            patterns.add(r.pattern() == null ? "" : r.pattern());
            changes.add(r.change());
            statuses.add(r.status() == null ? "" : r.status().label());
            occurrences.add((long) r.occurrences());
            rejections.add((long) r.rejections());
            confidences.add(r.confidence());
        }
        var props = new HashMap<String, Object>();
        props.put("result_ids", ids);
        props.put("result_patterns", patterns);
        props.put("result_changes", changes);
        props.put("result_statuses", statuses);
        props.put("result_occurrences", occurrences);
        props.put("result_rejections", rejections);
        props.put("result_confidences", confidences);
        return props;
    }

    static List<ReviewOutcome.PatternResult> read(Map<String, Object> props) {
        List<?> ids = list(props, "result_ids");
        var out = new ArrayList<ReviewOutcome.PatternResult>();
        for (int i = 0; i < ids.size(); i++) {
            String id = (String) ids.get(i);
            String status = (String) list(props, "result_statuses").get(i);
            out.add(new ReviewOutcome.PatternResult(id.isEmpty() ? null : id, (String) list(props, "result_patterns").get(i),
                    (String) list(props, "result_changes").get(i), status.isEmpty() ? null : ConventionStatus.valueOf(status.toUpperCase(Locale.ROOT)),
                    ((Number) list(props, "result_occurrences").get(i)).intValue(), ((Number) list(props, "result_rejections").get(i)).intValue(),
                    ((Number) list(props, "result_confidences").get(i)).doubleValue()));
        }
        return out;
    }

    private static List<?> list(Map<String, Object> props, String key) {
        return props.get(key) instanceof List<?> l ? l : List.of();
    }
}
