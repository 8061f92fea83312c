package dev.dossier.clash;

/**
 * What one statement says, reduced to what can clash: a {@code key} (an item's key, "user.location", or subject,
 * relation and topic of a free-text statement) and its {@code value} (normalised: lower case, stemmed, without
 * stop words). Two slots with the same key clash when their values differ and duplicate when they are equal.
 *
 * @param preference whether the key is a preference (its clashes are contradictory preferences)
 */
public record Slot(String key, String value, boolean preference) {
}
