package dev.dossier.guard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * A token trie over every name of a knowledge base (entity names, official names, alternative spellings, and the
 * values of each relation as its definition writes them), matched longest first, left to right: "French Polynesia" is
 * one entity, not the language French. Names are folded (case and accents ignored), except short upper-case codes
 * (EUR, UAE, US), which match only as written, so "us" and "in" in prose are not the United States and India.
 * <p>
 * Every name is also found in the forms prose writes it in: "St" and "Saint" alike ("St. John's"), without an
 * apostrophe inside a word ("Sanaa" for "Sana'a", "Ndjamena" for "N'Djamena"), and without trailing initials
 * ("Washington" for "Washington D.C."). A value's name with another in parentheses is each of them too ("Persian (Farsi)").
 */
final class Lexicon {

    /** What a name can mean: an entity, or a value of a relation. */
    sealed interface Sense permits EntitySense, ValueSense {
    }

    /** The entity with this id; {@code adjective}: a name it goes by in prose only (a demonym: "Belgian"). */
    record EntitySense(String entityId, boolean adjective) implements Sense {
    }

    /**
     * The object {@code object} (as the triples write it) of relation {@code relation}; {@code partial}: named by the last
     * word of its name only ("baht" for "Thai baht").
     */
    record ValueSense(String relation, String object, boolean partial) implements Sense {
    }

    /** A name found in a text: tokens [start, end) and what it can mean. */
    record Mention(int start, int end, String text, List<Sense> senses) {
        List<String> entityIds() {
            return senses.stream().filter(s -> s instanceof EntitySense).map(s -> ((EntitySense) s).entityId()).distinct().toList();
        }

        /** Whether every entity it names is named by a demonym or adjective only ("Portuguese"). */
        boolean adjectiveOnly() {
            return senses.stream().noneMatch(s -> s instanceof EntitySense e && !e.adjective());
        }

        /** Whether it names values by a last word only ("the peso"), nothing else. */
        boolean partialOnly() {
            return senses.stream().allMatch(s -> s instanceof ValueSense v && v.partial());
        }

        /**
         * The objects of {@code relation} it names: by a whole name if it is one, else by a last word, but only when it is no
         * whole name of anything else ("Sucre", the capital, is not the Ecuadorian sucre).
         */
        List<String> values(String relation) {
            var of = senses.stream().filter(s -> s instanceof ValueSense v && v.relation().equals(relation)).map(s -> (ValueSense) s).toList();
            boolean whole = of.stream().anyMatch(v -> !v.partial());
            if (!whole && senses.stream().anyMatch(s -> !(s instanceof ValueSense v && v.partial()))) {
                return List.of();
            }
            return of.stream().filter(v -> whole != v.partial()).map(ValueSense::object).distinct().toList();
        }
    }

    private static final class Node {
        final Map<String, Node> next = new HashMap<>(4);
        final List<Sense> senses = new ArrayList<>(1);
        /** Senses that match only when the single token is written exactly so (a code). */
        final Map<String, List<Sense>> exact = new HashMap<>(1);
        /** Whether some name writes this token in lower case ("the" of "The Valley", "of" of "Republic of the Congo"). */
        boolean lowerCaseInSomeName;
    }

    private final Node root = new Node();

    /** A name with another in parentheses: "Persian (Farsi)". */
    private static final Pattern PARENTHESISED = Pattern.compile("^([^()]+?)\\s*\\(([^()]+)\\)\\s*$");

    /** Adds a name and the forms prose writes it in (see the class note). */
    void add(String name, Sense sense) {
        var parts = PARENTHESISED.matcher(name);
        if (parts.matches() && sense instanceof ValueSense) {
            // "Persian (Farsi)": "Persian" and "Farsi" each name the value, as the whole does (not an entity's "Saint Martin
            // (French part)", whose parentheses qualify it)
            add(parts.group(1), sense);
            add(parts.group(2), sense);
        }
        addForm(name, sense);
        String joined = name.replaceAll("(\\p{L})['’](?![sS]\\b)(\\p{L})", "$1$2");
        if (!joined.equals(name)) {
            addForm(joined, sense);
        }
        var tokens = Words.tokens(name);
        int end = tokens.size();
        while (end > 1 && tokens.get(end - 1).text().length() == 1 && Character.isLetter(tokens.get(end - 1).text().charAt(0))) {
            end--;
        }
        if (tokens.size() - end >= 2 && name.substring(0, tokens.get(end - 1).end()).strip().length() >= 4) {
            addForm(name.substring(0, tokens.get(end - 1).end()), sense);
        }
    }

