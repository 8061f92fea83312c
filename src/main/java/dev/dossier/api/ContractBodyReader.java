package dev.dossier.api;

import dev.dossier.contract.Contract;
import dev.dossier.contract.RequestBody;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.type.Argument;
import io.micronaut.core.type.Headers;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.body.MessageBodyReader;
import io.micronaut.http.codec.CodecException;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Reads every {@link RequestBody} through the {@link Contract}: strict JSON, constraints and limits, errors that name
 * the field. Controllers then take the records as {@code @Body} and never see an invalid one.
 */
@Singleton
@Order(-1000)
@Consumes({MediaType.APPLICATION_JSON, MediaType.TEXT_PLAIN})
final class ContractBodyReader<T extends RequestBody> implements MessageBodyReader<T> {

    private final Contract contract;

    ContractBodyReader(Contract contract) {
        this.contract = contract;
    }

    @Override
    public boolean isReadable(Argument<T> type, MediaType mediaType) {
        return RequestBody.class.isAssignableFrom(type.getType());
    }

    @Override
    public T read(Argument<T> type, MediaType mediaType, Headers httpHeaders, InputStream inputStream) throws CodecException {
        try {
            return contract.read(inputStream.readAllBytes(), type.getType());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
