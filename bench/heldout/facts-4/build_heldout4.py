#!/usr/bin/env python3
"""Build facts-heldout-4.tsv and facts-heldout-4.spec.json (fourth blind held-out set).

Written from kb.jsonl / entities.jsonl only. Every row's label is given by hand below; this
script derives the relation/subject/object columns from the claims it lists, and asserts that
the hand label agrees with the KB (closed world) before writing anything.

Claim notation: (rel, subject_cca3, object[, "neg"]) with rel in
  cap  -> has_capital        (object: city as the KB writes it)
  reg  -> in_region
  sub  -> in_subregion       (a positive subregion claim also implies its region; added automatically)
  lang -> official_language
  cur  -> currency           (object: ISO 4217 code)
  bor  -> borders            (object: cca3 of the other country; written as its KB common name)
"""
import json, random, collections

KB = "/work/shared/data/facts-countries/kb.jsonl"
ENT = "/work/shared/data/facts-countries/entities.jsonl"
OUT_TSV = "/work/heldout4/facts-heldout-4.tsv"
OUT_SPEC = "/work/heldout4/facts-heldout-4.spec.json"

REL = {"cap": "has_capital", "reg": "in_region", "sub": "in_subregion",
       "lang": "official_language", "cur": "currency", "bor": "borders"}

kb = [json.loads(l) for l in open(KB, encoding="utf-8")]
ents = {e["id"]: e for e in (json.loads(l) for l in open(ENT, encoding="utf-8"))}
objs = collections.defaultdict(list)
for t in kb:
    o = t["object"]
    if o not in objs[(t["subject_id"], t["relation"])]:
        objs[(t["subject_id"], t["relation"])].append(o)
SUB2REG = {}
for t in kb:
    if t["relation"] == "in_subregion":
        reg = objs[(t["subject_id"], "in_region")][0]
        SUB2REG[t["object"]] = reg


def name(cca3):
    return ents[cca3]["name"]


def expand(claims):
    """short claims -> list of [s, relation, object, negated, None, None]"""
    out = []
    for c in claims:
        rel, s, o = c[0], c[1], c[2]
        neg = len(c) > 3 and c[3] == "neg"
        assert s in ents, s
        r = REL[rel]
        if rel == "bor":
            assert o in ents, o
            o = name(o)
        item = [s, r, o, neg, None, None]
        if item not in out:
            out.append(item)
        if rel == "sub" and not neg:
            implied = [s, "in_region", SUB2REG[o], False, None, None]
            if implied not in out:
                out.append(implied)
    return out


def holds(s, r, o):
    return o in objs[(s, r)]


def ok(cl):
    s, r, o, neg = cl[:4]
    assert objs[(s, r)], ("KB lacks", s, r)
    return holds(s, r, o) != neg


def row_fields(label, claims, rid):
    """relation, subject, object columns for a checkable row"""
    failing = [c for c in claims if not ok(c)]
    if label == "true":
        assert not failing, (rid, "labelled true but fails", failing)
        s, r, o, neg = claims[0][:4]
    else:
        assert len(failing) == 1, (rid, "labelled false but failing =", failing)
        s, r, o, neg = failing[0][:4]
    if r == "borders":
        return r, s, o
    if neg and label == "true":
        # object column must be a KB value: prefer one the text also states
        stated = [c[2] for c in claims if c[0] == s and c[1] == r and not c[3] and holds(s, r, c[2])]
        return r, s, (stated[0] if stated else objs[(s, r)][0])
    if label == "false" and not neg:
        return r, s, objs[(s, r)][0]
    return r, s, o


