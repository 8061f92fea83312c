#!/usr/bin/env python3
"""Generator for the sixteenth blind held-out set (facts-heldout-16).

Written from /work/shared/data/facts-countries/{kb.jsonl,entities.jsonl,README.md} only.
Every label is computed from kb.jsonl (closed world for official_language, currency, borders).
Each row is described by a compact spec:
  "cap:SID=OBJ" (true), "!cap:SID=OBJ" (false), "unk:REL:SID", "unk:REL:-:Name=Obj".
Short relation names: cap=has_capital reg=in_region sub=in_subregion lang=official_language
cur=currency (object = ISO code) bor=borders (object = other country's cca3 in the spec,
its KB name in the TSV).
Deterministic: random.Random(1616).
Writes the TSV incrementally (singles first, flushed, then paragraphs) and a sidecar
specs16.json listing every embedded claim of every row, for check_heldout16.py.
"""
import json, os, random, re, sys

DATA = "/work/shared/data/facts-countries"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "..", "facts-heldout-16.tsv"))
SIDECAR = os.path.join(HERE, "specs16.json")

REL = {"cap": "has_capital", "reg": "in_region", "sub": "in_subregion",
       "lang": "official_language", "cur": "currency", "bor": "borders"}
R = random.Random(1616)

# ---------------------------------------------------------------- KB
ENT = {}
for line in open(os.path.join(DATA, "entities.jsonl"), encoding="utf-8"):
    d = json.loads(line); ENT[d["id"]] = d
FACT = {}          # (sid, short) -> set(obj)   obj: capital/region/subregion/language name, currency code, border cca3
CURLABEL = {}      # code -> label
BORNAME = {}       # cca3 -> name as KB names it in borders objects
for line in open(os.path.join(DATA, "kb.jsonl"), encoding="utf-8"):
    d = json.loads(line)
    short = {v: k for k, v in REL.items()}[d["relation"]]
    obj = d["object"]
    if short == "cur":
        obj = d["object_id"]; CURLABEL[obj] = d["object_label"]
    if short == "bor":
        obj = d["object_id"]; BORNAME[obj] = d["object"]
    FACT.setdefault((d["subject_id"], short), set()).add(obj)

def vals(sid, rel): return FACT.get((sid, rel), set())
def one(sid, rel):
    v = sorted(vals(sid, rel)); return v[0] if v else None
def holds(sid, rel, obj): return obj in vals(sid, rel)

def kb_object(rel, obj):
    """object as the TSV shows it (KB object column)."""
    return BORNAME.get(obj, ENT[obj]["name"]) if rel == "bor" else obj

# ---------------------------------------------------------------- names
THE_WORDS = ("United ", "Republic", "Islands", "Kingdom")
THE_SET = {"BHS", "GMB", "NLD", "PHL", "MDV", "COM", "SYC", "VAT", "BES", "IOT", "ATF",
           "CAF", "DOM", "ARE", "GBR", "USA", "COG", "UMI", "VIR", "VGB", "MHL", "SLB",
           "CYM", "FRO", "FLK", "CCK", "TCA", "MNP", "COK", "PCN", "ALA", "SGS"}
THE_ALT = {"Republic", "Kingdom", "Principality", "State", "States", "Federation", "Commonwealth", "Union",
           "Confederation", "Duchy", "Territory", "Bailiwick", "Collectivity", "Emirates", "Nation", "Abode"}
def needs_the(sid, name):
    if name != ENT[sid]["name"] and THE_ALT & set(name.replace("'s", "").split()) and name.split()[0] not in ("Republika", "République"):
        return True
    return name == ENT[sid]["name"] and sid in THE_SET or name.startswith("Republic of") \
        or name.startswith("Kingdom of") or name.startswith("Federal") or name.startswith("Federated") \
        or name.startswith("Commonwealth") or name.startswith("Union of") or name.startswith("State of") \
        or name.startswith("Islamic Republic") or name.startswith("Democratic") or name.startswith("People's") \
        or name.endswith("Republic")
