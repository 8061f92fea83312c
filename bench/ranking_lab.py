#!/usr/bin/env python3
# Offline comparison of fusion methods for the reviewer's within-tier ranking (ADR 0003, "Review queries").
# 1. dump the evidence:  mvn -q -B test-compile && java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.relevance.RankingLab
#    (target/bench.cp as bench/stylelint.sh builds it); writes target/bench/ranking-lab.json
# 2. python3 bench/ranking_lab.py [more|w|task|ties|tier]   (no argument: the main table)
# The proxy: share of violated rules ranked in the top 19 % / 60 % of their severity tier.
import json, math, sys
from collections import defaultdict
d = json.load(open(__import__('os').path.join(__import__('os').path.dirname(__file__), '..', 'target', 'bench', 'ranking-lab.json')))
chunks = d['chunks']; tasks = d['tasks']
N = len(chunks)
tf = []; df = defaultdict(int); lens = []
for c in chunks:
    m = defaultdict(int)
    for t in c['terms']: m[t] += 1
    tf.append(m); lens.append(len(c['terms']))
    for t in m: df[t] += 1
avgdl = sum(lens) / N
def bm25raw(qterms, k1=1.2, b=0.75):
    qs = set(qterms); out = []
    for i in range(N):
        s = 0
        for t in qs:
            f = tf[i].get(t)
            if not f: continue
            dd = df[t]; idf = math.log(1 + (N - dd + 0.5) / (dd + 0.5))
            s += idf * f * (k1 + 1) / (f + k1 * (1 - b + b * lens[i] / avgdl))
        out.append(s)
    return out
def coverage(qterms):
    qs = set(qterms)
    return [len(qs & set(tf[i])) / max(1, len(qs)) for i in range(N)]
sig = lambda x: 1 / (1 + math.exp(-x))
tiers = defaultdict(list)
for c in chunks:
    if c['sop'] not in tiers[c['sev']]: tiers[c['sev']].append(c['sop'])
sopsev = {c['sop']: c['sev'] for c in chunks}
pre = []
for t in tasks:
    raw = bm25raw(t['terms']); mx = max(raw) or 1
    pre.append(dict(v=set(t['violated']), bm=[r / mx for r in raw], bmraw=raw, cov=coverage(t['terms']), cw=t['cos_whole'], cs=t['cos_segmax'], cm=t['cos_segmean']))
def rank_eval(fn, fracs=(0.19, 0.6)):
    res = []
    for f in fracs:
        tot = 0; n = 0
        for p in pre:
            if not p['v']: continue
            sc = fn(p)
            best = {}
            for i, c in enumerate(chunks):
                best[c['sop']] = max(best.get(c['sop'], -1e9), sc[i])
            hit = 0
            for sev, sops in tiers.items():
                order = sorted(sops, key=lambda s: (-best[s], s))
                k = round(f * len(sops))
                top = set(order[:k])
                hit += len(top & p['v'])
            tot += hit / len(p['v']); n += 1
        res.append(round(tot / n, 4))
    return res
def rrf(a, b, k=60):
    ra = {i: r for r, i in enumerate(sorted(range(N), key=lambda i: -a[i]))}
    rb = {i: r for r, i in enumerate(sorted(range(N), key=lambda i: -b[i]))}
    return [1 / (k + ra[i]) + 1 / (k + rb[i]) for i in range(N)]
V = {
 'none': lambda p: [0] * N,
 'bm25': lambda p: p['bm'],
 'cos_whole': lambda p: p['cw'],
 'cos_segmax': lambda p: p['cs'],
 'cos_segmean': lambda p: p['cm'],
 'hybrid_now(cov .25)': lambda p: [sig(10 * (p['cw'][i] - .695) + .25 * p['cov'][i]) for i in range(N)],
 'rrf(bm25,cw)': lambda p: rrf(p['bm'], p['cw']),
 'rrf(bm25,cs)': lambda p: rrf(p['bm'], p['cs']),
}
for w in (1, 2, 4, 8):
    V[f'sig(10(cw-.695)+{w}*bm)'] = (lambda w: lambda p: [10 * (p['cw'][i] - .695) + w * p['bm'][i] for i in range(N)])(w)
    V[f'sig(10(cs-.695)+{w}*bm)'] = (lambda w: lambda p: [10 * (p['cs'][i] - .695) + w * p['bm'][i] for i in range(N)])(w)
only = sys.argv[1:] 
for name, fn in V.items():
    if only and not any(o in name for o in only): continue
    print(f'{name:32s}', rank_eval(fn))
