#!/usr/bin/env python3
"""Verify facts-heldout-12 against kb.jsonl, independently of the build script.

Checks:
  * TSV: exactly the 3 expected header lines, 6 tab-separated columns per row,
    ids c001-c225 and p001-p100, valid labels, unique texts.
  * spec: name/kb fields, one spec row per TSV row with identical id/label/relation/subject/object.
  * every spec claim re-evaluated against kb.jsonl (holds, correct, object written as the KB writes it,
    subject and relation known to the KB so the claim is checkable).
  * label logic: false iff some claim has holds=false; true rows have >=1 claim, all holding;
    unknown rows have no claims and a relation the KB does not have.
  * row columns: relation/subject/object describe a claim of the row (the false one for false rows);
    object = the KB's object (borders: the other country named, as the KB names it).
  * false paragraphs contain exactly one false claim.
  * counts: 225 singles = 100 false / 100 true / 25 unknown; 100 paragraphs = 50 false / 50 true;
    spread over relations; paragraphs 40-150 words; at least 12 genres.
  * no single-claim sentence frame used more than 3 times (names/objects masked).
"""
import json
import re
import sys
from collections import Counter, defaultdict

DIR = "/work/heldout12"
TSV = DIR + "/facts-heldout-12.tsv"
SPEC = DIR + "/facts-heldout-12.spec.json"
KB = "/work/shared/data/facts-countries/kb.jsonl"
ENT = "/work/shared/data/facts-countries/entities.jsonl"

