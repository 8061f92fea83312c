#!/usr/bin/env python3
"""Checks facts-heldout-8.tsv against kb.jsonl / entities.jsonl using facts-heldout-8.spec.json.

For every checkable claim in the spec:
  * positive claim expected true  -> the triple is in kb.jsonl
  * positive claim expected false -> the stated object is NOT among the KB objects for (subject, relation),
                                     the subject has that relation in the KB (closed world), and the
                                     row's object column (the correct object) IS among them
                                     (borders: the pair has no borders triple in either direction, and the
                                     row object is the other country as the KB names it)
  * negated claim ("X does not ...") is true iff the triple is absent.
Row labels: true = all claims hold; false = some claim fails (paragraphs: exactly one);
unknown = no claims, relation not in the KB or entity absent from entities.jsonl.
Also checks the TSV layout, that TSV and spec agree, and the distribution asked for in the brief.
"""
import collections
import json
import re
import sys
import unicodedata

DATA = "/work/shared/data/facts-countries/"
TSV = "/work/heldout8/facts-heldout-8.tsv"
SPEC = "/work/heldout8/facts-heldout-8.spec.json"
KB_RELATIONS = {"has_capital", "in_region", "in_subregion", "official_language", "currency", "borders"}

errors, warnings = [], []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if not unicodedata.combining(ch)).lower()


kb = collections.defaultdict(set)           # (subject_id, relation) -> objects (borders: object_id)
kb_objects = collections.defaultdict(set)   # relation -> all objects seen
cur_label = collections.defaultdict(set)    # code -> labels
for line in open(DATA + "kb.jsonl", encoding="utf-8"):
    t = json.loads(line)
    o = t["object_id"] if t["relation"] == "borders" else t["object"]
    kb[(t["subject_id"], t["relation"])].add(o)
    kb_objects[t["relation"]].add(o)
    if t["relation"] == "currency":
        cur_label[t["object"]].add(t["object_label"])

ents = {}
name_to_id = {}
all_names = set()
for line in open(DATA + "entities.jsonl", encoding="utf-8"):
    e = json.loads(line)
    ents[e["id"]] = e
    name_to_id[e["name"]] = e["id"]
    for n in [e["name"], e["official_name"]] + e["alt_spellings"]:
        all_names.add(fold(n))

spec = json.load(open(SPEC, encoding="utf-8"))

