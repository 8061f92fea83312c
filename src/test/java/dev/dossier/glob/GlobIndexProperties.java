package dev.dossier.glob;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The glob index never misses an owner whose globs match: its candidates are a superset of the real matches. */
class GlobIndexProperties {

    private static final List<String> GLOBS = List.of("*.go", "*.{css,scss}", "**/*.{css,scss}", "src/*.java", "docs/**", "**", "Makefile",
            "src/Makefile", ".gitignore", "*.tar.gz", "a*b.js", "*.min.*", "*.test.?s", "build/", "/build/", "*.[ch]", "src/\\*.md",
            "{*.md,docs/*.txt}", "a{,.bak}", "*", "?.py", "**/test_*.py", "lib/**/*.ts", "*.", "x.*", "*.JS", "cmd/*/main.go",
            "services/svc-1/**/*.{ts,css}", "/src/**", "./docs/a/*", "src//x.*", "sub/build/**/Makefile", "lib/x/y/p.py", "{src,lib}/**/*.go",
            "/Makefile", "*/build/*", "docs/*/", "../x/*.md", "services/**/*");

    @Provide
    Arbitrary<String> paths() {
        Arbitrary<String> dir = Arbitraries.of("", "src/", "docs/", "docs/a/", "build/", "sub/build/", "lib/x/y/", "cmd/app/", "./", "/",
                "services/svc-1/", "services/svc-1/a/", "services/", "./src/", "src//x/", "../x/", "src/build/", "lib/");
        Arbitrary<String> name = Arbitraries.of("main.go", "a.css", "b.scss", "A.java", "Makefile", ".gitignore", "x.tar.gz", "aXb.js",
                "app.min.js", "u.test.ts", "h.c", "h.h", "README.md", "notes.txt", "a", "a.bak", "p.py", "test_x.py", "m.ts", "x.", "x.y",
                "X.JS", "build", ".gz", "v.go.bak", "");
        Arbitrary<String> tail = Arbitraries.of("", "", "", "/");
        return Combinators.combine(dir, name, tail).as((d, n, t) -> d + n + t);
    }

    @Property(tries = 400)
    void candidatesIncludeEveryOwnerWhoseGlobsMatch(@ForAll("paths") String path, @ForAll("paths") String other) {
        var owners = new LinkedHashMap<String, List<GlobMatcher>>();
        for (String g : GLOBS) {
            owners.put(g, List.of(GlobMatcher.compile(g)));
        }
        owners.put("pair", List.of(GlobMatcher.compile("*.go"), GlobMatcher.compile("docs/**")));
        var index = new GlobIndex<>(owners);
        var candidates = index.candidates(List.of(path, other));
        for (Map.Entry<String, List<GlobMatcher>> e : owners.entrySet()) {
            if (e.getValue().stream().anyMatch(g -> g.matches(path) || g.matches(other))) {
                assertThat(candidates).as("%s for %s / %s", e.getKey(), path, other).contains(e.getKey());
            }
        }
    }

    @Test
    void theIndexNarrowsByNameAndExtension() {
        var owners = new LinkedHashMap<String, List<GlobMatcher>>();
        for (String g : List.of("*.go", "**/*.{css,scss}", "Makefile", "docs/**", "*.[ch]")) {
            owners.put(g, List.of(GlobMatcher.compile(g)));
        }
        var index = new GlobIndex<>(owners);
        assertThat(index.candidates(List.of("web/a.scss"))).containsExactlyInAnyOrder("**/*.{css,scss}", "*.[ch]");
        assertThat(index.candidates(List.of("cmd/main.go", "Makefile"))).containsExactlyInAnyOrder("*.go", "Makefile", "*.[ch]");
        assertThat(index.candidates(List.of("docs/a/b.md"))).containsExactlyInAnyOrder("docs/**", "*.[ch]");
        assertThat(GlobMatcher.compile("*.{css,scss}").keys()).containsExactly("e:css", "e:scss");
        assertThat(GlobMatcher.compile("*.[ch]").keys()).isNull();
    }

    @Test
    void anchoredGlobsAreNarrowedByTheirFirstDirectory() {
        assertThat(GlobMatcher.compile("docs/**").keys()).containsExactly("d:docs/*");
        assertThat(GlobMatcher.compile("/src/*.java").keys()).containsExactly("d:src/e:java");
        assertThat(GlobMatcher.compile("{src,lib}/**/Makefile").keys()).containsExactly("d:src/n:Makefile", "d:lib/n:Makefile");
        assertThat(GlobMatcher.compile("**/docs/*.md").keys()).containsExactly("e:md");
        assertThat(GlobMatcher.compile("*/build/*").keys()).isNull();
        assertThat(GlobMatcher.pathKeys("./services/a/x.ts")).containsExactly("n:x.ts", "e:ts", "d:services/n:x.ts", "d:services/e:ts", "d:services/*");
        var owners = new LinkedHashMap<String, List<GlobMatcher>>();
        for (String g : List.of("services/svc-1/**/*.ts", "services/svc-2/**/*.ts", "apps/**/*.ts", "**/*.ts")) {
            owners.put(g, List.of(GlobMatcher.compile(g)));
        }
        var index = new GlobIndex<>(owners);
        assertThat(index.candidates(List.of("services/svc-9/a.ts"))).containsExactlyInAnyOrder("services/svc-1/**/*.ts", "services/svc-2/**/*.ts", "**/*.ts");
        assertThat(index.candidates(List.of("web/a.ts"))).containsExactly("**/*.ts");
    }
}
