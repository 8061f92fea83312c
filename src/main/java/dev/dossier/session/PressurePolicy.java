package dev.dossier.session;

import java.util.List;

/** A named pressure preset: levels in increasing order, the first from 0. */
public record PressurePolicy(String name, List<PressureLevel> levels) {

    public PressurePolicy {
        levels = List.copyOf(levels);
        if (levels.isEmpty()) {
            throw new IllegalArgumentException("pressure." + name + " must list at least one level");
        }
        if (levels.get(0).from() != 0.0) {
            throw new IllegalArgumentException("pressure." + name + "[0].from must be 0, got " + levels.get(0).from());
        }
        var names = new java.util.HashSet<String>();
        for (int i = 0; i < levels.size(); i++) {
            var l = levels.get(i);
            if (!names.add(l.name())) {
                throw new IllegalArgumentException("pressure." + name + "[" + i + "].name '" + l.name() + "' is used twice");
            }
            if (i > 0 && !(l.from() > levels.get(i - 1).from() && l.from() <= 1.0)) {
                throw new IllegalArgumentException("pressure." + name + "[" + i + "].from must be above the previous level's and at most 1, got " + l.from());
            }
        }
    }

    /** Whether moving from level {@code from} to {@code to} is a rise; false when either is not one of this preset's levels. */
    public boolean rises(String from, String to) {
        int a = -1;
        int b = -1;
        for (int i = 0; i < levels.size(); i++) {
            a = levels.get(i).name().equals(from) ? i : a;
            b = levels.get(i).name().equals(to) ? i : b;
        }
        return a >= 0 && b > a;
    }

    /** The level of {@code tokens} out of {@code budget}. */
    public PressureLevel levelAt(long tokens, int budget) {
        PressureLevel at = levels.get(0);
        for (PressureLevel l : levels) {
            // integer comparison avoids 0.7 * 100 rounding surprises: tokens / budget >= from
            if (tokens >= Math.ceil(l.from() * budget - 1e-9)) {
                at = l;
            }
        }
        return at;
    }

    /** The share of the budget at which the first level that compresses or checkpoints starts (1 if none does). */
    public double actionAt() {
        for (PressureLevel l : levels) {
            if (l.action() != PressureAction.NONE && l.action() != PressureAction.WARN) {
                return l.from();
            }
        }
        return 1.0;
    }
}
