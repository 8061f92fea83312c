package dev.dossier.source;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Recognises STIX bundles by content, reading only as far as the top-level {@code "type"}. */
public final class StixBundles {

    private static final JsonFactory JSON = new JsonFactory();

    private StixBundles() {
    }

    /**
     * Whether a JSON file is a STIX bundle: its top-level {@code "type"} is {@code "bundle"}. A file that is
     * not valid JSON before the answer is known counts as a bundle when it contains the text
     * {@code "bundle"}, so that a broken bundle is reported (with line and column) instead of being skipped.
     */
    public static boolean isBundle(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file); JsonParser p = JSON.createParser(in)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                if (field.equals("type")) {
                    return value == JsonToken.VALUE_STRING && p.getText().equals("bundle");
                }
                p.skipChildren();
            }
            return false;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8).contains("\"bundle\"");
        }
    }
}
