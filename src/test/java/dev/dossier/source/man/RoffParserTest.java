package dev.dossier.source.man;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The roff subset man pages use, on small synthetic pages (the real pages are in {@link ManPageReaderTest}). */
class RoffParserTest {

    private static ManPage parse(String... lines) throws RoffParser.NotAManPage {
        return RoffParser.parse(".TH demo 1 2024-01-01 \"Demo 1.0\"\n" + String.join("\n", lines) + "\n").page();
    }

    private static List<ManPage.Block> blocks(ManPage page, String heading) {
        return page.sections().stream().filter(s -> s.heading().equals(heading)).findFirst().orElseThrow().blocks();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            fonts             | \\fBbold\\fR and \\fIitalic\\fP \\f(CWcode\\f[] done | bold and italic code done
            minus and dashes  | \\-\\-all \\(em \\(en \\[em]                            | --all — – —
            quotes            | \\(aq\\[aq] \\(lqx\\(rq \\*(lqy\\*(rq \\(dq               | '' “x” “y” "
            backslash         | a\\eb \\\\ c                                           | a\\b \\ c
            zero width        | \\&.start x\\^y \\%word\\:s                           | .start xy words
            comment           | text \\" a comment                                      | text
            unicode and accents | caf\\['e] \\[u00E9] \\(:a \\[char65]                   | café é ä A
            size and motion   | \\s-1SMALL\\s0 \\h'2n'x\\v'-1'y \\m[red]z               | SMALL xy z
            greek and math    | \\(*a \\(*W \\(<= \\(>= \\(mu \\(+-                       | α Ω ≤ ≥ × ±
            unknown glyph     | a\\[nosuchglyph]b                                      | ab
            """)
    void escapesBecomePlainText(String name, String roff, String plain) {
        assertThat(new RoffText().plain(roff.strip()).strip()).isEqualTo(plain.strip());
    }

    @Test
    void sectionsParagraphsAndFontMacros() throws Exception {
        var page = parse(".SH NAME", "demo \\- show things", ".SH DESCRIPTION", ".B demo", "prints", ".BR printf (3),", ".IR file .",
                ".PP", "Second", "paragraph.", ".SS Sub section", "Text.");
        assertThat(page.title()).isEqualTo("demo");
        assertThat(page.section()).isEqualTo("1");
        assertThat(page.sections()).extracting(ManPage.Section::heading, ManPage.Section::level)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("NAME", 2), org.assertj.core.groups.Tuple.tuple("DESCRIPTION", 2),
                        org.assertj.core.groups.Tuple.tuple("Sub section", 3));
        assertThat(blocks(page, "DESCRIPTION")).containsExactly(new ManPage.Para("demo prints printf(3), file."),
                new ManPage.Para("Second paragraph."));
    }

    @Test
    void headingOnTheNextLineAndQuotedArguments() throws Exception {
        var page = parse(".SH", "SEE ALSO", ".BR \"two words\" \"\"\"q\"\"\" x");
        assertThat(page.sections().get(0).heading()).isEqualTo("SEE ALSO");
        assertThat(page.sections().get(0).blocks()).containsExactly(new ManPage.Para("two words\"q\"x"));
    }

    @Test
    void taggedParagraphsWithTqContinuationsAndNestedInsets() throws Exception {
        var page = parse(".SH OPTIONS", ".TP", ".B \\-a", ".TQ", ".B \\-\\-all", "Show all.", ".IP", "Even hidden ones.",
                ".RS", ".TP", ".B sub", "Nested item.", ".RE", "Back in -a.", ".TP", ".BI \\-o \" file\"", "Output.", ".PP", "After the list.");
        var blocks = blocks(page, "OPTIONS");
        assertThat(blocks).hasSize(3);
        var a = (ManPage.Item) blocks.get(0);
        assertThat(a.tag()).isEqualTo("-a, --all");
        assertThat(a.body()).containsExactly(new ManPage.Para("Show all."), new ManPage.Para("Even hidden ones."),
                new ManPage.Item("sub", List.of(new ManPage.Para("Nested item."))), new ManPage.Para("Back in -a."));
        assertThat(blocks.get(1)).isEqualTo(new ManPage.Item("-o file", List.of(new ManPage.Para("Output."))));
        assertThat(blocks.get(2)).isEqualTo(new ManPage.Para("After the list."));
    }

    @Test
    void bulletItemsComeFromIpOnly() throws Exception {
        var page = parse(".SH DESCRIPTION", ".IP \\(bu 3", "first", ".IP * 2", "second", ".TP", "-", "a dash option");
        assertThat(blocks(page, "DESCRIPTION")).extracting(b -> ((ManPage.Item) b).tag()).containsExactly("\u2022", "\u2022", "-");
    }

    @Test
    void unfilledTextKeepsLinesAndBreaksStayInParagraphs() throws Exception {
        var page = parse(".SH SYNOPSIS", ".nf", ".B #include <stdio.h>", ".PP", ".BI \"int printf(const char *\" format \", ...);\"", ".fi",
                ".SH EXAMPLES", ".EX", "$ demo \\-v", "  indented", ".EE", "one", ".br", "two");
        assertThat(blocks(page, "SYNOPSIS")).containsExactly(new ManPage.Pre("#include <stdio.h>\n\nint printf(const char *format, ...);"));
        assertThat(blocks(page, "EXAMPLES")).containsExactly(new ManPage.Pre("$ demo -v\n  indented"), new ManPage.Para("one\ntwo"));
    }

    @Test
    void synopsisAndLinkMacros() throws Exception {
        var page = parse(".SH SYNOPSIS", ".SY demo", ".OP \\-v", ".OP \\-o file", ".RI [ name ]", ".YS", ".SH SEE ALSO",
                ".MR printf 3 ,", ".UR https://example.org/doc", "the manual", ".UE .", ".MT someone@example.org", ".ME");
        assertThat(blocks(page, "SYNOPSIS")).containsExactly(new ManPage.Para("demo [-v] [-o file] [name]"));
        assertThat(blocks(page, "SEE ALSO")).containsExactly(new ManPage.Para("printf(3), the manual <https://example.org/doc>. <someone@example.org>"));
    }

    @Test
    void tablesBecomeRowsWithoutFormatLines() throws Exception {
        var page = parse(".SH ATTRIBUTES", ".TS", "allbox tab(:);", "lbx lb lb", "l l l.", "Interface:Attribute:Value", "T{",
                ".BR printf (),", ".BR fprintf ()", "T}:Thread safety:MT-Safe", "_", ".TE");
        assertThat(blocks(page, "ATTRIBUTES")).containsExactly(new ManPage.Pre("Interface | Attribute | Value\nprintf(), fprintf() | Thread safety | MT-Safe"));
    }

    @Test
    void commentsDefinitionsAndConditionals() throws Exception {
        var page = parse(".\\\" a comment line", "'\\\" t", ".de Qu", "\\\\*(lq\\\\$1\\\\*(rq\\\\$2", "..", ".ie \\n(.g .ds Nm groff-name",
                ".el .ds Nm other-name", ".if t .ds Nm typeset", ".if n \\{\\", ".ds Extra nroff-only", ".\\}", ".ig", "ignored text", "..",
                ".SH DESCRIPTION", "Named \\*(Nm and \\*[Extra].", ".Qu quoted ,", ".EQ", "x sup 2", ".EN", "The end.");
        assertThat(blocks(page, "DESCRIPTION")).containsExactly(new ManPage.Para("Named groff-name and nroff-only. “quoted”, The end."));
    }

    @Test
    void continuationLinesAndInterruptedText() throws Exception {
        var page = parse(".SH DESCRIPTION", "a long \\", "line", "joined\\c", "word", ".TP", "\\fB\\-x\\fR\\c", "\\fIvalue\\fR", "Body.");
        assertThat(blocks(page, "DESCRIPTION")).containsExactly(new ManPage.Para("a long line joinedword"),
                new ManPage.Item("-xvalue", List.of(new ManPage.Para("Body."))));
    }

    @Test
    void anApostropheStartingATextLineIsText() throws Exception {
        var page = parse(".SH EXAMPLES", "Run", "'gs://bucket/' as the target.");
        assertThat(blocks(page, "EXAMPLES")).containsExactly(new ManPage.Para("Run 'gs://bucket/' as the target."));
    }

    @Test
    void unknownMacrosKeepTheirArgumentsAndAreListed() throws Exception {
        var result = RoffParser.parse(".TH x 7\n.SH DESCRIPTION\n.Zz keep these words\nend\n");
        assertThat(result.unknownMacros()).containsExactly("Zz");
        assertThat(result.page().sections().get(0).blocks()).containsExactly(new ManPage.Para("keep these words end"));
    }

    @Test
    void aShortLineFollowedByAnInsetIsATermAndItsDefinition() throws Exception {
        // how asciidoctor (util-linux) and DocBook write option lists
        var page = parse(".SH OPTIONS", ".sp", "\\fB\\-h\\fP, \\fB\\-\\-help\\fP", ".RS 4", "Display help text and exit.", ".RE", ".sp",
                "\\fB\\-V\\fP", ".RS 4", "Print version and exit.", ".RE", ".sp", "A closing sentence.", ".RS", "indented text", ".RE");
        assertThat(blocks(page, "OPTIONS")).containsExactly(
                new ManPage.Item("-h, --help", List.of(new ManPage.Para("Display help text and exit."))),
                new ManPage.Item("-V", List.of(new ManPage.Para("Print version and exit."))),
                new ManPage.Para("A closing sentence."), new ManPage.Para("indented text"));
    }

    @Test
    void macroDefinitionsEndAtDotSpaceDot() throws Exception {
        var page = parse(".de XX", "defined", ".  .", ".SH NAME", "x \\- still here");
        assertThat(blocks(page, "NAME")).containsExactly(new ManPage.Para("x - still here"));
    }

    @Test
    void mdocPagesAreReadToo() throws Exception {
        var result = RoffParser.parse(String.join("\n", ".Dd May 1, 2024", ".Dt DEMO 1", ".Os", ".Sh NAME", ".Nm demo", ".Nd show mdoc",
                ".Sh SYNOPSIS", ".Nm", ".Op Fl v", ".Op Fl o Ar file", ".Op Fl Fl long", ".Ar target ...", ".Sh DESCRIPTION",
                "The", ".Nm", "utility reads", ".Pa /etc/demo.conf .", ".Bl -tag -width Ds", ".It Fl v", "Be verbose.", ".Pp",
                "Really.", ".It Fl o Ar file", "Write to", ".Ar file .", ".El", ".Bl -bullet", ".It", "first point", ".El",
                ".Bd -literal", "demo -v x", ".Ed", ".Ex -std", ".Sh SEE ALSO", ".Xr ls 1 ,", ".Xr printf 3", ".Sh STANDARDS", ".St -p1003.1"));
        var page = result.page();
        assertThat(result.unknownMacros()).isEmpty();
        assertThat(page.title()).isEqualTo("DEMO");
        assertThat(page.section()).isEqualTo("1");
        assertThat(blocks(page, "NAME")).containsExactly(new ManPage.Para("demo - show mdoc"));
        assertThat(blocks(page, "SYNOPSIS")).containsExactly(new ManPage.Para("demo [-v] [-o file] [--long] target ..."));
        assertThat(blocks(page, "DESCRIPTION")).containsExactly(new ManPage.Para("The demo utility reads /etc/demo.conf."),
                new ManPage.Item("-v", List.of(new ManPage.Para("Be verbose."), new ManPage.Para("Really."))),
                new ManPage.Item("-o file", List.of(new ManPage.Para("Write to file."))),
                new ManPage.Item("\u2022", List.of(new ManPage.Para("first point"))),
                new ManPage.Pre("demo -v x"),
                new ManPage.Para("The demo utility exits 0 on success, and >0 if an error occurs."));
        assertThat(blocks(page, "SEE ALSO")).containsExactly(new ManPage.Para("ls(1), printf(3)"));
        assertThat(blocks(page, "STANDARDS")).containsExactly(new ManPage.Para("IEEE Std 1003.1 (\u201cPOSIX.1\u201d)"));
    }

    @Test
    void textThatIsNotAManPageIsRefused() {
        assertThatThrownBy(() -> RoffParser.parse("just some text\nwithout macros\n")).isInstanceOf(RoffParser.NotAManPage.class)
                .hasMessageContaining("not a man(7) or mdoc(7) page");
    }
}
