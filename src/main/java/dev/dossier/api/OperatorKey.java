package dev.dossier.api;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The key of the local operator for one server run: random, held in memory and written only to the owner-only
 * {@code server.json} of the data directory, so CLI commands on the machine that owns the data act as the operator.
 */
record OperatorKey(String token) {

    static OperatorKey random() {
        var bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return new OperatorKey("dso_" + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
    }

    /** Constant-time comparison. */
    boolean matches(String presented) {
        return presented != null && MessageDigest.isEqual(token.getBytes(StandardCharsets.UTF_8), presented.getBytes(StandardCharsets.UTF_8));
    }
}
