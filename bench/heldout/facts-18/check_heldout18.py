#!/usr/bin/env python3
"""Independent verifier for bench/facts-heldout-18.tsv.

Re-reads the TSV, kb.jsonl (labels), entities.jsonl (surface names only) and specs18.json (which
template/claims a row holds, their polarity and the template texts). Recomputes every label from the KB,
closed world for official_language, currency and borders: a positive claim is true iff the KB holds the
triple; a negated claim ("X does not border Y") is true iff the KB does not hold it while the subject has
other values of that relation. Also checks the format, the counts, that each single's text matches its
template, that negation words appear exactly in negated claims, and that no template or frame sentence of
set 18 copies one of set 17 (string constants of ../facts-17/build_heldout17.py).
Prints aggregate counts and OK/FAIL only.
"""
import ast
import collections
import difflib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.normpath(os.path.join(HERE, '..', '..'))
DATA = sys.argv[1] if len(sys.argv) > 1 else os.path.normpath(
    os.path.join(BENCH, '..', '..', 'shared', 'data', 'facts-countries'))
TSV = os.path.join(BENCH, 'facts-heldout-18.tsv')
SPECS = os.path.join(HERE, 'specs18.json')
OLD_BUILD = os.path.join(HERE, '..', 'facts-17', 'build_heldout17.py')

errors = []


def err(msg):
    errors.append(msg)


kb = [json.loads(l) for l in open(os.path.join(DATA, 'kb.jsonl'), encoding='utf-8') if l.strip()]
ents = {}
for l in open(os.path.join(DATA, 'entities.jsonl'), encoding='utf-8'):
    if l.strip():
        e = json.loads(l)
        ents[e['id']] = e
rels = {t['relation'] for t in kb}
held = collections.defaultdict(set)
values = collections.defaultdict(set)
cur_labels = collections.defaultdict(set)
name_to_id = {}
for t in kb:
    held[(t['subject_id'], t['relation'])].add(t['object'])
    values[t['relation']].add(t['object'])
    if t['relation'] == 'currency' and t.get('object_label'):
        cur_labels[t['object']].add(t['object_label'])
    if t['relation'] == 'borders':
        name_to_id[t['object']] = t['object_id']
all_names = set()
for e in ents.values():
    for n in [e['name'], e['official_name']] + e['alt_spellings']:
        all_names.add(n.lower())


def names(eid):
    e = ents[eid]
    return [n for n in [e['name'], e['official_name']] + e['alt_spellings'] if len(n) >= 2]


def kb_label(sid, rel, obj, polarity='pos'):
    """Truth of the stated claim: 'true'/'false', or None when the KB cannot decide it."""
    if not held[(sid, rel)] or obj not in values[rel]:
        return None
    h = obj in held[(sid, rel)]
    if polarity == 'neg':
        h = not h
    return 'true' if h else 'false'


def object_surfaces(rel, obj):
    if rel == 'currency':
        return [obj] + sorted(cur_labels[obj])
    if rel == 'borders':
        return names(name_to_id[obj]) if obj in name_to_id else [obj]
    return [obj]


def mentions(text, cands):
    tl = text.lower()
    return any(c.lower() in tl for c in cands)


NEG = re.compile(r"\b(not|never|no longer)\b|n't\b|\bno\s+(land\s+)?border", re.I)


def sentences(text):
    parts = re.split(r'(?<=[.!?])\s+(?=[A-Z\u00c0-\u00de"\u201c(\[])', text)
    return [p for p in parts if p.strip()]


def fmt_regex(fmt):
    out, pos = '', 0
    for m in re.finditer(r'\{[A-Za-z0-9]+\}', fmt):
        out += re.escape(fmt[pos:m.start()]) + '.+?'
        pos = m.end()
    return re.compile('^' + out + re.escape(fmt[pos:]) + '$', re.I | re.S)


# ------------------------------------------------------------------ file format
with open(TSV, encoding='utf-8', newline='') as fh:
    raw = fh.read()
if '\r' in raw:
    err('carriage return in file')
lines = raw.split('\n')
if lines and lines[-1] == '':
    lines = lines[:-1]
if len(lines) < 3 or not all(l.startswith('# ') for l in lines[:3]) or 'facts-heldout-18' not in lines[0]:
    err('header: three # comment lines naming facts-heldout-18 expected')
if len(lines) > 3 and lines[3].startswith('#'):
    err('more than three header lines')
rows = []
for ln in lines[3:]:
    cols = ln.split('\t')
    if len(cols) != 6:
        err('row without exactly 6 tab-separated columns')
        continue
    rows.append(cols)
