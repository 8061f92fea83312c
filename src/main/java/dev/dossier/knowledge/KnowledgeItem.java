package dev.dossier.knowledge;

import dev.dossier.assembly.Level;
import dev.dossier.scoring.ItemScore;

/**
 * A knowledge item that made it into the context.
 *
 * @param id       candidate id
 * @param title    its title
 * @param filePath its file path, or null
 * @param type     its source type
 * @param level    full, partial (full text cut by the truncate strategy), detailed, summary or stub
 * @param tokens   tokens of its rendering (model tokenizer)
 * @param score    multi-factor score in [0, 1], rounded to 4 decimals
 * @param tier     the budget tier it was packed in ({@code knowledge} for cag; primary, supporting, reference for tiers)
 * @param factors  how the score was made
 */
public record KnowledgeItem(String id, String title, String filePath, String type, Level level, int tokens, double score, String tier,
                            ItemScore factors) {
}
