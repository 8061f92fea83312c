#!/usr/bin/env python3
"""Independent checker for bench/facts-heldout-16.tsv.

Reloads kb.jsonl / entities.jsonl itself (does not import the generator) and verifies:
header lines, column line, counts (225 singles = 100 false/100 true/25 unknown; 100 paragraphs
= 50 false/50 true), sequential unique ids, >=120 distinct single-claim subjects, all six relations,
< 120 words, no tabs, and for every row that the structured columns agree with the KB and the label:
  true   -> (subject_id, relation, object) is a KB triple
  false  -> subject has that relation in the KB, and object is not among its values (closed world)
  unknown-> relation is not one of the six KB relations, or the subject is not a KB entity
It also checks that the text names the subject and object, and, using specs16.json (the generator's
per-row claim list), re-decides every embedded claim of every paragraph against the KB.
Exits 1 with messages on any failure.
"""
import json, os, re, sys, unicodedata

DATA = "/work/shared/data/facts-countries"
HERE = os.path.dirname(os.path.abspath(__file__))
TSV = os.path.normpath(os.path.join(HERE, "..", "..", "facts-heldout-16.tsv"))
SIDE = os.path.join(HERE, "specs16.json")
RELS = {"has_capital", "in_region", "in_subregion", "official_language", "currency", "borders"}
SHORT = {"cap": "has_capital", "reg": "in_region", "sub": "in_subregion", "lang": "official_language",
         "cur": "currency", "bor": "borders"}
COLS = "id\tlabel\trelation\tsubject_id\tobject\ttext"
errors = []
def err(m): errors.append(m)

ents = {}
for l in open(os.path.join(DATA, "entities.jsonl"), encoding="utf-8"):
    d = json.loads(l); ents[d["id"]] = d
kb = {}          # (sid, rel) -> set of objects in every useful form
kb_obj = {}      # (sid, rel) -> set of KB 'object' column values
curlab = {}
bor_id = {}
for l in open(os.path.join(DATA, "kb.jsonl"), encoding="utf-8"):
    d = json.loads(l)
    k = (d["subject_id"], d["relation"])
    kb_obj.setdefault(k, set()).add(d["object"])
    if d["relation"] == "currency": curlab[d["object"]] = d["object_label"]
    if d["relation"] == "borders": bor_id[d["object"]] = d["object_id"]
    kb.setdefault(k, set()).update(x for x in (d["object"], d["object_id"]) if x)
all_objects = {}
for (s, r), v in kb_obj.items(): all_objects.setdefault(r, set()).update(v)

def norm(t):
    t = unicodedata.normalize("NFKC", t).lower()
    return re.sub(r"\s+", " ", t)

def surface_names(eid):
    e = ents[eid]
    return [n for n in [e["name"], e["official_name"]] + e["alt_spellings"] if len(n) >= 4]

def mentions_entity(text, eid):
    t = norm(text)
    return any(norm(n) in t for n in surface_names(eid))

def mentions_object(text, rel, obj):
    t = norm(text)
    if rel == "currency":
        return obj.lower() in t or (curlab.get(obj) and norm(curlab[obj]) in t)
    if rel == "borders":
        eid = bor_id.get(obj) or next((e for e in ents if ents[e]["name"] == obj), None)
        return eid is not None and mentions_entity(text, eid)
    if rel == "in_region" and obj == "Americas":
        return "americas" in t
    return norm(obj) in t

def decide(rel, sid, obj):
    """True/False per KB (closed world), or None if undecidable"""
    if rel not in RELS or sid not in ents: return None
    have = kb_obj.get((sid, rel), set()) | kb.get((sid, rel), set())
    if not have: return None
    return obj in have

