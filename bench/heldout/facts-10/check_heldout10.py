#!/usr/bin/env python3
"""Verify facts-heldout-10 (TSV + spec JSON) against the facts-countries KB.

Errors (exit status 1):
  * file format: the three header comment lines, 6 tab-separated columns, ids c001..c225 and p001..p100
  * label counts: singles 100 false / 100 true / 25 unknown; paragraphs 50 false / 50 true
  * TSV and spec agree row by row
  * every claim: relation is one of the six, subject exists, and the hand-written `holds`
    equals (triple in KB) XOR negated; a claim that does not hold has a `correct` that is a
    KB object for (subject, relation); a true positive claim has correct == object
  * borders: the object names a KB entity, the pair is not one of the KB's one-directional pairs
  * row label: true -> >=1 claim and all hold; false -> exactly one claim fails;
    unknown -> no failing claim, relation outside the six, object "-"
  * TSV relation/subject/object describe the false claim (false rows) or a true claim (true rows)
Warnings (printed, not fatal): object wording not found in the text; paragraph sentence count
outside 3..7; single-claim rows with more than two sentences.

Usage: python3 check_heldout10.py [--selftest]
  --selftest additionally corrupts labels/verdicts in memory and asserts the check catches each.
"""
import collections
import copy
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = "/work/shared/data/facts-countries"
TSV = os.path.join(HERE, "facts-heldout-10.tsv")
SPEC = os.path.join(HERE, "facts-heldout-10.spec.json")

