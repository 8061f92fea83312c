package dev.dossier.app;

import com.fasterxml.jackson.databind.JsonNode;
import dev.dossier.error.DossierException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;

/** Field checks shared by the readers of request bodies (HTTP and CLI): each error names the field to fix. */
public final class JsonFields {

    private JsonFields() {
    }

    /** Fails on the first field of {@code node} that is not in {@code fields}, naming it with {@code prefix}. */
    public static void known(JsonNode node, Set<String> fields, String prefix) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!fields.contains(name)) {
                throw DossierException.invalidField(prefix + name, "unknown field '" + prefix + name + "'; known fields are " + fields.stream().sorted().toList());
            }
        }
    }

    /** The string field {@code name}, null when absent or null; any other JSON type is an error on {@code where}. */
    public static String text(JsonNode node, String name, String where) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isTextual()) {
            throw DossierException.invalidField(where, where + " must be a string, got " + v.getNodeType().name().toLowerCase(Locale.ROOT));
        }
        return v.asText();
    }
}