# ---- read file
lines = open(TSV, encoding="utf-8").read().split("\n")
if lines and lines[-1] == "": lines.pop()
hdr = [l for l in lines[:3]]
if not all(h.startswith("#") for h in hdr): err("first three lines must start with '#'")
if not hdr or not hdr[0].startswith("# Sixteenth blind held-out set"): err("line 1 must begin '# Sixteenth blind held-out set'")
if "facts-heldout-16" not in hdr[0] or "build_heldout16.py" not in hdr[0] or "check_heldout16.py" not in hdr[0]:
    err("line 1 must name facts-heldout-16, build_heldout16.py and check_heldout16.py")
rows = []
for n, l in enumerate(lines[3:], 4):
    f = l.split("\t")
    if len(f) != 6: err(f"line {n}: {len(f)} fields (tab inside text?)"); continue
    rows.append(dict(zip(COLS.split("\t"), f)))

singles = [r for r in rows if r["id"].startswith("c")]
paras = [r for r in rows if r["id"].startswith("p")]
if len(singles) + len(paras) != len(rows): err("ids must start with c or p")
if [r["id"] for r in singles] != [f"c{i:03d}" for i in range(1, 226)]: err("single ids must be c001..c225 in order")
if [r["id"] for r in paras] != [f"p{i:03d}" for i in range(1, 101)]: err("paragraph ids must be p001..p100 in order")
if rows and rows.index(paras[0]) != len(singles) if paras else False: err("paragraphs must follow singles")
if len({r["id"] for r in rows}) != len(rows): err("duplicate ids")
def count(rs, lab): return sum(r["label"] == lab for r in rs)
if (count(singles, "false"), count(singles, "true"), count(singles, "unknown")) != (100, 100, 25):
    err(f"singles split {count(singles,'false')}/{count(singles,'true')}/{count(singles,'unknown')} != 100/100/25")
if (count(paras, "false"), count(paras, "true"), len(paras)) != (50, 50, 100):
    err(f"paragraph split {count(paras,'false')}/{count(paras,'true')} of {len(paras)} != 50/50")
subs = {r["subject_id"] for r in singles if r["subject_id"] != "-"}
if len(subs) < 120: err(f"only {len(subs)} distinct single-claim subjects (< 120)")
rels_seen = {r["relation"] for r in singles if r["label"] in ("true", "false")}
if not RELS <= rels_seen: err(f"relations missing among true/false singles: {sorted(RELS - rels_seen)}")
texts = [r["text"] for r in rows]
if len(set(texts)) != len(texts): err("duplicate texts")

for r in rows:
    i, lab, rel, sid, obj, text = r["id"], r["label"], r["relation"], r["subject_id"], r["object"], r["text"]
    if not text.strip(): err(f"{i}: empty text")
    if "\t" in text or "\r" in text: err(f"{i}: tab/CR in text")
    if len(text.split()) >= 120: err(f"{i}: {len(text.split())} words")
    if lab not in ("true", "false", "unknown"): err(f"{i}: bad label {lab}")
    if i.startswith("p") and lab == "true":
        if (rel, sid, obj) != ("-", "-", "-"): err(f"{i}: true paragraph must have '-' columns")
        continue
    if lab in ("true", "false"):
        d = decide(rel, sid, obj)
        if d is None: err(f"{i}: {rel}/{sid}/{obj} not decidable by the KB")
        elif d != (lab == "true"): err(f"{i}: label {lab} but KB says {d} for {rel}({sid}, {obj})")
        if lab == "false" and rel == "borders" and not any(e["name"] == obj for e in ents.values()):
            err(f"{i}: false border object {obj!r} is not a KB entity")
        if lab == "false" and obj not in all_objects.get(rel, set()) and rel not in ("currency", "borders"):
            err(f"{i}: false object {obj!r} is not a real value of {rel} anywhere in the KB")
        if lab == "false" and rel == "currency" and obj not in curlab:
            err(f"{i}: false currency {obj} not a KB currency code")
        if sid in ents and not mentions_entity(text, sid): err(f"{i}: text does not name subject {sid}")
        if not mentions_object(text, rel, obj): err(f"{i}: text does not mention object {obj!r}")
    elif lab == "unknown":
        if i.startswith("p"): err(f"{i}: paragraphs must be true or false")
        if obj != "-": err(f"{i}: unknown rows carry object '-'")
        if rel in RELS and sid in ents: err(f"{i}: unknown row has KB relation and KB subject ({rel}, {sid})")
        if sid != "-" and sid not in ents: err(f"{i}: subject_id {sid} not an entity id and not '-'")
        if sid == "-":
            # the named entity must not be a KB entity under any spelling
            for e in ents:
                for n in surface_names(e):
                    if re.search(r"\b" + re.escape(norm(n)) + r"\b", norm(text)) and n not in ("France",):
                        err(f"{i}: unknown-entity row names KB entity {e} ({n})")
        else:
            if not mentions_entity(text, sid): err(f"{i}: text does not name subject {sid}")
            for rr in RELS:
                for o in kb_obj.get((sid, rr), ()):
                    if rr in ("has_capital",) and o != ents[sid]["name"] and norm(o) in norm(text):
                        err(f"{i}: unknown row mentions KB {rr} object {o}")

