package dev.dossier.guard;

import java.util.List;

/**
 * One claim found in checked text.
 *
 * @param text        the clause it was read from
 * @param subject     the subject as the KB names it, or as the text writes it when the KB does not know it
 * @param subjectId   the subject entity's id, null when not linked
 * @param relation    the relation's name
 * @param object      the object as the KB writes it (a currency's code, a country's name), or as the text writes it when not linked
 * @param negated     whether the clause denies it ("does not border")
 * @param verdict     what the KB says
 * @param confidence  how sure the verdict is, in [0, 1]
 * @param evidence    ids of the KB triples the verdict rests on
 * @param correctFact what the KB holds instead, for a contradicted or suspicious claim; else null
 */
public record CheckedClaim(String text, String subject, String subjectId, String relation, String object, boolean negated, Verdict verdict,
                           double confidence, List<String> evidence, String correctFact) {

    public CheckedClaim {
        evidence = List.copyOf(evidence);
    }
}
