package dev.dossier.embedding;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The key of an embedding vector: it changes when the text or the model changes, and only then. */
public final class EmbeddingHash {

    private EmbeddingHash() {
    }

    /** Hex SHA-256 of {@code modelId + "\n" + text}. */
    public static String of(String modelId, String text) {
        try {
            var digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest((modelId + "\n" + text).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JVM lacks SHA-256", e);
        }
    }
}