BAD_ALT = {"Congo", "Island", "Guiana", "Timor", "Mann", "Emirates", "Macedonia"}
ALL_NAMES = {e["name"] for e in ENT.values()}
def alt_names(sid):
    e = ENT[sid]; out = []
    for a in [e["official_name"]] + e["alt_spellings"]:
        if len(a) < 4 or a == e["name"] or "," in a or "(" in a or a in BAD_ALT: continue
        if a in ALL_NAMES and a != e["name"]: continue
        if not re.fullmatch(r"[A-Za-zÀ-ÿ' .\-]+", a): continue
        if a not in out: out.append(a)
    return out

def nm(sid, alt=False, start=False, lower=False):
    n = ENT[sid]["name"]
    if alt:
        a = alt_names(sid)
        if a: n = R.choice(a)
    if n.startswith("The "): n = n[4:]
    if needs_the(sid, n): n = ("The " if start else "the ") + n
    if lower: n = n.lower()
    return n

def region_txt(r):
    return {"Americas": "the Americas", "Antarctic": "the Antarctic"}.get(r, r)
def sub_txt(s):
    return {"Caribbean": "the Caribbean", "Australia and New Zealand": "the Australia and New Zealand subregion"}.get(s, s)
def cur_txt(code):
    lab = CURLABEL[code]
    return "the " + (lab[0].lower() + lab[1:] if lab.startswith("Euro") else lab)

# ---------------------------------------------------------------- choosing objects
def neighbours_like(sid):
    """entities near sid: borders first, then same subregion, then same region"""
    b = sorted(vals(sid, "bor"))
    sr = one(sid, "sub"); rg = one(sid, "reg")
    same_sub = sorted(e for e in ENT if e != sid and one(e, "sub") == sr)
    same_reg = sorted(e for e in ENT if e != sid and one(e, "reg") == rg)
    R.shuffle(b); R.shuffle(same_sub); R.shuffle(same_reg)
    return b + same_sub + same_reg

REGION_ALT = {"Europe": ["Asia", "Africa"], "Asia": ["Europe", "Oceania", "Africa"],
              "Africa": ["Asia", "Europe"], "Americas": ["Europe", "Oceania", "Africa"],
              "Oceania": ["Asia", "Americas"], "Antarctic": ["Oceania", "Americas"]}
COMMON_LANG = ["English", "French", "Arabic", "Spanish", "Portuguese", "Russian", "German"]

def false_object(sid, rel):
    if rel == "reg":
        return R.choice(REGION_ALT[one(sid, "reg")])
    if rel == "sub":
        rg = one(sid, "reg")
        cands = sorted({one(e, "sub") for e in ENT if one(e, "reg") == rg and one(e, "sub")} - vals(sid, "sub")
                       - {"Australia and New Zealand"})
        return R.choice(cands) if cands else None
    if rel == "bor":
        own = vals(sid, "bor")
        sr = one(sid, "sub")
        cands = [e for e in neighbours_like(sid) if e != sid and e not in own and ENT[e]["independent"]]
        # prefer same-subregion non-neighbours, or a neighbour's neighbour
        nn = sorted({x for b in own for x in vals(b, "bor")} - own - {sid})
        R.shuffle(nn)
        for c in nn + cands:
            if c in ENT and c not in own and c != sid: return c
        return None
    pool = []
    for e in neighbours_like(sid):
        pool.extend(sorted(vals(e, rel)))
    if rel == "lang": pool += COMMON_LANG
    for o in pool:
        if o not in vals(sid, rel): return o
    return None

