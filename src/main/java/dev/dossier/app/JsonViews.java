package dev.dossier.app;

import dev.dossier.assembly.AssembledContext;
import dev.dossier.assembly.AssemblyRecord;
import dev.dossier.assembly.BudgetRecord;
import dev.dossier.assembly.ContextItem;
import dev.dossier.assembly.DroppedItem;
import dev.dossier.assembly.TierRecord;
import dev.dossier.embedding.EmbedReport;
import dev.dossier.knowledge.KnowledgeContext;
import dev.dossier.model.ModelProfile;
import dev.dossier.search.SearchHit;
import dev.dossier.review.Convention;
import dev.dossier.review.ConventionDetail;
import dev.dossier.review.Decision;
import dev.dossier.review.ReviewOutcome;
import dev.dossier.source.IngestReport;
import dev.dossier.source.Problem;
import dev.dossier.source.Sop;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON shapes Dossier answers with, identical over HTTP and the CLI's {@code --json}: plain maps
 * with snake_case keys, so the domain records carry no serialisation annotations.
 */
public final class JsonViews {

    private JsonViews() {
    }

    public static Map<String, Object> review(AssembledContext c) {
        var m = new LinkedHashMap<String, Object>();
        m.put("context", c.context());
        m.put("tokens", c.tokens());
        m.put("model", c.model());
        m.put("tokenizer", c.tokenizer());
        m.put("estimated", c.estimated());
        m.put("budget", budget(c.budget()));
        m.put("items", c.items().stream().map(JsonViews::item).toList());
        m.put("dropped", c.dropped().stream().map(JsonViews::dropped).toList());
        return m;
    }

    public static Map<String, Object> budget(BudgetRecord b) {
        var budget = new LinkedHashMap<String, Object>();
        budget.put("window", b.window());
        budget.put("system_prompt", b.systemPrompt());
        budget.put("task_output", b.taskOutput());
        budget.put("working_memory", b.workingMemory());
        budget.put("output", b.output());
        budget.put("safety_margin", b.safetyMargin());
        budget.put("available", b.available());
        budget.put("used", b.used());
        budget.put("utilization", b.utilization());
        budget.put("mandatory", b.metadata());
        budget.put("policy", b.policy());
        var tiers = new LinkedHashMap<String, Object>();
        b.tiers().forEach((k, t) -> tiers.put(k, tier(t)));
        budget.put("tiers", tiers);
        budget.put("ladder", b.ladder());
        return budget;
    }

    public static Map<String, Object> assembly(AssemblyRecord r) {
        var m = new LinkedHashMap<String, Object>();
        m.put("id", r.id());
        m.put("kind", r.kind());
        m.put("at", r.at().toString());
        m.put("model", r.model());
        m.put("tokenizer", r.tokenizer());
        m.put("subject", r.subject());
        m.put("task", r.task());
        m.put("items", r.items());
        m.put("dropped", r.dropped());
        m.put("budget", budget(r.budget()));
        return m;
    }

    private static Map<String, Object> tier(TierRecord t) {
        var m = new LinkedHashMap<String, Object>();
        m.put("share", t.share());
        m.put("demand", t.demand());
        m.put("allocated", t.allocated());
        m.put("used", t.used());
        return m;
    }

    private static Map<String, Object> item(ContextItem i) {
        var m = new LinkedHashMap<String, Object>();
        m.put("id", i.id());
        m.put("section", i.section().label());
        if (i.severity() != null) {
            m.put("severity", i.severity());
        }
        m.put("level", i.level().label());
        m.put("tokens", i.tokens());
        m.put("relevance", i.relevance());
        if (!i.chunks().isEmpty()) {
            m.put("chunks", i.chunks());
        }
        if (i.cutChunk() != null) {
            m.put("cut_chunk", i.cutChunk());
        }
        if (i.confidence() != null) {
            m.put("confidence", i.confidence());
        }
        if (!i.provenance().isEmpty()) {
            m.put("provenance", i.provenance());
        }
        return m;
    }

