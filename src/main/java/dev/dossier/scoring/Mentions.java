package dev.dossier.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code @}-mentions of a query and a conversation ({@code @src/auth/oauth.ts}, {@code @T1059},
 * {@code @docs/}). An {@code @} counts only at the start of a word (not in {@code user@example.com}); trailing
 * sentence punctuation is not part of the mention. A mention refers to an item when it is
 * <ul>
 *   <li>the item's id (case-insensitive), or</li>
 *   <li>the item's file path, or a tail of it that starts at a {@code /} ({@code @oauth.ts} for {@code src/auth/oauth.ts}), or</li>
 *   <li>a folder ending in {@code /} that the file path is under ({@code @src/auth/}).</li>
 * </ul>
 */
public final class Mentions {

    private static final Pattern MENTION = Pattern.compile("(?<![\\w@.])@([\\w./\\-#:~+]+)");

    private final List<String> mentions;

    private Mentions(List<String> mentions) {
        this.mentions = List.copyOf(mentions);
    }

    /** All mentions in the given texts, in order, repeats kept. */
    public static Mentions in(List<String> texts) {
        var out = new ArrayList<String>();
        for (String text : texts) {
            if (text == null) {
                continue;
            }
            Matcher m = MENTION.matcher(text);
            while (m.find()) {
                String v = m.group(1).replaceAll("[.:,;]+$", "");
                if (v.startsWith("./")) {
                    v = v.substring(2);
                }
                if (!v.isEmpty()) {
                    out.add(v);
                }
            }
        }
        return new Mentions(out);
    }

    /** The mentions found, in order. */
    public List<String> all() {
        return mentions;
    }

    /** How many mentions refer to the item with this id and file path (either may be null). */
    public int count(String id, String filePath) {
        String path = filePath == null ? null : filePath.replace('\\', '/');
        if (path != null && path.startsWith("./")) {
            path = path.substring(2);
        }
        int n = 0;
        for (String m : mentions) {
            if (refersTo(m, id, path)) {
                n++;
            }
        }
        return n;
    }

    private static boolean refersTo(String mention, String id, String path) {
        if (id != null && mention.toLowerCase(Locale.ROOT).equals(id.toLowerCase(Locale.ROOT))) {
            return true;
        }
        if (path == null || path.isEmpty()) {
            return false;
        }
        if (mention.endsWith("/")) {
            return path.startsWith(mention) || path.contains("/" + mention);
        }
        return path.equals(mention) || path.endsWith("/" + mention);
    }
}
