#!/usr/bin/env python3
"""Check /work/heldout5/facts-heldout-5.tsv against kb.jsonl / entities.jsonl.

Row-level checks (TSV only):
  * UTF-8, comment header present, every data row has exactly 6 tab-separated columns
  * ids unique, c001..c200 then p01..p20, labels in {true,false,unknown}
  * true  rows: (subject_id, relation, object) is a KB triple (object may be given as the
                KB object, object_label or object_id); for a negated borders row see spec
  * false rows: the KB has (subject_id, relation); for non-borders rows the object column is
                one of the KB's values; for borders rows the object column is the other
                country (a KB common name), which is NOT a KB neighbour unless the row is a
                negation (then it IS one)
  * unknown rows: relation not among the KB's relations; subject_id is a cca3 or '-'; object '-'
Spec-level checks (facts-heldout-5.spec.json, written by build_heldout5.py, listing the KB-level
claims each text makes):
  * every listed claim is evaluated against the KB (closed world; negations flip)
  * single rows: label true  <=> all listed claims hold; label false <=> exactly one fails and it
                 is the row's (relation, subject)
  * paragraphs: true <=> all hold; false <=> exactly one fails, matching relation/subject/object
  * the claimed object (or its KB label) and the subject (a name, official name, alternative
    spelling) occur in the text; where the text uses another form (demonym, plural, ISO code,
    spelling variant) that form is taken from facts-heldout-5.mentions.json (also written by
    build_heldout5.py) and must occur in the text
  * spec entries have the shape [subject_id, relation, object, negated(bool), null, null]
  * unknown rows: the text names none of the subject's KB objects (capital, languages, currency
    codes/names, neighbours, region, subregion), except for an explicitly listed demonym trap
  * counts: 200 singles (~95 false / ~85 true / 20 unknown), 20 paragraphs (10 true, 10 false),
    3-6 sentences per paragraph, no duplicate texts, all 6 relations used, >= 130 entities
Exit status 0 and "OK" when everything passes.
"""
import json, re, sys, collections

KB = "/work/shared/data/facts-countries/kb.jsonl"
ENT = "/work/shared/data/facts-countries/entities.jsonl"
TSV = "/work/heldout5/facts-heldout-5.tsv"
SPEC = "/work/heldout5/facts-heldout-5.spec.json"
MENTIONS = "/work/heldout5/facts-heldout-5.mentions.json"

errors = []


def err(*a):
    errors.append(" ".join(str(x) for x in a))


kb = [json.loads(l) for l in open(KB, encoding="utf-8")]
ents = {e["id"]: e for e in (json.loads(l) for l in open(ENT, encoding="utf-8"))}
KB_RELS = {t["relation"] for t in kb}
vals = collections.defaultdict(set)        # (s, r) -> set of accepted spellings of all objects
objs = collections.defaultdict(set)        # (s, r) -> canonical objects
labels = {}                                # object -> label (currency)
for t in kb:
    key = (t["subject_id"], t["relation"])
    objs[key].add(t["object"])
    for v in (t["object"], t["object_label"], t["object_id"]):
        if v:
            vals[key].add(v.casefold())
    if t["object_label"]:
        labels.setdefault(t["object"], set()).add(t["object_label"])
NAMES = {e["name"] for e in ents.values()}


def holds(s, r, o):
    return o.casefold() in vals[(s, r)]


def subject_forms(s):
    e = ents[s]
    return [e["name"], e["official_name"]] + [a for a in e["alt_spellings"] if len(a) > 2]


def in_text(text, forms):
    tl = text.casefold()
    return any(f and f.casefold() in tl for f in forms)


# ------------------------------------------------------------------ read TSV
raw = open(TSV, encoding="utf-8").read()
lines = raw.split("\n")
if lines and lines[-1] == "":
    lines = lines[:-1]
comments = [l for l in lines if l.startswith("#")]
if len(comments) < 3 or not comments[0].startswith("# Fifth blind held-out set"):
    err("header comments missing")
rows = []
for n, l in enumerate(lines, 1):
    if l.startswith("#"):
        continue
    cols = l.split("\t")
    if len(cols) != 6:
        err("line", n, "has", len(cols), "columns")
        continue
    if any(c != c.strip() or c == "" for c in cols):
        err("line", n, "empty or padded column")
    rows.append(cols)

