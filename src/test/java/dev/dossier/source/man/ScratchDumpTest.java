package dev.dossier.source.man;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ScratchDumpTest {
    @Test
    void dump() throws Exception {
        String f = System.getProperty("page", "src/test/resources/man/man3/printf.3.gz");
        byte[] raw = ManPageFiles.content(Files.readAllBytes(ManPageFiles.resolve(Path.of(f))), 1 << 22);
        var r = RoffParser.parse(new String(raw, java.nio.charset.StandardCharsets.UTF_8));
        for (var s : r.page().sections()) {
            System.out.println(ManMarkdown.section(s));
            System.out.println();
        }
        System.out.println("UNKNOWN " + r.unknownMacros());
        System.out.println("SUMMARY " + ManPageReader.summary(r.page()));
        System.out.println("SEEALSO " + ManPageReader.seeAlso(r.page(), "x"));
        ManPageReader.options(r.page()).forEach(o -> System.out.println("OPT " + o.flags() + " :: " + o.description()));
    }
}