# ---- paragraph claim lists from the sidecar: re-decide every embedded claim
if not os.path.exists(SIDE):
    err("missing specs16.json")
else:
    side = {x["id"]: x for x in json.load(open(SIDE, encoding="utf-8"))["rows"]}
    genres = set()
    for r in paras:
        x = side.get(r["id"])
        if not x or x["text"] != r["text"]: err(f"{r['id']}: sidecar missing or text differs"); continue
        genres.add(x.get("genre"))
        falses = []; subjects = set()
        for sp in x["claims"]:
            m = re.fullmatch(r"(!|not-)?(cap|reg|sub|lang|cur|bor):([A-Z]{3})=(.+)", sp)
            if not m: err(f"{r['id']}: bad spec {sp}"); continue
            neg, short, s, o = m.groups(); rel = SHORT[short]; subjects.add(s)
            oo = ents[o]["name"] if rel == "borders" and o in ents else o
            have = kb.get((s, rel), set())
            if not have: err(f"{r['id']}: {sp}: subject has no {rel} in KB"); continue
            truth = o in have
            if neg == "not-": truth = not truth
            if neg == "!":
                if truth: err(f"{r['id']}: {sp} marked false but KB holds it")
                else: falses.append((rel, s, oo))
            elif not truth: err(f"{r['id']}: {sp} marked true but KB does not hold it")
            if not mentions_entity(r["text"], s): err(f"{r['id']}: text does not name {s} ({sp})")
            if not mentions_object(r["text"], rel, oo if rel == "borders" else o): err(f"{r['id']}: text lacks object of {sp}")
        if len(subjects) < 2: err(f"{r['id']}: fewer than two countries")
        if r["label"] == "false":
            if not falses: err(f"{r['id']}: labelled false but no false claim")
            elif (r["relation"], r["subject_id"], r["object"]) != falses[0]:
                err(f"{r['id']}: columns {r['relation']}/{r['subject_id']}/{r['object']} != first false claim {falses[0]}")
        elif falses: err(f"{r['id']}: labelled true but contains false claim {falses[0]}")
    if len(genres) < 20: err(f"only {len(genres)} genres (< 20)")
    for r in singles:
        x = side.get(r["id"])
        if not x or x["text"] != r["text"]: err(f"{r['id']}: sidecar missing or text differs")

if errors:
    print(f"FAIL: {len(errors)} problem(s)"); print("\n".join(errors[:80])); sys.exit(1)
print(f"OK: {len(singles)} singles ({count(singles,'true')} true, {count(singles,'false')} false, "
      f"{count(singles,'unknown')} unknown), {len(paras)} paragraphs ({count(paras,'true')} true, "
      f"{count(paras,'false')} false), {len(subs)} single-claim subjects, relations {sorted(rels_seen)}")
