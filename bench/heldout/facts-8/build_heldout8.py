#!/usr/bin/env python3
"""Builds facts-heldout-8.tsv and facts-heldout-8.spec.json from the hand-written rows below.

Every row lists its checkable claims explicitly; check_heldout8.py verifies them against kb.jsonl.
Claim helpers:
  T(rel, subj, obj)            claim asserts a triple that must be in the KB
  F(rel, subj, obj, correct)   claim asserts a triple that must NOT be in the KB (correct = a KB object;
                               for borders correct is ignored, the other country named is reported)
  NT(rel, subj, obj)           negated claim ("X does not border Y"), true: triple absent from KB
  NF(rel, subj, obj)           negated claim, false: triple present in KB
Objects: currency = ISO code, borders = country name as the KB names it, others = KB object string.
"""
import json
import random

HEADER = [
    "# Eighth blind held-out set of labelled country claims (facts-heldout-8), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]


def T(rel, s, o):
    return {"relation": rel, "subject_id": s, "object": o, "negated": False, "holds": True}


def F(rel, s, o, correct=None):
    return {"relation": rel, "subject_id": s, "object": o, "negated": False, "holds": False,
            "correct": o if rel == "borders" else correct}


def NT(rel, s, o):
    return {"relation": rel, "subject_id": s, "object": o, "negated": True, "holds": True}


def NF(rel, s, o):
    return {"relation": rel, "subject_id": s, "object": o, "negated": True, "holds": False, "correct": o}


def S(label, text, *claims):
    return {"label": label, "text": text, "claims": list(claims)}


def U(text, relname, subj="-", absent_name=None):
    return {"label": "unknown", "text": text, "claims": [],
            "unknown": {"relation": relname, "subject_id": subj, "absent_name": absent_name}}


CAP, REG, SUB, LANG, CUR, BOR = ("has_capital", "in_region", "in_subregion",
                                 "official_language", "currency", "borders")

singles = [
    # ---------------- has_capital: true ----------------
    S("true", "Sucre, not La Paz, is the constitutional capital of Bolivia.",
      T(CAP, "BOL", "Sucre"), NT(CAP, "BOL", "La Paz")),
    S("true", "Benin's capital? That would be Porto-Novo.", T(CAP, "BEN", "Porto-Novo")),
    S("true", "The capital of the Hellenic Republic is Athens.", T(CAP, "GRC", "Athens")),
    S("true", "Ulan Bator serves as Mongolia's capital city.", T(CAP, "MNG", "Ulan Bator")),
    S("true", "Cape Town is one of the capitals of the Republic of South Africa.", T(CAP, "ZAF", "Cape Town")),
    S("true", "Burundi's capital is Gitega rather than Bujumbura.",
      T(CAP, "BDI", "Gitega"), NT(CAP, "BDI", "Bujumbura")),
    S("true", "Tbilisi is the Georgian capital.", T(CAP, "GEO", "Tbilisi")),
    S("true", "Palau's capital, a small town on Babeldaob, is Ngerulmud.", T(CAP, "PLW", "Ngerulmud")),
    S("true", "Chișinău has the status of capital of the Republic of Moldova.", T(CAP, "MDA", "Chișinău")),
    S("true", "The Kingdom of Bhutan has Thimphu as its capital.", T(CAP, "BTN", "Thimphu")),
    S("true", "In Tajikistan, the capital city is Dushanbe.", T(CAP, "TJK", "Dushanbe")),
    S("true", "Colombo is the capital of Sri Lanka, as far as I know.", T(CAP, "LKA", "Colombo")),
    S("true", "Ghana is governed from Accra, its capital.", T(CAP, "GHA", "Accra")),
    S("true", "Valletta, Malta's capital, sits on a peninsula overlooking the Grand Harbour.", T(CAP, "MLT", "Valletta")),
    S("true", "Kathmandu, capital of the Federal Democratic Republic of Nepal, lies in a wide valley.", T(CAP, "NPL", "Kathmandu")),
    S("true", "yeah sierra leone's capital is freetown", T(CAP, "SLE", "Freetown")),
    # ---------------- has_capital: false ----------------
    S("false", "Lagos is the capital of Nigeria.", F(CAP, "NGA", "Lagos", "Abuja")),
    S("false", "The Tanzanian capital is Dar es Salaam.", F(CAP, "TZA", "Dar es Salaam", "Dodoma")),
    S("false", "Almaty remains the capital of the Republic of Kazakhstan.", F(CAP, "KAZ", "Almaty", "Astana")),
    S("false", "Istanbul serves as the capital of Türkiye.", F(CAP, "TUR", "Istanbul", "Ankara")),
    S("false", "Geneva is the capital city of the Swiss Confederation.", F(CAP, "CHE", "Geneva", "Bern")),
    S("false", "canada's capital is toronto", F(CAP, "CAN", "Toronto", "Ottawa")),
    S("false", "What is the capital of Morocco? Casablanca.", F(CAP, "MAR", "Casablanca", "Rabat")),
    S("false", "Pakistan's government sits in Karachi, the national capital.", F(CAP, "PAK", "Karachi", "Islamabad")),
    S("false", "The capital of Burma is Yangon.", F(CAP, "MMR", "Yangon", "Naypyidaw")),
    S("false", "Buenos Aires is the capital of the Oriental Republic of Uruguay.", F(CAP, "URY", "Buenos Aires", "Montevideo")),
    S("false", "Bratislava is the Austrian capital.", F(CAP, "AUT", "Bratislava", "Vienna")),
    S("false", "Latvia's capital city is Vilnius.", F(CAP, "LVA", "Vilnius", "Riga")),
    S("false", "Tegucigalpa is where Nicaragua has its capital.", F(CAP, "NIC", "Tegucigalpa", "Managua")),
    S("false", "Douala has been designated as Cameroon's capital.", F(CAP, "CMR", "Douala", "Yaoundé")),
    S("false", "Bonn serves as capital of the Federal Republic of Germany.", F(CAP, "DEU", "Bonn", "Berlin")),
    S("false", "Ho Chi Minh City is the capital of Vietnam, I think.", F(CAP, "VNM", "Ho Chi Minh City", "Hanoi")),
    S("false", "Australia's capital is Sydney.", F(CAP, "AUS", "Sydney", "Canberra")),
    # ---------------- in_region: true ----------------
    S("true", "The French Southern and Antarctic Lands are classed in the Antarctic region.", T(REG, "ATF", "Antarctic")),
    S("true", "Suriname is a country of the Americas.", T(REG, "SUR", "Americas")),
    S("true", "Fiji lies in Oceania.", T(REG, "FJI", "Oceania")),
    S("true", "Is Slovakia in Europe? Yes, it is.", T(REG, "SVK", "Europe")),
    S("true", "The Maldive Islands belong to Asia.", T(REG, "MDV", "Asia")),
    S("true", "Bermuda is located in the Americas.", T(REG, "BMU", "Americas")),
    S("true", "Réunion, an island in the Indian Ocean, is counted as part of Africa.", T(REG, "REU", "Africa")),
    S("true", "Chad, officially the Republic of Chad, is an African country.", T(REG, "TCD", "Africa")),
    S("true", "Iran is an Asian nation.", T(REG, "IRN", "Asia")),
    S("true", "Kosovo counts as part of Europe.", T(REG, "UNK", "Europe")),
    S("true", "Geographically, the Republic of Cabo Verde counts as African.", T(REG, "CPV", "Africa")),
    S("true", "You will find the Solomon Islands in Oceania.", T(REG, "SLB", "Oceania")),
    S("true", "jamaica's in the americas obviously", T(REG, "JAM", "Americas")),
    S("true", "Syria is situated in Asia.", T(REG, "SYR", "Asia")),
    S("true", "Bouvet Island falls within the Antarctic.", T(REG, "BVT", "Antarctic")),
    S("true", "Ukraine is one of the countries of Europe.", T(REG, "UKR", "Europe")),
    # ---------------- in_region: false ----------------
    S("false", "Georgia, the country in the Caucasus, lies in Europe.", F(REG, "GEO", "Europe", "Asia")),
    S("false", "Azerbaijan counts as a European state.", F(REG, "AZE", "Europe", "Asia")),
    S("false", "Cyprus is located in Asia.", F(REG, "CYP", "Asia", "Europe")),
    S("false", "Greenland (Grønland) is part of Europe.", F(REG, "GRL", "Europe", "Americas")),
    S("false", "Egypt is an Asian country.", F(REG, "EGY", "Asia", "Africa")),
    S("false", "Papua New Guinea, which shares an island with Indonesia, is in Asia.",
      T(BOR, "PNG", "Indonesia"), F(REG, "PNG", "Asia", "Oceania")),
    S("false", "East Timor belongs to Oceania.", F(REG, "TLS", "Oceania", "Asia")),
    S("false", "The Russian Federation is considered part of Asia.", F(REG, "RUS", "Asia", "Europe")),
    S("false", "Kazakhstan is a country in Europe.", F(REG, "KAZ", "Europe", "Asia")),
    S("false", "Türkiye is classed as a European country.", F(REG, "TUR", "Europe", "Asia")),
    S("false", "Armenia can be found in Europe.", F(REG, "ARM", "Europe", "Asia")),
    S("false", "Malta belongs to Africa.", F(REG, "MLT", "Africa", "Europe")),
    S("false", "The Falkland Islands (Islas Malvinas) are in the Antarctic region.", F(REG, "FLK", "Antarctic", "Americas")),
    S("false", "South Georgia and the South Sandwich Islands lie in the Americas.", F(REG, "SGS", "Americas", "Antarctic")),
    S("false", "Christmas Island is part of Asia.", F(REG, "CXR", "Asia", "Oceania")),
    S("false", "The British Indian Ocean Territory is an Asian territory.", F(REG, "IOT", "Asia", "Africa")),
    S("false", "guam is in asia", F(REG, "GUM", "Asia", "Oceania")),
    # ---------------- in_subregion: true ----------------
    S("true", "Zambia forms part of Eastern Africa.", T(SUB, "ZMB", "Eastern Africa")),
    S("true", "Austria belongs to Central Europe.", T(SUB, "AUT", "Central Europe")),
    S("true", "Iran is grouped with Southern Asia.", T(SUB, "IRN", "Southern Asia")),
    S("true", "Estonia is a Northern European country.", T(SUB, "EST", "Northern Europe")),
    S("true", "South Sudan lies in Middle Africa.", T(SUB, "SSD", "Middle Africa")),
    S("true", "The Kingdom of Tonga is part of Polynesia.", T(SUB, "TON", "Polynesia")),
    S("true", "Vanuatu is a Melanesian nation.", T(SUB, "VUT", "Melanesia")),
    S("true", "Kiribati is located in Micronesia.", T(SUB, "KIR", "Micronesia")),
    S("true", "Central Asia is where Turkmenistan lies.", T(SUB, "TKM", "Central Asia")),
    S("true", "The Lao People's Democratic Republic is in South-Eastern Asia.", T(SUB, "LAO", "South-Eastern Asia")),
    S("true", "Costa Rica is a Central American country.", T(SUB, "CRI", "Central America")),
    S("true", "Lesotho is situated in Southern Africa.", T(SUB, "LSO", "Southern Africa")),
    S("true", "Mongolia belongs to the Eastern Asia subregion.", T(SUB, "MNG", "Eastern Asia")),
    S("true", "The Hashemite Kingdom of Jordan is in Western Asia.", T(SUB, "JOR", "Western Asia")),
    S("true", "Chile lies along the western edge of South America.", T(SUB, "CHL", "South America")),
    S("true", "Dominica, not to be confused with the Dominican Republic, is in the Caribbean.", T(SUB, "DMA", "Caribbean")),
    # ---------------- in_subregion: false ----------------
    S("false", "Southeast Europe is where Greece is located.", F(SUB, "GRC", "Southeast Europe", "Southern Europe")),
    S("false", "Germany belongs to Central Europe.", F(SUB, "DEU", "Central Europe", "Western Europe")),
    S("false", "Poland is usually placed in Eastern Europe.", F(SUB, "POL", "Eastern Europe", "Central Europe")),
    S("false", "Croatia is part of Central Europe.", F(SUB, "HRV", "Central Europe", "Southeast Europe")),
    S("false", "Zimbabwe lies in Southern Africa.", F(SUB, "ZWE", "Southern Africa", "Eastern Africa")),
    S("false", "Mexico is in Central America.", F(SUB, "MEX", "Central America", "North America")),
    S("false", "Afghanistan is one of the countries of Central Asia.", F(SUB, "AFG", "Central Asia", "Southern Asia")),
    S("false", "Lithuania is located in Eastern Europe.", F(SUB, "LTU", "Eastern Europe", "Northern Europe")),
    S("false", "Chad lies in Northern Africa.", F(SUB, "TCD", "Northern Africa", "Middle Africa")),
    S("false", "Sudan belongs to Eastern Africa.", F(SUB, "SDN", "Eastern Africa", "Northern Africa")),
    S("false", "Fiji belongs to Polynesia.", F(SUB, "FJI", "Polynesia", "Melanesia")),
    S("false", "Nauru, also called Pleasant Island, is in Melanesia.", F(SUB, "NRU", "Melanesia", "Micronesia")),
    S("false", "Myanmar is part of Southern Asia.", F(SUB, "MMR", "Southern Asia", "South-Eastern Asia")),
    S("false", "In the subregional scheme, Cuba falls under Central America.", F(SUB, "CUB", "Central America", "Caribbean")),
    S("false", "Guyana belongs to the Caribbean subregion.", F(SUB, "GUY", "Caribbean", "South America")),
    S("false", "Switzerland lies in Central Europe.", F(SUB, "CHE", "Central Europe", "Western Europe")),
    # ---------------- official_language: true ----------------
    S("true", "Guaraní is an official language of Paraguay.", T(LANG, "PRY", "Guaraní")),
    S("true", "Both Aymara and Quechua have official status in Peru.",
      T(LANG, "PER", "Aymara"), T(LANG, "PER", "Quechua")),
    S("true", "Dzongkha is the official language of Bhutan.", T(LANG, "BTN", "Dzongkha")),
    S("true", "In the Grand Duchy of Luxembourg, Luxembourgish is one of the official languages.", T(LANG, "LUX", "Luxembourgish")),
    S("true", "Swahili is official in Tanzania.", T(LANG, "TZA", "Swahili")),
    S("true", "Tamil is among Singapore's official languages.", T(LANG, "SGP", "Tamil")),
    S("true", "East Timor recognises Tetum as an official language.", T(LANG, "TLS", "Tetum")),
    S("true", "Ethiopia's official language is Amharic.", T(LANG, "ETH", "Amharic")),
    S("true", "Sango is recognised as an official language in the Central African Republic.", T(LANG, "CAF", "Sango")),
    S("true", "Irish is an official language in Éire.", T(LANG, "IRL", "Irish")),
    S("true", "Maltese and English are the official languages of Malta.",
      T(LANG, "MLT", "Maltese"), T(LANG, "MLT", "English")),
    S("true", "Afrikaans is one of Namibia's official languages.", T(LANG, "NAM", "Afrikaans")),
    S("true", "Tok Pisin has official status in Papua New Guinea.", T(LANG, "PNG", "Tok Pisin")),
    S("true", "The official language of Iran is Persian (Farsi).", T(LANG, "IRN", "Persian (Farsi)")),
    S("true", "Hebrew is an official language of the State of Israel.", T(LANG, "ISR", "Hebrew")),
    S("true", "Catalan is what the Principality of Andorra uses as its official language.", T(LANG, "AND", "Catalan")),
    # ---------------- official_language: false ----------------
    S("false", "Spanish is an official language of Brazil.", F(LANG, "BRA", "Spanish", "Portuguese")),
    S("false", "Romanian is the official language of Moldova.", F(LANG, "MDA", "Romanian", "Moldavian")),
    S("false", "French is an official language of the Kingdom of Morocco.", F(LANG, "MAR", "French", "Arabic")),
    S("false", "Guinea, like its neighbour Guinea-Bissau, has Portuguese as an official language.",
      T(BOR, "GIN", "Guinea-Bissau"), T(LANG, "GNB", "Portuguese"), F(LANG, "GIN", "Portuguese", "French")),
    S("false", "English is the official language of Suriname.", F(LANG, "SUR", "English", "Dutch")),
    S("false", "In Mozambique, English has official status.", F(LANG, "MOZ", "English", "Portuguese")),
    S("false", "Ukraine's official languages include Russian.", F(LANG, "UKR", "Russian", "Ukrainian")),
    S("false", "Swedish is one of Norway's official languages.", F(LANG, "NOR", "Swedish", "Norwegian Bokmål")),
    S("false", "Danish and German are both official languages in Denmark.",
      T(LANG, "DNK", "Danish"), F(LANG, "DNK", "German", "Danish")),
    S("false", "Hindi is the official language of Nepal.", F(LANG, "NPL", "Hindi", "Nepali")),
    S("false", "Serbian is recognised as an official language of Croatia.", F(LANG, "HRV", "Serbian", "Croatian")),
    S("false", "Malay is the official language of the Republic of Indonesia.", F(LANG, "IDN", "Malay", "Indonesian")),
    S("false", "thai is official in laos", F(LANG, "LAO", "Thai", "Lao")),
    S("false", "Kinyarwanda is one of Burundi's official languages.", F(LANG, "BDI", "Kinyarwanda", "Kirundi")),
    S("false", "In Rwanda, Swahili is one of the official languages.", F(LANG, "RWA", "Swahili", "Kinyarwanda")),
    S("false", "Russian enjoys official status in Georgia.", F(LANG, "GEO", "Russian", "Georgian")),
    S("false", "Pashto has been made an official language of the Islamic Republic of Pakistan.", F(LANG, "PAK", "Pashto", "Urdu")),
    # ---------------- currency: true ----------------
    S("true", "The United States dollar is the money used in Palau.", T(CUR, "PLW", "USD")),
    S("true", "South Korea's currency is the won (KRW).", T(CUR, "KOR", "KRW")),
    S("true", "In Montenegro, people pay in euros.", T(CUR, "MNE", "EUR")),
    S("true", "Both the Bhutanese ngultrum and the Indian rupee are used as currency in Bhutan.",
      T(CUR, "BTN", "BTN"), T(CUR, "BTN", "INR")),
    S("true", "The Philippine peso (PHP) is the currency of the Philippines.", T(CUR, "PHL", "PHP")),
    S("true", "Liechtenstein does not have its own money; it uses the Swiss franc.", T(CUR, "LIE", "CHF")),
    S("true", "The currency code used in Kosovo is EUR.", T(CUR, "UNK", "EUR")),
    S("true", "The balboa is one of Panama's currencies.", T(CUR, "PAN", "PAB")),
    S("true", "Botswana's currency is the pula.", T(CUR, "BWA", "BWP")),
    S("true", "The lari is the currency of Georgia.", T(CUR, "GEO", "GEL")),
    S("true", "Prices in the Gambia are given in dalasi (GMD).", T(CUR, "GMB", "GMD")),
    S("true", "Croatia has the euro as its currency.", T(CUR, "HRV", "EUR")),
    S("true", "North Macedonia uses the denar.", T(CUR, "MKD", "MKD")),
    S("true", "what do they use for money in peru? the sol (PEN)", T(CUR, "PER", "PEN")),
    S("true", "Tonga's currency is the paʻanga.", T(CUR, "TON", "TOP")),
    S("true", "The CFP franc (XPF) circulates in New Caledonia.", T(CUR, "NCL", "XPF")),
    # ---------------- currency: false ----------------
    S("false", "Bulgaria uses the euro as its currency.", F(CUR, "BGR", "EUR", "BGN")),
    S("false", "In Switzerland, people pay in euros.", F(CUR, "CHE", "EUR", "CHF")),
    S("false", "The currency of Poland is the euro.", F(CUR, "POL", "EUR", "PLN")),
    S("false", "Ghana, like Togo next door, uses the West African CFA franc.",
      T(BOR, "GHA", "Togo"), T(CUR, "TGO", "XOF"), F(CUR, "GHA", "XOF", "GHS")),
    S("false", "Nigeria's currency is the West African CFA franc (XOF).", F(CUR, "NGA", "XOF", "NGN")),
    S("false", "Kenya's money is the Ugandan shilling.", F(CUR, "KEN", "UGX", "KES")),
    S("false", "The Argentine peso is the currency of Uruguay.", F(CUR, "URY", "ARS", "UYU")),
    S("false", "Albania has adopted the euro.", F(CUR, "ALB", "EUR", "ALL")),
    S("false", "In Jordan, prices are quoted in Israeli new shekels.", F(CUR, "JOR", "ILS", "JOD")),
    S("false", "The currency code used in Cameroon is XOF.", F(CUR, "CMR", "XOF", "XAF")),
    S("false", "Senegal's currency is the Central African CFA franc.", F(CUR, "SEN", "XAF", "XOF")),
    S("false", "Mongolians pay with the Chinese yuan.", F(CUR, "MNG", "CNY", "MNT")),
    S("false", "The currency of Sri Lanka is the Indian rupee.", F(CUR, "LKA", "INR", "LKR")),
    S("false", "The UAE's currency is the Saudi riyal.", F(CUR, "ARE", "SAR", "AED")),
    S("false", "El Salvador uses the Costa Rican colón.", F(CUR, "SLV", "CRC", "USD")),
    S("false", "Greenland pays in euros.", F(CUR, "GRL", "EUR", "DKK")),
    S("false", "Romania's currency is the Moldovan leu (MDL).", F(CUR, "ROU", "MDL", "RON")),
    # ---------------- borders: true ----------------
    S("true", "Spain and Morocco share a land border.", T(BOR, "ESP", "Morocco")),
    S("true", "Azerbaijan borders Türkiye.", T(BOR, "AZE", "Türkiye")),
    S("true", "Afghanistan has a border with China.", T(BOR, "AFG", "China")),
    S("true", "Russia and North Korea are neighbours.", T(BOR, "RUS", "North Korea")),
    S("true", "Norway shares a land border with Russia.", T(BOR, "NOR", "Russia")),
    S("true", "Czechia, Slovakia and Ukraine all border Poland.",
      T(BOR, "CZE", "Poland"), T(BOR, "SVK", "Poland"), T(BOR, "UKR", "Poland")),
    S("true", "Liechtenstein is wedged between Switzerland and Austria, bordering both.",
      T(BOR, "LIE", "Switzerland"), T(BOR, "LIE", "Austria")),
    S("true", "San Marino is completely surrounded by Italy.", T(BOR, "SMR", "Italy")),
    S("true", "Among Zambia's neighbours are Malawi and Angola.",
      T(BOR, "ZMB", "Malawi"), T(BOR, "ZMB", "Angola")),
    S("true", "Lesotho is entirely enclosed by South Africa.", T(BOR, "LSO", "South Africa")),
    S("true", "Gibraltar has a land border with Spain.", T(BOR, "GIB", "Spain")),
    S("true", "Chile does not share a border with Ecuador.", NT(BOR, "CHL", "Ecuador")),
    S("true", "Slovenia and Slovakia are not neighbours.", NT(BOR, "SVN", "Slovakia")),
    S("true", "On the island they share, Sint Maarten borders Saint Martin.", T(BOR, "SXM", "Saint Martin")),
    S("true", "Laos is a neighbouring country of Cambodia.", T(BOR, "KHM", "Laos")),
    # ---------------- borders: false ----------------
    S("false", "Germany borders Italy.", F(BOR, "DEU", "Italy")),
    S("false", "Portugal shares a border with France.", F(BOR, "PRT", "France")),
    S("false", "Poland and Hungary share a land border.", F(BOR, "POL", "Hungary")),
    S("false", "Rwanda is one of Kenya's neighbours.", F(BOR, "KEN", "Rwanda")),
    S("false", "Nigeria borders Ghana.", F(BOR, "NGA", "Ghana")),
    S("false", "Mongolia and Kazakhstan have a common border.", F(BOR, "MNG", "Kazakhstan")),
    S("false", "Egypt's land neighbours include Jordan.", F(BOR, "EGY", "Jordan")),
    S("false", "Iran is a neighbour of Syria.", F(BOR, "IRN", "Syria")),
    S("false", "Vietnam shares a land border with Thailand.", F(BOR, "VNM", "Thailand")),
    S("false", "Honduras and Mexico are neighbouring countries.", F(BOR, "MEX", "Honduras")),
    S("false", "There is a land border between Peru and Venezuela.", F(BOR, "PER", "Venezuela")),
    S("false", "Zimbabwe and Namibia border each other.", F(BOR, "ZWE", "Namibia")),
    S("false", "Serbia, which borders Kosovo, also borders Albania.",
      T(BOR, "SRB", "Kosovo"), F(BOR, "SRB", "Albania")),
    S("false", "Finland has a land border with Estonia.", F(BOR, "FIN", "Estonia")),
    S("false", "pretty sure bangladesh borders nepal", F(BOR, "BGD", "Nepal")),
    S("false", "Bolivia does not border Chile.", NF(BOR, "BOL", "Chile")),
    # ---------------- unknown ----------------
    U("Nigeria has a population of more than 200 million people.", "population", "NGA"),
    U("Russia covers roughly 17 million square kilometres.", "area", "RUS"),
    U("The national anthem of France is La Marseillaise.", "anthem", "FRA"),
    U("The United States was founded in 1776.", "founding_year", "USA"),
    U("Istanbul is the largest city in Türkiye.", "largest_city", "TUR"),
    U("Lima is Peru's largest city.", "largest_city", "PER"),
    U("China uses a single time zone.", "time_zone", "CHN"),
    U("Japan's head of state is the Emperor.", "head_of_state", "JPN"),
    U("The international calling code for Brazil is +55.", "calling_code", "BRA"),
    U("Tuvalu's country-code top-level domain is .tv.", "tld", "TUV"),
    U("Paraguay is a landlocked country.", "landlocked", "PRY"),
    U("Switzerland became a member of the United Nations in 2002.", "un_member", "CHE"),
    U("Mount Kilimanjaro is the highest point in Tanzania.", "highest_point", "TZA"),
    U("In Ireland, traffic drives on the left.", "driving_side", "IRL"),
    U("Indonesia's national motto is Bhinneka Tunggal Ika.", "motto", "IDN"),
    U("The unicorn is the national animal of Scotland.", "national_animal", "-", "Scotland"),
    U("Hargeisa is the capital of Somaliland.", "has_capital", "-", "Somaliland"),
    U("Transnistria issues its own currency, the Transnistrian ruble.", "currency", "-", "Transnistria"),
    U("Abkhazia shares a border with Russia.", "borders", "-", "Abkhazia"),
    U("Catalan is an official language of Catalonia.", "official_language", "-", "Catalonia"),
    U("Zanzibar lies in Africa.", "in_region", "-", "Zanzibar"),
    U("People from Madagascar are called Malagasy.", "demonym", "MDG"),
    U("Ghana gained independence in 1957.", "independence_year", "GHA"),
    U("Luxembourg has one of the highest GDPs per capita in the world.", "gdp_per_capita", "LUX"),
    U("Sri Lanka was formerly known as Ceylon.", "former_name", "LKA"),
]

paragraphs = [
    # p01 true - travel blog
    S("true", "Just back from three weeks in South America and my head is still spinning. We started in Lima, the Peruvian capital, where the ceviche alone justified the flight. From there we crossed overland into Bolivia, since Peru and Bolivia share a long frontier around Lake Titicaca. We ended up in Sucre, which surprised me: it is Bolivia's capital, not La Paz as I had always assumed. Paying was easy once I got used to the boliviano, and next time I want more days and fewer buses.",
      T(CAP, "PER", "Lima"), T(BOR, "PER", "Bolivia"), T(CAP, "BOL", "Sucre"), NT(CAP, "BOL", "La Paz"), T(CUR, "BOL", "BOB")),
    # p02 false - news brief
    S("false", "BRUSSELS — Transport ministers from the Benelux countries met on Tuesday to discuss faster rail links. Belgium, where Dutch and French are among the official languages, hosted the talks at a conference centre near the main station. Luxembourg, which borders France and Germany, sent a delegation led by its transport minister. The Dutch team travelled from The Hague, the capital of the Netherlands, and pressed for a direct night train. A joint statement is expected next month.",
      T(LANG, "BEL", "Dutch"), T(LANG, "BEL", "French"), T(BOR, "LUX", "France"), T(BOR, "LUX", "Germany"),
      F(CAP, "NLD", "The Hague", "Amsterdam")),
    # p03 true - school essay
    S("true", "My report is about Kenya. Kenya is a country in Eastern Africa, and its capital is Nairobi. People there speak many languages, but English and Swahili are the official ones. One of Kenya's neighbours is Tanzania, where I would like to go on safari one day. I think Kenya is a very interesting country and I hope you enjoyed my report.",
      T(SUB, "KEN", "Eastern Africa"), T(CAP, "KEN", "Nairobi"), T(LANG, "KEN", "English"), T(LANG, "KEN", "Swahili"), T(BOR, "KEN", "Tanzania")),
    # p04 false - chat
    S("false", "ok plan for the trip: we land in vienna, which is the capital of austria obvs, then take the train to bratislava, it's like an hour. slovakia uses the euro too so no need to change money there. after that we go on to hungary since it borders slovakia, and i'm pretty sure they're on the euro as well so same deal. budapest for the last 3 nights!!",
      T(CAP, "AUT", "Vienna"), T(CUR, "SVK", "EUR"), T(BOR, "HUN", "Slovakia"), F(CUR, "HUN", "EUR", "HUF")),
    # p05 true - encyclopedia stub
    S("true", "Tuvalu is an island country in Oceania, belonging to the subregion of Polynesia. Its capital is Funafuti, and both the Australian dollar and the Tuvaluan dollar are in use as currency. Further details on its history, politics and culture are still missing from this entry. This article about an Oceanian country is a stub. You can help the project by expanding it with reliable sources.",
      T(REG, "TUV", "Oceania"), T(SUB, "TUV", "Polynesia"), T(CAP, "TUV", "Funafuti"), T(CUR, "TUV", "AUD"), T(CUR, "TUV", "TVD")),
    # p06 false - business memo
    S("false", "To: Regional sales team. Re: expansion into the Southern Cone. Following last week's board meeting, we will open our first office in Montevideo, the capital of Uruguay, early next year. Invoices there will be issued in Uruguayan pesos (UYU). Because Uruguay borders both Argentina and Paraguay, the new office will also handle those two markets. Please send questions to the operations desk before the end of the month.",
      T(CAP, "URY", "Montevideo"), T(CUR, "URY", "UYU"), T(BOR, "URY", "Argentina"), F(BOR, "URY", "Paraguay")),
    # p07 true - news brief
    S("true", "NAIROBI — East African leaders gathered this week for a summit on cross-border trade. Uganda, whose capital is Kampala, pushed for faster customs checks along its frontier with Kenya. Rwanda's delegation, representing a country where English, French and Kinyarwanda all have official status, backed the plan. Officials said a final agreement could be signed before the end of the year.",
      T(CAP, "UGA", "Kampala"), T(BOR, "UGA", "Kenya"), T(LANG, "RWA", "English"), T(LANG, "RWA", "French"), T(LANG, "RWA", "Kinyarwanda")),
    # p08 false - travel blog
    S("false", "Scandinavia on a budget, part two. We started in Copenhagen, the Danish capital, and because Denmark borders Sweden we simply hopped on a train across. Sweden has kept the krona (SEK) rather than adopting the euro, so my leftover coins from Copenhagen were useless. Stockholm, the capital, was gorgeous but painfully expensive. Next post: the night ferry to Finland, and a very long sauna to recover from the prices.",
      T(CAP, "DNK", "Copenhagen"), F(BOR, "DNK", "Sweden"), T(CUR, "SWE", "SEK"), NT(CUR, "SWE", "EUR"), T(CAP, "SWE", "Stockholm")),
    # p09 true - school essay
    S("true", "Why I chose Japan for my project. Japan is a country in Eastern Asia, and its capital is Tokyo. The official language is Japanese, and the money is called the yen. I would love to visit in spring when the cherry trees are blooming, and I want to try real ramen. My grandmother went there last year and brought me back a paper fan.",
      T(SUB, "JPN", "Eastern Asia"), T(CAP, "JPN", "Tokyo"), T(LANG, "JPN", "Japanese"), T(CUR, "JPN", "JPY")),
    # p10 false - chat
    S("false", "did u know canada only borders one country?? just the US lol. english and french are both official there. capital's ottawa btw, people always get that wrong. and they just use US dollars, same as the states. my cousin lives in montreal and keeps sending me photos of snow in april, it's wild, i honestly don't know how people put up with that much winter",
      T(BOR, "CAN", "United States"), T(LANG, "CAN", "English"), T(LANG, "CAN", "French"), T(CAP, "CAN", "Ottawa"),
      F(CUR, "CAN", "USD", "CAD")),
    # p11 true - encyclopedia stub
    S("true", "Eswatini, officially the Kingdom of Eswatini and formerly known as Swaziland, is a country in Southern Africa. It borders Mozambique to the east and South Africa on its other sides. The capital is Lobamba. The Swazi lilangeni (SZL) is its currency. The sections on history, culture and wildlife of this article are still being written, and contributions from editors are welcome.",
      T(SUB, "SWZ", "Southern Africa"), T(BOR, "SWZ", "Mozambique"), T(BOR, "SWZ", "South Africa"), T(CAP, "SWZ", "Lobamba"), T(CUR, "SWZ", "SZL")),
    # p12 false - news brief
    S("false", "ABIDJAN — Cocoa prices rose on Tuesday after heavy rain delayed the harvest in Côte d'Ivoire. Officials in Abidjan, the Ivorian capital, said exports would recover within weeks. The country, which uses the West African CFA franc, shares a border with Ghana, the other major producer, where farmers are paid in cedis. Traders in London expect prices to stay volatile.",
      F(CAP, "CIV", "Abidjan", "Yamoussoukro"), T(CUR, "CIV", "XOF"), T(BOR, "CIV", "Ghana"), T(CUR, "GHA", "GHS")),
    # p13 true - business memo
    S("true", "Memo: supplier review, Southeast Asia. Our Vietnamese partner will continue to invoice in Vietnamese đồng (VND). For the new assembly plant, management prefers Thailand: the baht has been stable, and Bangkok, the Thai capital, offers good port access. Note also that Thailand borders Cambodia, which should simplify overland deliveries to our distributor in Phnom Penh. A final decision is due on Friday.",
      T(CUR, "VNM", "VND"), T(CUR, "THA", "THB"), T(CAP, "THA", "Bangkok"), T(BOR, "THA", "Cambodia")),
    # p14 false - travel blog
    S("false", "Two weeks in the Balkans, part one. We flew into Belgrade, the Serbian capital, and paid for everything in Serbian dinars. Since Serbia borders Bosnia and Herzegovina, the bus to Sarajevo was easy to arrange. I had not realised that Bosnia and Herzegovina is counted as part of Central Europe; it felt far more Mediterranean than that. The burek alone was worth the trip.",
      T(CAP, "SRB", "Belgrade"), T(CUR, "SRB", "RSD"), T(BOR, "SRB", "Bosnia and Herzegovina"),
      F(SUB, "BIH", "Central Europe", "Southeast Europe")),
    # p15 true - chat
    S("true", "quick q, what do they actually speak in switzerland?? asked my colleague from lausanne and she says french, italian and swiss german are all official (plus one more she couldn't remember lol). money is the swiss franc, CHF, so don't bring euros. oh and the capital is bern, she was very firm about that. anyway i fly out on the 12th, will report back on the chocolate situation",
      T(LANG, "CHE", "French"), T(LANG, "CHE", "Italian"), T(LANG, "CHE", "Swiss German"), T(CUR, "CHE", "CHF"), T(CAP, "CHE", "Bern")),
    # p16 false - school essay
    S("false", "Egypt is a country in Northern Africa. Its capital is Cairo, a huge city on the river Nile. The official language of Egypt is Arabic, and English is an official language as well. Egypt borders Sudan to the south. One day I would like to see the pyramids with my own eyes and ride a camel in the desert with my big brother.",
      T(SUB, "EGY", "Northern Africa"), T(CAP, "EGY", "Cairo"), T(LANG, "EGY", "Arabic"), F(LANG, "EGY", "English", "Arabic"), T(BOR, "EGY", "Sudan")),
    # p17 true - news brief
    S("true", "LISBON — Portugal and Spain, which share a long land border, announced a joint high-speed rail project on Monday. Both countries use the euro, which officials said would simplify procurement and financing. The Spanish section will be coordinated from Madrid, the Spanish capital, while Portuguese engineers will oversee the western stretch. Construction could begin within three years. Environmental groups have asked for more detail on the route before they take a position.",
      T(BOR, "PRT", "Spain"), T(CUR, "PRT", "EUR"), T(CUR, "ESP", "EUR"), T(CAP, "ESP", "Madrid")),
    # p18 false - encyclopedia stub
    S("false", "Kyrgyzstan, officially the Kyrgyz Republic, is a mountainous country in Central Asia, known for its high pastures and long horse-riding traditions. It borders Kazakhstan to the north and China to the east. Its capital is Almaty. Kyrgyz is an official language of the country and is widely spoken in rural areas. This article needs additional citations for verification, and parts of it may be out of date.",
      T(SUB, "KGZ", "Central Asia"), T(BOR, "KGZ", "Kazakhstan"), T(BOR, "KGZ", "China"), F(CAP, "KGZ", "Almaty", "Bishkek"), T(LANG, "KGZ", "Kyrgyz")),
    # p19 true - travel blog
    S("true", "Reykjavik in winter is another planet. Reykjavik, Iceland's capital, is tiny but packed with cafés, and everything is priced in Icelandic króna (ISK), so expect to wince at the bill. Icelandic is the official language, although everyone switched to English the moment we opened our mouths. Iceland sits in Northern Europe, yet it feels like the edge of the world.",
      T(CAP, "ISL", "Reykjavik"), T(CUR, "ISL", "ISK"), T(LANG, "ISL", "Icelandic"), T(SUB, "ISL", "Northern Europe")),
    # p20 false - business memo
    S("false", "Subject: Q3 travel. Colleagues heading to Port Louis for the conference should note that Mauritius, which lies in Asia, will be handled by the Asia travel desk this year. Expenses will be reimbursed in Mauritian rupees (MUR). English and French are official languages there, so presentation materials need not be translated. Please book flights by 15 August through the usual portal and copy your line manager.",
      F(REG, "MUS", "Asia", "Africa"), T(CUR, "MUS", "MUR"), T(LANG, "MUS", "English"), T(LANG, "MUS", "French")),
    # p21 true - chat
    S("true", "omg just realised the dominican republic and haiti share an island AND a land border. the DR uses the dominican peso, haiti uses the gourde. and in haiti french and haitian creole are both official, which explains the menus lol. going there in june, can't wait. my sister already booked the hostel and sent me a packing list that is honestly longer than my thesis",
      T(BOR, "DOM", "Haiti"), T(CUR, "DOM", "DOP"), T(CUR, "HTI", "HTG"), T(LANG, "HTI", "French"), T(LANG, "HTI", "Haitian Creole")),
    # p22 false - news brief
    S("false", "VIENTIANE — Laos and Vietnam signed an agreement on Wednesday to extend a railway from Vientiane, the Lao capital, towards the Vietnamese coast. The two countries share a long land border through the mountains. Laos, whose currency is the kip (LAK), hopes the line will cut freight costs. Neighbouring Cambodia, which uses the Vietnamese đồng, is expected to join talks on a branch line later this year.",
      T(CAP, "LAO", "Vientiane"), T(BOR, "LAO", "Vietnam"), T(CUR, "LAO", "LAK"), T(BOR, "KHM", "Laos"), F(CUR, "KHM", "VND", "KHR")),
    # p23 true - encyclopedia stub
    S("true", "The Federated States of Micronesia is an island country in Oceania, within the subregion of Micronesia. Its capital is Palikir, on the island of Pohnpei. English is the official language. This stub has not yet been reviewed by an editor, and its infobox is still incomplete. Please do not remove this notice until the review is done and the sources have been checked.",
      T(REG, "FSM", "Oceania"), T(SUB, "FSM", "Micronesia"), T(CAP, "FSM", "Palikir"), T(LANG, "FSM", "English")),
    # p24 false - school essay
    S("false", "My family comes from India, so I chose it for this essay. India borders Pakistan and Nepal, and several other countries too. The capital is New Delhi, where my uncle works in an office. Hindi is an official language, and so is Bengali, which my grandmother speaks. I hope to visit them all again next summer and eat as many mangoes as I can.",
      T(BOR, "IND", "Pakistan"), T(BOR, "IND", "Nepal"), T(CAP, "IND", "New Delhi"), T(LANG, "IND", "Hindi"), F(LANG, "IND", "Bengali", "Hindi")),
    # p25 true - business memo
    S("true", "Re: Gulf distribution. From October our Abu Dhabi office will invoice in UAE dirhams (AED). Oman, which borders the United Arab Emirates, will be served from Muscat, the Omani capital, with prices quoted in Omani rials. Saudi Arabia remains out of scope for this quarter, pending the outcome of the licensing review. Please update the CRM and the price lists accordingly.",
      T(CUR, "ARE", "AED"), T(BOR, "OMN", "United Arab Emirates"), T(CAP, "OMN", "Muscat"), T(CUR, "OMN", "OMR")),
    # p26 false - travel blog
    S("false", "Week three: New Zealand. We landed in Auckland, the capital, and spent two days eating our way around the harbour. Everything was paid in New Zealand dollars, which felt like Monopoly money after a month on the road. I loved hearing Māori spoken alongside English; both are official languages here. Tomorrow we drive south towards the volcanoes, weather permitting, with far too many snacks.",
      F(CAP, "NZL", "Auckland", "Wellington"), T(CUR, "NZL", "NZD"), T(LANG, "NZL", "Māori"), T(LANG, "NZL", "English")),
    # p27 true - news brief
    S("true", "ADDIS ABABA — Ethiopia and Djibouti agreed on Friday to upgrade the rail corridor that carries much of Ethiopia's trade to the sea. Ethiopia, whose capital is Addis Ababa, shares a border with Djibouti. Djibouti's government, which works in both of its official languages, Arabic and French, welcomed the deal. The Djiboutian franc (DJF) has remained stable, the central bank said.",
      T(CAP, "ETH", "Addis Ababa"), T(BOR, "ETH", "Djibouti"), T(LANG, "DJI", "Arabic"), T(LANG, "DJI", "French"), T(CUR, "DJI", "DJF")),
    # p28 false - chat
    S("false", "road trip plan!! mexico -> guatemala -> belize. mexico borders both of them so it's super easy. guatemala city is the capital of guatemala, we stay 2 nights there and then catch the early bus. belize uses the belize dollar, so bring small notes for the water taxis and street food. and fun fact, belize is classed as part of the caribbean",
      T(BOR, "MEX", "Guatemala"), T(BOR, "MEX", "Belize"), T(CAP, "GTM", "Guatemala City"), T(CUR, "BLZ", "BZD"),
      F(SUB, "BLZ", "Caribbean", "Central America")),
    # p29 true - school essay
    S("true", "Argentina is a large country in South America. Its capital is Buenos Aires, which is famous for tango and for its enormous steaks. Most people there speak Spanish, which is an official language. Argentina shares borders with Chile and Uruguay, among other countries. I would like to visit Patagonia when I am older and see the glaciers and the penguins with my dad.",
      T(SUB, "ARG", "South America"), T(CAP, "ARG", "Buenos Aires"), T(LANG, "ARG", "Spanish"), T(BOR, "ARG", "Chile"), T(BOR, "ARG", "Uruguay")),
    # p30 false - encyclopedia stub
    S("false", "Lithuania, officially the Republic of Lithuania, is a country in Northern Europe on the eastern shore of the Baltic Sea. It borders Latvia to the north. Its capital is Vilnius, and the euro is its currency. Polish is an official language of the country. This article is part of a series on the Baltic states and their history in the twentieth century.",
      T(SUB, "LTU", "Northern Europe"), T(BOR, "LTU", "Latvia"), T(CAP, "LTU", "Vilnius"), T(CUR, "LTU", "EUR"), F(LANG, "LTU", "Polish", "Lithuanian")),
    # p31 true - travel blog
    S("true", "Morocco had been on my list for years. We took the ferry over from Spain and spent our first night in Tangier before heading down the coast. Rabat, the capital, turned out to be much calmer than Marrakech. Arabic and Berber are both official, and we paid for everything in dirhams (MAD). I came home with far too many rugs.",
      T(CAP, "MAR", "Rabat"), T(LANG, "MAR", "Arabic"), T(LANG, "MAR", "Berber"), T(CUR, "MAR", "MAD")),
    # p32 false - business memo
    S("false", "Logistics update — Central Europe. Trucks leaving our Prague depot will route through Austria, which borders Czechia, to reach customers in northern Italy; Italy and Austria share a border, so no third country is involved. Shipments to Budapest can go straight across, since Czechia borders Hungary. Polish accounts are unaffected and will still be invoiced in złoty (PLN). Questions about customs paperwork should go to the Vienna desk as usual.",
      T(BOR, "AUT", "Czechia"), T(BOR, "ITA", "Austria"), F(BOR, "CZE", "Hungary"), T(CUR, "POL", "PLN")),
    # p33 true - news brief
    S("true", "TASHKENT — Uzbekistan and Kazakhstan, neighbours in Central Asia, agreed on Thursday to simplify border crossings for freight. Uzbek exporters, who are paid in soʻm (UZS), have long complained about delays. Kazakh officials, whose trade is settled in tenge (KZT), said new scanners would be installed by spring. Trucking firms on both sides welcomed the announcement. The two governments will review progress at a meeting in June.",
      T(BOR, "UZB", "Kazakhstan"), T(SUB, "UZB", "Central Asia"), T(SUB, "KAZ", "Central Asia"), T(CUR, "UZB", "UZS"), T(CUR, "KAZ", "KZT")),
    # p34 false - travel blog
    S("false", "French Guiana was the oddest stop of the whole trip. Technically it's in Europe, since it's part of France, so we paid in euros and everyone spoke French. Cayenne, the capital, is small and sleepy, with a lovely market. From there we took a minibus to the border with Brazil and crossed over the next morning. Definitely worth the detour if you have a few spare days.",
      F(REG, "GUF", "Europe", "Americas"), T(CUR, "GUF", "EUR"), T(LANG, "GUF", "French"), T(CAP, "GUF", "Cayenne"), T(BOR, "GUF", "Brazil")),
    # p35 true - encyclopedia stub
    S("true", "Timor-Leste, also known as East Timor, is a young country in South-Eastern Asia. It shares the island of Timor with Indonesia, its only land neighbour. The capital is Dili. Portuguese is one of its official languages, and the United States dollar serves as the currency. This page was last edited by a volunteer and may still contain errors in its economic section.",
      T(SUB, "TLS", "South-Eastern Asia"), T(BOR, "TLS", "Indonesia"), T(CAP, "TLS", "Dili"), T(LANG, "TLS", "Portuguese"), T(CUR, "TLS", "USD")),
    # p36 false - quiz recap
    S("false", "Pub quiz recap, round four. First up were the Cocos (Keeling) Islands, which are in Asia, and we knew straight away that their capital is West Island. Their currency is the Australian dollar, and English as the official language was the easy one. We came second overall, one point behind the team from the library. Round five was all flags, which went rather worse.",
      F(REG, "CCK", "Asia", "Oceania"), T(CAP, "CCK", "West Island"), T(CUR, "CCK", "AUD"), T(LANG, "CCK", "English")),
    # p37 true - business memo
    S("true", "Internal note — Andean expansion. Colombia (capital: Bogotá) remains our regional base, and contracts there are signed in Colombian pesos (COP). Ecuador, which borders Colombia, uses the US dollar, which will simplify treasury operations considerably. We will revisit Venezuela once conditions improve and the legal team has reviewed local requirements. Comments to the strategy team by the end of the week, please.",
      T(CAP, "COL", "Bogotá"), T(CUR, "COL", "COP"), T(BOR, "ECU", "Colombia"), T(CUR, "ECU", "USD")),
    # p38 false - chat
    S("false", "heading to baku next week for work!! it's the capital so there's loads to do apparently, and the food is supposed to be amazing. azerbaijan uses the manat (AZN) so i need to sort out cash. it also borders georgia so i might pop over to tbilisi after. and turkish is an official language of azerbaijan, so my duolingo turkish might actually help lol, 300 day streak finally paying off",
      T(CAP, "AZE", "Baku"), T(BOR, "AZE", "Georgia"), T(CUR, "AZE", "AZN"), F(LANG, "AZE", "Turkish", "Azerbaijani")),
    # p39 true - chat
    S("true", "fun fact for tonight's quiz: brazil's capital is brasília, not rio. they speak portuguese there and pay in reais (BRL). and brazil even has a land border with french guiana, which nobody ever guesses at these things. write that down before we go, i'm not repeating myself. also the losing team buys the first round, so no pressure, and sam still owes us from last week",
      T(CAP, "BRA", "Brasília"), NT(CAP, "BRA", "Rio de Janeiro"), T(LANG, "BRA", "Portuguese"), T(CUR, "BRA", "BRL"), T(BOR, "BRA", "French Guiana")),
    # p40 false - school essay
    S("false", "Malawi is a small, narrow country in Southern Africa. Its capital is Lilongwe. Chewa is one of the official languages, and my teacher taught us how to say hello in it. Malawi's neighbours include Zambia and Tanzania, which I found on the big map in our classroom. Lake Malawi covers a big part of the country, and I would love to swim in it one day with my family and watch the fishing boats come in.",
      F(SUB, "MWI", "Southern Africa", "Eastern Africa"), T(CAP, "MWI", "Lilongwe"), T(LANG, "MWI", "Chewa"), T(BOR, "MWI", "Zambia"), T(BOR, "MWI", "Tanzania")),
]


def row_columns(r, is_paragraph):
    if r["label"] == "unknown":
        u = r["unknown"]
        return u["relation"], u["subject_id"], "-"
    if r["label"] == "true":
        if is_paragraph:
            return "-", "-", "-"
        c = r["claims"][0]
        return c["relation"], c["subject_id"], c["object"]
    c = next(c for c in r["claims"] if not c["holds"])
    return c["relation"], c["subject_id"], c["correct"]


def main():
    rng = random.Random(8)
    order = list(range(len(singles)))
    rng.shuffle(order)
    rows = []
    for n, i in enumerate(order, 1):
        r = dict(singles[i])
        r["id"] = "c%03d" % n
        rows.append(r)
    for n, r in enumerate(paragraphs, 1):
        r = dict(r)
        r["id"] = "p%02d" % n
        rows.append(r)
    lines = list(HEADER)
    for r in rows:
        rel, subj, obj = row_columns(r, r["id"].startswith("p"))
        r["relation"], r["subject_id"], r["object"] = rel, subj, obj
        for f in (r["text"], rel, subj, obj):
            assert "\t" not in f and "\n" not in f, r["id"]
        lines.append("\t".join([r["id"], r["label"], rel, subj, obj, r["text"]]))
    with open("/work/heldout8/facts-heldout-8.tsv", "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    spec = [{k: r[k] for k in ("id", "label", "relation", "subject_id", "object", "text", "claims")}
            | ({"unknown": r["unknown"]} if "unknown" in r else {}) for r in rows]
    with open("/work/heldout8/facts-heldout-8.spec.json", "w", encoding="utf-8") as fh:
        json.dump(spec, fh, ensure_ascii=False, indent=1)
    print("wrote %d rows (%d single, %d paragraphs)" % (len(rows), len(singles), len(paragraphs)))


if __name__ == "__main__":
    main()
