package dev.dossier.session;

import java.util.concurrent.ThreadLocalRandom;

/** Ids of sessions ({@code ses_}), items ({@code itm_}), scratchpad entries ({@code sp_}), events and checkpoints. */
final class Ids {

    private Ids() {
    }

    private static String random(String prefix) {
        var r = ThreadLocalRandom.current();
        return prefix + Long.toHexString(r.nextLong() | Long.MIN_VALUE) + Long.toHexString(r.nextLong() | Long.MIN_VALUE).substring(0, 8);
    }

    private static final java.security.SecureRandom SECURE = new java.security.SecureRandom();

    /** Not guessable (128 random bits): ownership is checked on every call, and an id should not be enumerable anyway. */
    static String session() {
        return "ses_" + Long.toHexString(SECURE.nextLong() | Long.MIN_VALUE) + Long.toHexString(SECURE.nextLong() | Long.MIN_VALUE);
    }

    static String item() {
        return random("itm_");
    }

    /** Short (a few tokens): it stands in the context for what was archived; unique within a session. */
    static String ref() {
        return "sp_" + Long.toString(ThreadLocalRandom.current().nextLong(1L << 40, 1L << 50), 36);
    }

    static String event() {
        return random("ev_");
    }

    static String checkpoint() {
        return random("cp_");
    }
}
