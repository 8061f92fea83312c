// Lint every file in sources.json with ESLint 8.57.1 (eslintrc mode, ESLint class, no config files read)
// and this config, core rules only:
//   extends: ["eslint:recommended"]                      (@eslint/js@8.57.1)
//   rules:   the core-ESLint rules of eslint-config-standard@17.1.0 (its import/, n/, promise/ plugin
//            rules are dropped: they have no SOP; the plugins are not installed). Standard's setting
//            wins where both configs set a rule (as with a normal "extends" + "rules").
//   parserOptions: { ecmaVersion: "latest", sourceType: per file (see below) }
//   env:     es2022 + node and/or browser per package (ENV below); globals per package (GLOBALS below)
// sourceType: .mjs -> module, .cjs -> script; .js -> "module" if the file parses as a module and has a
// top-level import/export declaration, else "script". Inline /* eslint-disable */, /* global */ and
// /* eslint rule: ... */ comments in the sources are honoured (ESLint's default).
//
// Usage: node scripts/lint.mjs [DATASET_DIR]
//   env ESLINT_PREFIX  folder whose node_modules has eslint + configs (default .npm-work/eslint)
// Writes: tasks.jsonl, violations.jsonl, lint_meta.json
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DS = path.resolve(process.argv[2] || path.join(HERE, ".."));
const PREFIX = path.resolve(process.env.ESLINT_PREFIX || ".npm-work/eslint");
const req = createRequire(path.join(PREFIX, "package.json"));
const { ESLint } = req("eslint");
const { builtinRules } = req("eslint/use-at-your-own-risk");
const reqE = createRequire(req.resolve("eslint/package.json"));
const espree = reqE("espree");
const ver = (r, p) => r(`${p}/package.json`).version;

const ENV = { // package -> environments besides es2022
  lodash: ["node", "browser"], express: ["node"], moment: ["node", "browser"], axios: ["node", "browser"],
  semver: ["node"], underscore: ["node", "browser"], jquery: ["browser"], qs: ["node"], ws: ["node"],
  prismjs: ["browser"], webpack: ["node"], three: ["browser"], "source-map": ["node", "browser"], esutils: ["node"],
};
const GLOBALS = { // globals a package's files assume but do not declare
  prismjs: { Prism: "readonly" }, // every components/prism-*.js extends the global Prism object
};
const standardAll = req("eslint-config-standard").rules;
const standardCore = Object.fromEntries(Object.entries(standardAll).filter(([k]) => !k.includes("/")));

function sourceTypeOf(file, text) {
  if (file.endsWith(".mjs")) return "module";
  if (file.endsWith(".cjs")) return "script";
  try {
    const ast = espree.parse(text, { ecmaVersion: "latest", sourceType: "module" });
    return ast.body.some((n) => /^(ImportDeclaration|Export(Named|Default|All)Declaration)$/.test(n.type)) ? "module" : "script";
  } catch {
    try { espree.parse(text, { ecmaVersion: "latest", sourceType: "script" }); return "script"; } catch { /* neither parses */ }
    return /^\s*(import\s|export\s)/m.test(text) ? "module" : "script";
  }
}

const sources = JSON.parse(fs.readFileSync(path.join(DS, "sources.json"), "utf8"));
const tasks = [], violations = [];
const meta = { parse_errors: [], non_core_rule_reports: {}, other_messages: {}, deprecated_rules_used: {},
  source_type_counts: {}, env_by_package: {}, globals_by_package: GLOBALS, source_types: {} };
for (const [i, s] of sources.entries()) {
  const task_id = `eslint-${String(i + 1).padStart(4, "0")}`;
  const abs = path.join(DS, s.file);
  const text = fs.readFileSync(abs, "utf8");
  const sourceType = sourceTypeOf(s.file, text);
  const envs = ["es2022", ...(ENV[s.package] || [])];
  meta.source_types[s.file] = sourceType;
  meta.source_type_counts[sourceType] = (meta.source_type_counts[sourceType] || 0) + 1;
  meta.env_by_package[s.package] = envs;
  const eslint = new ESLint({
    cwd: DS,
    useEslintrc: false,
    ignore: false,
    allowInlineConfig: true,
    baseConfig: {
      root: true,
      extends: ["eslint:recommended"],
      env: Object.fromEntries(envs.map((e) => [e, true])),
      globals: GLOBALS[s.package] || {},
      parserOptions: { ecmaVersion: "latest", sourceType },
      rules: standardCore,
    },
  });
  const [r] = await eslint.lintText(text, { filePath: abs, warnIgnored: true });
  const counts = {};
  let parseError = false;
  for (const m of r.messages) {
    if (m.fatal) { parseError = true; meta.parse_errors.push({ file: s.file, text: m.message, line: m.line }); continue; }
    if (!m.ruleId) { meta.other_messages[m.message] = (meta.other_messages[m.message] || 0) + 1; continue; }
    if (!builtinRules.has(m.ruleId)) { // e.g. "Definition for rule 'n/foo' was not found" from a disable comment
      meta.non_core_rule_reports[m.ruleId] = (meta.non_core_rule_reports[m.ruleId] || 0) + 1; continue;
    }
    counts[m.ruleId] = (counts[m.ruleId] || 0) + 1;
    violations.push({ task_id, file: s.file, rule: m.ruleId, severity: m.severity === 2 ? "error" : "warning",
      line: m.line, column: m.column, message: m.message });
  }
  for (const d of r.usedDeprecatedRules || []) meta.deprecated_rules_used[d.ruleId] = (meta.deprecated_rules_used[d.ruleId] || 0) + 1;
  const sorted = Object.fromEntries(Object.entries(counts).sort());
  tasks.push({
    task_id,
    file: s.file,
    package: `${s.package}@${s.version}`,
    language: "js",
    lines: s.lines,
    violated_rules: Object.keys(sorted),
    counts: sorted,
    sop_files: Object.keys(sorted).map((r) => `sops/${r}.md`),
    total_violations: Object.values(sorted).reduce((a, b) => a + b, 0),
    parse_error: parseError,
  });
}
const w = (f, rows) => fs.writeFileSync(path.join(DS, f), rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
w("tasks.jsonl", tasks);
w("violations.jsonl", violations);
meta.deprecated_rules_used = Object.fromEntries(Object.entries(meta.deprecated_rules_used).sort());
fs.writeFileSync(path.join(DS, "lint_meta.json"), JSON.stringify({
  eslint: ver(req, "eslint"),
  "@eslint/js": ver(reqE, "@eslint/js"),
  "eslint-config-standard": ver(req, "eslint-config-standard"),
  espree: ver(reqE, "espree"),
  config: "eslintrc; extends eslint:recommended + core rules of eslint-config-standard; parserOptions {ecmaVersion: latest, sourceType per file}",
  rules_enabled: Object.keys({ ...reqE("@eslint/js").configs.recommended.rules, ...standardCore }).length,
  ...meta,
}, null, 1));
console.log(`files=${tasks.length} with_violations=${tasks.filter((t) => t.violated_rules.length).length} parse_errors=${meta.parse_errors.length}`);