    /** The node after {@code node} for the singular of a plural token ("euros", "pesos", "colones", "reais"), or null. */
    private static Node singular(Node node, String norm, String stem) {
        Node step = stem.equals(norm) || !norm.endsWith("s") ? null : node.next.get(stem);
        if (step == null && norm.length() > 5 && norm.endsWith("es")) {
            step = node.next.get(norm.substring(0, norm.length() - 2));
        }
        if (step == null && norm.length() > 4 && norm.endsWith("ais")) {
            step = node.next.get(norm.substring(0, norm.length() - 3) + "al"); // the Portuguese plural: "reais", "meticais"
        }
        return step;
    }

    /** The key of a token in the trie: "st" and "saint" are one ("St. Lucia", "Saint Lucia"), as are "ste" and "sainte". */
    private static String key(String norm) {
        return switch (norm) {
            case "st" -> "saint";
            case "ste" -> "sainte";
            default -> norm;
        };
    }

    /** Adds one form; names of one letter, and names without letters, are left out, except a currency sign ("€"). */
    private void addForm(String name, Sense sense) {
        var tokens = Words.tokens(name);
        boolean sign = name.strip().length() == 1 && Character.getType(name.strip().charAt(0)) == Character.CURRENCY_SYMBOL;
        if (tokens.isEmpty() || name.strip().length() < 2 && !sign) {
            return;
        }
        Node node = root;
        for (var t : tokens) {
            node = node.next.computeIfAbsent(key(t.norm()), k -> new Node());
            node.lowerCaseInSomeName |= !t.capitalised();
        }
        String stripped = name.strip();
        boolean code = tokens.size() == 1 && stripped.length() <= 3 && stripped.equals(stripped.toUpperCase(java.util.Locale.ROOT))
                && stripped.chars().allMatch(Character::isLetter);
        var list = code ? node.exact.computeIfAbsent(stripped, k -> new ArrayList<>()) : node.senses;
        if (!list.contains(sense)) {
            list.add(sense);
        }
    }

    /** Whether {@code token}, written exactly so, is a code that names values only ("RSD", "KZT"; not "US", a country). */
    boolean valueCode(Words.Token token) {
        Node node = root.next.get(key(token.norm()));
        var senses = node == null ? null : node.exact.get(token.text());
        return senses != null && !senses.isEmpty() && senses.stream().allMatch(x -> x instanceof ValueSense);
    }

    /** Whether a hyphen and a digit follow the token: a code there names a model or a group ("a CA-4 visa"), not a country. */
    private static boolean numbered(Words.Token token, String text) {
        int at = token.end();
        return at + 1 < text.length() && text.charAt(at) == '-' && Character.isDigit(text.charAt(at + 1));
    }

    /**
     * The names in {@code tokens}, longest first, left to right, without overlaps.
     *
     * @param stems     each token's {@link Words#stem}
     * @param lowerCase the text is written in lower case throughout ("madagascar is in asia"): an entity's name written in
     *                  lower case counts too, if it has several words ("new zealand") or is no word of the language
     *                  ({@link EnglishWords}: "peru", not "chad" or "turkey")
     */
    List<Mention> scan(List<Words.Token> tokens, String[] stems, String text, boolean lowerCase) {
        return scan(tokens, stems, text, lowerCase, i -> false);
    }

