package dev.dossier.validation;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Content to validate, with what each metric needs; each of those may be null (the metric is then not computed).
 *
 * @param content        the text
 * @param query          what it should be relevant to (relevance)
 * @param timestamp      when it was produced (freshness)
 * @param fields         its fields (completeness)
 * @param requiredFields the fields it must have (completeness)
 * @param kb             the knowledge base its claims are checked against (accuracy)
 * @param project        the project whose statements it must not clash with (consistency)
 * @param sessionId      the session whose statements it must not clash with too (consistency)
 * @param key            its key, when it is a keyed item ({@code preference.hotel})
 */
public record ValidationRequest(String content, String query, Instant timestamp, Map<String, String> fields, List<String> requiredFields, String kb,
                                String project, String sessionId, String key) {
}
