package dev.dossier.api;

import dev.dossier.error.DossierException;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Renders every {@link DossierException} as problem+json with its status, detail and fields. */
@Produces
@Singleton
@Requires(classes = {DossierException.class, ExceptionHandler.class})
public final class DossierExceptionHandler implements ExceptionHandler<DossierException, HttpResponse<?>> {

    private static final Logger LOG = LoggerFactory.getLogger(DossierExceptionHandler.class);

    @Override
    public HttpResponse<?> handle(HttpRequest request, DossierException exception) {
        if (Problems.status(exception.code()).getCode() >= 500) {
            LOG.error("{} {} failed: {}", request.getMethod(), request.getPath(), exception.getMessage(), exception);
        }
        return Problems.of(exception);
    }
}
