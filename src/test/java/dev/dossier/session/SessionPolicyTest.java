package dev.dossier.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** sessions.yaml: the packaged numbers, and mistakes are INVALID_CONFIG errors naming the file and the key. */
class SessionPolicyTest {

    @TempDir
    Path dir;

    @Test
    void packagedHasTheSeedNumbers() {
        var p = SessionPolicy.packaged();
        assertThat(p.compression().target()).isEqualTo(0.60);
        assertThat(p.compression().keepLast()).isEqualTo(5);
        assertThat(p.distraction().messages()).isEqualTo(20);
        assertThat(p.distraction().tokens()).isEqualTo(2000);
        assertThat(p.distraction().mitigation()).isEqualTo(Mitigation.PERIODIC_SUMMARY);
        var d = p.requirePressure(null);
        assertThat(d.levels()).extracting(PressureLevel::name).containsExactly("ok", "warning", "compress", "critical");
        assertThat(d.levels()).extracting(PressureLevel::from).containsExactly(0.0, 0.70, 0.80, 0.90);
        var sem = p.requirePressure("semspec");
        assertThat(sem.levels()).extracting(PressureLevel::from).containsExactly(0.0, 0.50, 0.65, 0.75, 0.85);
        assertThat(sem.levels()).extracting(PressureLevel::response).contains("log warning", "consider checkpoint", "checkpoint and evaluate",
                "force checkpoint");
        assertThat(d.levelAt(5735, 8192).name()).isEqualTo("warning"); // 70.0% of 8192 is 5734.4
        assertThat(d.levelAt(5734, 8192).name()).isEqualTo("ok");
        for (int budget : new int[] {1, 100, 8191, 8192, 32000, 128000, 1047576}) {
            assertThat(p.allocationsFor(budget).values().stream().mapToLong(Integer::longValue).sum()).isEqualTo(budget);
        }
    }

    @Test
    void levelsRiseInTheirPresetsOrder() {
        var policy = SessionPolicy.packaged();
        var standard = policy.requirePressure("default");
        assertThat(standard.rises("ok", "warning")).isTrue();
        assertThat(standard.rises("warning", "critical")).isTrue();
        assertThat(standard.rises("critical", "compress")).isFalse();
        assertThat(standard.rises("ok", "orange")).as("not a level of this preset").isFalse();
        assertThat(policy.requirePressure("semspec").rises("green", "yellow")).isTrue();
    }

    @Test
    void unknownPressurePolicyIsUnknownPolicy() {
        assertThatThrownBy(() -> SessionPolicy.packaged().requirePressure("zen"))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_POLICY));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "'  target: 0.60'|'  target: 1.5'|compression|target must be between 0 and 1",
        "'  messages: 20'|'  mesages: 20'|distraction|unknown key 'mesages'",
        "'  mitigation: periodic_summary'|'  mitigation: summary'|distraction|mitigation must be periodic_summary or sliding_window",
        "'{name: warning, from: 0.70, action: warn'|'{name: warning, from: 0.70, action: shout'|pressure|unknown action 'shout'",
        "'  rest: tool_results'|'  rest: tools'|allocations|unknown component 'tools'",
        "'  keep_last: 5'|'  keep_last: five'|compression|'keep_last' must be a whole number",
        "'default_pressure: default'|'default_pressure: calm'|default_pressure|default_pressure 'calm'",
    })
    void mistakesNameTheFileAndTheKey(String from, String to, String key, String message) throws IOException {
        String packaged = Files.readString(Path.of("src/main/resources/dossier/sessions.yaml"));
        assertThat(packaged).contains(from);
        Files.writeString(dir.resolve("sessions.yaml"), packaged.replace(from, to));
        assertThatThrownBy(() -> SessionPolicy.load(dir)).isInstanceOfSatisfying(DossierException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.INVALID_CONFIG);
            assertThat(e.getMessage()).contains("sessions.yaml").contains(key).contains(message);
        });
    }
}
