#!/usr/bin/env python3
"""Checker for the twenty-third blind held-out set (facts-heldout-23.tsv, built by build_heldout23.py).

1. Format: three '#' header lines naming set 23, then rows of exactly 6 tab-separated columns, ids
   c001..c225 then p001..p100, labels true|false|unknown, unique texts.
2. Counts: singles 100 true / 100 false / 25 unknown, spread over all six relations; paragraphs 50 / 50,
   3-7 sentences each.
3. Labels, recomputed from kb.jsonl alone (closed world for official_language, currency, borders; one value
   for has_capital, in_region, in_subregion), for every claim listed in specs23.json: the row label and the
   relation/subject_id/object columns must follow from them, and the subject and object must be named in
   the text. Object conventions: currency = ISO code, borders = the other country's KB name.
4. Wordings: >= 60 single-claim templates, >= 30 paragraph frames, each paragraph claim form used <= 4
   times; and a similarity check of every wording of build_heldout23.py (the variables listed in its
   TEMPLATE_VARS) against all string constants of the two previous builders (sets 22 and 21):
   similarity = max(difflib ratio, token-set Jaccard) on lower-cased text with placeholders replaced by X.
   The share of new wordings whose best similarity exceeds 0.7 must stay under 10%.
Usage: python3 check_heldout23.py [path/to/facts-countries]. Exit status 0 iff every check passes.
"""
import ast
import collections
import difflib
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.normpath(os.path.join(HERE, '..', '..'))
HELDOUT = os.path.dirname(HERE)
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
_CANDIDATES = ([sys.argv[1]] if len(sys.argv) > 1 else []) + [
    '/work/shared/data/facts-countries',
    os.path.normpath(os.path.join(ROOT, '..', 'shared', 'data', 'facts-countries'))]
DATA = next((p for p in _CANDIDATES if os.path.exists(os.path.join(p, 'kb.jsonl'))), None)
TSV = os.path.join(BENCH, 'facts-heldout-23.tsv')
SPECS = os.path.join(HERE, 'specs23.json')
BUILDER = os.path.join(HERE, 'build_heldout23.py')
SIM_THRESHOLD = 0.7
MAX_SHARE = 0.10

ERRORS = []


def err(msg):
    ERRORS.append(msg)


# ------------------------------------------------------------------ KB
assert DATA, 'facts-countries data not found'
KB = [json.loads(l) for l in open(os.path.join(DATA, 'kb.jsonl'), encoding='utf-8') if l.strip()]
ENTS = {}
for l in open(os.path.join(DATA, 'entities.jsonl'), encoding='utf-8'):
    if l.strip():
        e = json.loads(l)
        ENTS[e['id']] = e
RELS = ('has_capital', 'in_region', 'in_subregion', 'official_language', 'currency', 'borders')
FACTS = collections.defaultdict(lambda: collections.defaultdict(set))
for t in KB:
    FACTS[t['subject_id']][t['relation']].add(t['object'])
NAME2ID = {e['name']: i for i, e in ENTS.items()}
CUR_LABELS = collections.defaultdict(set)
for t in KB:
    if t['relation'] == 'currency' and t['object_label']:
        CUR_LABELS[t['object']].add(t['object_label'])
VALUES = collections.defaultdict(set)
for t in KB:
    VALUES[t['relation']].add(t['object'])


def norm(s):
    return re.sub(r'[^a-z]', '', s.lower())


def names(eid):
    e = ENTS[eid]
    return [e['name'], e['official_name']] + e['alt_spellings']


ALL_NAMES_NORM = {norm(n) for i in ENTS for n in names(i) if len(norm(n)) >= 4}


def holds(s, rel, obj):
    return obj in FACTS[s].get(rel, set())


def truth(c):
    """KB truth of a claim: pos = the triple is in the KB; neg = it is not, the subject having other values."""
    if not FACTS[c['subject_id']].get(c['relation']):
        return None                      # the KB cannot decide: it holds no value of the relation
    h = holds(c['subject_id'], c['relation'], c['object'])
    return h if c['polarity'] == 'pos' else not h


def object_surfaces(rel, obj):
    out = {obj}
    if rel == 'currency':
        for lab in CUR_LABELS[obj]:
            out |= {lab, lab.split()[-1]}
    elif rel == 'borders':
        out |= set(names(NAME2ID[obj])) | {NAME2ID[obj]}
    elif rel == 'in_region' and obj == 'Americas':
        out.add('the Americas')
    return {x.lower() for x in out if len(x) >= 3}


def named(text, surfaces):
    t = text.lower()
    return any(s.lower() in t for s in surfaces if s)


def count_sentences(text):
    return len([x for x in re.split(r'(?<=[.!?])\s+', text.strip()) if x])


