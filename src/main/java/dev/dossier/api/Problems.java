package dev.dossier.api;

import dev.dossier.contract.ProblemDetail;
import dev.dossier.error.DossierException;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;

/** problem+json responses from the contract's problem records. */
final class Problems {

    static final MediaType PROBLEM_JSON = MediaType.of(ProblemResponses.PROBLEM);

    private Problems() {
    }

    static boolean serverError(DossierException e) {
        return dev.dossier.contract.Problems.status(e.code()) >= 500;
    }

    static MutableHttpResponse<ProblemDetail> of(DossierException e, boolean bodyFields, String errorId) {
        return respond(dev.dossier.contract.Problems.of(e, bodyFields, errorId));
    }

    static MutableHttpResponse<ProblemDetail> of(HttpStatus status, String code, String detail, String field, String errorId) {
        return respond(dev.dossier.contract.Problems.of(status.getCode(), code, detail, field, errorId));
    }

    private static MutableHttpResponse<ProblemDetail> respond(ProblemDetail problem) {
        return HttpResponse.<ProblemDetail>status(HttpStatus.valueOf(problem.status())).contentType(PROBLEM_JSON).body(problem);
    }
}