ids = [r[0] for r in rows]
dups = [i for i, c in collections.Counter(ids).items() if c > 1]
if dups:
    err("duplicate ids", dups)
singles = [r for r in rows if r[0].startswith("c")]
paras = [r for r in rows if r[0].startswith("p")]
if [r[0] for r in singles] != ["c%03d" % i for i in range(1, 201)]:
    err("single ids are not c001..c200 in order")
if [r[0] for r in paras] != ["p%02d" % i for i in range(1, 21)]:
    err("paragraph ids are not p01..p20 in order")
if len(singles) + len(paras) != len(rows):
    err("rows with ids that are neither c... nor p...")
texts = [r[5] for r in rows]
for t, c in collections.Counter(texts).items():
    if c > 1:
        err("duplicate text:", t[:40])

spec = json.load(open(SPEC, encoding="utf-8"))
mentions = json.load(open(MENTIONS, encoding="utf-8"))
if set(spec) != set(ids):
    err("spec ids differ from TSV ids")
if set(mentions) != set(spec):
    err("mentions ids differ from spec ids")
for k, cl in spec.items():
    for c in cl:
        if not (isinstance(c, list) and len(c) == 6 and isinstance(c[0], str) and isinstance(c[1], str)
                and isinstance(c[2], str) and isinstance(c[3], bool) and c[4] is None and c[5] is None):
            err(k, "malformed spec entry", c)
    if len(mentions.get(k, [])) != len(cl):
        err(k, "mentions list length differs from spec")
# a demonym row whose word happens to be a KB language name; it makes no language claim
UNKNOWN_TRAPS = {("MDG", "Malagasy")}
kb_by_subj = collections.defaultdict(set)
for t in kb:
    for v in (t["object"], t["object_label"]):
        if v and len(v) > 3:
            kb_by_subj[t["subject_id"]].add(v)

# ------------------------------------------------------------------ row checks
for rid, label, rel, subj, obj, text in rows:
    if label not in ("true", "false", "unknown"):
        err(rid, "bad label", label)
        continue
    claims = spec.get(rid, [])
    if label == "unknown":
        if rel in KB_RELS:
            err(rid, "unknown row uses a KB relation", rel)
        if subj != "-" and subj not in ents:
            err(rid, "unknown subject not a cca3", subj)
        if obj != "-":
            err(rid, "unknown row object must be '-'")
        if claims:
            err(rid, "unknown row lists KB claims")
        if not re.fullmatch(r"[a-z_]+", rel):
            err(rid, "unknown relation name not short snake_case", rel)
        if subj in ents:
            own = {f.casefold() for f in subject_forms(subj)}
            for v in kb_by_subj[subj]:
                if v.casefold() in own:
                    continue   # e.g. Monaco, Luxembourg: the capital shares the country's name
                if re.search(r"\b" + re.escape(v) + r"\b", text, re.I) and (subj, v) not in UNKNOWN_TRAPS:
                    err(rid, "unknown row text names a KB object of its subject:", v)
        for rg in ("Africa", "Asia", "Europe", "Americas", "Oceania", "Antarctic"):
            if re.search(r"\b" + rg, text):
                err(rid, "unknown row text names a region:", rg)
        continue
    if rel not in KB_RELS:
        err(rid, "relation not in KB", rel)
        continue
    if subj not in ents:
        err(rid, "subject not a cca3", subj)
        continue
    if not objs[(subj, rel)]:
        err(rid, "KB has no", rel, "for", subj)
        continue
    # which claim does the row describe?
    main = [c for c in claims if c[0] == subj and c[1] == rel and
            (c[2].casefold() == obj.casefold() or holds(subj, rel, obj))]
    row_neg = any(c[3] and c[2].casefold() == obj.casefold() for c in main)
    if rel == "borders":
        if obj not in NAMES:
            err(rid, "borders object is not a KB common name", obj)
        nb = holds(subj, rel, obj)
        if label == "true" and nb == row_neg:
            err(rid, "true borders row: neighbour status wrong", obj)
        if label == "false" and nb != row_neg:
            err(rid, "false borders row: neighbour status wrong", obj)
    else:
        if label == "true" and not holds(subj, rel, obj):
            err(rid, "true row: triple not in KB", subj, rel, obj)
        if label == "false" and not holds(subj, rel, obj):
            err(rid, "false row: object column is not the KB's correct object", subj, rel, obj)
    # evaluate every claim the text makes
    failing = []
    hints = mentions.get(rid, [[None, None]] * len(claims))
    for (s, r, o, neg, _n1, _n2), (sm, tf) in zip(claims, hints):
        if s not in ents or r not in KB_RELS:
            err(rid, "bad claim", s, r)
            continue
        if not objs[(s, r)]:
            err(rid, "claim on subject/relation the KB lacks", s, r)
        ok = holds(s, r, o) != bool(neg)
        if not ok:
            failing.append((s, r, o, neg))
        forms = [tf] if tf else [o] + sorted(labels.get(o, []))
        if not in_text(text, forms):
            err(rid, "claimed object not visible in text:", forms)
        if not in_text(text, [sm] if sm else subject_forms(s)):
            err(rid, "subject not visible in text:", s, sm)
    if not claims:
        err(rid, "no claims listed")
    if label == "true" and failing:
        err(rid, "labelled true but claims fail:", failing)
    if label == "false":
        if len(failing) != 1:
            err(rid, "labelled false but", len(failing), "claims fail:", failing)
        else:
            s, r, o, neg = failing[0]
            if (s, r) != (subj, rel):
                err(rid, "false claim is", s, r, "but row says", subj, rel)
            if r == "borders" and o != obj:
                err(rid, "borders row object should be the other country named", o, obj)
            if neg and r != "borders" and o.casefold() != obj.casefold() and not holds(s, r, obj):
                err(rid, "negated false row object mismatch")
    if label == "true" and not any(c[0] == subj and c[1] == rel for c in claims):
        err(rid, "row relation/subject not among its claims")