# ------------------------------------------------------------ 1. format
lines = open(TSV, encoding='utf-8').read().split('\n')
if lines and lines[-1] == '':
    lines = lines[:-1]
header = lines[:3]
if not all(h.startswith('#') for h in header):
    err('the first three lines must start with #')
for needle in ('Twenty-third', 'facts-heldout-23', 'build_heldout23.py', 'check_heldout23.py'):
    if needle not in header[0]:
        err('header line 1 lacks ' + needle)
if not header[1].startswith('# Columns: id, label') or not header[2].startswith('# c... = 225 single claims'):
    err('header lines 2-3 do not follow the set-22 format')
rows = []
for ln in lines[3:]:
    if ln.startswith('#'):
        err('extra header line: ' + ln[:40])
        continue
    cols = ln.split('\t')
    if len(cols) != 6:
        err(f'{cols[0]}: {len(cols)} columns')
        continue
    rows.append(dict(zip(('id', 'label', 'relation', 'subject_id', 'object', 'text'), cols)))
want_ids = [f'c{i:03d}' for i in range(1, 226)] + [f'p{i:03d}' for i in range(1, 101)]
if [r['id'] for r in rows] != want_ids:
    err('ids are not c001..c225, p001..p100 in order')
if len({r['text'] for r in rows}) != len(rows):
    err('duplicate texts')
for r in rows:
    if r['label'] not in ('true', 'false', 'unknown'):
        err(f"{r['id']}: bad label {r['label']}")
    if not r['text'].strip():
        err(f"{r['id']}: empty text")

# ------------------------------------------------------------ 2. counts
singles = [r for r in rows if r['id'].startswith('c')]
paras = [r for r in rows if r['id'].startswith('p')]
cs = collections.Counter(r['label'] for r in singles)
cp = collections.Counter(r['label'] for r in paras)
if cs != {'true': 100, 'false': 100, 'unknown': 25}:
    err(f'single counts {dict(cs)}')
if cp != {'true': 50, 'false': 50}:
    err(f'paragraph counts {dict(cp)}')
by_rel = collections.Counter((r['relation'], r['label']) for r in singles if r['label'] != 'unknown')
for rel in RELS:
    need = 15 if rel in ('has_capital', 'official_language', 'currency', 'borders') else 5
    for lab in ('true', 'false'):
        if by_rel[(rel, lab)] < need:
            err(f'only {by_rel[(rel, lab)]} {lab} single claims for {rel}')

# ------------------------------------------------------------ 3. labels
specs = json.load(open(SPECS, encoding='utf-8'))
spec_rows = {s['id']: s for s in specs['rows']}
if set(spec_rows) != set(want_ids):
    err('specs23.json rows do not match the TSV ids')


def check_object_convention(rid, rel, obj):
    if rel not in RELS:
        err(f'{rid}: relation {rel} not in the KB')
        return
    if rel == 'currency' and not (re.fullmatch(r'[A-Z]{3}', obj) and obj in VALUES['currency']):
        err(f'{rid}: currency object {obj} is not a KB ISO code')
    if rel == 'borders' and obj not in NAME2ID:
        err(f'{rid}: borders object {obj} is not a KB country name')
    if rel in ('in_region', 'in_subregion', 'official_language') and obj not in VALUES[rel]:
        err(f'{rid}: {rel} object {obj} is not a KB value')


UNKNOWN_ENTITY_KINDS = {'fict-capital', 'fict-currency', 'fict-language', 'fict-border', 'subnational-capital',
                        'historic-capital'}
