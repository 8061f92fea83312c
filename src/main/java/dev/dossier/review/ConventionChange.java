package dev.dossier.review;

/**
 * What one review did to one convention. Every change closes the convention's current version and opens
 * a new one, so the history keeps each state with its validity interval.
 */
public sealed interface ConventionChange {

    /** The convention after the change. */
    Convention after();

    /** The review's pattern wording that caused the change (for a supersession: the successor's). */
    String pattern();

    /** {@code created}, {@code reinforced}, {@code demoted} or {@code superseded}. */
    String kind();

    /** Whether the review taught (approved) or contested (rejected) the convention; false for a supersession. */
    default boolean taught() {
        return this instanceof Created || this instanceof Reinforced;
    }

    record Created(Convention after, String pattern) implements ConventionChange {
        public String kind() {
            return "created";
        }
    }

    record Reinforced(Convention before, Convention after, String pattern) implements ConventionChange {
        public String kind() {
            return "reinforced";
        }
    }

    record Demoted(Convention before, Convention after, String pattern) implements ConventionChange {
        public String kind() {
            return "demoted";
        }
    }

    record Superseded(Convention before, Convention after, String pattern) implements ConventionChange {
        public String kind() {
            return "superseded";
        }
    }
}
