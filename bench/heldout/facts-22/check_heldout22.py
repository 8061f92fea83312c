#!/usr/bin/env python3
"""Independent verifier for the twenty-second held-out set (bench/heldout/facts-22/facts-heldout-22.tsv).

Re-reads the TSV, kb.jsonl (labels), entities.jsonl (surface names only) and specs22.json (which
template / claims a row holds, their polarity and the template texts). Imports nothing from the builder.
Recomputes every label from the KB, closed world for official_language, currency and borders:
  * a positive claim is true iff the KB holds the triple, false iff the subject has values for the relation
    and the asserted object is a real KB value of the relation that the subject does not hold;
  * a negated claim ("X does not border Y") is true iff the KB lacks the triple while the subject has other
    values of that relation, false iff the KB holds it (the object column then names the denied, held value);
  * comparison co-claims, list co-values and side facts must be KB-true, corrected (retracted) beliefs KB-false,
    in single rows and in paragraphs;
  * unknown rows: '-' columns, no KB relation (subject outside the KB, or a relation the KB lacks and no
    relation wording in the text), text matching its unknown wording.
Also checks format (header, 6 columns, ids, no tabs / newlines / CRs, no duplicate texts), counts,
that each single's text matches its template, that negation words appear exactly in negated claims,
that no claim is a question, that every paragraph sentence is a claim, a frame sentence or a filler sentence
(fillers: plans / opinions without relation wording, or open questions that name no KB value), that styled
frames (speaker label / bullet, lower case) are followed, that each paragraph claim sentence form is used at
most 4 times over the 100 paragraphs, and that no template / frame / claim / filler / unknown wording of set 22,
nor any generated single text or paragraph sentence, copies or nearly copies (difflib ratio >= 0.85) a string
constant (f-strings included, their fields read as placeholders) of the set-20 or set-21 builders
(../facts-20/build_heldout20.py, ../facts-21/build_heldout21.py).
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
TSV = os.path.join(BENCH, 'facts-heldout-22.tsv')
SPECS = os.path.join(HERE, 'specs22.json')
OLD_BUILDS = [os.path.join(HERE, '..', 'facts-20', 'build_heldout20.py'),
              os.path.join(HERE, '..', 'facts-21', 'build_heldout21.py')]
OLD_TSV = os.path.join(BENCH, 'facts-heldout-21.tsv')  # only its first three (header) lines are read
MIN_TEMPLATES, MIN_FRAMES = 60, 30
PCLAIM_MAX_USES = 4

errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ KB
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
CLOSED = {'official_language', 'currency', 'borders'}
SIX = ('has_capital', 'in_region', 'in_subregion', 'official_language', 'currency', 'borders')


def names(eid):
    e = ents[eid]
    return [n for n in [e['name'], e['official_name']] + e['alt_spellings'] if len(n) >= 2]


def kb_label(sid, rel, obj, polarity='pos'):
    """Truth of the stated claim: 'true'/'false', or None when the KB cannot decide it."""
    if rel not in rels or sid not in ents or not held[(sid, rel)] or obj not in values[rel]:
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
    for c in cands:
        if re.search(r'(?<!\w)' + re.escape(c) + r'(?!\w)', text, re.I):
            return True
    return False


def mentions_code(text, codes):
    return any(re.search(r'(?<![A-Za-z])' + re.escape(c) + r'(?![A-Za-z])', text) for c in codes)


NEG = re.compile(r"\b(not|never|no|none|nope|neither|nor|without|nowhere|cannot|isnt|doesnt|dont|arent|"
                 r"wasnt|aint)\b|n't\b", re.I)
REL_WORDS = re.compile(r'capital|official|currenc|border|neighbo|region|language|legal tender', re.I)
REGION_NAMES = sorted(values['in_region'] | values['in_subregion'])
# every KB value a filler question must not name (codes are matched case-sensitively)
VALUE_WORDS = sorted(values['has_capital'] | values['in_region'] | values['in_subregion'] |
                     values['official_language'] | {l for ls in cur_labels.values() for l in ls})
CODES = sorted(values['currency'])
CODE_KEEP = re.compile(r'(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])')


def sentences(text):
    parts = re.split(r'(?<=[.!?])\s+(?![a-z])', text)
    return [p for p in parts if p.strip()]


def fmt_regex(fmt):
    out, pos = '', 0
    for m in re.finditer(r'\{[A-Za-z0-9]+\}', fmt):
        out += re.escape(fmt[pos:m.start()]) + '.+?'
        pos = m.end()
    return re.compile('^' + out + re.escape(fmt[pos:]) + '$', re.I | re.S)


def is_lower(s):
    """Lower case apart from three-letter currency codes."""
    s2 = CODE_KEEP.sub('', s)
    return s2 == s2.lower()


# ------------------------------------------------------------------ file format
with open(TSV, encoding='utf-8', newline='') as fh:
    raw = fh.read()
if '\r' in raw:
    err('carriage return in file')
lines = raw.split('\n')
if lines and lines[-1] == '':
    lines = lines[:-1]
hdr = [l for l in lines[:3]]
if len(hdr) < 3 or not all(l.startswith('# ') for l in hdr):
    err('header: three "# " comment lines expected')
elif not all(s in hdr[0] for s in ('facts-heldout-22', 'Twenty-second', 'build_heldout22.py',
                                   'check_heldout22.py', 'bench/heldout/facts-22/')):
    err('header line 1 must name facts-heldout-22, the builder and the checker')
if len(lines) > 3 and lines[3].startswith('#'):
    err('more than three header lines')
if os.path.exists(OLD_TSV):
    with open(OLD_TSV, encoding='utf-8') as fh:
        old_hdr = [fh.readline().rstrip('\n') for _ in range(3)]
    if len(hdr) >= 3 and (hdr[1] != old_hdr[1] or hdr[2] != old_hdr[2]):
        err('Columns / counts header lines differ from set 21')
else:
    err('set-21 TSV not found for the header comparison')
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
if len(set(ids)) != len(ids):
    err('duplicate ids')
texts = [r[5] for r in rows]
if len(set(texts)) != len(texts):
    err('duplicate texts')
if len({re.sub(r'\s+', ' ', t.lower()) for t in texts}) != len(texts):
    err('texts duplicate up to case/whitespace')
if any(not t.strip() or t != t.strip() or '\n' in t or '\t' in t or '{' in t or '}' in t for t in texts):
    err('empty, padded or unformatted text')
if any(r[1] not in ('true', 'false', 'unknown') for r in rows):
    err('bad label value')

meta = json.load(open(SPECS, encoding='utf-8'))
specs = {s['id']: s for s in meta['rows']}
if set(specs) != set(ids) or len(meta['rows']) != len(ids):
    err('specs22.json ids differ from the TSV ids')
TPL = meta['templates']
PCL = meta['paragraph_claim_sentences']
PNEG = set(meta['paragraph_negated_sentences'])
PAPP = set(meta['paragraph_appositive_sentences'])
PCORR = set(meta['paragraph_corrected_sentences'])
UNC = meta['uncheckable_sentences']
FR = meta['frames']
UNKF = meta['unknown_wordings']
if set(PCL) != set(SIX) or set(t['relation'] for t in TPL.values()) != set(SIX):
    err('the six relations are not all covered by templates and paragraph sentences')
for r, fs in PCL.items():
    for j, f in enumerate(fs):
        if (f'{r}/{j}' in PCORR) != ('{Y}' in f):
            err('paragraph correction list disagrees with the {Y} sentences')

# ------------------------------------------------------------------ novelty vs sets 20 and 21
old = set()
old_frames = set()
old_tpl_ids = set()


def joined_template(node):
    out = ''
    for v in node.values:
        if isinstance(v, ast.Constant) and isinstance(v.value, str):
            out += v.value
        else:
            out += '{}'
    return out


for ob in OLD_BUILDS:
    if not os.path.exists(ob):
        err('old builder not found for the novelty check: ' + os.path.basename(ob))
        continue
    tree = ast.parse(open(ob, encoding='utf-8').read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and ' ' in node.value:
            old.add(node.value)
        if isinstance(node, ast.JoinedStr):
            s = joined_template(node)
            if ' ' in s:
                old.add(s)
        if isinstance(node, ast.Tuple) and len(node.elts) >= 2 and isinstance(node.elts[0], ast.Constant) \
                and isinstance(node.elts[0].value, str) and isinstance(node.elts[1], ast.List):
            old_frames.add(node.elts[0].value)
        if isinstance(node, ast.Call) and getattr(node.func, 'id', None) == 'tpl' and node.args \
                and isinstance(node.args[0], ast.Constant):
            old_tpl_ids.add(node.args[0].value)
if len(old) < 300 or len(old_tpl_ids) < 100 or len(old_frames) < 60:
    err('old builders gave too few strings for a meaningful novelty check')


def skeleton(s):
    return re.sub(r'\s+', ' ', re.sub(r'\{[A-Za-z0-9]*\}', '{}', s)).strip().lower()


old_sk = sorted({skeleton(s) for s in old if len(s) > 12})
frame_d = [p for f in FR.values() for p in f['parts'] if p not in ('C', 'C?', 'U?')]
groups = {'single template': [t['fmt'] for t in TPL.values()],
          'paragraph claim sentence': [s for v in PCL.values() for s in v],
          'filler sentence': list(UNC),
          'frame sentence': frame_d,
          'unknown wording': list(UNKF.values())}
new_strings = [s for g in groups.values() for s in g]
max_sim = 0.0
for g, ss in groups.items():
    for s in ss:
        sk = skeleton(s)
        if sk in old_sk:
            err(f'{g} copied from set 20/21')
        for o in old_sk:
            r = difflib.SequenceMatcher(None, sk, o).ratio()
            if r > max_sim:
                max_sim = r
            if r >= 0.85:
                err(f'{g} nearly identical to a set-20/21 string (ratio {r:.2f})')
if set(FR) & old_frames:
    err('frame id reused from set 20/21')
if set(TPL) & old_tpl_ids:
    err('template id reused from set 20/21')
if len(new_strings) != len(set(map(skeleton, new_strings))):
    err('duplicate templates / sentences within set 22')
n_new_templates = len(TPL)
n_new_frames = len(FR)

# generated texts (each single text, each paragraph sentence) against the old string constants;
# real_quick_ratio / quick_ratio are upper bounds of ratio, so the maximum below is exact
gen = [re.sub(r'\s+', ' ', r[5]).strip().lower() for r in rows if r[0].startswith('c')]
gen += [re.sub(r'\s+', ' ', x).strip().lower() for r in rows if r[0].startswith('p') for x in sentences(r[5])]
gen = sorted(set(g for g in gen if len(g) > 12))
max_sim_text = 0.0
for o in old_sk:
    sm = difflib.SequenceMatcher(None)
    sm.set_seq2(o)
    for g in gen:
        sm.set_seq1(g)
        if sm.real_quick_ratio() < min(0.85, max_sim_text) or sm.quick_ratio() < min(0.85, max_sim_text):
            continue
        r = sm.ratio()
        max_sim_text = max(max_sim_text, r)
        if r >= 0.85:
            err(f'generated text nearly identical to a set-20/21 string (ratio {r:.2f})')

# ------------------------------------------------------------------ singles
single_counts = collections.Counter()
single_rel = collections.Counter()
templates_tf = set()
neg_rows = collections.Counter()
subjects = collections.Counter()
co_rows = collections.Counter()
feature_rows = collections.Counter()
unknown_kinds_used = set()
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
        if t['lowercase'] and not is_lower(text):
            err(f'{rid}: lower-case template with upper-case text')
        if rel not in rels or sid not in ents:
            err(f'{rid}: bad relation or subject')
            continue
        subjects[sid] += 1
        lab = kb_label(sid, rel, obj, pol)
        if lab != label:
            err(f'{rid}: label not supported by KB')
        if rel in CLOSED and not held[(sid, rel)]:
            err(f'{rid}: closed-world claim about a subject without values')
        if rel == 'currency' and not re.fullmatch(r'[A-Z]{3}', obj):
            err(f'{rid}: currency object is not an ISO code')
        if rel == 'currency' and len(held[(sid, rel)]) != 1:
            err(f'{rid}: currency subject with more than one KB currency')
        if rel == 'borders' and obj not in name_to_id:
            err(f'{rid}: borders object is not a KB country name')
        if not mentions(text, names(sid)) or not mentions(text, [sp.get('subject_text', '?')]):
            err(f'{rid}: subject not mentioned')
        if not mentions(text, object_surfaces(rel, obj)):
            err(f'{rid}: object not mentioned')
        if bool(NEG.search(text)) != (pol == 'neg'):
            err(f'{rid}: negation wording does not match polarity')
        if pol == 'neg':
            neg_rows[label] += 1
        if '?' in text:
            err(f'{rid}: question in a single claim')
        v = sp.get('values', {})
        y = v.get('corrected_belief')
        if '{Y}' in t['fmt'] or '{YC}' in t['fmt']:
            feature_rows['correction'] += 1
            if y is None or kb_label(sid, rel, y) != 'false' or y == obj:
                err(f'{rid}: corrected belief is not a wrong KB value')
            elif not mentions(text, object_surfaces(rel, y)):
                err(f'{rid}: corrected belief not mentioned')
        elif y is not None:
            err(f'{rid}: corrected belief without a {{Y}} template')
        co = v.get('co_value')
        if t.get('multi'):
            feature_rows['list'] += 1
            if co is None or co == obj or kb_label(sid, rel, co) != 'true' or not mentions(text, object_surfaces(rel, co)):
                err(f'{rid}: list co-value not a mentioned KB value')
        if t.get('side'):
            feature_rows['side-fact'] += 1
            sfs = v.get('side_facts', [])
            if len(sfs) != 1 or sfs[0].get('relation') != t['side'] or sfs[0].get('relation') == rel:
                err(f'{rid}: side fact missing')
            for sf in sfs:
                if kb_label(sid, sf['relation'], sf['object']) != 'true':
                    err(f'{rid}: side fact is not KB-true')
                elif not mentions(text, object_surfaces(sf['relation'], sf['object'])):
                    err(f'{rid}: side fact not mentioned')
                if sf['relation'] in ('in_region', 'in_subregion') and len(held[(sid, sf['relation'])]) != 1:
                    err(f'{rid}: side region ambiguous')
        elif v.get('side_facts'):
            err(f'{rid}: side facts without a side template')
        if t.get('comparison'):
            cs, cobj, mode = v.get('co_subject'), v.get('co_object'), v.get('co_mode')
            co_rows[mode] += 1
            if mode != t['comparison'] or cs not in ents or cs == sid:
                err(f'{rid}: comparison co-subject missing')
            elif kb_label(cs, rel, cobj) != 'true':
                err(f'{rid}: comparison co-claim is not KB-true')
            elif mode == 'like' and cobj != obj:
                err(f'{rid}: "like" co-claim must share the object')
            elif mode == 'parallel' and (cobj == obj or obj in held[(cs, rel)]):
                err(f'{rid}: "parallel" co-claim must have its own object')
            elif not mentions(text, names(cs)) or not mentions(text, object_surfaces(rel, cobj)):
                err(f'{rid}: comparison co-claim not mentioned')
    elif label == 'unknown':
        if sid != '-' or obj != '-' or rel != '-':
            err(f'{rid}: unknown row columns must be -')
        tid = sp.get('template', '')
        kind = tid.split('/', 1)[-1]
        if not tid.startswith('unknown22/') or kind not in meta['unknown_kinds'] or kind in rels \
                or kind not in UNKF:
            err(f'{rid}: unknown row kind')
            continue
        unknown_kinds_used.add(kind)
        if not fmt_regex(UNKF[kind]).match(text):
            err(f'{rid}: unknown row does not match its wording')
        ke = sp.get('kb_entity')
        subj = sp.get('subject_text', '')
        if not kind.startswith('fict-') and kind != 'subnational-capital':
            # a KB entity with a relation the KB does not have
            if ke not in ents or not mentions(text, names(ke)):
                err(f'{rid}: unknown row entity not a mentioned KB entity')
            if REL_WORDS.search(text) or mentions(text, REGION_NAMES):
                err(f'{rid}: unknown row about a KB entity uses relation wording')
            if kind != 'largest-city' and mentions(text, sorted(values['has_capital'])):
                err(f'{rid}: unknown row names a KB capital')
        else:
            if subj.lower() in all_names or not mentions(text, [subj]):
                err(f'{rid}: unknown row entity is in the KB or not mentioned')
            if any(mentions(text, [n for n in names(e) if len(n) >= 4]) for e in ents if e != ke):
                err(f'{rid}: unknown row about an invented entity names another KB country')
            if mentions(text, sorted(values['has_capital'])):
                err(f'{rid}: invented entity row names a KB capital')
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
corr_claims = 0
styled_paras = 0
n_unc = collections.Counter()
pcl_rx = {r: [fmt_regex(f) for f in fs] for r, fs in PCL.items()}
unc_rx = [fmt_regex(u) for u in UNC]
for rid, label, rel, sid, obj, text in rows:
    if not rid.startswith('p'):
        continue
    para_counts[label] += 1
    sp = specs.get(rid, {})
    fid = sp.get('frame')
    frames.add(fid)
    if fid not in FR:
        err(f'{rid}: unknown frame')
        continue
    fr = FR[fid]
    bullet, lower = fr.get('bullet'), fr.get('lower')
    if lower and not bullet:
        err(f'{rid}: lower-case frame without a bullet / speaker label')
    if bullet:
        styled_paras += 1
    claims = sp.get('claims', [])
    nclaims[len(claims)] += 1
    if not 2 <= len(claims) <= 5:
        err(f'{rid}: claim count')
    sents = sentences(text)
    if not 2 <= len(sents) <= 6:
        err(f'{rid}: sentence count {len(sents)}')
    if sp.get('n_sentences') != len(sents):
        err(f'{rid}: sentence split differs from the builder')
    d_rx = [fmt_regex(p) for p in fr['parts'] if p not in ('C', 'C?', 'U?')]

    def body(s):
        """The sentence without the frame's bullet / speaker label (None if a styled frame lacks it)."""
        if bullet:
            return s[len(bullet):] if s.startswith(bullet) else None
        return s

    computed = []
    subj_ids = set()
    mentioned_ids = set()
    pos = 0
    claim_sent = set()
    for c in claims:
        pol = c.get('polarity', 'pos')
        lab = kb_label(c['subject_id'], c['relation'], c['object'], pol)
        if lab is None:
            err(f'{rid}: claim not decidable from KB')
        if lab != c.get('label'):
            err(f'{rid}: claim label differs from KB')
        key = f"{c['relation']}/{c.get('sentence_template')}"
        if (key in PNEG) != (pol == 'neg'):
            err(f'{rid}: claim polarity disagrees with its sentence form')
        if key in PAPP and lab != 'true':
            err(f'{rid}: presupposed (appositive) form used for a false claim')
        if c['relation'] == 'currency' and len(held[(c['subject_id'], 'currency')]) != 1:
            err(f'{rid}: currency subject with more than one KB currency')
        computed.append((lab, c))
        subj_ids.add(c['subject_id'])
        mentioned_ids.add(c['subject_id'])
        if c['relation'] == 'borders':
            mentioned_ids.add(name_to_id.get(c['object']))
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
            continue
        s = sents[found]
        b = body(s)
        if b is None:
            err(f'{rid}: claim sentence lacks the frame bullet')
            continue
        if bool(NEG.search(b)) != (pol == 'neg'):
            err(f'{rid}: negation wording does not match polarity')
        if b.rstrip().endswith('?'):
            err(f'{rid}: claim sentence is a question')
        if lower and not is_lower(b):
            err(f'{rid}: claim in a lower-case frame has upper case')
        j = c.get('sentence_template')
        if not isinstance(j, int) or not pcl_rx[c['relation']][j].match(b):
            err(f'{rid}: claim sentence does not match its form')
        y = c.get('corrected_belief')
        if key in PCORR:
            corr_claims += 1
            if y is None or y == c['object'] or kb_label(c['subject_id'], c['relation'], y) != 'false':
                err(f'{rid}: corrected belief is not a wrong KB value')
            elif not mentions(b, object_surfaces(c['relation'], y)):
                err(f'{rid}: corrected belief not mentioned')
            if c['relation'] == 'borders':
                err(f'{rid}: border corrections are not used in paragraphs')
        elif y is not None:
            err(f'{rid}: corrected belief on a sentence form without {{Y}}')
        claim_sent.add(found)
        pos = found + 1
    objs = [c['object'] for c in claims] + [c['corrected_belief'] for c in claims if c.get('corrected_belief')]
    if len(objs) != len(set(objs)):
        err(f'{rid}: a value occurs in two claims of one paragraph')
    # every other sentence must be a frame sentence or a listed filler sentence
    uncs = sp.get('uncheckable', [])
    n_unc['question' if any(UNC[u['sentence_template']].endswith('?') for u in uncs) else
          ('statement' if uncs else 'none')] += 1
    unc_found = 0
    for k, s in enumerate(sents):
        if k in claim_sent:
            continue
        if any(rx.match(s) for rx in d_rx):
            if REL_WORDS.search(s) or any(mentions(s, [n for n in names(e) if len(n) >= 4]) for e in ents):
                err(f'{rid}: frame sentence mentions a country or a relation')
            continue
        b = body(s)
        if b is not None and any(rx.match(b) for rx in unc_rx):
            unc_found += 1
            u = uncs[0] if uncs else {}
            if lower and not is_lower(b):
                err(f'{rid}: filler in a lower-case frame has upper case')
            if u.get('country_id') not in ents or not mentions(b, names(u['country_id'])) \
                    or u['country_id'] in mentioned_ids:
                err(f'{rid}: filler sentence is not about a fresh country')
            others = [e for e in ents if e != u.get('country_id')]
            if any(mentions(b, [n for n in names(e) if len(n) >= 4]) for e in others):
                err(f'{rid}: filler sentence names a second country')
            if b.endswith('?'):
                # an open question: may name a relation but no KB value
                if mentions(b, VALUE_WORDS) or mentions_code(b, CODES):
                    err(f'{rid}: filler question names a KB value')
            elif REL_WORDS.search(b):
                err(f'{rid}: filler statement uses relation wording')
            continue
        err(f'{rid}: sentence {k} is neither a claim, a frame sentence nor a filler sentence')
    if unc_found != len(uncs) or len(uncs) > 1:
        err(f'{rid}: filler sentences differ from the spec')
    if len(subj_ids) < 2:
        err(f'{rid}: fewer than two subject countries')
    falses = [c for lab, c in computed if lab == 'false']
    if len(falses) > 1:
        err(f'{rid}: more than one false claim')
    if label != ('false' if falses else 'true'):
        err(f'{rid}: paragraph label inconsistent with its claims')
    if label == 'false':
        f = falses[0]
        if (rel, sid, obj) != (f['relation'], f['subject_id'], f['object']):
            err(f'{rid}: columns do not describe the first false claim')
        false_pos[[c for _, c in computed].index(f)] += 1
        para_rel[rel] += 1
    elif (rel, sid, obj) != ('-', '-', '-'):
        err(f'{rid}: true paragraph must have - columns')

