#!/usr/bin/env python3
"""Verify facts-heldout-9.tsv / .spec.json against kb.jsonl and entities.jsonl.

Checks every labelled claim and every claim listed in the spec:
  * a claim marked holds=True is true relative to the KB (triple present, or absent if negated);
    holds=False means the opposite;
  * a false non-negated claim's "correct" is a KB object for that subject and relation
    (borders: the named country is not a KB neighbour); a false negated claim names a KB object;
  * row labels follow from the claims (false: >=1 false claim, exactly one in paragraphs;
    true: all claims hold; unknown: relation not in the KB, no false claim);
  * TSV relation/subject/object match the labelled claim; counts, ids, header, format.
Exits non-zero on any error.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = "/work/shared/data/facts-countries"
TSV = os.path.join(HERE, "facts-heldout-9.tsv")
SPEC = os.path.join(HERE, "facts-heldout-9.spec.json")

errors = []


def err(msg):
    errors.append(msg)


kb = collections.defaultdict(set)
kb_rel_values = collections.defaultdict(set)
for line in open(os.path.join(DATA, "kb.jsonl"), encoding="utf-8"):
    t = json.loads(line)
    kb[(t["subject_id"], t["relation"])].add(t["object"])
    kb_rel_values[t["relation"]].add(t["object"])
KB_RELATIONS = set(kb_rel_values)
ents = {}
for line in open(os.path.join(DATA, "entities.jsonl"), encoding="utf-8"):
    e = json.loads(line)
    ents[e["id"]] = e
NAMES = {e["name"]: i for i, e in ents.items()}

# ---------------- TSV ----------------
lines = open(TSV, encoding="utf-8").read().split("\n")
if lines and lines[-1] == "":
    lines.pop()
header, body = lines[:3], lines[3:]
for h in header:
    if not h.startswith("# "):
        err("header line does not start with '# ': %r" % h[:60])
if not header[0].startswith("# Ninth blind held-out set"):
    err("first header line wrong")
tsv_rows = []
for ln in body:
    if ln.startswith("#"):
        err("comment line inside body")
        continue
    parts = ln.split("\t")
    if len(parts) != 6:
        err("row has %d fields: %r" % (len(parts), ln[:60]))
        continue
    tsv_rows.append(parts)

ids = [r[0] for r in tsv_rows]
exp_ids = ["c%03d" % i for i in range(1, 226)] + ["p%03d" % i for i in range(1, 101)]
if ids != exp_ids:
    err("ids are not c001..c225, p001..p100 in order")
texts = [r[5] for r in tsv_rows]
dups = [t for t, n in collections.Counter(texts).items() if n > 1]
if dups:
    err("duplicate texts: %d" % len(dups))

# ---------------- spec ----------------
spec = json.load(open(SPEC, encoding="utf-8"))
srows = spec["rows"]
if len(srows) != len(tsv_rows):
    err("spec has %d rows, tsv %d" % (len(srows), len(tsv_rows)))
by_id = {r["id"]: r for r in srows}


def claim_truth(c):
    objs = kb.get((c["subject_id"], c["relation"]), set())
    present = c["object"] in objs
    return present != bool(c["negated"]), present, objs


def sentence_count(text):
    # chat: one message per speaker turn
    turns = re.findall(r"(?:^|\s)[a-z]+: ", text)
    if len(turns) >= 3 and re.match(r"^[a-z]+: ", text):
        return len(turns)
    parts = re.split(r"(?<![\s(]\d\.)(?<=[.!?])\s+(?=[A-Z0-9•(\"'])|\s•\s", text)
    return len([p for p in parts if p.strip()])


counts = collections.Counter()
rel_counts = collections.Counter()
subjects = set()
n_claims = 0
sent_counts = []
for r in tsv_rows:
    rid, label, relation, subj, obj, text = r
    s = by_id.get(rid)
    if s is None:
        err("%s missing from spec" % rid)
        continue
    for k, v in (("label", label), ("relation", relation), ("subject_id", subj), ("object", obj), ("text", text)):
        if s.get(k) != v:
            err("%s: spec %s %r != tsv %r" % (rid, k, s.get(k), v))
    kind = "single" if rid.startswith("c") else "paragraph"
    counts[(kind, label)] += 1
    if label not in ("true", "false", "unknown"):
        err("%s: bad label %s" % (rid, label))
    if subj not in ents:
        err("%s: unknown subject %s" % (rid, subj))
    subjects.add(subj)
    claims = s["claims"]
    n_claims += len(claims)
    false_claims = []
    for c in claims:
        if c["relation"] not in KB_RELATIONS:
            err("%s: claim relation %s not in KB" % (rid, c["relation"]))
            continue
        if c["subject_id"] not in ents:
            err("%s: claim subject %s unknown" % (rid, c["subject_id"]))
            continue
        subjects.add(c["subject_id"])
        holds, present, objs = claim_truth(c)
        if holds != c["holds"]:
            err("%s: claim %s %s %s neg=%s marked holds=%s but KB says %s" % (
                rid, c["relation"], c["subject_id"], c["object"], c["negated"], c["holds"], holds))
        if sorted(objs) != sorted(c.get("kb_objects", [])):
            err("%s: kb_objects mismatch for %s %s" % (rid, c["subject_id"], c["relation"]))
        if c["relation"] == "borders":
            if c["object"] not in NAMES:
                err("%s: borders object %r is not a KB country name" % (rid, c["object"]))
            elif NAMES[c["object"]] == c["subject_id"]:
                err("%s: borders claim with itself" % rid)
            if c["correct"] is not None and c["correct"] not in objs:
                err("%s: borders correct %r not a neighbour" % (rid, c["correct"]))
            if not c["holds"] and not c["negated"] and c["object"] in objs:
                err("%s: false borders claim names a real neighbour" % rid)
            if not c["holds"] and c["negated"] and c["correct"] != c["object"]:
                err("%s: false negated borders claim: correct should be the neighbour" % rid)
        else:
            if c["relation"] == "currency" and not re.fullmatch(r"[A-Z]{3}", c["object"]):
                err("%s: currency object %r is not an ISO-style code" % (rid, c["object"]))
            if c["relation"] in ("in_region", "in_subregion") and c["object"] not in kb_rel_values[c["relation"]]:
                err("%s: %s object %r is not a KB value" % (rid, c["relation"], c["object"]))
            if not c["holds"] or c["negated"]:
                if c["correct"] not in objs:
                    err("%s: correct %r is not a KB object for %s %s" % (rid, c["correct"], c["subject_id"], c["relation"]))
            if c["holds"] and not c["negated"] and c["correct"] != c["object"]:
                err("%s: true claim correct != object" % rid)
            if not c["holds"] and c["negated"] and c["correct"] != c["object"]:
                err("%s: false negated claim: correct should be the stated KB object" % rid)
        if not c["holds"]:
            false_claims.append(c)

    def matches(c):
        if c["relation"] != relation or c["subject_id"] != subj:
            return False
        if c["relation"] == "borders" or c["negated"]:
            return c["object"] == obj
        return (c["correct"] if not c["holds"] else c["object"]) == obj

    if label == "unknown":
        rel_counts[("unknown", relation)] += 1
        if relation in KB_RELATIONS:
            err("%s: unknown row uses a KB relation %s" % (rid, relation))
        if obj != "-":
            err("%s: unknown row object should be '-'" % rid)
        if false_claims:
            err("%s: unknown row contains a false claim" % rid)
    elif label == "false":
        rel_counts[("false", relation)] += 1
        if not false_claims:
            err("%s: labelled false but no false claim" % rid)
        if kind == "paragraph" and len(false_claims) != 1:
            err("%s: paragraph has %d false claims" % (rid, len(false_claims)))
        if not any(matches(c) for c in false_claims):
            err("%s: TSV triple does not describe a false claim" % rid)
        if kind == "paragraph" and sum(c["holds"] for c in claims) < 2:
            err("%s: false paragraph has fewer than 2 true claims" % rid)
    else:
        rel_counts[("true", relation)] += 1
        if not claims:
            err("%s: true row without claims" % rid)
        if false_claims:
            err("%s: labelled true but has a false claim" % rid)
        if not any(matches(c) for c in claims):
            err("%s: TSV triple does not describe a claim" % rid)
        if kind == "paragraph" and len(claims) < 2:
            err("%s: true paragraph has fewer than 2 claims" % rid)
    if kind == "paragraph":
        n = sentence_count(text)
        sent_counts.append(n)
        if not 3 <= n <= 7:
            err("%s: paragraph has about %d sentences" % (rid, n))

want = {("single", "false"): 100, ("single", "true"): 100, ("single", "unknown"): 25,
        ("paragraph", "false"): 50, ("paragraph", "true"): 50}
for k, v in want.items():
    if counts[k] != v:
        err("count %s = %d, want %d" % (k, counts[k], v))
for k in counts:
    if k not in want:
        err("unexpected count key %s" % (k,))

print("rows:", dict(counts))
print("claims in spec:", n_claims, "| distinct subjects:", len(subjects))
single_rel = collections.Counter((r[1], r[2]) for r in tsv_rows if r[0].startswith("c") and r[1] != "unknown")
print("single claims by (label, relation):", dict(sorted(single_rel.items())))
if sent_counts:
    print("paragraph sentence counts: min %d max %d" % (min(sent_counts), max(sent_counts)))
if errors:
    print("ERRORS: %d" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: 0 errors")
