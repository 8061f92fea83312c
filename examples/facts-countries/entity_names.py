#!/usr/bin/env python3
"""Prints the `entity_names` block of relations.yaml: each entity's English demonyms from world-countries@5.1.0
(ODbL-1.0, "world-countries by Mohammed Le Doze"), the source of ../shared/data/facts-countries.

Usage: npm pack world-countries@5.1.0 && tar xzf world-countries-5.1.0.tgz
       python3 entity_names.py package/countries.json

A demonym written as several ("Antiguan, Barbudan", "Kittitian or Nevisian") gives each. A demonym several entities
share goes to the independent ones among them when there are any ("French": France, not the French Southern and
Antarctic Lands); otherwise to all of them, and the guard reads it as an ambiguous name.
"""
import collections
import json
import re
import sys

countries = json.load(open(sys.argv[1], encoding="utf-8"))
owners = collections.defaultdict(list)
independent = {}
for c in countries:
    independent[c["cca3"]] = bool(c.get("independent"))
    eng = c.get("demonyms", {}).get("eng", {})
    for key in ("m", "f"):
        for name in re.split(r",\s*|\s+or\s+", eng.get(key) or ""):
            name = name.strip()
            if name and name != c["name"]["common"] and c["cca3"] not in owners[name]:
                owners[name].append(c["cca3"])
names = collections.defaultdict(list)
for name, ids in owners.items():
    sovereign = [i for i in ids if independent[i]]
    for i in (sovereign or ids):
        names[i].append(name)
print("entity_names:")
for cca3 in sorted(names):
    print(f"  {cca3}: [{', '.join(json.dumps(n, ensure_ascii=False) for n in sorted(names[cca3]))}]")
