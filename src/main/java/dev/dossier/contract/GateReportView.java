package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.gates.StoredGateReport;
import java.util.List;

/**
 * A recorded gate report.
 *
 * @param id      its id
 * @param project the task's project
 * @param taskId  the task
 * @param at      when it was recorded (ISO-8601)
 * @param passed  whether no required gate failed
 * @param gates   each gate's outcome
 */
public record GateReportView(String id, String project, @JsonProperty("task_id") String taskId, String at, boolean passed,
                             List<GateResultView> gates) {

    public static GateReportView of(StoredGateReport r) {
        return new GateReportView(r.id(), r.project(), r.taskId(), r.at().toString(), r.report().passed(),
                r.report().gates().stream().map(GateResultView::of).toList());
    }
}