    private static Map<String, Object> dropped(DroppedItem d) {
        var m = new LinkedHashMap<String, Object>();
        m.put("id", d.id());
        m.put("section", d.section().label());
        m.put("reason", d.reason());
        return m;
    }

    public static Map<String, Object> ingest(IngestReport r) {
        var m = new LinkedHashMap<String, Object>();
        m.put("ingested", r.ingested());
        m.put("unchanged", r.unchanged());
        m.put("removed", r.removed());
        m.put("rejected", r.rejected().stream().map(JsonViews::problem).toList());
        m.put("warnings", r.warnings().stream().map(JsonViews::problem).toList());
        return m;
    }

    private static Map<String, Object> problem(Problem p) {
        var m = new LinkedHashMap<String, Object>();
        m.put("file", p.file());
        m.put("field", p.field());
        m.put("message", p.message());
        return m;
    }

    public static Map<String, Object> sop(Sop s) {
        var m = new LinkedHashMap<String, Object>();
        m.put("id", s.id());
        m.put("title", s.title());
        m.put("file_path", s.filePath());
        m.put("severity", s.severity().label());
        m.put("applies_to", s.appliesTo());
        m.put("summary", s.summary());
        m.put("requirements", s.requirements());
        m.put("chunk_count", s.chunkCount());
        m.put("attributes", s.attributes());
        return m;
    }

    public static List<Map<String, Object>> sops(List<Sop> sops) {
        return sops.stream().map(JsonViews::sop).toList();
    }

    public static Map<String, Object> model(ModelProfile p, String tokenizerName) {
        var m = new LinkedHashMap<String, Object>();
        m.put("name", p.name());
        m.put("tokenizer", tokenizerName);
        m.put("estimated", p.estimated());
        if (p.estimated()) {
            m.put("chars_per_token", p.charsPerToken());
        }
        m.put("context_window", p.contextWindow());
        m.put("effective_context", p.effectiveContext());
        m.put("sweet_spot", p.sweetSpot());
        m.put("system_prompt_overhead", p.systemPromptOverhead());
        m.put("recommended_max_file_tokens", p.recommendedMaxFileTokens());
        return m;
    }

    public static Map<String, Object> reviewOutcome(ReviewOutcome o) {
        var m = new LinkedHashMap<String, Object>();
        m.put("review_id", o.reviewId());
        m.put("conventions", o.conventions().stream().map(r -> {
            var c = new LinkedHashMap<String, Object>();
            c.put("id", r.id());
            c.put("pattern", r.pattern());
            c.put("change", r.change());
            c.put("status", r.status() == null ? "unmatched" : r.status().label());
            c.put("occurrences", r.occurrences());
            c.put("rejections", r.rejections());
            c.put("confidence", r.confidence());
            return c;
        }).toList());
        m.put("decisions", o.decisions().stream().map(JsonViews::decision).toList());
        return m;
    }

    public static Map<String, Object> convention(Convention c) {
        var m = new LinkedHashMap<String, Object>();
        m.put("id", c.id());
        m.put("project", c.project());
        m.put("name", c.name());
        m.put("description", c.description());
        m.put("applies_to", c.appliesTo());
        m.put("status", c.status().label());
        m.put("occurrences", c.occurrences());
        m.put("rejections", c.rejections());
        m.put("confidence", c.confidence());
        m.put("created_at", c.createdAt().toString());
        m.put("updated_at", c.updatedAt().toString());
        m.put("superseded_by", c.supersededBy());
        m.put("supersedes", c.supersedes());
        return m;
    }