# ---------- TSV layout ----------
HEADER = [
    "# Eighth blind held-out set of labelled country claims (facts-heldout-8), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]
raw = open(TSV, encoding="utf-8").read()
lines = raw.rstrip("\n").split("\n")
if lines[:3] != HEADER:
    err("header", "header comment lines differ from the brief")
tsv_rows = []
for ln in lines[3:]:
    parts = ln.split("\t")
    if len(parts) != 6:
        err("tsv", "line has %d columns: %r" % (len(parts), ln[:60]))
        continue
    tsv_rows.append(parts)
want_ids = ["c%03d" % i for i in range(1, 221)] + ["p%02d" % i for i in range(1, 41)]
if [r[0] for r in tsv_rows] != want_ids:
    err("tsv", "ids are not c001..c220, p01..p40 in order")
if [r[0] for r in tsv_rows] != [s["id"] for s in spec]:
    err("tsv", "TSV and spec ids differ")
for parts, s in zip(tsv_rows, spec):
    if parts != [s["id"], s["label"], s["relation"], s["subject_id"], s["object"], s["text"]]:
        err(s["id"], "TSV row differs from spec")
texts = [s["text"] for s in spec]
for t, n in collections.Counter(texts).items():
    if n > 1:
        err("dup", "text occurs %d times: %s" % (n, t[:50]))


# ---------- claims ----------
def bid(name):
    return name_to_id.get(name)


n_claims = 0
for s in spec:
    rid, label, claims = s["id"], s["label"], s["claims"]
    para = rid.startswith("p")
    if label not in ("true", "false", "unknown"):
        err(rid, "bad label " + label)
    if label == "unknown":
        u = s.get("unknown")
        if claims or not u:
            err(rid, "unknown row must have no checkable claims and an unknown spec")
            continue
        if s["object"] != "-" or s["relation"] != u["relation"] or s["subject_id"] != u["subject_id"]:
            err(rid, "unknown row columns wrong")
        if u["subject_id"] == "-":
            if not u["absent_name"] or fold(u["absent_name"]) in all_names:
                err(rid, "absent entity %r is in entities.jsonl" % u["absent_name"])
            if fold(u["absent_name"]) not in fold(s["text"]):
                err(rid, "absent entity not named in text")
        else:
            if u["subject_id"] not in ents:
                err(rid, "unknown subject id not in entities")
            if u["relation"] in KB_RELATIONS:
                err(rid, "unknown row uses a KB relation for a known entity")
        continue
    if not claims:
        err(rid, "no claims")
        continue
    false_claims = []
    for c in claims:
        n_claims += 1
        rel, subj, obj = c["relation"], c["subject_id"], c["object"]
        if rel not in KB_RELATIONS:
            err(rid, "claim relation %s not in KB" % rel)
            continue
        if subj not in ents:
            err(rid, "claim subject %s not in entities" % subj)
            continue
        vals = kb.get((subj, rel), set())
        if not vals:
            err(rid, "%s has no %s triples (closed world not applicable)" % (subj, rel))
        if rel == "borders":
            oid = bid(obj)
            if oid is None:
                err(rid, "borders object %r is not a KB country name" % obj)
                continue
            in_kb = oid in vals
            rev = subj in kb.get((oid, "borders"), set())
            if in_kb != rev:
                err(rid, "asymmetric borders %s/%s" % (subj, oid))
        else:
            in_kb = obj in vals
            if rel != "has_capital" and obj not in kb_objects[rel]:
                err(rid, "stated %s object %r is not a value of that relation anywhere in the KB" % (rel, obj))
        truth = (not in_kb) if c["negated"] else in_kb
        if truth != c["holds"]:
            err(rid, "claim %s %s %s%s: spec says holds=%s, KB says %s"
                % (subj, rel, "NOT " if c["negated"] else "", obj, c["holds"], truth))
        if not c["holds"]:
            false_claims.append(c)
            corr = c.get("correct")
            if rel == "borders":
                if corr != obj:
                    err(rid, "false borders claim: object column must be the other country named")
            elif c["negated"]:
                if corr != obj or obj not in vals:
                    err(rid, "false negated claim: correct object must be the (present) stated object")
            else:
                if corr not in vals:
                    err(rid, "correct object %r is not among KB objects %s" % (corr, sorted(vals)))
                if corr == obj:
                    err(rid, "correct object equals stated object")
    if label == "true":
        if false_claims:
            err(rid, "labelled true but has a false claim")
        if para:
            if (s["relation"], s["subject_id"], s["object"]) != ("-", "-", "-"):
                err(rid, "true paragraph columns must be -")
        else:
            if not any((s["relation"], s["subject_id"], s["object"]) == (c["relation"], c["subject_id"], c["object"])
                       for c in claims):
                err(rid, "true row columns do not match a claim")
    if label == "false":
        if not false_claims:
            err(rid, "labelled false but every claim holds")
            continue
        if para and len(false_claims) != 1:
            err(rid, "false paragraph must have exactly one false claim, has %d" % len(false_claims))
        fc = false_claims[0]
        if (s["relation"], s["subject_id"], s["object"]) != (fc["relation"], fc["subject_id"], fc["correct"]):
            err(rid, "false row columns do not describe the false claim")
    if para:
        words = len(s["text"].split())
        sents = len([x for x in re.split(r"(?<=[.!?])\s+", s["text"].strip()) if x])
        if not 60 <= words <= 200:
            err(rid, "paragraph has %d words" % words)
        if not 3 <= sents <= 6:
            err(rid, "paragraph has %d sentences" % sents)
        if not 2 <= len(claims) <= 5:
            err(rid, "paragraph has %d checkable claims" % len(claims))
        want = "true" if int(rid[1:]) % 2 else "false"
        if label != want:
            err(rid, "paragraph label should alternate (odd true, even false)")

    # soft check: the stated object should be visible in the text
    ft = fold(s["text"])
    for c in claims:
        o = c["object"]
        cands = [o]
        if c["relation"] == "currency":
            cands += list(cur_label.get(o, []))
        if not any(fold(x) in ft for x in cands):
            warnings.append("%s: object %r not literally in text" % (rid, o))

# ---------- distribution ----------
singles = [s for s in spec if s["id"].startswith("c")]
paras = [s for s in spec if s["id"].startswith("p")]
lab = collections.Counter(s["label"] for s in singles)
rel_lab = collections.Counter((s["relation"] if s["label"] != "unknown" else "unknown:*", s["label"]) for s in singles)
if len(singles) != 220 or len(paras) != 40:
    err("dist", "need 220 singles and 40 paragraphs")
if not (95 <= lab["false"] <= 105 and 90 <= lab["true"] <= 100 and 22 <= lab["unknown"] <= 28):
    err("dist", "label counts off: %s" % dict(lab))

print("TSV:", TSV)
print("rows: %d single + %d paragraphs; checkable claims checked: %d" % (len(singles), len(paras), n_claims))
print("single labels:", dict(sorted(lab.items())))
print("paragraph labels:", dict(sorted(collections.Counter(s["label"] for s in paras).items())))
print("single rows by relation (true/false):")
for rel in sorted(KB_RELATIONS):
    print("  %-18s true %3d  false %3d" % (rel, rel_lab[(rel, "true")], rel_lab[(rel, "false")]))
print("  unknown rows by topic:", dict(sorted(collections.Counter(s["relation"] for s in singles if s["label"] == "unknown").items())))
print("false paragraphs by relation:", dict(sorted(collections.Counter(s["relation"] for s in paras if s["label"] == "false").items())))
if warnings:
    print("soft warnings (object not literally in text, reviewed by hand): %d" % len(warnings))
    for w in warnings:
        print("  " + w)
if errors:
    print("ERRORS: %d" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all %d rows agree with kb.jsonl (0 mismatches)" % len(spec))
