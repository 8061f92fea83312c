package dev.dossier.embedding;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The key of an embedding vector: it changes when the text or the model changes, and only then. */
public final class EmbeddingHash {

    private EmbeddingHash() {
    }

    private record Known(String modelId, String hash) {
    }

    /** Hashes of long texts by identity (weak keys): chunk texts are hashed again on every review of a library revision. */
    private static final Cache<String, Known> BY_IDENTITY = Caffeine.newBuilder().weakKeys().maximumSize(200_000).build();

    /** Hex SHA-256 of {@code modelId + "\n" + text}. */
    public static String of(String modelId, String text) {
        if (text.length() < 256) {
            return compute(modelId, text);
        }
        Known known = BY_IDENTITY.getIfPresent(text);
        if (known != null && known.modelId().equals(modelId)) {
            return known.hash();
        }
        String hash = compute(modelId, text);
        BY_IDENTITY.put(text, new Known(modelId, hash));
        return hash;
    }

    private static String compute(String modelId, String text) {
        try {
            var digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest((modelId + "\n" + text).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JVM lacks SHA-256", e);
        }
    }
}
