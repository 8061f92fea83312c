package dev.dossier.review;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The content hash of a review submission, which decides whether a second submission for the same (project, task) is
 * the same review again (a replay) or a different one (a conflict). Every field counts, lists in their order; each value
 * is length-prefixed, so no two different submissions share a canonical form.
 */
public final class SubmissionHash {

    private SubmissionHash() {
    }

    public static String of(ReviewSubmission r) {
        var b = new StringBuilder();
        field(b, r.project());
        field(b, r.planId());
        field(b, r.taskId());
        field(b, r.reviewer());
        field(b, String.valueOf(r.approved()));
        list(b, r.files());
        b.append('[').append(r.patterns().size()).append(']');
        for (PatternNote p : r.patterns()) {
            field(b, p.name());
            field(b, p.description());
            list(b, p.appliesTo());
            field(b, p.supersedes());
        }
        list(b, r.decisions());
        if (!r.sopIds().isEmpty()) {
            // only when present, so that reviews recorded before sop_ids existed keep their hash
            list(b, r.sopIds());
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    private static void field(StringBuilder b, String value) {
        if (value == null) {
            b.append("-;");
        } else {
            b.append(value.length()).append(':').append(value).append(';');
        }
    }

    private static void list(StringBuilder b, List<String> values) {
        b.append('[').append(values.size()).append(']');
        values.forEach(v -> field(b, v));
    }
}
