package dev.dossier.source.man;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;
import org.junit.jupiter.api.Test;

class ScratchBulkTest {
    @Test
    void bulk() throws Exception {
        var files = new ArrayList<Path>();
        String glob = System.getProperty("dirs", "");
        if (!glob.isEmpty()) {
            for (String d : glob.split(",")) try (var s = Files.walk(Path.of(d))) { s.filter(p -> ManPageFiles.pageName(p).isPresent()).forEach(files::add); }
        } else {
            for (String pkg : List.of("manpages", "manpages-dev")) {
                for (String l : Files.readAllLines(Path.of("/var/lib/dpkg/info/" + pkg + ".list"))) {
                    Path p = Path.of(l);
                    if (ManPageFiles.pageName(p).isPresent()) files.add(p);
                }
            }
        }
        var unknown = new TreeMap<String, Integer>();
        var unknownWhere = new TreeMap<String, String>();
        int ok = 0, fail = 0, noSummary = 0, noSeeAlso = 0, opts = 0;
        var targets = new HashSet<Path>();
        for (Path f : files) {
            try {
                Path t = ManPageFiles.resolve(f);
                if (!targets.add(t)) continue;
                byte[] raw = ManPageFiles.content(Files.readAllBytes(t), 1 << 22);
                var r = RoffParser.parse(new String(raw, java.nio.charset.StandardCharsets.UTF_8));
                r.unknownMacros().forEach(m -> { unknown.merge(m, 1, Integer::sum); unknownWhere.putIfAbsent(m, t.toString()); });
                if (ManPageReader.summary(r.page()).isEmpty()) { noSummary++; System.out.println("NOSUMMARY " + t); }
                if (ManPageReader.seeAlso(r.page(), "x").isEmpty()) noSeeAlso++;
                if (!ManPageReader.options(r.page()).isEmpty()) opts++;
                ok++;
            } catch (Exception e) {
                fail++;
                System.out.println("FAIL " + f + ": " + e);
            }
        }
        System.out.println("files " + files.size() + " pages " + targets.size() + " ok " + ok + " fail " + fail + " noSummary " + noSummary + " noSeeAlso " + noSeeAlso + " withOptions " + opts);
        unknown.forEach((k, v) -> System.out.println("UNKNOWN " + k + " x" + v + " e.g. " + unknownWhere.get(k)));
    }
}
