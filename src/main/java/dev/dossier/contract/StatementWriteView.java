package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.List;

/**
 * What a statement write did: the statement as stored (null when it waits in quarantine) and its clashes with how
 * each was resolved; {@code quarantine_id} when the claim guard could not decide it.
 */
public record StatementWriteView(@Nullable @JsonInclude(JsonInclude.Include.NON_NULL) StatementView statement, List<ClashView> clashes,
                                 @JsonProperty("quarantine_id") @Nullable String quarantineId, String reason) {
}
