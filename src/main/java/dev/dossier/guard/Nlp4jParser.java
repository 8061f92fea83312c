package dev.dossier.guard;

import edu.emory.mathcs.nlp.component.template.node.NLPNode;
import edu.emory.mathcs.nlp.decode.NLPDecoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@link SentenceParser} by NLP4J (Emory NLP, Apache-2.0): its tokenizer, POS tagger and transition-based dependency
 * parser with the English models of {@code nlp4j-english}, configured by {@code guard/nlp4j.xml} (ambiguity classes and
 * Brown clusters; the 185 MB word embeddings and the gazetteers are left out: the tagger and parser give the same
 * parses without them, in half the memory). Loading takes about 10 s and 15 s of CPU on 2 cores and leaves about 1 GB
 * of heap in use, so it happens once per process, when the server starts or on first use ({@code guard.yaml}
 * {@code parser_load}).
 */
final class Nlp4jParser implements SentenceParser {

    /** One per process: the models are large and read-only once loaded. */
    private static final Nlp4jParser SHARED = new Nlp4jParser();

    private volatile NLPDecoder decoder;
    private volatile boolean loading;
    private volatile boolean scheduled;

    private Nlp4jParser() {
    }

    static Nlp4jParser shared() {
        return SHARED;
    }

    /** Loads the models now (the server does so at start, off the request path). */
    void load() {
        decoder();
    }

    /** Whether the server's warm-up is about to load the models or loading them (see {@link GuardWarmUp}). */
    void scheduled(boolean value) {
        scheduled = value;
    }

    /** {@code ready} (the models are in), {@code loading} (a load is under way or scheduled) or {@code not_loaded}. */
    String state() {
        return decoder != null ? "ready" : loading || scheduled ? "loading" : "not_loaded";
    }

    @Override
    public Optional<Parse> parse(String sentence) {
        NLPNode[] nodes;
        var d = decoder();
        // "doesnt" is parsed as "doesn't", so that its "n't" is a negation; offsets are the sentence's as written
        var apostrophes = new ArrayList<Integer>();
        String marked = Words.markContractions(sentence, apostrophes);
        synchronized (d) { // the decoder's components keep state per call
            nodes = d.decode(marked);
        }
        var words = new ArrayList<Parse.Word>(nodes.length);
        for (int i = 1; i < nodes.length; i++) { // nodes[0] is the artificial root
            var n = nodes[i];
            var head = n.getDependencyHead();
            words.add(new Parse.Word(n.getWordForm(), n.getPartOfSpeechTag(), n.getDependencyLabel(), head == null ? -1 : head.getID() - 1,
                    unmarked(n.getStartOffset(), apostrophes), unmarked(n.getEndOffset(), apostrophes)));
        }
        return Optional.of(new Parse(List.copyOf(words)));
    }

    /** Offset {@code x} of the marked text in the text as written: less the apostrophes inserted before it. */
    private static int unmarked(int x, List<Integer> apostrophes) {
        int before = 0;
        for (int a : apostrophes) {
            if (a < x) {
                before++;
            }
        }
        return x - before;
    }

    private NLPDecoder decoder() {
        var d = decoder;
        if (d == null) {
            synchronized (this) {
                d = decoder;
                if (d == null) {
                    loading = true;
                    try (InputStream config = Nlp4jParser.class.getResourceAsStream("/guard/nlp4j.xml")) {
                        d = new NLPDecoder(config);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    } finally {
                        loading = false;
                    }
                    decoder = d;
                }
            }
        }
        return d;
    }
}