# ---------------------------------------------------------------- single-claim templates
def T(rel, sid, obj, k=None):
    """Render one standalone sentence asserting rel(sid, obj). Returns text."""
    alt = R.random() < 0.18
    S = nm(sid, alt, start=True); s = nm(sid, alt)
    if rel == "cap":
        O = obj
        forms = [f"The capital of {s} is {O}.", f"{O} is the capital city of {s}.",
                 f"{S}'s capital is {O}.", f"{O}, the capital of {s}, is where the national government sits.",
                 f"If I remember rightly, {s} has its capital at {O}.",
                 f"{S} is governed from its capital, {O}.",
                 f"the capital of {s.lower()} is {O.lower()}",
                 f"I'm fairly sure {O} serves as the capital of {s}.",
                 f"Visitors to {s} often start in {O}, the country's capital.",
                 f"{S} — capital city: {O}."]
    elif rel == "reg":
        O = region_txt(obj)
        forms = [f"{S} is located in {O}.", f"{S} lies in {O}.", f"Geographically, {s} is part of {O}.",
                 f"{S}, a country in {O}, is the focus of this week's lesson.",
                 f"{O[0].upper() + O[1:]} is the region {s} belongs to.",
                 f"as far as i know {s.lower()} is in {O.lower()}",
                 f"Most atlases place {s} in {O}.", f"{S} is a country situated in {O}."]
    elif rel == "sub":
        O = sub_txt(obj)
        forms = [f"{S} is in {O}.", f"{S} belongs to the subregion of {O}.",
                 f"Geographers classify {s} as part of {O}.",
                 f"{S} is usually grouped with the other countries of {O}.",
                 f"{O[0].upper() + O[1:]} is the subregion that includes {s}.",
                 f"{s.lower()} is part of {O.lower()}",
                 f"By UN-style subregions, {s} falls within {O}."]
    elif rel == "lang":
        O = obj
        forms = [f"{O} is an official language of {s}.", f"In {s}, {O} has official status.",
                 f"{S} counts {O} among its official languages.",
                 f"{S} recognises {O} as an official language.",
                 f"{O} is one of the official languages used in {s}.",
                 f"official documents in {s.lower()} are written in {O.lower()}, which is an official language there",
                 f"I believe {O} is an official language in {s}."]
        if len(vals(sid, "lang")) == 1 and holds(sid, "lang", obj) or not holds(sid, "lang", obj):
            forms.append(f"The official language of {s} is {O}.")
    elif rel == "cur":
        L = cur_txt(obj)
        forms = [f"{S} uses {L} as its currency.", f"{L[0].upper() + L[1:]} is the currency of {s}.",
                 f"In {s}, people pay with {L}.", f"The currency code used in {s} is {obj}.",
                 f"Prices in {s} are quoted in {L} ({obj}).",
                 f"you pay in {L.lower()} when you shop in {s.lower()}",
                 f"{S}'s money is {L}, I think.",
                 f"{S} issues {L}, code {obj}."]
    elif rel == "bor":
        altO = R.random() < 0.15
        O = nm(obj, altO); Ost = nm(obj, altO, start=True)
        forms = [f"{S} borders {O}.", f"{S} shares a land border with {O}.",
                 f"{Ost} is one of {s}'s neighbouring countries.",
                 f"You can cross overland from {s} into {O}.",
                 f"There is a land border between {s} and {O}.",
                 f"{S} and {O} share a frontier.",
                 f"{s.lower()} has a border with {O.lower()}",
                 f"{S}, which borders {O}, was the next stop on our route.",
                 f"{S} is said to border {O}."]
    if k is None: k = R.randrange(len(forms))
    return forms[k % len(forms)]

UNK = {  # relation -> list of templates with {S}/{s}; none mention KB-relation objects
    "population": ["{S} has a population of more than ten million people.", "Around five million people live in {s}.",
                   "{S}'s population has doubled since 1970."],
    "national_animal": ["The national animal of {s} is the lion.", "{S} has chosen the eagle as its national animal."],
    "calling_code": ["The international dialling code for {s} begins with +3.", "{S} uses the telephone prefix +27."],
    "area": ["{S} covers an area of roughly 300,000 square kilometres.", "{S} is larger than Texas by area."],
    "independence_year": ["{S} became independent in 1960.", "{S} celebrated independence in the nineteenth century."],
    "time_zones": ["{S} spans three time zones.", "All of {s} observes a single time zone."],
    "landlocked": ["{S} is a landlocked country.", "{S} has no coastline at all."],
    "national_dish": ["The national dish of {s} is a slow-cooked stew.", "{S} considers grilled fish its national dish."],
    "highest_point": ["The highest mountain in {s} rises above 4,000 metres."],
    "driving_side": ["In {s}, cars drive on the left.", "Traffic in {s} keeps to the right."],
    "un_member": ["{S} is a member state of the United Nations."],
    "head_of_state": ["The head of state of {s} is a monarch.", "{S} is led by a directly elected president."],
    "tld": ["{S}'s internet country domain is two letters long, like every ccTLD."],
}
FICTION = [("Wakanda", "Birnin Zana"), ("Genovia", "Pyrus"), ("Zamunda", "Zamunda City"), ("Latveria", "Doomstadt"),
           ("Elbonia", "Elbonia City"), ("Freedonia", "Fredonia City"), ("Ruritania", "Strelsau"),
           ("Sokovia", "Novi Grad"), ("Panem", "the Capitol"), ("Syldavia", "Klow"), ("Borduria", "Szohôd"),
           ("Qumar", "Qumar City")]
