package dev.dossier.filesummary;

/**
 * Scans of JavaScript and TypeScript structure on a {@link MaskedSource}: where signatures, statements and
 * members end, which brace opens a body and which a type literal, where an assignment's value starts and
 * whether it is a function. All brackets are crossed by their precomputed match, so each scan is linear in the
 * text it covers.
 */
final class ScriptScanner {

    private final MaskedSource src;

    ScriptScanner(MaskedSource src) {
        this.src = src;
    }

    boolean followedBy(int i, char c) {
        int k = src.skipSpace(i);
        return k < src.length() && src.code[k] == c;
    }

    /**
     * End of a function or method signature starting before {@code from}: the offset of the body's brace,
     * of a terminating semicolon, or of the newline that ends a body-less declaration. Braces of type
     * literals (after {@code :}, {@code |}, {@code &}, {@code <}, {@code ,}, {@code =}) and inside angle
     * brackets are skipped.
     */
    int signatureEnd(int from, int to) {
        int angles = 0;
        boolean seenParams = false;
        int j = from;
        while (j < to) {
            char c = src.code[j];
            if (c == '(' || c == '[') {
                seenParams |= c == '(';
                j = src.after(j);
                continue;
            }
            if (c == '<') {
                angles++;
            } else if (c == '>' && j > 0 && src.code[j - 1] != '=') {
                angles = Math.max(0, angles - 1);
            } else if (c == '{') {
                if (angles == 0 && seenParams && !typeBrace(j)) {
                    return j;
                }
                j = src.after(j);
                continue;
            } else if (c == ';' && angles == 0) {
                return j;
            } else if (c == '\n' && angles == 0 && seenParams && complete(j)) {
                return j;
            }
            j++;
        }
        return to;
    }

    /** The body brace of a class, interface, enum or namespace header starting at {@code from}, or -1. */
    int bodyBrace(int from, int to) {
        int angles = 0;
        for (int j = from; j < to; j++) {
            char c = src.code[j];
            if (c == '(' || c == '[') {
                j = src.match[j];
            } else if (c == '<') {
                angles++;
            } else if (c == '>' && src.code[j - 1] != '=') {
                angles = Math.max(0, angles - 1);
            } else if (c == '{') {
                if (angles == 0 && !typeBrace(j)) {
                    return j;
                }
                j = src.match[j];
            } else if (c == ';') {
                return -1;
            }
        }
        return -1;
    }

    private boolean typeBrace(int brace) {
        char prev = src.prevSig(brace);
        if (prev == '>') {
            int k = brace - 1;
            while (Character.isWhitespace(src.code[k])) {
                k--;
            }
            return k > 0 && src.code[k - 1] == '=';
        }
        return ":|&<,=(".indexOf(prev) >= 0;
    }

    /**
     * End of the statement starting at {@code p}: a semicolon outside brackets, or a newline after which the
     * statement is complete (the line does not end with an operator or comma and the next line does not
     * start with one).
     */
    int statementEnd(int p, int to) {
        int j = p;
        while (j < to) {
            char c = src.code[j];
            if (c == '(' || c == '[' || c == '{') {
                j = Math.min(src.after(j), to);
                continue;
            }
            if (c == ';') {
                return j + 1;
            }
            if (c == '\n' && complete(j)) {
                return j;
            }
            j++;
        }
        return to;
    }

    /** End of an interface member or object-literal entry: {@code ;} or {@code ,} outside brackets, or a complete line. */
    int memberEnd(int p, int to) {
        int angles = 0;
        int j = p;
        while (j < to) {
            char c = src.code[j];
            if (c == '(' || c == '[' || c == '{') {
                j = Math.min(src.after(j), to);
                continue;
            }
            if (c == '<') {
                angles++;
            } else if (c == '>' && src.code[j - 1] != '=') {
                angles = Math.max(0, angles - 1);
            } else if ((c == ';' || c == ',') && angles == 0) {
                return j;
            } else if (c == '\n' && angles == 0 && complete(j)) {
                return j;
            }
            j++;
        }
        return to;
    }

    /** Whether a statement may end at the newline at {@code nl}. */
    private boolean complete(int nl) {
        char prev = src.prevSig(nl);
        if (prev == 0 || ",([{=:?|&+*%!~^.".indexOf(prev) >= 0) {
            return false;
        }
        if (prev == '>') {
            int k = nl - 1;
            while (k > 0 && Character.isWhitespace(src.code[k])) {
                k--;
            }
            if (k > 0 && src.code[k - 1] == '=') {
                return false; // a line ending with an arrow
            }
        }
        int next = src.skipSpace(nl);
        if (next >= src.length()) {
            return true;
        }
        char n = src.code[next];
        return ".?:|&)]=+*/%,".indexOf(n) < 0 && !src.word(next, "extends") && !src.word(next, "implements")
                && !src.word(next, "as") && !src.word(next, "satisfies");
    }

    /** Offset of the {@code =} of an assignment in {@code [from, end)} (not {@code ==} or {@code =>}), or -1. */
    int assignment(int from, int end) {
        int angles = 0;
        for (int j = from; j < end; j++) {
            char c = src.code[j];
            if (c == '(' || c == '[' || c == '{') {
                j = src.match[j];
            } else if (c == '<') {
                angles++;
            } else if (c == '>' && src.code[j - 1] != '=') {
                angles = Math.max(0, angles - 1);
            } else if (c == '=' && angles == 0) {
                char next = j + 1 < end ? src.code[j + 1] : ' ';
                char prev = j > 0 ? src.code[j - 1] : ' ';
                if (next != '=' && next != '>' && "=!<>+-*/%&|^".indexOf(prev) < 0) {
                    return j;
                }
                j++;
            }
        }
        return -1;
    }

    /**
     * When the value at {@code init} is a function ({@code function ...}, {@code async (...) =>},
     * {@code x =>}, {@code <T>(...): R =>}), the offset where its signature ends (after {@code =>}, or at
     * the body brace of a function expression); otherwise -1.
     */
    int functionValueEnd(int init, int end) {
        int i = init;
        if (src.word(i, "async")) {
            i = src.skipSpace(i + 5);
        }
        if (src.word(i, "function")) {
            return signatureEnd(i, end);
        }
        if (i < end && src.code[i] == '<') {
            int depth = 0;
            for (; i < end; i++) {
                if (src.code[i] == '<') {
                    depth++;
                } else if (src.code[i] == '>' && --depth == 0) {
                    break;
                }
            }
            i = src.skipSpace(i + 1);
        }
        if (i < end && src.code[i] == '(') {
            i = src.skipSpace(src.after(i));
            if (i < end && src.code[i] == ':') {
                int arrow = src.code(i, end).indexOf("=>");
                return arrow < 0 ? -1 : i + arrow + 2;
            }
        } else if (i < end && Text.identChar(src.code[i])) {
            i = src.skipSpace(src.identEnd(i));
        } else {
            return -1;
        }
        return i + 1 < end && src.code[i] == '=' && src.code[i + 1] == '>' ? i + 2 : -1;
    }
}
