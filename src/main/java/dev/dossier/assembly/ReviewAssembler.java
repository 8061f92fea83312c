package dev.dossier.assembly;

import dev.dossier.budget.Budget;
import dev.dossier.code.ConstructMatch;
import dev.dossier.budget.ReviewPolicies;
import dev.dossier.budget.ReviewPolicy;
import dev.dossier.glob.GlobMatcher;
import dev.dossier.model.ModelProfile;
import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import dev.dossier.relevance.RelevanceQuery;
import dev.dossier.relevance.RelevanceScorer;
import dev.dossier.source.DocumentStore;
import dev.dossier.source.Sop;
import dev.dossier.source.SopChunk;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Assembles reviewer context (C3): selects the SOPs whose {@code applies_to} matches a task file, ranks
 * their chunks by relevance to the task text and file contents, computes the budget from the model and
 * policy, and packs. Deterministic for the same graph and request.
 */
public final class ReviewAssembler {

    /** Model used when a request names none. */
    public static final String DEFAULT_MODEL = "gpt-4o";

    private final DocumentStore store;
    private final ModelRegistry models;
    private final ReviewPolicies policies;
    private final RelevanceScorer scorer;
    private final List<ExtraSource> sources;
    private final AssemblyLog log;
    private final SopMatcher matcher = new SopMatcher();
    private final CodeEvidence code;
    private final CitationSource citations;
    private final boolean citing;
    private final double citationPrior;
    private final double changedWeight;

    public ReviewAssembler(DocumentStore store, ModelRegistry models, ReviewPolicies policies, RelevanceScorer scorer) {
        this(store, models, policies, scorer, List.of(), AssemblyLog.NONE, CodeEvidence.NONE, CitationSource.NONE, null);
    }

    /**
     * @param sources where decisions, file summaries and conventions come from
     * @param log     where each assembly made by {@link #assemble(ReviewRequest)} records its budget
     * @param code      code evidence: task files' constructs against SOPs' reported examples
     * @param citations which SOPs the project's reviews cited for a kind of file
     * @param evidence  whether citations count and what the text and code evidence is worth against them; null: no citations
     */
    public ReviewAssembler(DocumentStore store, ModelRegistry models, ReviewPolicies policies, RelevanceScorer scorer, List<ExtraSource> sources,
                           AssemblyLog log, CodeEvidence code, CitationSource citations, ReviewEvidenceSettings evidence) {
        this.code = code;
        this.citations = citations;
        this.citing = evidence != null && evidence.citations();
        this.citationPrior = evidence == null ? 1 : evidence.citationPrior();
        this.changedWeight = evidence == null ? 0 : evidence.changedLinesWeight();
        this.store = store;
        this.models = models;
        this.policies = policies;
        this.scorer = scorer;
        this.sources = List.copyOf(sources);
        this.log = log;
    }

    /** Assembles SOPs and whatever the extra sources give for this request. */
    public AssembledContext assemble(ReviewRequest request) {
        models.require(request.model() == null ? DEFAULT_MODEL : request.model());
        policies.require(request.policy());
        RelevanceQuery query = query(request);
        var extras = new ArrayList<ExtraCandidate>();
        for (ExtraSource source : sources) {
            extras.addAll(source.candidates(request, texts -> texts.isEmpty() ? List.of() : scorer.score(query, texts)));
        }
        AssembledContext context = assemble(request, extras, query);
        log.record(AssemblyRecord.now("review", context.model(), context.tokenizer(), context.budget(), context.items().size(),
                context.dropped().size(), request.files().stream().map(TaskFile::path).toList(), request.task(), request.project(), ManifestEntry.of(context)));
        return context;
    }

    /** Assembles with the given additional candidates only (decisions, file summaries, conventions), under the priority ladder. */
    public AssembledContext assemble(ReviewRequest request, List<ExtraCandidate> extras) {
        return assemble(request, extras, query(request));
    }

    /** {@link #assemble(ReviewRequest, List)} with the request's query built once by the caller (the extra sources scored against it too). */
    private AssembledContext assemble(ReviewRequest request, List<ExtraCandidate> extras, RelevanceQuery query) {
        ModelProfile model = models.require(request.model() == null ? DEFAULT_MODEL : request.model());
        ReviewPolicy policy = policies.require(request.policy());
        TokenCounter counter = models.counter(model);
        int window = request.window() != null ? request.window() : model.contextWindow();
        int systemPrompt = policy.systemPrompt() == ReviewPolicy.FROM_MODEL ? model.systemPromptOverhead() : policy.systemPrompt();
        int taskOutput = request.taskOutputTokens() != null ? request.taskOutputTokens()
                : request.files().stream().filter(f -> f.content() != null).mapToInt(f -> counter.count(f.content())).sum();
        Budget budget = Budget.of(window, systemPrompt, taskOutput, policy);

        List<SopCandidate> candidates = candidates(request, query);
        var packed = new ContextPacker(counter).pack(candidates, extras, budget, policy);
        return new AssembledContext(packed.text(), packed.tokens(), model.name(), counter.name(), counter.estimated(), packed.budget(),
                packed.items(), packed.dropped());
    }