def T_unk_fiction(name, cap, rel):
    if rel == "has_capital":
        return R.choice([f"The capital of {name} is {cap}.", f"{cap} serves as the capital of {name}.",
                         f"{name}'s capital city is {cap}."])
    if rel == "borders":
        return f"{name} shares a long land border with France."
    if rel == "in_region":
        return R.choice([f"{name} is a country in Africa.", f"{name} is located in Europe."])
    return f"{name} uses the euro as its currency."

# ---------------------------------------------------------------- singles
def build_singles():
    rels = ["cap"] * 20 + ["reg"] * 15 + ["sub"] * 15 + ["lang"] * 17 + ["cur"] * 17 + ["bor"] * 16
    indep = sorted(e for e in ENT if ENT[e]["independent"])
    terr = sorted(e for e in ENT if not ENT[e]["independent"] and e not in ("ATA", "BVT", "HMD", "UMI", "SGS", "ATF"))
    used = {}
    def pick(rel, truth):
        pool = indep[:] if R.random() < 0.88 else terr[:]
        R.shuffle(pool)
        pool.sort(key=lambda e: used.get(e, 0))
        for e in pool:
            if not vals(e, rel): continue
            if rel == "bor" and not truth and not vals(e, "bor"): continue
            if rel == "sub" and one(e, "sub") == "Australia and New Zealand" and not truth: pass
            if truth:
                o = R.choice(sorted(vals(e, rel)))
            else:
                o = false_object(e, rel)
                if o is None: continue
            used[e] = used.get(e, 0) + 1
            return e, o
        raise SystemExit("no subject for " + rel)
    rows = []
    for truth in (True, False):
        for rel in rels:
            e, o = pick(rel, truth)
            assert holds(e, rel, o) == truth
            rows.append(((("" if truth else "!") + f"{rel}:{e}={o}"), "true" if truth else "false", rel, e, o))
    # 25 unknowns: 17 relation-not-in-KB, 8 entity-not-in-KB
    kinds = sorted(UNK)
    for i in range(17):
        k = kinds[i % len(kinds)]
        pool = indep[:]; R.shuffle(pool); pool.sort(key=lambda e: used.get(e, 0)); e = pool[0]
        used[e] = used.get(e, 0) + 1
        rows.append((f"unk:{k}:{e}", "unknown", k, e, None))
    frels = ["has_capital", "has_capital", "has_capital", "has_capital", "in_region", "borders", "currency", "has_capital"]
    for i in range(8):
        name, cap = FICTION[i]
        rows.append((f"unk:{frels[i]}:-:{name}={cap}", "unknown", frels[i], None, (name, cap)))
    R.shuffle(rows)
    out = []
    for n, (spec, label, rel, e, o) in enumerate(rows, 1):
        if label == "unknown":
            if e is None:
                text = T_unk_fiction(o[0], o[1], rel); tr = (rel, "-", "-")
            else:
                alt = R.random() < 0.2
                text = R.choice(UNK[rel]).format(S=nm(e, alt, start=True), s=nm(e, alt)); tr = (rel, e, "-")
        else:
            text = T(rel, e, o); tr = (REL[rel], e, kb_object(rel, o))
        out.append({"id": f"c{n:03d}", "label": label, "spec": spec, "claims": [spec],
                    "relation": tr[0], "subject_id": tr[1], "object": tr[2], "text": text})
    return out

# ---------------------------------------------------------------- paragraph clauses
FUNC = {"The", "In", "If", "I", "I'm", "Most", "Visitors", "Geographically", "Geographers", "By", "Prices",
        "You", "There", "Official"}
