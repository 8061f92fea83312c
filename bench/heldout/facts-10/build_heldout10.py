#!/usr/bin/env python3
"""Build facts-heldout-10: a blind, hand-written test set of labelled country claims.

Every row below was written by hand from kb.jsonl / entities.jsonl only (the six relations
borders, currency, has_capital, in_region, in_subregion, official_language, plus rows about
facts the KB does not hold).  Each row lists all the checkable claims its text makes.
Labels and claim verdicts are hand-written; check_heldout10.py verifies them against kb.jsonl.

Outputs (next to this script):
  facts-heldout-10.tsv        id, label, relation, subject_id, object, text
  facts-heldout-10.spec.json  per row: every checkable claim (relation, subject_id, object,
                              negated, holds, correct)
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

CAP = "has_capital"
REG = "in_region"
SUB = "in_subregion"
LANG = "official_language"
CUR = "currency"
BOR = "borders"


def T(rel, s, o):
    """A true, positive claim: (s, rel, o) is in the KB."""
    return dict(relation=rel, subject_id=s, object=o, negated=False, holds=True, correct=o)


def Ts(rel, s, *objs):
    return [T(rel, s, o) for o in objs]


def F(rel, s, o, correct):
    """A false, positive claim: (s, rel, o) is not in the KB; `correct` is a KB object for (s, rel)."""
    return dict(relation=rel, subject_id=s, object=o, negated=False, holds=False, correct=correct)


def NT(rel, s, o, correct=None):
    """A true negated claim ("s is not rel o"): the triple is absent. `correct`: a KB object (not for borders)."""
    return dict(relation=rel, subject_id=s, object=o, negated=True, holds=True, correct=correct)


def NF(rel, s, o):
    """A false negated claim ("s is not rel o") while the triple is in the KB."""
    return dict(relation=rel, subject_id=s, object=o, negated=True, holds=False, correct=o)


def flat(items):
    out = []
    for it in items:
        if isinstance(it, list):
            out.extend(flat(it))
        else:
            out.append(it)
    return out


SINGLES = []     # (label, text, claims, unknown_relation, unknown_subject)
PARAGRAPHS = []  # (label, genre, text, claims)


def S(label, text, *claims):
    SINGLES.append(dict(label=label, text=text, claims=flat(claims)))


def U(kind, subject, text, *claims):
    SINGLES.append(dict(label="unknown", text=text, claims=flat(claims),
                        unknown_relation=kind, unknown_subject=subject))


def P(label, genre, text, *claims):
    PARAGRAPHS.append(dict(label=label, genre=genre, text=text, claims=flat(claims)))

# ---------------------------------------------------------------------------
# Single claims (shuffled with a fixed seed, then numbered c001..c225)
# ---------------------------------------------------------------------------

# --- has_capital, false (17) ---
S("false", "Q: What's the capital of Australia? A: Sydney, of course.",
  F(CAP, "AUS", "Sydney", "Canberra"))
S("false", "Believe it or not, Ottawa is not actually the capital of Canada.",
  NF(CAP, "CAN", "Ottawa"))
S("false", "istanbul is the capital of turkey, everyone knows that",
  F(CAP, "TUR", "Istanbul", "Ankara"))
S("false", "Lagos serves as the capital of the Federal Republic of Nigeria.",
  F(CAP, "NGA", "Lagos", "Abuja"))
S("false", "According to my atlas, the capital of Burma is Yangon.",
  F(CAP, "MMR", "Yangon", "Naypyidaw"))
S("false", "Floods cut power across Tanzanian capital Dar es Salaam",
  F(CAP, "TZA", "Dar es Salaam", "Dodoma"))
S("false", "Kazakhstan's capital, Almaty, sits at the foot of the Tian Shan mountains.",
  F(CAP, "KAZ", "Almaty", "Astana"))
S("false", "Abidjan is the capital city of Côte d'Ivoire.",
  F(CAP, "CIV", "Abidjan", "Yamoussoukro"))
S("false", "Brazil's capital is Rio de Janeiro, home of the famous carnival.",
  F(CAP, "BRA", "Rio de Janeiro", "Brasília"))
S("false", "My teacher told us that La Paz is the capital of Bolivia, and she was right.",
  F(CAP, "BOL", "La Paz", "Sucre"))
S("false", "Zurich, the Swiss capital, is also the country's financial centre.",
  F(CAP, "CHE", "Zurich", "Bern"))
S("false", "1. Morocco – capital: Casablanca",
  F(CAP, "MAR", "Casablanca", "Rabat"))
S("false", "Ever since independence, Pakistan's capital has been Karachi.",
  F(CAP, "PAK", "Karachi", "Islamabad"))
S("false", "The Hague is the capital of the Netherlands, even though Amsterdam is bigger.",
  F(CAP, "NLD", "The Hague", "Amsterdam"))
S("false", "The Beninese capital, Cotonou, lies on the Gulf of Guinea.",
  F(CAP, "BEN", "Cotonou", "Porto-Novo"))
S("false", "Mbabane is the capital of Eswatini, the country formerly known as Swaziland.",
  F(CAP, "SWZ", "Mbabane", "Lobamba"))
S("false", "Is Guayaquil the capital of Ecuador? Yes, it is.",
  F(CAP, "ECU", "Guayaquil", "Quito"))

# --- has_capital, true (17) ---
S("true", "• Paraguay – capital: Asunción",
  T(CAP, "PRY", "Asunción"))
S("true", "Ulan Bator became the capital of Mongolia in the 1920s and it still is today.",
  T(CAP, "MNG", "Ulan Bator"))
S("true", "Q: capital of Burkina Faso? A: Ouagadougou.",
  T(CAP, "BFA", "Ouagadougou"))
S("true", "Wellington, not Auckland, is the capital of New Zealand.",
  T(CAP, "NZL", "Wellington"), NT(CAP, "NZL", "Auckland", "Wellington"))
S("true", "Gitega replaced Bujumbura as the capital of Burundi in 2019.",
  T(CAP, "BDI", "Gitega"))
S("true", "The capital of the Hellenic Republic is Athens.",
  T(CAP, "GRC", "Athens"))
S("true", "skopje is north macedonia's capital btw",
  T(CAP, "MKD", "Skopje"))
S("true", "Reykjavik, Iceland's capital, braces for another eruption nearby",
  T(CAP, "ISL", "Reykjavik"))
S("true", "Johannesburg is not the capital of South Africa.",
  NT(CAP, "ZAF", "Johannesburg", "Pretoria"))
S("true", "Thimphu is the capital of the Kingdom of Bhutan.",
  T(CAP, "BTN", "Thimphu"))
S("true", "Greenland's capital, Nuuk, has fewer than 20,000 residents.",
  T(CAP, "GRL", "Nuuk"))
S("true", "The capital of Papua New Guinea is Port Moresby, according to every atlas I own.",
  T(CAP, "PNG", "Port Moresby"))
S("true", "As my geography teacher always insisted, Santiago is Chile's capital.",
  T(CAP, "CHL", "Santiago"))
S("true", "Hanoi is the capital of Vietnam, while Ho Chi Minh City is its largest city.",
  T(CAP, "VNM", "Hanoi"))
S("true", "Tbilisi is the capital of Sakartvelo, better known in English as Georgia.",
  T(CAP, "GEO", "Tbilisi"))
S("true", "Montevideo — capital of the Oriental Republic of Uruguay.",
  T(CAP, "URY", "Montevideo"))
S("true", "the capital of mauritania is nouakchott, i looked it up",
  T(CAP, "MRT", "Nouakchott"))

# --- in_region, false (16) ---
S("false", "Geographically speaking, Cyprus is an Asian country.",
  F(REG, "CYP", "Asia", "Europe"))
S("false", "Türkiye is a European country, full stop.",
  F(REG, "TUR", "Europe", "Asia"))
S("false", "Despite its location in the North Atlantic, Greenland belongs to Europe.",
  F(REG, "GRL", "Europe", "Americas"))
S("false", "Armenia is a European nation through and through.",
  F(REG, "ARM", "Europe", "Asia"))
S("false", "With most of its land east of the Urals, Russia is an Asian nation.",
  F(REG, "RUS", "Asia", "Europe"))
S("false", "Like much of the Middle East, Egypt is in Asia.",
  F(REG, "EGY", "Asia", "Africa"))
S("false", "Réunion is in Europe, since it is part of France.",
  F(REG, "REU", "Europe", "Africa"))
S("false", "french guiana is technically in europe",
  F(REG, "GUF", "Europe", "Americas"))
S("false", "Papua New Guinea is an Asian country, just north of Australia.",
  F(REG, "PNG", "Asia", "Oceania"))
S("false", "Mauritius is an island nation in Asia.",
  F(REG, "MUS", "Asia", "Africa"))
S("false", "Kazakhstan is one of the countries of Europe.",
  F(REG, "KAZ", "Europe", "Asia"))
S("false", "Georgia — the country, not the US state — is in Europe.",
  F(REG, "GEO", "Europe", "Asia"))
S("false", "East Timor is part of Oceania.",
  F(REG, "TLS", "Oceania", "Asia"))
S("false", "Being a British territory, the Falkland Islands are in Europe.",
  F(REG, "FLK", "Europe", "Americas"))
S("false", "Australia is not in Oceania; it is a continent of its own.",
  NF(REG, "AUS", "Oceania"))
S("false", "Did you know the Maldives are in Africa?",
  F(REG, "MDV", "Africa", "Asia"))

# --- in_region, true (16) ---
S("true", "Cyprus is in Europe, not Asia.",
  T(REG, "CYP", "Europe"), NT(REG, "CYP", "Asia", "Europe"))
S("true", "The Republic of Türkiye is classed as part of Asia.",
  T(REG, "TUR", "Asia"))
S("true", "Chad is an African country.",
  T(REG, "TCD", "Africa"))
S("true", "fiji's in oceania obviously",
  T(REG, "FJI", "Oceania"))
S("true", "Guatemala is located in the Americas.",
  T(REG, "GTM", "Americas"))
S("true", "Bouvet Island lies in the Antarctic.",
  T(REG, "BVT", "Antarctic"))
S("true", "Uzbekistan is an Asian country.",
  T(REG, "UZB", "Asia"))
S("true", "Though it sits south of Sicily, Malta belongs to Europe.",
  T(REG, "MLT", "Europe"))
S("true", "Mayotte, a French department in the Indian Ocean, is in Africa.",
  T(REG, "MYT", "Africa"))
S("true", "Suriname is not in Africa.",
  NT(REG, "SUR", "Africa", "Americas"))
S("true", "Belarus, whose capital is Minsk, lies in Europe.",
  T(REG, "BLR", "Europe"), T(CAP, "BLR", "Minsk"))
S("true", "The Independent State of Samoa is in Oceania.",
  T(REG, "WSM", "Oceania"))
S("true", "The Hashemite Kingdom of Jordan is in Asia.",
  T(REG, "JOR", "Asia"))
S("true", "Trinidad and Tobago? That's in the Americas.",
  T(REG, "TTO", "Americas"))
S("true", "Talks on Western Sahara, a disputed territory in Africa, to resume in Geneva",
  T(REG, "ESH", "Africa"))
S("true", "South Georgia and the South Sandwich Islands belong to the Antarctic region.",
  T(REG, "SGS", "Antarctic"))

# --- in_subregion, false (16) ---
S("false", "As an Eastern European country, Poland was part of the Warsaw Pact.",
  F(SUB, "POL", "Eastern Europe", "Central Europe"))
S("false", "Mexico is the largest country in Central America.",
  F(SUB, "MEX", "Central America", "North America"))
S("false", "Zimbabwe, a Southern African country, borders Zambia.",
  F(SUB, "ZWE", "Southern Africa", "Eastern Africa"), T(BOR, "ZWE", "Zambia"))
S("false", "Bermuda is a Caribbean island.",
  F(SUB, "BMU", "Caribbean", "North America"))
S("false", "Iran is usually grouped with Western Asia.",
  F(SUB, "IRN", "Western Asia", "Southern Asia"))
S("false", "Germany lies in the heart of Central Europe.",
  F(SUB, "DEU", "Central Europe", "Western Europe"))
S("false", "Afghanistan is a Central Asian country.",
  F(SUB, "AFG", "Central Asia", "Southern Asia"))
S("false", "Sudan: an Eastern African nation on the Nile.",
  F(SUB, "SDN", "Eastern Africa", "Northern Africa"))
S("false", "The United Kingdom of Great Britain and Northern Ireland is in Western Europe.",
  F(SUB, "GBR", "Western Europe", "Northern Europe"))
S("false", "Like its Balkan neighbours, Greece belongs to Southeast Europe.",
  F(SUB, "GRC", "Southeast Europe", "Southern Europe"))
S("false", "guyana is in the caribbean isn't it? yes",
  F(SUB, "GUY", "Caribbean", "South America"))
S("false", "The Socialist Republic of Vietnam is in Eastern Asia.",
  F(SUB, "VNM", "Eastern Asia", "South-Eastern Asia"))
S("false", "According to the UN scheme, Cameroon is in Western Africa.",
  F(SUB, "CMR", "Western Africa", "Middle Africa"))
S("false", "Austria is a Western European country.",
  F(SUB, "AUT", "Western Europe", "Central Europe"))
S("false", "Strictly speaking, Panama is not in Central America.",
  NF(SUB, "PAN", "Central America"))
S("false", "Aotearoa New Zealand is in Polynesia.",
  F(SUB, "NZL", "Polynesia", "Australia and New Zealand"))

# --- in_subregion, true (16) ---
S("true", "Honduras is a Central American country.",
  T(SUB, "HND", "Central America"))
S("true", "Quito may sit on the equator, but Ecuador is firmly in South America.",
  T(SUB, "ECU", "South America"))
S("true", "Mongolia, squeezed between two giants, is in Eastern Asia.",
  T(SUB, "MNG", "Eastern Asia"))
S("true", "Tonga? Polynesia.",
  T(SUB, "TON", "Polynesia"))
S("true", "The Kyrgyz Republic is in Central Asia.",
  T(SUB, "KGZ", "Central Asia"))
S("true", "jamaica is in the caribbean",
  T(SUB, "JAM", "Caribbean"))
S("true", "Latvia counts as Northern Europe.",
  T(SUB, "LVA", "Northern Europe"))
S("true", "Mali is a country in Western Africa.",
  T(SUB, "MLI", "Western Africa"))
S("true", "Gabon lies in Middle Africa.",
  T(SUB, "GAB", "Middle Africa"))
S("true", "Vanuatu is one of the island nations of Melanesia.",
  T(SUB, "VUT", "Melanesia"))
S("true", "Belgium, a Western European country, hosts yet another EU summit",
  T(SUB, "BEL", "Western Europe"))
S("true", "Palau is in Micronesia, the region, not the country.",
  T(SUB, "PLW", "Micronesia"))
S("true", "Belize is in Central America, not the Caribbean.",
  T(SUB, "BLZ", "Central America"), NT(SUB, "BLZ", "Caribbean", "Central America"))
S("true", "Tunisia belongs to Northern Africa.",
  T(SUB, "TUN", "Northern Africa"))
S("true", "Lesotho, entirely surrounded by one country, lies in Southern Africa.",
  T(SUB, "LSO", "Southern Africa"))
S("true", "Serbia is located in Southeast Europe, in the Balkans.",
  T(SUB, "SRB", "Southeast Europe"))

# --- official_language, false (17) ---
S("false", "The official language of Brazil is Spanish.",
  F(LANG, "BRA", "Spanish", "Portuguese"))
S("false", "Both Ukrainian and Russian are official languages of Ukraine.",
  T(LANG, "UKR", "Ukrainian"), F(LANG, "UKR", "Russian", "Ukrainian"))
S("false", "French is an official language of the Kingdom of Morocco.",
  F(LANG, "MAR", "French", "Arabic"))
S("false", "English is one of Egypt's official languages.",
  F(LANG, "EGY", "English", "Arabic"))
S("false", "Spanish is still an official language in the Philippines.",
  F(LANG, "PHL", "Spanish", "Filipino"))
S("false", "greenland's official language is danish",
  F(LANG, "GRL", "Danish", "Greenlandic"))
S("false", "In Latvia, Russian has official status.",
  F(LANG, "LVA", "Russian", "Latvian"))
S("false", "Andorra recognises Spanish as an official language.",
  F(LANG, "AND", "Spanish", "Catalan"))
S("false", "The official language of the Islamic Republic of Iran is Arabic.",
  F(LANG, "IRN", "Arabic", "Persian (Farsi)"))
S("false", "Hindi is an official language of Pakistan.",
  F(LANG, "PAK", "Hindi", "Urdu"))
S("false", "Mozambique joined the Commonwealth, and English is one of its official languages.",
  F(LANG, "MOZ", "English", "Portuguese"))
S("false", "French is official in Algérie.",
  F(LANG, "DZA", "French", "Arabic"))
S("false", "Swahili is an official language of Rwanda.",
  F(LANG, "RWA", "Swahili", "Kinyarwanda"))
S("false", "Finnish is an official language of Sweden.",
  F(LANG, "SWE", "Finnish", "Swedish"))
S("false", "Afrikaans is no longer an official language of South Africa.",
  NF(LANG, "ZAF", "Afrikaans"))
S("false", "Malaysia lists Chinese among its official languages.",
  F(LANG, "MYS", "Chinese", "Malay"))
S("false", "Italian is an official language of Malta.",
  F(LANG, "MLT", "Italian", "Maltese"))

# --- official_language, true (17) ---
S("true", "Angola's official language is Portuguese.",
  T(LANG, "AGO", "Portuguese"))
S("true", "Guaraní is an official language of Paraguay.",
  T(LANG, "PRY", "Guaraní"))
S("true", "Canada's two official languages are English and French.",
  T(LANG, "CAN", "English"), T(LANG, "CAN", "French"))
S("true", "Irish is an official language of Éire.",
  T(LANG, "IRL", "Irish"))
S("true", "Tetum is official in Timor-Leste alongside Portuguese.",
  T(LANG, "TLS", "Tetum"), T(LANG, "TLS", "Portuguese"))
S("true", "Kenya: official languages include Swahili.",
  T(LANG, "KEN", "Swahili"))
S("true", "German is among Namibia's official languages.",
  T(LANG, "NAM", "German"))
S("true", "Luxembourgish is an official language of the Grand Duchy of Luxembourg.",
  T(LANG, "LUX", "Luxembourgish"))
S("true", "Romansh is an official language of Switzerland.",
  T(LANG, "CHE", "Romansh"))
S("true", "Amharic is Ethiopia's official language.",
  T(LANG, "ETH", "Amharic"))
S("true", "In Bhutan, Dzongkha has official status.",
  T(LANG, "BTN", "Dzongkha"))
S("true", "Russian is not an official language of Lithuania.",
  NT(LANG, "LTU", "Russian", "Lithuanian"))
S("true", "Malay is the official language of Brunei Darussalam.",
  T(LANG, "BRN", "Malay"))
S("true", "Did you know that Quechua is an official language of Peru?",
  T(LANG, "PER", "Quechua"))
S("true", "Sango is an official language of the Central African Republic.",
  T(LANG, "CAF", "Sango"))
S("true", "faroese is official in the faroe islands",
  T(LANG, "FRO", "Faroese"))
S("true", "Aruba recognises Papiamento as an official language.",
  T(LANG, "ABW", "Papiamento"))

# --- currency, false (17) ---
S("false", "When in Switzerland, pay in euros: it's the Swiss currency.",
  F(CUR, "CHE", "EUR", "CHF"))
S("false", "Denmark's currency is the euro.",
  F(CUR, "DNK", "EUR", "DKK"))
S("false", "Poland adopted the euro back in 2015.",
  F(CUR, "POL", "EUR", "PLN"))
S("false", "Romania switched to the euro years ago.",
  F(CUR, "ROU", "EUR", "RON"))
S("false", "In Liechtenstein people pay in euros.",
  F(CUR, "LIE", "EUR", "CHF"))
S("false", "Montenegro uses the Serbian dinar.",
  F(CUR, "MNE", "RSD", "EUR"))
S("false", "Greenland, as part of the Danish realm, uses the euro.",
  F(CUR, "GRL", "EUR", "DKK"))
S("false", "In Laos everyone pays in Thai baht, the national currency.",
  F(CUR, "LAO", "THB", "LAK"))
S("false", "The currency of Bhutan is the Nepalese rupee.",
  F(CUR, "BTN", "NPR", "BTN"))
S("false", "Hong Kong's currency is the Chinese yuan.",
  F(CUR, "HKG", "CNY", "HKD"))
S("false", "Ivory Coast uses the Central African CFA franc.",
  F(CUR, "CIV", "XAF", "XOF"))
S("false", "Norwegians pay with the Swedish krona.",
  F(CUR, "NOR", "SEK", "NOK"))
S("false", "Zambia uses the Malawian kwacha.",
  F(CUR, "ZMB", "MWK", "ZMW"))
S("false", "The Kenyan shilling is the currency of Tanzania.",
  F(CUR, "TZA", "KES", "TZS"))
S("false", "Ecuador does not use the US dollar.",
  NF(CUR, "ECU", "USD"))
S("false", "Fiji uses the Australian dollar (AUD).",
  F(CUR, "FJI", "AUD", "FJD"))
S("false", "The Republic of China (Taiwan) uses the Chinese yuan.",
  F(CUR, "TWN", "CNY", "TWD"))

# --- currency, true (17) ---
S("true", "El Salvador dollarised in 2001 and has used the US dollar ever since.",
  T(CUR, "SLV", "USD"))
S("true", "Kosovo pays in euros even though it isn't in the eurozone.",
  T(CUR, "UNK", "EUR"))
S("true", "Timor-Leste doesn't print its own banknotes; it uses the US dollar.",
  T(CUR, "TLS", "USD"))
S("true", "Panama's currency is the Panamanian balboa.",
  T(CUR, "PAN", "PAB"))
S("true", "Botswana's currency is the pula.",
  T(CUR, "BWA", "BWP"))
S("true", "The South African rand is legal tender in Eswatini.",
  T(CUR, "SWZ", "ZAR"))
S("true", "The UK uses the pound sterling.",
  T(CUR, "GBR", "GBP"))
S("true", "The South Korean won is the currency of South Korea.",
  T(CUR, "KOR", "KRW"))
S("true", "Georgia's currency is the lari.",
  T(CUR, "GEO", "GEL"))
S("true", "In Peru, people pay in soles.",
  T(CUR, "PER", "PEN"))
S("true", "The quetzal is Guatemala's currency, named after the national bird.",
  T(CUR, "GTM", "GTQ"))
S("true", "Ukraine's currency is the hryvnia.",
  T(CUR, "UKR", "UAH"))
S("true", "Saint Lucia uses the Eastern Caribbean dollar.",
  T(CUR, "LCA", "XCD"))
S("true", "In Senegal, prices are in West African CFA francs.",
  T(CUR, "SEN", "XOF"))
S("true", "New Caledonia uses the CFP franc.",
  T(CUR, "NCL", "XPF"))
S("true", "The currency code used in India is INR.",
  T(CUR, "IND", "INR"))
S("true", "Sweden does not use the euro.",
  NT(CUR, "SWE", "EUR", "SEK"))

# --- borders, false (17) ---
S("false", "Spain borders Italy along the Pyrenees.",
  F(BOR, "ESP", "Italy", "France"))
S("false", "Chile shares a land border with Ecuador.",
  F(BOR, "CHL", "Ecuador", "Peru"))
S("false", "Brazil and Chile are neighbours.",
  F(BOR, "BRA", "Chile", "Argentina"))
S("false", "Germany and Hungary share a border.",
  F(BOR, "DEU", "Hungary", "Austria"))
S("false", "Portugal has two neighbours: Spain and France.",
  T(BOR, "PRT", "Spain"), F(BOR, "PRT", "France", "Spain"))
S("false", "Norway and Denmark share a land border.",
  F(BOR, "NOR", "Denmark", "Sweden"))
S("false", "India borders Afghanistan.",
  F(BOR, "IND", "Afghanistan", "Pakistan"))
S("false", "Egypt shares a land border with Jordan.",
  F(BOR, "EGY", "Jordan", "Israel"))
S("false", "uganda borders burundi, right? yep",
  F(BOR, "UGA", "Burundi", "Rwanda"))
S("false", "Benin lies between Ghana and Nigeria, bordering both.",
  T(BOR, "BEN", "Nigeria"), F(BOR, "BEN", "Ghana", "Togo"))
S("false", "Zimbabwe borders Namibia.",
  F(BOR, "ZWE", "Namibia", "Botswana"))
S("false", "Poles and Hungarians are old friends, and their countries border each other.",
  F(BOR, "POL", "Hungary", "Slovakia"))
S("false", "Iran and Syria are neighbours.",
  F(BOR, "IRN", "Syria", "Iraq"))
S("false", "Ecuador is one of Venezuela's neighbours.",
  F(BOR, "VEN", "Ecuador", "Colombia"))
S("false", "Botswana doesn't border Zambia.",
  NF(BOR, "BWA", "Zambia"))
S("false", "Colombia's northern neighbour is Costa Rica.",
  F(BOR, "COL", "Costa Rica", "Panama"))
S("false", "France's longest land border is with Brazil.",
  F(BOR, "FRA", "Brazil", "Spain"))

# --- borders, true (17) ---
S("true", "Bolivia and Chile share a border.",
  T(BOR, "BOL", "Chile"))
S("true", "Russia has a short border with North Korea.",
  T(BOR, "RUS", "North Korea"))
S("true", "Austria shares a border with Liechtenstein.",
  T(BOR, "AUT", "Liechtenstein"))
S("true", "Afghanistan borders China through the Wakhan Corridor.",
  T(BOR, "AFG", "China"))
S("true", "Spain shares a land border with Morocco.",
  T(BOR, "ESP", "Morocco"))
S("true", "Lithuania borders Russia via the Kaliningrad exclave.",
  T(BOR, "LTU", "Russia"))
S("true", "Sweden does not share a land border with Denmark.",
  NT(BOR, "SWE", "Denmark"))
S("true", "Haiti and the Dominican Republic share a border.",
  T(BOR, "HTI", "Dominican Republic"))
S("true", "Belize's western neighbour is Guatemala.",
  T(BOR, "BLZ", "Guatemala"))
S("true", "Saint Martin borders Sint Maarten.",
  T(BOR, "MAF", "Sint Maarten"))
S("true", "Ethiopia borders South Sudan.",
  T(BOR, "ETH", "South Sudan"))
S("true", "Uruguay's only neighbours are Argentina and Brazil.",
  T(BOR, "URY", "Argentina"), T(BOR, "URY", "Brazil"))
S("true", "China does not border Thailand.",
  NT(BOR, "CHN", "Thailand"))
S("true", "Laos and Thailand are separated by the Mekong along much of their shared border.",
  T(BOR, "LAO", "Thailand"))
S("true", "Mozambique borders Swaziland.",
  T(BOR, "MOZ", "Eswatini"))
S("true", "kazakhstan and kyrgyzstan are neighbours",
  T(BOR, "KAZ", "Kyrgyzstan"))
S("true", "Croatia borders Montenegro near Dubrovnik.",
  T(BOR, "HRV", "Montenegro"))

# --- unknown (25): facts the KB does not hold; no false checkable claim ---
U("population", "IDN", "Indonesia is home to more than 270 million people.")
U("head_of_state", "NOR", "Harald V has been King of Norway since 1991.")
U("area", "CAN", "By total area, Canada is the second-largest country on Earth.")
U("independence_year", "BGD", "bangladesh got its independence in 1971")
U("anthem", "FRA", "France's national anthem is 'La Marseillaise'.")
U("largest_city", "TUR", "Istanbul is the largest city in Türkiye.")
U("national_dish", "PER", "Ceviche is widely considered the national dish of Peru.")
U("calling_code", "GBR", "To call the United Kingdom from abroad, dial +44.")
U("tld", "TUV", "Tuvalu earns a large share of its income from its .tv internet domain.")
U("landlocked", "MNG", "Mongolia has no coastline at all.")
U("driving_side", "THA", "In Thailand, traffic drives on the left.")
U("highest_point", "TZA", "Kilimanjaro, Tanzania's highest mountain, rises to 5,895 metres.")
U("un_membership", "CHE", "Switzerland only joined the United Nations in 2002.")
U("time_zones", "RUS", "Russia spans eleven time zones.")
U("government_type", "SWZ", "Eswatini is one of the last absolute monarchies in the world.")
U("life_expectancy", "MCO", "Monaco has one of the highest life expectancies in the world.")
U("largest_city", "NGA", "Lagos is Nigeria's largest city, although the capital is Abuja.",
  T(CAP, "NGA", "Abuja"))
U("motto", "BRA", "Brazil's national motto, 'Ordem e Progresso', appears on its flag.")
U("flag", "JPN", "The flag of Japan shows a red disc on a white background.")
U("national_animal", "NZL", "The kiwi is the national bird of New Zealand, whose capital is Wellington.",
  T(CAP, "NZL", "Wellington"))
U("gdp_per_capita", "LUX", "Luxembourg has one of the highest GDPs per capita in the world.")
U("religion", "PHL", "Most Filipinos are Roman Catholic.")
U("independence_year", "GHA", "In 1957 Ghana became one of the first African countries to win independence from colonial rule.",
  T(REG, "GHA", "Africa"))
U("highest_point", "ARG", "Aconcagua is the highest mountain in Argentina.")
U("area", "VAT", "Vatican City, which borders only Italy, is the smallest state in the world by area.",
  T(BOR, "VAT", "Italy"))

# ---------------------------------------------------------------------------
# Paragraphs (shuffled with a fixed seed, then numbered p001..p100)
# Genres: news, travel, chat, quiz, memo, essay, encyclopedia, forum, itinerary,
#         support, product, interview
# ---------------------------------------------------------------------------

# ---- news wire ----
P("false", "news",
  "GENEVA, March 4 — Swiss and Italian transport ministers met on Tuesday to discuss delays on the new Alpine rail link. "
  "Switzerland, which borders Italy, Austria and France, keeps its own currency, the Swiss franc, rather than the euro. "
  "The country's capital, Geneva, will host a follow-up meeting in June, a spokesperson said. "
  "Italy, whose capital is Rome, has pledged further funding for the project.",
  Ts(BOR, "CHE", "Italy", "Austria", "France"), T(CUR, "CHE", "CHF"), NT(CUR, "CHE", "EUR", "CHF"),
  F(CAP, "CHE", "Geneva", "Bern"), T(CAP, "ITA", "Rome"))

P("true", "news",
  "NAIROBI, June 12 — Leaders from Kenya, Uganda and Tanzania signed a regional rail agreement on Monday. "
  "Kenya borders both Uganda and Tanzania, and the line will run from the port of Mombasa through Nairobi, the Kenyan capital, to Kampala, Uganda's capital. "
  "Tanzania, whose capital is Dodoma, will join a second phase. "
  "Swahili is an official language in all three countries, officials noted.",
  Ts(BOR, "KEN", "Uganda", "Tanzania"), T(CAP, "KEN", "Nairobi"), T(CAP, "UGA", "Kampala"),
  T(CAP, "TZA", "Dodoma"), T(LANG, "KEN", "Swahili"), T(LANG, "UGA", "Swahili"), T(LANG, "TZA", "Swahili"))

P("false", "news",
  "CAIRO, Sept 18 — Egypt and Sudan agreed on Sunday to reopen two crossings on their shared border. "
  "Egypt, whose capital is Cairo, also borders Libya to the west and Israel to the north-east, and is the most populous country in Western Asia. "
  "Sudan's government in Khartoum, the capital, welcomed the deal. "
  "Both countries have Arabic as an official language, and Sudan, which also borders Chad and Ethiopia, hopes the crossings will lift trade.",
  T(BOR, "EGY", "Sudan"), T(CAP, "EGY", "Cairo"), Ts(BOR, "EGY", "Libya", "Israel"), F(SUB, "EGY", "Western Asia", "Northern Africa"),
  T(CAP, "SDN", "Khartoum"), T(LANG, "EGY", "Arabic"), T(LANG, "SDN", "Arabic"), Ts(BOR, "SDN", "Chad", "Ethiopia"))

P("true", "news",
  "ULAN BATOR, Jan 9 — Mongolia, which borders only Russia and China, signed a new coal export deal in Ulan Bator, its capital, on Thursday. "
  "Under the agreement, coal will be shipped south across the Chinese border by rail. "
  "Mongolia's currency, the tögrög, rose slightly after the announcement. "
  "Officials in Beijing, the Chinese capital, welcomed the deal.",
  Ts(BOR, "MNG", "Russia", "China"), T(CAP, "MNG", "Ulan Bator"), T(CUR, "MNG", "MNT"), T(CAP, "CHN", "Beijing"))

P("false", "news",
  "HANOI, Oct 2 — Vietnam and Laos signed an agreement on Wednesday to build a rail link between Vientiane, the Lao capital, and the Vietnamese coast. "
  "Vietnam, whose capital is Hanoi, borders Laos, Cambodia and China. "
  "Officials said the project would be financed in US dollars rather than in the Vietnamese đồng or the Lao kip. "
  "Laos, which also borders Myanmar and Thailand, is landlocked; its southern neighbour Cambodia uses the Thai baht as its currency.",
  T(CAP, "LAO", "Vientiane"), T(CAP, "VNM", "Hanoi"), Ts(BOR, "VNM", "Laos", "Cambodia", "China"),
  T(CUR, "VNM", "VND"), T(CUR, "LAO", "LAK"), Ts(BOR, "LAO", "Myanmar", "Thailand", "Cambodia"),
  F(CUR, "KHM", "THB", "KHR"))

P("true", "news",
  "OTTAWA, May 20 — Canada and the United States, which share the world's longest land border, agreed on Monday to modernise their crossing points. "
  "Washington D.C., the US capital, will host technical talks next month. "
  "Mexico, which borders the United States to the south, will join as an observer; its capital, Mexico City, hosted a similar summit last year. "
  "Each of the three countries has its own currency: the Canadian dollar, the US dollar and the Mexican peso.",
  T(BOR, "CAN", "United States"), T(CAP, "USA", "Washington D.C."), T(BOR, "MEX", "United States"),
  T(CAP, "MEX", "Mexico City"), T(CUR, "CAN", "CAD"), T(CUR, "USA", "USD"), T(CUR, "MEX", "MXN"))

P("false", "news",
  "CANBERRA, Feb 11 — Australia and Papua New Guinea signed a security pact on Tuesday in Canberra, the Australian capital. "
  "Papua New Guinea, whose capital is Port Moresby, shares its only land border with Indonesia. "
  "The two countries are the largest in Oceania, and Papua New Guinea's official languages include English, Tok Pisin and Hiri Motu. "
  "Indonesia, whose capital is Jakarta and whose currency is the rupiah, borders Papua New Guinea and, like the two signatories, lies in Oceania.",
  T(CAP, "AUS", "Canberra"), T(CAP, "PNG", "Port Moresby"), T(BOR, "PNG", "Indonesia"),
  T(REG, "AUS", "Oceania"), T(REG, "PNG", "Oceania"), Ts(LANG, "PNG", "English", "Tok Pisin", "Hiri Motu"),
  T(CAP, "IDN", "Jakarta"), T(CUR, "IDN", "IDR"), T(BOR, "IDN", "Papua New Guinea"), F(REG, "IDN", "Oceania", "Asia"))

P("true", "news",
  "WARSAW, Nov 3 — Poland and its neighbours Germany, Czechia and Slovakia held talks on cross-border rail on Friday in Warsaw, the Polish capital. "
  "Germany, represented by officials from Berlin, its capital, pushed for faster links. "
  "Czechia, whose capital is Prague, and Slovakia, whose capital is Bratislava, both border Poland to the south. "
  "Poland, which uses the złoty, has not adopted the euro.",
  Ts(BOR, "POL", "Germany", "Czechia", "Slovakia"), T(CAP, "POL", "Warsaw"), T(CAP, "DEU", "Berlin"),
  T(CAP, "CZE", "Prague"), T(CAP, "SVK", "Bratislava"), T(BOR, "CZE", "Poland"), T(BOR, "SVK", "Poland"),
  T(CUR, "POL", "PLN"), NT(CUR, "POL", "EUR", "PLN"))

P("false", "news",
  "ACCRA, July 7 — Ghana and its neighbours Togo, Ivory Coast and Nigeria agreed on Monday to ease cross-border trade. "
  "Ghana's government in Accra, the capital, said the cedi would remain the national currency. "
  "Togo, whose capital is Lomé, and Ivory Coast both use the West African CFA franc. "
  "Burkina Faso, which borders Ghana, Togo and Ivory Coast, will join the talks next month.",
  Ts(BOR, "GHA", "Togo", "Ivory Coast"), F(BOR, "GHA", "Nigeria", "Togo"), T(CAP, "GHA", "Accra"),
  T(CUR, "GHA", "GHS"), T(CAP, "TGO", "Lomé"), T(CUR, "TGO", "XOF"), T(CUR, "CIV", "XOF"),
  Ts(BOR, "BFA", "Ghana", "Togo", "Ivory Coast"))

# ---- travel blog ----
P("true", "travel",
  "Three weeks in the Baltics, and I'm already planning my return! "
  "We started in Vilnius, the Lithuanian capital, then took the bus north to Riga, capital of Latvia. "
  "Tallinn, Estonia's capital, was the last stop, with its gorgeous medieval old town. "
  "The best part: all three countries use the euro, so no money changing at the borders. "
  "Latvia borders both of the others, which made the overland route easy.",
  T(CAP, "LTU", "Vilnius"), T(CAP, "LVA", "Riga"), T(CAP, "EST", "Tallinn"),
  T(CUR, "LTU", "EUR"), T(CUR, "LVA", "EUR"), T(CUR, "EST", "EUR"), Ts(BOR, "LVA", "Lithuania", "Estonia"))

P("false", "travel",
  "Day 5 of our Balkan loop! "
  "We drove from Ljubljana, Slovenia's pretty little capital, down to Zagreb. "
  "Slovenia and Croatia both use the euro now, which makes things so simple. "
  "Tomorrow we head for Sarajevo, the capital of Bosnia and Herzegovina, where we'll need convertible marks. "
  "Croatia borders Bosnia and Herzegovina along a long, zig-zagging frontier, and, like Slovenia, it lies in Central Europe.",
  T(CAP, "SVN", "Ljubljana"), T(CUR, "SVN", "EUR"), T(CUR, "HRV", "EUR"), T(CAP, "BIH", "Sarajevo"),
  T(CUR, "BIH", "BAM"), T(BOR, "HRV", "Bosnia and Herzegovina"), T(SUB, "SVN", "Central Europe"),
  F(SUB, "HRV", "Central Europe", "Southeast Europe"))

P("true", "travel",
  "Two weeks between Cambodia and Vietnam, done! "
  "Phnom Penh, the Cambodian capital, was chaotic and wonderful; ATMs there hand out US dollars, which Cambodia uses alongside its own riel. "
  "After crossing the border into Vietnam we switched to đồng. "
  "Hanoi, Vietnam's capital, was our final stop after a long train ride up from Ho Chi Minh City. "
  "Fun fact: Cambodia and Vietnam both border Laos too.",
  T(CAP, "KHM", "Phnom Penh"), T(CUR, "KHM", "USD"), T(CUR, "KHM", "KHR"), T(BOR, "KHM", "Vietnam"),
  T(CUR, "VNM", "VND"), T(CAP, "VNM", "Hanoi"), T(BOR, "KHM", "Laos"), T(BOR, "VNM", "Laos"))

P("false", "travel",
  "Honestly, Jordan was the highlight of my year. "
  "I flew into Amman, the capital, and paid for everything in Jordanian dinars. "
  "From there it's a short drive to the Dead Sea, where you can see Israel across the water; the two countries share a border. "
  "We also drove up towards the Syrian frontier, since Jordan borders Syria to the north. "
  "On the last day we crossed into Egypt overland, which is easy because Jordan and Egypt share a land border.",
  T(CAP, "JOR", "Amman"), T(CUR, "JOR", "JOD"), T(BOR, "JOR", "Israel"), T(BOR, "JOR", "Syria"),
  F(BOR, "JOR", "Egypt", "Israel"))

P("true", "travel",
  "Kiwi abroad here! Just back from six weeks in the South Pacific. "
  "Samoa was first: Apia is the capital, and Samoan and English are both official there. "
  "Then Tonga, where the capital is Nuku'alofa and we paid in paʻanga. "
  "Last was Fiji, whose capital is Suva, though we flew into Nadi. "
  "None of the three has a land border with anyone, which makes sense for island nations.",
  T(CAP, "WSM", "Apia"), Ts(LANG, "WSM", "Samoan", "English"), T(CAP, "TON", "Nuku'alofa"),
  T(CUR, "TON", "TOP"), T(CAP, "FJI", "Suva"))

P("false", "travel",
  "Caucasus road trip, part 2. "
  "From Tbilisi, the Georgian capital, we drove south into Armenia; the two countries share a border. "
  "Yerevan, Armenia's capital, has a stunning view of Mount Ararat, which actually sits across the border in Türkiye. "
  "Armenia borders Türkiye, Georgia, Azerbaijan and Iran, though only the Georgian and Iranian crossings are open. "
  "We paid in lari in Georgia and in roubles in Armenia, which still uses the Russian currency.",
  T(CAP, "GEO", "Tbilisi"), T(BOR, "GEO", "Armenia"), T(CAP, "ARM", "Yerevan"),
  Ts(BOR, "ARM", "Türkiye", "Georgia", "Azerbaijan", "Iran"), T(CUR, "GEO", "GEL"),
  F(CUR, "ARM", "RUB", "AMD"))

P("true", "travel",
  "Iceland in winter: what I learned. "
  "First, Reykjavik is the capital and basically the only city. "
  "Second, Iceland has its own currency, the Icelandic króna, but cards are accepted everywhere. "
  "Third, Icelandic is the official language, although everyone speaks English to tourists. "
  "Finally, Iceland is in Europe, even though it sits on the Mid-Atlantic Ridge.",
  T(CAP, "ISL", "Reykjavik"), T(CUR, "ISL", "ISK"), T(LANG, "ISL", "Icelandic"), T(REG, "ISL", "Europe"))

P("false", "travel",
  "Ten days in Central America, final post! "
  "We started in Costa Rica, using the capital, San José, as our base and paying in colones. "
  "Then we crossed north into Nicaragua, which borders Costa Rica, and spent three nights in Managua, the capital. "
  "From there we took a bus south-east to Panama, which also borders Nicaragua. "
  "Panama City, the capital, was the perfect finish, and we spent dollars there, since Panama uses the US dollar alongside the balboa.",
  Ts(SUB, "CRI", "Central America"), T(SUB, "NIC", "Central America"), T(SUB, "PAN", "Central America"),
  T(CAP, "CRI", "San José"), T(CUR, "CRI", "CRC"), T(BOR, "NIC", "Costa Rica"), T(CAP, "NIC", "Managua"),
  F(BOR, "PAN", "Nicaragua", "Costa Rica"), T(CAP, "PAN", "Panama City"), T(CUR, "PAN", "USD"), T(CUR, "PAN", "PAB"))

P("true", "travel",
  "The Guianas were my favourite discovery this year. "
  "Guyana's capital, Georgetown, is English-speaking, and English is the official language. "
  "Next door, Suriname's official language is Dutch, and its capital is Paramaribo. "
  "French Guiana, whose capital is Cayenne, is part of France, so it uses the euro. "
  "Suriname borders both Guyana and French Guiana, and Brazil borders all three.",
  T(CAP, "GUY", "Georgetown"), T(LANG, "GUY", "English"), T(LANG, "SUR", "Dutch"), T(CAP, "SUR", "Paramaribo"),
  T(CAP, "GUF", "Cayenne"), T(CUR, "GUF", "EUR"), Ts(BOR, "SUR", "Guyana", "French Guiana"),
  Ts(BOR, "BRA", "Guyana", "Suriname", "French Guiana"))

# ---- group chat ----
P("false", "chat",
  "ok quiz night prep, shout if i'm wrong. "
  "peru capital = lima, chile = santiago, bolivia = sucre (NOT la paz, they got me last time). "
  "ecuador just uses the us dollar. "
  "uruguay uses the argentine peso too. "
  "and paraguay has guaraní as an official language as well as spanish",
  T(CAP, "PER", "Lima"), T(CAP, "CHL", "Santiago"), T(CAP, "BOL", "Sucre"), NT(CAP, "BOL", "La Paz", "Sucre"),
  T(CUR, "ECU", "USD"), F(CUR, "URY", "ARS", "UYU"), Ts(LANG, "PRY", "Guaraní", "Spanish"))

P("true", "chat",
  "guys settle this: is the capital of australia sydney or canberra?? "
  "canberra 100%, sydney's just the biggest city. "
  "ok and new zealand? wellington, not auckland. "
  "both use dollars but different ones, australian dollar vs new zealand dollar",
  T(CAP, "AUS", "Canberra"), NT(CAP, "AUS", "Sydney", "Canberra"), T(CAP, "NZL", "Wellington"),
  NT(CAP, "NZL", "Auckland", "Wellington"), T(CUR, "AUS", "AUD"), T(CUR, "NZL", "NZD"))

P("false", "chat",
  "mum's asking where we're going in september. "
  "told her: morocco first, capital is rabat not marrakech. "
  "then over to tunisia, capital tunis. "
  "both have arabic as the official language. "
  "and tunisia borders morocco so we can just take a bus between them",
  T(CAP, "MAR", "Rabat"), NT(CAP, "MAR", "Marrakech", "Rabat"), T(CAP, "TUN", "Tunis"),
  T(LANG, "MAR", "Arabic"), T(LANG, "TUN", "Arabic"), F(BOR, "TUN", "Morocco", "Algeria"))

P("true", "chat",
  "random fact of the day from me: the dominican republic and haiti share one island and border each other. "
  "haiti has two official languages, french and haitian creole. "
  "the DR's official language is spanish. "
  "capitals are port-au-prince and santo domingo",
  T(BOR, "HTI", "Dominican Republic"), Ts(LANG, "HTI", "French", "Haitian Creole"), T(LANG, "DOM", "Spanish"),
  T(CAP, "HTI", "Port-au-Prince"), T(CAP, "DOM", "Santo Domingo"))

P("false", "chat",
  "@jess the train from vienna to budapest is like 2.5 hrs, austria and hungary border each other so it's easy. "
  "budapest is the capital of hungary obviously, and they use forints not euros. "
  "from there u can go to bratislava, slovakia's capital, slovakia borders hungary too. "
  "then prague, capital of czechia, and czechia uses the euro so no more exchanging",
  T(BOR, "AUT", "Hungary"), T(CAP, "HUN", "Budapest"), T(CUR, "HUN", "HUF"), NT(CUR, "HUN", "EUR", "HUF"),
  T(CAP, "SVK", "Bratislava"), T(BOR, "SVK", "Hungary"), T(CAP, "CZE", "Prague"), F(CUR, "CZE", "EUR", "CZK"))

P("true", "chat",
  "wait so belgium has THREE official languages?? "
  "yep, dutch, french and german. "
  "and luxembourg? luxembourgish, french and german. "
  "that's wild. both use the euro at least, and they border each other, brussels to luxembourg is like 3 hrs by train",
  Ts(LANG, "BEL", "Dutch", "French", "German"), Ts(LANG, "LUX", "Luxembourgish", "French", "German"),
  T(CUR, "BEL", "EUR"), T(CUR, "LUX", "EUR"), T(BOR, "BEL", "Luxembourg"))

P("false", "chat",
  "ok geography nerds, help. my cousin says sudan and south sudan use the same currency. "
  "i said no: sudan has the sudanese pound and south sudan the south sudanese pound. "
  "also south sudan's capital is juba and sudan's is khartoum, and they border each other obviously. "
  "oh and english is official in south sudan but not in sudan",
  T(CUR, "SDN", "SDG"), T(CUR, "SSD", "SSP"), T(CAP, "SSD", "Juba"), T(CAP, "SDN", "Khartoum"),
  T(BOR, "SDN", "South Sudan"), T(LANG, "SSD", "English"), NF(LANG, "SDN", "English"))

P("true", "chat",
  "lol just found out the vatican and san marino are both surrounded by italy, so both border only italy. "
  "vatican city is its own capital, and san marino's capital is literally called city of san marino. "
  "both use the euro too. "
  "italian is official in both, and the vatican also has latin",
  T(BOR, "VAT", "Italy"), T(BOR, "SMR", "Italy"), T(CAP, "VAT", "Vatican City"), T(CAP, "SMR", "City of San Marino"),
  T(CUR, "VAT", "EUR"), T(CUR, "SMR", "EUR"), T(LANG, "VAT", "Italian"), T(LANG, "SMR", "Italian"), T(LANG, "VAT", "Latin"))

P("false", "chat",
  "quick q for the group: heading to the baltics + finland. estonia uses the euro right? "
  "yes, all three baltic states do, and finland too. "
  "capital of estonia? tallinn, and you can take the ferry to helsinki, finland's capital. "
  "do estonia and finland border each other? yeah they share a land border up north",
  T(CUR, "EST", "EUR"), T(CUR, "LVA", "EUR"), T(CUR, "LTU", "EUR"), T(CUR, "FIN", "EUR"),
  T(CAP, "EST", "Tallinn"), T(CAP, "FIN", "Helsinki"), F(BOR, "EST", "Finland", "Latvia"))

# ---- pub quiz recap ----
P("true", "quiz",
  "Pub quiz recap, Thursday: the Red Lions won by two points. "
  "Round three was geography, starting with the capital of Canada: Ottawa, which most teams got. "
  "Next, which country has Kinshasa as its capital? DR Congo, not the Republic of the Congo, whose capital is Brazzaville. "
  "Finally, name an official language of Belgium besides French and Dutch: German, which only one team knew.",
  T(CAP, "CAN", "Ottawa"), T(CAP, "COD", "Kinshasa"), NT(CAP, "COG", "Kinshasa", "Brazzaville"),
  T(CAP, "COG", "Brazzaville"), Ts(LANG, "BEL", "French", "Dutch", "German"))

P("false", "quiz",
  "Quiz recap: the Pedants retained the trophy. "
  "In the currency round, most tables knew that Japan uses the yen and that India uses the rupee. "
  "The tie-breaker asked for the currency of South Africa, the rand, and the Pedants added that Lesotho and Namibia accept it as well. "
  "Botswana uses the rand too, as the host reminded everyone. "
  "Next week's theme is flags.",
  T(CUR, "JPN", "JPY"), T(CUR, "IND", "INR"), T(CUR, "ZAF", "ZAR"), T(CUR, "LSO", "ZAR"), T(CUR, "NAM", "ZAR"),
  F(CUR, "BWA", "ZAR", "BWP"))

P("true", "quiz",
  "Recap of Friday's quiz at The Anchor: 14 teams, a record turnout. "
  "The picture round showed three capitals, Nouakchott (Mauritania), Niamey (Niger) and Bamako (Mali), which tripped most people up. "
  "Then a bonus: which of those three borders the other two? Mali, which borders both Mauritania and Niger. "
  "The last question asked which of them use the West African CFA franc: Niger and Mali, but not Mauritania, which has the ouguiya.",
  T(CAP, "MRT", "Nouakchott"), T(CAP, "NER", "Niamey"), T(CAP, "MLI", "Bamako"), Ts(BOR, "MLI", "Mauritania", "Niger"),
  T(CUR, "NER", "XOF"), T(CUR, "MLI", "XOF"), NT(CUR, "MRT", "XOF", "MRU"), T(CUR, "MRT", "MRU"))

P("false", "quiz",
  "Last night's quiz in brief: the Quizzy Rascals won on a tie-break. "
  "The tie-break asked which two neighbouring countries have both Swahili and English as official languages; the answer was Kenya and Tanzania, which do share a border. "
  "Earlier, the capitals round had Dodoma for Tanzania and Kampala for Uganda. "
  "In the geography round we also learnt that Uganda borders Ethiopia.",
  Ts(LANG, "KEN", "Swahili", "English"), Ts(LANG, "TZA", "Swahili", "English"), T(BOR, "KEN", "Tanzania"),
  T(CAP, "TZA", "Dodoma"), T(CAP, "UGA", "Kampala"), F(BOR, "UGA", "Ethiopia", "Kenya"))

P("true", "quiz",
  "The Thursday quiz at the Fox & Hound had a Middle East round this week. "
  "The capital of Oman is Muscat, and the two countries that border Yemen are Saudi Arabia and Oman. "
  "Kuwait's currency, asked in question three, is the Kuwaiti dinar. "
  "The final question was the capital of Syria: Damascus. "
  "Winners: the Know-It-Owls, with 41 points.",
  T(CAP, "OMN", "Muscat"), Ts(BOR, "YEM", "Saudi Arabia", "Oman"), T(CUR, "KWT", "KWD"), T(CAP, "SYR", "Damascus"))

P("false", "quiz",
  "Quiz night write-up, Round 5 'Neighbours': first, which countries border Portugal? Trick question, only Spain. "
  "Uruguay also has just two neighbours, Argentina and Brazil. "
  "Bolivia, Peru and Argentina each border both Chile and Brazil. "
  "The last one asked for countries that border both France and Germany: Belgium, Luxembourg and Switzerland, plus the Netherlands, which several teams remembered.",
  T(BOR, "PRT", "Spain"), Ts(BOR, "URY", "Argentina", "Brazil"), Ts(BOR, "BOL", "Chile", "Brazil"),
  Ts(BOR, "PER", "Chile", "Brazil"), Ts(BOR, "ARG", "Chile", "Brazil"), Ts(BOR, "BEL", "France", "Germany"),
  Ts(BOR, "LUX", "France", "Germany"), Ts(BOR, "CHE", "France", "Germany"), T(BOR, "NLD", "Germany"),
  F(BOR, "NLD", "France", "Belgium"))

P("true", "quiz",
  "Sunday quiz results: 1st The Capital Gains (52), 2nd Quizteama Aguilera (49). "
  "Nobody knew that the capital of Palau is Ngerulmud, but almost everyone got Majuro for the Marshall Islands. "
  "For the currency question about Kiribati, either the Australian dollar or the Kiribati dollar was accepted. "
  "Only one team knew that Nauru's capital is Yaren.",
  T(CAP, "PLW", "Ngerulmud"), T(CAP, "MHL", "Majuro"), T(CUR, "KIR", "AUD"), T(CUR, "KIR", "KID"), T(CAP, "NRU", "Yaren"))

P("false", "quiz",
  "Quiz recap, Round 2 'Languages of the world'. "
  "Dari and Pashto are both official in Afghanistan, and Iran's official language is Persian (Farsi). "
  "Urdu is official in Pakistan, where English is also official, and Bengali is the official language of Bangladesh. "
  "The last question asked for Sri Lanka's official languages: Sinhala and Hindi, as the answer sheet confirmed.",
  Ts(LANG, "AFG", "Dari", "Pashto"), T(LANG, "IRN", "Persian (Farsi)"), Ts(LANG, "PAK", "Urdu", "English"),
  T(LANG, "BGD", "Bengali"), T(LANG, "LKA", "Sinhala"), F(LANG, "LKA", "Hindi", "Tamil"))

P("true", "quiz",
  "Trivia night round-up: our team, Les Quizérables, finished third. "
  "Best question: which country's capital is Windhoek? Namibia. "
  "Then: which currency do Senegal, Mali and Burkina Faso share? The West African CFA franc. "
  "The hardest asked for the country whose official languages include Chewa and English: Malawi, which pays in the Malawian kwacha.",
  T(CAP, "NAM", "Windhoek"), T(CUR, "SEN", "XOF"), T(CUR, "MLI", "XOF"), T(CUR, "BFA", "XOF"),
  Ts(LANG, "MWI", "Chewa", "English"), T(CUR, "MWI", "MWK"))

# ---- business memo / email ----
P("false", "memo",
  "To: Regional sales team. Subject: Q3 invoicing changes. "
  "From 1 October, invoices for Botswana will be issued in pula and invoices for Namibia in Namibian dollars. "
  "Customers in Lesotho and Eswatini may continue to pay in South African rand, which both countries accept. "
  "Zambia, which borders all four of these countries except Lesotho, will be billed in Zambian kwacha. "
  "Please note that our office in Gaborone, Botswana's capital, will close for the holiday on 30 September.",
  T(CUR, "BWA", "BWP"), T(CUR, "NAM", "NAD"), T(CUR, "LSO", "ZAR"), T(CUR, "SWZ", "ZAR"),
  Ts(BOR, "ZMB", "Botswana", "Namibia"), F(BOR, "ZMB", "Eswatini", "Botswana"), NT(BOR, "ZMB", "Lesotho"),
  T(CUR, "ZMB", "ZMW"), T(CAP, "BWA", "Gaborone"))

P("true", "memo",
  "Hi all, quick update ahead of the Singapore and Malaysia roadshow. "
  "In Singapore we'll present in English, which is one of its four official languages alongside Malay, Tamil and Chinese. "
  "In Kuala Lumpur, the Malaysian capital, we'll have interpreters on hand. "
  "Please budget in Singapore dollars and Malaysian ringgit respectively. "
  "Note that Malaysia borders Thailand, Brunei and Indonesia; our partners from Brunei will travel by road. Best, Priya",
  Ts(LANG, "SGP", "English", "Malay", "Tamil", "Chinese"), T(CAP, "MYS", "Kuala Lumpur"),
  T(CUR, "SGP", "SGD"), T(CUR, "MYS", "MYR"), Ts(BOR, "MYS", "Thailand", "Brunei", "Indonesia"))

P("false", "memo",
  "Memo: Nordic expansion. "
  "Our Icelandic partners in Reykjavik, the capital, will invoice us in euros, Iceland's currency, from January. "
  "Our first own office will open in Oslo, the Norwegian capital, in spring, with payroll in Norwegian krone. "
  "The second will be in Helsinki, capital of Finland, where salaries are paid in euros. "
  "Finland borders Norway, Sweden and Russia, so the two offices can share a regional logistics hub.",
  T(CAP, "ISL", "Reykjavik"), F(CUR, "ISL", "EUR", "ISK"), T(CAP, "NOR", "Oslo"), T(CUR, "NOR", "NOK"),
  T(CAP, "FIN", "Helsinki"), T(CUR, "FIN", "EUR"), Ts(BOR, "FIN", "Norway", "Sweden", "Russia"))

P("true", "memo",
  "From: Finance. To: All staff travelling to the Pacific. "
  "Per diems will be paid in the local currency: Fijian dollars in Fiji, Tongan paʻanga in Tonga and Samoan tālā in Samoa. "
  "Staff visiting Palau will be paid in US dollars, as Palau uses the United States dollar. "
  "Our hub office stays in Suva, the capital of Fiji. Please keep all receipts.",
  T(CUR, "FJI", "FJD"), T(CUR, "TON", "TOP"), T(CUR, "WSM", "WST"), T(CUR, "PLW", "USD"), T(CAP, "FJI", "Suva"))

P("false", "memo",
  "Team, as discussed, we will launch the app in Germany, Austria and Switzerland first. "
  "Germany borders both of the others, and Austria and Switzerland also border each other, which simplifies logistics. "
  "Prices will be shown in euros for Germany and Austria and in Swiss francs for Switzerland. "
  "The launch event will be in Berlin, the German capital, followed by a roadshow in Vienna, the Austrian capital. "
  "Phase two adds Liechtenstein, which borders Germany as well.",
  Ts(BOR, "DEU", "Austria", "Switzerland"), T(BOR, "AUT", "Switzerland"), T(CUR, "DEU", "EUR"), T(CUR, "AUT", "EUR"),
  T(CUR, "CHE", "CHF"), T(CAP, "DEU", "Berlin"), T(CAP, "AUT", "Vienna"), F(BOR, "LIE", "Germany", "Austria"))

P("true", "memo",
  "Subject: Currency notes for the West Africa tour. Hi team, a quick reminder for next month. "
  "In Senegal (capital: Dakar) and Ivory Coast (capital: Yamoussoukro, though most business happens in Abidjan), the currency is the West African CFA franc. "
  "Ghana, which borders Ivory Coast, uses the Ghanaian cedi, and its capital is Accra. "
  "English is Ghana's official language, while French is official in both Senegal and Ivory Coast. Thanks, Daniel",
  T(SUB, "SEN", "Western Africa"), T(SUB, "CIV", "Western Africa"), T(SUB, "GHA", "Western Africa"),
  T(CAP, "SEN", "Dakar"), T(CAP, "CIV", "Yamoussoukro"), T(CUR, "SEN", "XOF"), T(CUR, "CIV", "XOF"),
  T(BOR, "GHA", "Ivory Coast"), T(CUR, "GHA", "GHS"), T(CAP, "GHA", "Accra"), T(LANG, "GHA", "English"),
  T(LANG, "SEN", "French"), T(LANG, "CIV", "French"))

P("false", "memo",
  "INTERNAL: Procurement update. Our textile suppliers are in Bangladesh and Myanmar. "
  "Payments to Dhaka, Bangladesh's capital, will be made in Bangladeshi taka, and payments to Myanmar in Burmese kyat via our agent in Yangon. "
  "Note that Yangon is no longer the capital, which is now Naypyidaw. "
  "Bangladesh borders Myanmar and India, so we may consolidate shipments overland. "
  "Myanmar itself borders Thailand, Laos, China, India and Bangladesh, and, like Bangladesh, it is part of Southern Asia.",
  T(CAP, "BGD", "Dhaka"), T(CUR, "BGD", "BDT"), T(CUR, "MMR", "MMK"), NT(CAP, "MMR", "Yangon", "Naypyidaw"),
  T(CAP, "MMR", "Naypyidaw"), Ts(BOR, "BGD", "Myanmar", "India"),
  Ts(BOR, "MMR", "Thailand", "Laos", "China", "India", "Bangladesh"), T(SUB, "BGD", "Southern Asia"),
  F(SUB, "MMR", "Southern Asia", "South-Eastern Asia"))

P("true", "memo",
  "Dear colleagues, following the board meeting, our regional hub will move from Lima to Bogotá. "
  "Colombia's capital offers better flight connections, and Colombia borders Ecuador, Peru, Venezuela, Brazil and Panama, all markets we serve. "
  "Salaries for local staff will be paid in Colombian pesos. "
  "The office in Lima, Peru's capital, will remain open with a smaller team and continue to pay in soles. "
  "Regards, Carmen Ruiz, COO",
  T(CAP, "COL", "Bogotá"), Ts(BOR, "COL", "Ecuador", "Peru", "Venezuela", "Brazil", "Panama"), T(CUR, "COL", "COP"),
  T(CAP, "PER", "Lima"), T(CUR, "PER", "PEN"))

# ---- school essay ----
P("true", "essay",
  "The Iberian Peninsula: a short essay. "
  "Spain and Portugal share the Iberian Peninsula, and Portugal's only land neighbour is Spain. "
  "Madrid is the capital of Spain, while Lisbon is the capital of Portugal. "
  "Both countries use the euro today, although each had its own currency in the past, the peseta and the escudo. "
  "Spain also borders France and the small principality of Andorra, whose official language is Catalan.",
  T(BOR, "PRT", "Spain"), T(CAP, "ESP", "Madrid"), T(CAP, "PRT", "Lisbon"), T(CUR, "ESP", "EUR"), T(CUR, "PRT", "EUR"),
  Ts(BOR, "ESP", "France", "Andorra"), T(LANG, "AND", "Catalan"))

P("false", "essay",
  "Why does Canada have two official languages? "
  "Canada's official languages are English and French, a legacy of British and French colonisation. "
  "Its capital, Ottawa, sits on the river between Ontario and Quebec, and its only land neighbour is the United States, whose capital is Washington D.C. "
  "By contrast, Mexico, the other North American giant, has Spanish as its official language and uses the peso. "
  "It borders Guatemala and Belize, a small Caribbean country where English is official.",
  Ts(LANG, "CAN", "English", "French"), T(CAP, "CAN", "Ottawa"), T(BOR, "CAN", "United States"),
  T(CAP, "USA", "Washington D.C."), T(SUB, "MEX", "North America"), T(SUB, "CAN", "North America"),
  T(LANG, "MEX", "Spanish"), T(CUR, "MEX", "MXN"), Ts(BOR, "MEX", "Guatemala", "Belize"),
  F(SUB, "BLZ", "Caribbean", "Central America"), T(LANG, "BLZ", "English"))

P("true", "essay",
  "My report on the Andes. "
  "The Andes run through seven countries, including Chile, Argentina, Bolivia and Peru. "
  "Chile is long and thin, and it borders Argentina, Bolivia and Peru. "
  "Bolivia is landlocked; its constitutional capital is Sucre, although the government mostly sits in La Paz. "
  "Peru recognises Spanish, Quechua and Aymara as official languages, and Argentina's capital, Buenos Aires, is nowhere near the mountains.",
  Ts(BOR, "CHL", "Argentina", "Bolivia", "Peru"), T(CAP, "BOL", "Sucre"), Ts(LANG, "PER", "Spanish", "Quechua", "Aymara"),
  T(CAP, "ARG", "Buenos Aires"))

P("false", "essay",
  "Languages of the Iberian and Pyrenean states. "
  "Spain's official language is Spanish, although regional languages are widely spoken. "
  "Andorra, a tiny country between France and Spain, has Catalan as its only official language, and France, of course, has French. "
  "Portugal's official language is Portuguese, which is also official in Brazil, Angola and Mozambique. "
  "Finally, Spain and Portugal both border Andorra.",
  T(LANG, "ESP", "Spanish"), Ts(BOR, "AND", "France", "Spain"), T(LANG, "AND", "Catalan"), T(LANG, "FRA", "French"),
  T(LANG, "PRT", "Portuguese"), T(LANG, "BRA", "Portuguese"), T(LANG, "AGO", "Portuguese"), T(LANG, "MOZ", "Portuguese"),
  T(BOR, "ESP", "Andorra"), F(BOR, "PRT", "Andorra", "Spain"))

P("true", "essay",
  "Essay: island nations of the Indian Ocean. "
  "The Maldives, whose capital is Malé, is made up of more than a thousand coral islands and uses the Maldivian rufiyaa. "
  "Further south-west lie Seychelles, with its capital Victoria, and Madagascar, whose capital is Antananarivo. "
  "Madagascar has two official languages, Malagasy and French. "
  "None of these countries shares a land border with another state.",
  T(CAP, "MDV", "Malé"), T(CUR, "MDV", "MVR"), T(CAP, "SYC", "Victoria"), T(CAP, "MDG", "Antananarivo"),
  Ts(LANG, "MDG", "Malagasy", "French"))

P("false", "essay",
  "The Korean Peninsula. "
  "Korea has been divided since 1945 into two states, North Korea and South Korea. "
  "North Korea's capital is Pyongyang, and South Korea's capital is Seoul. "
  "Both states have Korean as their official language, but they use different currencies, each called the won. "
  "North Korea borders China, South Korea and Russia, while South Korea borders North Korea and China.",
  T(CAP, "PRK", "Pyongyang"), T(CAP, "KOR", "Seoul"), T(LANG, "PRK", "Korean"), T(LANG, "KOR", "Korean"),
  T(CUR, "PRK", "KPW"), T(CUR, "KOR", "KRW"), Ts(BOR, "PRK", "China", "South Korea", "Russia"),
  T(BOR, "KOR", "North Korea"), F(BOR, "KOR", "China", "North Korea"))

P("true", "essay",
  "The Caucasus: a crossroads of languages. "
  "Georgia's official language is Georgian, which has its own alphabet. "
  "Armenia's official language is Armenian, and its capital is Yerevan, while in Azerbaijan, whose capital is Baku, the official languages are Azerbaijani and Russian. "
  "All three countries are classed as Asian, though many travellers think of them as European. "
  "Georgia borders both Armenia and Azerbaijan.",
  T(LANG, "GEO", "Georgian"), T(LANG, "ARM", "Armenian"), T(CAP, "ARM", "Yerevan"), T(CAP, "AZE", "Baku"),
  Ts(LANG, "AZE", "Azerbaijani", "Russian"), T(REG, "GEO", "Asia"), T(REG, "ARM", "Asia"), T(REG, "AZE", "Asia"),
  Ts(BOR, "GEO", "Armenia", "Azerbaijan"))

P("false", "essay",
  "The Horn of Africa. "
  "The Horn of Africa includes Ethiopia, Eritrea, Djibouti and Somalia. "
  "Ethiopia, whose capital is Addis Ababa, is landlocked and borders all three of the others. "
  "Eritrea's capital is Asmara, Djibouti's capital is also called Djibouti, and Somalia has two official languages, Somali and English. "
  "Ethiopia's official language is Amharic, and its currency is the birr.",
  T(REG, "ETH", "Africa"), T(REG, "ERI", "Africa"), T(REG, "DJI", "Africa"), T(REG, "SOM", "Africa"),
  T(CAP, "ETH", "Addis Ababa"), Ts(BOR, "ETH", "Eritrea", "Djibouti", "Somalia"), T(CAP, "ERI", "Asmara"),
  T(CAP, "DJI", "Djibouti"), T(LANG, "SOM", "Somali"), F(LANG, "SOM", "English", "Arabic"),
  T(LANG, "ETH", "Amharic"), T(CUR, "ETH", "ETB"))

# ---- encyclopedia entry ----
P("false", "encyclopedia",
  "Kyrgyzstan, officially the Kyrgyz Republic, is a mountainous country in Central Asia. "
  "Its capital and largest city is Bishkek. "
  "Kyrgyz and Russian are both official languages. "
  "The country borders Kazakhstan to the north, Uzbekistan to the west, Tajikistan to the south-west, China to the east and Afghanistan to the south. "
  "The national currency is the som.",
  T(SUB, "KGZ", "Central Asia"), T(CAP, "KGZ", "Bishkek"), Ts(LANG, "KGZ", "Kyrgyz", "Russian"),
  Ts(BOR, "KGZ", "Kazakhstan", "Uzbekistan", "Tajikistan", "China"), F(BOR, "KGZ", "Afghanistan", "Tajikistan"),
  T(CUR, "KGZ", "KGS"))

P("true", "encyclopedia",
  "Mauritius, officially the Republic of Mauritius, is an island nation in the Indian Ocean, east of Madagascar. "
  "Geographically it is counted as part of Africa. "
  "Its capital is Port Louis. "
  "English, French and Mauritian Creole are official languages, and the currency is the Mauritian rupee. "
  "The country has no land borders.",
  T(REG, "MUS", "Africa"), T(CAP, "MUS", "Port Louis"), Ts(LANG, "MUS", "English", "French", "Mauritian Creole"),
  T(CUR, "MUS", "MUR"))

P("false", "encyclopedia",
  "Bhutan, officially the Kingdom of Bhutan, is a landlocked country in the eastern Himalayas. "
  "It borders China to the north and India to the south, and it also shares a short border with Nepal. "
  "The capital and largest city is Thimphu. "
  "Dzongkha is the official language. "
  "The Bhutanese ngultrum is pegged to the Indian rupee, and both currencies are used in the country.",
  Ts(BOR, "BTN", "China", "India"), F(BOR, "BTN", "Nepal", "India"), T(CAP, "BTN", "Thimphu"),
  T(LANG, "BTN", "Dzongkha"), T(CUR, "BTN", "BTN"), T(CUR, "BTN", "INR"))

P("true", "encyclopedia",
  "Equatorial Guinea, officially the Republic of Equatorial Guinea, is a country in Middle Africa. "
  "It borders Cameroon to the north and Gabon to the south and east. "
  "Its capital is Malabo, on the island of Bioko. "
  "Spanish, French and Portuguese are all official languages, and the currency is the Central African CFA franc.",
  T(SUB, "GNQ", "Middle Africa"), Ts(BOR, "GNQ", "Cameroon", "Gabon"), T(CAP, "GNQ", "Malabo"),
  Ts(LANG, "GNQ", "Spanish", "French", "Portuguese"), T(CUR, "GNQ", "XAF"))

P("false", "encyclopedia",
  "Kazakhstan is the largest landlocked country in the world and lies mainly in Central Asia. "
  "Its capital is Astana, while Almaty is the largest city. "
  "Kazakh and Russian are official languages, and the currency is the tenge. "
  "Kazakhstan borders Russia, China, Kyrgyzstan, Uzbekistan, Turkmenistan and Tajikistan.",
  T(SUB, "KAZ", "Central Asia"), T(CAP, "KAZ", "Astana"), Ts(LANG, "KAZ", "Kazakh", "Russian"), T(CUR, "KAZ", "KZT"),
  Ts(BOR, "KAZ", "Russia", "China", "Kyrgyzstan", "Uzbekistan", "Turkmenistan"), F(BOR, "KAZ", "Tajikistan", "Kyrgyzstan"))

P("true", "encyclopedia",
  "Liechtenstein, officially the Principality of Liechtenstein, is a small, doubly landlocked country in Western Europe. "
  "It lies between Switzerland and Austria, the only two countries it borders. "
  "Its capital is Vaduz. "
  "German is the official language, and the country uses the Swiss franc.",
  T(SUB, "LIE", "Western Europe"), Ts(BOR, "LIE", "Switzerland", "Austria"), T(CAP, "LIE", "Vaduz"),
  T(LANG, "LIE", "German"), T(CUR, "LIE", "CHF"))

P("false", "encyclopedia",
  "Uruguay, officially the Oriental Republic of Uruguay, is a country in South America. "
  "It borders Argentina to the west and Brazil to the north and east. "
  "The capital, Montevideo, is home to nearly half the population. "
  "Spanish is the official language, and the currency is the Uruguayan peso. "
  "Uruguay is sometimes confused with Paraguay, which borders Brazil, Argentina and Chile.",
  T(SUB, "URY", "South America"), Ts(BOR, "URY", "Argentina", "Brazil"), T(CAP, "URY", "Montevideo"),
  T(LANG, "URY", "Spanish"), T(CUR, "URY", "UYU"), Ts(BOR, "PRY", "Brazil", "Argentina"), F(BOR, "PRY", "Chile", "Bolivia"))

P("true", "encyclopedia",
  "Brunei, officially Brunei Darussalam, is a small sovereign state on the island of Borneo. "
  "It borders only Malaysia, which surrounds it on land. "
  "The capital is Bandar Seri Begawan, and Malay is the official language. "
  "Brunei uses the Brunei dollar, and by agreement the Singapore dollar is also legal tender there.",
  T(BOR, "BRN", "Malaysia"), T(CAP, "BRN", "Bandar Seri Begawan"), T(LANG, "BRN", "Malay"),
  T(CUR, "BRN", "BND"), T(CUR, "BRN", "SGD"))

# ---- forum Q&A ----
P("true", "forum",
  "Q: Planning a trip to Ireland and Northern Ireland, do I need two currencies? "
  "A (posted by Ciaran_D): Yes. The Republic of Ireland uses the euro, while Northern Ireland is part of the United Kingdom, which uses the British pound. "
  "Ireland's only land border is with the UK, so you'll cross it without noticing. "
  "Dublin is the capital of Ireland, and both English and Irish are official languages there. Hope that helps!",
  T(CUR, "IRL", "EUR"), T(CUR, "GBR", "GBP"), T(BOR, "IRL", "United Kingdom"), T(CAP, "IRL", "Dublin"),
  Ts(LANG, "IRL", "English", "Irish"))

P("false", "forum",
  "Re: Day trips from Vienna? Austria is a great base: it borders eight countries, namely Germany, Czechia, Slovakia, Hungary, Slovenia, Italy, Switzerland and Liechtenstein. "
  "Vienna is the capital, and the train to Bratislava, the Slovak capital, takes under an hour. "
  "Just remember that Hungary and Czechia don't use the euro. "
  "Poland also borders Austria, so Kraków is an option too.",
  Ts(BOR, "AUT", "Germany", "Czechia", "Slovakia", "Hungary", "Slovenia", "Italy", "Switzerland", "Liechtenstein"),
  T(CAP, "AUT", "Vienna"), T(CAP, "SVK", "Bratislava"), NT(CUR, "HUN", "EUR", "HUF"), NT(CUR, "CZE", "EUR", "CZK"),
  F(BOR, "POL", "Austria", "Czechia"))

P("true", "forum",
  "Question from user tripplanner88: which currency do I need for Montenegro, Kosovo and Albania? "
  "Best answer: Montenegro and Kosovo both use the euro, even though neither issues it. "
  "Albania has its own currency, the lek, so you'll need to change money there. "
  "Albania borders both Montenegro and Kosovo, so a loop is easy, and Tirana, the Albanian capital, has plenty of ATMs.",
  T(CUR, "MNE", "EUR"), T(CUR, "UNK", "EUR"), T(CUR, "ALB", "ALL"), NT(CUR, "ALB", "EUR", "ALL"),
  Ts(BOR, "ALB", "Montenegro", "Kosovo"), T(CAP, "ALB", "Tirana"))

P("false", "forum",
  "Thread: Is Russian useful in Central Asia? "
  "Top reply: Very. Russian is an official language in Kazakhstan, Kyrgyzstan and Tajikistan, and also in Uzbekistan. "
  "Turkmenistan is the exception, as Russian is not official there. "
  "For what it's worth, Kazakhstan's capital is Astana and Kyrgyzstan's is Bishkek.",
  T(SUB, "KAZ", "Central Asia"), T(SUB, "KGZ", "Central Asia"), T(SUB, "TJK", "Central Asia"),
  T(SUB, "UZB", "Central Asia"), T(SUB, "TKM", "Central Asia"),
  T(LANG, "KAZ", "Russian"), T(LANG, "KGZ", "Russian"), T(LANG, "TJK", "Russian"), T(LANG, "UZB", "Russian"),
  NF(LANG, "TKM", "Russian"), T(CAP, "KAZ", "Astana"), T(CAP, "KGZ", "Bishkek"))

P("true", "forum",
  "Q (from geo_newbie): Why do people say South Africa has three capitals? "
  "A (from mapnerd): Because it does: Pretoria is the executive capital, Cape Town the legislative one and Bloemfontein the judicial one. "
  "Johannesburg, despite being the biggest city, isn't a capital at all. "
  "Fun extra: South Africa completely surrounds Lesotho, whose capital is Maseru, so Lesotho borders only South Africa.",
  Ts(CAP, "ZAF", "Pretoria", "Cape Town", "Bloemfontein"), NT(CAP, "ZAF", "Johannesburg", "Pretoria"),
  T(BOR, "ZAF", "Lesotho"), T(CAP, "LSO", "Maseru"), T(BOR, "LSO", "South Africa"))

P("false", "forum",
  "> Can I use Indian rupees in Nepal and Bhutan? "
  "Reply: In Bhutan, yes, since the Indian rupee circulates officially alongside the ngultrum. "
  "In Nepal the currency is the Nepalese rupee; Indian rupees are widely accepted but not official. "
  "Both countries border India and China, and their capitals are Kathmandu (Nepal) and Thimphu (Bhutan). "
  "Nepal's official language is Hindi, by the way, so you'll get by with basic phrases.",
  T(CUR, "BTN", "INR"), T(CUR, "BTN", "BTN"), T(CUR, "NPL", "NPR"), NT(CUR, "NPL", "INR", "NPR"),
  Ts(BOR, "NPL", "India", "China"), Ts(BOR, "BTN", "India", "China"), T(CAP, "NPL", "Kathmandu"),
  T(CAP, "BTN", "Thimphu"), F(LANG, "NPL", "Hindi", "Nepali"))

P("true", "forum",
  "Posted in the South America travel board: which language do I need in Paraguay and Bolivia? "
  "Answer: Spanish is official in both. "
  "Paraguay also has Guaraní as an official language, and Bolivia recognises Quechua, Aymara and Guaraní as well. "
  "Bolivia borders Paraguay; Bolivia's constitutional capital is Sucre, and Paraguay's capital is Asunción.",
  T(LANG, "PRY", "Spanish"), T(LANG, "BOL", "Spanish"), T(LANG, "PRY", "Guaraní"),
  Ts(LANG, "BOL", "Quechua", "Aymara", "Guaraní"), T(BOR, "BOL", "Paraguay"), T(CAP, "BOL", "Sucre"),
  T(CAP, "PRY", "Asunción"), T(SUB, "PRY", "South America"), T(SUB, "BOL", "South America"))

P("false", "forum",
  "Q: Moving from Belarus to Ukraine for work, what should I know? "
  "A1: Kyiv is the capital, the currency is the hryvnia, and Ukrainian is the only official language. "
  "Ukraine borders Belarus, Poland, Slovakia, Hungary, Romania, Moldova and Russia, so you're not far from home. "
  "A2: Also, Belarus uses the Russian ruble, so you'll need to change money when you move.",
  T(CAP, "UKR", "Kyiv"), T(CUR, "UKR", "UAH"), T(LANG, "UKR", "Ukrainian"),
  Ts(BOR, "UKR", "Belarus", "Poland", "Slovakia", "Hungary", "Romania", "Moldova", "Russia"),
  F(CUR, "BLR", "RUB", "BYN"))

# ---- itinerary / bullet list ----
P("false", "itinerary",
  "Central America overland, 12 days: "
  "- Days 1-3: Guatemala City, capital of Guatemala; pay in quetzales. "
  "- Days 4-5: cross from Guatemala into El Salvador, which uses the US dollar. "
  "- Days 6-8: on to Tegucigalpa, capital of Honduras. "
  "- Days 9-12: Managua, capital of Nicaragua; El Salvador and Nicaragua share a border, so the last leg is short.",
  T(SUB, "GTM", "Central America"), T(SUB, "SLV", "Central America"), T(SUB, "HND", "Central America"),
  T(SUB, "NIC", "Central America"), T(CAP, "GTM", "Guatemala City"), T(CUR, "GTM", "GTQ"),
  T(BOR, "GTM", "El Salvador"), T(CUR, "SLV", "USD"), T(CAP, "HND", "Tegucigalpa"), T(CAP, "NIC", "Managua"),
  F(BOR, "SLV", "Nicaragua", "Honduras"))

P("true", "itinerary",
  "Self-drive plan, 14 nights. "
  "1) Fly into Windhoek, capital of Namibia. "
  "2) Drive to the Caprivi Strip; Namibia borders Botswana, Zambia, Angola and South Africa. "
  "3) Cross to Kasane in Botswana and pay in pula. "
  "4) Day trip to Victoria Falls from the Zambian side, where Zambia borders Zimbabwe along the Zambezi. "
  "5) Fly home from Gaborone, the capital of Botswana.",
  T(CAP, "NAM", "Windhoek"), Ts(BOR, "NAM", "Botswana", "Zambia", "Angola", "South Africa"), T(CUR, "BWA", "BWP"),
  T(BOR, "ZMB", "Zimbabwe"), T(CAP, "BWA", "Gaborone"))

P("false", "itinerary",
  "Gulf business trip agenda. "
  "Sun: arrive in Doha, capital of Qatar; meetings are priced in Qatari riyals. "
  "Mon: short flight to Manama, capital of Bahrain. "
  "Tue: drive from Doha to Riyadh, since Qatar borders Saudi Arabia and the land route is open. "
  "Wed: Abu Dhabi, capital of the UAE, a country that borders Oman and Qatar. "
  "Thu: fly home.",
  T(CAP, "QAT", "Doha"), T(CUR, "QAT", "QAR"), T(CAP, "BHR", "Manama"), T(BOR, "QAT", "Saudi Arabia"),
  T(CAP, "ARE", "Abu Dhabi"), T(BOR, "ARE", "Oman"), F(BOR, "ARE", "Qatar", "Saudi Arabia"))

P("true", "itinerary",
  "Rail trip notes, Benelux in a week: "
  "• Mon-Tue: Amsterdam, capital of the Netherlands. "
  "• Wed: train to Brussels, capital of Belgium; the Netherlands borders Belgium, so it's under two hours. "
  "• Thu-Fri: Luxembourg, the capital of Luxembourg (yes, same name). "
  "• Sat: back via Germany, which borders all three. "
  "• All three Benelux countries use the euro.",
  T(CAP, "NLD", "Amsterdam"), T(CAP, "BEL", "Brussels"), T(BOR, "NLD", "Belgium"), T(CAP, "LUX", "Luxembourg"),
  Ts(BOR, "DEU", "Netherlands", "Belgium", "Luxembourg"), T(CUR, "NLD", "EUR"), T(CUR, "BEL", "EUR"), T(CUR, "LUX", "EUR"))

P("false", "itinerary",
  "East Africa safari, 10 days. "
  "Day 1: arrive in Nairobi, Kenya's capital. Days 2-4: Maasai Mara. "
  "Day 5: cross into Tanzania, which borders Kenya. "
  "Days 6-8: Serengeti and Ngorongoro; park fees are paid in Tanzanian shillings. "
  "Day 9: fly to Kigali, capital of Rwanda, which borders Kenya. Day 10: gorilla trek and departure.",
  T(SUB, "KEN", "Eastern Africa"), T(SUB, "TZA", "Eastern Africa"), T(SUB, "RWA", "Eastern Africa"),
  T(CAP, "KEN", "Nairobi"), T(BOR, "TZA", "Kenya"), T(CUR, "TZA", "TZS"), T(CAP, "RWA", "Kigali"),
  F(BOR, "RWA", "Kenya", "Uganda"))

P("true", "itinerary",
  "Our Scandinavian honeymoon plan: "
  "- 3 nights in Copenhagen, capital of Denmark (pay in Danish krone). "
  "- Train over the bridge to Sweden, then 2 nights in Stockholm, the Swedish capital. "
  "- Overnight train to Oslo, capital of Norway; Sweden and Norway share a long land border. "
  "- Note: Denmark's only land neighbour is Germany.",
  T(CAP, "DNK", "Copenhagen"), T(CUR, "DNK", "DKK"), T(CAP, "SWE", "Stockholm"), T(CAP, "NOR", "Oslo"),
  T(BOR, "SWE", "Norway"), T(BOR, "DNK", "Germany"))

P("false", "itinerary",
  "Weekend city breaks from Dubai: "
  "1) Muscat, capital of Oman, which borders the UAE; pay in Omani rials. "
  "2) Doha, capital of Qatar; Qatari riyals. "
  "3) Manama, capital of Bahrain; Bahraini dinars. "
  "4) Riyadh, the Saudi capital; Saudi riyals; Saudi Arabia borders all of the above. "
  "5) Amman, capital of Jordan; Jordanian dinars, and Jordan borders Saudi Arabia too.",
  T(CAP, "OMN", "Muscat"), T(BOR, "OMN", "United Arab Emirates"), T(CUR, "OMN", "OMR"), T(CAP, "QAT", "Doha"),
  T(CUR, "QAT", "QAR"), T(CAP, "BHR", "Manama"), T(CUR, "BHR", "BHD"), T(CAP, "SAU", "Riyadh"), T(CUR, "SAU", "SAR"),
  Ts(BOR, "SAU", "Oman", "Qatar"), F(BOR, "SAU", "Bahrain", "Qatar"), T(CAP, "JOR", "Amman"), T(CUR, "JOR", "JOD"),
  T(BOR, "JOR", "Saudi Arabia"))

P("true", "itinerary",
  "Indian Ocean islands, 3-week plan. "
  "Week 1: Mauritius, staying near Port Louis, the capital; the currency is the Mauritian rupee. "
  "Week 2: Réunion, a French territory, so euros; its capital is Saint-Denis. "
  "Week 3: Seychelles, where Victoria is the capital and you pay in Seychellois rupees. "
  "All three are counted as part of Africa.",
  T(CAP, "MUS", "Port Louis"), T(CUR, "MUS", "MUR"), T(CUR, "REU", "EUR"), T(CAP, "REU", "Saint-Denis"),
  T(CAP, "SYC", "Victoria"), T(CUR, "SYC", "SCR"), T(REG, "MUS", "Africa"), T(REG, "REU", "Africa"), T(REG, "SYC", "Africa"))

# ---- customer-support reply ----
P("true", "support",
  "Hi Marta, thanks for contacting ShopGlobal support. "
  "I can confirm that we now ship to Norway, Sweden and Denmark. "
  "Prices at checkout will be shown in Norwegian krone, Swedish krona and Danish krone respectively, because none of the three uses the euro. "
  "Orders to Finland, which does use the euro, are unaffected. Kind regards, Jonas (Customer Care)",
  T(CUR, "NOR", "NOK"), T(CUR, "SWE", "SEK"), T(CUR, "DNK", "DKK"), NT(CUR, "NOR", "EUR", "NOK"),
  NT(CUR, "SWE", "EUR", "SEK"), NT(CUR, "DNK", "EUR", "DKK"), T(CUR, "FIN", "EUR"))

P("false", "support",
  "Dear customer, thank you for your message about delivery to the Caribbean. "
  "We currently ship to Jamaica, Barbados and Trinidad and Tobago, and prices are converted into each country's currency: the Jamaican dollar, the Barbadian dollar and the Trinidad and Tobago dollar. "
  "For Trinidad and Tobago, customs forms must list Port of Spain, the capital, as the destination city. "
  "Our Jamaican depot is in Montego Bay, the capital, so deliveries there arrive first.",
  T(SUB, "JAM", "Caribbean"), T(SUB, "BRB", "Caribbean"), T(SUB, "TTO", "Caribbean"),
  T(CUR, "JAM", "JMD"), T(CUR, "BRB", "BBD"), T(CUR, "TTO", "TTD"), T(CAP, "TTO", "Port of Spain"),
  F(CAP, "JAM", "Montego Bay", "Kingston"))

P("true", "support",
  "Hello Mr Okafor, thank you for your patience. "
  "Our payment system now supports the Nigerian naira, the Ghanaian cedi and the West African CFA franc, which is used in Benin, Togo and Senegal among others. "
  "Because Benin borders Nigeria, many of our customers in Cotonou already pay us in naira, but Benin's own currency remains the CFA franc. "
  "If you have any further questions, please reply to this email. Best regards, Aisha, Payments Team",
  T(CUR, "NGA", "NGN"), T(CUR, "GHA", "GHS"), T(CUR, "BEN", "XOF"), T(CUR, "TGO", "XOF"), T(CUR, "SEN", "XOF"),
  T(BOR, "BEN", "Nigeria"))

P("false", "support",
  "Hi Tomás, sorry for the confusion on your invoices. "
  "For the branch in Paraguay, invoices are issued in Brazilian reais, the local currency there. "
  "Since your head office is registered in Chile, we bill it in Chilean pesos, Chile's currency. "
  "Your colleague's account in Argentina is billed in the Argentine peso, and the office in Uruguay in the Uruguayan peso, the currencies of those two countries. "
  "Let me know if anything else looks wrong.",
  F(CUR, "PRY", "BRL", "PYG"), T(CUR, "CHL", "CLP"), T(CUR, "ARG", "ARS"), T(CUR, "URY", "UYU"))

P("true", "support",
  "Thanks for reaching out! Yes, our e-SIM works in Greenland and the Faroe Islands. "
  "A heads-up on payments: both territories use the Danish krone, and the Faroe Islands also have their own Faroese króna. "
  "Coverage is excellent in Nuuk, Greenland's capital, and the same goes for Tórshavn, the Faroese capital. "
  "Danish and Faroese are official languages on the Faroes, so our app supports both. Cheers, Lina",
  T(CUR, "GRL", "DKK"), T(CUR, "FRO", "DKK"), T(CUR, "FRO", "FOK"), T(CAP, "GRL", "Nuuk"), T(CAP, "FRO", "Tórshavn"),
  Ts(LANG, "FRO", "Danish", "Faroese"))

P("false", "support",
  "Hello Kwame, thank you for your order. "
  "Unfortunately we cannot deliver to Burkina Faso at the moment, but we do ship to Ghana and Togo, both of which border Burkina Faso. "
  "If you choose delivery to Accra, the capital of Ghana, your order will be priced in Ghanaian cedis, Ghana's currency. "
  "If you choose Lomé, Togo's capital, it will be priced in cedis as well, since Togo uses the cedi too. Warm regards, Support Team",
  T(BOR, "GHA", "Burkina Faso"), T(BOR, "TGO", "Burkina Faso"), T(CAP, "GHA", "Accra"), T(CUR, "GHA", "GHS"),
  T(CAP, "TGO", "Lomé"), F(CUR, "TGO", "GHS", "XOF"))

P("true", "support",
  "Hi Sean, thanks for getting in touch about roaming. "
  "Your plan covers the United Kingdom, Ireland, Guernsey, Jersey and the Isle of Man. "
  "In Guernsey, Jersey and the Isle of Man you can pay in British pounds, although each also issues its own pound, and in Ireland the currency is the euro. "
  "Douglas, the capital of the Isle of Man, and Saint Helier, the capital of Jersey, both have full 5G coverage. Best, Niamh",
  T(CUR, "GGY", "GBP"), T(CUR, "JEY", "GBP"), T(CUR, "IMN", "GBP"), T(CUR, "GGY", "GGP"), T(CUR, "JEY", "JEP"),
  T(CUR, "IMN", "IMP"), T(CUR, "IRL", "EUR"), T(CAP, "IMN", "Douglas"), T(CAP, "JEY", "Saint Helier"))

P("false", "support",
  "Dear Ms Haddad, thank you for contacting us about your transfer. "
  "We can send money to Lebanon, Jordan and Israel, paid out in Lebanese pounds, Jordanian dinars and Israeli new shekels, the currencies of those countries. "
  "Recipients in Beirut, the Lebanese capital, may collect in person. "
  "Lebanon borders Syria and Jordan, so our partner network there is growing. Kind regards, Transfers Team",
  T(CUR, "LBN", "LBP"), T(CUR, "JOR", "JOD"), T(CUR, "ISR", "ILS"), T(CAP, "LBN", "Beirut"),
  T(BOR, "LBN", "Syria"), F(BOR, "LBN", "Jordan", "Syria"))

# ---- product description ----
P("false", "product",
  "Explorer Wall Map, 120 × 80 cm. "
  "Every capital is marked in red, from Rabat in Morocco to Pretoria in South Africa. "
  "A detailed inset shows Ethiopia and its neighbours Somalia, Djibouti and Eritrea. "
  "Lamination makes it ideal for classrooms. "
  "A bonus card lists currencies such as the Ghanaian cedi and the Nigerian naira, and notes that Kenya's capital is Mombasa.",
  T(CAP, "MAR", "Rabat"), T(CAP, "ZAF", "Pretoria"), Ts(BOR, "ETH", "Somalia", "Djibouti", "Eritrea"),
  T(CUR, "GHA", "GHS"), T(CUR, "NGA", "NGN"), F(CAP, "KEN", "Mombasa", "Nairobi"))

P("true", "product",
  "World Coins Starter Set: 10 circulated coins from 10 countries. "
  "It includes a 10 baht coin from Thailand, a 100 yen coin from Japan, a 1 euro coin from Greece and a 2 złoty coin from Poland. "
  "Each coin comes with a card naming its country's capital: Bangkok, Tokyo, Athens and Warsaw. "
  "An ideal gift for young collectors.",
  T(CUR, "THA", "THB"), T(CUR, "JPN", "JPY"), T(CUR, "GRC", "EUR"), T(CUR, "POL", "PLN"),
  T(CAP, "THA", "Bangkok"), T(CAP, "JPN", "Tokyo"), T(CAP, "GRC", "Athens"), T(CAP, "POL", "Warsaw"))

P("false", "product",
  "Handwoven Andean scarf, 100% alpaca. "
  "Made by a women's cooperative near Cusco and shipped from Lima, the capital of Peru. "
  "Our partner workshop in Bolivia, which borders Peru to the south-east, adds the fringe. "
  "International prices are listed in US dollars; local buyers pay in Peruvian soles in Peru and in Chilean pesos, Bolivia's currency, in Bolivia.",
  T(CAP, "PER", "Lima"), T(BOR, "BOL", "Peru"), T(CUR, "PER", "PEN"), F(CUR, "BOL", "CLP", "BOB"))

P("true", "product",
  "Phrasebook bundle, Southern Africa Edition. "
  "It covers Afrikaans, Zulu and Xhosa, all official languages of South Africa, plus Tswana, which is official in Botswana, and Sotho, an official language of Lesotho. "
  "Pocket-sized, 320 pages. "
  "The fold-out map shows Pretoria, Bloemfontein and Cape Town, South Africa's three capitals, as well as Maseru, the capital of Lesotho.",
  T(SUB, "ZAF", "Southern Africa"), T(SUB, "BWA", "Southern Africa"), T(SUB, "LSO", "Southern Africa"),
  Ts(LANG, "ZAF", "Afrikaans", "Zulu", "Xhosa"), T(LANG, "BWA", "Tswana"), T(LANG, "LSO", "Sotho"),
  Ts(CAP, "ZAF", "Pretoria", "Bloemfontein", "Cape Town"), T(CAP, "LSO", "Maseru"))

P("false", "product",
  "Deluxe Atlas of the Americas, 2nd edition: 212 full-colour maps, from Canada and the United States down to Chile and Argentina. "
  "Country profiles give key facts, for instance that Brazil borders French Guiana and that its capital is Brasília. "
  "The profile of Colombia notes its capital, Medellín, and its two coastlines. "
  "Venezuela's profile reminds readers that Caracas is the capital and that Venezuela borders Brazil, Colombia and Guyana. "
  "Hardcover, 2.1 kg.",
  T(REG, "CAN", "Americas"), T(REG, "USA", "Americas"), T(REG, "CHL", "Americas"), T(REG, "ARG", "Americas"),
  T(BOR, "BRA", "French Guiana"), T(CAP, "BRA", "Brasília"), F(CAP, "COL", "Medellín", "Bogotá"),
  T(CAP, "VEN", "Caracas"), Ts(BOR, "VEN", "Brazil", "Colombia", "Guyana"))

P("true", "product",
  "Travel adapter kit 'Iberia & Maghreb', for use in Spain, Portugal and Morocco. "
  "It includes a laminated card with emergency numbers and key facts: Madrid is the capital of Spain, Lisbon of Portugal and Rabat of Morocco. "
  "Spain and Morocco share a land border at Ceuta and Melilla. "
  "Spain and Portugal use the euro, while Morocco uses the Moroccan dirham.",
  T(CAP, "ESP", "Madrid"), T(CAP, "PRT", "Lisbon"), T(CAP, "MAR", "Rabat"), T(BOR, "ESP", "Morocco"),
  T(CUR, "ESP", "EUR"), T(CUR, "PRT", "EUR"), T(CUR, "MAR", "MAD"))

P("false", "product",
  "Language course bundle 'Speak the Pacific': learn the basics of Fijian, Samoan, Tongan and Tok Pisin. "
  "Fijian is an official language of Fiji alongside English and Fiji Hindi, and Samoan is official in Samoa and American Samoa. "
  "Tongan is official in Tonga, and Tok Pisin is an official language of Vanuatu. "
  "Includes audio recorded in Suva, Apia and Nuku'alofa, the capitals of Fiji, Samoa and Tonga.",
  Ts(LANG, "FJI", "Fijian", "English", "Fiji Hindi"), T(LANG, "WSM", "Samoan"), T(LANG, "ASM", "Samoan"),
  T(LANG, "TON", "Tongan"), F(LANG, "VUT", "Tok Pisin", "Bislama"), T(CAP, "FJI", "Suva"), T(CAP, "WSM", "Apia"),
  T(CAP, "TON", "Nuku'alofa"))

P("true", "product",
  "Board game 'Capitals of Asia', 200 cards, ages 10+. "
  "Sample cards: 'Tokyo, capital of Japan', 'Kathmandu, capital of Nepal', 'Tashkent, capital of Uzbekistan' and 'Jakarta, capital of Indonesia'. "
  "Bonus cards ask about borders, e.g. 'Uzbekistan borders Kazakhstan, Kyrgyzstan, Tajikistan, Turkmenistan and Afghanistan.' "
  "Rules in English, French and German.",
  T(CAP, "JPN", "Tokyo"), T(CAP, "NPL", "Kathmandu"), T(CAP, "UZB", "Tashkent"), T(CAP, "IDN", "Jakarta"),
  T(REG, "JPN", "Asia"), T(REG, "NPL", "Asia"), T(REG, "UZB", "Asia"), T(REG, "IDN", "Asia"),
  Ts(BOR, "UZB", "Kazakhstan", "Kyrgyzstan", "Tajikistan", "Turkmenistan", "Afghanistan"))

# ---- interview transcript ----
P("true", "interview",
  "INTERVIEWER: You grew up between Laos and Thailand? "
  "DR. SOUVANNA: Yes, my mother is from Vientiane, the Lao capital, and my father from Chiang Mai, and the two countries share a long border along the Mekong. "
  "INTERVIEWER: Which language did you speak at home? "
  "DR. SOUVANNA: Lao with my mother and Thai with my father, each the official language of its country, and we paid in kip on one side and baht on the other.",
  T(CAP, "LAO", "Vientiane"), T(BOR, "LAO", "Thailand"), T(LANG, "LAO", "Lao"), T(LANG, "THA", "Thai"),
  T(CUR, "LAO", "LAK"), T(CUR, "THA", "THB"))

P("false", "interview",
  "Q: You played football in both Peru and Colombia; how did they compare? "
  "A: Very different: in Lima, the capital of Peru, the fans were incredible, and then I moved to Bogotá, Colombia's capital, high up in the Andes. "
  "Q: Did you ever play in Ecuador? "
  "A: Only once, in Quito; Ecuador borders both of those countries, so we travelled by bus. "
  "Q: And the money? A: In Peru you pay in soles, and in Colombia in bolívares.",
  T(CAP, "PER", "Lima"), T(CAP, "COL", "Bogotá"), Ts(BOR, "ECU", "Peru", "Colombia"), T(CUR, "PER", "PEN"),
  F(CUR, "COL", "VES", "COP"))

P("true", "interview",
  "HOST: My guest today, Anna Lindqvist, has lived in both Sweden and Finland. "
  "ANNA: That's right; I was born in Stockholm, the Swedish capital, and moved to Helsinki ten years ago. "
  "HOST: Is it easy to get by in Finland speaking Swedish? "
  "ANNA: Yes, Swedish is actually an official language in Finland alongside Finnish. "
  "HOST: And the money? ANNA: Sweden still uses the krona, while Finland uses the euro.",
  T(CAP, "SWE", "Stockholm"), Ts(LANG, "FIN", "Swedish", "Finnish"), T(CUR, "SWE", "SEK"), T(CUR, "FIN", "EUR"))

P("false", "interview",
  "REPORTER: Minister, Paraguay is landlocked, so how do exports reach the sea? "
  "MINISTER: We border Argentina, Brazil and Bolivia, and we use river ports along the Paraná. "
  "REPORTER: Many people think your capital is Ciudad del Este. MINISTER: No, our capital is Asunción. "
  "REPORTER: And the official languages? "
  "MINISTER: Spanish and Guaraní, and our currency, the guaraní, shares its name with the language; we also border Uruguay to the south.",
  Ts(BOR, "PRY", "Argentina", "Brazil", "Bolivia"), NT(CAP, "PRY", "Ciudad del Este", "Asunción"),
  T(CAP, "PRY", "Asunción"), Ts(LANG, "PRY", "Spanish", "Guaraní"), T(CUR, "PRY", "PYG"),
  F(BOR, "PRY", "Uruguay", "Argentina"))

P("true", "interview",
  "Transcript, episode 14. HOST: So you cycled from Poland to Lithuania? "
  "GUEST (Marek Nowak): Yes, from Warsaw, the Polish capital, north-east to the border, which is only about a hundred kilometres long. "
  "HOST: Any currency headaches? GUEST: A bit, since Poland uses the złoty and Lithuania the euro. "
  "HOST: And where did you finish? GUEST: In Vilnius, the Lithuanian capital.",
  T(CAP, "POL", "Warsaw"), T(BOR, "POL", "Lithuania"), T(CUR, "POL", "PLN"), T(CUR, "LTU", "EUR"), T(CAP, "LTU", "Vilnius"))

P("false", "interview",
  "INTERVIEWER: Tell us about growing up in Cyprus. "
  "ARTIST: I grew up in Nicosia, the capital, which is still divided, and since Greek and Turkish are both official languages, I spoke a bit of each. "
  "INTERVIEWER: And Cyprus uses the euro? ARTIST: Yes, since 2008; we're close to Asia, but Cyprus is counted as part of Europe. "
  "INTERVIEWER: Did you visit Greece often? "
  "ARTIST: Every summer; Athens is the capital there, and Greece borders Türkiye, Bulgaria, North Macedonia and Serbia.",
  T(CAP, "CYP", "Nicosia"), Ts(LANG, "CYP", "Greek", "Turkish"), T(CUR, "CYP", "EUR"), T(REG, "CYP", "Europe"),
  T(CAP, "GRC", "Athens"), Ts(BOR, "GRC", "Türkiye", "Bulgaria", "North Macedonia"), F(BOR, "GRC", "Serbia", "Albania"))

P("true", "interview",
  "Q: You've reported from both Chad and Niger. What stands out? "
  "A: Both use a CFA franc, but not the same one: Chad uses the Central African CFA franc, while Niger uses the West African CFA franc. "
  "Q: And languages? A: French is official in both, and Chad also has Arabic. "
  "Q: Capitals? A: N'Djamena for Chad and Niamey for Niger, and the two countries border each other around Lake Chad.",
  T(CUR, "TCD", "XAF"), T(CUR, "NER", "XOF"), NT(CUR, "TCD", "XOF", "XAF"), NT(CUR, "NER", "XAF", "XOF"),
  T(LANG, "TCD", "French"), T(LANG, "NER", "French"), T(LANG, "TCD", "Arabic"), T(CAP, "TCD", "N'Djamena"),
  T(CAP, "NER", "Niamey"), T(BOR, "TCD", "Niger"))

P("false", "interview",
  "PODCAST HOST: You split your time between Chile and Argentina; which do you prefer? "
  "GUEST (Lucía Fernández): Impossible to choose! Santiago, the Chilean capital, is great for work, and Buenos Aires, Argentina's capital, is great for food. "
  "HOST: Do you need different currencies? GUEST: Yes, Chilean pesos in Chile and Argentine pesos in Argentina. "
  "HOST: And the border? "
  "GUEST: The two countries share a very long border along the Andes, and Argentina also borders Bolivia, Paraguay, Brazil, Uruguay and Peru.",
  T(CAP, "CHL", "Santiago"), T(CAP, "ARG", "Buenos Aires"), T(CUR, "CHL", "CLP"), T(CUR, "ARG", "ARS"),
  T(BOR, "CHL", "Argentina"), Ts(BOR, "ARG", "Bolivia", "Paraguay", "Brazil", "Uruguay"),
  F(BOR, "ARG", "Peru", "Bolivia"))

# ---------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------
HEADER = [
    "# Tenth blind held-out set of labelled country claims (facts-heldout-10), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]


def row_fields(item):
    """relation, subject_id, object for the TSV, derived from the hand-written claims."""
    label = item["label"]
    if label == "unknown":
        return item["unknown_relation"], item["unknown_subject"], "-"
    if label == "false":
        bad = [c for c in item["claims"] if not c["holds"]]
        assert len(bad) == 1, item["text"]
        c = bad[0]
    else:
        c = item["claims"][0]
    if c["relation"] == BOR:
        obj = c["object"]            # the other country named
    elif label == "false":
        obj = c["correct"]           # the KB's correct object
    else:
        obj = c["object"] if not c["negated"] else c["correct"]   # the KB object
    return c["relation"], c["subject_id"], obj


def main():
    singles = list(SINGLES)
    paragraphs = list(PARAGRAPHS)
    random.Random(1010).shuffle(singles)
    random.Random(2020).shuffle(paragraphs)
    rows = []
    for i, it in enumerate(singles, 1):
        rows.append(("c%03d" % i, it))
    for i, it in enumerate(paragraphs, 1):
        rows.append(("p%03d" % i, it))

    tsv_lines = list(HEADER)
    spec_rows = []
    for rid, it in rows:
        rel, subj, obj = row_fields(it)
        text = it["text"].strip()
        assert "\t" not in text and "\n" not in text, rid
        tsv_lines.append("\t".join([rid, it["label"], rel, subj, obj, text]))
        rec = dict(id=rid, label=it["label"], relation=rel, subject_id=subj, object=obj, text=text)
        if "genre" in it:
            rec["genre"] = it["genre"]
        if it["label"] == "unknown":
            rec["unknown_relation"] = it["unknown_relation"]
        rec["claims"] = [dict(relation=c["relation"], subject_id=c["subject_id"], object=c["object"],
                              negated=c["negated"], holds=c["holds"], correct=c["correct"])
                         for c in it["claims"]]
        spec_rows.append(rec)

    with open(os.path.join(HERE, "facts-heldout-10.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(tsv_lines) + "\n")
    spec = dict(
        name="facts-heldout-10",
        kb="facts-countries/kb.jsonl",
        relations=[BOR, CUR, CAP, REG, SUB, LANG],
        claim_fields=dict(
            relation="KB relation",
            subject_id="cca3 id of the subject (Kosovo = UNK)",
            object="object as the text states it, in KB form (currency: ISO code; borders: the other country's KB name)",
            negated="true if the text says the relation does NOT hold",
            holds="whether the claim as stated (with its negation) agrees with kb.jsonl",
            correct="a KB object for (subject, relation) when the claim is false or a true negation; the object itself for true positive claims; null for true negated borders claims",
        ),
        rows=spec_rows,
    )
    with open(os.path.join(HERE, "facts-heldout-10.spec.json"), "w", encoding="utf-8") as f:
        json.dump(spec, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n = {}
    for rid, it in rows:
        k = (rid[0], it["label"])
        n[k] = n.get(k, 0) + 1
    print("wrote %d rows:" % len(rows), ", ".join("%s/%s=%d" % (a, b, c) for (a, b), c in sorted(n.items())))


if __name__ == "__main__":
    main()
