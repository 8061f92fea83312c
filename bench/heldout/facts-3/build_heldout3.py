#!/usr/bin/env python3
"""Assemble /work/heldout/facts-heldout-3.tsv from hand-written claims.

Every sentence below is written by hand; this script only numbers the rows,
interleaves the single claims (fixed seed) and writes the TSV plus a side file
(facts-heldout-3.spec.json) listing, per row, the KB-level claims each text makes,
so that check_heldout3.py can verify labels against kb.jsonl.

Claim tuple in the spec: [subject_id, relation, claimed_object, negated, text_form, subject_mention]
  claimed_object: the object as the text asserts it (KB spelling; currency as ISO code,
                  borders as the KB common name of the other country)
  negated:        the text says the triple does NOT hold
  text_form:      how the object appears in the text (None = same as claimed_object / KB label)
  subject_mention: how the subject appears in the text (None = a name/official name/alt spelling)
"""
import json, random

KB = "/work/shared/data/facts-countries/kb.jsonl"
OUT = "/work/heldout/facts-heldout-3.tsv"
SPEC = "/work/heldout/facts-heldout-3.spec.json"

kbvals = {}
for line in open(KB, encoding="utf-8"):
    t = json.loads(line)
    kbvals.setdefault((t["subject_id"], t["relation"]), []).append(t["object"])

singles = []   # dicts: label, relation, subject, object, text, claims


def C(s, r, o, neg=False, tf=None, sm=None):
    return [s, r, o, neg, tf, sm]


def T(rel, s, o, text, tf=None, sm=None, extra=()):
    """true single claim: the KB has (s, rel, o)"""
    singles.append(dict(label="true", relation=rel, subject=s, object=o, text=text,
                        claims=[C(s, rel, o, False, tf, sm)] + list(extra)))


def TN(rel, s, o, text, tf=None, sm=None, obj=None, extra=()):
    """true single claim that is a negation of a false triple (s, rel, o)"""
    singles.append(dict(label="true", relation=rel, subject=s, object=obj or o, text=text,
                        claims=[C(s, rel, o, True, tf, sm)] + list(extra)))


def F(rel, s, o, text, tf=None, sm=None, obj=None, extra=()):
    """false single claim: text asserts (s, rel, o), which the KB does not have"""
    if rel == "borders":
        obj = o
    elif obj is None:
        obj = kbvals[(s, rel)][0]
    singles.append(dict(label="false", relation=rel, subject=s, object=obj, text=text,
                        claims=[C(s, rel, o, False, tf, sm)] + list(extra)))


def FN(rel, s, o, text, tf=None, sm=None, extra=()):
    """false single claim: text denies (s, rel, o), which the KB has"""
    singles.append(dict(label="false", relation=rel, subject=s, object=o, text=text,
                        claims=[C(s, rel, o, True, tf, sm)] + list(extra)))


def U(rel, s, text):
    singles.append(dict(label="unknown", relation=rel, subject=s, object="-", text=text, claims=[]))


# ---------------------------------------------------------------- has_capital, true (18)
T("has_capital", "ERI", "Asmara", "Asmara, perched high on the plateau, is the Eritrean capital.", sm="Eritrean")
T("has_capital", "TKM", "Ashgabat", "Q: Which city is the capital of Turkmenistan? A: Ashgabat.")
T("has_capital", "BTN", "Thimphu", "Thimphu, tucked into a river valley in the west of Bhutan, serves as the kingdom's seat of government.")
T("has_capital", "SUR", "Paramaribo", "Most visitors to Suriname arrive in Paramaribo, its capital on the Suriname River.")
T("has_capital", "PLW", "Ngerulmud", "Few people could name Ngerulmud as the capital of Palau, but that is exactly what it is.")
T("has_capital", "MNG", "Ulan Bator", "The Mongolian capital, Ulan Bator, is also spelled Ulaanbaatar.", sm="Mongolian")
T("has_capital", "BEN", "Porto-Novo", "Benin's official capital is Porto-Novo rather than the bigger port city of Cotonou.")
T("has_capital", "SWZ", "Lobamba", "In the Kingdom of Eswatini, the capital is Lobamba, a short drive from Manzini.")
T("has_capital", "CPV", "Praia", "The capital of Cabo Verde is Praia, on the island of Santiago.", sm="Cabo Verde")
T("has_capital", "DMA", "Roseau", "Roseau is where the government of the Commonwealth of Dominica sits.")
T("has_capital", "KIR", "South Tarawa", "Kiribati is governed from South Tarawa.")
T("has_capital", "ZAF", "Bloemfontein", "Bloemfontein counts as one of the three capitals of South Africa.")
T("has_capital", "SVK", "Bratislava", "Bratislava, the Slovak capital, straddles the Danube.", sm="Slovak")
T("has_capital", "NIC", "Managua", "Nicaragua's capital is Managua, which lies on the shore of a large lake.")
T("has_capital", "FJI", "Suva", "Is Suva the capital of Fiji? Yes, it is.")
T("has_capital", "AZE", "Baku", "On the Caspian shore lies Baku, capital of the Republic of Azerbaijan.")
T("has_capital", "GRL", "Nuuk", "If you fly into Greenland you will almost certainly pass through Nuuk, the island's capital.")
TN("has_capital", "TUN", "Tripoli", "The capital of Tunisia is not Tripoli; it is Tunis.", obj="Tunis",
   extra=[C("TUN", "has_capital", "Tunis")])

