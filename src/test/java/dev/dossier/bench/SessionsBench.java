package dev.dossier.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.dossier.graph.GraphStore;
import dev.dossier.graph.Neo4jSessionStore;
import dev.dossier.graph.StorageSettings;
import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import dev.dossier.session.AddResult;
import dev.dossier.session.Checkpoint;
import dev.dossier.session.Component;
import dev.dossier.session.CompressionResult;
import dev.dossier.session.ExtractiveHistorySummarizer;
import dev.dossier.session.NewItem;
import dev.dossier.session.Role;
import dev.dossier.session.ScratchpadEntry;
import dev.dossier.session.Session;
import dev.dossier.session.SessionChange;
import dev.dossier.session.SessionEvent;
import dev.dossier.session.SessionItem;
import dev.dossier.session.SessionPolicy;
import dev.dossier.session.SessionSpec;
import dev.dossier.session.SessionStore;
import dev.dossier.session.Sessions;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.memory.chat.TokenWindowChatMemory;
import dev.langchain4j.model.TokenCountEstimator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Sessions benchmark (not a test: {@code bench/sessions.sh} runs it). A seeded, generated chat session (user and
 * assistant turns, tool results, a few pinned facts; about 100k tokens at 2,000 messages) goes, in one JVM, through
 * Dossier's {@link Sessions} over the real {@link Neo4jSessionStore} on an embedded Neo4j in a temporary directory and
 * through LangChain4j's {@link TokenWindowChatMemory}, both within a 32k budget and counting with the same jtokkit
 * tokenizer (gpt-4o's o200k_base). For each size (default 500, 1,000, 2,000, 5,000 messages) it reports:
 *
 * <ul>
 *   <li>per add, p50/p95 (Dossier: {@code Sessions.add}, including the committed graph write and any compression the
 *       add causes; LangChain4j: {@code memory.add}, in memory);</li>
 *   <li>one {@code auto} compression of a session holding all N messages (no auto compression, gpt-4.1's window, same
 *       tokenizer) down to 19,200 tokens (60% of 32k): time, ratio, whether every pinned fact survived; LangChain4j's
 *       equivalent is {@code set} of the N messages on a memory of 19,200 tokens (it evicts the oldest);</li>
 *   <li>pinned facts lost by each at the end of the 32k run.</li>
 * </ul>
 * Prints a table and writes JSON ({@code target/bench/sessions.json}). Timings are reported, never asserted; the
 * invariants (never over budget, pinned facts kept) are checked and reported.
 *
 * <p>Options: {@code --seed N} (13), {@code --sizes 500,1000,2000,5000}, {@code --warmup N} messages (300),
 * {@code --out FILE}.
 */
public final class SessionsBench {

    static final String MODEL = "gpt-4o";
    static final String BIG_MODEL = "gpt-4.1"; // same tokenizer (o200k_base), a window that holds 5,000 messages
    static final int BUDGET = 32_000;
    static final int TARGET = (int) (0.60 * BUDGET);
    static final String USER = "bench";
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    static final ModelRegistry MODELS = ModelRegistry.load(null);
    static final TokenCounter COUNTER = MODELS.counter(MODELS.require(MODEL));

    /** One generated message. */
    record Msg(int index, Component component, Role role, String content, boolean pinned, Instant at, int tokens) {
    }

    private SessionsBench() {
    }

    public static void main(String[] args) throws Exception {
        long seed = 13;
        int[] sizes = {500, 1000, 2000, 5000};
        int warmup = 300;
        Path out = Path.of("target", "bench", "sessions.json");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--sizes" -> sizes = Arrays.stream(args[++i].split(",")).mapToInt(Integer::parseInt).toArray();
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i] + " (known: --seed N, --sizes A,B,..., --warmup N, --out FILE)");
            }
        }
        var result = new LinkedHashMap<String, Object>();
        result.put("machine", StylelintBench.machine());
        result.put("seed", seed);
        int max = Arrays.stream(sizes).max().orElse(2000);
        List<Msg> messages = Conversation.generate(seed, Math.max(max, warmup));
        Path tmp = Files.createTempDirectory("dossier-sessions-bench-");
        int code = 0;
        try (GraphStore graph = GraphStore.open(StorageSettings.embedded(tmp.resolve("graph")), 384)) {
            result.put("graph", graph.description());
            run(graph, messages, sizes, warmup, result);
        } catch (Exception | Error e) {
            result.put("error", e.toString());
            e.printStackTrace();
            code = 1;
        } finally {
            result.put("load_average_after", StylelintBench.loadAverage());
            Files.createDirectories(out.toAbsolutePath().getParent());
            JSON.writeValue(out.toFile(), result);
            System.out.println();
            System.out.println("load average after: " + result.get("load_average_after"));
            System.out.println("JSON written to " + out);
            deleteTree(tmp);
        }
        System.exit(code);
    }

    private static void run(GraphStore graph, List<Msg> all, int[] sizes, int warmup, Map<String, Object> result) {
        @SuppressWarnings("unchecked")
        var m = (Map<String, Object>) result.get("machine");
        System.out.println("== Machine: nproc " + m.get("nproc") + ", " + m.get("cpu_model") + ", load average " + m.get("load_average_before")
                + ", " + m.get("java_version").toString().lines().findFirst().orElse(""));
        System.out.println("graph: " + graph.description());
        var store = new TimedStore(new Neo4jSessionStore(graph));
        var clock = new MutableClock(all.get(0).at());
        var sessions = new Sessions(store, SessionPolicy.packaged(), MODELS, new ExtractiveHistorySummarizer(), clock);

        // warm-up: the JIT, the graph's page cache and the tokenizer; not reported
        runDossier(sessions, store, clock, all.subList(0, warmup));
        runLangChain4j(all.subList(0, warmup));
        compressDossier(sessions, store, clock, all.subList(0, warmup));
        compressLangChain4j(all.subList(0, warmup));

        var runs = new LinkedHashMap<String, Object>();
        for (int n : sizes) {
            var msgs = all.subList(0, n);
            var size = new LinkedHashMap<String, Object>();
            size.put("messages", n);
            size.put("tokens", msgs.stream().mapToLong(Msg::tokens).sum());
            size.put("pinned_facts", msgs.stream().filter(Msg::pinned).count());
            size.put("tool_results", msgs.stream().filter(x -> x.component() == Component.TOOL_RESULTS).count());
            var dossier = new LinkedHashMap<String, Object>();
            dossier.put("adds_32k", runDossier(sessions, store, clock, msgs));
            dossier.put("compression", compressDossier(sessions, store, clock, msgs));
            size.put("dossier", dossier);
            var lc = new LinkedHashMap<String, Object>();
            lc.put("adds_32k", runLangChain4j(msgs));
            lc.put("compression", compressLangChain4j(msgs));
            size.put("langchain4j", lc);
            runs.put(String.valueOf(n), size);
            System.out.printf(Locale.ROOT, "  done: %d messages%n", n);
        }
        result.put("budget", BUDGET);
        result.put("compression_target_tokens", TARGET);
        result.put("sizes", runs);
        print(runs);
    }

    // ---------------------------------------------------------------------------------------------- Dossier

    /** Adds every message to a fresh 32k session with auto compression; per-add times and the invariants. */
    private static Map<String, Object> runDossier(Sessions sessions, TimedStore store, MutableClock clock, List<Msg> msgs) {
        clock.now = msgs.get(0).at();
        Session s = sessions.create(USER, new SessionSpec("bench", MODEL, BUDGET, null, null, true, null));
        long[] nanos = new long[msgs.size()];
        boolean[] compressing = new boolean[msgs.size()];
        long[] finds = new long[msgs.size()];
        long[] applies = new long[msgs.size()];
        long maxTokens = 0;
        int compressions = 0;
        var pinnedIds = new ArrayList<String>();
        long f0 = store.find;
        long a0 = store.apply;
        for (int i = 0; i < msgs.size(); i++) {
            Msg msg = msgs.get(i);
            clock.now = msg.at();
            long find = store.find;
            long apply = store.apply;
            long t0 = System.nanoTime();
            AddResult r = sessions.add(USER, s.id(), new NewItem(msg.component(), msg.role(), msg.content(), msg.at(), msg.pinned(), null));
            nanos[i] = System.nanoTime() - t0;
            finds[i] = store.find - find;
            applies[i] = store.apply - apply;
            compressing[i] = !r.actions().isEmpty();
            if (r.actions().stream().anyMatch(a -> a.type().equals("compressed"))) {
                compressions++;
            }
            maxTokens = Math.max(maxTokens, r.usage().tokens());
            if (msg.pinned()) {
                pinnedIds.add(r.item().id());
            }
        }
        var items = store.items(s.id());
        long stored = items.stream().mapToLong(SessionItem::tokens).sum();
        var kept = new HashSet<String>();
        items.forEach(i -> kept.add(i.id()));
        var out = new LinkedHashMap<String, Object>();
        out.put("per_add_ms", stats(nanos, i -> true));
        out.put("plain_adds_ms", stats(nanos, i -> !compressing[i]));
        out.put("compressing_adds_ms", stats(nanos, i -> compressing[i]));
        out.put("store_find_ms", stats(finds, i -> true));
        out.put("store_apply_ms", stats(applies, i -> true));
        out.put("adds_with_a_compression_or_mitigation", count(compressing));
        out.put("auto_compressions", compressions);
        out.put("max_tokens", maxTokens);
        out.put("within_budget", maxTokens <= BUDGET);
        out.put("final_tokens", sessions.usage(USER, s.id()).tokens());
        out.put("final_tokens_recounted_from_graph", stored);
        out.put("final_items", items.size());
        out.put("pinned_added", pinnedIds.size());
        out.put("pinned_lost", pinnedIds.stream().filter(id -> !kept.contains(id)).count());
        out.put("store_find_total_ms", round3((store.find - f0) / 1e6));
        out.put("store_apply_total_ms", round3((store.apply - a0) / 1e6));
        return out;
    }

    /** One {@code auto} compression, to {@link #TARGET} tokens, of a session that holds all the messages. */
    private static Map<String, Object> compressDossier(Sessions sessions, TimedStore store, MutableClock clock, List<Msg> msgs) {
        clock.now = msgs.get(0).at();
        int window = MODELS.require(BIG_MODEL).contextWindow();
        Session s = sessions.create(USER, new SessionSpec("bench", BIG_MODEL, window, null, null, false, null));
        long[] nanos = new long[msgs.size()];
        var pinnedIds = new ArrayList<String>();
        for (int i = 0; i < msgs.size(); i++) {
            Msg msg = msgs.get(i);
            clock.now = msg.at();
            long t0 = System.nanoTime();
            var r = sessions.add(USER, s.id(), new NewItem(msg.component(), msg.role(), msg.content(), msg.at(), msg.pinned(), null));
            nanos[i] = System.nanoTime() - t0;
            if (msg.pinned()) {
                pinnedIds.add(r.item().id());
            }
        }
        clock.now = msgs.get(msgs.size() - 1).at().plusSeconds(1);
        long find = store.find;
        long items0 = store.items;
        long apply = store.apply;
        long t0 = System.nanoTime();
        CompressionResult r = sessions.compress(USER, s.id(), "auto", (double) TARGET / window, null, null);
        double ms = (System.nanoTime() - t0) / 1e6;
        var kept = new HashSet<String>();
        var left = store.items(s.id());
        left.forEach(i -> kept.add(i.id()));
        var out = new LinkedHashMap<String, Object>();
        out.put("ms", round3(ms));
        out.put("store_find_ms", round3((store.find - find) / 1e6));
        out.put("store_items_ms", round3((store.items - items0) / 1e6));
        out.put("store_apply_ms", round3((store.apply - apply) / 1e6));
        out.put("tokens_before", r.tokensBefore());
        out.put("tokens_after", r.tokensAfter());
        out.put("ratio", round2(r.ratio()));
        out.put("reached_target", r.reachedTarget());
        var steps = new LinkedHashMap<String, Object>();
        r.steps().forEach(st -> steps.put(st.strategy(), st.freed()));
        out.put("steps_freed", steps);
        out.put("items_before", msgs.size());
        out.put("items_after", left.size());
        out.put("pinned", pinnedIds.size());
        out.put("pinned_lost", pinnedIds.stream().filter(id -> !kept.contains(id)).count());
        out.put("adds_without_compression_ms", stats(nanos, i -> true));
        sessions.delete(USER, s.id()); // keeps the graph to what the next size needs
        return out;
    }

    // ---------------------------------------------------------------------------------------------- LangChain4j

    /** The same tokenizer as Dossier's session model, counting a message's text only (as Dossier counts an item). */
    static final class JtokkitEstimator implements TokenCountEstimator {
        @Override
        public int estimateTokenCountInText(String text) {
            return COUNTER.count(text);
        }

        @Override
        public int estimateTokenCountInMessage(ChatMessage message) {
            return COUNTER.count(text(message));
        }

        @Override
        public int estimateTokenCountInMessages(Iterable<ChatMessage> messages) {
            int sum = 0;
            for (ChatMessage m : messages) {
                sum += estimateTokenCountInMessage(m);
            }
            return sum;
        }

        static String text(ChatMessage m) {
            if (m instanceof UserMessage u) {
                return u.singleText();
            } else if (m instanceof AiMessage a) {
                return a.text() == null ? "" : a.text();
            } else if (m instanceof SystemMessage s) {
                return s.text();
            } else if (m instanceof ToolExecutionResultMessage t) {
                return t.text();
            }
            throw new IllegalArgumentException("unexpected message " + m.getClass());
        }
    }

    static final JtokkitEstimator ESTIMATOR = new JtokkitEstimator();

    /** Dossier's message as LangChain4j's: pinned facts are user messages (nothing pins), tool results tool results. */
    static ChatMessage message(Msg m) {
        return switch (m.role()) {
            case USER -> UserMessage.from(m.content());
            case ASSISTANT -> AiMessage.from(m.content());
            case SYSTEM -> SystemMessage.from(m.content());
            case TOOL -> ToolExecutionResultMessage.from("call_" + m.index(), "tool", m.content());
        };
    }

    private static Map<String, Object> runLangChain4j(List<Msg> msgs) {
        var memory = TokenWindowChatMemory.builder().id("bench").maxTokens(BUDGET, ESTIMATOR).build();
        var chat = msgs.stream().map(SessionsBench::message).toList();
        long[] nanos = new long[msgs.size()];
        for (int i = 0; i < chat.size(); i++) {
            long t0 = System.nanoTime();
            memory.add(chat.get(i));
            nanos[i] = System.nanoTime() - t0;
        }
        var kept = memory.messages();
        var out = new LinkedHashMap<String, Object>();
        out.put("per_add_ms", stats(nanos, i -> true));
        out.put("final_tokens", ESTIMATOR.estimateTokenCountInMessages(kept));
        out.put("final_messages", kept.size());
        out.put("pinned_added", msgs.stream().filter(Msg::pinned).count());
        out.put("pinned_lost", pinnedLost(msgs, kept));
        return out;
    }

    /** LangChain4j's nearest equivalent of one compression: all N messages set on a memory of {@link #TARGET} tokens. */
    private static Map<String, Object> compressLangChain4j(List<Msg> msgs) {
        var chat = msgs.stream().map(SessionsBench::message).toList();
        long before = msgs.stream().mapToLong(Msg::tokens).sum();
        var memory = TokenWindowChatMemory.builder().id("bench").maxTokens(TARGET, ESTIMATOR).build();
        long t0 = System.nanoTime();
        memory.set(chat);
        double ms = (System.nanoTime() - t0) / 1e6;
        var kept = memory.messages();
        long after = ESTIMATOR.estimateTokenCountInMessages(kept);
        var out = new LinkedHashMap<String, Object>();
        out.put("ms", round3(ms));
        out.put("tokens_before", before);
        out.put("tokens_after", after);
        out.put("ratio", round2((double) before / after));
        out.put("messages_after", kept.size());
        out.put("pinned", msgs.stream().filter(Msg::pinned).count());
        out.put("pinned_lost", pinnedLost(msgs, kept));
        return out;
    }

    private static long pinnedLost(List<Msg> msgs, List<ChatMessage> kept) {
        var texts = new HashSet<String>();
        kept.forEach(m -> texts.add(JtokkitEstimator.text(m)));
        return msgs.stream().filter(Msg::pinned).filter(m -> !texts.contains(m.content())).count();
    }

    // ---------------------------------------------------------------------------------------------- report

    @SuppressWarnings("unchecked")
    private static void print(Map<String, Object> runs) {
        System.out.println();
        System.out.printf(Locale.ROOT, "== Sessions: budget %d tokens; compression: one auto compression of a session holding all N messages to %d tokens%n",
                BUDGET, TARGET);
        System.out.printf(Locale.ROOT, "%-6s %-8s %-12s %9s %9s %9s %10s %7s %7s %8s %10s%n", "N", "tokens", "engine", "add p50", "add p95",
                "add max", "compress", "ratio", "target", "pinned", "max tok");
        for (var e : runs.entrySet()) {
            var size = (Map<String, Object>) e.getValue();
            for (String engine : List.of("dossier", "langchain4j")) {
                var x = (Map<String, Object>) size.get(engine);
                var adds = (Map<String, Object>) x.get("adds_32k");
                var per = (Map<String, Object>) adds.get("per_add_ms");
                var c = (Map<String, Object>) x.get("compression");
                String pinned = "lost " + adds.get("pinned_lost") + "/" + adds.get("pinned_added");
                Object maxTok = adds.containsKey("max_tokens") ? adds.get("max_tokens") : adds.get("final_tokens");
                System.out.printf(Locale.ROOT, "%-6s %-8s %-12s %9.3f %9.3f %9.1f %10.1f %7.2f %7s %8s %10s%n", e.getKey(), size.get("tokens"),
                        engine, per.get("p50"), per.get("p95"), per.get("max"), c.get("ms"), c.get("ratio"),
                        c.containsKey("reached_target") ? c.get("reached_target") : "-", pinned, maxTok);
            }
        }
        System.out.println("(add: ms per add over the 32k session, Dossier including the committed graph write and any compression it causes;"
                + " compress: ms; pinned: pinned facts lost at the end of the 32k run; max tok: Dossier's highest usage after an add,"
                + " LangChain4j's final tokens)");
        System.out.println();
        System.out.println("== Dossier detail");
        for (var e : runs.entrySet()) {
            var d = (Map<String, Object>) ((Map<String, Object>) e.getValue()).get("dossier");
            var adds = (Map<String, Object>) d.get("adds_32k");
            var c = (Map<String, Object>) d.get("compression");
            System.out.printf(Locale.ROOT, "N=%s: plain adds %s; adds with a compression or mitigation (%s) %s; store.find %s; store.apply %s;"
                            + " auto compressions %s%n", e.getKey(), brief(adds.get("plain_adds_ms")), adds.get("adds_with_a_compression_or_mitigation"),
                    brief(adds.get("compressing_adds_ms")), brief(adds.get("store_find_ms")), brief(adds.get("store_apply_ms")),
                    adds.get("auto_compressions"));
            System.out.printf(Locale.ROOT, "      compression %s ms (find %s, items %s, apply %s), %s -> %s tokens, steps %s, pinned lost %s/%s,"
                            + " items %s -> %s; adds into the uncompressed session %s%n", c.get("ms"), c.get("store_find_ms"), c.get("store_items_ms"),
                    c.get("store_apply_ms"), c.get("tokens_before"), c.get("tokens_after"), c.get("steps_freed"), c.get("pinned_lost"), c.get("pinned"),
                    c.get("items_before"), c.get("items_after"), brief(c.get("adds_without_compression_ms")));
            System.out.printf(Locale.ROOT, "      32k run: within budget %s (max %s), final %s tokens (recounted from the graph %s), %s items%n",
                    adds.get("within_budget"), adds.get("max_tokens"), adds.get("final_tokens"), adds.get("final_tokens_recounted_from_graph"),
                    adds.get("final_items"));
        }
    }

    @SuppressWarnings("unchecked")
    private static String brief(Object stats) {
        var s = (Map<String, Object>) stats;
        if (((Number) s.get("n")).intValue() == 0) {
            return "-";
        }
        return String.format(Locale.ROOT, "p50 %.3f / p95 %.3f ms (n %s)", s.get("p50"), s.get("p95"), s.get("n"));
    }

    // ---------------------------------------------------------------------------------------------- numbers

    private static Map<String, Object> stats(long[] nanos, java.util.function.IntPredicate which) {
        double[] v = java.util.stream.IntStream.range(0, nanos.length).filter(which).mapToDouble(i -> nanos[i] / 1e6).sorted().toArray();
        var m = new LinkedHashMap<String, Object>();
        m.put("n", v.length);
        m.put("p50", round3(percentile(v, 50)));
        m.put("p95", round3(percentile(v, 95)));
        m.put("p99", round3(percentile(v, 99)));
        m.put("max", round3(v.length == 0 ? 0 : v[v.length - 1]));
        m.put("mean", round3(Arrays.stream(v).average().orElse(0)));
        m.put("total", round3(Arrays.stream(v).sum()));
        return m;
    }

    private static int count(boolean[] flags) {
        int n = 0;
        for (boolean f : flags) {
            n += f ? 1 : 0;
        }
        return n;
    }

    /** Nearest-rank percentile of sorted values. */
    static double percentile(double[] sorted, int p) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    private static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    // ---------------------------------------------------------------------------------------------- the conversation

    /**
     * A seeded conversation between a developer and a coding assistant: questions, answers, tool results (test reports,
     * grep output, stack traces, listings) and, every 250 messages, a fact the user pins. About 50 tokens per message.
     */
    static final class Conversation {
        static final String[] FILES = {"src/main/java/app/OrderService.java", "src/main/java/app/PaymentGateway.java", "web/src/cart/Checkout.tsx",
            "scripts/deploy.sh", "config/application.yaml", "src/test/java/app/OrderServiceTest.java", "db/migrations/V12__orders.sql",
            "internal/cache/lru.go", "api/openapi.yaml", "docs/runbook.md", "pkg/auth/token.go", "src/main/java/app/InvoiceRenderer.java"};
        static final String[] FUNCS = {"placeOrder", "refund", "computeTax", "renderInvoice", "validateToken", "evict", "retryPayment",
            "loadConfig", "applyDiscount", "reserveStock", "parseHeader", "flushQueue"};
        static final String[] ERRORS = {"NullPointerException at OrderService.java:118", "connection refused: localhost:5432",
            "expected 200 but was 409", "TypeError: cannot read properties of undefined (reading 'total')", "deadlock detected on table orders",
            "timeout after 30000 ms waiting for lock", "panic: assignment to entry in nil map", "HTTP 502 from payments upstream"};
        static final String[] COMMANDS = {"mvn -q test -Dtest=OrderServiceTest", "npm run test -- Checkout", "go test ./internal/cache/...",
            "kubectl logs deploy/orders --since=10m", "git bisect run ./scripts/check.sh", "docker compose up -d postgres",
            "curl -s localhost:8080/health", "psql -c 'EXPLAIN ANALYZE SELECT * FROM orders WHERE status = 1'"};
        static final String[] TOPICS = {"the retry policy", "the cache eviction", "the checkout flow", "the invoice layout", "the token refresh",
            "the database migration", "the rate limiter", "the release checklist", "the error budget", "the feature flag rollout"};
        static final String[] OPTIONS = {"exponential backoff with jitter", "a write-through cache", "optimistic locking with a version column",
            "a feature flag per tenant", "server-side rendering", "a dead letter queue", "idempotency keys on POST", "a nightly batch job"};
        static final String[] ASSISTANT = {
            "I read %f and the problem is in %u: it assumes the list is never empty, so the first call after a restart fails.",
            "The stack trace points at %u; the value comes from %f where it is read before the configuration is loaded.",
            "For %t I would use %o, because it keeps the happy path unchanged and the failure mode is visible in the metrics.",
            "Running `%c` shows %n failing tests, all in the same class; they share a fixture that is not reset between runs.",
            "We decided earlier to keep %t simple, so I would not add a new dependency here; a small helper in %f is enough.",
            "The fix is two lines: guard the null case in %u and return an empty result, then add a regression test next to the others.",
            "I checked the history of %f: the last change (commit %h) moved the validation after the write, which explains the %n duplicates.",
            "The latency went from %n ms to about %m ms after the change; most of it is the extra round trip in %u.",
            "That error (%e) usually means the container is not ready yet; the health check in %f waits %n seconds, which is too short.",
            "Here is the plan: first reproduce with `%c`, then patch %u, then run the full suite and update the runbook.",
            "I agree with going with %o for %t; the migration is reversible and we can roll it out behind a flag.",
            "There are %n call sites of %u; only two pass a null, both in %f, so the change is small.",
        };
        static final String[] USER = {
            "Can you look at %f and tell me why %u fails after a restart?",
            "The build is red again: %e. What changed?",
            "Let's go with %o for %t. What do we need to change?",
            "Please run `%c` and tell me what fails.",
            "How many places call %u? I want to know the blast radius before we touch it.",
            "Is %t covered by tests? I remember a flaky one in %f.",
            "OK, that works. Next: %t. Any objections to %o?",
            "Why is %u so slow on the staging data? It takes %n ms per call.",
            "Can you summarize what we changed in %f today?",
            "I see %e in the logs since this morning.",
        };
        static final String[] FACTS = {
            "Pinned fact: the production database is orders-prod on port %n; never run migrations against it by hand.",
            "Pinned fact: the customer requires every invoice to show the tax id and the VAT rate (REQ-%n).",
            "Pinned fact: the release freeze starts on Friday at 16:00 UTC; nothing merges after that without the lead's approval.",
            "Pinned fact: API keys live in the vault under secret/orders/%h and must never appear in logs.",
            "Pinned fact: the payment provider's sandbox rate limit is %n requests per minute.",
            "Pinned fact: we support Java 17 and Node 20 only; the CI matrix must not add other versions.",
            "Pinned fact: the on-call engineer this week is Priya (pager %n).",
            "Pinned fact: refunds above %n dollars need a second approval (REQ-%m).",
        };

        static List<Msg> generate(long seed, int count) {
            var rnd = new Random(seed);
            var out = new ArrayList<Msg>(count);
            Instant t = Instant.parse("2025-11-16T08:00:00Z");
            int fact = 0;
            boolean userTurn = true;
            for (int i = 0; i < count; i++) {
                t = t.plusSeconds(10 + rnd.nextInt(40));
                Component component;
                Role role;
                String content;
                boolean pinned = false;
                if (i % 250 == 10) {
                    component = Component.FACTS;
                    role = Role.USER;
                    content = fill(FACTS[fact++ % FACTS.length], rnd) + (fact > FACTS.length ? " (restated " + (fact / FACTS.length) + ")" : "");
                    pinned = true;
                } else if (!userTurn && rnd.nextInt(100) < 12) {
                    component = Component.TOOL_RESULTS;
                    role = Role.TOOL;
                    content = toolResult(rnd);
                } else if (userTurn) {
                    component = Component.CONVERSATION_HISTORY;
                    role = Role.USER;
                    content = fill(USER[rnd.nextInt(USER.length)], rnd);
                    userTurn = false;
                } else {
                    component = Component.CONVERSATION_HISTORY;
                    role = Role.ASSISTANT;
                    int sentences = 1 + rnd.nextInt(3);
                    var b = new StringBuilder();
                    for (int k = 0; k < sentences; k++) {
                        b.append(k == 0 ? "" : " ").append(fill(ASSISTANT[rnd.nextInt(ASSISTANT.length)], rnd));
                    }
                    content = b.toString();
                    userTurn = true;
                }
                out.add(new Msg(i, component, role, content, pinned, t, COUNTER.count(content)));
            }
            return List.copyOf(out);
        }

        static String toolResult(Random rnd) {
            var b = new StringBuilder();
            switch (rnd.nextInt(4)) {
                case 0 -> {
                    b.append("$ ").append(pick(COMMANDS, rnd)).append('\n');
                    int tests = 20 + rnd.nextInt(200);
                    for (int k = 0; k < 4 + rnd.nextInt(8); k++) {
                        b.append(rnd.nextInt(5) == 0 ? "FAIL " : "ok   ").append(pick(FUNCS, rnd)).append("Test.").append(pick(FUNCS, rnd))
                                .append("_").append(rnd.nextInt(100)).append(" (").append(rnd.nextInt(900)).append(" ms)\n");
                    }
                    b.append("Tests run: ").append(tests).append(", Failures: ").append(rnd.nextInt(4)).append(", Skipped: ").append(rnd.nextInt(3));
                }
                case 1 -> {
                    b.append("$ grep -rn ").append(pick(FUNCS, rnd)).append(" src\n");
                    for (int k = 0; k < 3 + rnd.nextInt(10); k++) {
                        String f = pick(FUNCS, rnd);
                        b.append(pick(FILES, rnd)).append(':').append(1 + rnd.nextInt(400)).append(":    return ").append(f).append("(ctx, ")
                                .append(pick(FUNCS, rnd)).append("Id);\n");
                    }
                }
                case 2 -> {
                    b.append(pick(ERRORS, rnd)).append('\n');
                    for (int k = 0; k < 5 + rnd.nextInt(10); k++) {
                        b.append("    at app.").append(pick(FUNCS, rnd).substring(0, 1).toUpperCase(Locale.ROOT)).append(pick(FUNCS, rnd).substring(1))
                                .append('.').append(pick(FUNCS, rnd)).append("(").append(pick(FILES, rnd).replaceAll(".*/", "")).append(':')
                                .append(1 + rnd.nextInt(300)).append(")\n");
                    }
                }
                default -> {
                    b.append("$ ").append(pick(COMMANDS, rnd)).append('\n');
                    for (int k = 0; k < 4 + rnd.nextInt(10); k++) {
                        b.append(String.format(Locale.ROOT, "2025-11-16T%02d:%02d:%02dZ %s %s %s%n", rnd.nextInt(24), rnd.nextInt(60), rnd.nextInt(60),
                                rnd.nextInt(6) == 0 ? "WARN" : "INFO", pick(FUNCS, rnd), rnd.nextInt(3) == 0 ? pick(ERRORS, rnd) : "completed in "
                                        + rnd.nextInt(2000) + " ms"));
                    }
                }
            }
            return b.toString().strip();
        }

        static String fill(String template, Random rnd) {
            return template.replace("%f", pick(FILES, rnd)).replace("%u", pick(FUNCS, rnd)).replace("%e", pick(ERRORS, rnd))
                    .replace("%c", pick(COMMANDS, rnd)).replace("%t", pick(TOPICS, rnd)).replace("%o", pick(OPTIONS, rnd))
                    .replace("%n", String.valueOf(2 + rnd.nextInt(998))).replace("%m", String.valueOf(2 + rnd.nextInt(9998)))
                    .replace("%h", Long.toHexString(rnd.nextLong() & 0xfffffffL));
        }

        static String pick(String[] values, Random rnd) {
            return values[rnd.nextInt(values.length)];
        }
    }

    // ---------------------------------------------------------------------------------------------- store, clock, machine

    /** The store, timing the calls an add or a compression makes. */
    static final class TimedStore implements SessionStore {
        final SessionStore store;
        long find;
        long apply;
        long items;

        TimedStore(SessionStore store) {
            this.store = store;
        }

        @Override
        public void apply(List<SessionChange> changes) {
            long t0 = System.nanoTime();
            try {
                store.apply(changes);
            } finally {
                apply += System.nanoTime() - t0;
            }
        }

        @Override
        public List<Session> list(String user, String project, int limit) {
            return store.list(user, project, limit);
        }

        @Override
        public Optional<Session> find(String sessionId) {
            long t0 = System.nanoTime();
            try {
                return store.find(sessionId);
            } finally {
                find += System.nanoTime() - t0;
            }
        }

        @Override
        public List<SessionItem> items(String sessionId) {
            long t0 = System.nanoTime();
            try {
                return store.items(sessionId);
            } finally {
                items += System.nanoTime() - t0;
            }
        }

        @Override
        public Optional<ScratchpadEntry> scratchpad(String sessionId, String ref) {
            return store.scratchpad(sessionId, ref);
        }

        @Override
        public List<String> scratchpadRefs(String sessionId) {
            return store.scratchpadRefs(sessionId);
        }

        @Override
        public List<SessionEvent> events(String sessionId, long afterSeq, int limit) {
            return store.events(sessionId, afterSeq, limit);
        }

        @Override
        public Optional<Checkpoint> checkpoint(String checkpointId) {
            return store.checkpoint(checkpointId);
        }

        @Override
        public boolean delete(String sessionId) {
            return store.delete(sessionId);
        }
    }

    static final class MutableClock extends Clock {
        Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            System.err.println("could not delete " + root + ": " + e.getMessage());
        }
    }
}
