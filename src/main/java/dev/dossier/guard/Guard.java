package dev.dossier.guard;

import dev.dossier.facts.Facts;
import dev.dossier.quarantine.Quarantine;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The claim guard: checks text against a knowledge base and decides. Block when a claim is contradicted with a
 * confidence above the policy's threshold; quarantine when a claim is suspicious or contradicted less confidently
 * (the text then waits in the quarantine); else accept. The index of a KB is built once per KB hash; the stored hash is
 * read again at most once per {@link #RECHECK_NANOS} so a reload is seen.
 */
public final class Guard {

    /** How long a KB's index is used before its stored hash is read again. */
    static final long RECHECK_NANOS = 1_000_000_000L;

    private final Facts facts;
    private final Quarantine quarantine;
    private final GuardPolicy policy;
    private final ClaimReader reader;
    private final Map<String, Cached> indexes = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.LongAdder[] decisions = {new java.util.concurrent.atomic.LongAdder(),
            new java.util.concurrent.atomic.LongAdder(), new java.util.concurrent.atomic.LongAdder()};
    private final Map<String, java.util.concurrent.atomic.LongAdder> flagged = new ConcurrentHashMap<>();

    private record Cached(KbIndex index, long checkedAt) {
    }

    public Guard(Facts facts, Quarantine quarantine, GuardPolicy policy) {
        this.facts = facts;
        this.quarantine = quarantine;
        this.policy = policy;
        this.reader = new ClaimReader(policy, policy.parses() ? Nlp4jParser.shared() : SentenceParser.NONE);
    }

    /** Loads what the guard reads with (the dependency parser's models, when the policy uses it) now instead of on first use. */
    public void warm() {
        if (policy.parses()) {
            Nlp4jParser.shared().load();
        }
    }

    /**
     * The dependency parser's state: {@code ready}, {@code loading} (also from the server's start until its warm-up has
     * loaded them), {@code not_loaded} (it loads on first use), or {@code off} (the policy reads claims without it).
     */
    public String parserState() {
        return policy.parses() ? Nlp4jParser.shared().state() : "off";
    }

    public GuardPolicy policy() {
        return policy;
    }

    /** Checks {@code text} for {@code user} in {@code project}; a quarantined text is held with its doubtful claims. */
    public CheckResult check(String user, String project, String kb, String text) {
        var judged = assess(kb, text);
        if (judged.decision() != Decision.QUARANTINE) {
            return judged;
        }
        var doubtful = judged.claims().stream().filter(Guard::doubtful).map(Guard::line).toList();
        var held = quarantine.hold(user, project, kb, "guard.check", text, judged.reason(), doubtful);
        return new CheckResult(Decision.QUARANTINE, judged.claims(), judged.reason(), held.id());
    }

    /**
     * Judges {@code text} against {@code kb} and counts the decision, without holding anything: for callers that hold
     * a quarantined text themselves (quality validation, guarded session writes).
     */
    public CheckResult assess(String kb, String text) {
        var judged = judge(policy, kb, reader.read(index(kb), text));
        decisions[judged.decision().ordinal()].increment();
        judged.claims().stream().filter(Guard::doubtful)
                .forEach(c -> flagged.computeIfAbsent(c.relation(), r -> new java.util.concurrent.atomic.LongAdder()).increment());
        return judged;
    }

    /** What this guard decided since the process started. */
    public GuardMetrics metrics() {
        long accepted = decisions[Decision.ACCEPT.ordinal()].sum();
        long blocked = decisions[Decision.BLOCK.ordinal()].sum();
        long quarantined = decisions[Decision.QUARANTINE.ordinal()].sum();
        var byRelation = new java.util.HashMap<String, Long>();
        flagged.forEach((r, n) -> byRelation.put(r, n.sum()));
        return new GuardMetrics(accepted + blocked + quarantined, accepted, blocked, quarantined, byRelation);
    }

    /** The decision over judged claims (nothing is held): what {@link #check} decides before it quarantines. */
    static CheckResult judge(GuardPolicy policy, String kb, List<CheckedClaim> claims) {
        var blocking = claims.stream().filter(c -> c.verdict() == Verdict.CONTRADICTED && c.confidence() > policy.blockThreshold()).toList();
        if (!blocking.isEmpty()) {
            return new CheckResult(Decision.BLOCK, claims, "blocked: the knowledge base '" + kb + "' contradicts " + describe(blocking), null);
        }
        var doubtful = claims.stream().filter(Guard::doubtful).toList();
        if (!doubtful.isEmpty()) {
            return new CheckResult(Decision.QUARANTINE, claims, "quarantined: " + describe(doubtful) + " could not be decided with confidence above "
                    + policy.blockThreshold(), null);
        }
        long supported = claims.stream().filter(c -> c.verdict() == Verdict.SUPPORTED).count();
        return new CheckResult(Decision.ACCEPT, claims, "accepted: " + claims.size() + " claim(s) found, " + supported + " supported by '" + kb
                + "', none contradicted" + (claims.size() > supported ? "; the others are unknown to the knowledge base" : ""), null);
    }

    private static boolean doubtful(CheckedClaim c) {
        return c.verdict() == Verdict.SUSPICIOUS || c.verdict() == Verdict.CONTRADICTED;
    }

    private KbIndex index(String kb) {
        long now = System.nanoTime();
        var cached = indexes.get(kb);
        if (cached != null && now - cached.checkedAt() < RECHECK_NANOS) {
            return cached.index();
        }
        String hash = facts.hash(kb).orElseThrow(() -> new dev.dossier.error.DossierException(dev.dossier.error.ErrorCode.NOT_FOUND,
                "no knowledge base '" + kb + "'; load one with dossier facts load DIR --kb " + kb, Map.of("kb", kb)));
        var index = cached != null && cached.index().hash.equals(hash) ? cached.index() : new KbIndex(facts.knowledgeBase(kb, hash));
        indexes.put(kb, new Cached(index, now));
        return index;
    }

    private static String describe(List<CheckedClaim> claims) {
        var first = claims.get(0);
        return claims.size() + " claim(s), e.g. \"" + line(first) + "\"" + (first.correctFact() == null ? "" : " (the KB holds: " + first.correctFact() + ")");
    }

    private static String line(CheckedClaim c) {
        return (c.negated() ? "NOT " : "") + c.subject() + " " + c.relation() + " " + c.object() + " [" + c.verdict().label() + " " + c.confidence() + "]";
    }
}