# ---------------------------------------------------------------- has_capital, false (20)
F("has_capital", "AUS", "Sydney", "Australia's capital city is Sydney, home of the famous Opera House.")
F("has_capital", "NGA", "Lagos", "Lagos, the Nigerian capital, is also the country's busiest port.", sm="Nigerian")
F("has_capital", "TZA", "Dar es Salaam", "Tanzania is run from its capital, Dar es Salaam, on the Indian Ocean coast.")
F("has_capital", "MAR", "Casablanca", "Casablanca serves as the capital of the Kingdom of Morocco.")
F("has_capital", "KAZ", "Almaty", "Kazakhstan's capital, Almaty, lies at the foot of the Tian Shan mountains.")
F("has_capital", "TUR", "Istanbul", "Istanbul is the capital of the Republic of Türkiye.")
F("has_capital", "CAN", "Toronto", "Canada's capital? Toronto, of course.")
F("has_capital", "MHL", "Palikir", "The capital of the Marshall Islands is Palikir.")
F("has_capital", "VNM", "Ho Chi Minh City", "Ho Chi Minh City, capital of Viet Nam, is famous for its street food.")
F("has_capital", "MMR", "Mandalay", "Burma's government is seated in Mandalay, the national capital.")
F("has_capital", "NZL", "Auckland", "New Zealand's seat of government is Auckland.")
F("has_capital", "CHE", "Zurich", "The Swiss Confederation is governed from its capital, Zurich.")
F("has_capital", "ECU", "Guayaquil", "Guayaquil is Ecuador's capital.")
F("has_capital", "LKA", "Kandy", "Kandy, up in the hill country, is the capital of Sri Lanka.")
F("has_capital", "MWI", "Blantyre", "The Malawian capital is Blantyre.", sm="Malawian")
F("has_capital", "GAB", "Brazzaville", "Brazzaville is the capital of Gabon.")
F("has_capital", "LVA", "Tallinn", "Latvia's capital city is Tallinn.")
F("has_capital", "SVN", "Zagreb", "Zagreb is the Slovenian capital.", sm="Slovenian")
F("has_capital", "HND", "San Pedro Sula", "Honduras has its capital at San Pedro Sula.")
FN("has_capital", "UGA", "Kampala", "Kampala is not the capital of Uganda.")

# ---------------------------------------------------------------- in_region, true (14)
T("in_region", "NRU", "Oceania", "Nauru is a tiny island republic in Oceania.")
T("in_region", "TUR", "Asia", "Türkiye is classified as an Asian country.", tf="Asian")
T("in_region", "SJM", "Europe", "Svalbard and Jan Mayen are part of Europe.")
T("in_region", "GRL", "Americas", "Greenland, despite its political ties to Denmark, belongs geographically to the Americas.")
T("in_region", "MUS", "Africa", "Mauritius is an African island nation in the Indian Ocean.", tf="African")
TN("in_region", "PNG", "Asia", "Papua New Guinea belongs to Oceania, not Asia.", obj="Oceania",
   extra=[C("PNG", "in_region", "Oceania")])
T("in_region", "GEO", "Asia", "Georgia, the country rather than the US state, is placed in Asia.")
T("in_region", "FLK", "Americas", "The Falkland Islands lie in the Americas.")
T("in_region", "ATF", "Antarctic", "The French Southern and Antarctic Lands fall within the Antarctic region.")
T("in_region", "KAZ", "Asia", "Which continent is Kazakhstan in? Asia.")
T("in_region", "SYC", "Africa", "The Seychelles archipelago is counted as part of Africa.")
T("in_region", "ISL", "Europe", "Iceland is a European island nation.", tf="European")
T("in_region", "DOM", "Americas", "The Dominican Republic, which shares Hispaniola with Haiti, is in the Americas.",
  extra=[C("DOM", "borders", "Haiti")])
T("in_region", "WLF", "Oceania", "Wallis and Futuna is a French territory in Oceania.")

