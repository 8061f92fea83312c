package dev.dossier.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.contract.Json;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import jakarta.inject.Singleton;

/** Gives Micronaut's own mapper (which writes the responses) the contract's configuration, so HTTP and CLI JSON are identical. */
@Singleton
final class ContractObjectMapper implements BeanCreatedEventListener<ObjectMapper> {

    @Override
    public ObjectMapper onCreated(BeanCreatedEvent<ObjectMapper> event) {
        return Json.configure(event.getBean());
    }
}
