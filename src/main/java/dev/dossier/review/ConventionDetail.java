package dev.dossier.review;

import java.util.List;

/** A convention with its full history (oldest version first) and the reviews behind it (oldest first). */
public record ConventionDetail(Convention convention, List<ConventionVersion> history, List<Provenance> provenance) {

    public ConventionDetail {
        history = List.copyOf(history);
        provenance = List.copyOf(provenance);
    }
}
