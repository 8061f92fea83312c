package dev.dossier.code;

import java.util.List;

/** The cues the lab and the tests use: the same as the packaged policy's. */
final class LabCues {

    static final PolarityCues CUES = new PolarityCues(
            List.of("not considered problems", "not considered a problem", "not considered problematic", "not flagged", "not reported",
                    "no problems", "not a problem"),
            List.of("considered problems", "considered a problem", "incorrect", "bad", "problematic", "noncompliant", "non-compliant",
                    "wrong", "avoid", "don't", "do not", "violation", "violations", "not allowed", "disallowed", "flagged", "reported",
                    "before", "fail", "fails", "failing", "error", "errors", "warns", "warning", "invalid", "problem", "problems"),
            List.of("correct", "good", "use instead", "instead", "prefer", "preferred", "compliant", "allowed", "after", "fixed",
                    "recommended", "valid", "pass", "passes", "passing", "ok", "okay", "fine"));

    private LabCues() {
    }
}
