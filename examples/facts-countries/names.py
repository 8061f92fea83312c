#!/usr/bin/env python3
"""Prints the generated parts of relations.yaml: the has_capital and currency relations' `aliases`, `entity_aliases` and
`entity_names`.

Sources (fetched with npm, which this project's machines reach):
  world-countries@5.1.0 (ODbL-1.0, "world-countries by Mohammed Le Doze"), the source of ../shared/data/facts-countries:
      its English demonyms;
  cldr-localenames-modern@45.0.0 and cldr-numbers-modern@45.0.0 (Unicode License v3, Unicode CLDR): English territory
      names and their variants ("Turkey" beside "Türkiye", "Cabo Verde"), and English currency names, plurals and
      symbols, including currencies no country uses any more ("Croatian kuna"), so that a claim naming one is read;
  cldr-bcp47@45.0.0 and cldr-dates-modern@45.0.0 (Unicode License v3): the time zones' names, old and new, and their
      English cities, which spell some capitals in several ways ("Kiev", "Kyiv"; "Ulaanbaatar", "Ulan Bator").

Usage: npm pack world-countries@5.1.0 cldr-localenames-modern@45.0.0 cldr-numbers-modern@45.0.0 cldr-bcp47@45.0.0 \
           cldr-dates-modern@45.0.0   (unpack each into its own directory)
       python3 names.py WORLD_COUNTRIES_DIR CLDR_LOCALENAMES_DIR CLDR_NUMBERS_DIR CLDR_BCP47_DIR CLDR_DATES_DIR \
           ../../../shared/data/facts-countries/  (the KB directory: entities.jsonl and kb.jsonl)

entity_names (demonyms, read as adjectives): world-countries' demonyms; a demonym written as several ("Antiguan,
Barbudan", "Kittitian or Nevisian") gives each. Two spellings English uses besides are derived: a demonym that is the
name with "ean" also with "ian" (Ecuadorean, Ecuadorian), a name ending in "ia" with "n" (Slovenia, Slovenian), and a
name ending in "land" with "er", a noun for its people (Greenlander, New Zealander). A demonym several entities
share goes to the independent ones among them when there are any ("French": France, not the French Southern and
Antarctic Lands); otherwise to all of them, and the guard reads it as an ambiguous name. A derived spelling that is a
name or demonym of another entity, or that two entities derive, is left out. Irregular nouns for a country's people
("Danes", "Swedes") are listed by hand (PEOPLE).

entity_aliases (names): CLDR's English name of each territory and its variants, where entities.jsonl has no such name
for any entity and no other entity gets it; names with parentheses, "&" or " - " (CLDR's disambiguations such as
"Congo - Kinshasa") are left out.

capital aliases: the city names of one time zone (its ids, old and new, and its English exemplar city) where one of them
is a capital of kb.jsonl, the others are that capital's other spellings, kept only where they are spellings of one name
(same first letter, difflib ratio at least 0.6): "Kiev" for "Kyiv", but not "Sydney" for "Canberra" or "Belfast" for
"London", which share a zone and not a name.

currency aliases: per ISO 4217 code in CLDR, its English name and plurals, and its symbol when that is one currency
sign other than "$" (which prose uses for any dollar). Precious metals, funds and test codes (X.. other than the
CFA, East Caribbean and CFP francs) and names with parentheses or digits (dated variants) are left out.
"""
import collections
import difflib
import json
import re
import sys
import unicodedata

wc_dir, names_dir, numbers_dir, bcp47_dir, dates_dir, kb_dir = sys.argv[1:7]
entities_path = f"{kb_dir}/entities.jsonl"
countries = json.load(open(f"{wc_dir}/package/countries.json", encoding="utf-8"))
territories = json.load(open(f"{names_dir}/package/main/en/territories.json", encoding="utf-8"))["main"]["en"]["localeDisplayNames"]["territories"]
currencies = json.load(open(f"{numbers_dir}/package/main/en/currencies.json", encoding="utf-8"))["main"]["en"]["numbers"]["currencies"]
entities = [json.loads(line) for line in open(entities_path, encoding="utf-8") if line.strip()]