def lc(sent):
    w = sent.split(" ", 1)
    return (w[0].lower() + " " + w[1]) if w[0] in FUNC and len(w) > 1 else sent

def clause(rel, sid, obj):
    """sentence for a paragraph (capitalised, ends with '.')"""
    for _ in range(20):
        t = T(rel, sid, obj)
        if t[0].isupper() and t.endswith(".") and "this claim" not in t and "I " not in t[:3] and "I'm" not in t:
            return t
    return t

def rel_clause(rel, sid, obj):
    """'Name, whose capital is X,' style subject NP with a relative clause."""
    s = nm(sid, start=True)
    if rel == "cap": return f"{s}, whose capital is {obj},"
    if rel == "reg": return f"{s}, which lies in {region_txt(obj)},"
    if rel == "sub": return f"{s}, which is part of {sub_txt(obj)},"
    if rel == "lang": return f"{s}, where {obj} is an official language,"
    if rel == "cur": return f"{s}, where people pay with {cur_txt(obj)},"
    if rel == "bor": return f"{s}, which borders {nm(obj)},"

def neg_sentence(sid):
    """a KB-true negation (closed world), returns (text, spec) or None"""
    if R.random() < 0.5 and vals(sid, "bor"):
        o = false_object(sid, "bor")
        if o: return (f"{nm(sid, start=True)} does not border {nm(o)}, though.", f"not-bor:{sid}={o}")
    if R.random() < 0.5 and vals(sid, "cap"):
        o = false_object(sid, "cap")
        if o: return (R.choice([f"Contrary to a common mix-up, {o} is not the capital of {nm(sid)}.",
                                f"{o} is not the capital of {nm(sid)}."]), f"not-cap:{sid}={o}")
    if R.random() < 0.5 and vals(sid, "cur"):
        o = false_object(sid, "cur")
        if o: return (f"{nm(sid, start=True)} does not use {cur_txt(o)}.", f"not-cur:{sid}={o}")
    if "EUR" not in vals(sid, "cur") and vals(sid, "cur"):
        return (f"{nm(sid, start=True)} does not use the euro.", f"not-cur:{sid}=EUR")
    if vals(sid, "lang") and "Spanish" not in vals(sid, "lang"):
        return (f"Spanish is not an official language of {nm(sid)}.", f"not-lang:{sid}=Spanish")
    return None

FILLER = ["The weather was warm and dry most of the week.", "Honestly, the coffee alone was worth the trip.",
          "It rained every afternoon, so pack a light jacket.", "The street food is cheap and very good.",
          "Trains were late, but nobody seemed to mind.", "We ate grilled fish and rice almost every night.",
          "Bring comfortable shoes; the old towns are hilly.", "Spring is the nicest season to visit.",
          "The markets open early and close by noon.", "Locals were friendly and patient with our questions.",
          "Evenings were cool enough for a sweater.", "The museum café does an excellent lemon cake."]

GENRES = ["travel blog", "exam answer", "chat log", "news brief", "recipe intro", "sports report", "product review",
          "forum post", "email", "diary", "museum label", "quiz", "podcast transcript", "lecture notes", "job ad",
          "tweet thread", "customer support reply", "school report", "trivia night recap", "encyclopedia stub",
          "letter to the editor", "shipping notice", "wedding speech", "tour itinerary"]