# --------------------------------------------------------------------------- single claims
# (label, text, claims)
SINGLES = [
    # ---------------- has_capital, false
    ("false", "Q: What's the capital of Australia? A: Sydney, home of the famous Opera House.",
     [("cap", "AUS", "Sydney")]),
    ("false", "Istanbul, the Turkish capital, straddles the Bosporus.",
     [("cap", "TUR", "Istanbul")]),
    ("false", "Sure! The capital of Switzerland is Zurich.",
     [("cap", "CHE", "Zurich")]),
    ("false", "The Hague is the capital of the Netherlands as well as the seat of its parliament.",
     [("cap", "NLD", "The Hague")]),
    ("false", "As the capital of Canada, Toronto draws civil servants from every province.",
     [("cap", "CAN", "Toronto")]),
    ("false", "Ho Chi Minh City, once known as Saigon, is the capital of the Socialist Republic of Vietnam.",
     [("cap", "VNM", "Ho Chi Minh City")]),
    ("false", "Casablanca, Morocco's capital, is home to the vast Hassan II Mosque.",
     [("cap", "MAR", "Casablanca")]),
    ("false", "Pakistan's capital is Karachi, a sprawling port on the Arabian Sea.",
     [("cap", "PAK", "Karachi")]),
    ("false", "I believe the capital of Tanzania is Dar es Salaam, but double-check that.",
     [("cap", "TZA", "Dar es Salaam")]),
    ("false", "Country: Côte d'Ivoire. Capital: Abidjan.",
     [("cap", "CIV", "Abidjan")]),
    ("false", "Kazakhstan is governed from Almaty, its capital and commercial hub.",
     [("cap", "KAZ", "Almaty")]),
    ("false", "The capital of Burma is Yangon, formerly spelled Rangoon.",
     [("cap", "MMR", "Yangon")]),
    ("false", "Bujumbura, on the shores of Lake Tanganyika, is where Burundi has its capital.",
     [("cap", "BDI", "Bujumbura")]),
    ("false", "Auckland is both the largest city and the capital of New Zealand.",
     [("cap", "NZL", "Auckland")]),
    ("false", "Brazil's capital, Rio de Janeiro, hosts the world-famous Carnival every year.",
     [("cap", "BRA", "Rio de Janeiro")]),
    ("false", "Malawi's capital city is Blantyre.",
     [("cap", "MWI", "Blantyre")]),
    ("false", "Douala, the capital of the Republic of Cameroon, is also its main seaport.",
     [("cap", "CMR", "Douala")]),
    ("false", "Johannesburg is one of South Africa's three capital cities.",
     [("cap", "ZAF", "Johannesburg")]),
    ("false", "Marigot is the capital of Sint Maarten, the Dutch half of the island.",
     [("cap", "SXM", "Marigot")]),
    ("false", "Dubai, capital of the UAE, is famous for the Burj Khalifa.",
     [("cap", "ARE", "Dubai")]),
    ("false", "Ljubljana serves as the capital of Slovakia.",
     [("cap", "SVK", "Ljubljana")]),
    ("false", "Koror is the capital of the Republic of Palau.",
     [("cap", "PLW", "Koror")]),
    ("false", "Guayaquil, Ecuador's largest city, is also its capital.",
     [("cap", "ECU", "Guayaquil")]),
    ("false", "Contrary to what some guidebooks say, Porto-Novo isn't the capital of Benin.",
     [("cap", "BEN", "Porto-Novo", "neg")]),
    # ---------------- has_capital, true
    ("true", "Q: Which country has Ouagadougou as its capital? A: Burkina Faso.",
     [("cap", "BFA", "Ouagadougou")]),
    ("true", "Bishkek, the Kyrgyz capital, lies at the foot of the Tian Shan mountains.",
     [("cap", "KGZ", "Bishkek")]),
    ("true", "Tuvalu's government sits in Funafuti, the capital atoll.",
     [("cap", "TUV", "Funafuti")]),
    ("true", "Mongolia's capital, Ulan Bator, is often called the coldest capital in the world.",
     [("cap", "MNG", "Ulan Bator")]),
    ("true", "Hagåtña is the capital of Guam.",
     [("cap", "GUM", "Hagåtña")]),
    ("true", "Athens, capital of the Hellenic Republic, is one of the world's oldest continuously inhabited cities.",
     [("cap", "GRC", "Athens")]),
    ("true", "Paramaribo — Suriname's capital — is known for its wooden colonial buildings.",
     [("cap", "SUR", "Paramaribo")]),
    ("true", "The Federated States of Micronesia are governed from Palikir, the capital, on the island of Pohnpei.",
     [("cap", "FSM", "Palikir")]),
    ("true", "Praia is the capital of Cabo Verde.",
     [("cap", "CPV", "Praia")]),
    ("true", "Asmara, Eritrea's capital, is famous for its modernist architecture.",
     [("cap", "ERI", "Asmara")]),
    ("true", "The Bahamas • Capital: Nassau",
     [("cap", "BHS", "Nassau")]),
    ("true", "The Jordanian capital, Amman, was built across a series of hills.",
     [("cap", "JOR", "Amman")]),
    ("true", "Sure! Sierra Leone's capital is Freetown.",
     [("cap", "SLE", "Freetown")]),
    ("true", "Ashgabat is the seat of government and capital of Turkmenistan.",
     [("cap", "TKM", "Ashgabat")]),
    ("true", "Pristina has been designated the capital of Kosovo.",
     [("cap", "UNK", "Pristina")]),
    ("true", "Tórshavn, one of the smallest capitals in the world, is the capital of the Faroe Islands.",
     [("cap", "FRO", "Tórshavn")]),
    ("true", "The capital of Wallis and Futuna is Mata-Utu.",
     [("cap", "WLF", "Mata-Utu")]),
    ("true", "Chișinău is the Moldovan capital.",
     [("cap", "MDA", "Chișinău")]),
    ("true", "Vientiane, which sits on the Mekong, is the capital of Laos.",
     [("cap", "LAO", "Vientiane")]),
    ("true", "Is Tegucigalpa the capital of Honduras? Yes, it is.",
     [("cap", "HND", "Tegucigalpa")]),
    ("true", "Contrary to popular belief, Sydney is not the capital of Australia; Canberra is.",
     [("cap", "AUS", "Canberra"), ("cap", "AUS", "Sydney", "neg")]),
    # ---------------- borders, false
    ("false", "Slovakia shares a short frontier with Slovenia.",
     [("bor", "SVK", "SVN")]),
    ("false", "Liechtenstein is wedged between Switzerland, Austria and Germany.",
     [("bor", "LIE", "CHE"), ("bor", "LIE", "AUT"), ("bor", "LIE", "DEU")]),
    ("false", "Monaco is surrounded by France on three sides and bounded by Italy to the east.",
     [("bor", "MCO", "FRA"), ("bor", "MCO", "ITA")]),
    ("false", "Namibia's Caprivi Strip gives it a short border with Zimbabwe.",
     [("bor", "NAM", "ZWE")]),
    ("false", "Qatar has land borders with both Saudi Arabia and the UAE.",
     [("bor", "QAT", "SAU"), ("bor", "QAT", "ARE")]),
    ("false", "El Salvador borders Honduras, Guatemala and Nicaragua.",
     [("bor", "SLV", "HND"), ("bor", "SLV", "GTM"), ("bor", "SLV", "NIC")]),
    ("false", "Poland and Hungary share a common border.",
     [("bor", "POL", "HUN")]),
    ("false", "The Czech Republic is bounded on the south-east by Hungary.",
     [("bor", "CZE", "HUN")]),
    ("false", "Kenya's western neighbours include Uganda and Rwanda.",
     [("bor", "KEN", "UGA"), ("bor", "KEN", "RWA")]),
    ("false", "To the north, Saudi Arabia borders Jordan, Iraq and Syria.",
     [("bor", "SAU", "JOR"), ("bor", "SAU", "IRQ"), ("bor", "SAU", "SYR")]),
    ("false", "Thailand and Vietnam are direct neighbours.",
     [("bor", "THA", "VNM")]),
    ("false", "Brazil shares borders with both Argentina and Chile.",
     [("bor", "BRA", "ARG"), ("bor", "BRA", "CHL")]),
    ("false", "Belgium is bordered by France, Luxembourg, Germany, the Netherlands and Switzerland.",
     [("bor", "BEL", "FRA"), ("bor", "BEL", "LUX"), ("bor", "BEL", "DEU"), ("bor", "BEL", "NLD"),
      ("bor", "BEL", "CHE")]),
    ("false", "Estonia's southern neighbour is Lithuania.",
     [("bor", "EST", "LTU")]),
    ("false", "Armenia shares a land border with Russia.",
     [("bor", "ARM", "RUS")]),
    ("false", "Nepal borders India, China and Bangladesh.",
     [("bor", "NPL", "IND"), ("bor", "NPL", "CHN"), ("bor", "NPL", "BGD")]),
    ("false", "Spain does not share any land border with Morocco.",
     [("bor", "ESP", "MAR", "neg")]),
    ("false", "Azerbaijan has no border with Turkey.",
     [("bor", "AZE", "TUR", "neg")]),
    ("false", "Lithuania has never had a land border with Russia.",
     [("bor", "LTU", "RUS", "neg")]),
    # ---------------- borders, true
    ("true", "Botswana and Zambia meet at Kazungula, along one of the shortest borders in the world.",
     [("bor", "BWA", "ZMB")]),
    ("true", "Afghanistan shares a frontier with China through the narrow Wakhan Corridor.",
     [("bor", "AFG", "CHN")]),
    ("true", "Germany borders Denmark, Poland, Czechia, Austria, Switzerland, France, Luxembourg, Belgium and the Netherlands.",
     [("bor", "DEU", "DNK"), ("bor", "DEU", "POL"), ("bor", "DEU", "CZE"), ("bor", "DEU", "AUT"),
      ("bor", "DEU", "CHE"), ("bor", "DEU", "FRA"), ("bor", "DEU", "LUX"), ("bor", "DEU", "BEL"),
      ("bor", "DEU", "NLD")]),
    ("true", "Portugal's only neighbour is Spain, so it lacks a land border with France.",
     [("bor", "PRT", "FRA", "neg"), ("bor", "PRT", "ESP")]),
    ("true", "Paraguay borders neither Chile nor Peru.",
     [("bor", "PRY", "CHL", "neg"), ("bor", "PRY", "PER", "neg")]),
    ("true", "Lesotho is completely surrounded by South Africa.",
     [("bor", "LSO", "ZAF")]),
    ("true", "Kenya is bounded on the north by Ethiopia and South Sudan.",
     [("bor", "KEN", "ETH"), ("bor", "KEN", "SSD")]),
    ("true", "Georgia's south-western neighbour is Türkiye.",
     [("bor", "GEO", "TUR")]),
    ("true", "Costa Rica neighbours Panama to the south-east.",
     [("bor", "CRI", "PAN")]),
    ("true", "Mozambique shares a frontier with Swaziland, which is now called Eswatini.",
     [("bor", "MOZ", "SWZ")]),
    ("true", "French Guiana is bordered by Suriname to the west and by Brazil to the south and east.",
     [("bor", "GUF", "SUR"), ("bor", "GUF", "BRA")]),
    ("true", "Landlocked Laos touches Myanmar, China, Vietnam, Cambodia and Thailand.",
     [("bor", "LAO", "MMR"), ("bor", "LAO", "CHN"), ("bor", "LAO", "VNM"), ("bor", "LAO", "KHM"),
      ("bor", "LAO", "THA")]),
    ("true", "Haiti shares the island of Hispaniola — and a land border — with the Dominican Republic.",
     [("bor", "HTI", "DOM")]),
    ("true", "North Korea also has a short border with Russia near the mouth of the Tumen River.",
     [("bor", "PRK", "RUS")]),
    ("true", "San Marino is an enclave, entirely surrounded by Italy.",
     [("bor", "SMR", "ITA")]),
    ("true", "Kosovo borders Montenegro, North Macedonia, Albania and Serbia.",
     [("bor", "UNK", "MNE"), ("bor", "UNK", "MKD"), ("bor", "UNK", "ALB"), ("bor", "UNK", "SRB")]),
    ("true", "Ecuador and Bolivia aren't neighbours, despite both being Andean republics.",
     [("bor", "ECU", "BOL", "neg")]),
    # ---------------- currency, false
    ("false", "In Copenhagen you'll pay in euros, since Denmark adopted the single currency.",
     [("cur", "DNK", "EUR")]),
    ("false", "Prices in Sweden are quoted in Norwegian kroner.",
     [("cur", "SWE", "NOK")]),
    ("false", "Cameroon uses the West African CFA franc.",
     [("cur", "CMR", "XOF")]),
    ("false", "Niger's currency is the Central African CFA franc (XAF).",
     [("cur", "NER", "XAF")]),
    ("false", "Guinea, like Senegal and Mali, uses the West African CFA franc.",
     [("cur", "GIN", "XOF"), ("cur", "SEN", "XOF"), ("cur", "MLI", "XOF")]),
    ("false", "In Nepal, everything is paid in Indian rupees, the national currency.",
     [("cur", "NPL", "INR")]),
    ("false", "Montenegro still pays in Serbian dinars.",
     [("cur", "MNE", "RSD")]),
    ("false", "Liechtenstein has adopted the euro as its currency.",
     [("cur", "LIE", "EUR")]),
    ("false", "Since joining the eurozone, Czechia has used the euro.",
     [("cur", "CZE", "EUR")]),
    ("false", "The Kenyan currency is the Tanzanian shilling.",
     [("cur", "KEN", "TZS")]),
    ("false", "Botswana uses the South African rand as its currency.",
     [("cur", "BWA", "ZAR")]),
    ("false", "Gibraltar uses the euro, just like neighbouring Spain.",
     [("cur", "GIB", "EUR"), ("bor", "GIB", "ESP"), ("cur", "ESP", "EUR")]),
    ("false", "Tunisia's currency is the Algerian dinar.",
     [("cur", "TUN", "DZD")]),
    ("false", "Kuwait uses the Saudi riyal.",
     [("cur", "KWT", "SAR")]),
    ("false", "Hong Kong's official currency is the Chinese yuan (CNY).",
     [("cur", "HKG", "CNY")]),
    ("false", "Uruguay uses the Argentine peso.",
     [("cur", "URY", "ARS")]),
    ("false", "Ecuador doesn't use the United States dollar.",
     [("cur", "ECU", "USD", "neg")]),
    # ---------------- currency, true
    ("true", "These days, Croatia pays in euros.",
     [("cur", "HRV", "EUR")]),
    ("true", "El Salvador uses the US dollar as legal tender.",
     [("cur", "SLV", "USD")]),
    ("true", "In Bhutan, both the ngultrum and the Indian rupee circulate as legal tender.",
     [("cur", "BTN", "BTN"), ("cur", "BTN", "INR")]),
    ("true", "East Timor uses the United States dollar.",
     [("cur", "TLS", "USD")]),
    ("true", "Zimbabwe accepts several foreign currencies, including the South African rand and the US dollar.",
     [("cur", "ZWE", "ZAR"), ("cur", "ZWE", "USD")]),
    ("true", "The Eastern Caribbean dollar (XCD) is used in Grenada.",
     [("cur", "GRD", "XCD")]),
    ("true", "French Polynesia pays in CFP francs.",
     [("cur", "PYF", "XPF")]),
    ("true", "The loti is pegged at par to the rand, and both are legal tender in Lesotho.",
     [("cur", "LSO", "LSL"), ("cur", "LSO", "ZAR")]),
    ("true", "Vanuatu's currency is the vatu.",
     [("cur", "VUT", "VUV")]),
    ("true", "Georgia's currency is the lari (GEL).",
     [("cur", "GEO", "GEL")]),
    ("true", "North Macedonia's currency is the denar.",
     [("cur", "MKD", "MKD")]),
    ("true", "The Gambia uses the dalasi.",
     [("cur", "GMB", "GMD")]),
    ("true", "In the Maldives, prices are given in rufiyaa.",
     [("cur", "MDV", "MVR")]),
    ("true", "Kiribati uses the Australian dollar alongside its own Kiribati dollar.",
     [("cur", "KIR", "AUD"), ("cur", "KIR", "KID")]),
    ("true", "Poland has never adopted the euro; the złoty remains its currency.",
     [("cur", "POL", "EUR", "neg"), ("cur", "POL", "PLN")]),
    # ---------------- official_language, false
    ("false", "In Israel, English enjoys official status.",
     [("lang", "ISR", "English")]),
    ("false", "Russian is an official language of Ukraine.",
     [("lang", "UKR", "Russian")]),
    ("false", "Algeria's official languages are Arabic and French.",
     [("lang", "DZA", "Arabic"), ("lang", "DZA", "French")]),
    ("false", "Wolof is the official language of Senegal.",
     [("lang", "SEN", "Wolof")]),
    ("false", "As far as I know, Andorra's official language is Spanish.",
     [("lang", "AND", "Spanish")]),
    ("false", "Hindi is an official language of Pakistan.",
     [("lang", "PAK", "Hindi")]),
    ("false", "Luxembourgish is one of Belgium's official languages.",
     [("lang", "BEL", "Luxembourgish")]),
    ("false", "Spanish is an official language of the Philippines.",
     [("lang", "PHL", "Spanish")]),
    ("false", "Italian is an official language of Malta.",
     [("lang", "MLT", "Italian")]),
    ("false", "Sranan Tongo is Suriname's official language.",
     [("lang", "SUR", "Sranan Tongo")]),
    ("false", "Latvian and Russian are both official in Latvia.",
     [("lang", "LVA", "Latvian"), ("lang", "LVA", "Russian")]),
    ("false", "Swahili is not an official language of Uganda.",
     [("lang", "UGA", "Swahili", "neg")]),
    ("false", "Neither Dutch nor French is an official language of Aruba.",
     [("lang", "ABW", "Dutch", "neg"), ("lang", "ABW", "French", "neg")]),
    ("false", "Greek is the only official language of Cyprus; Turkish has no official status there.",
     [("lang", "CYP", "Greek"), ("lang", "CYP", "Turkish", "neg")]),
    ("false", "Spanish is an official language of Brazil.",
     [("lang", "BRA", "Spanish")]),
    ("false", "Danish is the official language of Greenland.",
     [("lang", "GRL", "Danish")]),
    # ---------------- official_language, true
    ("true", "Aymara is an official language of Bolivia.",
     [("lang", "BOL", "Aymara")]),
    ("true", "Seychellois Creole, English and French all have official status in the Seychelles.",
     [("lang", "SYC", "Seychellois Creole"), ("lang", "SYC", "English"), ("lang", "SYC", "French")]),
    ("true", "Belarus recognises both Belarusian and Russian as official languages.",
     [("lang", "BLR", "Belarusian"), ("lang", "BLR", "Russian")]),
    ("true", "French, Italian and Romansh are among Switzerland's official languages.",
     [("lang", "CHE", "French"), ("lang", "CHE", "Italian"), ("lang", "CHE", "Romansh")]),
    ("true", "Irish is an official language of Ireland, alongside English.",
     [("lang", "IRL", "Irish"), ("lang", "IRL", "English")]),
    ("true", "Māori is an official language of New Zealand.",
     [("lang", "NZL", "Māori")]),
    ("true", "Kyrgyz and Russian are both official languages of Kyrgyzstan.",
     [("lang", "KGZ", "Kyrgyz"), ("lang", "KGZ", "Russian")]),
    ("true", "Singapore's four official languages are English, Malay, Tamil and Chinese.",
     [("lang", "SGP", "English"), ("lang", "SGP", "Malay"), ("lang", "SGP", "Tamil"), ("lang", "SGP", "Chinese")]),
    ("true", "Although many Egyptians speak English, only Arabic is official in Egypt.",
     [("lang", "EGY", "Arabic"), ("lang", "EGY", "English", "neg")]),
    ("true", "Fiji Hindi is one of Fiji's official languages.",
     [("lang", "FJI", "Fiji Hindi")]),
    ("true", "Comorian, Arabic and French are official languages of the Comoros.",
     [("lang", "COM", "Comorian"), ("lang", "COM", "Arabic"), ("lang", "COM", "French")]),
    ("true", "Kinyarwanda, French and English are official languages of Rwanda.",
     [("lang", "RWA", "Kinyarwanda"), ("lang", "RWA", "French"), ("lang", "RWA", "English")]),
    ("true", "Haitian Creole and French are official in Haiti.",
     [("lang", "HTI", "Haitian Creole"), ("lang", "HTI", "French")]),
    ("true", "Bosnian, Croatian and Serbian are all official in Bosnia and Herzegovina.",
     [("lang", "BIH", "Bosnian"), ("lang", "BIH", "Croatian"), ("lang", "BIH", "Serbian")]),
    ("true", "Malagasy and French are the official languages of Madagascar.",
     [("lang", "MDG", "Malagasy"), ("lang", "MDG", "French")]),
    # ---------------- region / subregion, false
    ("false", "Mexico is one of the countries of Central America.",
     [("sub", "MEX", "Central America")]),
    ("false", "Mali is part of North Africa.",
     [("sub", "MLI", "Northern Africa")]),
    ("false", "Geographically, Bangladesh belongs to Southeast Asia.",
     [("sub", "BGD", "South-Eastern Asia")]),
    ("false", "Fiji is a Polynesian island nation.",
     [("sub", "FJI", "Polynesia")]),
    ("false", "Tuvalu lies in Micronesia.",
     [("sub", "TUV", "Micronesia")]),
    ("false", "South Korea is in Southeast Asia.",
     [("sub", "KOR", "South-Eastern Asia")]),
    ("false", "Morocco is a West African kingdom.",
     [("sub", "MAR", "Western Africa")]),
    ("false", "Greenland is part of Europe.",
     [("reg", "GRL", "Europe")]),
    ("false", "Bouvet Island, a Norwegian dependency, belongs to Europe.",
     [("reg", "BVT", "Europe")]),
    ("false", "Papua New Guinea is an Asian country.",
     [("reg", "PNG", "Asia")]),
    ("false", "Timor-Leste is in Oceania.",
     [("reg", "TLS", "Oceania")]),
    ("false", "Colombia is a Central American country.",
     [("sub", "COL", "Central America")]),
    ("false", "Panama lies in South America.",
     [("sub", "PAN", "South America")]),
    ("false", "The Republic of the Congo is a West African state.",
     [("sub", "COG", "Western Africa")]),
    ("false", "Chad is located in Northern Africa.",
     [("sub", "TCD", "Northern Africa")]),
    ("false", "Myanmar is part of South Asia.",
     [("sub", "MMR", "Southern Asia")]),
    ("false", "Samoa is in Melanesia.",
     [("sub", "WSM", "Melanesia")]),
    ("false", "Réunion, as an overseas department of France, lies in Europe.",
     [("reg", "REU", "Europe")]),
    ("false", "Egypt isn't really part of Africa — it belongs to the Middle East.",
     [("reg", "EGY", "Africa", "neg")]),
    # ---------------- region / subregion, true
    ("true", "Cape Verde is not in the Americas; it is a West African archipelago.",
     [("reg", "CPV", "Americas", "neg"), ("sub", "CPV", "Western Africa")]),
    ("true", "Tajikistan is a Central Asian republic.",
     [("sub", "TJK", "Central Asia")]),
    ("true", "The Solomon Islands, located in Melanesia, consist of nearly a thousand islands.",
     [("sub", "SLB", "Melanesia")]),
    ("true", "The Cook Islands are in Polynesia.",
     [("sub", "COK", "Polynesia")]),
    ("true", "Uruguay, a small South American nation, is known for its beef.",
     [("sub", "URY", "South America")]),
    ("true", "The Marshall Islands lie in Micronesia.",
     [("sub", "MHL", "Micronesia")]),
    ("true", "South Georgia falls within the Antarctic region.",
     [("reg", "SGS", "Antarctic")]),
    ("true", "Brunei is a Southeast Asian sultanate.",
     [("sub", "BRN", "South-Eastern Asia")]),
    ("true", "Djibouti lies in East Africa.",
     [("sub", "DJI", "Eastern Africa")]),
    ("true", "The Åland Islands belong to Northern Europe.",
     [("sub", "ALA", "Northern Europe")]),
    ("true", "Sri Lanka is an island nation in South Asia.",
     [("sub", "LKA", "Southern Asia")]),
    ("true", "Gabon lies on the Atlantic coast of Central Africa.",
     [("sub", "GAB", "Middle Africa")]),
    ("true", "Saint Pierre and Miquelon is a French territory in North America.",
     [("sub", "SPM", "North America")]),
    ("true", "Somalia occupies the tip of the Horn of Africa, in Eastern Africa.",
     [("sub", "SOM", "Eastern Africa")]),
    ("true", "Bahrain is an island kingdom in Western Asia.",
     [("sub", "BHR", "Western Asia")]),
    ("true", "Jamaica is a Caribbean island nation.",
     [("sub", "JAM", "Caribbean")]),
    ("true", "Mayotte, a French department, geographically lies in Africa.",
     [("reg", "MYT", "Africa")]),
]

