package dev.dossier.api;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.swagger.v3.oas.annotations.Hidden;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The dashboard (ADR 0009): one page at {@code /} and its script and stylesheet, packaged in the jar
 * ({@code dossier/web/}). Plain HTML, CSS and JavaScript over the JSON API: no build step, nothing loaded from
 * elsewhere (the Content-Security-Policy allows this origin only), so it works offline.
 */
@Controller
@Hidden
public final class DashboardController {

    private static final String CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    /** The files under /dashboard/ and their media types. */
    private static final Map<String, String> ASSETS = Map.of("dashboard.js", "text/javascript; charset=utf-8",
            "dashboard.css", "text/css; charset=utf-8");

    @Get(uri = "/", produces = MediaType.TEXT_HTML)
    public HttpResponse<byte[]> page() {
        return serve("index.html", MediaType.TEXT_HTML + "; charset=utf-8");
    }

    @Get(uri = "/dashboard/{name}", produces = MediaType.ALL)
    public HttpResponse<byte[]> asset(@PathVariable String name) {
        String type = ASSETS.get(name);
        if (type == null) {
            throw new DossierException(ErrorCode.NOT_FOUND, "no dashboard file '" + name.replaceAll("\\p{Cntrl}", "?") + "'; the page is at /");
        }
        return serve(name, type);
    }

    private static HttpResponse<byte[]> serve(String name, String type) {
        try (InputStream in = DashboardController.class.getResourceAsStream("/dossier/web/" + name)) {
            if (in == null) {
                throw new DossierException(ErrorCode.INTERNAL, "the jar lacks dossier/web/" + name);
            }
            return HttpResponse.ok(in.readAllBytes()).contentType(type).header("Content-Security-Policy", CSP)
                    .header("X-Content-Type-Options", "nosniff").header("Cache-Control", "no-cache");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