form_uses = collections.Counter((c['relation'], c.get('sentence_template'))
                                for sp in meta['rows'] if sp.get('kind') == 'paragraph' for c in sp.get('claims', []))
if form_uses and max(form_uses.values()) > PCLAIM_MAX_USES:
    err(f'a paragraph claim sentence form is used more than {PCLAIM_MAX_USES} times')
if meta.get('paragraph_claim_max_uses') != PCLAIM_MAX_USES:
    err('specs22.json does not record the paragraph claim use limit')

# ------------------------------------------------------------------ counts
if dict(single_counts) != {'true': 100, 'false': 100, 'unknown': 25}:
    err('single label counts')
if dict(para_counts) != {'true': 50, 'false': 50}:
    err('paragraph label counts')
for r in SIX:
    if single_rel[(r, 'true')] < 5 or single_rel[(r, 'false')] < 5:
        err(f'too few singles for {r}')
if n_new_templates < MIN_TEMPLATES or len(templates_tf) < MIN_TEMPLATES:
    err(f'fewer than {MIN_TEMPLATES} new templates used by true/false singles')
if set(TPL) - templates_tf:
    err('some single templates are unused')
if n_new_frames < MIN_FRAMES or len(frames) < MIN_FRAMES:
    err(f'fewer than {MIN_FRAMES} new paragraph frames used')