# ---------------------------------------------------------------- in_region, false (16)
F("in_region", "ARM", "Europe", "Armenia is a European country.", tf="European")
F("in_region", "EGY", "Asia", "Egypt counts as an Asian country.", tf="Asian")
F("in_region", "AZE", "Europe", "Azerbaijan lies in Europe.")
F("in_region", "TLS", "Oceania", "East Timor is part of Oceania.")
F("in_region", "IDN", "Oceania", "With its thousands of islands, Indonesia is one of the countries of Oceania.")
F("in_region", "MDG", "Asia", "Madagascar is one of Asia's island nations.")
F("in_region", "GUF", "Europe", "French Guiana is located in Europe.")
F("in_region", "REU", "Asia", "Réunion is an island in Asia.")
F("in_region", "MLT", "Africa", "Malta, just south of Sicily, is an African country.", tf="African")
F("in_region", "HMD", "Oceania", "The Heard Island and McDonald Islands territory is situated in Oceania.")
F("in_region", "BMU", "Europe", "Bermuda is a European territory.", tf="European")
F("in_region", "SGS", "Americas", "South Georgia and the South Sandwich Islands are in the Americas.")
F("in_region", "IOT", "Asia", "Where is the British Indian Ocean Territory? In Asia.")
F("in_region", "CCK", "Asia", "The Cocos (Keeling) Islands are an Asian territory.", tf="Asian")
F("in_region", "ISR", "Europe", "Israel is in Europe.")
FN("in_region", "RUS", "Europe", "Russia is not a European country.", tf="European")

# ---------------------------------------------------------------- in_subregion (2 true, 2 false)
T("in_subregion", "ZMB", "Eastern Africa", "Zambia is counted among the countries of Eastern Africa.")
T("in_subregion", "MEX", "North America", "Mexico is a North American country.", tf="North American",
  extra=[C("MEX", "in_region", "Americas", tf="America")])
F("in_subregion", "IRN", "Western Asia", "Iran is a Western Asian country.", tf="Western Asian",
  extra=[C("IRN", "in_region", "Asia", tf="Asian")])
F("in_subregion", "HUN", "Eastern Europe", "Hungary lies in Eastern Europe.",
  extra=[C("HUN", "in_region", "Europe")])

# ---------------------------------------------------------------- official_language, true (17)
T("official_language", "PRY", "Guaraní", "Guaraní shares official status with Spanish in Paraguay.",
  extra=[C("PRY", "official_language", "Spanish")])
T("official_language", "NAM", "German", "German is among Namibia's official languages.")
T("official_language", "LUX", "Luxembourgish", "Luxembourgish is an official language of the Grand Duchy of Luxembourg.")
T("official_language", "IRQ", "Sorani", "In Iraq, Sorani Kurdish is recognised as official alongside Arabic.",
  extra=[C("IRQ", "official_language", "Arabic")])
TN("official_language", "BRA", "Spanish", "Spanish is not an official language of Brazil; Portuguese is.", obj="Portuguese",
   extra=[C("BRA", "official_language", "Portuguese")])
T("official_language", "TLS", "Tetum", "Tetum and Portuguese are the official tongues of Timor-Leste.",
  extra=[C("TLS", "official_language", "Portuguese")])
T("official_language", "VAT", "Latin", "Latin is an official language of Vatican City.")
T("official_language", "HTI", "Haitian Creole", "Haiti has two official languages, French and Haitian Creole.",
  extra=[C("HTI", "official_language", "French")])
T("official_language", "CZE", "Slovak", "Slovak is listed as an official language of Czechia.")
T("official_language", "NZL", "Māori", "Te reo Māori is an official language of Aotearoa.")
T("official_language", "MLT", "Maltese", "The Maltese language is official in Malta, as is English.",
  extra=[C("MLT", "official_language", "English")])
T("official_language", "GUM", "Chamorro", "Chamorro is official on Guam alongside English.",
  extra=[C("GUM", "official_language", "English")])
T("official_language", "PNG", "Tok Pisin", "Tok Pisin is one of the official languages of Papua New Guinea.")
T("official_language", "DJI", "Arabic", "Djibouti has two official languages: Arabic and French.",
  extra=[C("DJI", "official_language", "French")])
T("official_language", "TJK", "Russian", "Russian enjoys official status in Tajikistan.")
T("official_language", "SGP", "Tamil", "Singapore's four official languages include Tamil.")
T("official_language", "ZWE", "Shona", "Shona is one of Zimbabwe's many official languages.")

