package dev.dossier.api;

import dev.dossier.contract.ContractSchemas;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.swagger.v3.oas.annotations.Hidden;

/** Publishes the OpenAPI description generated at build time from the records and controllers. */
@Controller
@Hidden
public final class OpenApiController {

    private final String description = ContractSchemas.load().openApi();

    @Get(uri = "/openapi.yml", produces = "application/yaml")
    public String openapi() {
        return description;
    }
}
