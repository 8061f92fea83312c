#!/usr/bin/env python3
# Offline comparison of tool-search rankings (issue 14 §6) on what dev.dossier.tools.ToolsLab dumps:
# 1. mvn -q -B test-compile && java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.tools.ToolsLab \
#      NAME CATALOG.jsonl QUERIES.tsv [HALF]        (writes target/tools-lab/NAME.json)
# 2. python3 bench/tools_lab.py NAME [NAME...]
# Tune only on the reference servers (bench/tools-queries.tsv) and the tune half of the GitHub catalog; the test half is
# measured by bench/tools-heldout.sh through the real code.
import json, math, os, sys
from collections import defaultdict
import numpy as np

HERE = os.path.join(os.path.dirname(__file__), '..', 'target', 'tools-lab')


def load(name):
    d = json.load(open(os.path.join(HERE, name + '.json')))
    tools, queries = d['tools'], d['queries']
    V = {k[2:]: np.array([t[k] for t in tools], dtype=np.float32) for k in tools[0] if k.startswith('v_')}
    for k in V:
        n = np.linalg.norm(V[k], axis=1, keepdims=True)
        V[k] = V[k] / np.where(n == 0, 1, n)
    Q = np.array([q['vector'] for q in queries], dtype=np.float32)
    QI = np.array([q['vector_instructed'] for q in queries], dtype=np.float32)
    return tools, queries, V, Q, QI


class BM25:
    def __init__(self, docs, k1=1.2, b=0.75):
        self.k1, self.b = k1, b
        self.tf = []
        self.df = defaultdict(int)
        self.len = []
        for d in docs:
            m = defaultdict(float)
            for t, w in d:
                m[t] += w
            self.tf.append(m)
            self.len.append(sum(m.values()))
            for t in m:
                self.df[t] += 1
        self.N = len(docs)
        self.avg = max(1e-9, sum(self.len) / self.N)

    def score(self, terms):
        out = np.zeros(self.N)
        cov = np.zeros(self.N)
        qs = set(terms)
        for t in qs:
            d = self.df.get(t)
            if not d:
                continue
            idf = math.log(1 + (self.N - d + 0.5) / (d + 0.5))
            for i in range(self.N):
                f = self.tf[i].get(t)
                if f:
                    out[i] += idf * f * (self.k1 + 1) / (f + self.k1 * (1 - self.b + self.b * self.len[i] / self.avg))
                    cov[i] += 1
        return out, (cov / len(qs) if qs else cov)


def docs(tools, opaque, weights):
    out = []
    for t in tools:
        d = []
        name_terms = [x.lower() for x in ['op', t['opaque'][3:]]] if opaque else t['name_terms']
        for field, w in weights.items():
            terms = name_terms if field == 'name_terms' else t[field]
            d += [(x, w) for x in terms]
        out.append(d)
    return out


def rank_metrics(S, tools, queries):
    at1 = at5 = 0
    names = [t['name'] for t in tools]
    for qi, q in enumerate(queries):
        order = np.argsort(-S[qi], kind='stable')[:5]
        top = [names[i] for i in order]
        if top[0] in q['expected']:
            at1 += 1
        if any(x in q['expected'] for x in top):
            at5 += 1
    n = len(queries)
    return at1 / n, at5 / n


def ranks(S):
    # rank 1 = best, per row
    order = np.argsort(-S, axis=1, kind='stable')
    r = np.empty_like(order)
    rows = np.arange(S.shape[0])[:, None]
    r[rows, order] = np.arange(1, S.shape[1] + 1)
    return r


def field_sum(tools, opaque, weights, queries):
    """Lucene-style: each field its own BM25 (own lengths and IDF), summed with boosts."""
    total = None
    for field, w in weights.items():
        b = BM25(docs(tools, opaque, {field: 1}))
        raw = np.array([b.score(q['terms'])[0] for q in queries])
        total = w * raw if total is None else total + w * raw
    return total


def evaluate(name, quick=False):
    tools, queries, V, Q, QI = load(name)
    out = {}
    for opaque in (False, True):
        suf = '_opaque' if opaque else ''
        tag = 'opaque' if opaque else 'named'
        cos = {v: Q @ V[v + suf].T for v in ('full', 'clean', 'lead', 'distinct', 'dlead')}
        full_terms = 'full_opaque_terms' if opaque else 'full_terms'
        bm_full = BM25(docs(tools, opaque, {full_terms: 1}))
        COV = np.array([bm_full.score(q['terms'])[1] for q in queries])
        R = {}
        R['current'] = 10 * (cos['full'] - 0.695) + 0.25 * COV
        for v in cos:
            R['cos ' + v] = cos[v]
        semantic = {
            'full': cos['full'],
            'max(clean,lead)': np.maximum(cos['clean'], cos['lead']),
            'distinct': cos['distinct'],
            'max(distinct,dlead)': np.maximum(cos['distinct'], cos['dlead']),
            'mean(distinct,dlead)': (cos['distinct'] + cos['dlead']) / 2,
            'max(full,dlead)': np.maximum(cos['full'], cos['dlead']),
            'max(full,distinct)': np.maximum(cos['full'], cos['distinct']),
            'max(full,distinct,dlead)': np.maximum(np.maximum(cos['full'], cos['distinct']), cos['dlead']),
        }
        for k, v in semantic.items():
            R['sem ' + k] = v
        lexical = {
            'bm25 full': BM25(docs(tools, opaque, {full_terms: 1})),
            'bm25 name3+desc+params': BM25(docs(tools, opaque, {'name_terms': 3, 'desc_terms': 1, 'param_terms': 1})),
            'bm25 name3+distinct+params': BM25(docs(tools, opaque, {'name_terms': 3, 'distinct_terms': 1, 'param_terms': 1})),
            'bm25 name2+desc+params': BM25(docs(tools, opaque, {'name_terms': 2, 'desc_terms': 1, 'param_terms': 1})),
        }
        LEX = {k: np.array([b.score(q['terms'])[0] for q in queries]) for k, b in lexical.items()}
        LEX['fields name2 desc1 params1'] = field_sum(tools, opaque, {'name_terms': 2, 'desc_terms': 1, 'param_terms': 1}, queries)
        LEX['fields name1 desc1 params0.5'] = field_sum(tools, opaque, {'name_terms': 1, 'desc_terms': 1, 'param_terms': 0.5}, queries)
        for k, v in LEX.items():
            R[k] = v
        for sk, sc in semantic.items():
            for bk, raw in LEX.items():
                rel = raw / np.maximum(raw.max(axis=1, keepdims=True), 1e-9)
                for L in (0.5, 1, 1.5, 2, 3):
                    R[f'sum {sk} + {L}*rel({bk})'] = 10 * (sc - 0.695) + L * rel
        out[tag] = {k: rank_metrics(S, tools, queries) for k, S in R.items()}
    return out


def main():
    results = {n: evaluate(n) for n in sys.argv[1:]}
    keys = list(next(iter(results.values()))['named'].keys())
    head = '%-62s' % 'ranking' + ''.join('%22s' % (n + ' named') + '%22s' % (n + ' opaque') for n in results)
    print(head)
    for k in keys:
        line = '%-62s' % k
        for n, r in results.items():
            line += '%11.3f/%.3f' % r['named'][k] + ' ' * 5 + '%11.3f/%.3f' % r['opaque'][k] + ' ' * 5
        print(line)


if __name__ == '__main__':
    main()
