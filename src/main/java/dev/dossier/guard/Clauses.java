package dev.dossier.guard;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Splits a text into the clauses the claim reader reads one by one: sentences ({@link BreakIterator}, with the fixes
 * below), each cut at the ends of quoted list items ({@link #QUOTED_ITEMS}) and with phrases in parentheses after a name
 * taken apart ({@link #parenthetical}), then clauses at the policy's breaks and clause words, then appositions apart from
 * the clause around them.
 * Only the order of the clauses and their text matter to the reader (a pronoun refers to the previous clause's subject).
 * The sentence bounds ({@link #bounds}) are shared with the parse, which is given one sentence at a time.
 * <p>
 * About 770 lines: the steps work on the same text and its parts, and each fix is a few lines beside the step it
 * corrects; splitting them would pass the parts and their offsets between classes.
 */
final class Clauses {

    /**
     * A sentence that ends in an abbreviation such as "St." or "Mt." (one or two letters, capitalised, or a title or
     * month of three or four), not in a short name ("from La Paz.").
     */
    private static final Pattern ABBREVIATION = Pattern.compile("(?<!\\S)(?:[A-Z][a-z]?|Mrs|Gen|Col|Sgt|Rev|Ave|Inc|Ltd|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.$");

    /**
     * The end of a sentence before chat in lower case, or before a number ("— LIMA. 7 Down, ..."): its mark and the spaces
     * after it, before a lower-case letter or a digit.
     */
    private static final Pattern LOWER_CASE_END = Pattern.compile("[.!?]+\\s+(?=\\p{Ll}|\\p{Nd})");

    /** Abbreviations a full stop follows before a lower-case word ("e.g. the", "approx. five"), besides single letters. */
    private static final Set<String> LOWER_CASE_ABBREVIATIONS = Set.of("etc", "approx", "vs", "incl", "cf", "ca", "no", "nos", "fig", "dept", "est",
            "esp", "jr", "sr", "st", "mt", "ft", "mr", "mrs", "ms", "dr", "prof", "gov", "gen", "lt", "col", "inc", "ltd", "co", "corp", "jan", "feb",
            "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec");

    /** Articles: a clause's last part that opens with one may describe the name before it ({@link #appositions}). */
    private static final Set<String> ARTICLES = Set.of("the", "a", "an");

    /** Auxiliary and linking verbs: a phrase with one is a clause, not a noun phrase in apposition. */
    private static final Set<String> VERBS = Set.of("is", "are", "was", "were", "be", "been", "has", "have", "had", "shall", "will", "would",
            "can", "could", "may", "might", "must", "should", "does", "do", "did");

    /** Words that open an apposition ("another neighbour of Uzbekistan"). */
    private static final Set<String> NOUN_PHRASE_OPENERS = Set.of("the", "a", "an", "another", "its", "their", "one", "his", "her", "our");

    /**
     * Where one quoted item of a list ends and the next starts ("Sample cards: 'Tokyo, capital of Japan', 'Jakarta, capital
     * of Indonesia'"): each item says its own, so none lends its names to the others.
     */
    private static final Pattern QUOTED_ITEMS = Pattern.compile("(?<=\\S)['’\"”]\\s*(?:,\\s*(?:and\\s+|or\\s+)?|and\\s+|or\\s+)['‘\"“](?=\\S)");

    /** A dash with a space on each side. */
    private static final Pattern SPACED_DASH = Pattern.compile("\\s[—–-]\\s");

    /** A phrase in parentheses right after a name, opening with a lower-case word ("Ukraine (capital Kyiv)"). */
    private static final Pattern PARENTHETICAL = Pattern.compile("\\s*\\((\\p{Ll}[^()]*)\\)");

    /** Where a bullet item starts: a bullet mark anywhere, or a dash after a sentence's end or a colon ("plan: - Day 1"). */
    private static final Pattern BULLET = Pattern.compile("\\s*(?=[•▪◦])|(?<=[.!?:])\\s+(?=[-–—]\\s)");

    /**
     * A mark of one to three characters that are neither letters, digits, quotes, brackets, punctuation, dashes nor a
     * table's bars, standing alone between spaces ("*", "=>", "✓", "+", "//"): an item's mark when the text has it twice or more, or after a sentence's end.
     */
    private static final Pattern ITEM_MARK = Pattern.compile("(?<=^|\\s)[^\\p{L}\\p{N}\\s\"'“”‘’()\\[\\]{},;:.!?|—–-]{1,3}(?=\\s)");

    /**
     * Where a numbered item starts after a sentence's end ("... Vietnam. 2) The ...", "... Bolivia. 2/ Ecuador ..."), which the
     * sentence iterator misses: it ends a sentence.
     */
    private static final Pattern LIST_ITEM = Pattern.compile("(?<=[.!?])\\s+(?=\\(?\\d{1,2}[).:/]\\s)");

    /**
     * Where what follows a sentence's end is a piece of its own that the sentence iterator misses, as it waits for a capital:
     * a bracket ("... Ireland. [10:16] maya: The United Kingdom ...", "... franc. (4 marks)").
     */
    private static final Pattern BRACKETED = Pattern.compile("(?<=[.!?])\\s+(?=[\\[(])");

    /**
     * The end of an item's label at a sentence's start, a word and a number before a colon ("Stop 3: In Suriname, Dutch has
     * official status", "Day 4: The Republic of Suriname issues ..."), or a number alone ("4: In Suriname"): the label is no
     * name of the clause's subject, and what follows starts a sentence.
     */
    private static final Pattern ITEM_LABEL = Pattern.compile("(?:^|(?<=[.!?])\\s+)\\s*(?:\\p{Lu}\\p{L}*\\s+)?\\d{1,3}:\\s+(?=\\S)");

    /**
     * The most words after a clause break that are a label's value ("capital: Porto", "Capital of Vietnam: Ho Chi Minh
     * City"), read with the label, or before it that are a label.
     */
    private static final int LABEL_VALUE_TOKENS = 4;

    /** The most words of a phrase between commas read as an apposition. */
    private static final int APPOSITION_TOKENS = 10;

    /** The most words of one item of a list inside a relative clause ("which borders Thailand, Laos and Vietnam"). */
    private static final int LIST_ITEM_TOKENS = 6;

    /** Words that make a phrase between commas an item of a list, not an apposition. */
    private static final Set<String> LIST_WORDS = Set.of("and", "or", "nor");

    /** Words that open a relative clause: between commas, such a clause is inserted even before a capitalised word. */
    private static final Set<String> RELATIVE_WORDS = Set.of("which", "who", "whose", "where");

    /** A comma and a relative clause after it. */
    private static final Pattern RELATIVE_AFTER_COMMA = Pattern.compile(",\\s*(?:" + String.join("|", RELATIVE_WORDS) + ")\\b", Pattern.CASE_INSENSITIVE);

    private final GuardPolicy policy;
    private final Pattern clauseSplit;

    Clauses(GuardPolicy policy) {
        this.policy = policy;
        String words = policy.clauseWords().stream().map(Pattern::quote).collect(Collectors.joining("|"));
        String marks = policy.clauseBreaks().stream().map(Pattern::quote).collect(Collectors.joining("|"));
        this.clauseSplit = Pattern.compile((marks.isEmpty() ? "" : "(?:" + marks + ")|") + (words.isEmpty() ? "(?!)" : ",\\s+(?=(?:" + words + ")\\b)"),
                Pattern.CASE_INSENSITIVE);
    }

    /** The clauses of {@code text}, in order, without telling any word a relation's word. */
    List<String> of(String text) {
        return of(text, bounds(text), word -> Set.of());
    }

    /**
     * The clauses of {@code text}, in order.
     *
     * @param bounds       where its sentences start, and its length last ({@link #bounds}; computed once per text and
     *                     shared with the parse)
     * @param relationsOf  the KB's relations a word (folded) is a word of, empty for most words: a colon right after one keeps
     *                     the label with its value ("Sri Lanka's official languages: Sinhala and Hindi, as the answer
     *                     sheet confirmed")
     */
    List<String> of(String text, List<Integer> bounds, Function<String, Set<String>> relationsOf) {
        var out = new ArrayList<String>();
        for (String sentence : sentences(text, bounds)) {
            for (String part : QUOTED_ITEMS.split(corrected(sentence))) {
                for (String piece : parenthetical(part)) {
                    for (String clause : clauses(piece, relationsOf)) {
                        out.addAll(appositions(clause));
                    }
                }
            }
        }
        return out;
    }

    /**
     * The sentences of a text ({@link #bounds}); a question is read with the sentence that answers it ("Where is Fiji? In
     * Asia."), and so is a request labelled as a question with the answer labelled after it ("Q: Name an official language
     * of Bhutan. A: Dzongkha.").
     */
    private static List<String> sentences(String text, List<Integer> bounds) {
        var out = new ArrayList<String>();
        int start = bounds.get(0);
        boolean question = false;
        boolean request = false;
        for (int end : bounds.subList(1, bounds.size())) {
            String sentence = text.substring(start, end);
            start = end;
            if (question || request && ANSWER_LABEL.matcher(sentence).lookingAt()) {
                out.set(out.size() - 1, out.get(out.size() - 1) + sentence);
                question = false;
                request = false;
            } else {
                out.add(sentence);
                question = sentence.strip().endsWith("?");
                request = !question && QUESTION_LABEL.matcher(sentence).lookingAt();
            }
        }
        return out;
    }

    /** A sentence labelled as a question: "Q: Name ...", "Question 3: ...". */
    static final Pattern QUESTION_LABEL = Pattern.compile("\\s*(?:Q|Question)\\s*\\d{0,3}\\s*[:.)]\\s", Pattern.CASE_INSENSITIVE);

    /** A sentence labelled as an answer: "A: Dzongkha", "Answer: ...". */
    private static final Pattern ANSWER_LABEL = Pattern.compile("\\s*(?:A|Answer)\\s*[:.)]\\s", Pattern.CASE_INSENSITIVE);

    /**
     * Whether a colon between {@code label} and {@code value} joins a label and its value, read as one clause: either has a
     * few words only, or the label ends in a relation's word or opens with one and "of"; never when the label ends in a negation, which denies what
     * came before and not what the colon goes on to say ("It isn't: Cambodians use the riel").
     */
    private boolean label(String value, String label, Predicate<String> relationWord) {
        var words = Words.tokens(label);
        if (words.isEmpty()) {
            return true;
        }
        String last = words.get(words.size() - 1).norm();
        if (policy.negations().contains(last) || Words.notContracted(words, words.size() - 1)) {
            return false;
        }
        if (labelWords(value) <= LABEL_VALUE_TOKENS || labelWords(label) <= LABEL_VALUE_TOKENS) {
            return true;
        }
        // (or opens with one before "of": "Capital of the Republic of Cyprus: Nicosia, in case anyone asks")
        return relationWord.test(last) || words.size() > 1 && relationWord.test(words.get(0).norm()) && words.get(1).norm().equals("of");
    }

    /**
     * The words of a label or its value: up to a relative clause after a comma ("English, which only our table knew"),
     * without a list item's number ("3) Capital of Vietnam").
     */
    private static int labelWords(String part) {
        var m = RELATIVE_AFTER_COMMA.matcher(part);
        var words = Words.tokens(m.find() ? part.substring(0, m.start()) : part);
        return !words.isEmpty() && words.get(0).text().chars().allMatch(Character::isDigit) ? words.size() - 1 : words.size();
    }

    /**
     * Where the sentences of {@code text} start, and its length last: {@link BreakIterator}'s boundaries; where chat in
     * lower case starts or goes on, which the iterator misses as it waits for a capital: after a full stop, question or
     * exclamation mark before a lower-case word ("just the US lol. english and french are both official there", "Both
     * places use the euro. ok so for the geo project"), or a number ("(4) — LIMA. 7 Down, ..."); and where a numbered or
     * bullet item starts ("answers: 1) Astana ... 2) Tetum ...", "• Money: ...", "plan. - Day 1").
     */
    static List<Integer> bounds(String text) {
        var out = new ArrayList<Integer>();
        var it = BreakIterator.getSentenceInstance(Locale.ENGLISH);
        it.setText(text);
        for (int b = it.first(); b != BreakIterator.DONE; b = it.next()) {
            out.add(b);
        }
        int found = out.size();
        for (var m = LOWER_CASE_END.matcher(text); m.find(); ) {
            if (!abbreviated(text, m.start())) {
                out.add(m.end());
            }
        }
        for (var m = LIST_ITEM.matcher(text); m.find(); ) {
            out.add(m.end());
        }
        for (var m = BRACKETED.matcher(text); m.find(); ) {
            out.add(m.end());
        }
        for (var m = ITEM_LABEL.matcher(text); m.find(); ) {
            if (m.end() < text.length()) {
                out.add(m.end());
            }
        }
        for (var m = BULLET.matcher(text); m.find(); ) {
            if (m.end() > 0 && m.end() < text.length()) {
                out.add(m.end());
            }
        }
        itemMarks(text, out);
        var sorted = out.size() == found ? out : out.stream().distinct().sorted().toList();
        // a short capitalised word with a full stop ("St. Peter Port") ends no sentence
        var kept = new ArrayList<Integer>(sorted.size());
        for (int b : sorted) {
            if (kept.isEmpty() || b == text.length() || !endsInAbbreviation(text, kept.get(kept.size() - 1), b)) {
                kept.add(b);
            }
        }
        return kept;
    }

    /**
     * Adds where an item's mark ({@link #ITEM_MARK}) starts an item: a mark the text has twice or more ("* tipping ... * cash
     * ..."), or one right after a sentence's end ("last updated 17 October. => the land border ..."), which the sentence
     * iterator misses as no capital follows.
     */
    private static void itemMarks(String text, List<Integer> out) {
        var marks = new ArrayList<MatchResult>();
        var counts = new HashMap<String, Integer>();
        for (var m = ITEM_MARK.matcher(text); m.find(); ) {
            marks.add(m.toMatchResult());
            counts.merge(m.group(), 1, Integer::sum);
        }
        for (var m : marks) {
            int before = m.start();
            while (before > 0 && Character.isWhitespace(text.charAt(before - 1))) {
                before--;
            }
            boolean afterEnd = before > 0 && ".!?".indexOf(text.charAt(before - 1)) >= 0;
            if (m.start() > 0 && (counts.get(m.group()) > 1 || afterEnd)) {
                out.add(m.start());
            }
        }
    }

    /**
     * Whether the word before the full stop at {@code stop} is an abbreviation: a single letter, one holding a full stop
     * ("e.g"), or one of {@link #LOWER_CASE_ABBREVIATIONS}.
     */
    private static boolean abbreviated(String text, int stop) {
        int start = stop;
        while (start > 0 && (Character.isLetter(text.charAt(start - 1)) || text.charAt(start - 1) == '.' && start - 1 > 0 && Character.isLetter(text.charAt(start - 2)))) {
            start--;
        }
        String word = text.substring(start, stop);
        return word.length() == 1 || word.indexOf('.') >= 0 || LOWER_CASE_ABBREVIATIONS.contains(word.toLowerCase(Locale.ROOT));
    }

    /** Whether the sentence at {@code text}'s characters {@code [start, end)} ends in an {@link #ABBREVIATION} (a few characters before its end). */
    private static boolean endsInAbbreviation(String text, int start, int end) {
        int last = end;
        while (last > start && Character.isWhitespace(text.charAt(last - 1))) {
            last--;
        }
        return ABBREVIATION.matcher(text).region(Math.max(start, last - 8), last).useTransparentBounds(true).find();
    }

    /**
     * What a sentence says once a correction is made: the text after the last of the policy's corrections that a colon
     * follows ("Sam said the Wellington office is in Australia — corrected: Wellington is New Zealand's capital"), or that
     * "that" and a comma or colon follow ("scratch that, Belize borders Mexico"), or the whole sentence.
     */
    private String corrected(String sentence) {
        var tokens = Words.tokens(sentence);
        for (int i = tokens.size() - 1; i >= 0; i--) {
            var t = tokens.get(i);
            if (policy.corrections().contains(t.norm()) && sentence.startsWith(":", t.end())) {
                return sentence.substring(t.end() + 1);
            }
            // "Earlier I claimed Belize bordered Chile; scratch that, Belize borders Mexico"
            if (policy.corrections().contains(t.norm()) && i + 1 < tokens.size() && tokens.get(i + 1).norm().equals("that")
                    && (sentence.startsWith(",", tokens.get(i + 1).end()) || sentence.startsWith(":", tokens.get(i + 1).end()))) {
                return sentence.substring(tokens.get(i + 1).end() + 1);
            }
        }
        return sentence;
    }

    /**
     * The commas (characters of {@code sentence}) that end a denial before "it is" names what is instead: "the capital of
     * Slovakia is not Košice, it is Bratislava", "..., it's Athens". The clause after is read with the relation the
     * denial said ({@link ClauseBefore#standIn}).
     */
    private List<Integer> correctionsAfterDenial(String sentence, List<Words.Token> words) {
        var out = new ArrayList<Integer>();
        boolean denied = false;
        for (int j = 0; j + 1 < words.size(); j++) {
            var w = words.get(j);
            denied |= ClauseBefore.negationAt(policy, words, j);
            if (!denied || j == 0 || !w.norm().equals("it") || !(w.possessive() || IS.contains(words.get(j + 1).norm()))) {
                continue;
            }
            int comma = sentence.lastIndexOf(',', w.start());
            if (comma >= words.get(j - 1).end() && sentence.substring(comma + 1, w.start()).isBlank()) {
                out.add(comma);
            }
        }
        return out;
    }

    /** "is" and "was", which after "it" name what a denial before did not: "not Košice, it is Bratislava". */
    private static final Set<String> IS = Set.of("is", "was");

    /**
     * The clauses of a sentence, split at the policy's breaks, at the first comma of a sentence that starts with a
     * clause word ("Although ..., ..."), and after a fronted participial phrase ("Located in Western Africa, Senegal
     * ..."), which then comes after its main clause, whose subject it is about; a colon before or after a few words only ("capital: Porto", "Official
     * languages: Spanish, Quechua and Aymara") is a label and its value, read as one clause.
     */
    private List<String> clauses(String sentence, Function<String, Set<String>> relationsOf) {
        Predicate<String> relationWord = word -> !relationsOf.apply(word).isEmpty();
        var breaks = new ArrayList<int[]>();
        var first = Words.tokens(sentence);
        boolean fronted = false;
        int comma = sentence.indexOf(',');
        if (!first.isEmpty() && (policy.openingClauseWords().contains(first.get(0).norm()) || policy.addresses().contains(first.get(0).norm())) && comma > 0) {
            // "Although it issues no coins, Montenegro uses the euro", "Dear Tom, we finally reached ...": the first comma ends a clause
            breaks.add(new int[]{comma, comma + 1});
        } else if (!first.isEmpty() && participle(first.get(0)) && !sentence.startsWith(":", first.get(0).end())) { // not "BREAKING: ..."
            int end = frontedPhraseEnd(sentence, first);
            if (end > 0) {
                breaks.add(new int[]{end, end + 1}); // "Wedged between Belgium, France and Germany, it has ..."
                fronted = true;
            }
        }
        var m = clauseSplit.matcher(sentence);
        while (m.find()) {
            if (listEnd(sentence, m.end())) {
                continue; // "Peru borders Ecuador, Colombia, and Chile": the list's last item, no clause
            }
            if (breaks.isEmpty() || m.start() > breaks.get(breaks.size() - 1)[1]) {
                breaks.add(new int[]{m.start(), m.end()});
            }
        }
        for (int at : subjectClauses(sentence, first, relationsOf)) {
            if (breaks.stream().noneMatch(b -> b[0] <= at && b[1] >= at)) {
                breaks.add(new int[]{at, first.stream().filter(t -> t.start() > at).findFirst().orElseThrow().start()});
            }
        }
        for (int[] dash : dashedClauses(sentence)) {
            if (breaks.stream().noneMatch(b -> b[0] <= dash[1] && b[1] >= dash[0])) {
                breaks.add(dash);
            }
        }
        for (int at : secondPredicate(first, relationsOf)) {
            var and = first.get(at); // the clause after keeps its "and", as after ", and"
            if (breaks.stream().noneMatch(b -> b[0] <= and.end() && b[1] >= and.start())) {
                breaks.add(new int[]{and.start(), and.start()});
            }
        }
        for (int at : repeatedRelation(first, relationsOf)) {
            var and = first.get(at);
            if (breaks.stream().noneMatch(b -> b[0] <= and.end() && b[1] >= and.start())) {
                breaks.add(new int[]{and.start(), and.end()});
            }
        }
        for (int at : correctionsAfterDenial(sentence, first)) {
            if (breaks.stream().noneMatch(b -> b[0] <= at && b[1] > at)) {
                breaks.add(new int[]{at, at + 1});
            }
        }
        breaks.sort(Comparator.comparingInt(b -> b[0]));
        var out = new ArrayList<String>();
        int cut = 0;
        // a label with a relation's word that opens the sentence ("Answer key (capitals): Q1 Canberra, Australia; Q2 ..."):
        // each item after a semicolon is read under it too
        String listLabel = null;
        boolean afterSemicolon = false;
        for (int i = 0; i < breaks.size(); i++) {
            int next = i + 1 < breaks.size() ? breaks.get(i + 1)[0] : sentence.length();
            int labelStart = Math.max(cut, lastSentenceMark(sentence, breaks.get(i)[0]) + 1); // "Q: What is ...? A: Canberra"
            if (sentence.charAt(breaks.get(i)[0]) == ':' && label(sentence.substring(breaks.get(i)[1], next), sentence.substring(labelStart, breaks.get(i)[0]), relationWord)) {
                if (cut == 0 && out.isEmpty() && Words.tokens(sentence.substring(0, breaks.get(i)[0])).stream().anyMatch(t -> relationWord.test(t.norm()))) {
                    listLabel = sentence.substring(0, breaks.get(i)[0] + 1) + " ";
                }
                continue;
            }
            out.add(underLabel(afterSemicolon ? listLabel : null, sentence.substring(cut, breaks.get(i)[0])));
            afterSemicolon = sentence.charAt(breaks.get(i)[0]) == ';';
            cut = breaks.get(i)[1];
        }
        out.add(underLabel(afterSemicolon ? listLabel : null, sentence.substring(cut)));
        if (fronted && out.size() > 1) {
            out.add(1, out.remove(0)); // the main clause first: the fronted phrase is about its subject
        }
        return out.stream().map(String::strip).filter(c -> !c.isEmpty()).toList();
    }

    /** A list's item read under the list's label, if it has one and the item has no label of its own. */
    private static String underLabel(String label, String item) {
        return label != null && item.indexOf(':') < 0 ? label + item.strip() : item;
    }

    /**
     * Whether the clause word at {@code at} is "and" or "or" and only a name follows it up to the sentence's end (", and
     * Chile.", ", and Saint Kitts and Nevis."): the last item of a list, with a serial comma before it.
     */
    private static boolean listEnd(String sentence, int at) {
        var and = Words.tokens(sentence.substring(at, Math.min(sentence.length(), at + 4)));
        if (and.isEmpty() || !LIST_WORDS.contains(and.get(0).norm())) {
            return false;
        }
        int from = at + and.get(0).end();
        int end = from;
        while (end < sentence.length() && ";:,.!?()—–".indexOf(sentence.charAt(end)) < 0) {
            end++;
        }
        if (end < sentence.length() && ";.!?".indexOf(sentence.charAt(end)) < 0) {
            return false; // "..., and Uruguay, which borders Bolivia": a clause may go on after the name
        }
        var words = Words.tokens(sentence.substring(from, end));
        return !words.isEmpty() && words.get(0).capitalised()
                && words.stream().allMatch(w -> w.capitalised() || NAME_JOINERS.contains(w.norm()));
    }

    /** Lower-case words inside a name ("Saint Kitts and Nevis", "Bosnia and Herzegovina", "Republic of the Congo"). */
    private static final Set<String> NAME_JOINERS = Set.of("and", "of", "the", "da", "de", "del", "du");

    /**
     * The spaced dashes that open a clause of its own: a capitalised word right after the dash, then, before the next mark of
     * punctuation, a lower-case verb ("do not border each other — Togo and Benin sit in between"; not "— FALSE", "— or
     * Niger", "— people assume ...").
     */
    private static List<int[]> dashedClauses(String sentence) {
        var out = new ArrayList<int[]>();
        var m = SPACED_DASH.matcher(sentence);
        while (m.find()) {
            int end = m.end();
            while (end < sentence.length() && ";:,.!?()—–".indexOf(sentence.charAt(end)) < 0) {
                end++;
            }
            var words = Words.tokens(sentence.substring(m.end(), end));
            if (words.size() > 1 && words.get(0).capitalised()
                    && words.stream().skip(1).anyMatch(w -> !w.capitalised() && EnglishWords.clauseWord(w.norm()) && !LIST_WORDS.contains(w.norm()))) {
                out.add(new int[]{m.start(), m.end()});
            }
        }
        return out;
    }

    /**
     * The tokens "and" that open a second predicate of the same subject, without a comma: a verb of a relation right after it,
     * in the third person ("South Sudan is part of Eastern Africa and borders Uganda"; not "its capital and borders", nor
     * "and border Peru").
     */
    private static List<Integer> secondPredicate(List<Words.Token> tokens, Function<String, Set<String>> relationsOf) {
        var out = new ArrayList<Integer>();
        for (int i = 1; i + 2 < tokens.size(); i++) {
            var next = tokens.get(i + 1);
            if (tokens.get(i).norm().equals("and") && !next.capitalised() && next.norm().length() > 3 && next.norm().endsWith("s")
                    && !relationsOf.apply(next.norm()).isEmpty() && EnglishWords.clauseWord(next.norm())
                    && relationsOf.apply(tokens.get(i - 1).norm()).isEmpty()) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * The tokens "and" that start a second clause of the same relation, without a comma: a capitalised name right after it,
     * then, right after the name or one word later, a word of a relation that the sentence used before it ("Estonia borders
     * Latvia and Latvia borders Lithuania", "Chile only borders Argentina"). After a lower-case word the relation's other
     * words count too ("Uruguay is a neighbour and Chile only borders Argentina"); after a name only the same word does, as
     * the "and" may be one of a name's ("Europe is the region where Saint Kitts and Nevis lies").
     */
    private static List<Integer> repeatedRelation(List<Words.Token> tokens, Function<String, Set<String>> relationsOf) {
        var out = new ArrayList<Integer>();
        String[] stems = null;
        for (int i = 1; i + 2 < tokens.size(); i++) {
            if (!tokens.get(i).norm().equals("and") || !tokens.get(i + 1).capitalised()) {
                continue;
            }
            if (stems == null) {
                stems = tokens.stream().map(t -> Words.stem(t.norm())).toArray(String[]::new);
            }
            int name = i + 1;
            while (name + 1 < tokens.size() && tokens.get(name + 1).capitalised()) {
                name++;
            }
            boolean afterName = tokens.get(i - 1).capitalised();
            for (int j = i + 2; j < Math.min(tokens.size(), name + 3); j++) {
                // a word of four letters or more (not "to" of "next to")
                var relations = tokens.get(j).norm().length() > 3 ? relationsOf.apply(tokens.get(j).norm()) : Set.<String>of();
                if (relations.isEmpty()) {
                    continue;
                }
                var stem = stems[j];
                if (Arrays.stream(stems, 0, i).anyMatch(stem::equals) || !afterName
                        && tokens.subList(0, i).stream().anyMatch(t -> t.norm().length() > 3 && relationsOf.apply(t.norm()).stream().anyMatch(relations::contains))) {
                    out.add(i);
                    break;
                }
            }
        }
        return out;
    }

    /**
     * The commas before a word of {@code subject_clause_words} that starts a clause with a subject of its own: a capitalised
     * name (after "the" or not, not possessive) and then a verb, an auxiliary or a word in -s ("..., as the UK uses the pound
     * sterling", "..., since Finland uses the euro"), or a relation's word. Without the name the word joins what follows to what comes before
     * ("since that's Norway's currency", "as does Guinea").
     */
    private List<Integer> subjectClauses(String sentence, List<Words.Token> tokens, Function<String, Set<String>> relationsOf) {
        var out = new ArrayList<Integer>();
        for (int i = 1; i + 2 < tokens.size(); i++) {
            if (!policy.subjectClauseWords().contains(tokens.get(i).norm())) {
                continue;
            }
            int comma = sentence.lastIndexOf(',', tokens.get(i).start());
            if (comma < tokens.get(i - 1).end()) {
                continue;
            }
            int name = tokens.get(i + 1).norm().equals("the") ? i + 2 : i + 1;
            if (name >= tokens.size() || !tokens.get(name).capitalised()) {
                continue;
            }
            while (name + 1 < tokens.size() && tokens.get(name + 1).capitalised()) {
                name++;
            }
            if (name + 1 >= tokens.size() || tokens.get(name).possessive() || tokens.get(name + 1).capitalised()) {
                continue;
            }
            var verb = tokens.get(name + 1).norm();
            if (VERBS.contains(verb) || verb.length() > 3 && verb.endsWith("s") || !relationsOf.apply(verb).isEmpty()) {
                out.add(comma);
            }
        }
        return out;
    }

    /** The last '?', '!' or '.' before {@code end} (a question read with its answer holds one), or -1. */
    private static int lastSentenceMark(String sentence, int end) {
        int at = -1;
        for (int i = 0; i < end; i++) {
            char c = sentence.charAt(i);
            if (c == '?' || c == '!' || c == '.') {
                at = i;
            }
        }
        return at;
    }

    /** A capitalised participle opening a sentence ("Wedged", "Located", "Stretching"). */
    static boolean participle(Words.Token t) {
        return t.capitalised() && t.norm().length() > 4 && (t.norm().endsWith("ed") || t.norm().endsWith("ing"));
    }

    /**
     * Where a sentence's fronted participial phrase ends: at the first comma followed by the main clause's subject, a
     * pronoun of the policy or a capitalised word followed by neither "and", "or" nor a comma (a list's item: "Wedged
     * between Belgium, France and Germany, it has"); -1 if none ("Driving from Egypt into Jordan, you cross their
     * border" stays one clause).
     */
    private int frontedPhraseEnd(String sentence, List<Words.Token> tokens) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            int gapStart = tokens.get(i).end();
            String gap = sentence.substring(gapStart, tokens.get(i + 1).start());
            if (!gap.strip().equals(",") || sentence.lastIndexOf('(', gapStart) > sentence.lastIndexOf(')', gapStart)) {
                continue; // (nor a comma in parentheses: "Added Sierra Leone (SLL, Sierra Leonean leone) and ...")
            }
            var next = tokens.get(i + 1);
            boolean listItem = next.capitalised() && (i + 2 >= tokens.size() || LIST_WORDS.contains(tokens.get(i + 2).norm())
                    || sentence.substring(next.end(), tokens.get(i + 2).start()).strip().equals(","));
            if (policy.pronouns().contains(next.norm()) || next.capitalised() && !listItem) {
                return gapStart + gap.indexOf(',');
            }
        }
        return -1;
    }

    /**
     * A clause with an apposition or a relative clause between commas ("Lomé, capital of Togo, lies on the coast";
     * "Belgium, which borders France, uses the euro") is read as two: the head with the inserted phrase, then the
     * head with the rest, so neither lends its names to the other. An inserted phrase starts with a lower-case word (a
     * name between commas is a list's item or a place's country: "Lima, Peru, is ...") and is followed by a lower-case
     * word that does not start a new clause. A relative clause may be followed by a new subject ("Unlike Armenia, which
     * is in Asia, Georgia is in Europe"): then the rest is read alone. A last part that opens with an article or a relative
     * word and lists nothing (not "a yen coin from Japan, a euro coin from Greece and a złoty coin from Poland") describes
     * the name before it, not the rest of the head ("delivery to Wellington, the capital"): it is read with that name alone.
     */
    private List<String> appositions(String clause) {
        String[] parts = clause.split(",\\s+");
        for (int i = 1; i + 1 < parts.length; i++) {
            int last = relativeListEnd(parts, i);
            String insertedText = String.join(", ", Arrays.copyOfRange(parts, i, last + 1));
            var inserted = Words.tokens(insertedText);
            var after = Words.tokens(parts[last + 1]);
            boolean relativeBeforeSubject = !inserted.isEmpty() && RELATIVE_WORDS.contains(inserted.get(0).norm()) && !after.isEmpty()
                    && after.get(0).capitalised();
            // "Belgium's northern neighbour" opens with a name, yet is inserted: a possessive cannot start a list's item
            boolean possessive = !inserted.isEmpty() && inserted.get(0).possessive() && inserted.size() > 1;
            // "..., the currency of the United States, Canada's only neighbour.": a last part that is a possessive noun phrase
            // describes the name before it
            boolean describedLast = last + 2 == parts.length && after.size() > 1 && after.get(0).possessive()
                    && after.stream().skip(1).noneMatch(t -> t.capitalised() || VERBS.contains(t.norm()) || LIST_WORDS.contains(t.norm()));
            // (a phrase with a colon is a label and its value, no apposition: "Balkans, part two: Sarajevo, the capital of ...")
            if (inserted.isEmpty() || last == i && inserted.size() > APPOSITION_TOKENS || after.isEmpty() || inserted.get(0).capitalised() && !possessive
                    || insertedText.indexOf(':') >= 0
                    || LIST_WORDS.contains(inserted.get(0).norm()) || after.get(0).capitalised() && !relativeBeforeSubject && !describedLast
                    || LIST_WORDS.contains(after.get(0).norm()) && !describesName(parts, i, inserted)
                    || policy.clauseWords().contains(after.get(0).norm())) {
                continue;
            }
            // (a relative clause after an apposition may be about the apposition's head: "Tajikistan, another neighbour of
            // Uzbekistan, whose capital is Dushanbe")
            if (last + 2 == parts.length && (ARTICLES.contains(after.get(0).norm()) || describedLast
                    || RELATIVE_WORDS.contains(after.get(0).norm()) && !NOUN_PHRASE_OPENERS.contains(inserted.get(0).norm()))
                    && after.stream().noneMatch(t -> LIST_WORDS.contains(t.norm()))) {
                // the last part describes the name before it ("with delivery to Wellington, the capital", "together with
                // Andorra, whose official language is Catalan"), in a clause of its own, so that what the rest says of that
                // name ("rather than in Phnom Penh") is not said of the description
                String name = trailingName(insertedText, inserted);
                if (name == null) {
                    continue;
                }
                return List.of(String.join(", ", Arrays.copyOfRange(parts, 0, last + 1)), name + ", " + parts[last + 1]);
            }
            String head = String.join(", ", Arrays.copyOfRange(parts, 0, i));
            String rest = String.join(", ", Arrays.copyOfRange(parts, last + 1, parts.length));
            var out = new ArrayList<String>();
            // a noun phrase in apposition to the name the head ends with is read with that name alone, away from what the head
            // says of it ("we're not going up to Pyongyang, the North's capital, lol")
            // (a short one: "a 100 yen coin from Japan" after "a 10 baht coin from Thailand" is a list's item)
            String apposed = ARTICLES.contains(inserted.get(0).norm()) && inserted.size() <= 4 && !head.isBlank() ? trailingName(head, Words.tokens(head)) : null;
            out.add(apposed != null ? apposed + ", " + insertedText : head + " " + insertedText);
            String named = trailingName(insertedText, inserted);
            var then = last + 2 < parts.length ? Words.tokens(parts[last + 2]) : List.<Words.Token>of();
            if (named != null && !then.isEmpty() && !then.get(0).capitalised() && ARTICLES.contains(after.get(0).norm()) && after.size() <= APPOSITION_TOKENS
                    && after.stream().noneMatch(t -> LIST_WORDS.contains(t.norm()) || VERBS.contains(t.norm()))) {
                // a second inserted phrase, a noun phrase opening with an article, describes the name the first ends with
                // ("The agreement, signed in Valparaíso, the capital of Chile, sets quotas"), not the head; it is read after
                // the rest, so that a pronoun of the head's is not read as about its country
                out.addAll(appositions(head + " " + String.join(", ", Arrays.copyOfRange(parts, last + 2, parts.length))));
                out.add(named + ", " + parts[last + 1]);
                return out;
            }
            out.addAll(appositions(relativeBeforeSubject ? rest : head + " " + rest));
            return out;
        }
        return List.of(clause);
    }

    /**
     * Whether the phrase between commas at {@code parts[i]} is a short lower-case noun phrase after a name, which describes
     * that name even when "or" or "and" follows it ("trips to Mexico City, the capital, or across the border to Guatemala"):
     * a list's item names something of its own.
     */
    private static boolean describesName(String[] parts, int i, List<Words.Token> inserted) {
        if (!ARTICLES.contains(inserted.get(0).norm()) || inserted.size() > 4 || inserted.stream().skip(1).anyMatch(Words.Token::capitalised)) {
            return false;
        }
        String head = String.join(", ", Arrays.copyOfRange(parts, 0, i));
        var tokens = Words.tokens(head);
        return !tokens.isEmpty() && trailingName(head, tokens) != null;
    }

    /**
     * A sentence with a phrase in parentheses right after a name ("Ukraine (capital Kyiv) transactions are in hryvnia,
     * Moldova's in Moldovan lei"; "Tegucigalpa, capital of Honduras (currency: lempira)") is read as two: the name with the
     * phrase, which describes it, then the sentence without the phrase, so that the phrase's names are not read for the
     * sentence's other subjects. This comes before the clause breaks, whose colons would cut "(capital: Dakar)" apart. A
     * phrase of more than {@link #APPOSITION_TOKENS} words, or one after no name, stays where it is.
     */
    private static List<String> parenthetical(String sentence) {
        var m = PARENTHETICAL.matcher(sentence);
        while (m.find()) {
            String before = sentence.substring(0, m.start());
            var tokens = Words.tokens(before);
            String name = tokens.isEmpty() ? null : trailingName(before, tokens);
            if (name == null || Words.tokens(m.group(1)).size() > APPOSITION_TOKENS) {
                continue;
            }
            String rest = (before + sentence.substring(m.end())).strip();
            var out = new ArrayList<String>();
            out.add(name + " " + m.group(1).strip());
            out.addAll(parenthetical(rest));
            return out;
        }
        return List.of(sentence);
    }

    /** The capitalised words that end {@code text} ("Phnom Penh" of "rather than in Phnom Penh"), or null. */
    private static String trailingName(String text, List<Words.Token> tokens) {
        int first = tokens.size();
        while (first > 0 && tokens.get(first - 1).capitalised()) {
            first--;
        }
        return first == tokens.size() ? null : text.substring(tokens.get(first).start(), tokens.get(tokens.size() - 1).end());
    }

    /**
     * The last part of a relative clause that lists names ("which borders Thailand, Laos and Vietnam"): from part {@code i}
     * on, the parts that are a list's items, up to the one that joins the last item with "and" or "or"; {@code i} itself
     * when part {@code i} opens no relative clause or no such list follows.
     */
    private static int relativeListEnd(String[] parts, int i) {
        var first = Words.tokens(parts[i]);
        if (first.isEmpty() || !RELATIVE_WORDS.contains(first.get(0).norm())) {
            return i;
        }
        for (int j = i + 1; j + 1 < parts.length; j++) {
            var item = Words.tokens(parts[j]);
            if (item.isEmpty() || !item.get(0).capitalised() || item.size() > LIST_ITEM_TOKENS) {
                return i;
            }
            if (item.stream().anyMatch(t -> LIST_WORDS.contains(t.norm()))) {
                return j; // "Laos and Vietnam": the list's end
            }
        }
        return i;
    }
}
