package dev.dossier.cli;

import dev.dossier.contract.DossierApi;
import dev.dossier.contract.GuardCheckRequest;
import dev.dossier.contract.QuarantineDecisionRequest;
import io.micronaut.context.annotation.Prototype;
import java.io.PrintWriter;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dossier guard check} and {@code dossier quarantine list|approve|reject}: the claim guard (C8) with the records
 * of {@code /v1/guard/check} and {@code /v1/quarantine} ({@code --json}). Exit 0 when accepted, 3 when blocked or
 * quarantined.
 */
@Command(name = "guard", mixinStandardHelpOptions = true, description = "Check claims against a knowledge base.",
        subcommands = {GuardCommand.Check.class, GuardCommand.Validate.class})
final class GuardCommand {

    private GuardCommand() {
    }

    @Prototype
    @Command(name = "check", mixinStandardHelpOptions = true, description = {"Check TEXT's claims against a knowledge base: accept, block or "
            + "quarantine, with a verdict per claim.", "Exit 0 when accepted, 3 when blocked or quarantined."})
    static final class Check extends ApiCommand {

        @Parameters(index = "0", paramLabel = "TEXT", description = "The text to check.")
        String text;

        @Option(names = "--kb", required = true, paramLabel = "NAME", description = "The knowledge base.")
        String kb;

        @Option(names = "--project", required = true, paramLabel = "P", description = "The project the text is going to.")
        String project;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var r = api.checkClaims(new GuardCheckRequest(text, kb, project));
            print(out, r, r.decision() + ": " + r.reason() + r.claims().stream().map(c -> System.lineSeparator() + "  " + c.verdict() + " "
                    + c.confidence() + "  " + (c.negated() ? "NOT " : "") + c.subject() + " " + c.relation() + " " + c.object()
                    + (c.correctFact() == null ? "" : "  (KB: " + c.correctFact() + ")")).collect(Collectors.joining()));
            return r.decision().equals("accept") ? ExitCodes.OK : ExitCodes.REJECTED;
        }
    }

    @Prototype
    @Command(name = "validate", mixinStandardHelpOptions = true, description = {"Validate CONTENT before adding it: relevance, freshness, "
            + "accuracy, completeness, consistency; the score is the mean of the metrics computed.",
            "Exit 0 when accepted, 3 when rejected, blocked or quarantined."})
    static final class Validate extends ApiCommand {

        @Parameters(index = "0", paramLabel = "CONTENT", description = "The content.")
        String content;

        @Option(names = "--project", required = true, paramLabel = "P", description = "The project whose statements it must not clash with.")
        String project;

        @Option(names = "--query", paramLabel = "TEXT", description = "What it should be relevant to.")
        String query;

        @Option(names = "--timestamp", paramLabel = "INSTANT", description = "When it was produced (ISO-8601).")
        String timestamp;

        @Option(names = "--field", paramLabel = "NAME=VALUE", description = "A field of the content (repeatable).")
        java.util.Map<String, String> fields;

        @Option(names = "--required", paramLabel = "NAME", description = "A field it must have (repeatable).")
        java.util.List<String> required;

        @Option(names = "--session", paramLabel = "ID", description = "A session of yours whose statements it must not clash with.")
        String session;

        @Option(names = "--kb", paramLabel = "NAME", description = "The knowledge base its claims are checked against.")
        String kb;

        @Option(names = "--key", paramLabel = "KEY", description = "Its key, for a keyed item (preference.hotel).")
        String key;

        /** The options make a request body: a problem names its fields by JSON pointer, as HTTP does. */
        @Override
        boolean bodyInput() {
            return true;
        }

        @Override
        int run(DossierApi api, PrintWriter out) {
            var v = api.validateContent(new dev.dossier.contract.GuardValidateRequest(content, query, timestamp, fields, required, session, kb, project, key));
            var m = v.metrics();
            var text = new StringBuilder(v.decision() + " (quality " + v.qualityScore() + "): " + v.reason());
            String[] names = {"relevance", "freshness", "accuracy", "completeness", "consistency"};
            var all = java.util.List.of(m.relevance(), m.freshness(), m.accuracy(), m.completeness(), m.consistency());
            for (int i = 0; i < names.length; i++) {
                var x = all.get(i);
                text.append(System.lineSeparator()).append("  ").append(names[i]).append(' ')
                        .append(x.value() == null ? "-" : x.value() + (Boolean.TRUE.equals(x.passed()) ? " ok" : " FAILED") + " (>= " + x.threshold() + ")")
                        .append("  ").append(x.reason());
            }
            print(out, v, text.toString());
            return v.decision().equals("accept") ? ExitCodes.OK : ExitCodes.REJECTED;
        }
    }

    /** {@code dossier quarantine list|approve|reject}. */
    @Command(name = "quarantine", mixinStandardHelpOptions = true, description = "Content the guard held back: list, approve, reject.",
            subcommands = {QuarantineList.class, Approve.class, Reject.class})
    static final class Quarantine {
    }

    @Prototype
    @Command(name = "list", mixinStandardHelpOptions = true, description = "Quarantined content, newest first.")
    static final class QuarantineList extends ApiCommand {

        @Option(names = "--project", paramLabel = "P", description = "Only this project's.")
        String project;

        @Option(names = "--status", paramLabel = "S", description = "pending, approved or rejected (default any).")
        String status;

        @Option(names = "--limit", paramLabel = "N", description = "At most this many (default 100, at most 1000).")
        Integer limit;

        @Override
        int run(DossierApi api, PrintWriter out) {
            return printEach(out, api.quarantine(project, status, limit), null,
                    q -> q.id() + "  " + q.status() + "  " + q.project() + "  " + q.created() + "  " + q.reason());
        }
    }

    private abstract static class Deciding extends ApiCommand {

        @Parameters(index = "0", paramLabel = "ID", description = "The quarantine item's id.")
        String id;

        @Option(names = "--note", required = true, paramLabel = "TEXT", description = "Why (recorded with who and when).")
        String note;

        abstract dev.dossier.contract.QuarantineView decide(DossierApi api, QuarantineDecisionRequest request);

        @Override
        int run(DossierApi api, PrintWriter out) {
            var q = decide(api, new QuarantineDecisionRequest(note));
            return print(out, q, q.id() + "  " + q.status() + " by " + q.decidedBy() + " at " + q.decided() + ": " + q.note());
        }
    }

    @Prototype
    @Command(name = "approve", mixinStandardHelpOptions = true, description = "Approve a pending item: it goes where it was going.")
    static final class Approve extends Deciding {
        @Override
        dev.dossier.contract.QuarantineView decide(DossierApi api, QuarantineDecisionRequest request) {
            return api.approveQuarantine(id, request);
        }
    }

    @Prototype
    @Command(name = "reject", mixinStandardHelpOptions = true, description = "Reject a pending item: it goes nowhere and stays recorded.")
    static final class Reject extends Deciding {
        @Override
        dev.dossier.contract.QuarantineView decide(DossierApi api, QuarantineDecisionRequest request) {
            return api.rejectQuarantine(id, request);
        }
    }
}
