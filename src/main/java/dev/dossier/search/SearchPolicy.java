package dev.dossier.search;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;

/**
 * {@code search.yaml}: how search retrieves and ranks (ADR 0003, "Search retrieval"). Validated at start.
 *
 * @param candidates how many hits each retrieval (chunk vectors, chunk full-text, document fields, purpose vectors) returns, at least
 *                   the number of results asked for
 * @param rrfK       the constant of reciprocal rank fusion: a list's hit at rank r (from 1) adds {@code weight / (rrfK + r)}
 * @param lists      the weight of each retrieval in the fusion (0 leaves it out)
 * @param fields     the boost of each field inside the full-text retrievals
 * @param expansion  query expansion from the vocabulary of the best documents of a first pass
 */
public record SearchPolicy(int candidates, double rrfK, Lists lists, FieldBoosts fields, Expansion expansion) {

    public SearchPolicy {
        if (candidates < 1 || candidates > 1000) {
            throw new IllegalArgumentException("candidates must be between 1 and 1000, got " + candidates);
        }
        if (!(rrfK >= 0 && rrfK <= 1000)) {
            throw new IllegalArgumentException("rrf_k must be between 0 and 1000, got " + rrfK);
        }
    }

    /**
     * The weight of each retrieval in the fusion: {@code vector} the chunks nearest to the query's embedding,
     * {@code chunkText} BM25 on chunks, {@code documentFields} BM25 on a document's fields, {@code purposeVector} the
     * documents whose purpose text (title and summary, a man page's NAME line) is nearest to the query's embedding.
     */
    public record Lists(double vector, double chunkText, double documentFields, double purposeVector) {
        public Lists {
            check("lists.vector", vector);
            check("lists.chunk_text", chunkText);
            check("lists.document_fields", documentFields);
            check("lists.purpose_vector", purposeVector);
            if (vector + chunkText + documentFields + purposeVector <= 0) {
                throw new IllegalArgumentException("lists: at least one retrieval needs a positive weight");
            }
        }
    }

    /**
     * Field boosts. A document's fields: {@code name} (title and aliases: a man page's {@code name(section)}),
     * {@code summary} (a man page's NAME line, else the first paragraph), {@code synopsis}, {@code options} (one
     * line per option). A chunk's: {@code section} (its heading path) and {@code content}.
     */
    public record FieldBoosts(double name, double summary, double synopsis, double options, double section, double content) {
        public FieldBoosts {
            check("fields.name", name);
            check("fields.summary", summary);
            check("fields.synopsis", synopsis);
            check("fields.options", options);
            check("fields.section", section);
            check("fields.content", content);
        }
    }

    /**
     * Pseudo-relevance feedback: the terms of the name and summary fields of the best {@code documents} documents of a
     * first pass, weighed by how many of them use a term and how rare it is in the index, added to a second pass.
     *
     * @param documents feedback documents (0 turns expansion off)
     * @param terms     terms added at most
     * @param weight    the weight of an added term relative to a query term (1)
     */
    public record Expansion(int documents, int terms, double weight) {
        public Expansion {
            if (documents < 0 || documents > 50) {
                throw new IllegalArgumentException("expansion.documents must be between 0 and 50, got " + documents);
            }
            if (terms < 0 || terms > 50) {
                throw new IllegalArgumentException("expansion.terms must be between 0 and 50, got " + terms);
            }
            check("expansion.weight", weight);
        }

        boolean enabled() {
            return documents > 0 && terms > 0 && weight > 0;
        }
    }

    private static void check(String key, double value) {
        if (!(value >= 0 && value <= 100)) {
            throw new IllegalArgumentException(key + " must be between 0 and 100, got " + value);
        }
    }

    public static SearchPolicy load(Path configDir) {
        return ConfigFiles.read(configDir, "search.yaml", SearchPolicy.class);
    }
}
