package dev.dossier.clash;

import java.time.Instant;
import java.util.List;

/**
 * A clash between a stored statement and a new one, and how it was resolved: nothing is resolved silently, so every
 * clash records the strategy, what was done, why, by whom ({@code system} for the policy) and when.
 *
 * @param id         {@code cl_...}
 * @param existing   the stored statement
 * @param incoming   the new statement
 * @param strategy   the strategy applied (ask_user when prefer_recent met equal timestamps)
 * @param resolution what was done ("superseded st_...", "kept both, qualified", ...), or null while pending
 * @param reason     why
 * @param automatic  resolved by the policy (false: by a person's answer, or pending)
 * @param question   for ask_user: the question
 * @param options    for ask_user: the answers it accepts ({@code existing}, {@code new}, {@code both}) with what each means
 * @param answer     the chosen option, once answered
 * @param note       the person's note, once answered
 */
public record Clash(String id, String project, String sessionId, ClashType type, Strategy strategy, Statement existing, Statement incoming,
                    ClashStatus status, String resolution, String reason, boolean automatic, String question, List<String> options,
                    String answer, String note, String resolvedBy, Instant resolvedAt, Instant detected) {

    public Clash {
        options = List.copyOf(options);
    }
}
