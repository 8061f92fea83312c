package dev.dossier.guard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What one clause says before any relation is read: its tokens, the KB's names in it (without those inside a larger
 * proper name, "the Gulf of Guinea", and with a state's words before "of", "the Socialist Republic of Viet Nam"), the
 * stems of its other words (a cue word that only qualifies another relation's word, "the official capital", left out),
 * its negation and that negation's scope, its time words ({@link TimeWords}), its pronouns, and the names in it the KB
 * does not know.
 * {@link ClaimReader} chooses subjects and objects from it and judges them.
 * <p>
 * About 1,060 lines: every step reads the same tokens, their stems and which of them are named, and each step's result
 * feeds the next (a larger proper name unmarks a country before negation looks for names; the names decide the cue
 * stems); split further, that state would travel between classes. Computed once per clause, read by every relation.
 */
final class ClauseScan {

    /** Pronouns that refer to several countries. */
    private static final Set<String> PLURAL_PRONOUNS = Set.of("their", "they", "them");

    /** Words that open a phrase that may come between the words of a relation's cue ("bounded on the south-east by"). */
    private static final Set<String> PREPOSITIONS = Set.of("on", "in", "at", "along", "across", "to", "from", "for", "with", "by", "over");

    /** Adverbs of manner or way that may come between the words of a cue ("drive straight from Vietnam into"), besides "-ly" ones. */
    private static final Set<String> WAY_ADVERBS = Set.of("straight", "overland", "right", "back");

    /** Words after which a clause's negation may stop (see {@link #scopeEnd}). */
    private static final Set<String> SCOPE_ENDS = Set.of("and", "but");

    /** How many words after a name negation ("rather than adopting the euro") the denied name may come. */
    private static final int NAME_NEGATION_REACH = 3;

    /** Words that join a denied name's alternatives: "not Chile or Ecuador". */
    private static final Set<String> ALTERNATIVES = Set.of("or", "nor");

    /** Articles a denied name may follow: "not the euro". */
    static final Set<String> ARTICLES = Set.of("the", "a", "an");

    /** Words that, right before a negation, make it set what follows against what came before: "..., and not in Africa". */
    private static final Set<String> CONTRASTING = Set.of("and", "but");

    /** Words of owning that, like an article, make the last word of a value's name the value ("their own krona", "its baht"). */
    private static final Set<String> OWNERS = Set.of("its", "their", "own");

    /** Words after "there" that make it no pronoun of a subject: "there is a border between...". */
    private static final Set<String> EXISTENTIAL = Set.of("is", "are", "was", "were");

    /** "is" and its kin in a contraction of "not", as the tokens split it ("isn't": "isn" and "t"). */
    private static final Set<String> NEGATED_EXISTENTIAL = Set.of("isn", "aren", "wasn", "weren");

    /**
     * Auxiliaries, and adverbs that come with them, that may stand between a clause's subject and its verb ("does not
     * border", "doesnt use", "can't", "still uses"); the split contractions' halves ("doesn", "t") too. Not "won", a currency.
     */
    private static final Set<String> AUXILIARIES = Set.of("do", "does", "did", "don", "doesn", "didn", "isn", "aren", "wasn", "weren", "t",
            "can", "cannot", "cant", "will", "would", "wouldn", "still", "also", "even", "really");

    /** What may stand between two words of one name: spaces, a hyphen, or a full stop ("St. Peter Port"). */
    private static final Pattern RUN_GAP = Pattern.compile("[\\s.\\-]*");

    /** Words that, capitalised before a country's name, name a part of it ("Northern Ireland", "Upper Egypt"). */
    private static final Set<String> PARTS = Set.of("northern", "southern", "eastern", "western", "central", "upper", "lower", "greater", "mainland");
    /** Compass words, which name a part of a region or country in prose ("North Africa", "South Asia"), not another place. */
    private static final Set<String> COMPASS = Set.of("north", "south", "east", "west");

    /** Pronouns of a tag question after "n't" ("isn't it?", "don't they?"). */
    private static final Set<String> TAG_PRONOUNS = Set.of("it", "they", "he", "she", "there", "we", "you");

    /** Verbs that say what a country is ("Argentina is a country situated in ..."). */
    private static final Set<String> COPULAS = Set.of("is", "remains");

    /** Words before a noun that make it no back reference ("a country", "which nation"). */
    private static final Set<String> INDEFINITES = Set.of("a", "an", "any", "another", "which", "what", "every", "each");

    /** The words that "is" can make no pronoun of ("there is"); "it is" and "the country is" still refer back. */
    private static final Set<String> EXPLETIVES = Set.of("there");

    /** Marks after which a capital letter says nothing of a name (see {@link #opens}). */
    private static final String OPENING_MARKS = ":•▪·?!—–\"“(";

    private final GuardPolicy policy;
    /** The KB's relations by the stems of their words ({@link KbIndex#cueWords}). */
    private final Map<String, Set<String>> relationsOfStem;
    private final String text;
    private final List<Words.Token> tokens;
    /** Each token's stem, once: cues, qualifiers and "no" look at them. */
    private final String[] stemOf;
    private final boolean[] named;
    private final List<Lexicon.Mention> mentions = new ArrayList<>();
    private final Map<Integer, Lexicon.Mention> byStart = new HashMap<>();
    private final List<Lexicon.Mention> entityMentions;
    private final Set<String> stems = new HashSet<>();
    private final Set<Lexicon.Mention> nearby;
    private final Set<Lexicon.Mention> denied = new HashSet<>();
    /** Larger proper names around a country's name ("Belize City"), by first token: their ends. */
    private final Map<Integer, Integer> largerNames = new HashMap<>();
    /** Where names the KB does not know are denied ("is not Sydney"): their first tokens. */
    private final Set<Integer> deniedUnlinked = new HashSet<>();
    private final boolean negated;
    private final int negatedUntil;
    /** Where the clause's negation starts to reach: 0, or an imperative after a comma ("..., don't even think about it"). */
    private final int negatedFrom;
    /** Whether the negation is a quote's refutation ({@link #refutedQuote}), which no parse of the sentence can see. */
    private final boolean refuted;
    private final TimeWords time;
    private final boolean pronoun;
    private final int leadingPronoun;
    private final List<Span> unlinkedNames;
    /**
     * Written in lower case throughout ("just landed in lagos, nigeria's capital"; a currency's code does not count: "kazakhstan
     * uses RSD"): a capital letter marks no name here.
     */
    private final boolean lowerCase;
    /** Whether each token is written as a name is ({@link #nameLike(Words.Token)}), once: the dictionary is asked once per token. */
    private final boolean[] nameLike;

    /**
     * Scans {@code clause}.
     *
     * @param nameNegations the policy's name negations, each split into its words once (see {@link ClaimReader})
     * @param directions    the countries a capitalised compass word after "the" stands for in the text ("the South" for
     *                      South Korea, {@link Attribution#directions})
     */
    ClauseScan(GuardPolicy policy, List<List<String>> nameNegations, KbIndex index, String clause, Map<String, String> directions) {
        this.policy = policy;
        this.relationsOfStem = index.cueWords;
        this.text = clause;
        this.tokens = Words.tokens(clause);
        this.stemOf = tokens.stream().map(t -> Words.stem(t.norm())).toArray(String[]::new);
        this.named = new boolean[tokens.size()];
        // (a speaker's or a note's label before a colon is capitalised as a label is: "Mum: uruguay belongs to eastern africa")
        int label = labelEnd(clause, tokens);
        this.lowerCase = tokens.stream().skip(label).noneMatch(t -> t.capitalised() && !index.lexicon.valueCode(t))
                && tokens.stream().skip(label).anyMatch(t -> Character.isLetter(t.text().codePointAt(0)));
        this.nameLike = new boolean[tokens.size()];
        for (int i = 0; i < tokens.size(); i++) {
            nameLike[i] = nameLike(tokens.get(i));
        }
        // (in lower case, "morocco" and "chad" are words; right beside a border word they are countries: "tunisia borders morocco",
        // and so after a relation's word and "of": "the capital of turkey")
        // (an auxiliary or a negation may come between: "guinea does not border sierra leone", "chad isnt in europe")
        var found = index.lexicon.scan(tokens, stemOf, clause, lowerCase, i -> borderWord(index, i - 1) || borderWord(index, verbAfter(i))
                || i >= 2 && tokens.get(i - 1).norm().equals("of") && index.cueWords.containsKey(stemOf[i - 2])
                // (and as a clause's subject before a relation's word, or "is in": "china is in south america", "chad uses the cfa franc")
                || (i == 0 || policy.clauseWords().contains(tokens.get(i - 1).norm())) && subjectOfVerb(index, i));
        if (!directions.isEmpty()) {
            found = withDirections(found, directions);
        }
        for (var m : found) {
            Arrays.fill(named, m.start(), m.end(), true);
        }
        // a relation's word typed with a slip ("teh captial of mauritania"), when it is no word of the language nor a name
        for (int i = 0; i < tokens.size(); i++) {
            String cue = named[i] ? null : index.cueTypo(stemOf[i]);
            if (cue != null && !EnglishWords.common(tokens.get(i).norm())) {
                stemOf[i] = cue;
            }
        }
        for (var m : found) {
            int[] larger = largerName(index, m);
            if (m.partialOnly() && !lastWordSaysIt(index, m)) {
                named[m.start()] = false; // "France won": a currency's last word ("won") counts only where a currency is talked of
            } else if (larger == null) {
                var narrowed = qualified(index, m);
                mentions.add(narrowed);
                byStart.put(narrowed.start(), narrowed);
                named[narrowed.start()] = true;
            } else {
                Arrays.fill(named, larger[0], larger[1], true); // "the Gulf of Guinea", "the Niger River": not the country
                if (larger[0] == m.start()) {
                    largerNames.put(larger[0], larger[1]); // but a name the KB does not know ("Belize City is the capital")
                }
            }
        }
        for (var m : mentions) {
            int k = m.start() - 2; // "the Socialist Republic of Viet Nam": the words of the state's name are the country's
            if (k >= 0 && !m.entityIds().isEmpty() && tokens.get(k + 1).norm().equals("of") && policy.stateWords().contains(tokens.get(k).norm())) {
                for (; k >= 0 && !named[k] && tokens.get(k).capitalised(); k--) {
                    named[k] = true;
                }
            }
        }
        this.nearby = findNearby();
        this.time = new TimeWords(policy, clause, tokens, index.cueWords::containsKey, i -> named[i]);
        boolean negated = false;
        int negatedUntil = tokens.size();
        int negatedFrom = 0;
        boolean pronoun = false;
        for (int i = 0; i < tokens.size(); i++) {
            String norm = tokens.get(i).norm();
            if (!named[i] && !qualifies(index, i) && !policy.notCues().contains(norm)) {
                stems.add(stemOf[i]);
            }
            int after = nameNegationEnd(nameNegations, i);
            if (after > 0) {
                // "the forint rather than the euro", "rather than adopting the euro": the first name within three words
                for (int k = after; k < Math.min(tokens.size(), after + NAME_NEGATION_REACH); k++) {
                    if (byStart.get(k) != null) {
                        if (!apposedCue(index, byStart.get(k))) {
                            denied.add(byStart.get(k));
                        }
                        break;
                    }
                }
            } else if (policy.negations().contains(norm) && !(norm.equals("no") && (!aboutTheKb(index, i) || interjection(i))) && !factive(i)) {
                // "uses the Jordanian dinar, not shekels": after a comma, a negation denies what follows, not what came before
                boolean afterComma = i > 0 && text.substring(tokens.get(i - 1).end(), tokens.get(i).start()).contains(",");
                // (so does one after "and" or "but", and past a preposition: "runs on the franc, not on the ruble", "is in
                // South America and not in Northern Africa")
                boolean contrasted = afterComma || i > 0 && CONTRASTING.contains(tokens.get(i - 1).norm());
                int p = contrasted && i + 2 < tokens.size() && EnglishWords.preposition(tokens.get(i + 1).norm()) && !tokens.get(i + 1).norm().equals("that") ? i + 1 : i;
                int k = p + 1 < tokens.size() && ARTICLES.contains(tokens.get(p + 1).norm()) ? p + 2 : p + 1;
                var name = byStart.get(k);
                if (name == null && k + 1 < tokens.size() && nameLike[k] && byStart.get(k + 1) != null) {
                    name = byStart.get(++k); // "not the Israeli shekel"
                }
                if (name != null && apposedCue(index, name)) {
                    // "in Dubai, not Abu Dhabi, the capital": what the apposition says of the name is not denied
                } else if (name != null && !tokens.get(name.end() - 1).possessive()) {
                    denied.add(name); // "Gitega, not Bujumbura": the negation denies that name only
                    if (name.adjectiveOnly() && byStart.get(name.end()) != null) {
                        name = byStart.get(name.end());
                        denied.add(name); // "not the Israeli shekel": the demonym and the name it qualifies
                    }
                    denyAlternatives(name.end()); // "but not Chile or Ecuador"
                } else if (name == null && k < tokens.size() && nameLike[k]) {
                    deniedUnlinked.add(k); // "is not Sydney": a name the KB does not know, denied
                } else if (!afterComma && (name != null || k >= tokens.size() || !nameLike[k])) {
                    if (!negated) {
                        negatedUntil = scopeEnd(i);
                        if (policy.forwardNegations().contains(norm)) {
                            negatedFrom = i; // "gets by without traffic lights": nothing before it
                        }
                    }
                    negated = true; // "not Belgium's capital", "does not border": the clause, up to a new verb phrase
                }
            }
            if (Words.notContracted(tokens, i) && !negated && !factive(i) && !tagQuestion(i)) {
                negated = true;
                negatedUntil = scopeEnd(i);
                if (imperativeAfterComma(i - 1)) {
                    negatedFrom = i - 1; // "north korea's capital is pyongyang, don't even think about it": a new sentence
                }
            }
            pronoun |= refersBack(i);
        }
        int[] refuted = negated ? null : refutedQuote();
        if (refuted != null) {
            // "'Uruguay borders Paraguay' — FALSE": the quote is denied
            negated = true;
            negatedFrom = refuted[0];
            negatedUntil = refuted[1];
        }
        this.refuted = refuted != null;
        this.negated = negated;
        this.negatedUntil = negatedUntil;
        this.negatedFrom = negatedFrom;
        this.pronoun = pronoun;
        this.entityMentions = mentions.stream().filter(m -> !m.entityIds().isEmpty()).toList();
        int leadingPronoun = -1;
        for (int i = 0; i < tokens.size() - 1 && leadingPronoun < 0; i++) {
            String word = tokens.get(i).norm();
            if (refersBack(i) && !(EXPLETIVES.contains(word) && EXISTENTIAL.contains(tokens.get(i + 1).norm()))) {
                leadingPronoun = i;
            }
        }
        this.leadingPronoun = leadingPronoun;
        this.unlinkedNames = findUnlinkedNames(index);
    }

    String text() {
        return text;
    }

    List<Words.Token> tokens() {
        return tokens;
    }

    /**
     * Whether {@code m} is named in parentheses that hold none of the tokens {@code said} (a relation's words and objects):
     * an aside, whose country is no subject of what the clause says outside it ("cross into Armenia (Georgia is its
     * northern neighbour) and overnight in Yerevan, the capital").
     */
    boolean asideFrom(Lexicon.Mention m, List<Integer> said) {
        int at = tokens.get(m.start()).start();
        int open = text.lastIndexOf('(', at);
        if (open < 0 || text.lastIndexOf(')', at) > open) {
            return false;
        }
        int close = text.indexOf(')', tokens.get(m.end() - 1).end());
        int end = close < 0 ? text.length() : close;
        return said.stream().noneMatch(k -> tokens.get(k).start() > open && tokens.get(k).start() < end);
    }

    /** The stem of token {@code i} ({@link Words#stem}), computed once per clause. */
    String stem(int i) {
        return stemOf[i];
    }

    /** Which tokens belong to a name (of the KB, or of a larger proper name around one). */
    boolean[] named() {
        return named;
    }

    /** The KB's names in the clause, left to right. */
    List<Lexicon.Mention> mentions() {
        return mentions;
    }

    /** The mentions that name entities. */
    List<Lexicon.Mention> entityMentions() {
        return entityMentions;
    }

    /** The stems of the words outside names, for cues. */
    Set<String> stems() {
        return stems;
    }

    /**
     * Whether the clause holds the words of {@code cue} in order, each right after the one before or after a phrase of up to
     * four words that opens with a preposition ("bounded on the south-east by"): "next to", not "Next time I want to".
     */
    boolean says(List<String> cue) {
        if (!stems.containsAll(cue) || cue.size() == 1) {
            return stems.containsAll(cue);
        }
        for (int i = 0; i < stemOf.length; i++) {
            if (cue.get(0).equals(stemOf[i]) && saysFrom(cue, 1, i + 1)) {
                return true;
            }
        }
        return false;
    }

    private boolean saysFrom(List<String> cue, int k, int at) {
        if (k == cue.size()) {
            return true;
        }
        if (at < stemOf.length && cue.get(k).equals(stemOf[at])) {
            return saysFrom(cue, k + 1, at + 1);
        }
        if (at < stemOf.length && !named[at] && (WAY_ADVERBS.contains(tokens.get(at).norm()) || tokens.get(at).norm().matches("[a-z]{3,}ly"))) {
            return saysFrom(cue, k, at + 1); // "drive directly from Vietnam into Thailand"
        }
        if (at >= stemOf.length || !PREPOSITIONS.contains(tokens.get(at).norm())) {
            return false;
        }
        for (int j = at + 1; j < Math.min(stemOf.length, at + 5); j++) {
            if (cue.get(k).equals(stemOf[j])) {
                return saysFrom(cue, k + 1, j + 1);
            }
        }
        return false;
    }

    /** Values named right after a proximity word ("close to Asia"), or right after a demonym ("the French Caribbean"): no place a country lies in. */
    Set<Lexicon.Mention> nearby() {
        return nearby;
    }

    /**
     * The tokens {@code [from, to)} of a quote that one of the policy's refutations follows, with nothing but a dash, colon
     * or comma between ("True or false? 'Uruguay borders Paraguay' — FALSE"), or null.
     */
    private int[] refutedQuote() {
        for (int i = 1; i < tokens.size(); i++) {
            if (!policy.refutations().contains(tokens.get(i).norm())) {
                continue;
            }
            String between = text.substring(tokens.get(i - 1).end(), tokens.get(i).start());
            int close = indexOfQuote(between);
            if (close < 0 || !between.substring(close + 1).matches("[\\s,:\u2013\u2014-]*")) {
                continue;
            }
            int closeAt = tokens.get(i - 1).end() + close;
            for (int k = i - 1; k >= 0; k--) {
                int gapStart = k == 0 ? 0 : tokens.get(k - 1).end();
                String gap = text.substring(gapStart, tokens.get(k).start());
                if (k == 0 || indexOfQuote(gap) >= 0) {
                    return new int[]{k, i}; // (a quote that opens the clause may have lost its mark to the clause's split)
                }
            }
        }
        return null;
    }

    private static int indexOfQuote(String s) {
        for (int j = 0; j < s.length(); j++) {
            if ("'\"\u2018\u2019\u201c\u201d".indexOf(s.charAt(j)) >= 0) {
                return j;
            }
        }
        return -1;
    }

    /** Whether {@code object} is denied by a refutation of the quote it is named in ("'Peru borders Brazil' — FALSE"). */
    boolean refuted(Lexicon.Mention object) {
        return refuted && negatedAt(object.start());
    }

    /** Whether the clause is negated (its scope: {@link #negatedAt(int)}). */
    boolean negated() {
        return negated;
    }

    /** Whether a name starting at token {@code start} is inside the scope of the clause's negation. */
    boolean negatedAt(int start) {
        return negated && start >= negatedFrom && start < negatedUntil;
    }

    /** Whether "don" at {@code i} (of "don't") opens an imperative after a comma, which negates nothing before it. */
    private boolean imperativeAfterComma(int i) {
        return i > 0 && tokens.get(i).norm().equals("don") && text.substring(tokens.get(i - 1).end(), tokens.get(i).start()).contains(",");
    }

    /** Whether a pronoun occurs. */
    boolean pronoun() {
        return pronoun;
    }

    /** Whether the clause's first pronoun that can refer to a subject is "their" or "they", which refer to several. */
    boolean plural() {
        return leadingPronoun >= 0 && PLURAL_PRONOUNS.contains(tokens.get(leadingPronoun).norm());
    }

    /** The first pronoun that can refer to a subject, or -1. */
    int leadingPronoun() {
        return leadingPronoun;
    }

    /** Whether the name the KB does not know that starts at token {@code start} is denied ("is not Sydney"). */
    boolean deniedUnlinked(int start) {
        return deniedUnlinked.contains(start);
    }

    /**
     * Denies the names that follow a denied one as its alternatives, from token {@code i}: "not Chile or Ecuador",
     * "not Chile, Peru or Ecuador" (a comma, "or" and "nor" join them; "and" would join a new claim).
     */
    private void denyAlternatives(int i) {
        while (i < tokens.size()) {
            int k = ALTERNATIVES.contains(tokens.get(i).norm()) ? i + 1 : i;
            var next = byStart.get(k);
            if (next == null || k == i && !text.substring(tokens.get(i - 1).end(), tokens.get(i).start()).contains(",")) {
                return;
            }
            denied.add(next);
            i = next.end();
        }
    }

    /** Whether {@code object} is a name the clause denies ("Gitega, not Bujumbura"), as against one in its negation's scope. */
    boolean denied(Lexicon.Mention object) {
        return denied.contains(object);
    }

    /** Whether the claim on {@code object} is negated: the name denied, or inside the scope of the clause's negation. */
    boolean negated(Lexicon.Mention object) {
        return negatedAt(object.start()) || denied.contains(object);
    }

    /** Whether the claim on {@code object} has held since a year, and so holds now ({@link TimeWords#continuing}). */
    boolean continuing(Lexicon.Mention object) {
        return continuing(object.start(), object.end());
    }

    /** {@link #continuing(Lexicon.Mention)} for the name at tokens [start, end). */
    boolean continuing(int start, int end) {
        return time.continuing(start, end);
    }

    /** Whether a time word places the claim on {@code object} in time (see {@link TimeWords#temporal}). */
    boolean temporal(Lexicon.Mention object) {
        return temporal(object.start(), object.end());
    }

    /** {@link #temporal(Lexicon.Mention)} for the name at tokens [start, end). */
    boolean temporal(int start, int end) {
        return time.temporal(start, end);
    }

    /**
     * Whether token {@code i} is a pronoun that refers back: one of the policy's, but not a noun that describes a country
     * not named ("a country bordering both Germany and Poland", "the country that borders Argentina, Brazil and Bolivia").
     */
    private boolean refersBack(int i) {
        if (policy.speakerPossessives().contains(tokens.get(i).norm())) {
            return i + 1 < tokens.size() && !relationsOfStem.getOrDefault(Words.stem(tokens.get(i + 1).norm()), Set.of()).isEmpty();
        }
        if (!policy.pronouns().contains(tokens.get(i).norm())) {
            return false;
        }
        boolean indefinite = i > 0 && INDEFINITES.contains(tokens.get(i - 1).norm());
        boolean described = i + 1 < tokens.size() && (TimeWords.RELATIVE_WORDS.contains(tokens.get(i + 1).norm()) || tokens.get(i + 1).norm().endsWith("ing"));
        return !indefinite && !described;
    }

    /**
     * Whether the relation's word at token {@code cue} says something of a country described, not named: "the country that
     * borders Argentina, Brazil and Bolivia", "a country bordering both Germany and Poland".
     */
    boolean describedBefore(int cue) {
        int k = cue > 0 && TimeWords.RELATIVE_WORDS.contains(tokens.get(cue - 1).norm()) ? cue - 2 : cue - 1;
        if (k < 0 || !policy.pronouns().contains(tokens.get(k).norm()) || refersBack(k)) {
            return false;
        }
        // "Hanoi, the capital of Vietnam, a country whose currency is the kip": in apposition to a name (the clause may have
        // lost the comma between, or start with the apposition), it is that country
        int article = k > 0 && INDEFINITES.contains(tokens.get(k - 1).norm()) || k > 0 && tokens.get(k - 1).norm().equals("the") ? k - 1 : k;
        // "Argentina is a country situated in Africa": after a copula, the country described is the name before it
        boolean predicated = article >= 2 && COPULAS.contains(tokens.get(article - 1).norm()) && named[article - 2];
        return !(article == 0 || named[article - 1] || predicated);
    }

    /**
     * Whether the relation's word at token {@code cue} is said of some people, not of a country: a quantifier of the
     * policy's within the three words before it, with no name between but a demonym ("many residents also speak Spanish",
     * "Although many Egyptians speak English").
     */
    boolean quantifiedBefore(int cue) {
        for (int k = cue - 1; k >= Math.max(0, cue - 3); k--) {
            if (policy.quantifiers().contains(tokens.get(k).norm())) {
                // it opens the clause's subject ("although many residents"), not its object ("accepts several currencies")
                return k == 0 || policy.clauseWords().contains(tokens.get(k - 1).norm()) || policy.openingClauseWords().contains(tokens.get(k - 1).norm());
            }
            var m = byStart.get(k);
            if (named[k] && !(m != null && m.adjectiveOnly())) {
                return false;
            }
        }
        return false;
    }

    /**
     * Where what the clause says stops being the text's own, or -1: a verb of belief, or of saying before "that", whose
     * believer is not the writer ("my cousin honestly thought they speak spanish", not "I honestly thought"), or a verb of
     * asking with "if", "whether" or a question word after it ("keeps asking if Argentina uses the Chilean peso"). What follows it is not claimed.
     */
    int believedFrom() {
        for (int k = 1; k < tokens.size() - 1; k++) {
            String word = tokens.get(k).norm();
            String next = tokens.get(k + 1).norm();
            if (named[k]) {
                continue;
            }
            if (policy.questions().contains(word) && ASKED.contains(next)
                    || policy.factives().contains(word) && WHETHER.contains(next)) { // "no idea whether Zulu is official there"
                return k;
            }
            boolean reported = policy.reports().contains(word) && next.equals("that"); // "someone upthread wrote that ..."
            if (!reported && (!policy.beliefs().contains(word) || next.equals("of") || next.equals("about"))) {
                continue;
            }
            if (!byWriter(k) || policy.mistakes().contains(tokens.get(k - 1).norm())) { // (not "I wrongly assumed")
                return k;
            }
        }
        return -1;
    }

    /**
     * Where a verb of saying or listing of the policy's ({@code sayings}) stands ("The old guidebook says ...", "Someone on
     * the thread put ...", "I had put ... down as"), or -1: a report, if the sentence disputes it after.
     */
    int saidFrom() {
        for (int k = 1; k < tokens.size() - 1; k++) {
            if (named[k] || !policy.sayings().contains(tokens.get(k).norm())) {
                continue;
            }
            return k;
        }
        return -1;
    }

    /** The most words a label before a colon has: "Chat:", "HR reminder:", "Note to self:". */
    private static final int LABEL_WORDS = 3;

    /** How many tokens a label before a colon opening the clause has ("Sam: we changed ..."), or 0. */
    private static int labelEnd(String clause, List<Words.Token> tokens) {
        int colon = clause.indexOf(':');
        if (colon < 0) {
            return 0;
        }
        int n = 0;
        while (n < tokens.size() && tokens.get(n).end() <= colon) {
            n++;
        }
        return n <= LABEL_WORDS && n < tokens.size() ? n : 0;
    }

    /**
     * The tokens [from, to) of what the clause says was done by mistake: from the clause's start or its last comma before
     * "by" or "in" and one of the policy's {@code mistakes} ("I brought Jersey pound notes for Algeria by mistake", "...,
     * I had typed PKR in error"), or null.
     */
    int[] mistaken() {
        for (int k = 1; k + 1 < tokens.size(); k++) {
            String word = tokens.get(k).norm();
            if ((word.equals("by") || word.equals("in")) && policy.mistakes().contains(tokens.get(k + 1).norm()) && !named[k + 1]) {
                int from = 0;
                for (int j = k - 1; j > 0; j--) {
                    if (text.substring(tokens.get(j - 1).end(), tokens.get(j).start()).contains(",")) {
                        from = j;
                        break;
                    }
                }
                return new int[]{from, k};
            }
        }
        return null;
    }

    /** Whether the writer is the subject of the verb at {@code k}: within the four words before it ("I honestly", "we had always"). */
    private boolean byWriter(int k) {
        for (int j = k - 1; j >= Math.max(0, k - 4); j--) {
            if (WRITER.contains(tokens.get(j).norm())) {
                return true;
            }
        }
        return false;
    }

    /** Words that open a yes-or-no question, which a verb of knowing may ask ("not sure I know if ..."). */
    private static final Set<String> WHETHER = Set.of("if", "whether");

    /** Words that open what a verb of asking asks: "asked which country Brazil doesn't border". */
    private static final Set<String> ASKED = Set.of("if", "whether", "which", "what", "where", "who", "how");

    /** The mentions found, and "the South" and the like where {@code directions} says which country it stands for. */
    private List<Lexicon.Mention> withDirections(List<Lexicon.Mention> found, Map<String, String> directions) {
        var out = new ArrayList<>(found);
        for (int i = 1; i < tokens.size(); i++) {
            var t = tokens.get(i);
            String id = directions.get(t.norm());
            int k = i;
            if (id != null && t.capitalised() && tokens.get(i - 1).norm().equals("the") && (i + 1 == tokens.size() || !tokens.get(i + 1).capitalised())
                    && found.stream().noneMatch(m -> m.start() <= k && k < m.end())) {
                out.add(new Lexicon.Mention(i, i + 1, t.text(), List.of(new Lexicon.EntitySense(id, false))));
            }
        }
        out.sort(Comparator.comparingInt(Lexicon.Mention::start));
        return out;
    }

    /** The first word after word {@code i} that is no auxiliary nor negation ("does not", "isnt", "can't"). */
    private int verbAfter(int i) {
        int k = i + 1;
        while (k < tokens.size() && (AUXILIARIES.contains(tokens.get(k).norm()) || policy.negations().contains(tokens.get(k).norm()))) {
            k++;
        }
        return k;
    }

    /** Whether word {@code i} stands before a relation's word, or "is in", past any auxiliary or negation. */
    private boolean subjectOfVerb(KbIndex index, int i) {
        int k = verbAfter(i);
        if (k >= tokens.size()) {
            return false;
        }
        if (index.cueWords.containsKey(stemOf[k])) {
            return true;
        }
        boolean existential = EXISTENTIAL.contains(tokens.get(k).norm());
        if (existential) {
            k = verbAfter(k);
        } else {
            // "isnt in" ("isn", "t"), "isn't in": the auxiliary was the verb
            existential = k > i + 1 && NEGATED_EXISTENTIAL.contains(tokens.get(i + 1).norm());
        }
        return existential && k < tokens.size() && (tokens.get(k).norm().equals("in") || index.cueWords.containsKey(stemOf[k]));
    }

    /** Whether token {@code i} is a word of a relation between entities ("borders"). */
    private boolean borderWord(KbIndex index, int i) {
        return i >= 0 && i < tokens.size() && index.relations.stream().anyMatch(r -> r.relation().objectsAreEntities() && CueWords.relationWord(r, stemOf[i]));
    }

    /** The writer as a verb's subject: a belief of theirs is a claim, hedged. */
    private static final Set<String> WRITER = Set.of("i", "we", "i'd", "we'd");

    /**
     * A clause whose label is the relation's word and names no entity: "Neighbours: Ecuador, Colombia" (not "Peru:
     * borders Ecuador", nor "Q: Which subregion ..."). For a relation whose objects are values, a country's name right after
     * the colon, with no value after it, is the answer, the subject ("Official languages include Chewa: Malawi"); one
     * named with a value after the colon is the value's country ("Capitals: Brasília, Argentina"), so the label is not
     * subject-less.
     */
    boolean labelBefore(KbIndex.CuedRelation r, List<Lexicon.Mention> objects) {
        int colon = text.indexOf(':');
        if (colon <= 0 || !entityMentions.isEmpty() && tokens.get(entityMentions.get(0).start()).start() < colon
                || !r.relation().objectsAreEntities() && objects.stream().noneMatch(o -> tokens.get(o.start()).start() > colon)
                && entityMentions.stream().anyMatch(m -> m.start() > 0 && tokens.get(m.start() - 1).end() <= colon && tokens.get(m.start()).start() > colon)) {
            return false;
        }
        if (!r.relation().objectsAreEntities() && entityMentions.stream().anyMatch(m -> !m.adjectiveOnly() && tokens.get(m.start()).start() > colon)
                && objects.stream().anyMatch(o -> tokens.get(o.start()).start() > colon)) {
            return false; // "Capitals: Brasília, Argentina", "answer key: Bhutan → Thimphu": the value's country is named with it
        }
        var label = new HashSet<String>();
        for (int i = 0; i < tokens.size() && tokens.get(i).end() <= colon; i++) {
            label.add(stemOf[i]);
        }
        return r.cueStems().stream().anyMatch(label::containsAll);
    }

    /**
     * Whether the clause names something the KB does not know, none of it marked as a subject: "Nadi is the capital" after
     * a sentence about Fiji is about Fiji, "the capital of Atlantis" is not.
     */
    boolean unmarkedNameOnly() {
        return !unlinkedNames.isEmpty() && unlinkedNames.stream().noneMatch(n -> tokens.get(n.end() - 1).possessive()
                || n.start() > 0 && policy.subjectMarkers().contains(tokens.get(n.start() - 1).norm()) && !apposed(n));
    }

    /** A name with a definite phrase in apposition ("in Auckland, the capital"): the phrase says what the name is. */
    private boolean apposed(Span name) {
        return name.end() < tokens.size() && tokens.get(name.end()).norm().equals("the")
                && text.substring(tokens.get(name.end() - 1).end(), tokens.get(name.end()).start()).strip().equals(",");
    }

    /** A clause with a label ("Capital: Lima"). */
    boolean labelled() {
        return text.indexOf(':') > 0;
    }

    /**
     * Runs of capitalised words the lexicon did not recognise (names the KB does not know), without sentence openers; one
     * at the clause's start comes last, as a capital letter there says nothing ("Contrary to popular belief, Sydney ...").
     */
    List<Span> unlinkedNames() {
        return unlinkedNames;
    }

    private List<Span> findUnlinkedNames(KbIndex index) {
        var out = new ArrayList<Span>();
        var texts = new HashSet<String>();
        Span first = null;
        int i = 0;
        while (i < tokens.size()) {
            if (largerNames.containsKey(i)) {
                int j = largerNames.get(i);
                var name = new Span(text.substring(tokens.get(i).start(), tokens.get(j - 1).end()), i, j);
                if (i == 0) {
                    first = name;
                } else if (texts.add(name.text())) {
                    out.add(name);
                }
                i = j;
            } else if (!named[i] && nameLike[i] && tokens.get(i).text().length() > 1 && !(i == 0 && Clauses.participle(tokens.get(i)))
                    && !index.cueWords.containsKey(stemOf[i]) // not "Q", "Located", "Capital"
                    && !(opens(i) && EnglishWords.common(tokens.get(i).text()))) { // not "Contrary to popular belief", "Officials said"
                int j = i;
                while (j + 1 < tokens.size() && !named[j + 1] && nameLike[j + 1] && !tokens.get(j).possessive()
                        && RUN_GAP.matcher(text.substring(tokens.get(j).end(), tokens.get(j + 1).start())).matches()) {
                    j++;
                }
                var name = new Span(text.substring(tokens.get(i).start(), tokens.get(j).end()), i, j + 1);
                if (text.startsWith(":", tokens.get(j).end()) || text.startsWith("):", tokens.get(j).end()) || handle(i, j)
                        || i > 0 && policy.addresses().contains(tokens.get(i - 1).norm()) || afterLocative(i)) {
                    // a speaker's or a label's name ("ANNA: Yes, ...", "GUEST (Marek Nowak): ..."), a user's handle
                    // ("posted by Ciaran_D", "@mapnerd"), a name a letter greets or is signed with ("Dear Tom"), or a place beside
                    // the value ("a small town on Babeldaob"), no object
                } else if (i == 0) {
                    first = name;
                } else if (texts.add(name.text())) {
                    out.add(name);
                }
                i = j + 1;
            } else {
                i++;
            }
        }
        if (first != null && texts.add(first.text())) {
            out.add(first);
        }
        return List.copyOf(out);
    }

    /** Whether the name at {@code i} comes right after a locative word ("on Babeldaob", "on the Seine"). */
    private boolean afterLocative(int i) {
        int before = i > 0 && tokens.get(i - 1).norm().equals("the") ? i - 2 : i - 1;
        return before >= 0 && policy.locatives().contains(tokens.get(before).norm());
    }

    /** Whether tokens [i, j] are part of a user's handle: joined to the next by "_", or after "@". */
    private boolean handle(int i, int j) {
        int start = tokens.get(i).start();
        int end = tokens.get(j).end();
        return start > 0 && (text.charAt(start - 1) == '@' || text.charAt(start - 1) == '_') || end < text.length() && text.charAt(end) == '_';
    }

    /**
     * Whether the token at {@code i} opens the clause or follows a mark after which a capital letter says nothing either:
     * a label's colon, a bullet, a question's or an exclamation's end, a dash, an opening quote or parenthesis.
     */
    private boolean opens(int i) {
        if (i == 0) {
            return true;
        }
        String before = text.substring(tokens.get(i - 1).end(), tokens.get(i).start());
        return before.chars().anyMatch(ch -> OPENING_MARKS.indexOf(ch) >= 0);
    }

    /**
     * A value named by its last word with an unknown name right before it ("the CFA franc"): only the values one of whose
     * names has that word ("West African CFA franc", "Central African CFA franc"), not every franc; unchanged when none has.
     */
    private Lexicon.Mention qualified(KbIndex index, Lexicon.Mention m) {
        if (!m.partialOnly() || m.start() == 0 || named[m.start() - 1] || !nameLike[m.start() - 1]) {
            return m;
        }
        String q = tokens.get(m.start() - 1).norm();
        var senses = m.senses().stream()
                .filter(s -> s instanceof Lexicon.ValueSense v && index.valueHasWord(v.relation(), v.object(), q)).toList();
        if (senses.isEmpty()) {
            return m;
        }
        return new Lexicon.Mention(m.start() - 1, m.end(), text.substring(tokens.get(m.start() - 1).start(), tokens.get(m.end() - 1).end()), senses);
    }

    /** A name the KB does not know: its text and tokens [start, end). */
    record Span(String text, int start, int end) {
    }

    /**
     * Names the KB does not know listed with objects it knows ("Portuguese and Galician", "Spanish, Quechua or X"): each is
     * an object too.
     */
    List<Span> listedWith(List<Lexicon.Mention> objects) {
        var out = new ArrayList<Span>();
        for (Span name : unlinkedNames) {
            for (var o : objects) {
                String between = name.start() >= o.end() ? text.substring(tokens.get(o.end() - 1).end(), tokens.get(name.start()).start())
                        : o.start() >= name.end() ? text.substring(tokens.get(name.end() - 1).end(), tokens.get(o.start()).start()) : null;
                if (between != null && between.strip().matches(",|and|or|, and|, or")) {
                    out.add(name);
                    break;
                }
            }
        }
        return out;
    }

    /**
     * Where a negation at {@code i} stops: at "and" or "but" before a new verb phrase ("never adopted the euro and still
     * uses the krona"), not before a name or an article ("does not border France and Spain").
     */
    private int scopeEnd(int i) {
        for (int j = i + 1; j + 1 < tokens.size(); j++) {
            var next = tokens.get(j + 1);
            if (SCOPE_ENDS.contains(tokens.get(j).norm()) && !next.capitalised() && !ARTICLES.contains(next.norm()) && !Character.isDigit(next.text().charAt(0))) {
                return j;
            }
        }
        return tokens.size();
    }

    /**
     * Whether the negation at {@code i} denies knowing, not what is known: "I had not realised that Bosnia is ...", "didn't
     * know Laos borders China" say that it is (the policy's factive verbs, within the next three words).
     */
    private boolean factive(int i) {
        for (int k = i + 1; k < Math.min(tokens.size(), i + 4); k++) {
            if (policy.factives().contains(tokens.get(k).norm())) {
                return true;
            }
        }
        return false;
    }

    /** Whether the "n't" at {@code i} asks a tag question ("guyana is in the caribbean isn't it?"), which negates nothing. */
    private boolean tagQuestion(int i) {
        if (i + 1 >= tokens.size() || !TAG_PRONOUNS.contains(tokens.get(i + 1).norm())) {
            return false;
        }
        String after = i + 2 < tokens.size() ? text.substring(tokens.get(i + 1).end(), tokens.get(i + 2).start()) : text.substring(tokens.get(i + 1).end());
        return after.strip().startsWith("?");
    }

    /**
     * Whether word {@code i} stands alone, a comma or a stop after it ("but no, Guinea-Bissau's capital is ...", "No!"): an
     * answer to what came before, which negates nothing of what follows.
     */
    private boolean interjection(int i) {
        int end = tokens.get(i).end();
        int next = i + 1 < tokens.size() ? tokens.get(i + 1).start() : text.length();
        String between = text.substring(end, next);
        return between.contains(",") || between.contains("!") || between.contains(".");
    }

    /** Whether "no" at {@code i} is about the KB: a name or a cue word within the next three words ("no land border", not "no traffic lights"). */
    private boolean aboutTheKb(KbIndex index, int i) {
        for (int k = i + 1; k < Math.min(tokens.size(), i + 4); k++) {
            if (named[k] || index.cueWords.containsKey(stemOf[k])) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether an apposition with a relation's word follows the name ("Abu Dhabi, the capital"): a comma, an article, and a
     * cue word within the next two words. A negation before the name ("rather than Abu Dhabi, the capital") denies what the
     * sentence says of the name, not what the apposition says of it.
     */
    private boolean apposedCue(KbIndex index, Lexicon.Mention name) {
        int k = name.end();
        if (k + 1 >= tokens.size() || !text.substring(tokens.get(k - 1).end(), tokens.get(k).start()).contains(",") || !ARTICLES.contains(tokens.get(k).norm())) {
            return false;
        }
        for (int j = k + 1; j < Math.min(tokens.size(), k + 3); j++) {
            if (index.cueWords.containsKey(stemOf[j])) {
                return true;
            }
        }
        return false;
    }

    /** The end of a name negation ("rather than") starting at {@code i}, or -1. */
    private int nameNegationEnd(List<List<String>> nameNegations, int i) {
        for (var words : nameNegations) {
            int k = 0;
            while (k < words.size() && i + k < tokens.size() && tokens.get(i + k).norm().equals(words.get(k))) {
                k++;
            }
            if (k == words.size()) {
                return i + k;
            }
        }
        return -1;
    }

    /**
     * The tokens of a larger proper name that an entity's or area's name is part of, or null: one followed by a capitalised
     * word that is no name of the KB ("the Niger River", "the European Union") or by a word of {@code features} ("the Congo
     * basin"), preceded by "Capitalised of" inside the
     * clause ("the Gulf of Guinea", "the Sea of Japan"), or by a capitalised word for a part ("Northern Ireland", not at
     * the clause's start). Only words separated by spaces count.
     */
    private int[] largerName(KbIndex index, Lexicon.Mention m) {
        if (lowerCase || m.senses().stream().anyMatch(x -> !(x instanceof Lexicon.EntitySense) && !area(index, x))) { // "canada lol": no capital tells
            return null;
        }
        int end = m.end();
        while (end < tokens.size() && !named[end] && nameLike[end] && !tokens.get(end - 1).possessive()
                && text.substring(tokens.get(end - 1).end(), tokens.get(end).start()).isBlank()) {
            end++;
        }
        if (end == m.end() && end < tokens.size() && policy.features().contains(tokens.get(end).norm()) && !tokens.get(end - 1).possessive()
                && text.substring(tokens.get(end - 1).end(), tokens.get(end).start()).isBlank()) {
            end++; // "the Congo basin", "the Niger delta": a feature named for the country, or the country for it
        }
        if (end > m.end()) {
            return new int[]{m.start(), end};
        }
        int before = m.start() - 1;
        if (before >= 1 && !named[before] && tokens.get(before).capitalised() && PARTS.contains(tokens.get(before).norm())
                && text.substring(tokens.get(before).end(), tokens.get(m.start()).start()).isBlank()) {
            return new int[]{before, m.end()}; // "Northern Ireland", "Upper Egypt": a part of a country, named for it
        }
        if (before >= 1 && !named[before] && nameLike[before] && !tokens.get(before - 1).capitalised() && !COMPASS.contains(tokens.get(before).norm())
                && !ARTICLES.contains(tokens.get(before).norm()) // "note: The United Kingdom uses the euro": a capital after a label's colon
                && !text.substring(tokens.get(before - 1).end(), tokens.get(before).start()).contains(":") // "Voice assistant: In Armenia, ..."
                && !index.cueWords.containsKey(stemOf[before]) && m.senses().stream().allMatch(x -> x instanceof Lexicon.EntitySense)
                && text.substring(tokens.get(before).end(), tokens.get(m.start()).start()).isBlank()) {
            return new int[]{before, m.end()}; // "the island of New Guinea", "Lake Malawi": a capitalised word mid-sentence names something else
        }
        int k = m.start() - 2;
        if (k >= 1 && tokens.get(k + 1).norm().equals("of") && !named[k] && nameLike[k] && !tokens.get(k).possessive()
                && !policy.stateWords().contains(tokens.get(k).norm()) // "the Socialist Republic of Viet Nam" is the country
                && !index.cueWords.containsKey(stemOf[k])) { // "Capital of Malawi?" is a question about it
            return new int[]{k, m.end()};
        }
        return null;
    }

    /** Whether {@code sense} is a value of a relation whose objects are areas ("European" in "the European Union"). */
    private static boolean area(KbIndex index, Lexicon.Sense sense) {
        return sense instanceof Lexicon.ValueSense v && index.relations.stream().anyMatch(c -> c.relation().name().equals(v.relation()) && c.relation().areas());
    }

    /**
     * Whether a value named by the last word of its name only ("the baht") is meant: right after an article or a word of
     * owning ("their own krona"), or two words
     * after one with a capitalised word between ("the US dollar"; not "the halfway mark", nor "half a mark": after "a" or "an",
     * a word of the language that qualifies no noun needs a cue), right after "in" or a number, or
     * in a clause with a cue of its relation ("the currency"); never as a speaker's name before a colon ("MARK: Danish krone").
     */
    private boolean lastWordSaysIt(KbIndex index, Lexicon.Mention m) {
        if (text.startsWith(":", tokens.get(m.end() - 1).end())) {
            return false;
        }
        for (int i = Math.max(0, m.start() - 2); i < m.start(); i++) {
            var before = tokens.get(i);
            boolean next = i == m.start() - 1;
            // (not "a" or "an" before a word of the language that qualifies no noun after it: "lose half a mark", where "a
            // yen coin" is the yen)
            boolean article = (ARTICLES.contains(before.norm()) || OWNERS.contains(before.norm())) && (next || tokens.get(i + 1).capitalised())
                    && !(next && !before.norm().equals("the") && EnglishWords.common(tokens.get(m.start()).norm()) && !qualifiesNoun(m));
            if (article || next && (before.norm().equals("in") || Character.isDigit(before.text().charAt(0)))) {
                return true; // "the peso", "the US dollar", "in baht", "20 pesos"
            }
        }
        var stems = new HashSet<>(Arrays.asList(stemOf));
        var relations = m.senses().stream().map(s -> ((Lexicon.ValueSense) s).relation()).collect(Collectors.toSet());
        return index.relations.stream().filter(c -> relations.contains(c.relation().name()))
                .anyMatch(c -> c.cueStems().stream().anyMatch(stems::containsAll));
    }

    /** Whether a word follows {@code m} with nothing but a space between, and no preposition ("a yen coin"; not "a mark."). */
    private boolean qualifiesNoun(Lexicon.Mention m) {
        return m.end() < tokens.size() && tokens.get(m.end()).start() == tokens.get(m.end() - 1).end() + 1
                && !PREPOSITIONS.contains(tokens.get(m.end()).norm()) && !tokens.get(m.end()).norm().equals("of");
    }

    /**
     * Whether the word at {@code i} is a cue word that only qualifies the next one, a cue word of other relations: "the
     * official capital" is no language claim, "a border region" no border claim, "located next to" no claim of location.
     */
    private boolean qualifies(KbIndex index, int i) {
        if (i + 1 >= tokens.size()) {
            return false;
        }
        var mine = index.cueWords.get(stemOf[i]);
        var next = index.cueHeads.contains(stemOf[i + 1]) ? index.cueWords.get(stemOf[i + 1]) : null; // not "of" ("a neighbour of Syria")
        return mine != null && next != null && mine.stream().noneMatch(next::contains);
    }

    /** Values named within three words after a proximity word, with no name between: "close to Asia" is not where it lies. */
    private Set<Lexicon.Mention> findNearby() {
        var out = new HashSet<Lexicon.Mention>();
        for (var m : mentions) {
            // a demonym right before it makes a larger name, not a place a country lies in: "the French Caribbean"
            if (mentions.stream().anyMatch(d -> d.end() == m.start() && !d.entityIds().isEmpty() && d.adjectiveOnly())) {
                out.add(m);
                continue;
            }
            for (int i = m.start() - 1; i >= Math.max(0, m.start() - 3) && !named[i]; i--) {
                if (policy.proximity().contains(tokens.get(i).norm())) {
                    out.add(m);
                    break;
                }
            }
        }
        return out;
    }

    /** A capitalised word, or in a text written in lower case a word of three letters or more that is no English word ("lagos"). */
    private boolean nameLike(Words.Token t) {
        boolean looksLikeName = t.capitalised() || lowerCase && t.text().length() > 2 && t.text().chars().allMatch(Character::isLetter)
                && !EnglishWords.common(t.norm());
        return looksLikeName && !policy.notNames().contains(t.norm()) && !policy.clauseWords().contains(t.norm())
                && !policy.openingClauseWords().contains(t.norm()) && !Character.isDigit(t.text().charAt(0));
    }
}
