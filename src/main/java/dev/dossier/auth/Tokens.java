package dev.dossier.auth;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * API tokens: issued once ({@code dsr_<id>_<secret>}, 256 random bits), stored as a SHA-256 hash, looked up by their
 * public id and compared in constant time. The tokens are read from the store at most every {@link #REFRESH} (and at
 * once after a change made here), so a revocation made through another process takes effect within that time.
 */
public final class Tokens {

    static final Duration REFRESH = Duration.ofSeconds(5);
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final Pattern PROJECT = Pattern.compile("[A-Za-z0-9._-]{1,128}");
    private static final Pattern TOKEN = Pattern.compile("dsr_([0-9a-f]{16})_[A-Za-z0-9_-]{43}");
    private static final int MAX_PROJECTS = 100;

    private final TokenStore store;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();
    private volatile Snapshot snapshot;

    public Tokens(TokenStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    private record Snapshot(Map<String, StoredToken> byId, Instant read) {
    }

    /** Creates a token; the secret is in the answer and nowhere else. A taken name is a conflict. */
    public IssuedToken issue(String name, List<String> projects, Scope scope) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw DossierException.invalidField("name", "name must be 1-64 letters, digits, '.', '_' or '-'");
        }
        if (projects == null || projects.isEmpty()) {
            throw DossierException.invalidField("projects", "a token needs at least one project (--project P)");
        }
        if (projects.size() > MAX_PROJECTS) {
            throw DossierException.invalidField("projects", "at most " + MAX_PROJECTS + " projects per token");
        }
        for (int i = 0; i < projects.size(); i++) {
            if (projects.get(i) == null || !PROJECT.matcher(projects.get(i)).matches()) {
                throw DossierException.invalidField("projects[" + i + "]", "a project is 1-128 letters, digits, '.', '_' or '-'");
            }
        }
        if (scope == null) {
            throw DossierException.invalidField("scope", "scope must be one of read, review, admin");
        }
        var bytes = new byte[8];
        random.nextBytes(bytes);
        String id = HexFormat.of().formatHex(bytes);
        var secret = new byte[32];
        random.nextBytes(secret);
        String token = "dsr_" + id + "_" + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        var stored = new StoredToken(id, name, hash(token), List.copyOf(new LinkedHashSet<>(projects)), scope, clock.instant());
        if (!store.create(stored)) {
            throw new DossierException(ErrorCode.CONFLICT, "a token named '" + name + "' exists; revoke it first or choose another name",
                    Map.of("field", "name"));
        }
        snapshot = null;
        return new IssuedToken(stored, token);
    }

    /** Every token (without secrets), by name. */
    public List<StoredToken> list() {
        return store.list();
    }

    /** Revokes the named token at once; an unknown name is not found. */
    public void revoke(String name) {
        if (name == null || !NAME.matcher(name).matches() || !store.revoke(name)) {
            throw new DossierException(ErrorCode.NOT_FOUND, "no token named '" + (name != null && NAME.matcher(name).matches() ? name : "?") + "'");
        }
        snapshot = null;
    }

    /** Whether any token exists: once one does, every call needs one. */
    public boolean required() {
        return !current().byId().isEmpty();
    }

    /** The caller a bearer token stands for, or empty when it is malformed, unknown or revoked. */
    public Optional<Caller> authenticate(String bearer) {
        if (bearer == null) {
            return Optional.empty();
        }
        var m = TOKEN.matcher(bearer);
        // the hash is computed whatever the shape, so a malformed token costs what a wrong one does
        byte[] presented = hashBytes(bearer);
        StoredToken stored = m.matches() ? current().byId().get(m.group(1)) : null;
        byte[] expected = stored == null ? new byte[presented.length] : HexFormat.of().parseHex(stored.hash());
        boolean equal = MessageDigest.isEqual(presented, expected);
        return stored != null && equal ? Optional.of(stored.caller()) : Optional.empty();
    }

    private Snapshot current() {
        Snapshot s = snapshot;
        Instant now = clock.instant();
        if (s == null || s.read().plus(REFRESH).isBefore(now)) {
            s = new Snapshot(store.list().stream().collect(Collectors.toUnmodifiableMap(StoredToken::id, Function.identity())), now);
            snapshot = s;
        }
        return s;
    }

    static String hash(String token) {
        return HexFormat.of().formatHex(hashBytes(token));
    }

    private static byte[] hashBytes(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
