package dev.dossier.guard;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The English dictionary's answer to "a word of the language, or a name?", on LanguageTool's real dictionary. */
class EnglishWordsTest {

    @ParameterizedTest
    @ValueSource(strings = {"Contrary", "Officials", "Planning", "Honestly", "Neighbours", "Most", "As", "Here", "Like", "the", "capital"})
    void wordsOfTheLanguageAreCommonWhateverTheirCase(String word) {
        assertThat(EnglishWords.common(word)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Koror", "Providenciales", "Ngerulmud", "Sydney", "Split", "Turkey", "Danes", "Xq"})
    void namesAreNotUnknownOnesNorProperNounsThatAreAlsoWords(String word) {
        assertThat(EnglishWords.common(word)).isFalse();
    }
}
