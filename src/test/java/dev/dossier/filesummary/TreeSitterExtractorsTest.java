package dev.dossier.filesummary;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.assembly.Level;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The tree-sitter extractors (Go, Python, JavaScript/TypeScript) on input a scanner would stumble on: syntax errors,
 * thousands of declarations, text over the size limit, and several threads at once.
 */
class TreeSitterExtractorsTest {

    private static final FileSummarizer SUMMARIZER = new FileSummarizer();

    private static FileSummary summarize(String path, String source) {
        return SUMMARIZER.summarize(path, source.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void brokenGoKeepsTheDeclarationsAroundTheError() {
        String go = """
                package broken

                // Before is fine.
                func Before(a int) int { return a }

                func Broken(x int) {
                    if x > { return }
                    y := := 2
                }

                // After is fine too.
                type After struct {
                    Name string
                }
                """;
        assertThat(new GoExtractor().extract("broken.go", go)).isPresent();
        FileSummary s = summarize("pkg/broken.go", go);
        assertThat(s.outlined()).isTrue();
        assertThat(s.detailed()).contains("package broken\n// Before is fine.\nfunc Before(a int) int\nfunc Broken(x int)\n"
                + "// After is fine too.\ntype After struct\n  Name string\n");
    }

    @Test
    void brokenPythonKeepsTheDeclarationsAroundTheError() {
        String python = """
                def before(a):
                    return a

                def broken(x) ->:
                    return x +

                class After:
                    def method(self) -> int:
                        return 1
                """;
        assertThat(new PythonExtractor().extract("broken.py", python)).isPresent();
        FileSummary s = summarize("lib/broken.py", python);
        assertThat(s.outlined()).isTrue();
        assertThat(s.detailed()).contains("def before(a)\n").contains("class After\n  def method(self) -> int\n");
    }

    @Test
    void brokenTypeScriptKeepsTheDeclarationsAroundTheError() {
        String ts = """
                import { a } from './a';

                /** Before is fine. */
                export function before(x: number): number { return x; }

                export class Broken {
                  method(: void {
                    const = ;
                }

                export interface After { name: string }
                """;
        assertThat(new ScriptExtractor(true).extract("broken.ts", ts)).isPresent();
        FileSummary s = summarize("web/broken.ts", ts);
        assertThat(s.outlined()).isTrue();
        assertThat(s.detailed()).contains("imports: ./a {a}\n").contains("// Before is fine.\nexport function before(x: number): number\n")
                .contains("export interface After\n  name: string\n");
    }

    @Test
    void fiveThousandFunctionsAreOutlinedWithinTheRenderersBounds() {
        var go = new StringBuilder("package big\n\n");
        var python = new StringBuilder();
        var ts = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            go.append("// F").append(i).append(" adds.\nfunc F").append(i).append("(a, b int) int {\n\treturn a + b\n}\n\n");
            python.append("def f").append(i).append("(a, b):\n    \"\"\"Adds.\"\"\"\n    return a + b\n\n");
            ts.append("/** Adds. */\nexport function f").append(i).append("(a: number, b: number): number {\n  return a + b;\n}\n");
        }
        for (String[] file : new String[][] {{"big/big.go", go.toString()}, {"big/big.py", python.toString()}, {"big/big.ts", ts.toString()}}) {
            FileSummary s = summarize(file[0], file[1]);
            assertThat(s.outlined()).as(file[0]).isTrue();
            List<String> detailed = s.detailed().lines().toList();
            assertThat(detailed).as(file[0]).hasSizeLessThanOrEqualTo(OutlineRenderer.MAX_DETAILED_LINES + 1);
            assertThat(detailed.get(detailed.size() - 1)).as(file[0]).matches("… \\d+ more declarations");
            assertThat(s.summary().lines().count()).as(file[0]).isLessThanOrEqualTo(OutlineRenderer.MAX_SUMMARY_LINES + 1);
        }
    }

    @Test
    void textOverTheSizeLimitGetsTheStub() {
        String huge = "package huge\n" + "var x = 1\n".repeat(SyntaxTree.MAX_BYTES / 10 + 1);
        assertThat(new GoExtractor().extract("huge.go", huge)).isEmpty();
        FileSummary s = summarize("gen/huge.go", huge);
        assertThat(s.levels()).containsExactly(Level.STUB);
        assertThat(s.stub()).contains("; not parsed)").contains("\n| package huge");
    }

    @Test
    void concurrentSummariesEqualSequentialOnes() throws Exception {
        List<String[]> files = List.of(
                new String[] {"a/x.go", "package x\n\n// F does.\nfunc F(a int) int { return a }\n"},
                new String[] {"a/x.py", "\"\"\"Module.\"\"\"\nclass A:\n    def f(self): pass\n"},
                new String[] {"a/x.js", "/** G. */\nfunction g (a) { return a }\nmodule.exports = { g }\n"},
                new String[] {"a/x.ts", "export interface I { a: number }\nexport const h = (x: I): number => x.a;\n"});
        var expected = new ArrayList<FileSummary>();
        files.forEach(f -> expected.add(summarize(f[0], f[1])));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            var futures = new ArrayList<Future<FileSummary>>();
            for (int round = 0; round < 50; round++) {
                for (String[] f : files) {
                    futures.add(pool.submit(() -> summarize(f[0], f[1])));
                }
            }
            for (int i = 0; i < futures.size(); i++) {
                assertThat(futures.get(i).get()).isEqualTo(expected.get(i % files.size()));
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