# ---------------------------------------------------------------- official_language, false (20)
F("official_language", "TUN", "French", "French is an official language of Tunisia.")
F("official_language", "SEN", "Wolof", "Wolof is the official language of Senegal.")
F("official_language", "NGA", "Hausa", "Hausa is an official language of the Federal Republic of Nigeria.")
F("official_language", "MOZ", "English", "Mozambique's official language is English.")
F("official_language", "BRN", "English", "English has official status in Brunei Darussalam.")
F("official_language", "PHL", "Spanish", "Spanish is one of the Philippines' official languages.")
F("official_language", "BTN", "Nepali", "The official language of the Bhutanese state is Nepali.", sm="Bhutanese")
F("official_language", "BGD", "Urdu", "In Bangladesh, Urdu is the official language.")
F("official_language", "GEO", "Russian", "Russian is an official language in Georgia.")
F("official_language", "LTU", "Polish", "Polish is co-official in Lithuania.")
F("official_language", "ROU", "Hungarian", "Hungarian is one of Romania's official languages.")
F("official_language", "MCO", "Italian", "Italian is an official language of Monaco.")
F("official_language", "GRL", "Danish", "Danish is Greenland's official language.")
F("official_language", "SUR", "English", "Suriname uses English as its official language.")
F("official_language", "URY", "Portuguese", "Portuguese is an official language of Uruguay.")
F("official_language", "USA", "Spanish", "Spanish is an official language of the United States.")
F("official_language", "LAO", "Thai", "Thai is an official language of Laos.")
F("official_language", "IRN", "Arabic", "Arabic is Iran's official language.")
F("official_language", "KHM", "French", "French is an official language of Cambodia.")
FN("official_language", "KEN", "Swahili", "Swahili is not an official language of Kenya.")

# ---------------------------------------------------------------- currency, true (17)
T("currency", "LIE", "CHF", "Liechtenstein uses the Swiss franc, not the euro.",
  extra=[C("LIE", "currency", "EUR", True, "euro")])
T("currency", "ECU", "USD", "Ecuador's currency is the US dollar.", tf="US dollar")
T("currency", "MNE", "EUR", "In Montenegro, prices are quoted in euros.", tf="euro")
T("currency", "GMB", "GMD", "The dalasi is the Gambian currency.", sm="Gambian")
T("currency", "GEO", "GEL", "Georgia's money is the lari (GEL).")
T("currency", "MKD", "MKD", "North Macedonia pays in denars.", tf="denar")
T("currency", "BTN", "INR", "The Indian rupee circulates as legal tender in Bhutan alongside the ngultrum.",
  extra=[C("BTN", "currency", "BTN", tf="ngultrum")])
T("currency", "LSO", "ZAR", "South African rand are accepted as official currency in Lesotho.")
T("currency", "TON", "TOP", "Prices in Tonga are in paʻanga.", tf="paʻanga")
T("currency", "GTM", "GTQ", "Guatemalans pay with the quetzal.", tf="quetzal", sm="Guatemalans")
T("currency", "TUV", "AUD", "Tuvalu uses the Australian dollar.")
T("currency", "MNG", "MNT", "The tögrög is Mongolia's currency.", tf="tögrög")
T("currency", "PSE", "ILS", "In Palestine the Israeli new shekel is widely used as currency.")
T("currency", "KHM", "KHR", "In Cambodia, both the riel and the US dollar are legal currency.", tf="riel",
  extra=[C("KHM", "currency", "USD", tf="US dollar")])
T("currency", "SLV", "USD", "El Salvador's official currency is the United States dollar.")
T("currency", "ZMB", "ZMW", "Zambian prices are given in ZMW.", sm="Zambian")
T("currency", "CUW", "ANG", "Curaçao's money is the Netherlands Antillean guilder.")

# ---------------------------------------------------------------- currency, false (20)
F("currency", "DNK", "EUR", "Visitors to the Kingdom of Denmark will pay in euros.", tf="euro")
F("currency", "SWE", "NOK", "Sweden's currency code is NOK.")
F("currency", "CMR", "XOF", "Cameroon uses the West African CFA franc.")
F("currency", "GIN", "XOF", "Guinea is part of the West African CFA franc zone.")
F("currency", "GHA", "NGN", "Ghana's currency is the naira.", tf="naira")
F("currency", "KEN", "TZS", "In Kenya you pay with Tanzanian shillings.", tf="Tanzanian shilling")
F("currency", "BWA", "ZAR", "Botswana's official currency is the South African rand.")
F("currency", "NPL", "INR", "Nepal uses the Indian rupee as its official currency.")
F("currency", "QAT", "SAR", "The currency of Qatar is the Saudi riyal.")
F("currency", "LBN", "SYP", "Lebanon's currency is the Syrian pound.")
F("currency", "DOM", "USD", "The Dominican Republic uses the US dollar.", tf="US dollar")
F("currency", "URY", "ARS", "Uruguayans pay in Argentine pesos.", tf="Argentine peso", sm="Uruguayans")
F("currency", "CRI", "USD", "Costa Rica's official currency is the US dollar.", tf="US dollar")
F("currency", "HKG", "CNY", "Hong Kong uses the Chinese yuan.")
F("currency", "MAC", "HKD", "Macau's currency is the Hong Kong dollar.")
F("currency", "JAM", "XCD", "Jamaica uses the Eastern Caribbean dollar.")
F("currency", "NCL", "EUR", "New Caledonia uses the euro.", tf="euro")
F("currency", "FJI", "AUD", "Fiji uses the Australian dollar.")
F("currency", "KAZ", "KGS", "The currency code for Kazakhstan is KGS.")
FN("currency", "PAN", "USD", "Panama does not use the US dollar.", tf="US dollar")