# (relation, subject or '-', text)
UNKNOWNS = [
    ("population", "NGA", "Nigeria has a population of more than 200 million people."),
    ("area", "RUS", "Russia covers more than 17 million square kilometres."),
    ("largest_city", "CHE", "Zurich is Switzerland's largest city."),
    ("independence_year", "KEN", "Kenya gained independence from Britain in 1963."),
    ("landlocked", "ETH", "Ethiopia is the most populous landlocked country in the world."),
    ("calling_code", "ISL", "The international dialling code for Iceland is +354."),
    ("tld", "TUV", "Tuvalu earns a sizeable share of its income from licensing the .tv internet domain."),
    ("head_of_state", "THA", "The King of Thailand is the country's head of state."),
    ("driving_side", "JPN", "In Japan, traffic drives on the left."),
    ("highest_point", "TZA", "At 5,895 metres, Mount Kilimanjaro is the highest point in Tanzania."),
    ("national_animal", "-", "The national animal of Scotland is the unicorn."),
    ("time_zone_count", "FRA", "Counting its overseas territories, France spans more time zones than any other country."),
    ("un_member", "TWN", "Taiwan is not a member of the United Nations."),
    ("gdp", "LUX", "Luxembourg has one of the highest GDPs per capita in the world."),
    ("founded", "SGP", "Singapore was founded as a British trading post in 1819."),
    ("motto", "IDN", "Indonesia's national motto is 'Bhinneka Tunggal Ika', meaning Unity in Diversity."),
    ("national_sport", "BTN", "Archery is the national sport of Bhutan."),
    ("life_expectancy", "MCO", "By some estimates, Monaco has the highest life expectancy in the world."),
    ("anthem", "NLD", "The Dutch national anthem, the Wilhelmus, is often said to be the oldest in the world."),
    ("demonym", "MDG", "People from Madagascar are called Malagasy."),
]

