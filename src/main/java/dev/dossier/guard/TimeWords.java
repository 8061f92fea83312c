package dev.dossier.guard;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Where a clause places a claim in time: the policy's time words ({@code guard.yaml} {@code temporal}), years and
 * ordinals ("1999", "the 19th century"). The KB is timeless, so a claim placed in time is unknown, except one that has
 * held "since" a year or from a change ("adopted the euro in 2015"): that one holds now, so the KB can contradict it
 * (though not confirm the year). A name right after a verb of giving up ("swapped the kuna for the euro") is placed
 * before, so unknown too.
 */
final class TimeWords {

    /** Words that open a relative clause: a name after one is in a clause with a tense of its own. */
    static final Set<String> RELATIVE_WORDS = Set.of("which", "who", "whose", "where", "that");

    /** How far after a verb of giving up its object may start ("dropped the old kuna"). */
    private static final int MAX_GIVEN_UP_GAP = 3;

    private static final Pattern YEAR = Pattern.compile("1\\d{3}|20\\d{2}");
    private static final Pattern ORDINAL = Pattern.compile("\\d+(st|nd|rd|th)");

    private final String text;
    private final List<Words.Token> tokens;
    private final List<Integer> at = new ArrayList<>();
    /** The time words that are a year after "since". */
    private final Set<Integer> sinceYears = new HashSet<>();
    /** The time words that are a year, or "ago". */
    private final Set<Integer> dates = new HashSet<>();
    /** Where a verb of change stands ({@code guard.yaml} {@code changes}). */
    private final List<Integer> changes = new ArrayList<>();
    /** Where a verb of giving up stands ({@code guard.yaml} {@code given_up}). */
    private final List<Integer> givenUp = new ArrayList<>();

    /**
     * @param cueWord whether a stem is a word of a relation's cue
     * @param inName  whether a token is a word of a name ("former" of "the former Yugoslav Republic of Macedonia" places
     *                nothing in time)
     */
    TimeWords(GuardPolicy policy, String text, List<Words.Token> tokens, Predicate<String> cueWord, java.util.function.IntPredicate inName) {
        this.text = text;
        this.tokens = tokens;
        for (int i = 0; i < tokens.size(); i++) {
            String norm = tokens.get(i).norm();
            boolean digit = !norm.isEmpty() && Character.isDigit(norm.charAt(0));
            boolean year = digit && YEAR.matcher(norm).matches();
            if (policy.temporal().contains(norm) && (inName.test(i) || passiveEvent(i, cueWord) || backshifted(policy, i) || judged(policy, i))) {
                continue; // "The pieces were collected in Lithuania, an Eastern European country": the collecting is past
            }
            if (policy.temporal().contains(norm) || year || digit && ORDINAL.matcher(norm).matches()) {
                at.add(i);
                if (year && i > 0 && tokens.get(i - 1).norm().equals("since")) {
                    sinceYears.add(i);
                }
                if (year || norm.equals("ago")) {
                    dates.add(i);
                }
            }
            if (policy.changes().contains(norm)) {
                changes.add(i);
            }
            if (policy.givenUp().contains(norm)) {
                givenUp.add(i);
            }
        }
    }

    /**
     * Whether token {@code i} ("was", "were") is in the past only because a verb of knowing before it is: "I had no idea
     * Zulu was official in Honduras", "didn't realise the capital was Lima" say what is, not what was.
     */
    private boolean backshifted(GuardPolicy policy, int i) {
        String norm = tokens.get(i).norm();
        if (!norm.equals("was") && !norm.equals("were")) {
            return false;
        }
        for (int k = i - 1; k >= 0; k--) {
            if (policy.factives().contains(tokens.get(k).norm())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether token {@code i} ("was", "were") only judges what was said, right or wrong: "I was wrong, it is in Oceania",
     * "she was right" place nothing the clause claims in time.
     */
    private boolean judged(GuardPolicy policy, int i) {
        String norm = tokens.get(i).norm();
        if (!norm.equals("was") && !norm.equals("were") || i + 1 >= tokens.size()) {
            return false;
        }
        String next = tokens.get(i + 1).norm();
        return policy.disputes().contains(next) && !policy.clauseWords().contains(next) || policy.endorsements().contains(next);
    }

    /**
     * Whether token {@code i} ("was", "were") is the auxiliary of a passive event: a past participle follows that is no
     * word of a relation's cue ("were collected", "was sold"; not "was located", "was spoken"), which places the event in
     * the past, not what the clause says of a country.
     */
    private boolean passiveEvent(int i, Predicate<String> cueWord) {
        String norm = tokens.get(i).norm();
        if (!norm.equals("was") && !norm.equals("were") || i + 1 >= tokens.size()) {
            return false;
        }
        String next = tokens.get(i + 1).norm();
        return EnglishWords.pastParticiple(next) && !cueWord.test(Words.stem(next));
    }

    /**
     * Whether a time word places the claim on the name at tokens [start, end) in time: one before it (not across a
     * relative word: "First up were the Cocos Islands, which are in Asia"), or after it with no comma or closing bracket
     * between ("Yangon, formerly spelled Rangoon" places only Rangoon in time; "Slovakia (capital: Bratislava) joined the
     * EU in 2004" does not place the capital).
     */
    boolean temporal(int start, int end) {
        return givenUp(start) || at.stream().anyMatch(t -> placesInTime(t, start, end));
    }

    /** Whether the name at token {@code start} is what a verb of giving up gave up: one to three words before it. */
    private boolean givenUp(int start) {
        return givenUp.stream().anyMatch(g -> g < start && start - g <= MAX_GIVEN_UP_GAP);
    }

    /**
     * Whether every time word that places the name at tokens [start, end) in time is a year after "since", or a date
     * ("2015", "years ago") after a verb of change before the name, and one does: the claim has held from then on ("has
     * served as Israel's capital ever since 1948", "Poland adopted the euro back in 2015").
     */
    boolean continuing(int start, int end) {
        // (what it changed from is what held before: "switched from the kuna to the euro in 2023")
        boolean from = tokens.subList(Math.max(0, start - 2), start).stream().anyMatch(w -> w.norm().equals("from"));
        boolean changed = changes.stream().anyMatch(c -> c < start) && !from;
        return !givenUp(start) && temporal(start, end) && at.stream().allMatch(t -> sinceYears.contains(t) || changed && dates.contains(t) || !placesInTime(t, start, end));
    }

    private boolean placesInTime(int t, int start, int end) {
        if (t < start) {
            return tokens.subList(t + 1, start).stream().noneMatch(w -> RELATIVE_WORDS.contains(w.norm()));
        }
        String between = text.substring(tokens.get(end - 1).end(), tokens.get(t).start());
        return t > start && !between.contains(",") && !between.contains(")");
    }
}
