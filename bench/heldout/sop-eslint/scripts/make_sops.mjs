// Convert ESLint's per-rule docs (docs/src/rules/<rule>.md of the eslint/eslint repository at tag
// v8.57.1, extracted by fetch_docs.sh) into SOP markdown files with YAML front matter.
//
// Usage: node scripts/make_sops.mjs [DATASET_DIR]
//   env ESLINT_PREFIX    folder whose node_modules has eslint + configs (default .npm-work/eslint)
//   env ESLINT_DOCS_DIR  output of fetch_docs.sh (default .npm-work/eslint-docs)
// Writes DATASET_DIR/sops/<rule>.md and DATASET_DIR/sops_index.jsonl
//
// One SOP per core rule of eslint@8.57.1 (use-at-your-own-risk builtinRules, deprecated rules included).
// severity: error   - rule is enabled in eslint:recommended (@eslint/js@8.57.1 configs.recommended)
//           warning - rule is enabled only in eslint-config-standard@17.1.0 (its core rules; plugin rules ignored)
//           info    - in neither
// The doc's own YAML front matter (title, rule_type, related_rules, further_reading, ...) is removed from the
// body and its keys are copied into the SOP front matter; everything after the doc's closing "---" line is
// the body, byte for byte (including the "::: incorrect" / "::: correct" containers).
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DS = path.resolve(process.argv[2] || path.join(HERE, ".."));
const PREFIX = path.resolve(process.env.ESLINT_PREFIX || ".npm-work/eslint");
const DOCS = path.resolve(process.env.ESLINT_DOCS_DIR || ".npm-work/eslint-docs");
const req = createRequire(path.join(PREFIX, "package.json"));
const { builtinRules } = req("eslint/use-at-your-own-risk");
const yaml = req("js-yaml");
const eslintVer = req("eslint/package.json").version;
const reqE = createRequire(req.resolve("eslint/package.json")); // @eslint/js as eslint itself resolves it
const recommended = reqE("@eslint/js").configs.recommended.rules;
const jsVer = reqE("@eslint/js/package.json").version;
const standardAll = req("eslint-config-standard").rules;
const stdVer = req("eslint-config-standard/package.json").version;
const standard = Object.fromEntries(Object.entries(standardAll).filter(([k]) => !k.includes("/"))); // core rules only
const COMMIT = fs.readFileSync(path.join(DOCS, "COMMIT"), "utf8").trim();
const TAG = `v${eslintVer}`;
const RULES_DIR = path.join(DOCS, "docs", "src", "rules");
const GLOB = "**/*.{js,mjs,cjs}";
const sevOf = (v) => (Array.isArray(v) ? v[0] : v);
const on = (v) => v !== undefined && v !== null && !["off", 0, "0"].includes(sevOf(v));
const q = (s) => JSON.stringify(String(s));
const j = (v) => JSON.stringify(v === undefined ? null : v);
const gitBlob = (buf) => crypto.createHash("sha1").update(`blob ${buf.length}\0`).update(buf).digest("hex");
const DOC_KEYS = ["title", "rule_type", "related_rules", "further_reading", "handled_by_typescript", "extra_typescript_info"];

const outDir = path.join(DS, "sops");
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const ruleNames = [...builtinRules.keys()].sort();
const index = [], missingDocs = [], extraKeys = new Set();
for (const name of ruleNames) {
  const docPath = path.join(RULES_DIR, `${name}.md`);
  if (!fs.existsSync(docPath)) { missingDocs.push(name); continue; }
  const raw = fs.readFileSync(docPath);
  const text = raw.toString("utf8");
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!m) throw new Error(`no front matter in ${docPath}`);
  const docFm = yaml.load(m[1]) || {};
  const body = text.slice(m[0].length);
  const meta = builtinRules.get(name).meta || {};
  const inRec = on(recommended[name]);
  const inStd = on(standard[name]);
  const severity = inRec ? "error" : inStd ? "warning" : "info";
  // effective setting in the lint config: eslint:recommended, overridden by eslint-config-standard
  const setting = inStd ? standard[name] : inRec ? recommended[name] : null;
  const configs = [inRec && "eslint:recommended", inStd && "eslint-config-standard"].filter(Boolean);
  const docKeys = [...DOC_KEYS.filter((k) => k in docFm), ...Object.keys(docFm).filter((k) => !DOC_KEYS.includes(k))];
  for (const k of Object.keys(docFm)) if (!DOC_KEYS.includes(k)) extraKeys.add(k);
  const title = docFm.title ?? name;
  const fm = [
    "---",
    "category: sop",
    `applies_to: ${q(GLOB)}`,
    `severity: ${severity}`,
    `rule: ${q(name)}`,
    `title: ${q(title)}`,
    `description: ${q(meta.docs?.description ?? "")}`,
    ...docKeys.filter((k) => k !== "title").map((k) => `${k}: ${j(docFm[k])}`),
    `configs: [${configs.map(q).join(", ")}]`,
    `configured_option: ${setting === null ? "null" : q(JSON.stringify(setting))}`,
    `fixable: ${meta.fixable ? q(meta.fixable) : "false"}`,
    `has_suggestions: ${Boolean(meta.hasSuggestions)}`,
    `deprecated: ${Boolean(meta.deprecated)}`,
    `replaced_by: ${j(meta.replacedBy || [])}`,
    `source: ${q(`github:eslint/eslint@${TAG}(${COMMIT.slice(0, 12)}):docs/src/rules/${name}.md`)}`,
    `license: "MIT"`,
    "---",
    "",
  ].join("\n");
  fs.writeFileSync(path.join(outDir, `${name}.md`), fm + body);
  index.push({ rule: name, sop_file: `sops/${name}.md`, severity, title, description: meta.docs?.description ?? "",
    rule_type: docFm.rule_type ?? null, configured_option: setting, deprecated: Boolean(meta.deprecated),
    body_chars: body.length, source_git_blob: gitBlob(raw) });
}
fs.writeFileSync(path.join(DS, "sops_index.jsonl"), index.map((r) => JSON.stringify(r)).join("\n") + "\n");
const sev = index.reduce((a, r) => ((a[r.severity] = (a[r.severity] || 0) + 1), a), {});
const docFiles = fs.readdirSync(RULES_DIR).filter((f) => f.endsWith(".md")).map((f) => f.slice(0, -3));
console.log(JSON.stringify({ eslint: eslintVer, "@eslint/js": jsVer, "eslint-config-standard": stdVer, docs_commit: COMMIT,
  rules_in_eslint: ruleNames.length, docs_in_repo: docFiles.length, sops: index.length, severity: sev,
  deprecated: index.filter((r) => r.deprecated).length,
  deprecated_by_severity: index.filter((r) => r.deprecated).reduce((a, r) => ((a[r.severity] = (a[r.severity] || 0) + 1), a), {}),
  rules_without_doc: missingDocs, docs_without_rule: docFiles.filter((d) => !builtinRules.has(d)).length,
  standard_core_rules: Object.keys(standard).length, standard_plugin_rules_ignored: Object.keys(standardAll).length - Object.keys(standard).length,
  recommended_not_in_standard: Object.keys(recommended).filter((r) => !on(standard[r])).length,
  other_doc_front_matter_keys: [...extraKeys] }, null, 1));