for r in singles:
    rid, sp = r['id'], spec_rows.get(r['id'], {})
    if sp.get('text') is not None:
        err(f'{rid}: specs should not carry the text')
    if r['label'] == 'unknown':
        if (r['relation'], r['subject_id'], r['object']) != ('-', '-', '-'):
            err(f'{rid}: unknown row needs - columns')
        k = sp.get('unknown_kind')
        if k in UNKNOWN_ENTITY_KINDS:
            f = sp['values']['F']
            if norm(f.replace('the ', '')) in ALL_NAMES_NORM or norm(f) in ALL_NAMES_NORM:
                err(f'{rid}: unknown entity {f} is in entities.jsonl')
            if f.lower() not in r['text'].lower():
                err(f'{rid}: unknown entity not named in the text')
        elif k:
            if k in RELS or sp.get('kb_entity') not in ENTS:
                err(f'{rid}: unknown kind {k} / entity {sp.get("kb_entity")}')
        else:
            err(f'{rid}: unknown row without kind')
        if sp.get('claims'):
            err(f'{rid}: unknown row with checkable claims')
        continue
    rel, sid, obj = r['relation'], r['subject_id'], r['object']
    check_object_convention(rid, rel, obj)
    if sid not in ENTS:
        err(f'{rid}: subject {sid} not in entities.jsonl')
        continue
    claims = sp.get('claims', [])
    main = [c for c in claims if c['role'] == 'main']
    if len(main) != 1:
        err(f'{rid}: {len(main)} main claims')
        continue
    m = main[0]
    if (m['relation'], m['subject_id'], m['object']) != (rel, sid, obj):
        err(f'{rid}: TSV columns differ from the main claim in specs')
    tv = truth(m)
    if tv is None or tv != (r['label'] == 'true'):
        err(f'{rid}: label {r["label"]} but the KB says {tv} for {m}')
    if r['label'] == 'true' and not (m['polarity'] == 'pos' and holds(sid, rel, obj)):
        err(f'{rid}: true row whose object is not the asserted KB object')
    if r['label'] == 'false':
        if m['polarity'] == 'pos' and holds(sid, rel, obj):
            err(f'{rid}: false positive claim whose object the KB holds')
        if m['polarity'] == 'neg' and not holds(sid, rel, obj):
            err(f'{rid}: false negated claim whose denied object the KB lacks')
    for c in claims:
        if c['role'] == 'main':
            continue
        t = truth(c)
        if c['role'] == 'retracted':
            if r['label'] == 'true' and t is not True:
                err(f'{rid}: retracted value {c["object"]} is a KB value in a true row')
        elif t is not True:
            err(f'{rid}: {c["role"]} claim {c} is not KB-true')
    subj_ok = named(r['text'], [sp.get('subject_text', ''), sid]) and sp.get('subject_text')
    if not subj_ok:
        err(f'{rid}: subject not named in the text')
    if not named(r['text'], object_surfaces(rel, obj)):
        err(f'{rid}: object {obj} not named in the text')

form_uses = collections.Counter()
for r in paras:
    rid, sp = r['id'], spec_rows.get(r['id'], {})
    n = count_sentences(r['text'])
    if not 3 <= n <= 7:
        err(f'{rid}: {n} sentences')
    claims = sp.get('claims', [])
    mains = [c for c in claims if c['role'] == 'main']
    if len(mains) < 2:
        err(f'{rid}: fewer than two checkable claims')
    subjects = set()
    for c in claims:
        t = truth(c)
        if t is None:
            err(f'{rid}: undecidable claim {c}')
        if c['role'] == 'main':
            form_uses[c['form']] += 1
            subjects.add(c['subject_id'])
            check_object_convention(rid, c['relation'], c['object'])
            if not named(r['text'], [c['subject_text']]):
                err(f'{rid}: subject {c["subject_text"]} not named')
            if not named(r['text'], object_surfaces(c['relation'], c['object'])):
                err(f'{rid}: object {c["object"]} not named')
        elif c['role'] == 'retracted' and t is False:
            partner = [x for x in mains if x['form'] == c['form'] and x['subject_id'] == c['subject_id']]
            if not partner or truth(partner[0]) is not False:
                err(f'{rid}: a false retraction outside a false claim')
    first_false = next((c for c in mains if truth(c) is False), None)
    want_label = 'false' if first_false else 'true'
    if r['label'] != want_label:
        err(f'{rid}: label {r["label"]}, KB says {want_label}')
    want_cols = ((first_false['relation'], first_false['subject_id'], first_false['object'])
                 if first_false else ('-', '-', '-'))
    if (r['relation'], r['subject_id'], r['object']) != want_cols:
        err(f'{rid}: columns {(r["relation"], r["subject_id"], r["object"])} should be {want_cols}')
    if len(subjects) < 2:
        err(f'{rid}: paragraph about a single country')
if form_uses and max(form_uses.values()) > 4:
    err(f'paragraph claim form used more than 4 times: {form_uses.most_common(3)}')


# ------------------------------------------------------ 4. wordings
def strings_in(node):
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def new_wordings(path):
    tree = ast.parse(open(path, encoding='utf-8').read())
    tvars = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, 'id', None) == 'TEMPLATE_VARS' for t in node.targets):
            tvars = ast.literal_eval(node.value)
    assert tvars, 'TEMPLATE_VARS not found in ' + path
    out, n_single, n_frames = collections.defaultdict(list), 0, 0
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for t in node.targets:
                if getattr(t, 'id', None) in tvars:
                    out[t.id].extend(s for s in strings_in(node.value) if is_wording(s))
                    if t.id == 'SINGLE_TEMPLATES':
                        n_single = len(node.value.elts)
                    if t.id == 'FRAMES':
                        n_frames = len(node.value.elts)
    return out, n_single, n_frames


def old_wordings(path):
    tree = ast.parse(open(path, encoding='utf-8').read())
    doc = ast.get_docstring(tree, clean=False)
    return sorted({s for s in strings_in(tree) if s != doc and is_wording(s)})