    public static Map<String, Object> conventionDetail(ConventionDetail d) {
        var m = convention(d.convention());
        m.put("history", d.history().stream().map(v -> {
            var h = new LinkedHashMap<String, Object>();
            h.put("version", v.version());
            h.put("change", v.change());
            h.put("review_id", v.reviewId());
            h.put("status", v.status().label());
            h.put("occurrences", v.occurrences());
            h.put("rejections", v.rejections());
            h.put("confidence", v.confidence());
            h.put("applies_to", v.appliesTo());
            h.put("description", v.description());
            h.put("superseded_by", v.supersededBy());
            h.put("valid_from", v.validFrom().toString());
            h.put("valid_to", v.validTo() == null ? null : v.validTo().toString());
            return h;
        }).toList());
        m.put("provenance", d.provenance().stream().map(p -> {
            var h = new LinkedHashMap<String, Object>();
            h.put("review_id", p.reviewId());
            h.put("role", p.role());
            h.put("pattern", p.pattern());
            h.put("approved", p.approved());
            h.put("reviewer", p.reviewer());
            h.put("task_id", p.taskId());
            h.put("plan_id", p.planId());
            h.put("at", p.at().toString());
            return h;
        }).toList());
        return m;
    }

    public static Map<String, Object> decision(Decision d) {
        var m = new LinkedHashMap<String, Object>();
        m.put("id", d.id());
        m.put("project", d.project());
        m.put("plan_id", d.planId());
        m.put("text", d.text());
        m.put("review_id", d.reviewId());
        m.put("task_id", d.taskId());
        m.put("reviewer", d.reviewer());
        m.put("recorded_at", d.recordedAt().toString());
        return m;
    }

    public static Map<String, Object> embeddings(EmbedReport e) {
        var m = new LinkedHashMap<String, Object>();
        m.put("model", e.model());
        m.put("chunks", e.chunks());
        m.put("embedded", e.embedded());
        m.put("reused", e.reused());
        m.put("unchanged", e.unchanged());
        m.put("pruned", e.pruned());
        m.put("millis", e.millis());
        return m;
    }

    public static Map<String, Object> searchHit(SearchHit h) {
        var m = new LinkedHashMap<String, Object>();
        m.put("id", h.id());
        m.put("title", h.title());
        m.put("file_path", h.filePath());
        m.put("type", h.type());
        m.put("score", h.score());
        m.put("chunk_id", h.chunkId());
        m.put("section", h.section());
        return m;
    }

    /** The knowledge response: the review response's shape, with title, file_path, type, level, score and tier per item. */
    public static Map<String, Object> knowledge(KnowledgeContext c) {
        var m = new LinkedHashMap<String, Object>();
        m.put("context", c.context());
        m.put("tokens", c.tokens());
        m.put("model", c.model());
        m.put("tokenizer", c.tokenizer());
        m.put("estimated", c.estimated());
        m.put("overflow", c.overflow());
        m.put("budget", budget(c.budget()));
        m.put("items", c.items().stream().map(i -> {
            var v = new LinkedHashMap<String, Object>();
            v.put("id", i.id());
            v.put("section", "knowledge");
            v.put("title", i.title());
            v.put("file_path", i.filePath());
            v.put("type", i.type());
            v.put("level", i.level().label());
            v.put("tokens", i.tokens());
            v.put("score", i.score());
            v.put("tier", i.tier());
            return v;
        }).toList());
        m.put("dropped", c.dropped().stream().map(d -> {
            var v = new LinkedHashMap<String, Object>();
            v.put("id", d.id());
            v.put("section", "knowledge");
            v.put("title", d.title());
            v.put("file_path", d.filePath());
            v.put("score", d.score());
            v.put("reason", d.reason());
            return v;
        }).toList());
        m.put("history", c.history().stream().map(h -> {
            var v = new LinkedHashMap<String, Object>();
            v.put("index", h.index());
            v.put("role", h.role());
            v.put("treatment", h.treatment());
            v.put("tokens", h.tokens());
            v.put("reason", h.reason());
            return v;
        }).toList());
        return m;
    }
}