def frame(genre, sents):
    f = R.sample(FILLER, 2)
    a = sents
    j = " ".join
    if genre == "travel blog":
        return f"Day four of the road trip! {j(a[:2])} {f[0]} {j(a[2:])} More photos soon."
    if genre == "exam answer":
        return f"Question 3 (geography). Answer: {a[0]} Furthermore, {j([lc(x) for x in a[1:2]])} {j(a[2:])} (4 marks)"
    if genre == "chat log":
        names = ["maya", "tom", "maya", "tom", "maya", "tom"]
        return " ".join(f"[10:{i*7+2:02d}] {names[i % 2]}: {x}" for i, x in enumerate(a)) + " [10:59] tom: ok, booking it"
    if genre == "news brief":
        return f"BRIEFING — Ministers met on Tuesday to discuss trade. {j(a)} Talks continue next month."
    if genre == "recipe intro":
        return f"Before the recipe, a little background. {a[0]} {f[1]} {j(a[1:])} This stew takes about two hours, so start early."
    if genre == "sports report":
        return f"The away side travelled well on Saturday. {j(a)} The match ended two-all after a late equaliser."
    if genre == "product review":
        return f"Four stars for this travel adapter. I used it on a month-long trip: {j(a)} It never overheated once."
    if genre == "forum post":
        return f"Re: planning a route, any advice? {j(a)} {f[0]} Thanks in advance, everyone!"
    if genre == "email":
        return f"Hi Priya, quick notes for the briefing pack. {j(a)} Let me know if anything needs changing. Best, Sam"
    if genre == "diary":
        return f"Dear diary, another long day of travelling. {j(a)} {f[0]} Too tired to write more."
    if genre == "museum label":
        return f"Gallery 4: Maps of the modern world. {j(a)} The map on display was printed in 1998."
    if genre == "quiz":
        return f"Pub quiz, round two, answers: 1) {a[0]} 2) {a[1]} 3) {j(a[2:])} Scores on the board after the break."
    if genre == "podcast transcript":
        return f"HOST: Welcome back to the show. GUEST: Thanks. So, {lc(a[0])} HOST: Right, and {lc(a[1])} GUEST: {j(a[2:])}"
    if genre == "lecture notes":
        return "Lecture 7, political geography. " + " ".join(f"- {x}" for x in a) + " - Reading for next week: chapter 5."
    if genre == "job ad":
        return f"We are hiring a regional coordinator. {j(a)} Fluency in two languages is a plus. Apply by 30 June."
    if genre == "tweet thread":
        return " ".join(f"{i+1}/ {x}" for i, x in enumerate(a)) + f" {len(a)+1}/ {f[1]} #geography"
    if genre == "customer support reply":
        return f"Thanks for contacting us about your order. {j(a)} Your parcel should arrive within five working days."
    if genre == "school report":
        return f"My project on world countries, by Leo, age 11. {j(a)} {f[0]} The end."
    if genre == "trivia night recap":
        return f"What a night at the quiz! The geography round was tough. {j(a)} Our team came third."
    if genre == "encyclopedia stub":
        return f"{j(a)} This article is a stub. You can help by expanding it."
    if genre == "letter to the editor":
        return f"Sir, your atlas supplement last week was excellent. {j(a)} Yours faithfully, a regular reader."
    if genre == "shipping notice":
        return f"Shipping update for route 12. {j(a)} Customs paperwork must be completed in advance."
    if genre == "wedding speech":
        return f"Thank you all for coming such a long way. Our families met on holiday, of all places. {j(a)} Please raise your glasses!"
    if genre == "tour itinerary":
        return "Itinerary: " + " ".join(f"Stop {i+1}: {x}" for i, x in enumerate(a)) + f" {f[1]}"
    raise ValueError(genre)

def true_claim(sid, rels=("cap", "reg", "sub", "lang", "cur", "bor")):
    rels = [r for r in rels if vals(sid, r)]
    r = R.choice(rels); o = R.choice(sorted(vals(sid, r)))
    return r, o

