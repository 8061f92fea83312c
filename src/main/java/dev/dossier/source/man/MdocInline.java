package dev.dossier.source.man;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The text of an mdoc(7) line made of callable macros ({@code .Op Fl v Ar file}, {@code .Xr ls 1 ,}): flags
 * get their dash, cross references become {@code name(section)}, enclosures their brackets or quotes, and
 * punctuation tokens attach to the word before them. Semantic markup macros ({@code Ar}, {@code Pa},
 * {@code Cm}, ...) only mark up, so their words are kept as they are.
 */
final class MdocInline {

    static final Set<String> CALLABLE = Set.of("Ac", "Ad", "An", "Ao", "Ap", "Aq", "Ar", "At", "Bc", "Bo", "Bq", "Brc", "Bro", "Brq", "Bsx",
            "Bx", "Cd", "Cm", "Dc", "Do", "Dq", "Dv", "Dx", "Ec", "Em", "En", "Eo", "Er", "Es", "Ev", "Fa", "Fc", "Fl", "Fn", "Fo", "Fr", "Ft",
            "Fx", "Ic", "In", "Lb", "Li", "Lk", "Ms", "Mt", "Nm", "No", "Ns", "Nx", "Oc", "Oo", "Op", "Ot", "Ox", "Pa", "Pc", "Pf", "Po",
            "Pq", "Qc", "Ql", "Qo", "Qq", "Sc", "So", "Sq", "St", "Sx", "Sy", "Ta", "Tn", "Ux", "Va", "Vt", "Xc", "Xo", "Xr");

    private static final Map<String, String[]> ENCLOSE = Map.of("Op", new String[] {"[", "]"}, "Pq", new String[] {"(", ")"},
            "Bq", new String[] {"[", "]"}, "Brq", new String[] {"{", "}"}, "Aq", new String[] {"<", ">"},
            "Dq", new String[] {"\u201c", "\u201d"}, "Qq", new String[] {"\"", "\""}, "Sq", new String[] {"\u2018", "\u2019"},
            "Ql", new String[] {"\u2018", "\u2019"});
    private static final Map<String, String> OPEN = Map.of("Oo", "[", "Po", "(", "Bo", "[", "Bro", "{", "Ao", "<", "Do", "\u201c",
            "Qo", "\"", "So", "\u2018");
    private static final Map<String, String> CLOSE = Map.of("Oc", "]", "Pc", ")", "Bc", "]", "Brc", "}", "Ac", ">", "Dc", "\u201d",
            "Qc", "\"", "Sc", "\u2019");
    private static final Map<String, String> NAMES = Map.of("Ux", "UNIX", "Ox", "OpenBSD", "Nx", "NetBSD", "Fx", "FreeBSD",
            "Dx", "DragonFly", "Bsx", "BSD/OS", "At", "AT&T UNIX", "Bx", "BSD");
    private static final Map<String, String> STANDARDS = Map.of("-p1003.1", "IEEE Std 1003.1 (\u201cPOSIX.1\u201d)",
            "-p1003.1-2001", "IEEE Std 1003.1-2001 (\u201cPOSIX.1\u201d)", "-p1003.1-2008", "IEEE Std 1003.1-2008 (\u201cPOSIX.1\u201d)",
            "-p1003.2", "IEEE Std 1003.2 (\u201cPOSIX.2\u201d)", "-isoC", "ISO/IEC 9899:1990 (\u201cISO C90\u201d)",
            "-isoC-99", "ISO/IEC 9899:1999 (\u201cISO C99\u201d)", "-isoC-2011", "ISO/IEC 9899:2011 (\u201cISO C11\u201d)",
            "-xpg4", "X/Open Portability Guide Issue 4 (\u201cXPG4\u201d)", "-susv2", "Version 2 of the Single UNIX Specification (\u201cSUSv2\u201d)",
            "-susv3", "Version 3 of the Single UNIX Specification (\u201cSUSv3\u201d)");
    private static final Set<String> CLOSING = Set.of(".", ",", ";", ":", ")", "]", "?", "!", "}");
    private static final Set<String> OPENING = Set.of("(", "[", "{");

    private final UnaryOperator<String> plain;
    private final String pageName;

    /**
     * @param plain    turns a raw token into plain text (escapes)
     * @param pageName what {@code Nm} without arguments stands for
     */
    MdocInline(UnaryOperator<String> plain, String pageName) {
        this.plain = plain;
        this.pageName = pageName;
    }

    /** The text of raw tokens (macro names included, e.g. {@code [Op, Fl, v]}). */
    String render(List<String> tokens) {
        var out = new Out();
        render(tokens, 0, tokens.size(), out);
        return out.sb.toString().strip();
    }

    private static final class Out {
        final StringBuilder sb = new StringBuilder();
        boolean noSpace;

        void add(String s) {
            if (s.isEmpty()) {
                return;
            }
            boolean space = sb.length() > 0 && !noSpace && !CLOSING.contains(s) && !OPENING.contains(String.valueOf(sb.charAt(sb.length() - 1)));
            if (space) {
                sb.append(' ');
            }
            sb.append(s);
            noSpace = false;
        }

        void attach(String s) {
            sb.append(s);
            noSpace = false;
        }
    }

