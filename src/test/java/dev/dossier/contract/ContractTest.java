package dev.dossier.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.ModelRegistry;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The request contract: strict JSON, constraints and limits, each failure naming the field (JSON pointer) and a stable code. */
class ContractTest {

    private static final Contract CONTRACT = new Contract(RequestLimits.load(null), ModelRegistry.load(null));

    @ParameterizedTest(name = "{0} -> {1} {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
            "'{\"files\":[\"a.java\"],\"colour\":\"blue\"}'                         | /colour                 | unknown_field",
            "'{\"files\":[{\"path\":\"a.java\",\"size\":3}]}'                        | /files/0/size           | unknown_field",
            "'{\"files\":[\"a.java\"],\"task\":\"x\",\"task\":\"y\"}'                | /task                   | duplicate_key",
            "'{\"files\":[{\"path\":\"a\",\"path\":\"b\"}]}'                         | /files/0/path           | duplicate_key",
            "'{\"files\":[\"a.java\"]} {}'                                           | ''                      | trailing_data",
            "'{\"files\":[\"a.java\"]} x'                                            | ''                      | malformed_json",
            "'{\"files\":[\"a.java\"],\"task\":\"a\\u0000b\"}'                       | /task                   | nul_character",
            "'{\"files\":[\"a.java\"],\"window\":\"32000\"}'                         | /window                 | wrong_type",
            "'{\"files\":[\"a.java\"],\"window\":3.5}'                               | /window                 | wrong_type",
            "'{\"files\":[\"a.java\"],\"task\":5}'                                   | /task                   | wrong_type",
            "'{\"files\":\"a.java\"}'                                                | /files                  | wrong_type",
            "'[1,2,3]'                                                               | ''                      | wrong_type",
            "'{\"files\":[\"a.java\"'                                                | ''                      | malformed_json",
            "''                                                                      | ''                      | empty_body",
            "'{\"files\":[]}'                                                        | /files                  | empty",
            "'{\"task\":\"no files\"}'                                               | /files                  | required",
            "'{\"files\":[{\"path\":\"\"}]}'                                         | /files/0/path           | empty",
            "'{\"files\":[\"a.java\"],\"window\":0}'                                 | /window                 | out_of_range",
            "'{\"files\":[\"a.java\"],\"task_output_tokens\":-1}'                    | /task_output_tokens     | out_of_range",
            "'{\"files\":[\"a.java\"],\"project\":\"a b\"}'                          | /project                | invalid_value",
            "'{\"files\":[\"a.java\"],\"plan_id\":\"p;drop\"}'                       | /plan_id                | invalid_value",
            "'{\"files\":[{\"path\":\"a.css\",\"diff\":\"a { color: red }\"}]}'        | /files/0/diff           | invalid_diff",
            "'{\"files\":[{\"path\":\"a.css\",\"diff\":7}]}'                        | /files/0/diff           | wrong_type",
    })
    void reviewContextRequestsAreStrict(String body, String field, String code) {
        assertThatThrownBy(() -> CONTRACT.reviewRequest(CONTRACT.read(body.getBytes(StandardCharsets.UTF_8), ReviewContextRequest.class)))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.details().get("field")).as(e.getMessage()).isEqualTo(field);
                    assertThat(e.details().get("code")).as(e.getMessage()).isEqualTo(code);
                    assertThat(e.getMessage()).doesNotContain("dev.dossier", "com.fasterxml", "java.lang", "Exception");
                });
    }

    @Test
    void invalidUtf8IsItsOwnError() {
        byte[] body = {'{', '"', 't', 'a', 's', 'k', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};
        assertThatThrownBy(() -> CONTRACT.read(body, ReviewContextRequest.class))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.details().get("code")).isEqualTo("invalid_utf8"));
    }

    @Test
    void enumsAcceptOnlyTheirDocumentedValues() {
        assertThatThrownBy(() -> CONTRACT.read("{\"query\":\"x\",\"overflow\":\"squeeze\"}".getBytes(StandardCharsets.UTF_8), KnowledgeContextRequest.class))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.details()).containsEntry("field", "/overflow").containsEntry("code", "invalid_value");
                    assertThat(e.getMessage()).contains("truncate", "summarize", "prioritize", "error");
                });
        assertThatThrownBy(() -> CONTRACT.read("{\"query\":\"x\",\"history\":[{\"role\":\"robot\",\"content\":\"hi\"}]}".getBytes(StandardCharsets.UTF_8),
                KnowledgeContextRequest.class))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.details()).containsEntry("field", "/history/0/role"));
        assertThatThrownBy(() -> CONTRACT.read("{\"query\":\"x\",\"history\":[{\"role\":\"user\",\"content\":\"hi\",\"timestamp\":\"yesterday\"}]}"
                .getBytes(StandardCharsets.UTF_8), KnowledgeContextRequest.class))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.details())
                        .containsEntry("field", "/history/0/timestamp").containsEntry("code", "invalid_value"));
        var ok = CONTRACT.read(("{\"query\":\"x\",\"policy\":\"cag\",\"overflow\":\"error\",\"history\":[{\"role\":\"tool\",\"content\":\"hi\","
                + "\"timestamp\":\"2026-11-21T10:00:00Z\"}]}").getBytes(StandardCharsets.UTF_8), KnowledgeContextRequest.class);
        assertThat(CONTRACT.knowledgeRequest(ok).overflow()).isEqualTo("error");
    }

    @Test
    void longIdentifiersAreRejectedAtTheEdge() {
        String project = "p".repeat(129);
        assertThatThrownBy(() -> CONTRACT.reviewSubmission(CONTRACT.read(("{\"project\":\"" + project + "\",\"task_id\":\"t\",\"reviewer\":\"r\","
                + "\"approved\":true}").getBytes(StandardCharsets.UTF_8), RecordReviewRequest.class)))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.details()).containsEntry("field", "/project").containsEntry("code", "invalid_value");
                    assertThat(e.getMessage()).doesNotContain(project);
                });
        assertThat(CONTRACT.read(("{\"project\":\"" + "p".repeat(128) + "\",\"task_id\":\"" + "t:/".repeat(85) + "\",\"reviewer\":\"r\","
                + "\"approved\":true}").getBytes(StandardCharsets.UTF_8), RecordReviewRequest.class).project()).hasSize(128);
    }

    @Test
    void limitsNameTheFieldAndTheLimit() {
        var files = new StringBuilder("{\"files\":[");
        for (int i = 0; i <= 1000; i++) {
            files.append(i == 0 ? "" : ",").append("\"f").append(i).append(".java\"");
        }
        files.append("]}");
        assertThatThrownBy(() -> CONTRACT.reviewRequest(CONTRACT.read(files.toString().getBytes(StandardCharsets.UTF_8), ReviewContextRequest.class)))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.details())
                        .containsEntry("field", "/files").containsEntry("code", "limit_exceeded").containsEntry("limit", 1000));
        String big = "x".repeat(1_048_577);
        assertThatThrownBy(() -> CONTRACT.reviewRequest(CONTRACT.read(("{\"files\":[{\"path\":\"a\",\"content\":\"" + big + "\"}]}")
                .getBytes(StandardCharsets.UTF_8), ReviewContextRequest.class)))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.details())
                        .containsEntry("field", "/files/0/content").containsEntry("limit", 1_048_576));
        assertThatThrownBy(() -> CONTRACT.reviewRequest(CONTRACT.read(("{\"files\":[{\"path\":\"a\",\"diff\":\"@@ -1 +1 @@\\n+" + big + "\"}]}")
                .getBytes(StandardCharsets.UTF_8), ReviewContextRequest.class)))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.details())
                        .containsEntry("field", "/files/0/diff").containsEntry("code", "limit_exceeded").containsEntry("limit", 1_048_576));
        var patterns = new StringBuilder("{\"project\":\"p\",\"task_id\":\"t\",\"reviewer\":\"r\",\"approved\":false,\"patterns\":[");
        for (int i = 0; i <= 100; i++) {
            patterns.append(i == 0 ? "" : ",").append("{\"name\":\"n").append(i).append("\"}");
        }
        patterns.append("]}");
        assertThatThrownBy(() -> CONTRACT.reviewSubmission(CONTRACT.read(patterns.toString().getBytes(StandardCharsets.UTF_8), RecordReviewRequest.class)))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.details()).containsEntry("field", "/patterns").containsEntry("limit", 100));
    }

    @Test
    void aWindowBeyondTheModelIs422WithBothNumbers() {
        assertThatThrownBy(() -> CONTRACT.checkWindow("gpt-4o", 10_000_000))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.WINDOW_EXCEEDS_MODEL);
                    assertThat(e.details()).containsEntry("code", "window_exceeds_model").containsEntry("window", 10_000_000)
                            .containsEntry("model_window", 128_000);
                });
        CONTRACT.checkWindow("gpt-4o", 128_000);
        CONTRACT.checkWindow(null, 2_000_000);
        assertThatThrownBy(() -> CONTRACT.checkWindow(null, 2_000_001))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.details()).containsEntry("field", "/window"));
    }

    @Test
    void aStringIsAcceptedAsAFilePathOrADecisionText() {
        var r = CONTRACT.read("{\"files\":[\"a.java\",{\"path\":\"b.java\",\"content\":\"x\"}]}".getBytes(StandardCharsets.UTF_8), ReviewContextRequest.class);
        assertThat(r.files()).containsExactly(new FileInput("a.java", null), new FileInput("b.java", "x"));
        var review = CONTRACT.reviewSubmission(CONTRACT.read(("{\"project\":\"p\",\"task_id\":\"t\",\"reviewer\":\"r\",\"approved\":true,"
                + "\"decisions\":[\"use slog\",{\"text\":\"wrap errors\"}]}").getBytes(StandardCharsets.UTF_8), RecordReviewRequest.class));
        assertThat(review.decisions()).containsExactly("use slog", "wrap errors");
    }

    @Test
    void responsesKeepNullsAndEmptyLists() {
        String json = Json.write(new SyncReport(0, 0, 0, java.util.List.of(), java.util.List.of(), null));
        assertThat(json).isEqualTo("{\"ingested\":0,\"unchanged\":0,\"removed\":0,\"rejected\":[],\"warnings\":[]}");
        assertThat(Json.write(new ProblemDetail("t", "Bad Request", 400, "d", "c", "/x", null, java.util.Map.of("limit", 5))))
                .isEqualTo("{\"type\":\"t\",\"title\":\"Bad Request\",\"status\":400,\"detail\":\"d\",\"code\":\"c\",\"field\":\"/x\",\"limit\":5}");
    }
}