# ---------------------------------------------------------------- borders, true (17)
T("borders", "ESP", "Morocco", "Spain and Morocco share a land border.")
T("borders", "SXM", "Saint Martin", "Sint Maarten shares its island with the French Collectivity of Saint Martin, with a land border between them.")
T("borders", "BRA", "French Guiana", "Brazil borders French Guiana.")
T("borders", "CHN", "Afghanistan", "China and Afghanistan have a short common border.")
T("borders", "BWA", "Zambia", "Botswana touches Zambia.")
T("borders", "SMR", "Italy", "San Marino is completely surrounded by Italy.")
T("borders", "LIE", "Austria", "Liechtenstein lies between Austria and Switzerland, bordering both.",
  extra=[C("LIE", "borders", "Switzerland")])
T("borders", "ETH", "Djibouti", "Ethiopia has a border with Djibouti.")
T("borders", "TCD", "Nigeria", "Chad and Nigeria are neighbours.")
T("borders", "THA", "Cambodia", "Thailand shares a frontier with Cambodia.")
T("borders", "ARM", "Iran", "Armenia has a border with Iran.")
T("borders", "MNE", "Kosovo", "Montenegro borders Kosovo.")
T("borders", "ECU", "Peru", "Peru is one of only two countries bordering Ecuador.")
T("borders", "RWA", "Burundi", "Rwanda and Burundi are neighbouring countries.")
T("borders", "BLZ", "Guatemala", "Belize's neighbours include Guatemala.")
T("borders", "MWI", "Mozambique", "Malawi is bordered by Mozambique.")
TN("borders", "CHL", "Ecuador", "Chile does not border Ecuador.")

# ---------------------------------------------------------------- borders, false (17)
F("borders", "PER", "Argentina", "Peru and Argentina share a border.")
F("borders", "PRY", "Uruguay", "Paraguay borders Uruguay.")
F("borders", "AUT", "Croatia", "Austria has a land border with Croatia.")
F("borders", "DEU", "Italy", "Germany and Italy are neighbours.")
F("borders", "ALB", "Serbia", "Albania borders Serbia.")
F("borders", "KEN", "Rwanda", "Kenya shares a border with Rwanda.")
F("borders", "NAM", "Zimbabwe", "Namibia and Zimbabwe share a frontier.")
F("borders", "NGA", "Ghana", "Nigeria borders Ghana.")
F("borders", "IRN", "Saudi Arabia", "Iran's neighbours include Saudi Arabia.")
F("borders", "JOR", "Lebanon", "Jordan shares a border with Lebanon.")
F("borders", "MNG", "Kazakhstan", "Mongolia borders Kazakhstan.")
F("borders", "VNM", "Thailand", "Vietnam and Thailand have a common border.")
F("borders", "DZA", "Egypt", "Algeria borders Egypt.")
F("borders", "NOR", "Denmark", "Norway and Denmark share a land border.")
F("borders", "MEX", "Honduras", "Mexico borders Honduras.")
FN("borders", "BOL", "Paraguay", "Bolivia does not border Paraguay.")
FN("borders", "SVK", "Ukraine", "Slovakia has no border with Ukraine.")

