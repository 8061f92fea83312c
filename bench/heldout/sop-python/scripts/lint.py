#!/usr/bin/env python3
"""Lint every file in sources.json with the Debian pylint 2.16.2 and scripts/pylintrc (nothing else).

Usage: /usr/bin/python3 scripts/lint.py [DATASET_DIR]
  env PYLINT_SRC  the unpacked Debian packages (default .py-work/src, see fetch_sources.sh)
      PYLINT_ENV  import path holding only pylint and its dependencies (default .py-work/pylint-env)
Writes: tasks.jsonl, violations.jsonl, lint_meta.json

One pylint process per file, one at a time (jobs=1). Each file is linted in place inside its unpacked
Debian package (byte-identical to the copy under files/, checked by sha256), from that package's
dist-packages folder, so imports inside the same package resolve; the interpreter runs with -S
(no site-packages) and PYTHONPATH=PYLINT_ENV, so no other installed package is visible. Fixed
PYTHONHASHSEED and locale. Inline "# pylint: disable=..." comments in the sources are honoured.

Ground truth = messages that have a SOP in sops/ (see make_sops.py). Messages without a SOP are
counted in lint_meta.json ("dropped_without_sop") and left out of tasks.jsonl and violations.jsonl.
syntax-error/parse-error/astroid-error/fatal mark the task parse_error and are not counted.
severity: error = F/E, warning = W, info = C/R/I (the msgid's first letter). column is pylint's
0-based column.
"""
import collections, hashlib, json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DS = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE))
SRC = os.path.abspath(os.environ.get("PYLINT_SRC", ".py-work/src"))
ENV = os.path.abspath(os.environ.get("PYLINT_ENV", ".py-work/pylint-env"))
RCFILE = os.path.join(HERE, "pylintrc")
SEVERITY = {"F": "error", "E": "error", "W": "warning", "C": "info", "R": "info", "I": "info"}
PARSE = {"syntax-error", "parse-error", "astroid-error", "fatal"}
PY = "/usr/bin/python3"
CHILD_ENV = {"PATH": "/usr/bin:/bin", "PYTHONPATH": ENV, "PYTHONHASHSEED": "0", "LC_ALL": "C.UTF-8",
             "PYLINTHOME": "/nonexistent-pylint-home", "HOME": "/nonexistent-home"}


def pylint(*args, cwd="/"):
    return subprocess.run([PY, "-S", "-m", "pylint", f"--rcfile={RCFILE}", *args], env=CHILD_ENV, cwd=cwd,
                          capture_output=True, text=True, timeout=600)


def main():
    sources = json.load(open(os.path.join(DS, "sources.json")))
    sops = {f[:-3] for f in os.listdir(os.path.join(DS, "sops")) if f.endswith(".md")}
    versions = pylint("--version").stdout.strip().splitlines()
    tasks, violations = [], []
    meta = {"parse_errors": [], "pylint_stderr": {}, "dropped_without_sop": collections.Counter(),
            "dropped_without_sop_tasks": 0}
    for i, s in enumerate(sources):
        task_id = f"python-{i + 1:04d}"
        abs_lint = os.path.join(SRC, s["lint_path"])
        site = abs_lint[: -len(s["path_in_package"]) - 1]
        if hashlib.sha256(open(abs_lint, "rb").read()).hexdigest() != s["sha256"]:
            raise SystemExit(f"{abs_lint} differs from {s['file']}")
        r = pylint("--output-format=json", s["path_in_package"], cwd=site)
        if r.returncode & 32 or not r.stdout.strip().startswith("["):
            raise SystemExit(f"pylint failed on {s['file']}: rc={r.returncode}\n{r.stderr}")
        if r.stderr.strip():
            meta["pylint_stderr"][s["file"]] = r.stderr.strip()[-2000:]
        msgs = sorted(json.loads(r.stdout), key=lambda m: (m["line"], m["column"], m["symbol"], m["message"]))
        counts, parse_error, dropped = {}, False, False
        for m in msgs:
            if m["symbol"] in PARSE:
                parse_error = True
                meta["parse_errors"].append({"file": s["file"], "symbol": m["symbol"], "line": m["line"],
                                             "text": m["message"]})
                continue
            if m["symbol"] not in sops:
                meta["dropped_without_sop"][m["symbol"]] += 1
                dropped = True
                continue
            counts[m["symbol"]] = counts.get(m["symbol"], 0) + 1
            violations.append({"task_id": task_id, "file": s["file"], "rule": m["symbol"],
                               "severity": SEVERITY[m["message-id"][0]], "line": m["line"],
                               "column": m["column"], "message": m["message"]})
        meta["dropped_without_sop_tasks"] += dropped
        sorted_counts = dict(sorted(counts.items()))
        tasks.append({"task_id": task_id, "file": s["file"], "package": f"{s['package']}@{s['version']}",
                      "language": "python", "lines": s["lines"], "violated_rules": list(sorted_counts),
                      "counts": sorted_counts, "sop_files": [f"sops/{k}.md" for k in sorted_counts],
                      "total_violations": sum(sorted_counts.values()), "parse_error": parse_error})
        print(f"{task_id} {s['file']}: {len(sorted_counts)} rules, {sum(sorted_counts.values())} violations",
              flush=True)

    def w(fn, rows):
        with open(os.path.join(DS, fn), "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in rows)

    w("tasks.jsonl", tasks)
    w("violations.jsonl", violations)
    dpkg = lambda p: subprocess.run(["dpkg-query", "-W", "-f=${Version}", p], capture_output=True, text=True).stdout
    out = {"pylint": versions[0].split()[1], "astroid": versions[1].split()[1], "python": versions[2].split()[1],
           "debian_pylint": dpkg("pylint"), "debian_python3-astroid": dpkg("python3-astroid"),
           "debian_python3.11": dpkg("python3.11"),
           "rcfile": "scripts/pylintrc",
           "command": "python3 -S -m pylint --rcfile=scripts/pylintrc --output-format=json <path-in-package>"
                      " (cwd = the package's dist-packages folder, PYTHONPATH = pylint and its dependencies only)",
           "rcfile_sha256": hashlib.sha256(open(RCFILE, "rb").read()).hexdigest(),
           "sops": len(sops),
           "parse_errors": meta["parse_errors"],
           "dropped_without_sop": dict(sorted(meta["dropped_without_sop"].items(), key=lambda kv: (-kv[1], kv[0]))),
           "dropped_without_sop_violations": sum(meta["dropped_without_sop"].values()),
           "dropped_without_sop_tasks": meta["dropped_without_sop_tasks"],
           "pylint_stderr": meta["pylint_stderr"]}
    with open(os.path.join(DS, "lint_meta.json"), "w") as fh:
        json.dump(out, fh, indent=1)
        fh.write("\n")
    print(f"files={len(tasks)} with_violations={sum(bool(t['violated_rules']) for t in tasks)} "
          f"parse_errors={len(meta['parse_errors'])} violations={len(violations)} "
          f"dropped={out['dropped_without_sop_violations']}")


if __name__ == "__main__":
    main()