RELATIONS = {"borders", "currency", "has_capital", "in_region", "in_subregion", "official_language"}
HEADER = [
    "# Tenth blind held-out set of labelled country claims (facts-heldout-10), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]


def load_kb():
    kb = [json.loads(l) for l in open(os.path.join(DATA, "kb.jsonl"), encoding="utf-8")]
    ents = {}
    for l in open(os.path.join(DATA, "entities.jsonl"), encoding="utf-8"):
        e = json.loads(l)
        ents[e["id"]] = e
    objs = collections.defaultdict(set)      # (subject_id, relation) -> set of objects
    labels = {}                              # currency code -> label(s)
    for t in kb:
        objs[(t["subject_id"], t["relation"])].add(t["object"])
        if t["relation"] == "currency":
            labels.setdefault(t["object"], set()).add(t["object_label"] or "")
    border_ids = {(t["subject_id"], t["object_id"]) for t in kb if t["relation"] == "borders"}
    one_way = {p for p in border_ids if (p[1], p[0]) not in border_ids}
    name_to_id = {}
    for e in ents.values():
        name_to_id[e["name"]] = e["id"]
    return objs, ents, labels, one_way, name_to_id


def norm(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return s.lower().replace("’", "'")


REGION_FORMS = {
    "Europe": ["europe"], "Asia": ["asia"], "Africa": ["africa"], "Americas": ["america"],
    "Oceania": ["oceania"], "Antarctic": ["antarctic"],
}
EXTRA_BORDER_ALIASES = {
    "SWZ": ["swaziland"], "GBR": ["uk", "united kingdom"], "ARE": ["uae"], "COD": ["dr congo"],
    "DOM": ["dominican republic"], "TUR": ["turkiye", "turkey"], "CIV": ["ivory coast", "cote d'ivoire"],
}


def surface_ok(claim, text, ents, labels, name_to_id):
    t = norm(text)
    rel, o = claim["relation"], claim["object"]
    if rel == "in_region":
        return any(f in t for f in REGION_FORMS[o])
    if rel == "in_subregion":
        o2 = norm(o)
        if o2 in t:
            return True
        first = o2.split()[0].replace("ern", "")  # Eastern -> East, Western -> West ...
        return first in t and o2.split()[-1] in t
    if rel == "currency":
        if norm(o) in t:
            return True
        words = set()
        for lab in labels.get(o, ()):
            words |= {w for w in re.findall(r"\w+", norm(lab)) if len(w) > 2 and w not in ("new", "the", "and")}
        return any(w[:4] in t for w in words)
    if rel == "borders":
        eid = name_to_id.get(o)
        forms = [o]
        if eid:
            e = ents[eid]
            forms += [e["official_name"]] + list(e["alt_spellings"]) + EXTRA_BORDER_ALIASES.get(eid, [])
        return any(len(f) > 2 and norm(f) in t for f in forms) or any(norm(f) in t.split() for f in forms)
    o2 = norm(o)
    if rel == "official_language":
        o2 = o2.split(" (")[0]
    return o2 in t


def sentences(text):
    parts = re.split(r"(?<=[.!?])\s+(?=\S)", text.strip())
    return [p for p in parts if re.search(r"\w", p)]


def check(tsv_rows, spec, kb, verbose=True):
    objs, ents, labels, one_way, name_to_id = kb
    errors, warnings = [], []

    def err(rid, msg):
        errors.append("%s: %s" % (rid, msg))

    def warn(rid, msg):
        warnings.append("%s: %s" % (rid, msg))

    header, body = tsv_rows
    if header != HEADER:
        errors.append("TSV header lines differ from the required three comment lines")
    expected_ids = ["c%03d" % i for i in range(1, 226)] + ["p%03d" % i for i in range(1, 101)]
    ids = [r[0] for r in body]
    if ids != expected_ids:
        errors.append("ids are not c001..c225, p001..p100 in order")
    spec_rows = {r["id"]: r for r in spec["rows"]}
    if sorted(spec_rows) != sorted(ids) or len(spec["rows"]) != len(body):
        errors.append("spec ids differ from TSV ids")
    counts = collections.Counter()
    texts = set()
    for cols in body:
        rid = cols[0]
        if len(cols) != 6:
            err(rid, "expected 6 columns, got %d" % len(cols))
            continue
        _, label, rel, subj, obj, text = cols
        counts[(rid[0], label)] += 1
        if text in texts:
            err(rid, "duplicate text")
        texts.add(text)
        if label not in ("true", "false", "unknown"):
            err(rid, "bad label %r" % label)
            continue
        sr = spec_rows.get(rid)
        if sr is None:
            continue
        for k, v in (("label", label), ("relation", rel), ("subject_id", subj), ("object", obj), ("text", text)):
            if sr.get(k) != v:
                err(rid, "TSV/spec mismatch on %s: %r vs %r" % (k, v, sr.get(k)))
        claims = sr["claims"]
        failing = []
        for c in claims:
            r, s, o = c["relation"], c["subject_id"], c["object"]
            if r not in RELATIONS:
                err(rid, "claim relation %r not checkable" % r)
                continue
            if s not in ents:
                err(rid, "unknown subject %r" % s)
                continue
            if r == "borders":
                if o not in name_to_id:
                    err(rid, "borders object %r is not a KB entity name" % o)
                else:
                    oid = name_to_id[o]
                    if (s, oid) in one_way or (oid, s) in one_way:
                        err(rid, "borders pair %s/%s is one-directional in the KB" % (s, oid))
                    if oid == s:
                        err(rid, "country bordering itself")
            in_kb = o in objs[(s, r)]
            actual = in_kb != bool(c["negated"])
            if actual != bool(c["holds"]):
                err(rid, "claim %s %s %r negated=%s marked holds=%s but KB says %s"
                    % (s, r, o, c["negated"], c["holds"], actual))
            if not c["holds"]:
                failing.append(c)
                if c["correct"] not in objs[(s, r)]:
                    err(rid, "false claim %s %s %r: correct %r is not a KB object" % (s, r, o, c["correct"]))
                if c["negated"] and c["correct"] != o:
                    err(rid, "false negated claim should have correct == object")
            else:
                if not c["negated"] and c["correct"] != o:
                    err(rid, "true claim correct %r != object %r" % (c["correct"], o))
                if c["negated"] and c["correct"] is not None and c["correct"] not in objs[(s, r)]:
                    err(rid, "true negated claim: correct %r not a KB object" % c["correct"])
                if c["negated"] and r != "borders" and c["correct"] is None:
                    err(rid, "true negated non-borders claim lacks a KB correct object")
            if not surface_ok(c, text, ents, labels, name_to_id):
                warn(rid, "object %r (%s) not found verbatim in text" % (o, r))
        # row-level label logic
        if label == "true":
            if not claims:
                err(rid, "true row without claims")
            if failing:
                err(rid, "true row has %d failing claim(s)" % len(failing))
        elif label == "false":
            if len(failing) != 1:
                err(rid, "false row must have exactly one failing claim, has %d" % len(failing))
        else:
            if failing:
                err(rid, "unknown row contains a false checkable claim")
            if rel in RELATIONS:
                err(rid, "unknown row uses a KB relation %r" % rel)
            if obj != "-":
                err(rid, "unknown row object must be '-'")
            if subj not in ents:
                err(rid, "unknown row subject %r not an entity" % subj)
        # TSV relation/subject/object
        if label in ("true", "false") and claims:
            if label == "false" and len(failing) == 1:
                c = failing[0]
                if (rel, subj) != (c["relation"], c["subject_id"]):
                    err(rid, "TSV relation/subject do not describe the false claim")
                want = c["object"] if c["relation"] == "borders" else c["correct"]
                if obj != want:
                    err(rid, "TSV object %r should be %r" % (obj, want))
                if c["relation"] != "borders" and obj not in objs[(subj, rel)]:
                    err(rid, "TSV object %r is not a KB object" % obj)
            if label == "true":
                match = [c for c in claims if c["relation"] == rel and c["subject_id"] == subj]
                if not match:
                    err(rid, "TSV relation/subject match no claim")
                elif rel == "borders":
                    if obj not in [c["object"] for c in match]:
                        err(rid, "TSV borders object is not the country named")
                elif obj not in objs[(subj, rel)]:
                    err(rid, "TSV object %r is not a KB object for %s/%s" % (obj, subj, rel))
        # shape warnings
        n = len(sentences(text))
        if rid[0] == "p" and not 3 <= n <= 7:
            warn(rid, "paragraph has %d sentences by the simple splitter" % n)
        if rid[0] == "c" and n > 2:
            warn(rid, "single has %d sentences by the simple splitter" % n)

    want = {("c", "false"): 100, ("c", "true"): 100, ("c", "unknown"): 25, ("p", "false"): 50, ("p", "true"): 50}
    for k, v in want.items():
        if counts.get(k, 0) != v:
            errors.append("count %s/%s = %d, expected %d" % (k[0], k[1], counts.get(k, 0), v))
    for k in counts:
        if k not in want:
            errors.append("unexpected label count %s" % (k,))
    return errors, warnings, counts


def read_tsv():
    lines = open(TSV, encoding="utf-8").read().split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    header = lines[:3]
    body = [l.split("\t") for l in lines[3:]]
    return header, body


def stats(spec, kb):
    objs, ents, labels, one_way, name_to_id = kb
    rel_counts = collections.Counter()
    subj = set()
    claims_total = 0
    for r in spec["rows"]:
        if r["label"] in ("true", "false"):
            rel_counts[(r["id"][0], r["label"], r["relation"])] += 1
        for c in r["claims"]:
            claims_total += 1
            subj.add(c["subject_id"])
            if c["relation"] == "borders":
                subj.add(name_to_id[c["object"]])
        subj.add(r["subject_id"])
    print("row relation counts (singles):")
    for lab in ("false", "true"):
        print("  %-5s" % lab, ", ".join("%s=%d" % (rel, rel_counts[("c", lab, rel)]) for rel in sorted(RELATIONS)))
    print("row relation counts (paragraphs):")
    for lab in ("false", "true"):
        print("  %-5s" % lab, ", ".join("%s=%d" % (rel, rel_counts[("p", lab, rel)]) for rel in sorted(RELATIONS)))
    regions = collections.Counter()
    for s in subj:
        for o in objs[(s, "in_region")]:
            regions[o] += 1
    print("claims listed: %d; distinct countries/territories: %d; by region: %s"
          % (claims_total, len(subj), dict(sorted(regions.items()))))


def selftest(tsv_rows, spec, kb):
    """Corrupt labels / verdicts and make sure each corruption is caught."""
    header, body = tsv_rows
    cases = []
    # 1. flip a false single's label to true (TSV and spec)
    for mode in ("false->true", "true->false", "unknown->true", "holds-flip", "para false->true", "correct-wrong"):
        b = copy.deepcopy(body)
        s = copy.deepcopy(spec)
        rows = {r["id"]: r for r in s["rows"]}
        if mode == "false->true":
            i = next(i for i, r in enumerate(b) if r[0].startswith("c") and r[1] == "false")
            b[i][1] = "true"; rows[b[i][0]]["label"] = "true"
        elif mode == "true->false":
            i = next(i for i, r in enumerate(b) if r[0].startswith("c") and r[1] == "true")
            b[i][1] = "false"; rows[b[i][0]]["label"] = "false"
        elif mode == "unknown->true":
            i = next(i for i, r in enumerate(b) if r[1] == "unknown")
            b[i][1] = "true"; rows[b[i][0]]["label"] = "true"
        elif mode == "holds-flip":
            r = next(r for r in s["rows"] if r["id"].startswith("p") and r["label"] == "true")
            r["claims"][0]["holds"] = False
        elif mode == "para false->true":
            i = next(i for i, r in enumerate(b) if r[0].startswith("p") and r[1] == "false")
            b[i][1] = "true"; rows[b[i][0]]["label"] = "true"
        elif mode == "correct-wrong":
            r = next(r for r in s["rows"] if r["label"] == "false")
            c = next(c for c in r["claims"] if not c["holds"])
            c["correct"] = c["object"] + "X"
        errs, _, _ = check((header, b), s, kb)
        cases.append((mode, len(errs)))
    ok = all(n > 0 for _, n in cases)
    for mode, n in cases:
        print("  selftest %-18s -> %d error(s) detected" % (mode, n))
    return ok


def main():
    kb = load_kb()
    tsv_rows = read_tsv()
    spec = json.load(open(SPEC, encoding="utf-8"))
    errors, warnings, counts = check(tsv_rows, spec, kb)
    for w in warnings:
        print("WARNING", w)
    for e in errors:
        print("ERROR", e)
    print("label counts:", ", ".join("%s/%s=%d" % (a, b, n) for (a, b), n in sorted(counts.items())))
    stats(spec, kb)
    rc = 0
    if errors:
        print("FAILED: %d error(s), %d warning(s)" % (len(errors), len(warnings)))
        rc = 1
    else:
        print("PASSED: 0 errors, %d warning(s)" % len(warnings))
    if "--selftest" in sys.argv:
        if selftest(tsv_rows, spec, kb):
            print("SELFTEST PASSED: every corruption was detected")
        else:
            print("SELFTEST FAILED: a corruption went undetected")
            rc = 1
    return rc


if __name__ == "__main__":
    sys.exit(main())
