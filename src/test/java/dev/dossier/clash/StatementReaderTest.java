package dev.dossier.clash;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which statements clash, and as what, with the packaged clashes.yaml (seed 001 scenarios 16 and 19, seed 000 scenario 7). */
class StatementReaderTest {

    private static final ClashPolicy POLICY = ClashPolicy.load(null);
    private static final StatementReader READER = new StatementReader(POLICY);
    private static final Instant T0 = Instant.parse("2025-11-15T10:00:00Z");

    @ParameterizedTest(name = "{0} | {1} -> {3}")
    @CsvSource(delimiter = '|', textBlock = """
            User prefers budget hotels (< $50/night) | User prefers luxury 5-star hotels    | 1 | contradictory_preferences
            User prefers budget hotels               | User prefers window seats            | 0 | none
            User prefers budget hotels               | The user preferred budget hotels     | 1 | duplicates
            User likes jazz music                    | User loves classical music           | 1 | contradictory_preferences
            User location: New York                  | User location: London                | 0 | conflicting_facts
            User location: New York                  | User location: London                | 1 | outdated_information
            User lives in Boston                     | User is based in Chicago             | 1 | outdated_information
            The meeting went well                    | The meeting went badly               | 1 | none
            """)
    void clashes(String stored, String incoming, int daysLater, String type) {
        var existing = new Statement("st_1", "p", null, null, null, stored, READER.read(null, stored), T0, null, StatementStatus.ACTIVE, null, "u");

        var conflicts = ClashDetector.detect(READER.read(null, incoming), T0.plusSeconds(86_400L * daysLater), List.of(existing));

        assertThat(conflicts.isEmpty() ? "none" : conflicts.get(0).type().label()).isEqualTo(type);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            preference.hotel     | true
            user.preferences.seat| true
            user.location        | false
            """)
    void aKeyWithAPreferenceSegmentIsAPreference(String key, boolean preference) {
        assertThat(READER.read(key, "anything").get(0).preference()).isEqualTo(preference);
    }

    @org.junit.jupiter.api.Test
    void supersededStatementsAreNotComparedAgain() {
        var old = new Statement("st_1", "p", null, null, null, "x", READER.read(null, "User prefers budget hotels"), T0, T0.plusSeconds(5),
                StatementStatus.SUPERSEDED, null, "u");
        assertThat(ClashDetector.detect(READER.read(null, "User prefers luxury hotels"), T0.plusSeconds(10), List.of(old))).isEmpty();
    }
}