ids = [r[0] for r in rows]
want = [f'c{i:03d}' for i in range(1, 226)] + [f'p{i:03d}' for i in range(1, 101)]
if ids != want:
    err('ids are not c001..c225 followed by p001..p100')
texts = [r[5] for r in rows]
if len(set(texts)) != len(texts):
    err('duplicate texts')
if any(not t.strip() or t != t.strip() for t in texts):
    err('empty or padded text')

meta = json.load(open(SPECS, encoding='utf-8'))
specs = {s['id']: s for s in meta['rows']}
if set(specs) != set(ids):
    err('specs18.json ids differ from the TSV ids')
TPL = meta['templates']

# ------------------------------------------------------------------ novelty vs set 17
old = set()
tree = ast.parse(open(OLD_BUILD, encoding='utf-8').read())
for node in ast.walk(tree):
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and '{' in node.value and ' ' in node.value:
        old.add(node.value)


def skeleton(s):
    return re.sub(r'\s+', ' ', re.sub(r'\{[A-Za-z0-9]+\}', '{}', s)).strip().lower()


old_sk = {skeleton(s) for s in old}
new_strings = [t['fmt'] for t in TPL.values()]
new_strings += [s for v in meta['paragraph_claim_sentences'].values() for s in v]
frame_d = [p for parts in meta['frames'].values() for p in parts if p not in ('C', 'C?')]
new_strings += frame_d
max_sim = 0.0
for s in new_strings:
    sk = skeleton(s)
    if sk in old_sk:
        err('template or frame sentence copied from set 17')
    for o in old_sk:
        max_sim = max(max_sim, difflib.SequenceMatcher(None, sk, o).ratio())
        if difflib.SequenceMatcher(None, sk, o).ratio() >= 0.85 and len(sk) > 25:
            err('template or frame sentence nearly identical to set 17')

# ------------------------------------------------------------------ singles
single_counts = collections.Counter()
single_rel = collections.Counter()
templates_tf = set()
neg_rows = collections.Counter()
for rid, label, rel, sid, obj, text in rows:
    if not rid.startswith('c'):
        continue
    single_counts[label] += 1
    single_rel[(rel, label)] += 1
    sp = specs.get(rid, {})
    if (sp.get('label'), sp.get('relation'), sp.get('subject_id'), sp.get('object')) != (label, rel, sid, obj):
        err(f'{rid}: spec disagrees with row')
    if label in ('true', 'false'):
        tid = sp.get('template')
        templates_tf.add(tid)
        t = TPL.get(tid)
        if t is None:
            err(f'{rid}: unknown template')
            continue
        pol = sp.get('polarity')
        if pol != ('neg' if t['negated'] else 'pos') or t['relation'] != rel:
            err(f'{rid}: polarity/relation disagrees with template')
        if not fmt_regex(t['fmt']).match(text):
            err(f'{rid}: text does not match its template')
        if rel not in rels or sid not in ents:
            err(f'{rid}: bad relation or subject')
            continue
        if kb_label(sid, rel, obj, pol) != label:
            err(f'{rid}: label not supported by KB')
        if not mentions(text, names(sid)) or not mentions(text, [sp.get('subject_text', '?')]):
            err(f'{rid}: subject not mentioned')
        if not mentions(text, object_surfaces(rel, obj)):
            err(f'{rid}: object not mentioned')
        if bool(NEG.search(text)) != (pol == 'neg'):
            err(f'{rid}: negation wording does not match polarity')
        if pol == 'neg':
            neg_rows[label] += 1
        if text.rstrip().endswith('?'):
            err(f'{rid}: unanswered question')
        y = sp.get('values', {}).get('corrected_belief')
        if '{Y}' in t['fmt']:
            if y is None or kb_label(sid, rel, y) != 'false' or y == obj:
                err(f'{rid}: corrected belief is not a wrong KB value')
            elif not mentions(text, object_surfaces(rel, y)):
                err(f'{rid}: corrected belief not mentioned')
        co = sp.get('values', {}).get('co_value')
        if co is not None and (kb_label(sid, rel, co) != 'true' or not mentions(text, object_surfaces(rel, co))):
            err(f'{rid}: list co-value not a mentioned KB value')
    elif label == 'unknown':
        if sid != '-' or obj != '-' or (rel != '-' and rel not in rels):
            err(f'{rid}: unknown row columns')
        subj = sp.get('subject_text', '')
        if sp.get('kb_entity') is None:
            if subj.lower() in all_names or not mentions(text, [subj]):
                err(f'{rid}: unknown row entity is in the KB or not mentioned')
        else:
            if not sp.get('template', '').startswith('unknown18/') or sp['template'][10:] in (
                    'capital', 'region', 'language', 'currency', 'borders'):
                err(f'{rid}: unknown row with KB entity must use a relation outside the KB')
    else:
        err(f'{rid}: bad label')