def fold(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn").casefold()


def yaml_list(items):
    return "[" + ", ".join(json.dumps(n, ensure_ascii=False) for n in items) + "]"


taken = collections.defaultdict(set)  # folded name -> entity ids whose own names it is
for e in entities:
    for n in [e["name"], e.get("official_name")] + e.get("alt_spellings", []):
        if n:
            taken[fold(n)].add(e["id"])

# entity_aliases
by_cca2 = {e.get("cca2"): e["id"] for e in entities if e.get("cca2")}
alias_owners = collections.defaultdict(set)
for key, name in territories.items():
    cca2 = key.split("-alt-")[0]
    if cca2 not in by_cca2 or re.search(r"[()&]| - ", name) or fold(name) in taken:
        continue
    alias_owners[name].add(by_cca2[cca2])
aliases = collections.defaultdict(list)
for name, ids in alias_owners.items():
    if len(ids) == 1:
        aliases[next(iter(ids))].append(name)

# entity_names
independent = {c["cca3"]: bool(c.get("independent")) for c in countries}
owners = collections.defaultdict(list)
for c in countries:
    eng = c.get("demonyms", {}).get("eng", {})
    for key in ("m", "f"):
        for name in re.split(r",\s*|\s+or\s+", eng.get(key) or ""):
            name = name.strip()
            if name and name != c["name"]["common"] and c["cca3"] not in owners[name]:
                owners[name].append(c["cca3"])
demonyms = collections.defaultdict(list)
for name, ids in owners.items():
    sovereign = [i for i in ids if independent[i]]
    for i in (sovereign or ids):
        demonyms[i].append(name)
derived = collections.defaultdict(set)
for c in countries:
    common = c["name"]["common"]
    forms = {common + "ian" for d in demonyms.get(c["cca3"], []) if d == common + "ean"}
    if common.endswith("ia") and " " not in common:
        forms.add(common + "n")
    if common.endswith("land"):
        forms.add(common + "er")  # a noun for its people: Greenlander, New Zealander
    for f in forms:
        derived[f].add(c["cca3"])
known = {fold(n) for n in owners} | set(taken)
for name, ids in derived.items():
    if len(ids) == 1 and fold(name) not in known:
        demonyms[next(iter(ids))].append(name)
# English nouns for a country's people that are no demonym plus "s" ("Danes", not "Danishes"); a regular plural
# ("Egyptians") is read by the guard from the demonym itself. Hand-written: no source lists them.
PEOPLE = {"DNK": ["Danes"], "ESP": ["Spaniards"], "FIN": ["Finns"], "HRV": ["Croats"], "ISL": ["Icelanders"],
          "LUX": ["Luxembourgers"], "POL": ["Poles"], "SRB": ["Serbs"], "SVK": ["Slovaks"],
          "SVN": ["Slovenes"], "SWE": ["Swedes"], "TUR": ["Turks"]}
for cca3, nouns in PEOPLE.items():
    demonyms[cca3].extend(n for n in nouns if fold(n) not in known)

# capital aliases
zones = json.load(open(f"{bcp47_dir}/package/bcp47/timezone.json", encoding="utf-8"))["keyword"]["u"]["tz"]
zone_names = json.load(open(f"{dates_dir}/package/main/en/timeZoneNames.json", encoding="utf-8"))["main"]["en"]["dates"]["timeZoneNames"]["zone"]
capitals = {}
for line in open(f"{kb_dir}/kb.jsonl", encoding="utf-8"):
    t = json.loads(line)
    if t["relation"] == "has_capital":
        capitals.setdefault(fold(t["object"]), t["object"])


def exemplar(zone_id):
    node = zone_names
    for part in zone_id.split("/"):
        node = node.get(part) if isinstance(node, dict) else None
    return node.get("exemplarCity") if isinstance(node, dict) else None


capital_names = collections.defaultdict(list)
for zone in zones.values():
    if not isinstance(zone, dict) or "_alias" not in zone:
        continue
    ids = zone["_alias"].split()
    cities = {i.split("/")[-1].replace("_", " ") for i in ids} | {e for e in map(exemplar, ids) if e}
    for city in cities:
        capital = capitals.get(fold(city))
        if not capital:
            continue
        for other in sorted(cities):
            if (fold(other) not in capitals and other not in capital_names[capital] and fold(other)[0] == fold(capital)[0]
                    and difflib.SequenceMatcher(None, fold(other), fold(capital)).ratio() >= 0.6):
                capital_names[capital].append(other)

# currency aliases
KEEP_X = {"XAF", "XOF", "XCD", "XPF"}
currency_names = {}
for code, c in sorted(currencies.items()):
    if code.startswith("X") and code not in KEEP_X:
        continue
    names = []
    for key in ("displayName", "displayName-count-one", "displayName-count-other"):
        n = c.get(key)
        if n and not re.search(r"[()\d]", n) and fold(n) not in {fold(x) for x in names}:
            names.append(n)
    # the British spelling CLDR itself uses for one of them ("Soviet Rouble"), so that "the rouble" is Russia's too
    for n in list(names):
        if "uble" in n:
            names.append(n.replace("Ruble", "Rouble").replace("ruble", "rouble"))
    symbol = c.get("symbol", "")
    if len(symbol) == 1 and unicodedata.category(symbol) == "Sc" and symbol != "$":
        names.append(symbol)
    if names:
        currency_names[code] = names

print("    aliases:   # has_capital")
for capital in sorted(c for c in capital_names if capital_names[c]):
    print(f"      {json.dumps(capital, ensure_ascii=False)}: {yaml_list(capital_names[capital])}")
print()
print("    aliases:   # currency")
for code, names in currency_names.items():
    print(f"      {code}: {yaml_list(names)}")
print()
print("entity_aliases:")
for cca3 in sorted(aliases):
    print(f"  {cca3}: {yaml_list(sorted(aliases[cca3]))}")
print()
print("entity_names:")
for cca3 in sorted(demonyms):
    print(f"  {cca3}: {yaml_list(sorted(demonyms[cca3]))}")
