package dev.dossier.app;

import dev.dossier.contract.AssemblyDetail;
import dev.dossier.contract.AssemblyReport;
import dev.dossier.contract.ContextBudgetRequest;
import dev.dossier.contract.ContextBudgetResponse;
import dev.dossier.contract.Contract;
import dev.dossier.contract.ConventionDetailView;
import dev.dossier.contract.ConventionState;
import dev.dossier.contract.ConventionView;
import dev.dossier.contract.DecisionView;
import dev.dossier.contract.DocumentType;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.HealthView;
import dev.dossier.contract.Ids;
import dev.dossier.contract.KnowledgeContextRequest;
import dev.dossier.contract.KnowledgeContextResponse;
import dev.dossier.contract.ModelView;
import dev.dossier.contract.Params;
import dev.dossier.contract.RecordReviewRequest;
import dev.dossier.contract.RecordReviewResponse;
import dev.dossier.contract.ReviewContextRequest;
import dev.dossier.contract.ReviewContextResponse;
import dev.dossier.contract.SearchHitView;
import dev.dossier.contract.SopView;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.review.ConventionQuery;
import dev.dossier.review.ConventionStatus;
import java.util.List;
import java.util.Map;

/** {@link DossierApi} over an open {@link Dossier}: the contract's checks, the domain call, the contract's records. */
public final class LocalApi implements DossierApi {

    private final Dossier dossier;
    private final Contract contract;

    public LocalApi(Dossier dossier) {
        this.dossier = dossier;
        this.contract = dossier.contract();
    }

    @Override
    public ReviewContextResponse reviewContext(ReviewContextRequest request) {
        return ReviewContextResponse.of(dossier.assembler().assemble(contract.reviewRequest(request)));
    }

    @Override
    public KnowledgeContextResponse knowledgeContext(KnowledgeContextRequest request) {
        return KnowledgeContextResponse.of(dossier.assembleKnowledge(contract.knowledgeRequest(request)));
    }

    @Override
    public ContextBudgetResponse contextBudget(ContextBudgetRequest request) {
        var r = contract.budgetRequest(request);
        return ContextBudgetResponse.of(r.task(), dossier.knowledgeBudget().estimate(r.task(), r.model(), r.window(),
                r.policy() == null ? null : r.policy().label()));
    }

    @Override
    public List<SearchHitView> search(String query, Integer k, DocumentType type) {
        String q = Params.query("q", query);
        int n = Params.range("k", k, 10, 1, 100);
        return dossier.search().search(q, n, type == null ? null : type.label()).stream().map(SearchHitView::of).toList();
    }

    @Override
    public RecordedReview recordReview(RecordReviewRequest request) {
        var outcome = dossier.reviews().record(contract.reviewSubmission(request));
        return new RecordedReview(RecordReviewResponse.of(outcome), outcome.created());
    }

    @Override
    public List<ConventionView> conventions(String project, String file, ConventionState status) {
        var query = new ConventionQuery(Params.identifier("project", project, Ids.PROJECT), Params.text("file", file, Params.MAX_PATH),
                status == null ? null : ConventionStatus.of(status.label(), "status"));
        return dossier.reviews().conventions(query).stream().map(ConventionView::of).toList();
    }

    @Override
    public ConventionDetailView convention(String id) {
        return ConventionDetailView.of(dossier.reviews().convention(Params.id("id", id, Ids.DOCUMENT)));
    }

    @Override
    public List<DecisionView> decisions(String planId) {
        return dossier.reviews().decisions(Params.id("id", planId, Ids.REFERENCE)).stream().map(DecisionView::of).toList();
    }

    @Override
    public List<SopView> sops() {
        return dossier.documents().sops().stream().map(SopView::of).toList();
    }

    @Override
    public SopView sop(String id) {
        String checked = Params.id("id", id, Ids.DOCUMENT);
        return dossier.documents().sop(checked).map(SopView::of)
                .orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND, "no SOP with id '" + checked + "'; GET /v1/sops lists them",
                        Map.of("id", checked)));
    }

    @Override
    public List<ModelView> models() {
        var registry = dossier.models();
        return registry.all().stream().map(p -> ModelView.of(p, registry.tokenizerName(p))).toList();
    }

    @Override
    public List<AssemblyReport> reports(Integer last) {
        return dossier.assemblies().last(Params.range("last", last, 10, 1, 10_000)).stream().map(AssemblyReport::of).toList();
    }

    @Override
    public AssemblyDetail report(String id) {
        String checked = Params.id("id", id, Ids.ASSEMBLY);
        return dossier.assemblies().find(checked).map(AssemblyDetail::of)
                .orElseThrow(() -> new DossierException(ErrorCode.NOT_FOUND, "no assembly with id '" + checked
                        + "'; GET /v1/context/reports lists the latest", Map.of("id", checked)));
    }

    @Override
    public HealthView health() {
        return new HealthView("up", dossier.storageDescription(), dossier.documents().sopCount());
    }
}
