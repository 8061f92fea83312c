package dev.dossier.source.man;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the roff source of a man(7) page into a {@link ManPage}. It is not troff: it understands the
 * man macros and the requests pages actually use, and keeps the text, not the layout.
 *
 * <ul>
 *   <li>Structure: {@code .TH}, {@code .SH}, {@code .SS}; paragraphs {@code .PP .P .LP .HP .sp} and blank
 *       lines; tagged paragraphs {@code .TP} (+ {@code .TQ}) and {@code .IP}; insets {@code .RS}/{@code .RE}
 *       (nested items belong to the enclosing item; a short line followed by an inset is read as a tagged
 *       paragraph too, which is how asciidoctor and DocBook write definition lists); {@code .br}.</li>
 *   <li>Unfilled text {@code .nf}/{@code .fi}, {@code .EX}/{@code .EE}; tables {@code .TS}/{@code .TE}
 *       (format lines dropped, one line per row, cells joined with {@code " | "}); {@code .EQ}/{@code .EN}
 *       is dropped.</li>
 *   <li>Fonts {@code .B .I .SM .SB} (arguments joined by spaces) and {@code .BR .IR .RB .BI .IB .RI}
 *       (alternating, joined without spaces); fonts carry no meaning here, so the text is plain.</li>
 *   <li>Links and synopses: {@code .UR}/{@code .UE}, {@code .MT}/{@code .ME}, {@code .MR name section},
 *       {@code .SY}/{@code .OP}/{@code .YS}.</li>
 *   <li>Roff itself: comments, line continuation, {@code .ds}/{@code .as} strings, {@code .if}/{@code .ie}/
 *       {@code .el} evaluated as nroff would ({@code n} true, {@code t} false, {@code \n(.g} true, other
 *       registers 0), {@code .ig} skipped; macros the page defines ({@code .de ... ..}) are run with their
 *       arguments, unless they redefine a macro understood here.</li>
 *   <li>BSD mdoc(7) pages, once {@code .Dd} or {@code .Dt} is seen: {@code .Sh .Ss .Pp .Nm .Nd .Bl .It .El .Bd .Ed .D1 .Dl
 *       .Ex .Rv} and the callable macros ({@link MdocInline}).</li>
 *   <li>Common macros of generators: pod2man ({@code .Vb/.Ve}, {@code .Sp}, {@code .IX}), docutils
 *       ({@code .INDENT/.UNINDENT}), ncurses ({@code .bP}).</li>
 * </ul>
 *
 * Any other request is treated as text: its arguments are kept and its name is listed in
 * {@link Result#unknownMacros()}, so that nothing a page says is lost silently.
 */
final class RoffParser {

    /** The parsed page and the names of the requests that were not understood. */
    record Result(ManPage page, Set<String> unknownMacros) {
    }

    /** The source is not a man page (no {@code .TH} or mdoc {@code .Dt}, and no {@code .SH}). */
    static final class NotAManPage extends Exception {
        NotAManPage(String message) {
            super(message);
        }
    }

    private static final Set<String> IGNORED = Set.of(
            "PD", "DT", "IX", "UC", "AT", "ad", "na", "hy", "nh", "ne", "in", "ti", "ll", "ft", "ps", "vs", "fam", "nr", "rr",
            "rm", "rn", "tr", "hw", "hc", "ta", "lf", "mso", "pc", "ev", "it", "als", "ss", "cs", "bp", "rs", "ns", "tm", "tm1",
            "tmc", "ab", "fl", "chop", "blm", "lsm", "warn", "char", "fchar", "schar", "ftr", "kern", "lg", "pso", "sy", "pi",
            "em", "wh", "ch", "dt", "itc", "nm", "nn", "mk", "rt", "sv", "os", "pm", "pn", "po", "ls", "lt", "tl", "uf", "fp",
            "bd", "cp", "shift", "return", "break", "continue", "so", "ce", "ul", "cu", "QS", "QE", "cc", "c2", "ec", "eo",
            "hla", "hlm", "hpf", "hym", "hys", "nx", "opena", "open", "close", "write", "writec", "writem", "trf", "trin",
            "trnt", "vpt", "substring", "length", "index", "asciify", "unformat", "backtrace", "sizes", "special", "fspecial",
            "fzoom", "ecs", "ecr", "defcolor", "gcolor", "fcolor", "stringup", "stringdown", "spreadwarn", "tkf", "zoom",
            "brp", "HY", "TA", ".", "Id", "LO", "rj", "pev", "pnr", "ptr", "pline", "device", "output",
            "mc", "lc", "fc", "while", "hcode", "linetabs", "nroff", "troff", "cflags");

    private static final Set<String> NATIVE = Set.of("do", "TH", "SH", "SS", "Sh", "Ss", "PP", "P", "LP", "HP", "Pp", "Lp", "sp", "Sp",
            "br", "TP", "TQ", "IP", "bP", "Ip", "RS", "INDENT", "RE", "UNINDENT", "nf", "EX", "Vb", "Ds", "fi", "EE", "Ve", "De",
            "ds", "ds1", "as", "as1", "UR", "MT", "UE", "ME", "URL", "MR", "SY", "OP", "YS", "nop", "TS", "EQ", "ig", "if", "ie", "el");
    private static final Set<String> ALTERNATING = Set.of("BR", "RB", "IR", "RI", "BI", "IB");
    private static final Set<String> FONT = Set.of("B", "I", "SM", "SB", "ZN", "CW", "CR");
    private static final Set<String> MACRO_DEFINITIONS = Set.of("de", "de1", "am", "am1", "dei", "dei1", "ami", "ami1");

    private static final int MAX_EXPANSION_DEPTH = 10;
    private static final int MAX_TERM_CHARS = 100;

    private final RoffText text = new RoffText();
    private final Map<String, List<String>> macros = new HashMap<>();
    private int expansionDepth;
    private final Set<String> unknown = new TreeSet<>();

    private String title = "";
    private String section = "";
    private boolean sawHeading;

    private final List<MSection> sections = new ArrayList<>();
    private MSection current;

    /** containers.get(d): where items at inset depth d are added; open.get(d): the item open at depth d. */
    private final List<List<Object>> containers = new ArrayList<>();
    private final List<MItem> open = new ArrayList<>();
    private int depth;

    private boolean noFill;
    private final StringBuilder fill = new StringBuilder();
    private boolean joinNext;
    private final StringBuilder pre = new StringBuilder();
    private boolean preJoinNext;

    private MItem awaitingTag;
    private boolean tagAppend;
    private boolean awaitingHeading;
    private String url;

    private final Deque<Boolean> ieResults = new ArrayDeque<>();

    private boolean mdoc;
    private String mdocName = "";
    private final Deque<String> lists = new ArrayDeque<>();

    private RoffParser() {
        startSection("", 2);
    }

    /** Parses roff source (already decompressed and decoded). */
    static Result parse(String source) throws NotAManPage {
        var parser = new RoffParser();
        parser.run(logicalLines(source));
        return parser.finish();
    }

    /** Source lines with {@code \}-newline continuations joined. */
    private static List<String> logicalLines(String source) {
        String[] physical = source.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        var out = new ArrayList<String>(physical.length);
        var sb = new StringBuilder();
        boolean joining = false;
        for (String line : physical) {
            if (joining) {
                sb.append(line);
            } else {
                sb.setLength(0);
                sb.append(line);
            }
            int slashes = 0;
            for (int i = sb.length() - 1; i >= 0 && sb.charAt(i) == '\\'; i--) {
                slashes++;
            }
            joining = slashes % 2 == 1;
            if (joining) {
                sb.setLength(sb.length() - 1);
            } else {
                out.add(sb.toString());
            }
        }
        if (joining) {
            out.add(sb.toString());
        }
        return out;
    }

    private void run(List<String> lines) {
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            i++;
            if (isControl(line)) {
                String body = line.substring(1).stripLeading();
                String name = requestName(body);
                String rest = body.substring(name.length());
                if (MACRO_DEFINITIONS.contains(name)) {
                    i = define(name, rest, lines, i);
                } else if (name.equals("ig")) {
                    List<String> a = RoffArgs.of(rest);
                    i = skipDefinition(lines, i, "." + (a.isEmpty() ? "." : a.get(0)));
                } else if (name.equals("TS")) {
                    int end = findLine(lines, i, "TE");
                    table(lines.subList(i, end));
                    i = Math.min(lines.size(), end + 1);
                } else if (name.equals("EQ")) {
                    i = skipDefinition(lines, i, ".EN");
                } else if (name.equals("if") || name.equals("ie") || name.equals("el")) {
                    i = conditional(name, rest, lines, i);
                } else if (line.charAt(0) == '\'' && !known(name)) {
                    // an apostrophe starting a text line, not a no-break control line
                    textLine(line);
                } else {
                    request(name, rest);
                }
            } else {
                textLine(line);
            }
        }
    }

    /** Whether a request name is one this parser handles, ignores on purpose, or the page defined. */
    private boolean known(String name) {
        return name.isEmpty() || name.equals("\\") || NATIVE.contains(name) || FONT.contains(name) || ALTERNATING.contains(name)
                || IGNORED.contains(name) || macros.containsKey(name) || MACRO_DEFINITIONS.contains(name);
    }

    static boolean isControl(String line) {
        return !line.isEmpty() && (line.charAt(0) == '.' || line.charAt(0) == '\'');
    }

    static String requestName(String body) {
        if (body.startsWith("\\")) {
            return "\\";
        }
        int end = 0;
        while (end < body.length() && !Character.isWhitespace(body.charAt(end)) && body.charAt(end) != '\\') {
            end++;
        }
        return body.substring(0, end);
    }

    /**
     * Records a macro definition ({@code .de name [end]}, {@code .am} appends) and returns the index of the
     * line after it. Indirect definitions ({@code .dei}) are skipped.
     */
    private int define(String request, String rest, List<String> lines, int next) {
        List<String> a = RoffArgs.of(rest);
        String terminator = a.size() > 1 ? "." + a.get(1) : "..";
        int end = skipDefinition(lines, next, terminator);
        if (a.isEmpty() || request.startsWith("dei") || request.startsWith("ami")) {
            return end;
        }
        var body = new ArrayList<>(lines.subList(next, Math.max(next, end - 1)));
        if (request.startsWith("am")) {
            macros.computeIfAbsent(a.get(0), k -> new ArrayList<>()).addAll(body);
        } else {
            macros.put(a.get(0), body);
        }
        return end;
    }

    /** Runs a macro the page defined, its arguments put in for {@code \$1}... (copy mode: {@code \\} is one backslash). */
    private void expand(String name, String rest) {
        if (expansionDepth >= MAX_EXPANSION_DEPTH) {
            return;
        }
        List<String> a = RoffArgs.of(rest);
        var expanded = new ArrayList<String>();
        for (String line : macros.get(name)) {
            expanded.add(RoffMacros.substituteArguments(RoffMacros.copyMode(line), name, a));
        }
        expansionDepth++;
        try {
            run(expanded);
        } finally {
            expansionDepth--;
        }
    }

    /**
     * Index of the line after the one that ends a definition: {@code ..} (also written {@code .  .}) or, for a
     * definition with an end macro {@code xx}, {@code .xx}.
     */
    private static int skipDefinition(List<String> lines, int from, String terminator) {
        return Math.min(lines.size(), findLine(lines, from, terminator.substring(1)) + 1);
    }

    /** Index of the first control line {@code .name} at or after {@code from}, or the number of lines. */
    private static int findLine(List<String> lines, int from, String name) {
        for (int j = from; j < lines.size(); j++) {
            String l = lines.get(j);
            if (isControl(l) && requestName(l.substring(1).stripLeading()).equals(name)) {
                return j;
            }
        }
        return lines.size();
    }

    // ---------------------------------------------------------------- conditionals

    private int conditional(String name, String rest, List<String> lines, int next) {
        boolean take;
        String body;
        if (name.equals("el")) {
            take = !(ieResults.isEmpty() ? true : ieResults.pop());
            body = rest.stripLeading();
        } else {
            var cond = condition(rest.stripLeading());
            take = cond.value();
            body = cond.rest();
            if (name.equals("ie")) {
                ieResults.push(take);
            }
        }
        boolean block = body.startsWith("\\{");
        if (block) {
            body = body.substring(2);
        }
        if (!take) {
            return block ? skipBlock(body, lines, next) : next;
        }
        body = body.strip();
        if (isControl(body)) {
            String inner = body.substring(1).stripLeading();
            String innerName = requestName(inner);
            if (MACRO_DEFINITIONS.contains(innerName)) {
                return define(innerName, inner.substring(innerName.length()), lines, next);
            }
        }
        if (!body.isEmpty()) {
            var nested = new ArrayList<String>();
            nested.add(body.startsWith("\\}") ? body.substring(2) : body);
            if (!nested.get(0).isBlank()) {
                run(nested);
            }
        }
        return next;
    }

    private record Condition(boolean value, String rest) {
    }

    /** Evaluates a condition as nroff would, far enough for the conditions found in man pages. */
    private Condition condition(String s) {
        boolean negate = s.startsWith("!");
        if (negate) {
            s = s.substring(1);
        }
        boolean value;
        String rest;
        if (s.isEmpty()) {
            return new Condition(false, "");
        }
        char c = s.charAt(0);
        if ("ntoev".indexOf(c) >= 0 && (s.length() == 1 || !Character.isLetterOrDigit(s.charAt(1)))) {
            value = c == 'n';
            rest = s.substring(1);
        } else if ("drcmFS".indexOf(c) >= 0 && s.length() > 1 && Character.isWhitespace(s.charAt(1))) {
            String after = s.substring(1).stripLeading();
            int end = 0;
            while (end < after.length() && !Character.isWhitespace(after.charAt(end))) {
                end++;
            }
            value = false;
            rest = after.substring(end);
        } else if (c == '\'' || c == '"' || c == '|' || c == '/') {
            int mid = s.indexOf(c, 1);
            int end = mid < 0 ? -1 : s.indexOf(c, mid + 1);
            if (end < 0) {
                return new Condition(false, "");
            }
            value = text.plain(s.substring(1, mid)).equals(text.plain(s.substring(mid + 1, end)));
            rest = s.substring(end + 1);
        } else {
            int end = expressionEnd(s);
            String expr = s.substring(0, end);
            value = expr.matches("\\\\n(\\(\\.g|\\[\\.g\\])") || expr.matches("[1-9][0-9]*");
            rest = s.substring(end);
        }
        return new Condition(negate != value, rest.stripLeading());
    }

    /** End of a numeric expression: up to the first blank outside parentheses. */
    private static int expressionEnd(String s) {
        int parens = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char e = s.charAt(i + 1);
                if (e == '{') {
                    return i;
                }
                i++;
                if ((e == 'n' || e == '*') && i + 1 < s.length()) {
                    char k = s.charAt(i + 1);
                    if (k == '(') {
                        i += 3;
                    } else if (k == '[') {
                        int end = s.indexOf(']', i + 1);
                        i = end < 0 ? s.length() : end;
                    } else {
                        i++;
                    }
                }
            } else if (c == '(') {
                parens++;
            } else if (c == ')') {
                parens--;
            } else if (Character.isWhitespace(c) && parens <= 0) {
                return i;
            }
        }
        return s.length();
    }

    /** Skips a {@code \{ ... \}} block whose opening line's remainder is {@code first}; returns the next line index. */
    private static int skipBlock(String first, List<String> lines, int next) {
        int open = 1 + count(first, "\\{") - count(first, "\\}");
        int j = next;
        while (open > 0 && j < lines.size()) {
            String l = lines.get(j);
            open += count(l, "\\{") - count(l, "\\}");
            j++;
        }
        return j;
    }

    private static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + needle.length())) {
            n++;
        }
        return n;
    }

    // ---------------------------------------------------------------- requests

    private void request(String name, String rest) {
        switch (name) {
            case "", "\\" -> {
                // empty request or a comment / block end such as .\" or .\}
            }
            case "do" -> {
                String inner = rest.stripLeading();
                String innerName = requestName(inner);
                request(innerName, inner.substring(innerName.length()));
            }
            case "TH" -> {
                List<String> a = plainArgs(rest);
                title = a.isEmpty() ? "" : a.get(0).strip();
                section = a.size() > 1 ? a.get(1).strip() : "";
            }
            case "SH", "SS", "Sh", "Ss" -> heading(name.equalsIgnoreCase("SH") ? 2 : 3, plainArgs(rest));
            case "PP", "P", "LP", "HP", "Pp", "Lp" -> paragraph();
            case "sp", "Sp" -> {
                if (noFill) {
                    flushFill();
                    pre.append('\n');
                } else {
                    flushText();
                }
            }
            case "br" -> lineBreak();
            case "TP" -> {
                flushText();
                var item = new MItem("");
                containerAt(depth).add(item);
                setOpen(depth, item);
                awaitingTag = item;
                tagAppend = false;
            }
            case "TQ" -> {
                flushText();
                MItem item = openAt(depth);
                if (item != null) {
                    awaitingTag = item;
                    tagAppend = true;
                }
            }
            case "IP", "bP", "Ip" -> {
                flushText();
                List<String> a = plainArgs(rest);
                String tag = name.equals("bP") ? ManPage.Item.BULLET : a.isEmpty() ? "" : a.get(0).strip();
                if (Set.of("\u2022", "\u00b7", "*", "-", "o").contains(tag)) {
                    tag = ManPage.Item.BULLET;
                }
                if (!tag.isEmpty()) {
                    var item = new MItem(tag);
                    containerAt(depth).add(item);
                    setOpen(depth, item);
                }
            }
            case "RS", "INDENT" -> {
                flushText();
                List<Object> target = target();
                if (openAt(depth) == null && !target.isEmpty() && target.get(target.size() - 1) instanceof ManPage.Para p && isTerm(p.text())) {
                    // a short line followed by an indented block is a term and its definition (asciidoctor, DocBook)
                    target.remove(target.size() - 1);
                    var item = new MItem(p.text());
                    item.definition = true;
                    target.add(item);
                    setOpen(depth, item);
                    target = item.body;
                }
                depth++;
                setContainer(depth, target);
                setOpen(depth, null);
            }
            case "RE", "UNINDENT" -> {
                flushText();
                List<String> a = plainArgs(rest);
                int to = depth - 1;
                if (!a.isEmpty() && a.get(0).strip().matches("\\d+")) {
                    to = Math.min(to, Integer.parseInt(a.get(0).strip()) - 1);
                }
                depth = Math.max(0, to);
                MItem item = openAt(depth);
                if (item != null && item.definition) {
                    setOpen(depth, null);
                }
            }
            case "nf", "EX", "Vb", "Ds" -> {
                flushText();
                noFill = true;
            }
            case "fi", "EE", "Ve", "De" -> {
                flushText();
                noFill = false;
            }
            case "ds", "ds1" -> defineString(rest, false);
            case "as", "as1" -> defineString(rest, true);
            case "UR" -> {
                List<String> a = plainArgs(rest);
                url = a.isEmpty() ? null : a.get(0).strip();
            }
            case "MT" -> {
                List<String> a = plainArgs(rest);
                url = a.isEmpty() ? null : "mailto:" + a.get(0).strip();
            }
            case "UE", "ME" -> {
                List<String> a = plainArgs(rest);
                String trailer = a.isEmpty() ? "" : a.get(0);
                if (url != null) {
                    words("<" + url.replaceFirst("^mailto:", "") + ">" + trailer, false);
                } else if (!trailer.isEmpty()) {
                    words(trailer, true);
                }
                url = null;
            }
            case "URL" -> {
                List<String> a = plainArgs(rest);
                if (!a.isEmpty()) {
                    joinNext = false;
                    String label = a.size() > 1 && !a.get(1).isBlank() ? a.get(1) + " " : "";
                    words(label + "<" + a.get(0) + ">" + (a.size() > 2 ? a.get(2) : ""), false);
                }
            }
            case "MR" -> {
                List<String> a = plainArgs(rest);
                if (!a.isEmpty()) {
                    words(a.get(0) + "(" + (a.size() > 1 ? a.get(1) : "") + ")" + (a.size() > 2 ? a.get(2) : ""), false);
                }
            }
            case "SY" -> {
                flushText();
                words(String.join(" ", plainArgs(rest)), false);
            }
            case "OP" -> {
                List<String> a = plainArgs(rest);
                if (!a.isEmpty()) {
                    words("[" + String.join(" ", a) + "]", false);
                }
            }
            case "YS" -> flushText();
            case "nop" -> textLine(rest.stripLeading());
            default -> {
                if (FONT.contains(name)) {
                    List<String> a = plainArgs(rest);
                    if (!a.isEmpty()) {
                        words(String.join(" ", a), false);
                    }
                } else if (ALTERNATING.contains(name)) {
                    List<String> a = plainArgs(rest);
                    if (!a.isEmpty()) {
                        words(String.join("", a), RoffText.continues(rest));
                    }
                } else if (macros.containsKey(name)) {
                    expand(name, rest);
                } else if (mdoc && mdoc(name, rest)) {
                    // an mdoc(7) macro
                } else if (name.equals("Dd") || name.equals("Dt")) {
                    mdoc = true;
                    mdoc(name, rest);
                } else if (!IGNORED.contains(name)) {
                    unknown.add(name);
                    List<String> a = plainArgs(rest);
                    // before the first heading, unknown requests are set-up (e.g. .LINKSTYLE), not text
                    if (!a.isEmpty() && sawHeading) {
                        words(String.join(" ", a), false);
                    }
                }
            }
        }
    }

    // ---------------------------------------------------------------- mdoc

    /**
     * The mdoc(7) macros a BSD-style page is made of, once {@code .Dd} or {@code .Dt} said it is one: title,
     * NAME line, lists ({@code .Bl/.It/.El}, nested like {@code .RS}), displays, standard sentences, and lines
     * of callable macros ({@link MdocInline}). Returns false for a name that is not an mdoc macro.
     */
    private boolean mdoc(String name, String rest) {
        List<String> a = RoffArgs.of(rest);
        switch (name) {
            case "Dd", "Os", "Rs", "Re", "Tg", "Bf", "Ef", "Bk", "Ek", "Ud", "Fd", "Sm" -> {
                // dates, OS, references, keeps: no text of their own
            }
            case "%A", "%B", "%C", "%D", "%I", "%J", "%N", "%O", "%P", "%Q", "%R", "%T", "%U", "%V" -> words(inline(a), false);
            case "Dt" -> {
                title = a.isEmpty() ? "" : text.plain(a.get(0));
                section = a.size() > 1 ? text.plain(a.get(1)) : "";
            }
            case "Nd" -> words("- " + inline(a), false);
            case "Bl" -> {
                flushText();
                lists.push(a.isEmpty() ? "-item" : a.get(0));
                request("RS", "");
            }
            case "El" -> {
                if (!lists.isEmpty()) {
                    lists.pop();
                }
                request("RE", "");
            }
            case "It" -> {
                flushText();
                String kind = lists.isEmpty() ? "-item" : lists.peek();
                boolean tagged = Set.of("-tag", "-hang", "-ohang", "-inset", "-diag").contains(kind);
                var item = new MItem(tagged ? inline(a) : ManPage.Item.BULLET);
                containerAt(depth).add(item);
                setOpen(depth, item);
                if (!tagged && !a.isEmpty()) {
                    words(inline(a), false);
                }
            }
            case "Bd" -> {
                flushText();
                noFill = a.contains("-literal") || a.contains("-unfilled");
            }
            case "Ed" -> {
                flushText();
                noFill = false;
            }
            case "D1", "Dl" -> {
                flushText();
                target().add(new ManPage.Pre(inline(a)));
            }
            case "Ex" -> words("The " + (a.size() > 1 ? text.plain(a.get(1)) : mdocName) + " utility exits 0 on success, and >0 if an error occurs.", false);
            case "Rv" -> words("The " + (a.size() > 1 ? text.plain(a.get(1)) : mdocName) + "() function returns the value 0 if successful;"
                    + " otherwise the value -1 is returned and the global variable errno is set to indicate the error.", false);
            default -> {
                if (!MdocInline.CALLABLE.contains(name)) {
                    return false;
                }
                if (name.equals("Nm")) {
                    if (mdocName.isEmpty() && !a.isEmpty()) {
                        mdocName = text.plain(a.get(0));
                    }
                    if (current.heading.equalsIgnoreCase("SYNOPSIS")) {
                        flushText();
                    }
                }
                var tokens = new ArrayList<String>();
                tokens.add(name);
                tokens.addAll(a);
                words(inline(tokens.subList(0, tokens.size())), false);
            }
        }
        return true;
    }

    private String inline(List<String> tokens) {
        return new MdocInline(text::plain, mdocName).render(tokens);
    }

    private void defineString(String rest, boolean append) {
        String s = rest.stripLeading();
        int end = 0;
        while (end < s.length() && !Character.isWhitespace(s.charAt(end))) {
            end++;
        }
        String name = s.substring(0, end);
        String value = s.substring(end).stripLeading();
        if (value.startsWith("\"")) {
            value = value.substring(1);
        }
        if (name.isEmpty()) {
            return;
        }
        if (append) {
            text.append(name, value);
        } else {
            text.define(name, value);
        }
    }

    private void heading(int level, List<String> args) {
        flushText();
        noFill = false;
        String h = String.join(" ", args).strip().replaceAll("\\s+", " ");
        if (h.isEmpty()) {
            awaitingHeading = true;
            startSection("", level);
        } else {
            startSection(h, level);
        }
    }

    private void startSection(String heading, int level) {
        sawHeading |= !heading.isEmpty() || awaitingHeading;
        current = new MSection(heading, level);
        sections.add(current);
        containers.clear();
        open.clear();
        containers.add(current.blocks);
        open.add(null);
        depth = 0;
        awaitingTag = null;
    }

    private void paragraph() {
        if (noFill) {
            flushFill();
            pre.append('\n');
            return;
        }
        flushText();
        if (awaitingTag != null) {
            awaitingTag = null;
        }
        if (mdoc && !lists.isEmpty()) {
            // in an mdoc list a paragraph stays in the item
            return;
        }
        setOpen(depth, null);
    }

    private void lineBreak() {
        if (!noFill && fill.length() > 0 && fill.charAt(fill.length() - 1) != '\n') {
            fill.append('\n');
        }
    }

    // ---------------------------------------------------------------- text

    private void textLine(String raw) {
        if (raw.isBlank()) {
            if (noFill) {
                flushFill();
                pre.append('\n');
            } else if (awaitingTag == null && !awaitingHeading) {
                flushText();
            }
            return;
        }
        boolean leadingSpace = Character.isWhitespace(raw.charAt(0));
        if (leadingSpace && !noFill && awaitingTag == null) {
            lineBreak();
        }
        words(text.plain(raw), RoffText.continues(raw));
    }

    /** Adds text produced by one input line; {@code continues} joins the next text to it without a space. */
    private void words(String plain, boolean continues) {
        if (awaitingHeading) {
            if (plain.isBlank()) {
                return;
            }
            current.heading = (current.heading + (current.heading.isEmpty() ? "" : " ") + plain.strip().replaceAll("\\s+", " "));
            sawHeading = true;
            awaitingHeading = continues;
            return;
        }
        if (awaitingTag != null) {
            String t = plain.strip();
            if (t.isEmpty() && !continues) {
                return;
            }
            var tag = awaitingTag.tag;
            if (tagAppend && tag.length() > 0 && !t.isEmpty()) {
                tag.append(", ");
            }
            tag.append(t);
            tagAppend = false;
            if (continues) {
                // the tag goes on with the next text line, without a separator
                return;
            }
            awaitingTag = null;
            return;
        }
        if (noFill) {
            if (!preJoinNext && pre.length() > 0 && pre.charAt(pre.length() - 1) != '\n') {
                pre.append('\n');
            }
            pre.append(plain.stripTrailing());
            preJoinNext = continues;
            if (!continues) {
                pre.append('\n');
            }
            return;
        }
        String t = plain.strip();
        if (t.isEmpty()) {
            joinNext = joinNext || continues;
            return;
        }
        if (fill.length() > 0 && !joinNext && fill.charAt(fill.length() - 1) != '\n') {
            fill.append(' ');
        }
        fill.append(t);
        joinNext = continues;
    }

    private void flushText() {
        flushFill();
        flushPre();
    }

    private void flushFill() {
        String t = fill.toString().strip();
        fill.setLength(0);
        joinNext = false;
        if (!t.isEmpty()) {
            target().add(new ManPage.Para(t.replaceAll("[ \\t]*\\n[ \\t]*", "\n").replaceAll("[ \\t]{2,}", " ")));
        }
    }

    private void flushPre() {
        String t = pre.toString().replaceAll("^\\n+", "").stripTrailing();
        pre.setLength(0);
        preJoinNext = false;
        if (!t.isBlank()) {
            target().add(new ManPage.Pre(t));
        }
    }

    /** A tbl table: rows as unfilled text (see {@link RoffTable}). */
    private void table(List<String> lines) {
        flushText();
        String rows = RoffTable.render(lines, text);
        if (!rows.isEmpty()) {
            target().add(new ManPage.Pre(rows));
        }
    }

    private List<String> plainArgs(String rest) {
        return RoffArgs.of(rest).stream().map(text::plain).toList();
    }

    // ---------------------------------------------------------------- containers

    private List<Object> containerAt(int d) {
        while (containers.size() <= d) {
            containers.add(containers.get(containers.size() - 1));
        }
        return containers.get(d);
    }

    private void setContainer(int d, List<Object> c) {
        containerAt(d);
        containers.set(d, c);
    }

    private MItem openAt(int d) {
        return d < open.size() ? open.get(d) : null;
    }

    private void setOpen(int d, MItem item) {
        while (open.size() <= d) {
            open.add(null);
        }
        open.set(d, item);
        for (int k = d + 1; k < open.size(); k++) {
            open.set(k, null);
        }
    }

    /** Where the next paragraph goes: the body of the item open at this depth, else this depth's container. */
    private List<Object> target() {
        MItem item = openAt(depth);
        return item != null ? item.body : containerAt(depth);
    }

    // ---------------------------------------------------------------- result

    private Result finish() throws NotAManPage {
        flushText();
        if (title.isEmpty() && !sawHeading) {
            throw new NotAManPage("no .TH (or mdoc .Dt) title line and no .SH section: this is not a man(7) or mdoc(7) page");
        }
        var out = new ArrayList<ManPage.Section>();
        for (MSection s : sections) {
            var blocks = freeze(s.blocks);
            if (!blocks.isEmpty() || !s.heading.isEmpty()) {
                out.add(new ManPage.Section(s.heading, s.level, blocks));
            }
        }
        return new Result(new ManPage(title, section.toLowerCase(Locale.ROOT), out), unknown);
    }

    private static List<ManPage.Block> freeze(List<Object> blocks) {
        var out = new ArrayList<ManPage.Block>();
        for (Object o : blocks) {
            if (o instanceof MItem m) {
                var body = freeze(m.body);
                String tag = m.tag.toString().strip();
                if (tag.isEmpty()) {
                    out.addAll(body);
                } else {
                    out.add(new ManPage.Item(tag, body));
                }
            } else {
                out.add((ManPage.Block) o);
            }
        }
        return out;
    }

    private static final class MSection {
        String heading;
        final int level;
        final List<Object> blocks = new ArrayList<>();

        MSection(String heading, int level) {
            this.heading = heading;
            this.level = level;
        }
    }

    /** Whether a paragraph reads as the term of a definition: one short line that does not end a sentence. */
    private static boolean isTerm(String text) {
        return text.length() <= MAX_TERM_CHARS && !text.contains("\n") && !text.matches(".*[.:;,]$");
    }

    private static final class MItem {
        /** Made from a term paragraph and the inset after it, rather than from .TP or .IP: it ends with the inset. */
        boolean definition;
        final StringBuilder tag;
        final List<Object> body = new ArrayList<>();

        MItem(String tag) {
            this.tag = new StringBuilder(tag);
        }
    }
}
