#!/usr/bin/env python3
"""Verify facts-heldout-11 against kb.jsonl. Exit 1 on any error.
Usage: check_heldout11.py [tsv] [spec]"""
import json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = "/work/shared/data/facts-countries"
SIX = {"borders", "currency", "has_capital", "in_region", "in_subregion", "official_language"}
tsv = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "facts-heldout-11.tsv")
specf = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "facts-heldout-11.spec.json")

KB = collections.defaultdict(set)
TRIPLES = set()
BNAME2ID = {}
for line in open(os.path.join(DATA, "kb.jsonl"), encoding="utf-8"):
    r = json.loads(line)
    KB[(r["subject_id"], r["relation"])].add(r["object"])
    TRIPLES.add((r["subject_id"], r["relation"], r["object"]))
    if r["relation"] == "borders":
        BNAME2ID[r["object"]] = r["object_id"]
ENT = {}
for line in open(os.path.join(DATA, "entities.jsonl"), encoding="utf-8"):
    e = json.loads(line)
    ENT[e["id"]] = e
    BNAME2ID.setdefault(e["name"], e["id"])

errors = []
def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))

lines = open(tsv, encoding="utf-8").read().split("\n")
if lines and lines[-1] == "":
    lines.pop()
for i in range(3):
    if not lines[i].startswith("# "):
        err("header", "line %d is not a '# ' comment" % (i + 1))
if not lines[0].startswith("# Eleventh blind held-out set"):
    err("header", "first line wording")
rows = []
for ln in lines[3:]:
    parts = ln.split("\t")
    if len(parts) != 6:
        err("tsv", "bad column count: %r" % ln[:60]); continue
    rows.append(dict(zip(["id", "label", "relation", "subject_id", "object", "text"], parts)))
spec = {r["id"]: r for r in json.load(open(specf, encoding="utf-8"))["rows"]}

ids = [r["id"] for r in rows]
exp = ["c%03d" % i for i in range(1, 226)] + ["p%03d" % i for i in range(1, 101)]
if ids != exp:
    err("ids", "ids are not c001-c225, p001-p100 in order")
if len(set(r["text"] for r in rows)) != len(rows):
    err("texts", "duplicate text")
cnt = collections.Counter((r["id"][0], r["label"]) for r in rows)
want = {("c", "false"): 100, ("c", "true"): 100, ("c", "unknown"): 25, ("p", "false"): 50, ("p", "true"): 50}
for k, v in want.items():
    if cnt[k] != v:
        err("counts", "%s %s: %d (want %d)" % (k[0], k[1], cnt[k], v))
if sum(cnt.values()) != 325:
    err("counts", "unexpected labels %s" % dict(cnt))


def present(subj, rel, obj):
    if rel == "borders":
        oid = BNAME2ID.get(obj)
        if oid is None:
            return None
        a = (subj, rel, obj) in TRIPLES
        b = (oid, rel, ENT[subj]["name"]) in TRIPLES or any(
            (oid, rel, o) in TRIPLES and BNAME2ID.get(o) == subj for o in KB[(oid, rel)])
        if a != b:
            return "one-direction"
        return a
    return (subj, rel, obj) in TRIPLES

for r in rows:
    rid, lab = r["id"], r["label"]
    s = spec.get(rid)
    if s is None:
        err(rid, "missing from spec"); continue
    for k in ("label", "relation", "subject_id", "object"):
        if s[k] != r[k]:
            err(rid, "spec/tsv mismatch on %s" % k)
    if not r["text"].strip():
        err(rid, "empty text")
    claims = s["claims"]
    failing = []
    for c in claims:
        rel, subj, obj, neg = c["relation"], c["subject_id"], c["object"], c["negated"]
        if rel not in SIX:
            err(rid, "claim relation %s not allowed" % rel); continue
        if subj not in ENT:
            err(rid, "unknown subject %s" % subj); continue
        p = present(subj, rel, obj)
        if p == "one-direction":
            err(rid, "border pair listed in one direction only: %s-%s" % (subj, obj)); continue
        if p is None:
            err(rid, "borders object %r is not a KB country name" % obj); continue
        truth = (p != neg)
        if truth != c["holds"]:
            err(rid, "claim %s %s %s neg=%s labelled holds=%s but KB says %s" % (rel, subj, obj, neg, c["holds"], truth))
        if not truth:
            failing.append(c)
            if c["correct"] not in KB[(subj, rel)]:
                err(rid, "correct %r is not a KB object for %s %s" % (c["correct"], subj, rel))
    if lab == "unknown":
        if r["relation"] in SIX or r["object"] != "-":
            err(rid, "unknown row must use a relation outside the KB and object '-'")
        if r["subject_id"] not in ENT:
            err(rid, "unknown subject")
        if failing:
            err(rid, "unknown row contains a false checkable claim")
    elif lab == "true":
        if failing:
            err(rid, "true row contains a false claim")
        if not claims:
            err(rid, "true row without claims")
        if rid.startswith("p") and len(claims) < 2:
            err(rid, "true paragraph needs several claims")
        if not any(c["relation"] == r["relation"] and c["subject_id"] == r["subject_id"]
                   and c["object"] == r["object"] for c in claims):
            err(rid, "row triple not among its claims")
        if r["relation"] != "borders" and r["object"] not in KB[(r["subject_id"], r["relation"])]:
            err(rid, "true row object not a KB object")
    elif lab == "false":
        if not failing:
            err(rid, "false row has no false claim")
        if rid.startswith("p"):
            if len(failing) != 1:
                err(rid, "false paragraph must have exactly one false claim (%d)" % len(failing))
            if len(claims) - len(failing) < 2:
                err(rid, "false paragraph needs several true claims")
        f = failing[0] if failing else None
        if f:
            if (f["relation"], f["subject_id"]) != (r["relation"], r["subject_id"]):
                err(rid, "row relation/subject does not describe the false claim")
            want_obj = f["object"] if f["relation"] == "borders" else f["correct"]
            if r["object"] != want_obj:
                err(rid, "row object %r should be %r" % (r["object"], want_obj))
            if f["relation"] == "borders" and not f["negated"] and not KB[(f["subject_id"], "borders")]:
                err(rid, "false borders claim on a subject without KB neighbours")
    else:
        err(rid, "bad label %r" % lab)
    if rid.startswith("p"):
        n = len([x for x in re.split(r"(?<=[.!?])\s+|\s[•\-]\s|\s\d\)\s|\n", r["text"]) if len(x.strip()) > 3])
        if not (3 <= n <= 9):
            err(rid, "paragraph has %d sentence-like units" % n)

rel_false = collections.Counter(r["relation"] for r in rows if r["id"][0] == "p" and r["label"] == "false")
rel_single = collections.Counter(r["relation"] for r in rows if r["id"][0] == "c" and r["label"] != "unknown")
print("singles:", dict(collections.Counter(r["label"] for r in rows if r["id"][0] == "c")))
print("paragraphs:", dict(collections.Counter(r["label"] for r in rows if r["id"][0] == "p")))
print("single relations (true+false):", dict(rel_single))
print("false-paragraph relations:", dict(rel_false))
print("subjects covered:", len({c["subject_id"] for s in spec.values() for c in s["claims"]} | {r["subject_id"] for r in rows}))
if errors:
    print("%d ERROR(S)" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: 0 errors")
