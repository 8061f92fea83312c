package dev.dossier.assembly;

import dev.dossier.budget.ChunkOrder;
import dev.dossier.budget.Severity;
import dev.dossier.compress.TextCutter;
import dev.dossier.model.JoinedText;
import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The mutable working state of one {@link ContextPacker#pack} call: what is in, at which level, and why the rest is out.
 * Long (about 410 lines) because every step of the ladder changes the same state and must keep the manifest's reasons;
 * splitting the steps apart would share all of it through accessors.
 */
final class PackState {

    private final TokenCounter counter;
    final List<SopCandidate> sops;
    /** Each SOP's metadata and stub as placed, with their tokens. */
    private final Map<String, Sized> meta = new HashMap<>();
    private final Map<String, Sized> stub = new HashMap<>();
    private final Map<SopCandidate, Double> relevance = new IdentityHashMap<>();
    private final Set<String> stubbed = new HashSet<>();
    /** SOPs left out altogether (a subset of {@link #stubbed}): not even their one-line stub fitted. */
    private final Set<String> gone = new HashSet<>();
    private final List<ChunkSlot> chunks = new ArrayList<>();
    private final List<ExtraSlot> extras = new ArrayList<>();
    private final int headerTokens;
    private final ChunkOrder chunkOrder;
    private List<ChunkSlot> order;
    /** Each SOP's slots in chunk order; render runs once per shrink step, so this is built once. */
    private final Map<String, List<ChunkSlot>> slotsBySop = new HashMap<>();

    PackState(TokenCounter counter, List<SopCandidate> candidates, List<ExtraCandidate> extraCandidates, ChunkOrder chunkOrder) {
        this.counter = counter;
        this.chunkOrder = chunkOrder;
        candidates.forEach(c -> relevance.put(c, c.relevance()));
        this.sops = candidates.stream().sorted(Comparator.comparing((SopCandidate c) -> c.sop().severity())
                .thenComparing(Comparator.comparingDouble(this::relevanceOf).reversed())
                .thenComparing(c -> c.sop().id())).toList();
        this.headerTokens = counter.count(ContextRenderer.HEADER_PIECE);
        for (var c : sops) {
            meta.put(c.sop().id(), Sized.of(ContextRenderer.metadataPiece(c), counter));
            stub.put(c.sop().id(), Sized.of(ContextRenderer.stubPiece(c), counter));
            for (var sc : c.chunks()) {
                var piece = ContextRenderer.chunkPiece(sc.chunk());
                chunks.add(new ChunkSlot(sc, c.sop().severity(), piece, piece.tokens(counter)));
            }
        }
        for (var c : chunks) {
            slotsBySop.computeIfAbsent(c.scored.chunk().sopId(), k -> new ArrayList<>()).add(c);
        }
        slotsBySop.values().forEach(list -> list.sort(Comparator.comparingInt(s -> s.scored.chunk().index())));
        extraCandidates.stream().sorted(Comparator.comparing(ExtraCandidate::section).thenComparing(ExtraCandidate::id))
                .forEach(e -> extras.add(new ExtraSlot(e, counter)));
    }

    int mandatoryTokens() {
        int total = headerTokens;
        for (var c : sops) {
            total += sopTokens(c.sop().id());
        }
        return total + sectionTokens(Section.DECISION);
    }

    private int sopTokens(String id) {
        return gone.contains(id) ? 0 : stubbed.contains(id) ? stub.get(id).tokens() : meta.get(id).tokens();
    }

    /** SOPs in the order they give way: info before warning before error, lowest relevance first. */
    private List<SopCandidate> yieldOrder() {
        return sops.stream().sorted(Comparator.comparing((SopCandidate c) -> c.sop().severity(), Comparator.reverseOrder())
                .thenComparingDouble(this::relevanceOf).thenComparing(c -> c.sop().id())).toList();
    }

    /** {@link SopCandidate#relevance}, taken once per candidate (sorting asks for it many times). */
    private double relevanceOf(SopCandidate c) {
        return relevance.get(c);
    }

    /**
     * Degrades SOP metadata until the mandatory part fits {@code available}: one SOP at a time in {@link #yieldOrder}, full
     * metadata to a one-line stub, and only when every SOP is a stub, stubs left out (the manifest counts them). The
     * ladder gets one line per kind of step with its count. False when even without any SOP it does not fit.
     */
    boolean degradeMetadata(int available, List<String> ladder) {
        int total = mandatoryTokens();
        var order = yieldOrder();
        int stubs = 0;
        for (int k = 0; k < order.size() && total > available; k++) {
            String id = order.get(k).sop().id();
            if (stubbed.add(id)) {
                total += stub.get(id).tokens() - meta.get(id).tokens();
                stubs++;
            }
        }
        int left = 0;
        for (int k = 0; k < order.size() && total > available; k++) {
            String id = order.get(k).sop().id();
            if (gone.add(id)) {
                total -= stub.get(id).tokens();
                left++;
            }
        }
        excludeStubbedChunks();
        if (stubs > 0) {
            ladder.add(stubs + " SOPs' metadata shrunk to one-line stubs (info before warning before error, lowest relevance first)");
        }
        if (left > 0) {
            ladder.add(left + " of " + sops.size() + " SOPs left out: not even their one-line stubs fitted (listed as dropped)");
        }
        return total <= available;
    }

    private void excludeStubbedChunks() {
        chunks.stream().filter(c -> !eligible(c)).forEach(c -> {
            c.included = false;
            c.cutText = null;
            c.cutPiece = null;
        });
    }

    void stubInfoMetadata() {
        sops.stream().filter(c -> c.sop().severity() == Severity.INFO).forEach(c -> stubbed.add(c.sop().id()));
        excludeStubbedChunks();
    }

    private boolean eligible(ChunkSlot c) {
        return !stubbed.contains(c.scored.chunk().sopId());
    }

    int sopDemand() {
        return chunks.stream().mapToInt(c -> c.tokens).sum();
    }

    Map<Severity, Integer> tierDemand() {
        var m = ContextPacker.zeroTiers();
        chunks.forEach(c -> m.merge(c.severity, c.tokens, Integer::sum));
        return m;
    }

    Map<Severity, Integer> tierUsed() {
        var m = ContextPacker.zeroTiers();
        chunks.forEach(c -> m.merge(c.severity, c.usedTokens(), Integer::sum));
        return m;
    }

    int extrasTokens() {
        return sectionTokens(Section.GATE) + sectionTokens(Section.FILE_SUMMARY) + sectionTokens(Section.CONVENTION);
    }

    private int sectionTokens(Section section) {
        int sum = 0;
        boolean any = false;
        for (var e : extras) {
            if (e.candidate.section() == section && e.in()) {
                sum += e.currentTokens();
                any = true;
            }
        }
        return any ? sum + counter.count(ContextRenderer.sectionHeader(section) + "\n") : 0;
    }

    /** Applies the next rung of the ladder; false when no rung is left. */
    boolean climbLadder(List<String> ladder) {
        var convention = extras.stream().filter(e -> e.candidate.section() == Section.CONVENTION && e.in())
                .min(Comparator.comparingDouble(ExtraSlot::weakness).thenComparing(e -> e.candidate.id(), Comparator.reverseOrder()));
        if (convention.isPresent()) {
            var e = convention.get();
            e.level = -1;
            e.reason = "dropped under budget pressure: conventions go first, lowest confidence × relevance ("
                    + String.format(java.util.Locale.ROOT, "%.3f", e.weakness()) + ") first";
            ladder.add("drop convention " + e.candidate.id());
            return true;
        }
        var summary = extras.stream().filter(e -> (e.candidate.section() == Section.FILE_SUMMARY || e.candidate.section() == Section.GATE)
                        && e.in() && e.level < e.tokens.length - 1)
                .min(Comparator.comparingInt((ExtraSlot e) -> e.level).thenComparingDouble(e -> e.candidate.relevance())
                        .thenComparing(e -> e.candidate.id()));
        if (summary.isPresent()) {
            var e = summary.get();
            e.level++;
            ladder.add("trim " + (e.candidate.section() == Section.GATE ? "gate report " : "file summary ") + e.candidate.id() + " to " + e.candidate.levels().get(e.level).level().label());
            return true;
        }
        return false;
    }

    /** Drops the weakest file summary (after the ladder has trimmed them all); false when none is left. */
    boolean dropWeakestExtra(List<String> ladder) {
        var summary = extras.stream().filter(e -> e.candidate.section() == Section.FILE_SUMMARY && e.in())
                .min(Comparator.comparingDouble((ExtraSlot e) -> e.candidate.relevance()).thenComparing(e -> e.candidate.id()));
        if (summary.isEmpty()) {
            summary = extras.stream().filter(e -> e.candidate.section() == Section.GATE && e.in()).findFirst();
        }
        summary.ifPresent(e -> {
            e.level = -1;
            e.reason = "no room left even for its stub after SOP metadata and decisions";
            ladder.add("drop " + (e.candidate.section() == Section.GATE ? "gate report " : "file summary ") + e.candidate.id());
        });
        return summary.isPresent();
    }

    /** Severity tier first; within it relevance order or breadth-first rounds (see {@link ChunkOrder}). Fixed per call. */
    private List<ChunkSlot> globalOrder() {
        if (order == null) {
            var byRel = ContextPacker.byRelevance();
            var rank = new HashMap<ChunkSlot, Integer>();
            if (chunkOrder == ChunkOrder.BREADTH_FIRST) {
                var bySop = new LinkedHashMap<String, List<ChunkSlot>>();
                chunks.forEach(c -> bySop.computeIfAbsent(c.scored.chunk().sopId(), k -> new ArrayList<>()).add(c));
                bySop.values().forEach(list -> {
                    var sorted = list.stream().sorted(Comparator.comparing(c -> c.scored, byRel)).toList();
                    for (int i = 0; i < sorted.size(); i++) {
                        rank.put(sorted.get(i), i);
                    }
                });
            }
            order = chunks.stream().sorted(Comparator.comparing((ChunkSlot c) -> c.severity)
                    .thenComparingInt(c -> rank.getOrDefault(c, 0)).thenComparing(c -> c.scored, byRel)).toList();
        }
        return order;
    }

    void packChunks(Map<Severity, Integer> allocation, int sopBudget, int minCut) {
        for (Severity tier : Severity.values()) {
            int remaining = allocation.get(tier);
            for (var c : globalOrder()) {
                if (c.severity == tier && eligible(c) && c.tokens <= remaining) {
                    c.included = true;
                    remaining -= c.tokens;
                }
            }
        }
        int leftover = sopBudget - chunks.stream().mapToInt(ChunkSlot::usedTokens).sum();
        for (var c : globalOrder()) {
            if (!c.included && eligible(c) && c.tokens <= leftover) {
                c.included = true;
                leftover -= c.tokens;
            }
        }
        if (leftover >= minCut) {
            var first = globalOrder().stream().filter(c -> !c.included && eligible(c)).findFirst();
            if (first.isPresent()) {
                cut(first.get(), leftover, minCut);
            }
        }
        for (var c : chunks) {
            if (!c.included) {
                c.reason = "the " + c.severity.label() + " tier's share (" + allocation.get(c.severity)
                        + " tokens after roll-over) was spent on more relevant chunks";
            }
        }
    }

    private void cut(ChunkSlot c, int limit, int minCut) {
        var chunk = c.scored.chunk();
        int overhead = counter.count(ContextRenderer.chunk(chunk, "", true) + "\n");
        String text = TextCutter.cut(chunk.content(), limit - overhead, counter);
        if (text == null) {
            c.included = false;
            c.cutText = null;
            c.cutPiece = null;
            return;
        }
        String piece = ContextRenderer.chunk(chunk, text, true) + "\n";
        int tokens = counter.count(piece);
        if (tokens > limit || tokens < minCut) {
            c.included = false;
            c.cutText = null;
            c.cutPiece = null;
            return;
        }
        c.included = true;
        c.cutText = text;
        c.cutPiece = piece;
        c.cutTokens = tokens;
    }

    /** Frees at least some tokens after a recount found {@code overflow} too many; false when only mandatory content is left. */
    boolean shrink(int overflow, int minCut) {
        var cutSlot = chunks.stream().filter(c -> c.cutText != null).findFirst();
        if (cutSlot.isPresent()) {
            var c = cutSlot.get();
            int before = c.cutTokens;
            cut(c, before - overflow - 2, minCut);
            if (c.cutText == null) {
                c.reason = "cut chunk no longer fitted after the final token recount";
            }
            return true;
        }
        var order = globalOrder();
        for (int i = order.size() - 1; i >= 0; i--) {
            var c = order.get(i);
            if (c.included) {
                c.included = false;
                c.reason = "removed after the final token recount to stay within budget";
                return true;
            }
        }
        var ladder = new ArrayList<String>();
        if (climbLadder(ladder) || dropWeakestExtra(ladder)) {
            return true;
        }
        if (sops.stream().anyMatch(s -> s.sop().severity() == Severity.INFO && !stubbed.contains(s.sop().id()))) {
            stubInfoMetadata();
            return true;
        }
        if (degradable) {
            int before = mandatoryTokens();
            degradeMetadata(before - Math.max(1, overflow), new ArrayList<>());
            return mandatoryTokens() < before;
        }
        return false;
    }

    /** Whether {@link #shrink} may degrade SOP metadata past the info stubs (not under must-fit). */
    boolean degradable;

    /** The context text and its exact token count (from the pieces' counts, see {@link JoinedText}). */
    JoinedText.Counted render() {
        var out = new JoinedText(counter).add(ContextRenderer.HEADER_PIECE, headerTokens);
        for (var c : sops) {
            String id = c.sop().id();
            if (gone.contains(id)) {
                continue;
            }
            if (stubbed.contains(id)) {
                out.add(stub.get(id).text(), stub.get(id).tokens());
                continue;
            }
            out.add(meta.get(id).text(), meta.get(id).tokens());
            for (var slot : slotsOf(c)) {
                if (slot.included) {
                    out.add(slot.cutText != null ? slot.cutPiece : slot.piece.text, slot.usedTokens());
                }
            }
        }
        for (Section section : List.of(Section.DECISION, Section.GATE, Section.FILE_SUMMARY, Section.CONVENTION)) {
            var in = extras.stream().filter(e -> e.candidate.section() == section && e.in()).toList();
            if (in.isEmpty()) {
                continue;
            }
            out.add(ContextRenderer.sectionHeader(section) + "\n");
            for (var e : in) {
                out.add(e.candidate.levels().get(e.level).text().strip() + "\n\n");
            }
        }
        return out.withoutFinalBreak();
    }

    private List<ChunkSlot> slotsOf(SopCandidate c) {
        return slotsBySop.getOrDefault(c.sop().id(), List.of());
    }

    List<ContextItem> items() {
        var out = new ArrayList<ContextItem>();
        for (var c : sops) {
            String id = c.sop().id();
            if (gone.contains(id)) {
                continue;
            }
            var slots = slotsOf(c);
            var in = slots.stream().filter(s -> s.included).toList();
            String cut = in.stream().filter(s -> s.cutText != null).map(ChunkSlot::id).findFirst().orElse(null);
            Level level = stubbed.contains(id) ? Level.STUB : in.isEmpty() ? (slots.isEmpty() ? Level.FULL : Level.METADATA)
                    : in.size() == slots.size() && cut == null ? Level.FULL : Level.PARTIAL;
            int tokens = (stubbed.contains(id) ? stub.get(id).tokens() : meta.get(id).tokens()) + in.stream().mapToInt(ChunkSlot::usedTokens).sum();
            out.add(new ContextItem(id, Section.SOP, c.sop().severity().label(), level, tokens, round(c.relevance()),
                    in.stream().map(ChunkSlot::id).toList(), cut, null, List.of(), c.evidence()));
        }
        for (var e : extras) {
            if (e.in()) {
                var cand = e.candidate;
                out.add(new ContextItem(cand.id(), cand.section(), null, cand.levels().get(e.level).level(), e.currentTokens(), round(cand.relevance()),
                        List.of(), null, cand.section() == Section.CONVENTION ? cand.confidence() : null, cand.provenance()));
            }
        }
        return out;
    }

    List<DroppedItem> dropped() {
        var out = new ArrayList<DroppedItem>();
        globalOrder().stream().filter(c -> !c.included && !stubbed.contains(c.scored.chunk().sopId()))
                .forEach(c -> out.add(new DroppedItem(c.id(), Section.SOP, c.reason)));
        globalOrder().stream().filter(c -> stubbed.contains(c.scored.chunk().sopId()) && !gone.contains(c.scored.chunk().sopId()))
                .forEach(c -> out.add(new DroppedItem(c.id(), Section.SOP, "its " + c.severity.label()
                        + " SOP was shrunk to a stub: metadata alone did not fit")));
        (gone.isEmpty() ? List.<SopCandidate>of() : yieldOrder()).stream().filter(c -> gone.contains(c.sop().id())).forEach(c -> out.add(new DroppedItem(c.sop().id(), Section.SOP,
                "left out with its chunks: SOP metadata of " + sops.size() + " applicable SOPs did not fit even as one-line stubs ("
                        + c.sop().severity().label() + ", relevance " + round(c.relevance()) + "; info before warning before error, lowest relevance first)")));
        extras.stream().filter(e -> !e.in()).forEach(e -> out.add(new DroppedItem(e.candidate.id(), e.candidate.section(), e.reason)));
        return out;
    }

    private static double round(double v) {
        return Math.round(v * 10000.0) / 10000.0;
    }

    /** A piece's text and its tokens under this state's counter. */
    private record Sized(String text, int tokens) {
        static Sized of(Piece piece, TokenCounter counter) {
            return new Sized(piece.text, piece.tokens(counter));
        }
    }
}