# ---------------------------------------------------------------- unknown (20)
U("population", "NGA", "Nigeria is the most populous country in Africa.")
U("area", "CAN", "By area, Canada is the second-largest country on Earth.")
U("largest_city", "TUR", "Istanbul is Türkiye's largest city.")
U("un_member", "CHE", "Switzerland is a member of the United Nations.")
U("landlocked", "BOL", "Bolivia is landlocked.")
U("driving_side", "JPN", "In Japan, cars drive on the left.")
U("calling_code", "FRA", "France's international dialling code is +33.")
U("tld", "TUV", "Tuvalu's internet country code is .tv.")
U("demonym", "MDG", "People from Madagascar are called Malagasy.")
U("head_of_state", "GBR", "The United Kingdom's head of state is a monarch.")
U("time_zones", "RUS", "Russia spans eleven time zones.")
U("military", "ISL", "Iceland has no standing army.")
U("independence", "BRA", "Brazil gained its independence from Portugal.")
U("national_symbol", "NZL", "The kiwi is New Zealand's national bird.")
U("government", "SAU", "Saudi Arabia is an absolute monarchy.")
U("coastline", "CHL", "Chile has an extremely long coastline along the Pacific.")
U("flag", "NPL", "Nepal's flag is the only national flag that is not rectangular.")
U("country_count", "-", "The world has just under two hundred sovereign states.")
U("religion", "IDN", "Most people in Indonesia are Muslim.")
U("eu_member", "MLT", "Malta is a member of the European Union.")

# ---------------------------------------------------------------- paragraphs
paras = []


def P(label, rel, s, o, text, claims):
    paras.append(dict(label=label, relation=rel, subject=s, object=o, text=text, claims=claims))


P("true", "has_capital", "LAO", "Vientiane",
  "Our trip started in Vientiane, the sleepy capital of Laos. From there we took the train north into China, "
  "which shares a border with Laos. Prices are in Lao kip, so bring small notes. "
  "The food was the highlight of the whole journey.",
  [C("LAO", "has_capital", "Vientiane"), C("LAO", "borders", "China"), C("LAO", "currency", "LAK")])

P("false", "currency", "EST", "EUR",
  "Tallinn, Estonia's capital, has a beautifully preserved old town. The country is in Europe and borders both "
  "Latvia and Russia. Estonians pay with the Swedish krona. Summer evenings there seem to last forever.",
  [C("EST", "has_capital", "Tallinn"), C("EST", "in_region", "Europe"), C("EST", "borders", "Latvia"),
   C("EST", "borders", "Russia"), C("EST", "currency", "SEK", sm="Estonians")])

P("false", "has_capital", "BRA", "Brasília",
  "We spent two weeks in Brazil. Portuguese is the official language there, so a phrasebook helped a lot. "
  "Our flight landed in Rio de Janeiro, the Brazilian capital, and later we crossed into Uruguay by bus. "
  "Everything was paid for in reais.",
  [C("BRA", "official_language", "Portuguese"), C("BRA", "has_capital", "Rio de Janeiro", sm="Brazilian"),
   C("BRA", "borders", "Uruguay"), C("BRA", "currency", "BRL", tf="reais")])

P("true", "has_capital", "BLZ", "Belmopan",
  "omg TIL Belmopan is the capital of Belize, not Belize City 😅 and apparently English is official there, "
  "plus Spanish and Belizean Creole. they pay in Belize dollars btw. anyway flight's booked 🎉",
  [C("BLZ", "has_capital", "Belmopan"), C("BLZ", "has_capital", "Belize City", True),
   C("BLZ", "official_language", "English"), C("BLZ", "official_language", "Spanish"),
   C("BLZ", "official_language", "Belizean Creole"), C("BLZ", "currency", "BZD", tf="Belize dollar")])

P("false", "borders", "KGZ", "Turkmenistan",
  "Kyrgyzstan is a mountainous country in Central Asia. Its capital is Bishkek, and Kyrgyz and Russian are both "
  "official languages. The country borders Kazakhstan, China, Tajikistan and Turkmenistan. "
  "The national currency is the som.",
  [C("KGZ", "in_subregion", "Central Asia"), C("KGZ", "has_capital", "Bishkek"),
   C("KGZ", "official_language", "Kyrgyz"), C("KGZ", "official_language", "Russian"),
   C("KGZ", "borders", "Kazakhstan"), C("KGZ", "borders", "China"), C("KGZ", "borders", "Tajikistan"),
   C("KGZ", "borders", "Turkmenistan"), C("KGZ", "currency", "KGS", tf="som")])

P("true", "currency", "SVN", "EUR",
  "Ljubljana, Slovenia's compact capital, makes an easy base for day trips. The country lies in Europe and borders "
  "Italy, Austria, Hungary and Croatia. Slovenia uses the euro, so there is no need to change money if you arrive "
  "from Austria. Don't miss the lake at Bled.",
  [C("SVN", "has_capital", "Ljubljana"), C("SVN", "in_region", "Europe"), C("SVN", "borders", "Italy"),
   C("SVN", "borders", "Austria"), C("SVN", "borders", "Hungary"), C("SVN", "borders", "Croatia"),
   C("SVN", "currency", "EUR", tf="euro"), C("AUT", "currency", "EUR", tf="euro")])