# ------------------------------------------------------------------ paragraphs
para_counts = collections.Counter()
para_rel = collections.Counter()
claim_rel = collections.Counter()
frames = set()
false_pos = collections.Counter()
nclaims = collections.Counter()
neg_claims = collections.Counter()
for rid, label, rel, sid, obj, text in rows:
    if not rid.startswith('p'):
        continue
    para_counts[label] += 1
    sp = specs.get(rid, {})
    frames.add(sp.get('frame'))
    if sp.get('frame') not in meta['frames']:
        err(f'{rid}: unknown frame')
    claims = sp.get('claims', [])
    nclaims[len(claims)] += 1
    if not 2 <= len(claims) <= 5:
        err(f'{rid}: claim count')
    sents = sentences(text)
    if not 2 <= len(sents) <= 6:
        err(f'{rid}: sentence count {len(sents)}')
    computed = []
    subj_ids = set()
    pos = 0
    for c in claims:
        pol = c.get('polarity', 'pos')
        lab = kb_label(c['subject_id'], c['relation'], c['object'], pol)
        if lab is None:
            err(f'{rid}: claim not decidable from KB')
        if lab != c.get('label'):
            err(f'{rid}: claim label differs from KB')
        computed.append((lab, c))
        subj_ids.add(c['subject_id'])
        claim_rel[(c['relation'], lab)] += 1
        if pol == 'neg':
            neg_claims[lab] += 1
        found = None
        for k in range(pos, len(sents)):
            if mentions(sents[k], [c['subject_text']]) and mentions(sents[k], names(c['subject_id'])) \
                    and mentions(sents[k], object_surfaces(c['relation'], c['object'])):
                found = k
                break
        if found is None:
            err(f'{rid}: claim not found in order in text')
        else:
            if bool(NEG.search(sents[found])) != (pol == 'neg'):
                err(f'{rid}: negation wording does not match polarity')
            pos = found + 1
    if len(subj_ids) < 2:
        err(f'{rid}: fewer than two subject countries')
    falses = [c for lab, c in computed if lab == 'false']
    if label != ('false' if falses else 'true'):
        err(f'{rid}: paragraph label inconsistent with its claims')
    if label == 'false':
        if len(falses) != 1:
            err(f'{rid}: false paragraph must contain exactly one false claim')
        f = falses[0]
        if (rel, sid, obj) != (f['relation'], f['subject_id'], f['object']):
            err(f'{rid}: columns do not describe the false claim')
        false_pos[[c for _, c in computed].index(f)] += 1
        para_rel[rel] += 1
    elif (rel, sid, obj) != ('-', '-', '-'):
        err(f'{rid}: true paragraph must have - columns')

# ------------------------------------------------------------------ counts
if dict(single_counts) != {'true': 100, 'false': 100, 'unknown': 25}:
    err('single label counts')
if dict(para_counts) != {'true': 50, 'false': 50}:
    err('paragraph label counts')
for r in ('has_capital', 'in_region', 'in_subregion', 'official_language', 'currency', 'borders'):
    if single_rel[(r, 'true')] < 5 or single_rel[(r, 'false')] < 5:
        err(f'too few singles for {r}')
if len(templates_tf) < 60:
    err('fewer than 60 templates used by true/false singles')
if len(frames) < 30:
    err('fewer than 30 paragraph frames used')

print('rows:', len(rows))
print('singles:', dict(sorted(single_counts.items())))
print('paragraphs:', dict(sorted(para_counts.items())))
print('single templates used (true+false):', len(templates_tf), '| unknown kinds:',
      len({specs[i]['template'] for i in ids if i.startswith('c') and specs[i]['label'] == 'unknown'}))
print('paragraph frames used:', len(frames))
print('singles by relation:', {f'{r}/{l}': n for (r, l), n in sorted(single_rel.items())})
print('negated singles by label:', dict(sorted(neg_rows.items())))
print('paragraph claims by relation:', {f'{r}/{l}': n for (r, l), n in sorted(claim_rel.items())})
print('negated paragraph claims by label:', dict(sorted(neg_claims.items())))
print('false paragraphs by relation of the false claim:', dict(sorted(para_rel.items())))
print('false claim position in false paragraphs (0-based):', dict(sorted(false_pos.items())))
print('claims per paragraph:', dict(sorted(nclaims.items())))
print(f'max similarity of a set-18 template/frame sentence to a set-17 string: {max_sim:.2f}')
print('errors:', len(errors))
for e in errors[:20]:
    print('  ', e)
print('OK' if not errors else 'FAIL')
sys.exit(0 if not errors else 1)
