#!/usr/bin/env python3
"""Distribution statistics for tasks.jsonl -> stats.json (+ markdown on stdout; build.sh discards it).
Same script as sop-stylelint/scripts/stats.py.
Usage: python3 scripts/stats.py [DATASET_DIR]"""
import json, os, sys, collections
DS = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = {}
for fn in ("tasks.jsonl",):
    T = [json.loads(l) for l in open(os.path.join(DS, fn))]
    rpf = collections.Counter(len(t["violated_rules"]) for t in T)
    fpr, tot = collections.Counter(), collections.Counter()
    for t in T:
        for r, c in t["counts"].items():
            fpr[r] += 1
            tot[r] += c
    pos = [t for t in T if t["violated_rules"]]
    bypkg = collections.defaultdict(lambda: [0, 0])
    for t in T:
        bypkg[t["package"]][0] += 1
        bypkg[t["package"]][1] += bool(t["violated_rules"])
    out[fn] = {
        "files": len(T),
        "files_with_violations": len(pos),
        "files_by_language": dict(collections.Counter(t["language"] for t in T)),
        "positive_files_by_language": dict(collections.Counter(t["language"] for t in pos)),
        "distinct_rules_violated": len(fpr),
        "rules_per_file_histogram": {str(k): v for k, v in sorted(rpf.items())},
        "mean_rules_per_positive_file": round(sum(len(t["violated_rules"]) for t in pos) / max(1, len(pos)), 2),
        "files_per_rule": dict(fpr.most_common()),
        "violations_per_rule": dict(tot.most_common()),
        "per_package_files_positive": {k: {"files": v[0], "with_violations": v[1]} for k, v in sorted(bypkg.items())},
        "lines_total": sum(t["lines"] for t in T),
    }
json.dump(out, open(os.path.join(DS, "stats.json"), "w"), indent=1)
for fn, s in out.items():
    print(f"### {fn}\n")
    print(f"files {s['files']}, with >=1 violation {s['files_with_violations']}, distinct rules {s['distinct_rules_violated']}, "
          f"mean rules per positive file {s['mean_rules_per_positive_file']}\n")
    print("| rules in file | files |\n|---|---|")
    for k, v in s["rules_per_file_histogram"].items():
        print(f"| {k} | {v} |")
    print("\n| rule | files | violations |\n|---|---|---|")
    for r, v in s["files_per_rule"].items():
        print(f"| {r} | {v} | {s['violations_per_rule'][r]} |")
    print()
