#!/usr/bin/env python3
"""Independent verification of bench/facts-heldout-15.tsv.

Re-reads kb.jsonl/entities.jsonl with its own index and its own evaluator (it imports
only the hand-written row data from build_heldout15.py, none of its functions), then checks:
  * the exact three header lines, 6 tab-separated columns, ids c001-c225 / p001-p100;
  * counts: singles 100 false / 100 true / 25 unknown, paragraphs 50 / 50; >= 18 genres;
  * unique, non-empty texts without tabs or newlines;
  * every row's label re-derived from its claim specs against the KB;
  * relation / subject_id / object columns: for non-borders true/false rows the triple
    (subject, relation, object) is in the KB; borders objects are KB country names;
    unknown rows use '-' and a relation/subject the KB lacks;
  * false paragraphs describe one of their false claims; paragraphs have 2-8 sentences,
    >= 2 checkable claims and >= 2 countries;
  * heuristics on single claims: a false claim of a single-valued relation does not
    spell out the correct object; border negation wording agrees with the KB.
Exit status 1 on any failure.
"""
import collections, importlib.util, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '/work/shared/data/facts-countries'
TSV = os.path.normpath(os.path.join(HERE, '..', '..', 'facts-heldout-15.tsv'))

HEADER = [
    "# Fifteenth blind held-out set of labelled country claims (facts-heldout-15), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]
SHORT = {'cap': 'has_capital', 'reg': 'in_region', 'sub': 'in_subregion',
         'lang': 'official_language', 'cur': 'currency', 'bor': 'borders'}

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- KB, own index
ents = {}
for line in open(os.path.join(DATA, 'entities.jsonl'), encoding='utf-8'):
    e = json.loads(line)
    ents[e['id']] = e
triples = set()            # (sid, rel, object-as-KB-writes-it)
by_sr = collections.defaultdict(list)
border_ids = collections.defaultdict(set)
for line in open(os.path.join(DATA, 'kb.jsonl'), encoding='utf-8'):
    t = json.loads(line)
    triples.add((t['subject_id'], t['relation'], t['object']))
    by_sr[(t['subject_id'], t['relation'])].append(t['object'])
    if t['relation'] == 'borders':
        border_ids[t['subject_id']].add(t['object_id'])
KB_RELS = {r for _, r, _ in triples}
name_of = {k: v['name'] for k, v in ents.items()}
all_names = {x.casefold() for e in ents.values() for x in [e['name'], e['official_name']] + e['alt_spellings']}

# ---------------------------------------------------------------- row data
spec_mod = importlib.util.spec_from_file_location('rows15', os.path.join(HERE, 'build_heldout15.py'))
rows15 = importlib.util.module_from_spec(spec_mod)
spec_mod.loader.exec_module(rows15)   # defines data only; build() runs under __main__
singles_by_text = {t: (lab, s) for lab, s, t in rows15.SINGLES}
paras_by_text = {t: (lab, g, ss) for lab, g, ss, t in rows15.PARAS}
if len(singles_by_text) != len(rows15.SINGLES) or len(paras_by_text) != len(rows15.PARAS):
    err('duplicate texts in row definitions')


def judge(spec):
    """-> (truth, relation, subject_id, described_object); own implementation."""
    neg = spec[0] == '!'
    body = spec.lstrip('!')
    if body.startswith('unk:'):
        bits = body.split(':')
        rel, sid = bits[1], bits[2]
        if sid == '-':
            if len(bits) < 4 or bits[3].casefold() in all_names:
                err('unknown spec names a KB entity or no name: ' + spec)
        elif sid not in ents or rel in KB_RELS:
            err('unknown spec on KB subject uses KB relation: ' + spec)
        return 'unknown', rel, sid, '-'
    short, rest = body.split(':', 1)
    sid, obj = rest.split('=', 1)
    rel = SHORT[short]
    if sid not in ents:
        err('unknown subject id ' + spec)
        return 'error', rel, sid, '-'
    values = by_sr.get((sid, rel), [])
    if not values:
        err('subject has no %s facts: %s' % (rel, spec))
        return 'error', rel, sid, '-'
    if rel == 'borders':
        holds = obj in border_ids[sid]
        if holds != (sid in border_ids.get(obj, set())):
            err('asymmetric border: ' + spec)
        described = name_of[obj]
    else:
        holds = obj in values
        described = obj if holds else values[0]
    truth = 'true' if holds != neg else 'false'
    return truth, rel, sid, described


def sentences(text):
    t = text
    for abbr in ('St.', 'D.C.', 'U.S.', 'e.g.', 'i.e.', 'Mt.'):
        t = t.replace(abbr, 'ABBR')
    t = t.replace('...', ' ')
    return len([p for p in re.split(r'[.!?]+["\')]*(?:\s+|$)', t) if re.search(r'\w', p)])


NEG = re.compile(r"\b(not|no|never|neither|nor)\b|n't", re.IGNORECASE)

# ---------------------------------------------------------------- TSV
with open(TSV, encoding='utf-8', newline='') as f:
    raw = f.read()
if '\r' in raw:
    err('carriage return in file')
lines = raw.split('\n')
if lines and lines[-1] == '':
    lines = lines[:-1]
if lines[:3] != HEADER:
    err('header lines differ')
body = lines[3:]
rows = []
for n, line in enumerate(body, 4):
    cols = line.split('\t')
    if len(cols) != 6:
        err('line %d has %d columns' % (n, len(cols)))
        continue
    rows.append(cols)

ids = [r[0] for r in rows]
expect = ['c%03d' % i for i in range(1, 226)] + ['p%03d' % i for i in range(1, 101)]
if ids != expect:
    err('ids are not c001-c225 then p001-p100')
texts = [r[5] for r in rows]
if len(set(texts)) != len(texts):
    err('duplicate texts in TSV')
cnt_c = collections.Counter(r[1] for r in rows if r[0].startswith('c'))
cnt_p = collections.Counter(r[1] for r in rows if r[0].startswith('p'))
if cnt_c != {'false': 100, 'true': 100, 'unknown': 25}:
    err('single-claim counts %s' % dict(cnt_c))
if cnt_p != {'false': 50, 'true': 50}:
    err('paragraph counts %s' % dict(cnt_p))
genres = collections.Counter(g for _, g, _, _ in rows15.PARAS)
if len(genres) < 18:
    err('only %d genres' % len(genres))

for rid, label, rel, sid, obj, text in rows:
    if not text.strip():
        err(rid + ' empty text')
    if label not in ('true', 'false', 'unknown'):
        err(rid + ' bad label')
    # column invariants
    if label == 'unknown':
        if obj != '-':
            err(rid + ' unknown row object must be -')
        if sid != '-' and (sid not in ents or rel in KB_RELS):
            err(rid + ' unknown row has KB subject and KB relation')
    else:
        if rel not in KB_RELS or sid not in ents:
            err(rid + ' bad relation/subject columns')
        elif rel == 'borders':
            if obj not in name_of.values():
                err(rid + ' borders object is not a KB country name: ' + obj)
        elif (sid, rel, obj) not in triples:
            err('%s (%s, %s, %s) is not a KB triple' % (rid, sid, rel, obj))
    if rid.startswith('c'):
        if text not in singles_by_text:
            err(rid + ' text not in row definitions')
            continue
        dlabel, spec = singles_by_text[text]
        truth, r2, s2, o2 = judge(spec)
        if truth != label or dlabel != label:
            err('%s label %s but KB gives %s (%s)' % (rid, label, truth, spec))
        if label != 'unknown' and (r2, s2, o2) != (rel, sid, obj):
            err('%s columns %s differ from %s' % (rid, (rel, sid, obj), (r2, s2, o2)))
        if label == 'unknown' and (r2, s2 if s2 != '-' else '-') != (rel, sid):
            err('%s unknown columns differ' % rid)
        positive = not spec.startswith('!')
        if label == 'false' and positive and rel in ('has_capital', 'in_region', 'in_subregion'):
            if re.search(r'(?<!\w)' + re.escape(obj) + r'(?!\w)', text, re.IGNORECASE):
                err('%s false claim spells out the correct object %s' % (rid, obj))
        if rel == 'borders' and label in ('true', 'false'):
            holds = any(name_of[o] == obj for o in border_ids[sid])
            has_neg = bool(NEG.search(text))
            expect_neg = holds != (label == 'true')
            if has_neg != expect_neg:
                err('%s negation wording does not fit the KB (%s)' % (rid, text))
    else:
        if text not in paras_by_text:
            err(rid + ' text not in row definitions')
            continue
        dlabel, genre, specs = paras_by_text[text]
        judged = [(s,) + judge(s) for s in specs]
        checkable = [j for j in judged if j[1] in ('true', 'false')]
        falses = [j for j in checkable if j[1] == 'false']
        got = 'false' if falses else 'true'
        if got != label or dlabel != label:
            err('%s paragraph label %s, KB gives %s' % (rid, label, got))
        if len(checkable) < 2 or len({j[3] for j in checkable}) < 2:
            err(rid + ' needs >= 2 checkable claims about >= 2 countries')
        n = sentences(text)
        if not 2 <= n <= 8:
            err('%s has %d sentences' % (rid, n))
        if label == 'false':
            if (rel, sid, obj) not in {(j[2], j[3], j[4]) for j in falses}:
                err(rid + ' columns do not describe a false claim')
        elif falses == [] and (rel, sid, obj) not in {(j[2], j[3], j[4]) for j in checkable}:
            err(rid + ' columns do not describe one of its claims')

if errors:
    for e in errors:
        print('FAIL:', e)
    print('%d problem(s)' % len(errors))
    sys.exit(1)
# ---------------------------------------------------------------- coverage statistics
rel_single = collections.Counter((r[2], r[1]) for r in rows if r[0].startswith('c') and r[1] != 'unknown')
countries = set()
one_false = 0
for lab, g, ss, t in rows15.PARAS:
    js = [judge(x) for x in ss]
    countries.update(j[2] for j in js if j[0] in ('true', 'false'))
    if lab == 'false' and sum(1 for j in js if j[0] == 'false') == 1:
        one_false += 1
for lab, x, t in rows15.SINGLES:
    j = judge(x)
    if j[0] in ('true', 'false'):
        countries.add(j[2])
print('single-claim relations (true/false):', ', '.join('%s %d/%d' % (r, rel_single[(r, 'true')], rel_single[(r, 'false')])
      for r in sorted({k[0] for k in rel_single})))
print('distinct KB countries used as subjects: %d; false paragraphs with exactly one false claim: %d/50' % (len(countries), one_false))
print('OK %s: singles %s, paragraphs %s, %d genres: %s' % (
    TSV, dict(sorted(cnt_c.items())), dict(sorted(cnt_p.items())), len(genres), ', '.join(sorted(genres))))
