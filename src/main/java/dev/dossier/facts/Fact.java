package dev.dossier.facts;

/**
 * A triple of a knowledge base with its provenance.
 *
 * @param kb          the knowledge base it was loaded from
 * @param id          the triple's id in the KB ({@code t00001})
 * @param subjectId   the subject entity's id
 * @param subject     the subject's name as the KB writes it
 * @param relation    the relation's name
 * @param object      the object as the KB writes it (a city, a region, a currency code, a country's name)
 * @param objectId    the object's id when it has one (a country's id, a language's ISO code), else null
 * @param objectLabel the object's label when it differs from the object (a currency's name), else null
 */
public record Fact(String kb, String id, String subjectId, String subject, String relation, String object, String objectId, String objectLabel) {

    /** "France has_capital Paris". */
    public String statement() {
        return subject + " " + relation + " " + (objectLabel == null ? object : objectLabel + " (" + object + ")");
    }
}