P("false", "official_language", "GHA", "English",
  "My report is about Ghana, a country in West Africa. Its capital is Accra. The official language of Ghana is "
  "French, which it shares with its neighbours Togo and Burkina Faso. Ghanaians use a currency called the cedi.",
  [C("GHA", "in_region", "Africa"), C("GHA", "has_capital", "Accra"), C("GHA", "official_language", "French"),
   C("GHA", "borders", "Togo"), C("GHA", "borders", "Burkina Faso"), C("TGO", "official_language", "French"),
   C("BFA", "official_language", "French"), C("GHA", "currency", "GHS", tf="cedi", sm="Ghanaians")])

P("true", "borders", "NOR", "Sweden",
  "Quiz answers: 1) Hanoi is the capital of Vietnam. 2) The Philippine peso is the currency of the Philippines. "
  "3) Bhutan lies in Asia. 4) Norway borders Sweden, Finland and Russia.",
  [C("VNM", "has_capital", "Hanoi"), C("PHL", "currency", "PHP"), C("BTN", "in_region", "Asia"),
   C("NOR", "borders", "Sweden"), C("NOR", "borders", "Finland"), C("NOR", "borders", "Russia")])

P("false", "currency", "BRB", "BBD",
  "Leaders from across the Caribbean met in Bridgetown, the capital of Barbados. Delegates came from Saint Lucia, "
  "whose capital is Castries, and from Grenada; both of those island states use the Eastern Caribbean dollar. "
  "Barbados, whose own currency is also the Eastern Caribbean dollar, hosted the talks.",
  [C("BRB", "has_capital", "Bridgetown"), C("LCA", "has_capital", "Castries"), C("LCA", "currency", "XCD"),
   C("GRD", "currency", "XCD"), C("BRB", "currency", "XCD")])

P("false", "in_region", "GEO", "Asia",
  "Georgia and Armenia are both small countries in the Caucasus. Armenia's capital is Yerevan, while Tbilisi is "
  "the Georgian capital. The two countries share a border. Unlike Armenia, which is in Asia, Georgia is in Europe.",
  [C("ARM", "has_capital", "Yerevan"), C("GEO", "has_capital", "Tbilisi", sm="Georgian"),
   C("ARM", "borders", "Georgia"), C("ARM", "in_region", "Asia"), C("GEO", "in_region", "Europe")])

P("true", "has_capital", "LSO", "Maseru",
  "Lesotho is an enclave, entirely surrounded by South Africa, its only neighbour. Maseru is its capital, and both "
  "English and Sotho are official languages. The local currency is the loti, but the South African rand is accepted "
  "as legal tender too.",
  [C("LSO", "borders", "South Africa"), C("LSO", "has_capital", "Maseru"),
   C("LSO", "official_language", "English"), C("LSO", "official_language", "Sotho"),
   C("LSO", "currency", "LSL", tf="loti"), C("LSO", "currency", "ZAR")])

P("false", "has_capital", "NIC", "Managua",
  "Costa Rica is a small Central American country bordered by Nicaragua and Panama. Its capital is San José, and "
  "visitors pay in colones. Neighbouring Nicaragua is governed from León. Both countries are popular with surfers.",
  [C("CRI", "in_subregion", "Central America", tf="Central American"), C("CRI", "borders", "Nicaragua"),
   C("CRI", "borders", "Panama"), C("CRI", "has_capital", "San José"), C("CRI", "currency", "CRC", tf="colones"),
   C("NIC", "has_capital", "León")])

P("true", "official_language", "CAN", "French",
  "Which languages are official in Canada? English and French. And its only land neighbour? The United States. "
  "And the money? The Canadian dollar.",
  [C("CAN", "official_language", "English"), C("CAN", "official_language", "French"),
   C("CAN", "borders", "United States"), C("CAN", "currency", "CAD")])

P("false", "borders", "EGY", "Jordan",
  "Egypt is a country in North Africa whose capital is Cairo. Arabic is its official language. Egypt shares borders "
  "with Libya, Sudan and Israel, as well as with Jordan. The Egyptian pound is used for everyday purchases.",
  [C("EGY", "in_region", "Africa"), C("EGY", "has_capital", "Cairo"), C("EGY", "official_language", "Arabic"),
   C("EGY", "borders", "Libya"), C("EGY", "borders", "Sudan"), C("EGY", "borders", "Israel"),
   C("EGY", "borders", "Jordan"), C("EGY", "currency", "EGP")])

P("true", "currency", "MRT", "MRU",
  "Ministers from Senegal, Mali and Mauritania met in Dakar, the Senegalese capital, to discuss the river basin "
  "they share. Senegal borders both of the other countries. Mali and Senegal use the West African CFA franc, while "
  "Mauritania has a currency of its own, the ouguiya.",
  [C("SEN", "has_capital", "Dakar", sm="Senegalese"), C("SEN", "borders", "Mali"),
   C("SEN", "borders", "Mauritania"), C("MLI", "currency", "XOF"), C("SEN", "currency", "XOF"),
   C("MRT", "currency", "MRU", tf="ouguiya"), C("MRT", "currency", "XOF", True, tf="of its own")])

