package dev.dossier.api;

import dev.dossier.error.DossierException;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Renders every {@link DossierException} as problem+json with its status, detail, code and field. */
@Produces
@Singleton
@Requires(classes = {DossierException.class, ExceptionHandler.class})
public final class DossierExceptionHandler implements ExceptionHandler<DossierException, HttpResponse<?>> {

    private static final Logger LOG = LoggerFactory.getLogger(DossierExceptionHandler.class);

    @Override
    public HttpResponse<?> handle(HttpRequest request, DossierException exception) {
        String errorId = null;
        if (Problems.serverError(exception)) {
            errorId = UUID.randomUUID().toString();
            LOG.error("error_id={} {} {} failed: {}", errorId, request.getMethod(), request.getPath(), exception.getMessage(), exception);
        }
        boolean body = request.getMethod() == HttpMethod.POST || request.getMethod() == HttpMethod.PUT;
        return Problems.of(exception, body, errorId);
    }
}
