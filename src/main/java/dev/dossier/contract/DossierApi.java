package dev.dossier.contract;

import java.util.List;

/**
 * Dossier's operations in the contract's records: what HTTP serves, MCP exposes as tools and the CLI calls (in
 * process, or over HTTP when a server holds the data directory). Every implementation answers the same records and
 * fails with the same errors (codes, fields), so the three edges behave alike.
 */
public interface DossierApi {

    ReviewContextResponse reviewContext(ReviewContextRequest request);

    KnowledgeContextResponse knowledgeContext(KnowledgeContextRequest request);

    /** @param k hits, 1-100; @param type null for every type */
    List<SearchHitView> search(String query, int k, DocumentType type);

    /** Records a review; a replay of the same body answers the recorded review with {@code created} false. */
    RecordedReview recordReview(RecordReviewRequest request);

    /** Each argument may be null. */
    List<ConventionView> conventions(String project, String file, ConventionState status);

    ConventionDetailView convention(String id);

    List<DecisionView> decisions(String planId);

    List<SopView> sops();

    SopView sop(String id);

    List<ModelView> models();

    /** @param last 1-10000 */
    List<AssemblyReport> reports(int last);

    HealthView health();

    /** A recorded review and whether this call recorded it (false: the same body had been recorded before). */
    record RecordedReview(RecordReviewResponse review, boolean created) {
    }
}
