#!/usr/bin/env python3
"""The ceiling of a per-kind citation prior on the stylelint set (ADR 0003, "Citations").

Ranks each severity tier of the report half's SOPs by how often the tune half violated them (per kind of file,
*.css / *.scss, or over all files), puts every error SOP and the top K warning SOPs in, and prints the mean share
of each report task's violated rules that are in. The split is StylelintBench.half: Java's String.hashCode of the
task's file path, even = tune. Usage: python3 bench/frequency_prior.py [DATA_DIR]
"""
import collections
import json
import os
import re
import sys

data = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..", "shared", "data", "sop-stylelint")


def java_hash(s):
    h = 0
    for ch in s:
        h = (31 * h + ord(ch)) & 0xFFFFFFFF
    return h - (1 << 32) if h >= 1 << 31 else h


severity = {}
for name in os.listdir(os.path.join(data, "sops")):
    text = open(os.path.join(data, "sops", name), encoding="utf-8").read()
    severity[name[:-3]] = re.search(r"^severity: (\w+)", text, re.M).group(1)
tasks = [json.loads(line) for line in open(os.path.join(data, "tasks.jsonl"), encoding="utf-8") if line.strip()]
tune = [t for t in tasks if java_hash(t["file"]) % 2 == 0]
report = [t for t in tasks if java_hash(t["file"]) % 2 == 1 and t["violated_rules"]]


def kind(path):
    return os.path.splitext(path)[1].lower()


print(f"tune tasks {len(tune)}, report tasks with violated rules {len(report)}")
print("warning SOPs in   by kind   all files")
for k in (8, 12, 15, 20, 30):
    row = []
    for by_kind in (True, False):
        total = 0.0
        for t in report:
            freq = collections.Counter()
            for u in tune:
                if not by_kind or kind(u["file"]) == kind(t["file"]):
                    freq.update(u["violated_rules"])
            warnings = sorted((r for r in severity if severity[r] == "warning"), key=lambda r: (-freq[r], r))[:k]
            chosen = {r for r in severity if severity[r] == "error"} | set(warnings)
            total += sum(r in chosen for r in t["violated_rules"]) / len(t["violated_rules"])
        row.append(total / len(report))
    print(f"{k:16d}   {row[0]:.3f}     {row[1]:.3f}")
