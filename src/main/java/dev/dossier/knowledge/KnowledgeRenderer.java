package dev.dossier.knowledge;

import dev.dossier.assembly.Level;
import dev.dossier.scoring.ItemScore;
import java.util.Locale;

/** The markdown shapes of a knowledge context; every item cites its id, title, file path and type. */
final class KnowledgeRenderer {

    static final String HEADER = "# Knowledge context\n\nAssembled by Dossier for the query at the end. Each item cites its source "
            + "(id, file path, type), the level it is included at (full, partial, detailed, summary, stub) and its score.\n";

    private KnowledgeRenderer() {
    }

    static String tierHeading(AssemblyMode mode, String tier) {
        if (mode == AssemblyMode.CAG) {
            return "## Knowledge\n";
        }
        return "## " + Character.toUpperCase(tier.charAt(0)) + tier.substring(1) + " knowledge\n";
    }

    static String item(KnowledgeCandidate c, ItemScore score, Level level, String body) {
        String citation = "`" + c.id() + "` · " + level.label() + " · score " + score(score.score());
        if (level == Level.STUB) {
            int nl = body.indexOf('\n');
            return nl < 0 ? "### " + body + "\n" + citation + "\n" : "### " + body.substring(0, nl) + "\n" + citation + " · " + body.substring(nl + 1) + "\n";
        }
        return itemHead(c, score, level) + body.strip() + "\n";
    }

    /** What an item above the stub level shows before its body: title, citation, a blank line. */
    static String itemHead(KnowledgeCandidate c, ItemScore score, Level level) {
        String source = (c.filePath() == null ? "" : " · " + c.filePath()) + " · " + c.type();
        return "### " + c.title() + "\n`" + c.id() + "`" + source + " · " + level.label() + " · score " + score(score.score()) + "\n\n";
    }

    static String historyHeading() {
        return "## Conversation history (oldest first)\n";
    }

    static String turn(HistoryTurn t, String body, String treatment) {
        var b = new StringBuilder("**").append(t.role().strip()).append("**");
        if (t.timestamp() != null) {
            b.append(" · ").append(t.timestamp());
        }
        if (!treatment.equals("verbatim")) {
            b.append(" · ").append(treatment);
        }
        return b.append('\n').append(body.strip()).append('\n').toString();
    }

    static String query(String query) {
        return "## Query\n\n" + query.strip() + "\n";
    }

    static String score(double s) {
        return String.format(Locale.ROOT, "%.2f", s);
    }
}
