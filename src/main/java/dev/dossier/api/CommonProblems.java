package dev.dossier.api;

import dev.dossier.contract.ProblemDetail;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The problem responses every route can give, for the OpenAPI description: put it on each controller; a route adds
 * its own (404, 409, 413, 415, 422) beside them.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@ApiResponse(responseCode = "400", description = "Invalid request: field (JSON pointer or parameter name) and code say what to fix",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
@ApiResponse(responseCode = "401", description = "A token is required (once one exists) and none, or an invalid one, was sent",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
@ApiResponse(responseCode = "403", description = "The token's scope does not allow this operation",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
@ApiResponse(responseCode = "429", description = "Too many failed token attempts from this address: Retry-After says when to try again",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
@ApiResponse(responseCode = "405", description = "Method not allowed on this route",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
@ApiResponse(responseCode = "406", description = "The Accept header excludes JSON",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
@ApiResponse(responseCode = "414", description = "URL over 8 KB",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
@ApiResponse(responseCode = "500", description = "Unexpected failure; error_id is in the server log",
        content = @Content(mediaType = ProblemResponses.PROBLEM, schema = @Schema(implementation = ProblemDetail.class)))
@interface CommonProblems {
}
