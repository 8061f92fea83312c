package dev.dossier.assembly;

import java.util.Map;

/**
 * The budget of one assembly and how it was spent.
 *
 * @param window        context window
 * @param systemPrompt  reserved for the system prompt
 * @param taskOutput    reserved for the work under review
 * @param workingMemory reserved for working memory
 * @param output        reserved for the answer
 * @param safetyMargin  kept free
 * @param available     what the context may use
 * @param used          tokens of the context (model tokenizer)
 * @param utilization   used / available
 * @param metadata      tokens of mandatory content (SOP metadata, decisions)
 * @param policy        policy preset
 * @param tiers         chunk budget per severity
 * @param ladder        ladder rungs applied, in order (e.g. "drop conventions", "trim summaries to stub")
 */
public record BudgetRecord(int window, int systemPrompt, int taskOutput, int workingMemory, int output, int safetyMargin, int available,
                           int used, double utilization, int metadata, String policy, Map<String, TierRecord> tiers,
                           java.util.List<String> ladder) {
}
