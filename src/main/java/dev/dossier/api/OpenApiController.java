package dev.dossier.api;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.swagger.v3.oas.annotations.Hidden;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Publishes the OpenAPI description generated at build time from the records and controllers. */
@Controller
@Hidden
public final class OpenApiController {

    /** Where micronaut-openapi writes the description ({@code <title>-<version>.yml}). */
    public static final String RESOURCE = "/META-INF/swagger/dossier-0.1.0.yml";

    private final String description = load();

    @Get(uri = "/openapi.yml", produces = "application/yaml")
    public String openapi() {
        return description;
    }

    /** The generated description as text. */
    public static String load() {
        try (InputStream in = OpenApiController.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new DossierException(ErrorCode.INVALID_CONFIG, "the build did not generate " + RESOURCE + "; rebuild with mvn package");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