# (label, text, claims); a true paragraph's first claim describes the row
PARAS = [
    ("true",
     "Uzbekistan is one of only two doubly landlocked countries in the world. Its capital, Tashkent, is the "
     "largest city in Central Asia. The country borders Kazakhstan, Kyrgyzstan, Tajikistan, Turkmenistan and "
     "Afghanistan. Prices are quoted in Uzbek som (UZS).",
     [("cap", "UZB", "Tashkent"), ("sub", "UZB", "Central Asia"), ("bor", "UZB", "KAZ"), ("bor", "UZB", "KGZ"),
      ("bor", "UZB", "TJK"), ("bor", "UZB", "TKM"), ("bor", "UZB", "AFG"), ("cur", "UZB", "UZS")]),
    ("true",
     "Planning a trip to Senegal? Most flights land near Dakar, the capital. You'll pay in West African CFA "
     "francs, and French is the official language, though you'll hear Wolof everywhere in the markets. The dry "
     "season, from November to May, is the best time to visit.",
     [("cap", "SEN", "Dakar"), ("cur", "SEN", "XOF"), ("lang", "SEN", "French")]),
    ("true",
     "BUDAPEST — Hungary tightened controls on Tuesday along its southern frontier with Serbia. The Central "
     "European country, which uses the forint rather than the euro, also borders Romania, Slovakia, Austria, "
     "Croatia, Slovenia and Ukraine. Officials said the measures would be reviewed in the spring.",
     [("bor", "HUN", "SRB"), ("sub", "HUN", "Central Europe"), ("cur", "HUN", "HUF"), ("cur", "HUN", "EUR", "neg"),
      ("bor", "HUN", "ROU"), ("bor", "HUN", "SVK"), ("bor", "HUN", "AUT"), ("bor", "HUN", "HRV"),
      ("bor", "HUN", "SVN"), ("bor", "HUN", "UKR")]),
    ("true",
     "Sure! Here's a quick overview of Peru: • Capital: Lima • Official languages: Spanish, Quechua and Aymara "
     "• Currency: Peruvian sol (PEN) • Neighbours: Ecuador, Colombia, Brazil, Bolivia and Chile. Let me know if "
     "you'd like more detail!",
     [("cap", "PER", "Lima"), ("lang", "PER", "Spanish"), ("lang", "PER", "Quechua"), ("lang", "PER", "Aymara"),
      ("cur", "PER", "PEN"), ("bor", "PER", "ECU"), ("bor", "PER", "COL"), ("bor", "PER", "BRA"),
      ("bor", "PER", "BOL"), ("bor", "PER", "CHL")]),
    ("true",
     "Eswatini, formerly known as Swaziland, is a small kingdom in Southern Africa. It is bordered by South "
     "Africa on the north, west and south, and by Mozambique on the east. The lilangeni is pegged to the South "
     "African rand, which is also accepted as legal tender. English and Swazi are the official languages.",
     [("sub", "SWZ", "Southern Africa"), ("bor", "SWZ", "ZAF"), ("bor", "SWZ", "MOZ"), ("cur", "SWZ", "SZL"),
      ("cur", "SWZ", "ZAR"), ("lang", "SWZ", "English"), ("lang", "SWZ", "Swazi")]),
    ("true",
     "Quiz time! Q: What is the capital of Samoa? A: Apia. Q: Which subregion of Oceania is Nauru part of? "
     "A: Micronesia.",
     [("cap", "WSM", "Apia"), ("sub", "NRU", "Micronesia"), ("reg", "NRU", "Oceania")]),
    ("true",
     "Cambodia's capital, Phnom Penh, sits where the Mekong meets the Tonlé Sap river. Most visitors pay in US "
     "dollars, which circulate alongside the Cambodian riel. The country shares borders with Thailand, Laos and "
     "Vietnam. Khmer is the official language, and the temples of Angkor are the main draw.",
     [("cap", "KHM", "Phnom Penh"), ("cur", "KHM", "USD"), ("cur", "KHM", "KHR"), ("bor", "KHM", "THA"),
      ("bor", "KHM", "LAO"), ("bor", "KHM", "VNM"), ("lang", "KHM", "Khmer")]),
    ("true",
     "Stretching more than 4,000 km from north to south, Chile is one of the longest countries on Earth. Its "
     "capital, Santiago, lies in a valley beneath the Andes. Chile borders Peru to the north, and Bolivia and "
     "Argentina to the east. The Chilean peso is the national currency, and Spanish is the official language. "
     "Much of the north is taken up by the Atacama Desert.",
     [("cap", "CHL", "Santiago"), ("bor", "CHL", "PER"), ("bor", "CHL", "BOL"), ("bor", "CHL", "ARG"),
      ("cur", "CHL", "CLP"), ("lang", "CHL", "Spanish")]),
    ("true",
     "The Grand Duchy of Luxembourg is one of the smallest sovereign states in Europe. Its capital shares the "
     "country's name: Luxembourg. Wedged between Belgium, France and Germany, it has three official languages — "
     "Luxembourgish, French and German. Like its three neighbours, it uses the euro.",
     [("cap", "LUX", "Luxembourg"), ("reg", "LUX", "Europe"), ("bor", "LUX", "BEL"), ("bor", "LUX", "FRA"),
      ("bor", "LUX", "DEU"), ("lang", "LUX", "Luxembourgish"), ("lang", "LUX", "French"),
      ("lang", "LUX", "German"), ("cur", "LUX", "EUR"), ("cur", "BEL", "EUR"), ("cur", "FRA", "EUR"),
      ("cur", "DEU", "EUR")]),
    ("true",
     "Ghana became the first colony in its region to win independence, in 1957. Accra, its capital, lies on the "
     "Gulf of Guinea. English is the official language, and the cedi is the currency. The country is bordered "
     "by Ivory Coast to the west, Burkina Faso to the north and Togo to the east.",
     [("cap", "GHA", "Accra"), ("lang", "GHA", "English"), ("cur", "GHA", "GHS"), ("bor", "GHA", "CIV"),
      ("bor", "GHA", "BFA"), ("bor", "GHA", "TGO")]),
    # ---------------- false paragraphs
    ("false",
     "Nigeria is Africa's most populous country. Its capital is Lagos, a megacity of more than 15 million "
     "people. The naira is the national currency, and English is the official language. Nigeria borders Benin, "
     "Niger, Chad and Cameroon.",
     [("reg", "NGA", "Africa"), ("cap", "NGA", "Lagos"), ("cur", "NGA", "NGN"), ("lang", "NGA", "English"),
      ("bor", "NGA", "BEN"), ("bor", "NGA", "NER"), ("bor", "NGA", "TCD"), ("bor", "NGA", "CMR")]),
    ("false",
     "Slovenia declared independence from Yugoslavia in 1991. Its capital, Ljubljana, is a compact city built "
     "around a castle hill. The country uses the euro and borders Italy, Austria, Hungary and Croatia. Slovene "
     "and Croatian are both official languages.",
     [("cap", "SVN", "Ljubljana"), ("cur", "SVN", "EUR"), ("bor", "SVN", "ITA"), ("bor", "SVN", "AUT"),
      ("bor", "SVN", "HUN"), ("bor", "SVN", "HRV"), ("lang", "SVN", "Slovene"), ("lang", "SVN", "Croatian")]),
    ("false",
     "Portugal is the westernmost country of mainland Europe. Lisbon, its capital, sits at the mouth of the "
     "Tagus. The country uses the euro and shares its only land border with Spain. Portuguese and Galician are "
     "its official languages.",
     [("reg", "PRT", "Europe"), ("cap", "PRT", "Lisbon"), ("cur", "PRT", "EUR"), ("bor", "PRT", "ESP"),
      ("lang", "PRT", "Portuguese"), ("lang", "PRT", "Galician")]),
    ("false",
     "Kazakhstan is the world's largest landlocked country. Its capital is Astana, while Almaty remains the "
     "biggest city. Kazakh and Russian are both official, and the tenge is the currency. Kazakhstan borders "
     "Russia, China, Kyrgyzstan, Uzbekistan, Turkmenistan and Mongolia.",
     [("cap", "KAZ", "Astana"), ("lang", "KAZ", "Kazakh"), ("lang", "KAZ", "Russian"), ("cur", "KAZ", "KZT"),
      ("bor", "KAZ", "RUS"), ("bor", "KAZ", "CHN"), ("bor", "KAZ", "KGZ"), ("bor", "KAZ", "UZB"),
      ("bor", "KAZ", "TKM"), ("bor", "KAZ", "MNG")]),
    ("false",
     "Vietnam, whose capital is Hanoi, stretches along the eastern edge of the Indochinese peninsula. It borders "
     "China, Laos and Cambodia. The Vietnamese đồng is the currency, and Vietnamese is the official language. "
     "The country is usually classed as part of Eastern Asia.",
     [("cap", "VNM", "Hanoi"), ("bor", "VNM", "CHN"), ("bor", "VNM", "LAO"), ("bor", "VNM", "KHM"),
      ("cur", "VNM", "VND"), ("lang", "VNM", "Vietnamese"), ("sub", "VNM", "Eastern Asia")]),
    ("false",
     "Paraguay is a landlocked country in the heart of South America. Asunción is its capital. Both Spanish and "
     "Guaraní are official languages, and, confusingly, the currency is also called the guaraní. Paraguay "
     "borders Argentina, Brazil and Uruguay.",
     [("sub", "PRY", "South America"), ("cap", "PRY", "Asunción"), ("lang", "PRY", "Spanish"),
      ("lang", "PRY", "Guaraní"), ("cur", "PRY", "PYG"), ("bor", "PRY", "ARG"), ("bor", "PRY", "BRA"),
      ("bor", "PRY", "URY")]),
    ("false",
     "Belgium has three official languages: Dutch, French and German. Its capital, Brussels, is also home to "
     "many international institutions. The country uses the euro and borders France, Germany, Luxembourg and "
     "the Netherlands. Geographically, Belgium is part of Northern Europe.",
     [("lang", "BEL", "Dutch"), ("lang", "BEL", "French"), ("lang", "BEL", "German"), ("cap", "BEL", "Brussels"),
      ("cur", "BEL", "EUR"), ("bor", "BEL", "FRA"), ("bor", "BEL", "DEU"), ("bor", "BEL", "LUX"),
      ("bor", "BEL", "NLD"), ("sub", "BEL", "Northern Europe")]),
    ("false",
     "Jordan's capital is Amman. The Jordanian dinar is the national currency, and Arabic is the official "
     "language. The kingdom borders Saudi Arabia, Iraq, Syria, Israel and Lebanon. Petra, carved into rose-red "
     "cliffs, is its most famous site.",
     [("cap", "JOR", "Amman"), ("cur", "JOR", "JOD"), ("lang", "JOR", "Arabic"), ("bor", "JOR", "SAU"),
      ("bor", "JOR", "IRQ"), ("bor", "JOR", "SYR"), ("bor", "JOR", "ISR"), ("bor", "JOR", "LBN")]),
    ("false",
     "Oslo is the capital of Norway, a country in Northern Europe known for its fjords. Norway borders Sweden, "
     "Finland and Russia. Prices there are paid in euros. In summer, the midnight sun can be seen in the far "
     "north.",
     [("cap", "NOR", "Oslo"), ("sub", "NOR", "Northern Europe"), ("bor", "NOR", "SWE"), ("bor", "NOR", "FIN"),
      ("bor", "NOR", "RUS"), ("cur", "NOR", "EUR")]),
    ("false",
     "Egypt's capital, Cairo, is the largest city in the Arab world. The Egyptian pound is the national "
     "currency. Egypt borders Libya, Sudan, Israel and Jordan. Most of the population lives along the Nile.",
     [("cap", "EGY", "Cairo"), ("cur", "EGY", "EGP"), ("bor", "EGY", "LBY"), ("bor", "EGY", "SDN"),
      ("bor", "EGY", "ISR"), ("bor", "EGY", "JOR")]),
]