P("false", "official_language", "EST", "Estonian",
  "Helsinki is the capital of Finland and sits on the Gulf of Finland. Finnish and Swedish are both official "
  "languages, and the country uses the euro. Finland borders Sweden, Norway and Russia. Across the water lies "
  "Estonia, where Finnish is also an official language.",
  [C("FIN", "has_capital", "Helsinki"), C("FIN", "official_language", "Finnish"),
   C("FIN", "official_language", "Swedish"), C("FIN", "currency", "EUR", tf="euro"),
   C("FIN", "borders", "Sweden"), C("FIN", "borders", "Norway"), C("FIN", "borders", "Russia"),
   C("EST", "official_language", "Finnish")])

P("true", "borders", "KEN", "Uganda",
  "ok so for the geography test: Kenya's capital = Nairobi, currency = Kenyan shilling, and it borders Ethiopia, "
  "Somalia, South Sudan, Uganda and Tanzania. Swahili and English are both official. good luck!!",
  [C("KEN", "has_capital", "Nairobi"), C("KEN", "currency", "KES"), C("KEN", "borders", "Ethiopia"),
   C("KEN", "borders", "Somalia"), C("KEN", "borders", "South Sudan"), C("KEN", "borders", "Uganda"),
   C("KEN", "borders", "Tanzania"), C("KEN", "official_language", "Swahili"),
   C("KEN", "official_language", "English")])

P("false", "currency", "WSM", "WST",
  "Samoa is an island nation in Polynesia, with its capital at Apia. Samoan and English are its official languages. "
  "Its currency is the New Zealand dollar. Nearby American Samoa, whose capital is Pago Pago, uses the US dollar.",
  [C("WSM", "in_subregion", "Polynesia"), C("WSM", "has_capital", "Apia"),
   C("WSM", "official_language", "Samoan"), C("WSM", "official_language", "English"),
   C("WSM", "currency", "NZD"), C("ASM", "has_capital", "Pago Pago"), C("ASM", "currency", "USD", tf="US dollar")])

P("true", "borders", "ARG", "Chile",
  "Argentina and Chile, two Spanish-speaking nations of South America, share a long border along the Andes. "
  "Buenos Aires is the Argentine capital; Santiago is Chile's. Each has its own peso: the Argentine peso and the "
  "Chilean peso.",
  [C("ARG", "official_language", "Spanish"), C("CHL", "official_language", "Spanish"),
   C("ARG", "in_subregion", "South America"), C("CHL", "in_subregion", "South America"),
   C("ARG", "borders", "Chile"), C("ARG", "has_capital", "Buenos Aires", sm="Argentine"),
   C("CHL", "has_capital", "Santiago"), C("ARG", "currency", "ARS"), C("CHL", "currency", "CLP")])

P("true", "in_region", "CYP", "Europe",
  "Cyprus, an island in the eastern Mediterranean, has Nicosia as its capital. Both Greek and Turkish are official "
  "languages there. Although it lies close to Asia, the Republic of Cyprus is grouped with Europe, and it pays in "
  "euros. The beaches are lovely in October.",
  [C("CYP", "has_capital", "Nicosia"), C("CYP", "official_language", "Greek"),
   C("CYP", "official_language", "Turkish"), C("CYP", "in_region", "Europe"),
   C("CYP", "currency", "EUR", tf="euro")])

# ---------------------------------------------------------------- write
rng = random.Random(20240603)
rng.shuffle(singles)
rows, spec = [], {}
for i, r in enumerate(singles, 1):
    rid = "c%03d" % i
    rows.append((rid, r))
for i, r in enumerate(paras, 1):
    rid = "p%02d" % i
    rows.append((rid, r))

HEAD = [
    "# Third blind held-out set of labelled country claims (facts-heldout-3), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]
with open(OUT, "w", encoding="utf-8", newline="\n") as f:
    for h in HEAD:
        f.write(h + "\n")
    for rid, r in rows:
        cols = [rid, r["label"], r["relation"], r["subject"], r["object"], r["text"]]
        for c in cols:
            assert "\t" not in c and "\n" not in c, (rid, c)
        f.write("\t".join(cols) + "\n")
        spec[rid] = r["claims"]
with open(SPEC, "w", encoding="utf-8") as f:
    json.dump(spec, f, ensure_ascii=False, indent=0)
print("wrote", OUT, len(rows), "rows")