HEADERS = [
    "# Twelfth blind held-out set of labelled country claims (facts-heldout-12), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]
RELS = ["has_capital", "in_region", "in_subregion", "official_language", "currency", "borders"]

errors = []


def err(*a):
    errors.append(" ".join(str(x) for x in a))


# ---------------------------------------------------------------- KB
kbv = defaultdict(lambda: defaultdict(list))
kbname = {}
for line in open(KB, encoding="utf-8"):
    t = json.loads(line)
    kbname[t["subject_id"]] = t["subject"]
    kbv[t["subject_id"]][t["relation"]].append(t["object"])   # borders: KB common name
    if t["relation"] == "borders":
        kbname[t["object_id"]] = t["object"]
ents = {json.loads(l)["id"]: json.loads(l) for l in open(ENT, encoding="utf-8")}
for k, e in ents.items():
    kbname.setdefault(k, e["name"])
kb_relations = {r for s in kbv.values() for r in s}

# ---------------------------------------------------------------- TSV
lines = open(TSV, encoding="utf-8").read().split("\n")
if lines and lines[-1] == "":
    lines = lines[:-1]
if lines[:3] != HEADERS:
    err("TSV header lines differ from the expected 3 lines")
tsv_rows = []
for n, line in enumerate(lines[3:], 4):
    if line.startswith("#"):
        err("unexpected comment line", n)
        continue
    cols = line.split("\t")
    if len(cols) != 6:
        err("line %d has %d columns" % (n, len(cols)))
        continue
    if any(c == "" for c in cols):
        err("line %d has an empty column" % n)
    tsv_rows.append(cols)
ids = [r[0] for r in tsv_rows]
expected_ids = ["c%03d" % i for i in range(1, 226)] + ["p%03d" % i for i in range(1, 101)]
if ids != expected_ids:
    err("TSV ids are not c001-c225 followed by p001-p100")
for r in tsv_rows:
    if r[1] not in ("true", "false", "unknown"):
        err(r[0], "bad label", r[1])
dup = [t for t, n in Counter(r[5] for r in tsv_rows).items() if n > 1]
if dup:
    err("duplicate texts:", len(dup))

# ---------------------------------------------------------------- spec
spec = json.load(open(SPEC, encoding="utf-8"))
if spec.get("name") != "facts-heldout-12":
    err("spec name")
if spec.get("kb") != KB:
    err("spec kb path")
srows = spec["rows"]
if [r["id"] for r in srows] != ids:
    err("spec row ids differ from TSV ids")
tsv_by_id = {r[0]: r for r in tsv_rows}

n_claims = 0
for r in srows:
    rid = r["id"]
    t = tsv_by_id.get(rid)
    if t is None:
        continue
    if [r["label"], r["relation"], r["subject_id"], r["object"]] != t[1:5]:
        err(rid, "spec row columns differ from TSV row")
    if "text" in r and r["text"] != t[5]:
        err(rid, "spec text differs from TSV text")
    claims = r["claims"]
    for c in claims:
        n_claims += 1
        rel, subj, obj, neg = c["relation"], c["subject_id"], c["object"], c["negated"]
        if rel not in RELS:
            err(rid, "claim relation not in KB", rel)
            continue
        vals = kbv.get(subj, {}).get(rel, [])
        if not vals:
            err(rid, "claim not checkable (KB has no %s for %s)" % (rel, subj))
            continue
        if rel == "borders" and obj not in set(kbname.values()):
            err(rid, "borders object is not a KB country name", obj)
        if rel == "currency" and not re.fullmatch(r"[A-Z]{3}", obj):
            err(rid, "currency object is not an ISO 4217 code", obj)
        present = obj in vals
        holds = (not present) if neg else present
        if c["holds"] is not holds:
            err(rid, "holds mismatch for", rel, subj, obj, "neg" if neg else "")
        if c["correct"] != vals:
            err(rid, "correct mismatch for", rel, subj)
    fails = [c for c in claims if c["holds"] is False]
    lab = r["label"]
    if lab == "unknown":
        if claims:
            err(rid, "unknown row has claims")
        if r["relation"] in kb_relations:
            err(rid, "unknown row uses a KB relation", r["relation"])
        if r["object"] != "-":
            err(rid, "unknown row object must be -")
        if r["subject_id"] not in ents:
            err(rid, "unknown row subject not an entity")
        continue
    if lab == "false" and not fails:
        err(rid, "false row without a failing claim")
    if lab == "true" and (not claims or fails):
        err(rid, "true row must have >=1 claim and all holding")
    if rid.startswith("p") and lab == "false" and len(fails) != 1:
        err(rid, "false paragraph must have exactly one false claim, has", len(fails))
    pool = fails if lab == "false" else claims
    match = [c for c in pool if c["relation"] == r["relation"] and c["subject_id"] == r["subject_id"]
             and (c["object"] == r["object"] if c["relation"] == "borders" else r["object"] in c["correct"])]
    if not match:
        err(rid, "row relation/subject/object do not describe a %s claim" % ("false" if lab == "false" else "true"))

# ---------------------------------------------------------------- counts and spread
singles = [r for r in srows if r["id"].startswith("c")]
paras = [r for r in srows if r["id"].startswith("p")]
cs = Counter(r["label"] for r in singles)
cp = Counter(r["label"] for r in paras)
if len(singles) != 225 or cs != Counter({"false": 100, "true": 100, "unknown": 25}):
    err("single counts wrong:", len(singles), dict(cs))
if len(paras) != 100 or cp != Counter({"false": 50, "true": 50}):
    err("paragraph counts wrong:", len(paras), dict(cp))
for lab in ("false", "true"):
    by = Counter(r["relation"] for r in singles if r["label"] == lab)
    for rel in RELS:
        if not 15 <= by[rel] <= 18:
            err("singles %s/%s count %d outside 15-18" % (lab, rel, by[rel]))
pf = Counter(r["relation"] for r in paras if r["label"] == "false")
for rel in RELS:
    if pf[rel] < 6:
        err("false paragraphs for %s: only %d" % (rel, pf[rel]))
for r in paras:
    w = len(tsv_by_id[r["id"]][5].split())
    if not 40 <= w <= 150:
        err(r["id"], "paragraph length %d words" % w)
genres = Counter(r.get("genre") for r in paras)
if len([g for g in genres if g]) < 12:
    err("fewer than 12 genres")

# ---------------------------------------------------------------- sentence-frame reuse (singles)
terms = set()
for e in ents.values():
    terms.update([e["name"], e["official_name"]] + [a for a in e["alt_spellings"] if len(a) > 3])
for line in open(KB, encoding="utf-8"):
    t = json.loads(line)
    terms.add(t["object"])
    if t["object_label"]:
        terms.add(t["object_label"])
for r in srows:
    for c in r["claims"]:
        terms.add(c["object"])
terms = sorted((x for x in terms if x), key=len, reverse=True)
rx = re.compile("|".join(re.escape(x) for x in terms))
frames = defaultdict(list)
for r in singles:
    f = rx.sub("X", tsv_by_id[r["id"]][5])
    f = re.sub(r"\b[Tt]he\s+X", "X", f)
    f = re.sub(r"[^\w\s]", "", f).lower()
    frames[f].append(r["id"])
for f, v in frames.items():
    if len(v) > 3:
        err("sentence frame used %d times: %s %s" % (len(v), f, v))

# ---------------------------------------------------------------- report
print("TSV rows: %d (+3 header lines); spec rows: %d; claims checked against KB: %d" % (len(tsv_rows), len(srows), n_claims))
print("singles:    %d  %s" % (len(singles), dict(sorted(cs.items()))))
print("paragraphs: %d  %s" % (len(paras), dict(sorted(cp.items()))))
print("%-18s %8s %8s %8s %8s" % ("relation", "c-false", "c-true", "p-false", "p-true"))
for rel in RELS:
    print("%-18s %8d %8d %8d %8d" % (
        rel,
        sum(1 for r in singles if r["label"] == "false" and r["relation"] == rel),
        sum(1 for r in singles if r["label"] == "true" and r["relation"] == rel),
        sum(1 for r in paras if r["label"] == "false" and r["relation"] == rel),
        sum(1 for r in paras if r["label"] == "true" and r["relation"] == rel)))
print("unknown singles by relation:", dict(sorted(Counter(r["relation"] for r in singles if r["label"] == "unknown").items())))
print("genres:", ", ".join("%s %d (%d false)" % (g, n, sum(1 for r in paras if r.get("genre") == g and r["label"] == "false"))
                           for g, n in genres.most_common()))
if errors:
    print("FAIL: %d problem(s)" % len(errors))
    for e in errors[:200]:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
