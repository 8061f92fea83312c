package dev.dossier.review;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PatternKeyTest {

    private static final double SAME = 0.75;

    @ParameterizedTest(name = "\"{0}\" ~ \"{1}\"")
    @CsvSource(delimiter = '|', value = {
            "Wrap errors with context | Always wrap errors with context",
            "Wrap errors with context | wrap error with context.",
            "Wrap errors with context | You should wrap errors with context",
            "Use parameterised log messages | Always use parameterized log messages",
            "Never swallow exceptions | Do not swallow exceptions",
            "Close resources in finally blocks | Always close resources in a finally block",
            "Validate input at the boundary | Please validate inputs at the boundary",
            "Keep colour tokens in one file | Keep color tokens in one file",
    })
    void nearDuplicateWordingsAreOnePattern(String a, String b) {
        assertThat(PatternKey.of(a).similarity(PatternKey.of(b))).isGreaterThanOrEqualTo(SAME);
    }

    @ParameterizedTest(name = "\"{0}\" vs \"{1}\"")
    @CsvSource(delimiter = '|', value = {
            "Wrap errors with context | Log errors with context",
            "Wrap errors with context | Wrap database calls in transactions",
            "Swallow exceptions in tests | Never swallow exceptions in tests",
            "Ignore errors | Avoid ignoring errors",
            "Use constructor injection | Use field injection",
            "Prefer records for DTOs | Prefer records for value objects",
            "Return early on errors | Return errors as values",
    })
    void differentConventionsSharingWordsStayApart(String a, String b) {
        assertThat(PatternKey.of(a).similarity(PatternKey.of(b))).isLessThan(SAME);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"Never swallow exceptions", "Don't swallow exceptions", "Avoid swallowing exceptions", "No swallowed exceptions"})
    void negationsAreKeptNotDropped(String name) {
        assertThat(PatternKey.of(name).negated()).isTrue();
        assertThat(PatternKey.of(name).terms()).contains("swallow");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"Always wrap errors with context", "WRAP ERRORS WITH CONTEXT!", "Wrap  errors,  with context"})
    void emphasisStopWordsCaseAndPunctuationDoNotCount(String name) {
        assertThat(PatternKey.of(name)).isEqualTo(new PatternKey(java.util.Set.of("wrap", "error", "context"), false));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"the", "always", "'   '"})
    void aNameOfOnlyStopWordsMatchesNothing(String name) {
        assertThat(PatternKey.of(name).similarity(PatternKey.of(name))).isZero();
    }
}