    private boolean isMacro(String token) {
        return CALLABLE.contains(token);
    }

    /** Index of the first macro token at or after {@code from}, or {@code end}. */
    private int nextMacro(List<String> t, int from, int end) {
        int i = from;
        while (i < end && !isMacro(t.get(i))) {
            i++;
        }
        return i;
    }

    /** Index where trailing punctuation tokens start (they go outside an enclosure). */
    private static int trailingPunctuation(List<String> t, int from, int end) {
        int i = end;
        while (i > from && CLOSING.contains(t.get(i - 1))) {
            i--;
        }
        return i;
    }

    private void render(List<String> t, int from, int end, Out out) {
        int i = from;
        while (i < end) {
            String tok = t.get(i);
            i++;
            if (!isMacro(tok)) {
                out.add(plain.apply(tok));
                continue;
            }
            if (ENCLOSE.containsKey(tok)) {
                int stop = trailingPunctuation(t, i, end);
                var inner = new Out();
                render(t, i, stop, inner);
                String[] pair = ENCLOSE.get(tok);
                out.add(pair[0] + inner.sb.toString().strip() + pair[1]);
                i = stop;
                continue;
            }
            switch (tok) {
                case "Fl" -> {
                    int stop = nextMacro(t, i, end);
                    if (stop == i || CLOSING.contains(t.get(i))) {
                        out.add("-");
                        // "Fl Fl apple" is --apple
                        out.noSpace = i < end && t.get(i).equals("Fl");
                    }
                    for (; i < stop; i++) {
                        String w = plain.apply(t.get(i));
                        out.add(CLOSING.contains(w) ? w : "-" + w);
                    }
                }
                case "Xr" -> {
                    if (i < end && !isMacro(t.get(i))) {
                        String name = plain.apply(t.get(i++));
                        String section = i < end && !isMacro(t.get(i)) && !CLOSING.contains(t.get(i)) ? plain.apply(t.get(i++)) : "";
                        out.add(section.isEmpty() ? name : name + "(" + section + ")");
                    }
                }
                case "Fn" -> {
                    int stop = trailingPunctuation(t, i, nextMacro(t, i, end));
                    if (i < stop) {
                        String name = plain.apply(t.get(i++));
                        var args = new StringBuilder();
                        for (; i < stop; i++) {
                            args.append(args.length() > 0 ? ", " : "").append(plain.apply(t.get(i)));
                        }
                        out.add(name + "(" + args + ")");
                    }
                }
                case "Fo" -> {
                    if (i < end) {
                        out.add(plain.apply(t.get(i++)) + "(");
                        out.noSpace = true;
                    }
                }
                case "Fc" -> out.attach(")");
                case "Ns", "Ap" -> {
                    if (tok.equals("Ap")) {
                        out.attach("'");
                    }
                    out.noSpace = true;
                }
                case "Pf" -> {
                    if (i < end) {
                        out.add(plain.apply(t.get(i++)));
                        out.noSpace = true;
                    }
                }
                case "Nm" -> {
                    if (nextMacro(t, i, end) == i || CLOSING.contains(t.get(i))) {
                        out.add(pageName);
                    }
                }
                case "Ar" -> {
                    if (nextMacro(t, i, end) == i || CLOSING.contains(t.get(i))) {
                        out.add("file ...");
                    }
                }
                case "St" -> {
                    if (i < end) {
                        String std = t.get(i++);
                        out.add(STANDARDS.getOrDefault(std, plain.apply(std)));
                    }
                }
                case "Lb" -> {
                    if (i < end) {
                        out.add("library \u201c" + plain.apply(t.get(i++)).replaceFirst("^lib", "") + "\u201d");
                    }
                }
                case "In" -> {
                    if (i < end) {
                        out.add("<" + plain.apply(t.get(i++)) + ">");
                    }
                }
                case "Lk" -> {
                    if (i < end) {
                        String url = plain.apply(t.get(i++));
                        int stop = trailingPunctuation(t, i, nextMacro(t, i, end));
                        var label = new StringBuilder();
                        for (; i < stop; i++) {
                            label.append(label.length() > 0 ? " " : "").append(plain.apply(t.get(i)));
                        }
                        out.add(label.length() > 0 ? label + " <" + url + ">" : "<" + url + ">");
                    }
                }
                case "Ta" -> out.add("|");
                default -> {
                    if (OPEN.containsKey(tok)) {
                        out.add(OPEN.get(tok));
                        out.noSpace = true;
                    } else if (CLOSE.containsKey(tok)) {
                        out.attach(CLOSE.get(tok));
                    } else if (NAMES.containsKey(tok)) {
                        String version = i < end && !isMacro(t.get(i)) && !CLOSING.contains(t.get(i)) ? plain.apply(t.get(i++)) : "";
                        out.add(tok.equals("Bx") ? version + "BSD" : NAMES.get(tok) + (version.isEmpty() ? "" : " " + version));
                    }
                    // other macros (Ar Cm Pa Ev Va Dv Er Ft Fa Li Em Sy No Sx Tn Ic Ad An Cd Vt Ms Mt Xo Xc Eo Ec Es En Ot Fr) only mark up
                }
            }
        }
    }
}