from collections import Counter
def bm25q(qterms, k1=1.2, b=0.75, qw='one'):
    qc = Counter(qterms); out = []
    for i in range(N):
        s = 0
        for t, q in qc.items():
            f = tf[i].get(t)
            if not f: continue
            dd = df[t]; idf = math.log(1 + (N - dd + 0.5) / (dd + 0.5))
            w = 1 if qw == 'one' else (1 + math.log(q)) if qw == 'log' else q
            s += w * idf * f * (k1 + 1) / (f + k1 * (1 - b + b * lens[i] / avgdl))
        out.append(s)
    return out
if 'more' in sys.argv:
    for t, p in zip(tasks, pre): p['terms'] = t['terms']
    for k1 in (0.5, 1.2, 2.0):
        for b in (0.3, 0.75, 1.0):
            for qw in ('one', 'log'):
                print('bm25', k1, b, qw, rank_eval(lambda p: bm25q(p['terms'], k1, b, qw)))
if 'w' in sys.argv:
    for w in (3, 4, 6, 8, 12, 16, 32):
        for cn in ('cw', 'cs'):
            print('w', w, cn, rank_eval(lambda p: [10 * (p[cn][i] - .695) + w * p['bm'][i] for i in range(N)]))
if 'task' in sys.argv:
    for t, p in zip(tasks, pre): p['ct'] = t['cos_task']
    print('cos_task', rank_eval(lambda p: p['ct']))
    for w in (0.25, 2, 4, 8, 12, 16, 24):
        print('task w', w, rank_eval(lambda p: [10 * (p['ct'][i] - .695) + w * p['bm'][i] for i in range(N)]))
    for w in (4, 8, 12):
        print('task w cov', w, rank_eval(lambda p: [10 * (p['ct'][i] - .695) + w * (0.5*p['bm'][i] + 0.5*p['cov'][i]) for i in range(N)]))
if 'ties' in sys.argv:
    import hashlib, random
    for t, p in zip(tasks, pre): p['ct'] = t['cos_task']
    zero = []
    for p in pre:
        best = {}
        for i, c in enumerate(chunks): best[c['sop']] = max(best.get(c['sop'], 0), p['bm'][i])
        zero.append(sum(1 for v in best.values() if v == 0))
    print('mean SOPs with BM25 0 per task', sum(zero) / len(zero), 'of', len(set(c['sop'] for c in chunks)))
    import builtins
    orig = rank_eval
    def rank_eval_seed(fn, seed, fracs=(0.19, 0.6)):
        res = []
        for f in fracs:
            tot = 0; n = 0
            for p in pre:
                if not p['v']: continue
                sc = fn(p); best = {}
                for i, c in enumerate(chunks): best[c['sop']] = max(best.get(c['sop'], -1e9), sc[i])
                hit = 0
                for sev, sops in tiers.items():
                    order = sorted(sops, key=lambda s: (-best[s], hashlib.md5((seed + s).encode()).hexdigest()))
                    hit += len(set(order[:round(f * len(sops))]) & p['v'])
                tot += hit / len(p['v']); n += 1
            res.append(round(tot / n, 4))
        return res
    for seed in ('a', 'b', 'c'):
        print('bm25 random ties', seed, rank_eval_seed(lambda p: p['bm'], seed))
        print('hyb12 random ties', seed, rank_eval_seed(lambda p: [10 * (p['ct'][i] - .695) + 12 * p['bm'][i] for i in range(N)], seed))
if 'tier' in sys.argv:
    for t, p in zip(tasks, pre): p['ct'] = t['cos_task']
    def tier_eval(fn, fr):
        res = {}
        for sev in ('warning', 'info'):
            tot = 0; n = 0
            for p in pre:
                v = {r for r in p['v'] if sopsev.get(r) == sev}
                if not v: continue
                sc = fn(p); best = {}
                for i, c in enumerate(chunks): best[c['sop']] = max(best.get(c['sop'], -1e9), sc[i])
                sops = tiers[sev]
                order = sorted(sops, key=lambda s: (-best[s], s))
                tot += len(set(order[:round(fr[sev] * len(sops))]) & v) / len(v); n += 1
            res[sev] = round(tot / n, 4) if n else None
        return res
    for fr in ({'warning': 0.2, 'info': 0.1}, {'warning': 0.65, 'info': 0.35}, {'warning': 0.75, 'info': 0.25}):
        print('tier', fr, 'bm25', tier_eval(lambda p: p['bm'], fr))
        for w in (12, 24, 48):
            print('tier', fr, 'hyb', w, tier_eval(lambda p: [10 * (p['ct'][i] - .695) + w * p['bm'][i] for i in range(N)], fr))
