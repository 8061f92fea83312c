package dev.dossier.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.text.Fingerprint;
import org.junit.jupiter.api.Test;

/** Hashes remembered by identity answer as computed ones: per model, and the same for equal texts of other instances. */
class EmbeddingHashTest {

    private static final String LONG = "Selectors must not be duplicated within one stylesheet. ".repeat(10);

    @Test
    void aRememberedTextIsHashedPerModel() {
        String text = new String(LONG);
        String a = EmbeddingHash.of("model-a", text);
        String b = EmbeddingHash.of("model-b", text);
        assertThat(a).isNotEqualTo(b);
        assertThat(EmbeddingHash.of("model-a", text)).isEqualTo(a);
        assertThat(EmbeddingHash.of("model-a", new String(LONG))).isEqualTo(a);
        assertThat(EmbeddingHash.of("model-a", LONG + "!")).isNotEqualTo(a);
    }

    @Test
    void equalTextsHaveEqualFingerprintsWhateverTheInstance() {
        String text = new String(LONG);
        assertThat(Fingerprint.of(text)).isEqualTo(Fingerprint.of(new String(LONG))).isEqualTo(Fingerprint.of(text));
        assertThat(Fingerprint.of(text)).isNotEqualTo(Fingerprint.of(LONG.substring(1)));
    }
}