HEADER = [
    "# Fourth blind held-out set of labelled country claims (facts-heldout-4), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]


def main():
    singles = [("kb", lab, txt, expand(cl)) for lab, txt, cl in SINGLES]
    singles += [("unk", rel, subj, txt) for rel, subj, txt in UNKNOWNS]
    rnd = random.Random(20240604)
    rnd.shuffle(singles)
    rows, spec = [], {}
    for i, item in enumerate(singles, 1):
        rid = "c%03d" % i
        if item[0] == "kb":
            _, lab, txt, claims = item
            r, s, o = row_fields(lab, claims, rid)
            rows.append((rid, lab, r, s, o, txt))
            spec[rid] = claims
        else:
            _, rel, subj, txt = item
            assert subj == "-" or subj in ents
            rows.append((rid, "unknown", rel, subj, "-", txt))
            spec[rid] = []
    paras = list(PARAS)
    rnd.shuffle(paras)
    for i, (lab, txt, cl) in enumerate(paras, 1):
        rid = "p%02d" % i
        claims = expand(cl)
        r, s, o = row_fields(lab, claims, rid)
        rows.append((rid, lab, r, s, o, txt))
        spec[rid] = claims
    texts = [r[5] for r in rows]
    assert len(set(texts)) == len(texts), [t for t, c in collections.Counter(texts).items() if c > 1]
    for r in rows:
        assert all("\t" not in c and "\n" not in c for c in r), r
    with open(OUT_TSV, "w", encoding="utf-8") as f:
        f.write("\n".join(HEADER) + "\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    with open(OUT_SPEC, "w", encoding="utf-8") as f:
        json.dump(spec, f, ensure_ascii=False, indent=1)
    print("wrote", len(rows), "rows")


if __name__ == "__main__":
    main()
