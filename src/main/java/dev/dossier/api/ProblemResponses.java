package dev.dossier.api;

import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.info.Info;
import io.swagger.v3.oas.annotations.info.License;

/** The OpenAPI description's header, and the media type of every error. */
@OpenAPIDefinition(info = @Info(title = "dossier", version = "0.1.0",
        description = "Graph-backed context assembler: SOPs, knowledge and learned conventions in Neo4j, assembled into "
                + "budgeted context for reviewer agents. Every error is application/problem+json with type, title, status, "
                + "detail, code and, where one applies, field (a JSON pointer into the body, or a parameter's name).",
        license = @License(name = "Apache-2.0")))
final class ProblemResponses {

    static final String PROBLEM = "application/problem+json";

    private ProblemResponses() {
    }
}
