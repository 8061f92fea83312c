package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * One claim found in checked text, with the knowledge base's verdict.
 *
 * @param subject     as the KB names it (or as the text writes it when the KB does not know it; then subject_id is null)
 * @param object      as the KB writes it (a currency's code), or as the text writes it when not linked
 * @param negated     the text denies it ("does not border")
 * @param evidence    ids of the KB triples the verdict rests on
 * @param correctFact what the KB holds instead, for a contradicted or suspicious claim
 */
public record ClaimView(String text, String subject, @JsonProperty("subject_id") @Nullable String subjectId, String relation,
                        @Nullable String object, boolean negated,
                        @Schema(allowableValues = {"supported", "contradicted", "unknown", "suspicious"}) String verdict, double confidence,
                        List<String> evidence, @JsonProperty("correct_fact") @Nullable String correctFact) {

    public static ClaimView of(dev.dossier.guard.CheckedClaim c) {
        return new ClaimView(c.text(), c.subject(), c.subjectId(), c.relation(), c.object(), c.negated(), c.verdict().label(), c.confidence(),
                c.evidence(), c.correctFact());
    }
}
