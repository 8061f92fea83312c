package dev.dossier.monitor;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

/**
 * Everything {@code monitor.yaml} defines: the four rules, per-project overrides of whole rules, and the pressure
 * preset of {@code sessions.yaml} whose bands a loop's utilization is reported in.
 *
 * @param rules          the rules
 * @param projects       per project, the rules it overrides
 * @param pressurePreset a pressure preset of sessions.yaml (semspec: 50/65/75/85)
 */
public record MonitorPolicy(Map<Rule, RulePolicy> rules, Map<String, Map<Rule, RulePolicy>> projects, String pressurePreset) {

    public static final String FILE = "monitor.yaml";

    public MonitorPolicy {
        rules = Map.copyOf(rules);
        var copy = new HashMap<String, Map<Rule, RulePolicy>>();
        projects.forEach((k, v) -> copy.put(k, Map.copyOf(v)));
        projects = Map.copyOf(copy);
        for (Rule r : Rule.values()) {
            if (!rules.containsKey(r)) {
                throw new IllegalArgumentException("rules." + r.label() + " is missing");
            }
        }
    }

    /** The rule as it applies to {@code project}: its override, else the default. */
    public RulePolicy rule(Rule rule, String project) {
        var override = projects.get(project);
        return override != null && override.containsKey(rule) ? override.get(rule) : rules.get(rule);
    }

    public static MonitorPolicy load(Path configDir) {
        return ConfigFiles.read(configDir, FILE, MonitorFile.class, MonitorFile::policy);
    }

    /** The file as written; rule names are the keys retries, utilization, scope_creep, conflicting_changes. */
    record MonitorFile(String pressurePreset, Rules rules, @jakarta.annotation.Nullable Map<String, ProjectRules> projects) {
        record Rules(RulePolicy retries, RulePolicy utilization, RulePolicy scopeCreep, RulePolicy conflictingChanges) {
            Map<Rule, RulePolicy> map() {
                var m = new EnumMap<Rule, RulePolicy>(Rule.class);
                m.put(Rule.RETRIES, retries);
                m.put(Rule.UTILIZATION, utilization);
                m.put(Rule.SCOPE_CREEP, scopeCreep);
                m.put(Rule.CONFLICTING_CHANGES, conflictingChanges);
                return m;
            }
        }

        /** A project's overrides: any of the rules, each whole. */
        record ProjectRules(@jakarta.annotation.Nullable RulePolicy retries, @jakarta.annotation.Nullable RulePolicy utilization,
                            @jakarta.annotation.Nullable RulePolicy scopeCreep, @jakarta.annotation.Nullable RulePolicy conflictingChanges) {
            Map<Rule, RulePolicy> map() {
                var m = new EnumMap<Rule, RulePolicy>(Rule.class);
                if (retries != null) {
                    m.put(Rule.RETRIES, retries);
                }
                if (utilization != null) {
                    m.put(Rule.UTILIZATION, utilization);
                }
                if (scopeCreep != null) {
                    m.put(Rule.SCOPE_CREEP, scopeCreep);
                }
                if (conflictingChanges != null) {
                    m.put(Rule.CONFLICTING_CHANGES, conflictingChanges);
                }
                return m;
            }
        }

        MonitorPolicy policy() {
            var p = new HashMap<String, Map<Rule, RulePolicy>>();
            if (projects != null) {
                projects.forEach((name, rules) -> {
                    if (!name.matches("[A-Za-z0-9._-]{1,128}")) {
                        throw new IllegalArgumentException("projects: '" + name + "' is not a project name");
                    }
                    p.put(name, rules.map());
                });
            }
            return new MonitorPolicy(rules.map(), p, pressurePreset);
        }
    }
}
