package dev.dossier.source.man;

import java.util.ArrayList;
import java.util.List;

/** Splits the arguments of a roff request. */
final class RoffArgs {

    private RoffArgs() {
    }

    /** Arguments of a request, quotes removed ({@code ""} inside quotes is a quote), escapes kept; a comment ends them. */
    static List<String> of(String s) {
        var out = new ArrayList<String>();
        int n = s.length();
        int i = 0;
        while (i < n) {
            while (i < n && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
                i++;
            }
            if (i >= n) {
                break;
            }
            var sb = new StringBuilder();
            boolean quoted = s.charAt(i) == '"';
            if (quoted) {
                i++;
            }
            while (i < n) {
                char c = s.charAt(i);
                if (c == '\\' && i + 1 < n) {
                    char e = s.charAt(i + 1);
                    if (e == '"' || e == '#') {
                        if (sb.length() > 0 || quoted) {
                            out.add(sb.toString());
                        }
                        return out;
                    }
                    sb.append(c).append(e);
                    i += 2;
                } else if (quoted && c == '"') {
                    if (i + 1 < n && s.charAt(i + 1) == '"') {
                        sb.append('"');
                        i += 2;
                    } else {
                        i++;
                        break;
                    }
                } else if (!quoted && (c == ' ' || c == '\t')) {
                    break;
                } else {
                    sb.append(c);
                    i++;
                }
            }
            out.add(sb.toString());
        }
        return out;
    }

}