# ------------------------------------------------------------------ paragraph shape
for r in paras:
    n = len([s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z\"'(])", r[5]) if s.strip()])
    n = max(n, len(re.findall(r"[.!?](?=\s|$)", r[5])))
    if not 3 <= n <= 6:
        err(r[0], "paragraph sentence count looks wrong", n)

# ------------------------------------------------------------------ counts
cs = collections.Counter(r[1] for r in singles)
cp = collections.Counter(r[1] for r in paras)
cr = collections.Counter((r[2], r[1]) for r in singles)
if len(singles) != 200 or cs["unknown"] != 20 or not (90 <= cs["false"] <= 100) or not (80 <= cs["true"] <= 90):
    err("single counts off", dict(cs))
if cp != collections.Counter({"true": 10, "false": 10}):
    err("paragraph counts off", dict(cp))
subjects = {r[3] for r in singles if r[3] != "-"}
if len(subjects) < 100:
    err("too few distinct subjects", len(subjects))
entities = {r[3] for r in rows if r[3] != "-"}
for cl in spec.values():
    for c in cl:
        entities.add(c[0])
        if c[1] == "borders":
            entities.update(k for k, e in ents.items() if e["name"] == c[2])
if len(entities) < 130:
    err("too few distinct entities", len(entities))
used_rels = {r[2] for r in rows} | {c[1] for cl in spec.values() for c in cl}
if not KB_RELS <= used_rels:
    err("relations never used:", KB_RELS - used_rels)
for r in paras:
    n_false = sum(1 for c in spec[r[0]] if holds(c[0], c[1], c[2]) == bool(c[3]))
    if (r[1] == "false") != (n_false == 1) or n_false > 1:
        err(r[0], "paragraph has", n_false, "false claims")

print("singles by label:", dict(cs))
print("paragraphs by label:", dict(cp))
byrel = collections.defaultdict(dict)
for (rel, lab), n in sorted(cr.items()):
    byrel[rel][lab] = n
for rel in byrel:
    print("  %-18s %s" % (rel, byrel[rel]))
print("paragraph relations:", dict(collections.Counter((r[2], r[1]) for r in paras)))
print("distinct single-claim subjects:", len(subjects))
print("distinct entities (row subjects, claim subjects, neighbours named):", len(entities))
print("KB-relation rows by relation (singles + paragraphs):",
      dict(collections.Counter(r[2] for r in rows if r[1] != "unknown")))
if errors:
    print("FAIL:", len(errors), "problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all", len(rows), "rows pass")