if set(FR) - frames:
    err('some paragraph frames are unused')
if max(subjects.values()) > 4 or len(subjects) < 100:
    err('singles not spread across enough countries')
if set(meta['unknown_kinds']) - unknown_kinds_used:
    err('some unknown kinds are unused')
if min(neg_rows.get('true', 0), neg_rows.get('false', 0)) < 3:
    err('too few negated singles of each label')

print('rows:', len(rows))
print('singles:', dict(sorted(single_counts.items())))
print('paragraphs:', dict(sorted(para_counts.items())))
print('new single templates:', n_new_templates, '| used by true/false singles:', len(templates_tf),
      '| unknown kinds used:', len(unknown_kinds_used))
print('new paragraph frames:', n_new_frames, '| used:', len(frames), '| styled paragraphs:', styled_paras)
print('new paragraph claim sentences:', len(groups['paragraph claim sentence']),
      '| filler sentences:', len(UNC), '| unknown wordings:', len(UNKF))
print('distinct subjects in true/false singles:', len(subjects), '| max uses of one subject:', max(subjects.values()))
print('singles by relation:', {f'{r}/{l}': n for (r, l), n in sorted(single_rel.items())})
print('negated singles by label:', dict(sorted(neg_rows.items())), '| comparison singles:', dict(sorted(co_rows.items())),
      '| other features:', dict(sorted(feature_rows.items())))
print('paragraph claims by relation:', {f'{r}/{l}': n for (r, l), n in sorted(claim_rel.items())})
print('negated paragraph claims by label:', dict(sorted(neg_claims.items())), '| corrected paragraph claims:', corr_claims,
      '| fillers:', dict(sorted(n_unc.items())))
print('paragraph claim sentence forms used:', len(form_uses), 'of', len(groups['paragraph claim sentence']),
      '| max uses of one form:', max(form_uses.values()) if form_uses else 0)
print('false paragraphs by relation of the false claim:', dict(sorted(para_rel.items())))
print('false claim position in false paragraphs (0-based):', dict(sorted(false_pos.items())))
print('claims per paragraph:', dict(sorted(nclaims.items())))
print(f'max similarity of a set-22 string to a set-20/21 string: {max_sim:.2f} | of a generated text: {max_sim_text:.2f}')
print('errors:', len(errors))
for e in errors[:25]:
    print('  ', e)
print('OK' if not errors else 'FAIL')
sys.exit(0 if not errors else 1)
