package dev.dossier.api;

import dev.dossier.app.LocalApi;
import dev.dossier.auth.Caller;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.context.ServerRequestContext;
import jakarta.inject.Singleton;

/** The API bound to the caller that {@link AuthFilter} authenticated for the current request. */
@Singleton
final class CallerApi {

    private final LocalApi api;

    CallerApi(LocalApi api) {
        this.api = api;
    }

    /** The API on behalf of the current request's caller; a request that was not authenticated is refused, never served as the operator. */
    LocalApi current() {
        return api.as(caller(ServerRequestContext.currentRequest().orElse(null)));
    }

    static Caller caller(HttpRequest<?> request) {
        if (request == null) {
            throw new DossierException(ErrorCode.UNAUTHENTICATED, "no authenticated caller");
        }
        return request.getAttribute(AuthFilter.CALLER, Caller.class)
                .orElseThrow(() -> new DossierException(ErrorCode.UNAUTHENTICATED, "no authenticated caller"));
    }
}
