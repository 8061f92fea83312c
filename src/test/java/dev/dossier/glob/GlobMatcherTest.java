package dev.dossier.glob;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class GlobMatcherTest {

    private static void check(String glob, String path, boolean expected) {
        assertThat(GlobMatcher.compile(glob).matches(path))
                .as("glob \"%s\" against path \"%s\"", glob, path)
                .isEqualTo(expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # glob without '/' matches the file name at any depth
            *.go,             main.go,                 true
            *.go,             cmd/app/main.go,         true
            *.go,             main.go.bak,             false
            *.go,             go,                      false
            Makefile,         Makefile,                true
            Makefile,         build/Makefile,          true
            Makefile,         build/Makefile.am,       false
            Makefile,         Makefile/readme.txt,     false
            *.css,            a.scss,                  false
            *.css,            styles/site.css,         true
            README*,          docs/README.md,          true
            """)
    void nameGlobsMatchAtAnyDepth(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # glob with '/' is anchored at the root and matched against the whole path
            src/*.java,       src/A.java,              true
            src/*.java,       src/a/B.java,            false
            src/*.java,       lib/src/A.java,          false
            /src/*.java,      src/A.java,              true
            /src/*.java,      lib/src/A.java,          false
            /Makefile,        Makefile,                true
            /Makefile,        build/Makefile,          false
            ./src/*.java,     src/A.java,              true
            src//*.java,      src/A.java,              true
            docs/guide.md,    docs/guide.md,           true
            docs/guide.md,    x/docs/guide.md,         false
            """)
    void slashAnchorsAtTheRoot(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # '*' and '?' never cross '/'
            a*b,              ab,                      true
            a*b,              axxb,                    true
            a*b,              a/b,                     false
            src/*,            src/a,                   true
            src/*,            src/a/b,                 false
            ?.md,             a.md,                    true
            ?.md,             ab.md,                   false
            ?.md,             .md,                     false
            a?b,              a/b,                     false
            x/?/y,            x/1/y,                   true
            """)
    void starAndQuestionMark(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # '**' as a whole segment matches zero or more directories
            **/*.css,         a.css,                   true
            **/*.css,         x/y/a.css,               true
            **/*.css,         x/y/a.scss,              false
            src/**/*.java,    src/A.java,              true
            src/**/*.java,    src/x/y/A.java,          true
            src/**/*.java,    lib/src/A.java,          false
            src/**/*.java,    srcx/A.java,             false
            docs/**,          docs/a/b.md,             true
            docs/**,          docs/a.md,               true
            docs/**,          docs,                    false
            docs/**,          docsx/a.md,              false
            a/**/b,           a/b,                     true
            a/**/b,           a/x/y/b,                 true
            a/**/b,           a/xb,                    false
            **,               any/path/at/all.txt,     true
            # '**' that is not a whole segment behaves like '*'
            a**b,             axyzb,                   true
            a**b,             a/b,                     false
            a**b,             a/x/b,                   false
            src/**.java,      src/A.java,              true
            src/**.java,      src/x/A.java,            false
            """)
    void doubleStar(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # '{a,b,c}' alternatives, which may contain glob syntax
            '*.{css,scss}',           a.css,                true
            '*.{css,scss}',           deep/a.scss,          true
            '*.{css,scss}',           a.sass,               false
            '{src,lib}/*.java',       lib/A.java,           true
            '{src,lib}/*.java',       test/A.java,          false
            '{src,lib}/*.java',       x/src/A.java,         false
            'a.{x,y,z}',              a.z,                  true
            'a.{x,y,z}',              a.xy,                 false
            'file{,.bak}',            file,                 true
            'file{,.bak}',            file.bak,             true
            # nested alternatives
            '{a,{b,c}}.txt',          c.txt,                true
            '{a,{b,c}}.txt',          d.txt,                false
            # every alternative is anchored (or not) on its own
            '{*.md,docs/*.txt}',      x/y/readme.md,        true
            '{*.md,docs/*.txt}',      docs/a.txt,           true
            '{*.md,docs/*.txt}',      x/docs/a.txt,         false
            '{src/**,*.sh}',          src/a/b.c,            true
            """)
    void braceAlternatives(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # character classes, never matching '/'
            [abc].txt,        b.txt,                   true
            [abc].txt,        d.txt,                   false
            [a-z]x,           qx,                      true
            [a-z]x,           Qx,                      false
            [a-z]x,           1x,                      false
            [!a]*.txt,        b1.txt,                  true
            [!a]*.txt,        a1.txt,                  false
            [^a]*.txt,        a1.txt,                  false
            x[!a]y,           x/y,                     false
            x[ -~]y,          x/y,                     false
            x[ -~]y,          x.y,                     true
            [0-9][0-9].log,   logs/42.log,             true
            [0-9][0-9].log,   4.log,                   false
            []x].txt,         ].txt,                   true
            [a-].txt,         -.txt,                   true
            """)
    void characterClasses(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # regex metacharacters in literal parts match themselves
            a.txt,            a.txt,                   true
            a.txt,            abtxt,                   false
            c++.h,            c++.h,                   true
            c++.h,            ccc.h,                   false
            f(x).md,          f(x).md,                 true
            f(x).md,          fx.md,                   false
            $HOME.sh,         $HOME.sh,                true
            a|b,              a,                       false
            a|b,              a|b,                     true
            ^start$,          ^start$,                 true
            'a,b.txt',        'a,b.txt',               true
            # a backslash escapes the next glob character
            a\\*b,            a*b,                     true
            a\\*b,            axb,                     false
            \\[x\\].txt,      [x].txt,                 true
            \\{a\\}.txt,      {a}.txt,                 true
            """)
    void literalsAndEscapes(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # case-sensitive
            *.java,           A.JAVA,                  false
            Makefile,         makefile,                false
            src/*.java,       SRC/A.java,              false
            [A-Z].md,         a.md,                    false
            """)
    void matchingIsCaseSensitive(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # a trailing '/' matches every file under that directory
            build/,           build/a.o,               true
            build/,           build/x/y/a.o,           true
            build/,           build,                   false
            build/,           builds/a.o,              false
            build/,           sub/build/a.o,           true
            /build/,          sub/build/a.o,           false
            /build/,          build/a.o,               true
            src/gen/,         src/gen/A.java,          true
            src/gen/,         x/src/gen/A.java,        false
            docs/**/,         docs/a/b.md,             true
            docs/**/,         docs/b.md,               false
            """)
    void directoryGlobs(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] {0} ~ {1} -> {2}")
    @CsvSource(textBlock = """
            # paths are normalised before matching
            src/*.css,        ./src//a.css,            true
            src/*.css,        src\\a.css,              true
            src/*.css,        /src/a.css,              true
            src/*.css,        ././src/a.css,           true
            **/*.css,         .\\x\\y\\a.css,          true
            """)
    void pathsAreNormalisedBeforeMatching(String glob, String path, boolean expected) {
        check(glob, path, expected);
    }

    @ParameterizedTest(name = "[{index}] \"{0}\" -> \"{1}\"")
    @CsvSource(textBlock = """
            ./src//a.css,     src/a.css
            src\\a.css,       src/a.css
            /src/a.css,       src/a.css
            ././a,            a
            .//a,             a
            /./a,             a
            a///b//c,         a/b/c
            \\\\a\\b,         a/b
            src/,             src/
            ../a,             ../a
            a/./b,            a/./b
            '',               ''
            """)
    void normalizePath(String path, String expected) {
        assertThat(GlobMatcher.normalizePath(path)).isEqualTo(expected);
    }

    static Stream<Arguments> malformedGlobs() {
        return Stream.of(
                Arguments.of("", "glob \"\" is empty"),
                Arguments.of("   ", "glob \"   \" is blank"),
                Arguments.of("src/{a,b", "glob \"src/{a,b\" has an unclosed '{'"),
                Arguments.of("{a,{b,c}", "glob \"{a,{b,c}\" has an unclosed '{'"),
                Arguments.of("src/a,b}", "glob \"src/a,b}\" has an unmatched '}'"),
                Arguments.of("src/[ab", "glob \"src/[ab\" has an unclosed '['"),
                Arguments.of("[!]", "glob \"[!]\" has an unclosed '['"),
                Arguments.of("{[a,b}", "glob \"{[a,b}\" has an unclosed '['"),
                Arguments.of("a]b", "glob \"a]b\" has an unmatched ']'"),
                Arguments.of("[z-a].txt", "glob \"[z-a].txt\" has an invalid character range 'z-a'"),
                Arguments.of("a\\", "glob \"a\\\" ends with a dangling '\\'"),
                Arguments.of("/", "glob \"/\" has nothing to match besides '/' and './'"),
                Arguments.of("{,a}", "glob \"{,a}\" has an alternative \"\" with nothing to match"),
                Arguments.of("{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}",
                        "glob \"{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}\""
                                + " expands to more than 1024 alternatives"));
    }

    @ParameterizedTest(name = "[{index}] \"{0}\"")
    @MethodSource("malformedGlobs")
    void malformedGlobsAreRejectedWithAClearMessage(String glob, String message) {
        assertThatThrownBy(() -> GlobMatcher.compile(glob))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void nullArgumentsAreRejected() {
        assertThatNullPointerException().isThrownBy(() -> GlobMatcher.compile(null));
        assertThatNullPointerException().isThrownBy(() -> GlobMatcher.compile("*").matches(null));
        assertThatNullPointerException().isThrownBy(() -> GlobMatcher.normalizePath(null));
    }

    @Test
    void globAndToStringReturnTheOriginalText() {
        GlobMatcher matcher = GlobMatcher.compile("/src/**/*.{java,kt}");
        assertThat(matcher.glob()).isEqualTo("/src/**/*.{java,kt}");
        assertThat(matcher).hasToString("/src/**/*.{java,kt}");
    }

    @Test
    void aCompiledMatcherIsReusable() {
        GlobMatcher matcher = GlobMatcher.compile("*.md");
        assertThat(matcher.matches("a.md")).isTrue();
        assertThat(matcher.matches("b.txt")).isFalse();
        assertThat(matcher.matches("x/c.md")).isTrue();
    }

    @Test
    void leadingSlashOnlyAnchors() {
        for (String path : new String[] {"src/A.java", "src/a/B.java", "x/src/A.java", "src/A.kt"}) {
            assertThat(GlobMatcher.compile("/src/*.java").matches(path))
                    .as(path)
                    .isEqualTo(GlobMatcher.compile("src/*.java").matches(path));
        }
    }
}
