package dev.dossier.source;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.model.TokenCounter;
import dev.dossier.vocabulary.Predicate;
import dev.dossier.vocabulary.Validation;
import dev.dossier.vocabulary.Vocabulary;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns the bytes of one markdown source file into a validated {@link DocumentWrite}, or rejects it
 * with one {@link Problem} per offending field. Checks, in order: size, binary content, UTF-8, emptiness,
 * front-matter syntax, then every front-matter value against the vocabulary.
 */
public final class MarkdownDocumentReader implements SourceReader {

    static final String FAMILY = DocumentFactory.FAMILY;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Vocabulary vocabulary;
    private final TokenCounter counter;
    private final MarkdownChunker chunker;
    private final MarkdownChunker sopChunker;
    private final IngestionPolicy policy;
    private final DocumentFactory factory;

    public MarkdownDocumentReader(Vocabulary vocabulary, TokenCounter ingestionCounter, IngestionPolicy policy) {
        this.vocabulary = vocabulary;
        this.counter = ingestionCounter;
        this.chunker = new MarkdownChunker(ingestionCounter, policy.chunking());
        this.sopChunker = new MarkdownChunker(ingestionCounter, policy.sopChunking());
        this.policy = policy;
        this.factory = new DocumentFactory(vocabulary);
    }

    Vocabulary vocabulary() {
        return vocabulary;
    }

    public TokenCounter counter() {
        return counter;
    }

    IngestionPolicy policy() {
        return policy;
    }

    @Override
    public ParseOutcome read(SourceFile file, byte[] bytes, String hash) {
        return read(file.id(), file.root().toString(), file.filePath(), file.display(), bytes, hash);
    }

    /**
     * @param id         the stable document id
     * @param sourceRoot absolute path of the source directory
     * @param filePath   path relative to the source directory, with {@code /} separators
     * @param display    how to name the file in problems
     * @param bytes      the file's content
     * @param hash       SHA-256 of {@code bytes} (the caller computed it to detect changes)
     */
    public ParseOutcome read(String id, String sourceRoot, String filePath, String display, byte[] bytes, String hash) {
        if (bytes.length > policy.maxFileBytes()) {
            return ParseOutcome.Rejected.of(display, "size", "file is " + bytes.length + " bytes, over the limit of " + policy.maxFileBytes()
                    + " bytes (ingestion.max_file_bytes); split it into smaller documents");
        }
        for (byte b : bytes) {
            if (b == 0) {
                return ParseOutcome.Rejected.of(display, "encoding", "file is binary (it contains NUL bytes); only UTF-8 markdown text can be ingested");
            }
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return ParseOutcome.Rejected.of(display, "encoding", "file is not valid UTF-8; re-save it as UTF-8 (for example with iconv -t UTF-8)");
        }
        text = text.replace("\r\n", "\n").replace('\r', '\n');
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        if (text.isBlank()) {
            return ParseOutcome.Rejected.of(display, "content", "file is empty; write the document or delete the file");
        }
        FrontMatter.Split split;
        try {
            split = FrontMatter.split(text);
        } catch (FrontMatter.Malformed e) {
            return ParseOutcome.Rejected.of(display, "front_matter", e.getMessage());
        }
        return validate(id, sourceRoot, filePath, display, hash, split);
    }

    private ParseOutcome validate(String id, String sourceRoot, String filePath, String display, String hash, FrontMatter.Split split) {
        var problems = new ArrayList<Problem>();
        var warnings = new ArrayList<Problem>();
        var props = new LinkedHashMap<String, Object>();
        var extras = new TreeMap<String, Object>();
        split.values().forEach((key, raw) -> {
            var predicate = vocabulary.byKey(FAMILY, key);
            if (predicate.isEmpty()) {
                extras.put(key, raw);
                warnings.add(new Problem(display, key, "'" + key + "' is not in the source.doc vocabulary; kept as an extra attribute"));
            } else if (!predicate.get().frontMatter()) {
                warnings.add(new Problem(display, key, "'" + key + "' is set by ingestion, not by front matter; the value was ignored"));
            } else {
                var validation = vocabulary.validate(predicate.get(), raw);
                if (validation instanceof Validation.Invalid inv) {
                    problems.add(new Problem(display, key, inv.message() + " (in " + display + ")"));
                } else {
                    props.put(key, ((Validation.Valid) validation).value());
                }
            }
        });
        String category = (String) props.computeIfAbsent("category", k -> inferCategory(split.values()));
        for (Predicate p : vocabulary.family(FAMILY)) {
            if (p.requiredFor().contains(category) && !split.values().containsKey(p.key())) {
                problems.add(new Problem(display, p.key(), missingMessage(p, category, display)));
            }
        }
        String body = split.body();
        if (category.equals("sop") && body.isBlank()) {
            problems.add(new Problem(display, "content", "the SOP has front matter but no body; write its text below the closing ---"));
        }
        if (!problems.isEmpty()) {
            return new ParseOutcome.Rejected(problems);
        }
        var facts = new MarkdownFacts(body);
        props.putIfAbsent("title", facts.firstHeading().orElse(fileName(filePath)));
        // the front matter's summary, or its description (a common front-matter key), or the body's first sentence
        if (!props.containsKey("summary") && extras.get("description") instanceof String d && !d.isBlank()) {
            props.put("summary", d.strip());
        }
        facts.summary(policy.summaryMaxChars()).ifPresent(s -> props.putIfAbsent("summary", s));
        if (!props.containsKey("requirements")) {
            var reqs = facts.requirements();
            if (!reqs.isEmpty()) {
                props.put("requirements", reqs);
            }
        }
        props.put("type", category.equals("sop") ? "sop" : "markdown");
        props.put("source_type", props.get("type"));
        props.put("mime_type", "text/markdown");
        props.put("file_path", filePath);
        props.put("file_hash", hash);
        props.put("source_root", sourceRoot);
        if (!extras.isEmpty()) {
            props.put("attributes", toJson(extras));
        }
        boolean sop = category.equals("sop");
        return new ParseOutcome.Accepted(factory.build(id, sop ? List.of("Sop") : List.of("Knowledge"), props,
                (sop ? sopChunker : chunker).chunk(body), display), warnings);
    }

    private static String inferCategory(Map<String, Object> values) {
        return values.containsKey("applies_to") || values.containsKey("severity") ? "sop" : "reference";
    }

    private static String missingMessage(Predicate p, String category, String display) {
        return switch (p.key()) {
            case "applies_to" -> "applies_to is missing in " + display + "; an SOP must say which files it applies to, e.g. applies_to: \"*.java\""
                    + " or a list of globs (it never defaults to every file)";
            case "severity" -> "severity is missing in " + display + "; add severity: error, warning or info (aliases must, should, may)";
            default -> p.key() + " is required for category " + category + " in " + display;
        };
    }

    private static String fileName(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    private static String toJson(Map<String, Object> extras) {
        try {
            return JSON.writeValueAsString(extras);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("front-matter values are always JSON-representable", e);
        }
    }

    static String hash(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is a mandatory JDK algorithm", e);
        }
    }
}