def build_paragraph(pid, label, genre):
    indep = sorted(e for e in ENT if ENT[e]["independent"] and vals(e, "bor"))
    for attempt in range(200):
        base = R.choice(indep)
        group = [base] + R.sample(sorted(vals(base, "bor")), min(len(vals(base, "bor")), R.choice([1, 2])))
        if R.random() < 0.3:
            extra = R.choice(sorted(ENT)); group.append(extra) if extra not in group and vals(extra, "cap") else None
        n_claims = R.choice([3, 3, 4, 4, 5])
        specs = []; sents = []
        # list construction for borders
        if R.random() < 0.4 and len(vals(base, "bor")) >= 3:
            bl = R.sample(sorted(vals(base, "bor")), 3)
            sents.append(f"{nm(base, start=True)} borders {nm(bl[0])}, {nm(bl[1])} and {nm(bl[2])}.")
            specs += [f"bor:{base}={b}" for b in bl]
        while len(sents) < n_claims:
            sid = R.choice(group)
            r, o = true_claim(sid)
            sp = f"{r}:{sid}={o}"
            if sp in specs: continue
            if R.random() < 0.3:
                r2, o2 = true_claim(sid)
                sp2 = f"{r2}:{sid}={o2}"
                if sp2 in specs or sp2 == sp: continue
                s2 = clause(r2, sid, o2)
                # relative clause + main clause from another fact about the same subject
                main = {"cap": lambda: f"has its capital at {o2}.", "reg": lambda: f"is in {region_txt(o2)}.",
                        "sub": lambda: f"belongs to {sub_txt(o2)}.", "lang": lambda: f"recognises {o2} as an official language.",
                        "cur": lambda: f"uses {cur_txt(o2)}.", "bor": lambda: f"shares a land border with {nm(o2)}."}[r2]()
                sents.append(f"{rel_clause(r, sid, o)} {main}"); specs += [sp, sp2]
            else:
                sents.append(clause(r, sid, o)); specs.append(sp)
        if R.random() < 0.5:
            ng = neg_sentence(R.choice(group))
            if ng: sents.insert(R.randrange(len(sents) + 1), ng[0]); specs.append(ng[1])
        false = None
        if label == "false":
            sid = R.choice(group)
            r = R.choice([x for x in ("cap", "reg", "sub", "lang", "cur", "bor") if vals(sid, x)])
            o = false_object(sid, r)
            if o is None: continue
            false = (r, sid, o)
            pos = R.randrange(len(sents) + 1)
            sents.insert(pos, clause(r, sid, o)); specs.append(f"!{r}:{sid}={o}")
        if len({x.split(":")[1].split("=")[0] for x in specs}) < 2: continue
        text = frame(genre, sents)
        if "\t" in text or "\n" in text or len(text.split()) >= 120 or len(sents) < 3: continue
        if label == "false":
            tr = (REL[false[0]], false[1], kb_object(false[0], false[2]))
        else:
            tr = ("-", "-", "-")
        return {"id": pid, "label": label, "spec": " ; ".join(specs), "claims": specs, "genre": genre,
                "relation": tr[0], "subject_id": tr[1], "object": tr[2], "text": text}
    raise SystemExit("could not build " + pid)

HEADER = [
    "# Sixteenth blind held-out set of labelled country claims (facts-heldout-16), written from kb.jsonl/entities.jsonl/README.md only, labels computed from kb.jsonl (closed world for languages, currencies, borders), generated by bench/heldout/facts-16/build_heldout16.py and verified by check_heldout16.py.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the wrong object the text asserts, which the KB does not hold for the subject; currency rows: ISO code; borders rows: the other country as the KB names it; unknown: -), text.",
    "# c... = 225 single claims (100 true, 100 false, 25 unknown); p... = 100 paragraphs (false if any checkable claim is false, then relation/subject_id/object describe the first false one; true: -).",
]
COLUMNS = "id\tlabel\trelation\tsubject_id\tobject\ttext"

def row_line(r):
    return "\t".join([r["id"], r["label"], r["relation"], r["subject_id"], r["object"], r["text"]])

def main():
    singles = build_singles()
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(HEADER) + "\n")  # no column line: the header names the columns, as in the earlier sets
        for r in singles: f.write(row_line(r) + "\n")
        f.flush()
    json.dump({"rows": singles}, open(SIDECAR, "w", encoding="utf-8"), ensure_ascii=False, indent=0)
    labels = ["false"] * 50 + ["true"] * 50
    R.shuffle(labels)
    paras = []
    with open(OUT, "a", encoding="utf-8") as f:
        for i, lab in enumerate(labels):
            genre = GENRES[i % len(GENRES)]
            p = build_paragraph(f"p{i+1:03d}", lab, genre)
            paras.append(p)
            f.write(row_line(p) + "\n"); f.flush()
    json.dump({"rows": singles + paras}, open(SIDECAR, "w", encoding="utf-8"), ensure_ascii=False, indent=0)
    print(f"wrote {OUT}: {len(singles)} singles, {len(paras)} paragraphs")

if __name__ == "__main__":
    main()
