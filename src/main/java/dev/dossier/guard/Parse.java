package dev.dossier.guard;

import java.util.List;

/**
 * The dependency parse of one sentence: its words in order, each with its part of speech (Penn tags), its relation to
 * its head (ClearNLP's labels: nsubj, dobj, poss, appos, conj, relcl, ...) and the head's index (-1 for the root).
 * Offsets are characters in the parsed text.
 */
record Parse(List<Word> words) {

    record Word(String form, String tag, String label, int head, int start, int end) {
        boolean noun() {
            return tag.startsWith("NN");
        }

        boolean properNoun() {
            return tag.startsWith("NNP");
        }

        boolean verb() {
            return tag.startsWith("VB") || tag.equals("MD");
        }
    }

    Word word(int i) {
        return words.get(i);
    }

    /** The index of the word whose characters cover {@code [start, end)}, or -1. */
    int at(int start, int end) {
        for (int i = 0; i < words.size(); i++) {
            var w = words.get(i);
            if (w.start() < end && start < w.end()) {
                return i;
            }
        }
        return -1;
    }

    /** The first dependent of {@code head} with one of {@code labels}, or -1. */
    int child(int head, String... labels) {
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).head() == head) {
                for (String l : labels) {
                    if (words.get(i).label().equals(l)) {
                        return i;
                    }
                }
            }
        }
        return -1;
    }
}
