package dev.dossier.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.knuddels.jtokkit.api.EncodingType;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Example;

/**
 * {@link JoinedText}'s sum of piece counts equals the count of the whole text for the encodings that declare
 * {@link TokenCounter#additiveAtLineStarts}, on pieces built from words, numbers, punctuation, contractions, runs of
 * spaces, tabs and line breaks (also {@code \r\n} and blank lines with spaces), non-breaking spaces, accented and CJK
 * letters and emoji; and a joint it must not sum over (a piece starting with {@code /}) really breaks the sum.
 */
class JoinedTextProperties {

    private static final List<TokenCounter> ADDITIVE = List.of(new JtokkitCounter(EncodingType.CL100K_BASE), new JtokkitCounter(EncodingType.O200K_BASE));

    @Property(tries = 3_000)
    void theSumOfPiecesIsTheCountOfTheWhole(@ForAll("pieceLists") List<String> pieces) {
        String whole = String.join("", pieces);
        String withoutBreak = whole.substring(0, whole.length() - 1);
        for (TokenCounter counter : ADDITIVE) {
            assertThat(counter.additiveAtLineStarts()).isTrue();
            int sum = 0;
            for (int i = 0; i < pieces.size() - 1; i++) {
                sum += counter.count(pieces.get(i));
            }
            String last = pieces.get(pieces.size() - 1);
            sum += counter.count(last.substring(0, last.length() - 1));
            assertThat(sum).as("%s on %s", counter.name(), pieces).isEqualTo(counter.count(withoutBreak));
            var joined = new JoinedText(counter);
            pieces.forEach(joined::add);
            assertThat(joined.withoutFinalBreak()).isEqualTo(new JoinedText.Counted(withoutBreak, counter.count(withoutBreak)));
        }
    }

    @Example
    void aJointBeforeASlashIsNotSummedOver() {
        TokenCounter o200k = new JtokkitCounter(EncodingType.O200K_BASE);
        List<String> pieces = List.of("end of a sentence.\n", "//path/of/a/file\n");
        int sum = o200k.count(pieces.get(0)) + o200k.count("//path/of/a/file");
        String whole = "end of a sentence.\n//path/of/a/file";
        assertThat(sum).as("o200k joins '.\\n//' into one pre-token").isNotEqualTo(o200k.count(whole));
        var joined = new JoinedText(o200k);
        pieces.forEach(joined::add);
        assertThat(joined.withoutFinalBreak().tokens()).isEqualTo(o200k.count(whole));
    }

    @Example
    void estimatesAreNeverSummed() {
        TokenCounter estimate = new CharRatioEstimator(3.5);
        assertThat(estimate.additiveAtLineStarts()).isFalse();
        var joined = new JoinedText(estimate).add("ab\n").add("cd\n");
        assertThat(joined.withoutFinalBreak()).isEqualTo(new JoinedText.Counted("ab\ncd", estimate.count("ab\ncd")));
    }

    @Provide
    Arbitrary<List<String>> pieceLists() {
        return piece().list().ofMinSize(1).ofMaxSize(6);
    }

    private Arbitrary<String> piece() {
        Arbitrary<Character> first = Arbitraries.chars().range('!', '~').filter(c -> c != '/');
        Arbitrary<List<String>> body = Arbitraries.oneOf(
                Arbitraries.of("word", "Word", "WORD", "camelCase", "snake_case", "x", "naïve", "Ärger", "漢字", "😀", "ⅷ", "٣"),
                Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(5),
                Arbitraries.of(".", ",", ":", ";", "!", "?", "-", "--", "*", "**", "#", "##", "`", "```", "/", "//", "{", "}", "(", ")",
                        "<", ">", "=", "\"", "'", "'s", "'ll", "’", "\\", "|", "@", "$", "%", "&", "~", "^", "[", "]"),
                Arbitraries.of(" ", "  ", "   ", "\t", "\n", "\n\n", " \n", "\n ", "\n  \n", "\r\n", "\u00a0", " \u00a0", "\u2003"))
                .list().ofMaxSize(25);
        Arbitrary<String> ending = Arbitraries.of("\n", "\n\n", "\n\n\n", " \n", ".\n", ".\n\n", "\r\n", "\n  \n", "/\n", "\t\n");
        return Combinators.combine(first, body, ending).as((f, parts, end) -> {
            var b = new StringBuilder().append(f);
            parts.forEach(b::append);
            return b.append(end).toString();
        });
    }

}
