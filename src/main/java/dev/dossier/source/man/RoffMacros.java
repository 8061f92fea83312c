package dev.dossier.source.man;

import java.util.List;

/** How a macro a page defines is run: its body read in copy mode, then its arguments put in. */
final class RoffMacros {

    private RoffMacros() {
    }

    /** Copy mode, as when troff stores a definition: {@code \\} (an escaped backslash) becomes one backslash. */
    static String copyMode(String line) {
        var sb = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            sb.append(c);
            if (c == '\\' && i + 1 < line.length() && line.charAt(i + 1) == '\\') {
                i++;
            }
        }
        return sb.toString();
    }

    /** Puts in {@code \$1} ... {@code \$9}, {@code \$(NN}, {@code \$[N]}, {@code \$*}, {@code \$@}, {@code \$#} and {@code \$0}. */
    static String substituteArguments(String line, String name, List<String> a) {
        var sb = new StringBuilder(line.length());
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == '\\' && i + 2 < line.length() && line.charAt(i + 1) == '$') {
                char k = line.charAt(i + 2);
                i += 3;
                if (Character.isDigit(k)) {
                    int n = k - '0';
                    sb.append(n == 0 ? name : n <= a.size() ? a.get(n - 1) : "");
                } else if (k == '*') {
                    sb.append(String.join(" ", a));
                } else if (k == '@') {
                    sb.append(String.join(" ", a.stream().map(x -> "\"" + x + "\"").toList()));
                } else if (k == '#') {
                    sb.append(a.size());
                } else if (k == '(' && i + 1 < line.length()) {
                    int n = Integer.parseInt("0" + line.substring(i, i + 2).replaceAll("\\D", ""));
                    sb.append(n >= 1 && n <= a.size() ? a.get(n - 1) : "");
                    i += 2;
                } else if (k == '[') {
                    int end = line.indexOf(']', i);
                    String num = end < 0 ? "" : line.substring(i, end).replaceAll("\\D", "");
                    int n = num.isEmpty() ? 0 : Integer.parseInt(num);
                    sb.append(n >= 1 && n <= a.size() ? a.get(n - 1) : "");
                    i = end < 0 ? line.length() : end + 1;
                }
            } else if (c == '\\' && i + 1 < line.length()) {
                sb.append(c).append(line.charAt(i + 1));
                i += 2;
            } else {
                sb.append(c);
                i++;
            }
        }
        return sb.toString();
    }

}
