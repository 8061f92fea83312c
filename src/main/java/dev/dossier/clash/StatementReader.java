package dev.dossier.clash;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads the slots of a statement: an item's key gives one directly; "User location: New York" is a key and a value;
 * otherwise each sentence is read like the claim guard reads a clause (cues as data, any inflection): the words
 * before a relation's cue are the subject, the words after it the value ("User prefers | budget hotels"). A
 * per-topic relation keys the value by its last word ("hotels"), so preferences about different things do not clash.
 * Parenthesised asides ("(< $50/night)") are left out. There is no syntax here: a sentence with two relations, a
 * subordinate clause or a negation is read by its first cue only (ADR 0014 says what this misses).
 */
public final class StatementReader {

    private static final Pattern KEY_VALUE = Pattern.compile("^\\s*([\\p{L}][\\p{L}\\p{N}_ .-]{0,60}?)\\s*:\\s*(\\S.*)$", Pattern.DOTALL);
    private static final Pattern SENTENCE = Pattern.compile("(?<=[.!?;])\\s+|\\n+");
    private static final Pattern ASIDE = Pattern.compile("\\([^)]*\\)|\\[[^]]*]");
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}$'’-]*");

    private final ClashPolicy policy;

    public StatementReader(ClashPolicy policy) {
        this.policy = policy;
    }

    /** The slots of {@code text}, or of {@code key} when the item has one (then the text is the value). */
    public List<Slot> read(String key, String text) {
        if (key != null && !key.isBlank()) {
            return List.of(new Slot("key:" + normalKey(key), value(words(text)), preferenceKey(normalKey(key))));
        }
        var out = new ArrayList<Slot>();
        for (String sentence : SENTENCE.split(text.strip())) {
            var kv = KEY_VALUE.matcher(sentence);
            if (kv.matches() && kv.group(1).strip().split("\\s+").length <= 4) {
                String k = normalKey(kv.group(1));
                out.add(new Slot("key:" + k, value(words(kv.group(2))), preferenceKey(k)));
                continue;
            }
            cued(sentence).ifPresent(out::add);
        }
        return out;
    }

    private java.util.Optional<Slot> cued(String sentence) {
        var words = words(ASIDE.matcher(sentence).replaceAll(" "));
        for (int i = 0; i < words.size(); i++) {
            String stem = stem(words.get(i));
            for (var r : policy.relations()) {
                if (r.cues().stream().noneMatch(c -> stem(c).equals(stem) || stem(c).equals(stem + "e"))) { // "liked": "lik" + e
                    continue;
                }
                var subject = content(words.subList(0, i));
                var object = content(words.subList(i + 1, words.size()));
                if (subject.isEmpty() || object.isEmpty()) {
                    return java.util.Optional.empty();
                }
                String key = String.join(" ", subject) + "|" + r.name() + (r.perTopic() ? "|" + stem(object.get(object.size() - 1)) : "");
                return java.util.Optional.of(new Slot(key, value(object), r.preference()));
            }
        }
        return java.util.Optional.empty();
    }

    private boolean preferenceKey(String key) {
        for (String segment : key.split("\\.")) {
            if (policy.preferenceKeys().contains(segment) || policy.preferenceKeys().contains(stem(segment))) {
                return true;
            }
        }
        return false;
    }

    /** "User location" and "user_location" to "user.location". */
    static String normalKey(String key) {
        return key.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s_-]+", ".").replaceAll("\\.+", ".");
    }

    private List<String> content(List<String> words) {
        return words.stream().filter(w -> !policy.stopWords().contains(w)).toList();
    }

    /** The value: its content words, stemmed, in order. */
    private String value(List<String> words) {
        var out = new LinkedHashSet<String>();
        for (String w : content(words)) {
            out.add(stem(w));
        }
        return String.join(" ", out);
    }

    private static List<String> words(String text) {
        var out = new ArrayList<String>();
        var m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    /** The claim guard's light stemmer ("prefers", "preferred", "preferring" to "prefer"; "hotels" to "hotel"). */
    static String stem(String w) {
        if (w.length() > 5 && w.endsWith("ies")) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.length() > 5 && w.endsWith("ing")) {
            String s = w.substring(0, w.length() - 3);
            return s.charAt(s.length() - 1) == s.charAt(s.length() - 2) ? s.substring(0, s.length() - 1) : s; // "preferring"
        }
        if (w.length() > 4 && w.endsWith("red") && w.charAt(w.length() - 4) == 'r') {
            return w.substring(0, w.length() - 3); // "preferred" to "prefer"
        }
        if (w.length() > 4 && w.endsWith("ed")) {
            return w.substring(0, w.length() - 2);
        }
        if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }
}
