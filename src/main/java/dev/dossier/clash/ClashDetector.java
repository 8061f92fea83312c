package dev.dossier.clash;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * Finds the stored statements a new one clashes with (pure: no store, no clock). Two statements clash on a slot key
 * they share: equal values are duplicates; different values of a preference are contradictory preferences; of
 * anything else, conflicting facts when stated at the same instant, outdated information otherwise. One conflict per
 * stored statement (its first clashing slot).
 */
public final class ClashDetector {

    private ClashDetector() {
    }

    public static List<Conflict> detect(List<Slot> slots, Instant at, List<Statement> existing) {
        var out = new ArrayList<Conflict>();
        var seen = new HashSet<String>();
        for (Statement s : existing) {
            if (s.status() != StatementStatus.ACTIVE) {
                continue;
            }
            for (Slot mine : slots) {
                var theirs = s.slots().stream().filter(o -> o.key().equals(mine.key())).findFirst();
                if (theirs.isPresent() && seen.add(s.id())) {
                    out.add(new Conflict(s, mine, type(mine, theirs.get(), at, s.validFrom())));
                    break;
                }
            }
        }
        return out;
    }

    static ClashType type(Slot mine, Slot theirs, Instant at, Instant stored) {
        if (mine.value().equals(theirs.value())) {
            return ClashType.DUPLICATES;
        }
        if (mine.preference() || theirs.preference()) {
            return ClashType.CONTRADICTORY_PREFERENCES;
        }
        return at.equals(stored) ? ClashType.CONFLICTING_FACTS : ClashType.OUTDATED_INFORMATION;
    }
}