    private List<SopCandidate> candidates(ReviewRequest request, RelevanceQuery query) {
        List<String> paths = request.files().stream().map(f -> GlobMatcher.normalizePath(f.path())).distinct().toList();
        var matched = new ArrayList<Sop>();
        var matchedFiles = new HashMap<String, List<String>>();
        var match = matcher.matching(store, paths);
        match.sops().forEach(sop -> {
            matched.add(sop);
            matchedFiles.put(sop.id(), match.files().get(sop));
        });
        if (matched.isEmpty()) {
            return List.of();
        }
        var read = match.chunks();
        List<SopChunk> chunks = read.stream().map(SopMatcher.TextChunk::chunk).toList();
        List<String> texts = read.stream().map(SopMatcher.TextChunk::text).toList();
        List<Double> scores = scorer.score(query, texts);
        RelevanceQuery changedQuery = changedWeight == 0 ? null : changed(request, query);
        List<Double> changedScores = changedQuery == null ? null : scorer.score(changedQuery, texts);
        var contents = new HashMap<String, String>();
        // code evidence reads each file's text, or for a file given by its diff alone the lines the diff adds
        request.files().stream().filter(f -> f.content() != null || f.changed() != null).forEach(f -> contents.putIfAbsent(GlobMatcher.normalizePath(f.path()),
                f.content() != null ? f.content() : f.changed()));
        CodeEvidence.Evidence found = code.evidence(store, matchedFiles, contents);
        Map<String, ConstructMatch> matches = found.matches();
        double topicPower = code.topicPower();
        Citations cited = !citing || request.project() == null ? Citations.NONE : citations.citations(request.project(), paths);
        double w = code.weight();
        Map<String, List<ScoredChunk>> bySop = new HashMap<>();
        Map<String, Double> textRelevance = new HashMap<>();
        Map<String, Double> changedRelevance = new HashMap<>();
        for (int i = 0; i < chunks.size(); i++) {
            String sop = chunks.get(i).sopId();
            double text = scores.get(i);
            if (changedScores != null) {
                changedRelevance.merge(sop, changedScores.get(i), Math::max);
                text = (text + changedWeight * changedScores.get(i)) / (1 + changedWeight);
            }
            textRelevance.merge(sop, text, Math::max);
            double c = matches.getOrDefault(sop, ConstructMatch.NONE).score();
            Double topic = found.topics().get(sop);
            double e = (text + w * c) / (1 + w) * (topic == null ? 1 : Math.pow(topic, topicPower));
            double rank = cited.rank(sop, e, citationPrior);
            bySop.computeIfAbsent(sop, k -> new ArrayList<>()).add(new ScoredChunk(chunks.get(i), rank));
        }
        return matched.stream().map(s -> {
            ConstructMatch m = matches.get(s.id());
            Citation cite = cited.bySop().get(s.id());
            var evidence = new SopEvidence(round(textRelevance.getOrDefault(s.id(), 0.0)), m == null ? null : round(m.score()),
                    m == null ? List.of() : m.matched(), cite == null ? null : cite.cited(), cite == null ? null : cite.kind(),
                    changedScores == null ? null : round(changedRelevance.getOrDefault(s.id(), 0.0)),
                    found.topics().containsKey(s.id()) ? round(found.topics().get(s.id())) : null);
            return new SopCandidate(s, bySop.getOrDefault(s.id(), List.of()), matchedFiles.get(s.id()), evidence);
        }).toList();
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    /**
     * The lines the task's diffs add, as the terms of a second query with the same intent; null when no file has a diff
     * or the diffs add no line (a change that only deletes: the whole files still count).
     */
    private static RelevanceQuery changed(ReviewRequest request, RelevanceQuery query) {
        var added = new StringBuilder();
        for (TaskFile f : request.files()) {
            if (f.changed() != null && !f.changed().isBlank()) {
                added.append(f.changed()).append('\n');
            }
        }
        return added.isEmpty() ? null : new RelevanceQuery(query.intent(), added.toString());
    }

    /**
     * The task text and file paths are the query's intent (what semantic evidence compares); the file contents
     * join them as terms (lexical evidence only, see {@link RelevanceQuery}).
     */
    private static RelevanceQuery query(ReviewRequest request) {
        var intent = new StringBuilder();
        var terms = new StringBuilder();
        if (request.task() != null) {
            intent.append(request.task()).append('\n');
            terms.append(request.task()).append('\n');
        }
        for (TaskFile f : request.files()) {
            intent.append(f.path()).append('\n');
            terms.append(f.path()).append('\n');
            if (f.content() != null) {
                terms.append(f.content()).append('\n');
            } else if (f.changed() != null) {
                terms.append(f.changed()).append('\n');
            }
        }
        return new RelevanceQuery(intent.toString(), terms.toString());
    }
}