    /**
     * As {@link #scan(List, String[], String, boolean)}, where in lower-case text a word of the language that is an entity's
     * one-word name counts at the tokens {@code beside} accepts ("tunisia borders morocco": beside a border word), and
     * where "and" or "or" joins it to another entity's name ("turkey and greece").
     */
    List<Mention> scan(List<Words.Token> tokens, String[] stems, String text, boolean lowerCase, java.util.function.IntPredicate beside) {
        var found = scanOnce(tokens, stems, text, lowerCase, beside);
        if (!lowerCase) {
            return found;
        }
        // (and in a list with a country named: "turkey and greece share a border")
        var starts = new HashSet<Integer>();
        var ends = new HashSet<Integer>();
        for (var m : found) {
            if (m.senses().stream().anyMatch(x -> x instanceof EntitySense)) {
                starts.add(m.start());
                ends.add(m.end());
            }
        }
        java.util.function.IntPredicate listed = i -> i + 2 < tokens.size() && LIST_WORDS.contains(tokens.get(i + 1).norm()) && starts.contains(i + 2)
                || i >= 2 && LIST_WORDS.contains(tokens.get(i - 1).norm()) && ends.contains(i - 1);
        // (scanned again only when a word no name covers is so listed)
        var covered = new boolean[tokens.size()];
        found.forEach(m -> Arrays.fill(covered, m.start(), m.end(), true));
        boolean again = IntStream.range(0, tokens.size()).anyMatch(i -> !covered[i] && listed.test(i));
        return again ? scanOnce(tokens, stems, text, true, i -> beside.test(i) || listed.test(i)) : found;
    }

    /** The words that join two names of a list. */
    private static final Set<String> LIST_WORDS = Set.of("and", "or", "nor");

    private List<Mention> scanOnce(List<Words.Token> tokens, String[] stems, String text, boolean lowerCase, java.util.function.IntPredicate beside) {
        var out = new ArrayList<Mention>();
        int i = 0;
        while (i < tokens.size()) {
            Node node = root;
            int bestEnd = -1;
            List<Sense> best = null;
            boolean valuesOnly = false;
            for (int j = i; j < tokens.size(); j++) {
                Node step = node.next.get(key(tokens.get(j).norm()));
                // a plural of a name ("euros", "colones"): its singular, as the last token of a name
                Node singular = singular(node, tokens.get(j).norm(), stems[j]);
                if (step == null) {
                    step = singular;
                }
                // an entity's name starts with a capital where every name writes it so: the word "island" is not Island (Iceland);
                // values may be written in lower case ("the euro")
                if (step != null && j == i) {
                    valuesOnly = !tokens.get(j).capitalised() && !step.lowerCaseInSomeName && !lowerCase;
                }
                node = step;
                if (node == null) {
                    break;
                }
                List<Sense> senses = node.senses;
                if (singular != null && singular != node) {
                    // "colones" is the plural some names write ("Salvadoran colones") and the singular others do ("Costa Rican colón")
                    senses = new ArrayList<>(senses);
                    for (var x : singular.senses) {
                        if (x instanceof ValueSense v && v.partial() && !senses.contains(x)) { // not "Sucre", the capital, for "sucres"
                            senses.add(x);
                        }
                    }
                }
                if (j == i && !numbered(tokens.get(j), text)) {
                    var exact = node.exact.get(tokens.get(j).text());
                    if (exact != null) {
                        senses = new ArrayList<>(senses);
                        senses.addAll(exact);
                    }
                }
                if (valuesOnly) {
                    senses = senses.stream().filter(x -> x instanceof ValueSense).toList();
                }
                if (lowerCase && j == i && !tokens.get(i).capitalised() && !beside.test(i) && EnglishWords.common(tokens.get(i).norm())) {
                    senses = senses.stream().filter(x -> x instanceof ValueSense).toList(); // "chad", "turkey": words, one word alone
                }
                if (!senses.isEmpty()) {
                    bestEnd = j + 1;
                    best = senses;
                }
            }
            if (best != null) {
                out.add(new Mention(i, bestEnd, text.substring(tokens.get(i).start(), tokens.get(bestEnd - 1).end()), List.copyOf(best)));
                i = bestEnd;
            } else {
                i++;
            }
        }
        return out;
    }
}
