package dev.dossier.cli;

import dev.dossier.embedding.Progress;
import dev.dossier.embedding.ProgressListener;
import java.io.PrintWriter;
import java.util.Locale;

/** Renders progress on one terminal line (only used when the output is a terminal and not JSON). */
final class TerminalProgress implements ProgressListener {

    private final PrintWriter err;
    private long lastPrint;

    TerminalProgress(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void onProgress(Progress p) {
        long now = System.nanoTime();
        boolean done = p.done() >= p.total();
        if (!done && now - lastPrint < 250_000_000L) {
            return;
        }
        lastPrint = now;
        err.printf(Locale.ROOT, "\r%s %d/%d %s, %.1f/s, %s left   ", p.unit().equals("files") ? "reading" : "embedding", p.done(), p.total(),
                p.unit(), p.perSecond(),
                p.eta() == null ? "?" : p.eta().toSeconds() + " s");
        if (done) {
            err.println();
        }
        err.flush();
    }
}