def normalise(s):
    s = re.sub(r'\{[A-Za-z0-9_]*\}', ' X ', s).lower()
    return re.sub(r'\s+', ' ', s).strip()


def toks(s):
    return set(re.findall(r"[a-zà-ÿ0-9']+", s))


def is_wording(s):
    """A wording has at least three words and a space (template ids such as 'cap23-x-y' are not wordings)."""
    return ' ' in s.strip() and len(re.findall(r'[A-Za-zÀ-ÿ]{2,}', re.sub(r'\{[A-Za-z0-9_]*\}', ' ', s))) >= 3


def similarity(a, olds):
    best, best_old = 0.0, None
    ta = toks(a)
    for o in olds:
        sm = difflib.SequenceMatcher(None, a, o)
        tb = toks(o)
        jac = len(ta & tb) / len(ta | tb) if ta | tb else 0.0
        if max(jac, sm.real_quick_ratio()) <= best:
            continue
        v = max(sm.ratio(), jac)
        if v > best:
            best, best_old = v, o
    return best, best_old


new, n_single, n_frames = new_wordings(BUILDER)
if n_single < 60:
    err(f'only {n_single} single-claim templates')
if n_frames < 30:
    err(f'only {n_frames} paragraph frames')
prev = [os.path.join(HELDOUT, 'facts-22', 'build_heldout22.py')]
b21 = sorted(glob.glob(os.path.join(HELDOUT, 'facts-21', 'build*.py')))
if not b21:
    nums = sorted((int(m.group(1)), p) for p in glob.glob(os.path.join(HELDOUT, 'facts-*'))
                  for m in [re.search(r'facts-(\d+)$', p)] if m and int(m.group(1)) not in (22, 23))
    b21 = sorted(glob.glob(os.path.join(nums[-1][1], 'build*.py'))) if nums else []
prev += b21[:1]
olds = []
for p in prev:
    if not os.path.exists(p):
        err('previous builder missing: ' + p)
        continue
    olds.extend(old_wordings(p))
old_norm = sorted({normalise(o) for o in olds})
results = []
for var, ws in new.items():
    for w in ws:
        s, o = similarity(normalise(w), old_norm)
        results.append((s, var, w, o))
above = [x for x in results if x[0] > SIM_THRESHOLD]
share = len(above) / len(results) if results else 1.0
print(f'previous builders: {", ".join(os.path.relpath(p, ROOT) for p in prev)} ({len(old_norm)} string constants)')
print(f'new wordings compared: {len(results)} ' +
      '(' + ', '.join(f'{k} {len(v)}' for k, v in new.items()) + ')')
per_var = collections.defaultdict(lambda: [0, 0])
for s, var, _, _ in results:
    per_var[var][0] += 1
    per_var[var][1] += s > SIM_THRESHOLD
print('above threshold by group: ' + ', '.join(f'{k} {v[1]}/{v[0]}' for k, v in per_var.items()))
mean = sum(x[0] for x in results) / len(results)
print(f'mean best similarity {mean:.3f}; max {max(x[0] for x in results):.3f}')
print(f'SIMILARITY: {len(above)}/{len(results)} = {100 * share:.1f}% of new wordings have best similarity '
      f'> {SIM_THRESHOLD} to an old one (max(difflib ratio, token Jaccard)); limit {100 * MAX_SHARE:.0f}%')
for s, var, w, o in sorted(results, reverse=True)[:int(os.environ.get('SHOW_TOP', '5'))]:
    print(f'  {s:.3f}  [{var}] {normalise(w)[:70]!r}  ~  {o[:70]!r}')
if share >= MAX_SHARE:
    err(f'similarity share {100 * share:.1f}% >= {100 * MAX_SHARE:.0f}%')

# ------------------------------------------------------------ report
print(f'rows: {len(singles)} singles {dict(sorted(cs.items()))}, {len(paras)} paragraphs {dict(sorted(cp.items()))}')
print('single true/false by relation: ' +
      ', '.join(f'{rel} {by_rel[(rel, "true")]}/{by_rel[(rel, "false")]}' for rel in RELS))
print(f'templates: {n_single} single-claim, {n_frames} paragraph frames, '
      f'{len(form_uses)} paragraph claim forms used (max {max(form_uses.values()) if form_uses else 0} uses each)')
print('paragraph sentences: ' + str(dict(sorted(collections.Counter(count_sentences(r['text']) for r in paras).items()))))
if ERRORS:
    print(f'CHECK FAILED: {len(ERRORS)} problem(s)')
    for e in ERRORS[:40]:
        print('  - ' + e)
    sys.exit(1)
print('CHECK PASSED')
