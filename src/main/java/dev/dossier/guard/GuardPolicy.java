package dev.dossier.guard;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Everything {@code guard.yaml} defines, validated when loaded (unknown, missing or bad keys are INVALID_CONFIG errors
 * naming the file and the key).
 *
 * @param blockThreshold a contradicted claim above this confidence blocks; at or below it the text is quarantined
 * @param confidence     bases and factors of a verdict's confidence
 * @param negations      words that negate a clause
 * @param forwardNegations negations that deny only what follows them ("gets by without traffic lights" denies nothing
 *                       said before it)
 * @param nameNegations  phrases that deny the name right after them only ("rather than")
 * @param temporal       words that place a claim in time (the KB is timeless: such claims are unknown)
 * @param pronouns       words that refer back to the previous subject
 * @param speakerPossessives possessives of a speaker for a country: they refer back to the previous subject only right
 *                       before a relation's word ("Niamey is the capital of Niger. We are landlocked; our neighbours are ...")
 * @param subjectMarkers words before an entity that make it the subject
 * @param clauseBreaks   punctuation that ends a clause
 * @param clauseWords    words that start a new clause after a comma
 * @param openingClauseWords words that, opening a sentence, end its first clause at its first comma
 * @param subjectClauseWords words that start a new clause after a comma when a country's name and a relation's word follow
 *                       them ("..., as the UK uses the pound sterling")
 * @param notNames       capitalised words that never name an unknown entity or object
 * @param stateWords     words of a state's name before "of" ("Republic of", "Kingdom of"): with them, a country's name
 *                       is the country's, not part of a larger proper name (as in "the Gulf of Guinea")
 * @param features       lower-case words of a land or water feature: after a country's name ("the Congo basin", "the Niger
 *                       delta") they make a larger name, the feature's, not the country
 * @param routeOrigins   words before the country a route starts from ("from"), for the cues of an entity relation that
 *                       hold a word of {@code routeStops} ("drive into")
 * @param routeStops     words before the countries a route goes through or into ("through", "into"): in a clause with
 *                       such a cue, each stop of the route is related to the next, and no other pair ("drive from Germany
 *                       through Austria into Hungary" says Germany borders Austria, and Austria Hungary)
 * @param proximity      words that make a place named within the next three words a neighbour, not where the subject
 *                       lies ("close to Asia", "off the coast of Africa")
 * @param locatives      words after which a name the KB does not know is a place beside a value, not a value ("a small town
 *                       on Babeldaob", "a city on the Seine")
 * @param people         words for people, not countries: a verb's subject among them says nothing of which country a
 *                       claim is about ("we drove into Spain"), the place they are "in" does
 * @param comparisons    words after which a country is compared with the subject, not the subject ("Like Senegal, it
 *                       uses the CFA franc")
 * @param contrasts      words of difference: a country after "from" or "than" later in their clause is compared with the
 *                       value's holder, not the holder ("the Saudi riyal is a different currency from the Qatari one")
 * @param factives       verbs of knowing: a negation before one denies the knowing, not what is known ("I had not
 *                       realised that Bosnia is ...")
 * @param quantifiers    words that make a relation's word, within the three words after them, said of some people, not of
 *                       a country ("many residents also speak Spanish")
 * @param changes        verbs of change: a date after one ("adopted the euro in 2015") says the claim holds from then
 *                       on, so the KB can contradict it
 * @param givenUp        verbs of giving something up: a name right after one ("swapped the kuna for the euro") is what
 *                       held before, so its claim is unknown
 * @param addresses      words of a letter's greeting or closing: a name right after one ("Dear Tom", "Love, Jenny") is a
 *                       person's, no object
 * @param beliefs        verbs of belief: what someone other than the writer believes ("my cousin thinks Switzerland uses
 *                       euros") is not said by the text, unless the text says they are right
 * @param reports        verbs of saying that report what someone other than the writer said when "that" follows them
 *                       ("someone upthread wrote that Māori isn't official"): read as beliefs are (not "she wrote the card
 *                       in Polish")
 * @param sayings        verbs of saying or listing that report what someone other than the writer said without "that",
 *                       read as beliefs are only when the sentence goes on to dispute it ("The old guidebook says Czechia
 *                       uses the won, but it is actually the koruna"; not "The guide says Prague is the capital")
 * @param disputes       words that, opening the clause after a report's, dispute what it reports ("..., but it is in
 *                       Middle Africa", "; actually, ...")
 * @param mistakes       adverbs that, right before a verb of belief, say the belief was wrong, even the writer's ("I
 *                       wrongly assumed Mali bordered Ethiopia")
 * @param questions      verbs of asking: what anyone asks with "if", "whether" or a question word after the verb ("Mum
 *                       keeps asking if Argentina uses the peso") is not said by the text
 * @param endorsements   words that say a belief is right ("most people assume so, and they are right")
 * @param refutations    words that, right after a quote (a dash, colon or comma between), deny what it quotes ("'Uruguay
 *                       borders Paraguay' — FALSE")
 * @param corrections    words that, before a colon, withdraw what their sentence said before them ("Sam said the Wellington
 *                       office is in Australia — corrected: ...")
 * @param notCues        words that share a relation word's stem and do not express the relation ("officials" are people)
 * @param directions     compass words that open countries' names: after "the", one stands for the one country the text
 *                       names with it ("the South" for South Korea)
 * @param parser         the parser asked which entity a claim the reading would contradict is about: {@code nlp4j} or
 *                       {@code none}
 * @param parserLoad     when the parser's models are loaded: {@code start} (when the HTTP server starts, on a background
 *                       thread, so that no check waits for them) or {@code first_use} (when a claim first needs them: a
 *                       server that checks no claims never holds them)
 */
public record GuardPolicy(double blockThreshold, Confidence confidence, Set<String> negations, Set<String> forwardNegations, List<String> nameNegations, Set<String> temporal, Set<String> pronouns, Set<String> speakerPossessives,
                          Set<String> subjectMarkers, List<String> clauseBreaks, Set<String> clauseWords, Set<String> openingClauseWords, Set<String> subjectClauseWords,
                          Set<String> notNames, Set<String> stateWords, Set<String> features, Set<String> routeOrigins, Set<String> routeStops, Set<String> proximity, Set<String> locatives, Set<String> people,
                          Set<String> comparisons, Set<String> contrasts, Set<String> factives, Set<String> quantifiers, Set<String> changes, Set<String> givenUp,
                          Set<String> addresses, Set<String> beliefs, Set<String> reports, Set<String> sayings, Set<String> disputes, Set<String> mistakes, Set<String> questions, Set<String> endorsements, Set<String> refutations, Set<String> corrections, Set<String> notCues, Set<String> directions, String parser, String parserLoad) {

    /** The parsers {@code parser} may name. */
    static final Set<String> PARSERS = Set.of("nlp4j", "none");

    /** The values {@code parser_load} may take. */
    static final Set<String> PARSER_LOADS = Set.of("start", "first_use");

    static final String FILE = "guard.yaml";

    /** See {@code guard.yaml}. */
    public record Confidence(double supported, double contradictedOne, double contradictedClosedWorld, double unknown, double impliedRelation,
                             double coreference, double ambiguousName, double unlinkedObject) {
        public Confidence {
            for (double v : new double[]{supported, contradictedOne, contradictedClosedWorld, unknown, impliedRelation, coreference, ambiguousName,
                    unlinkedObject}) {
                if (!(v > 0 && v <= 1)) {
                    throw new IllegalArgumentException("every confidence must be more than 0 and at most 1, got " + v);
                }
            }
        }
    }

    public GuardPolicy {
        if (!(blockThreshold > 0 && blockThreshold < 1)) {
            throw new IllegalArgumentException("block_threshold must be between 0 and 1, got " + blockThreshold);
        }
        negations = lower(negations);
        forwardNegations = lower(forwardNegations);
        if (!negations.containsAll(forwardNegations)) {
            throw new IllegalArgumentException("every word of forward_negations must be one of negations");
        }
        nameNegations = nameNegations.stream().map(w -> w.toLowerCase(Locale.ROOT).strip()).toList();
        temporal = lower(temporal);
        pronouns = lower(pronouns);
        speakerPossessives = lower(speakerPossessives);
        subjectMarkers = lower(subjectMarkers);
        clauseBreaks = List.copyOf(clauseBreaks);
        clauseWords = lower(clauseWords);
        openingClauseWords = lower(openingClauseWords);
        subjectClauseWords = lower(subjectClauseWords);
        notNames = lower(notNames);
        proximity = lower(proximity);
        locatives = lower(locatives);
        stateWords = lower(stateWords);
        features = lower(features);
        routeOrigins = lower(routeOrigins);
        routeStops = lower(routeStops);
        people = lower(people);
        comparisons = lower(comparisons);
        contrasts = lower(contrasts);
        factives = lower(factives);
        quantifiers = lower(quantifiers);
        changes = lower(changes);
        givenUp = lower(givenUp);
        addresses = lower(addresses);
        beliefs = lower(beliefs);
        reports = lower(reports);
        sayings = lower(sayings);
        disputes = lower(disputes);
        mistakes = lower(mistakes);
        questions = lower(questions);
        endorsements = lower(endorsements);
        refutations = lower(refutations);
        corrections = lower(corrections);
        notCues = lower(notCues);
        directions = lower(directions);
        if (!PARSERS.contains(parser)) {
            throw new IllegalArgumentException("parser must be one of " + new java.util.TreeSet<>(PARSERS) + ", got '" + parser + "'");
        }
        if (!PARSER_LOADS.contains(parserLoad)) {
            throw new IllegalArgumentException("parser_load must be one of " + new java.util.TreeSet<>(PARSER_LOADS) + ", got '" + parserLoad + "'");
        }
    }

    /** Whether the server loads the parser's models when it starts. */
    boolean loadsParserAtStart() {
        return parses() && parserLoad.equals("start");
    }

    /** Whether claims in doubt are read again with the dependency parser. */
    boolean parses() {
        return parser.equals("nlp4j");
    }

    private static Set<String> lower(Set<String> words) {
        return words.stream().map(w -> w.toLowerCase(Locale.ROOT).strip()).collect(Collectors.toUnmodifiableSet());
    }

    /** Loads {@code guard.yaml} from {@code configDir} or the packaged default. */
    public static GuardPolicy load(Path configDir) {
        return ConfigFiles.read(configDir, FILE, GuardPolicy.class);
    }
}
