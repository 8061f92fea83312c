package dev.dossier.source.man;

import org.junit.jupiter.api.Test;

class ScratchOneTest {
    @Test
    void one() throws Exception {
        String src = String.join("\n", ".TH a 1", ".SH DESCRIPTION", ".ie \\n(.g .ds - \\f(CW-\\fP", ".el ds - \\-", "The text.");
        var r = RoffParser.parse(src);
        System.out.println(r.page());
    }
}
