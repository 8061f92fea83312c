package dev.dossier.cli;

import dev.dossier.contract.DossierApi;
import dev.dossier.contract.GateReportRequest;
import dev.dossier.contract.GateRunView;
import dev.dossier.contract.Ids;
import dev.dossier.contract.Params;
import dev.dossier.error.DossierException;
import dev.dossier.gates.GateConfig;
import dev.dossier.gates.GateReport;
import dev.dossier.gates.GateRunner;
import dev.dossier.gates.GateStatus;
import io.micronaut.context.annotation.Prototype;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dossier gates run}: the workspace's gate checks (seed 002, layer 1). */
@Command(name = "gates", mixinStandardHelpOptions = true, description = "Gate checks: configured build, test and lint commands.",
        subcommands = {GatesCommand.Run.class})
final class GatesCommand {

    /**
     * Runs every gate of the file in the workspace and prints the report; exit 0 when every required gate passed
     * (optional failures are warnings), 9 when one did not. With {@code --task} the report is also recorded for the task
     * (through the running server when there is one), so its review context shows it.
     */
    @Prototype
    @Command(name = "run", mixinStandardHelpOptions = true, description = "Run the gates of gates.yaml in a workspace; exit 9 when a required gate failed.")
    static final class Run extends ApiCommand {

        @Option(names = "--config", paramLabel = "FILE", description = "The gates file (default WORKSPACE/gates.yaml).")
        Path config;

        @Option(names = "--workspace", paramLabel = "DIR", defaultValue = ".", description = "Where the commands run (default the current directory).")
        Path workspace;

        @Option(names = "--task", paramLabel = "ID", description = "Record the report for this task (needs --project).")
        String task;

        @Option(names = "--project", paramLabel = "P", description = "The task's project.")
        String project;

        private GateReport report;

        @Override
        void validate() {
            if (task != null) {
                Params.id("task", task, Ids.REFERENCE);
                if (project == null) {
                    throw DossierException.invalidField("project", "--task needs --project: a task's report is kept with its project");
                }
            }
            if (project != null) {
                Params.id("project", project, Ids.PROJECT);
            }
        }

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            try {
                validate();
                var gates = GateConfig.load(config != null ? config : workspace.resolve(GateConfig.FILE));
                report = new GateRunner().run(gates, workspace);
            } catch (DossierException e) {
                return Failures.report(e, false, common.json, out, spec.commandLine().getErr());
            }
            if (task == null) {
                print(out);
                return exit();
            }
            int posted = super.call();
            return posted == ExitCodes.OK ? exit() : posted;
        }

        @Override
        int run(DossierApi api, PrintWriter out) {
            var view = GateRunView.of(report);
            api.recordGateReport(new GateReportRequest(project, task, view.passed(), view.gates()));
            print(out);
            return ExitCodes.OK;
        }

        private int exit() {
            return report.passed() ? ExitCodes.OK : ExitCodes.GATE_FAILED;
        }

        private void print(PrintWriter out) {
            if (common.json) {
                Output.json(out, GateRunView.of(report));
            } else {
                for (var g : report.gates()) {
                    out.printf("%-9s %-20s %s%s  %d ms%n", g.status().label(), g.name(), g.required() ? "required" : "optional",
                            g.exitCode() == null ? "" : "  exit " + g.exitCode(), g.durationMs());
                    if (g.status() != GateStatus.PASSED && !g.outputTail().isBlank()) {
                        g.outputTail().lines().skip(Math.max(0, g.outputTail().lines().count() - 10)).forEach(l -> out.println("    " + l));
                    }
                }
                out.println(report.passed() ? (report.warnings().isEmpty() ? "passed" : "passed with " + report.warnings().size() + " warning(s)")
                        : "FAILED: a required gate did not pass");
            }
            out.flush();
        }
    }
}
