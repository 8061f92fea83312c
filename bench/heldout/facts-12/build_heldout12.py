#!/usr/bin/env python3
"""Build facts-heldout-12 (TSV + spec JSON) from hand-written row definitions.

Written from /work/shared/data/facts-countries/{kb.jsonl,entities.jsonl,README.md} only.
Every claim in every row is evaluated against kb.jsonl here; the build aborts if a
row's intended label does not follow from its claims.

Claim notation: "[!]rel:SUBJ:object"
  rel  = cap (has_capital) | reg (in_region) | sub (in_subregion)
         | lang (official_language) | cur (currency, object = ISO 4217 code)
         | bor (borders, object = cca3 of the other country)
  "!"  = the text states the negation ("X does not border Y", "X doesn't use the euro").
Row fields: t = text, c = claims, l = intended label, p = index of the claim the
row-level columns describe (default: the first failing claim, else 0),
o = override for the row-level object column (false language rows: which of the
KB's several values to name), u = (relation, subject) for unknown rows,
g = genre (paragraphs).
"""
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = "/work/shared/data/facts-countries"
KB_PATH = os.path.join(DATA, "kb.jsonl")
ENT_PATH = os.path.join(DATA, "entities.jsonl")
TSV_PATH = os.path.join(HERE, "facts-heldout-12.tsv")
SPEC_PATH = os.path.join(HERE, "facts-heldout-12.spec.json")

REL = {"cap": "has_capital", "reg": "in_region", "sub": "in_subregion",
       "lang": "official_language", "cur": "currency", "bor": "borders"}
SINGLE_VALUED = {"has_capital", "in_region", "in_subregion"}

HEADERS = [
    "# Twelfth blind held-out set of labelled country claims (facts-heldout-12), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]


def T(t, c, l="true", **kw):
    d = {"t": t, "c": c, "l": l}
    d.update(kw)
    return d


def F(t, c, **kw):
    return T(t, c, "false", **kw)


def U(t, rel, subj):
    return {"t": t, "c": [], "l": "unknown", "u": (rel, subj)}


# ---------------------------------------------------------------- single claims
SINGLES = [
    # ---- has_capital, false (17)
    F("Melbourne is Australia's capital.", ["cap:AUS:Melbourne"]),
    F("Q: What's the capital of Morocco? A: Casablanca.", ["cap:MAR:Casablanca"]),
    F("The Pakistani capital, Karachi, sits on the Arabian Sea coast.", ["cap:PAK:Karachi"]),
    F("Canada's capital city? Toronto, obviously.", ["cap:CAN:Toronto"]),
    F("Zurich is the Swiss capital.", ["cap:CHE:Zurich"]),
    F("If I remember right, the capital of Vietnam is Ho Chi Minh City.", ["cap:VNM:Ho Chi Minh City"]),
    F("BREAKING: Thousands rally in Yangon, Myanmar's capital", ["cap:MMR:Yangon"]),
    F("Douala is the capital of the Republic of Cameroon.", ["cap:CMR:Douala"]),
    F("Dar es Salaam is Tanzania's capital.", ["cap:TZA:Dar es Salaam"]),
    F("New Zealand's capital is Auckland, I'm pretty sure.", ["cap:NZL:Auckland"]),
    F("Bujumbura remains the capital city of Burundi.", ["cap:BDI:Bujumbura"]),
    F("Belize City is the capital of Belize.", ["cap:BLZ:Belize City"]),
    F("India is governed from its capital, Mumbai.", ["cap:IND:Mumbai"]),
    F("Jeddah is the capital of the Kingdom of Saudi Arabia.", ["cap:SAU:Jeddah"]),
    F("The capital of Tonga is Apia.", ["cap:TON:Apia"]),
    F("Chișinău is the Romanian capital.", ["cap:ROU:Chișinău"]),
    F("Canberra isn't actually the capital of Australia.", ["!cap:AUS:Canberra"]),
    # ---- has_capital, true (17)
    T("Abuja, not Lagos, is Nigeria's capital.", ["cap:NGA:Abuja", "!cap:NGA:Lagos"]),
    T("The Kenyan capital is Nairobi.", ["cap:KEN:Nairobi"]),
    T("New Zealand's parliament sits in Wellington, the nation's capital.", ["cap:NZL:Wellington"]),
    T("The Federative Republic of Brazil has Brasília as its capital.", ["cap:BRA:Brasília"]),
    T("Côte d'Ivoire's official capital is Yamoussoukro, even though Abidjan is bigger.", ["cap:CIV:Yamoussoukro"]),
    T("Dodoma, not Dar es Salaam, is the capital of the United Republic of Tanzania.", ["cap:TZA:Dodoma", "!cap:TZA:Dar es Salaam"]),
    T("Q: Capital of the Swiss Confederation? A: Bern.", ["cap:CHE:Bern"]),
    T("Burundi's political capital is Gitega.", ["cap:BDI:Gitega"]),
    T("Benin's capital is Porto-Novo, though Cotonou is the largest city.", ["cap:BEN:Porto-Novo"]),
    T("Naypyidaw serves as the capital of Burma.", ["cap:MMR:Naypyidaw"]),
    T("HEADLINE: Monsoon floods swamp Dhaka, capital of Bangladesh", ["cap:BGD:Dhaka"]),
    T("Ulan Bator is Mongolia's capital city.", ["cap:MNG:Ulan Bator"]),
    T("yep, astana is the kazakh capital", ["cap:KAZ:Astana"]),
    T("Pretoria is one of South Africa's capitals, alongside Cape Town and Bloemfontein.", ["cap:ZAF:Pretoria", "cap:ZAF:Cape Town", "cap:ZAF:Bloemfontein"]),
    T("In Bolivia, the constitutional capital is Sucre.", ["cap:BOL:Sucre"]),
    T("Iceland's capital, Reykjavik, is the northernmost capital of any sovereign state.", ["cap:ISL:Reykjavik"]),
    T("The Kingdom of Bhutan is governed from Thimphu, its capital.", ["cap:BTN:Thimphu"]),
    # ---- in_region, false (17)
    F("Azerbaijan is a European country.", ["reg:AZE:Europe"]),
    F("Is Kazakhstan in Asia or Europe? Europe.", ["reg:KAZ:Europe"]),
    F("Brunei is located in Oceania.", ["reg:BRN:Oceania"]),
    F("Geographically speaking, Iceland is part of the Americas.", ["reg:ISL:Americas"]),
    F("Egypt? That's an Asian country.", ["reg:EGY:Asia"]),
    F("Réunion, being French, counts as part of Europe.", ["reg:REU:Europe"]),
    F("Indonesia belongs to Oceania.", ["reg:IDN:Oceania"]),
    F("The Maldives lie in Africa.", ["reg:MDV:Africa"]),
    F("The Falkland Islands, or Islas Malvinas, are a European territory.", ["reg:FLK:Europe"]),
    F("Bermuda is in Europe, as far as regions go.", ["reg:BMU:Europe"]),
    F("The British Indian Ocean Territory is found in Asia.", ["reg:IOT:Asia"]),
    F("Guam is an Asian island.", ["reg:GUM:Asia"]),
    F("South Georgia and the South Sandwich Islands belong to the Americas region.", ["reg:SGS:Americas"]),
    F("French Guiana is in Europe, since it's part of France.", ["reg:GUF:Europe"]),
    F("Greenland? Definitely Europe.", ["reg:GRL:Europe"]),
    F("The Seychelles are an Asian archipelago.", ["reg:SYC:Asia"]),
    F("Russia isn't in Europe.", ["!reg:RUS:Europe"]),
    # ---- in_region, true (16)
    T("Türkiye counts as an Asian country.", ["reg:TUR:Asia"]),
    T("Russia is part of Europe.", ["reg:RUS:Europe"]),
    T("Australia lies in Oceania.", ["reg:AUS:Oceania"]),
    T("Chile is a country of the Americas.", ["reg:CHL:Americas"]),
    T("The Republic of Cyprus is geographically European.", ["reg:CYP:Europe"]),
    T("Réunion is located in Africa.", ["reg:REU:Africa"]),
    T("Fiji is an Oceanian nation.", ["reg:FJI:Oceania"]),
    T("Antarctica makes up the Antarctic region.", ["reg:ATA:Antarctic"]),
    T("Georgia is in Asia, not Europe.", ["reg:GEO:Asia", "!reg:GEO:Europe"]),
    T("Is Mayotte in Africa? Yes.", ["reg:MYT:Africa"]),
    T("Kiribati is among the countries of Oceania.", ["reg:KIR:Oceania"]),
    T("The Falklands sit in the Americas.", ["reg:FLK:Americas"]),
    T("Europe is where Iceland lies.", ["reg:ISL:Europe"]),
    T("Papua New Guinea is not in Asia.", ["!reg:PNG:Asia"]),
    T("Suriname? Americas.", ["reg:SUR:Americas"]),
    T("Tuvalu, a tiny Pacific nation, lies within Oceania.", ["reg:TUV:Oceania"]),
    # ---- in_subregion, false (16)
    F("Germany is in Central Europe.", ["sub:DEU:Central Europe"]),
    F("Poland is an Eastern European country.", ["sub:POL:Eastern Europe"]),
    F("Panama is in South America.", ["sub:PAN:South America"]),
    F("Sudan lies in Eastern Africa.", ["sub:SDN:Eastern Africa"]),
    F("Zimbabwe belongs to Southern Africa.", ["sub:ZWE:Southern Africa"]),
    F("Iran is part of Western Asia.", ["sub:IRN:Western Asia"]),
    F("Romania sits in Eastern Europe.", ["sub:ROU:Eastern Europe"]),
    F("The UK? Western Europe, of course.", ["sub:GBR:Western Europe"]),
    F("Estonia is one of the Eastern European states.", ["sub:EST:Eastern Europe"]),
    F("Guyana is a Caribbean nation.", ["sub:GUY:Caribbean"]),
    F("Fiji is in Polynesia.", ["sub:FJI:Polynesia"]),
    F("Mongolia is among the Central Asian states.", ["sub:MNG:Central Asia"]),
    F("Angola belongs to the Southern Africa subregion.", ["sub:AGO:Southern Africa"]),
    F("Cameroon, a West African nation, exports a lot of cocoa.", ["sub:CMR:Western Africa"]),
    F("The Commonwealth of the Bahamas is located in North America.", ["sub:BHS:North America"]),
    F("Ukraine isn't part of Eastern Europe.", ["!sub:UKR:Eastern Europe"]),
    # ---- in_subregion, true (17)
    T("Western Europe includes Germany.", ["sub:DEU:Western Europe"]),
    T("Poland lies in Central Europe.", ["sub:POL:Central Europe"]),
    T("Mexico is part of North America.", ["sub:MEX:North America"]),
    T("Iran sits in Southern Asia.", ["sub:IRN:Southern Asia"]),
    T("Fiji is one of the Melanesian countries.", ["sub:FJI:Melanesia"]),
    T("Jamaica is a Caribbean island nation.", ["sub:JAM:Caribbean"]),
    T("Guatemala is a Central American country.", ["sub:GTM:Central America"]),
    T("Vietnam belongs to South-Eastern Asia.", ["sub:VNM:South-Eastern Asia"]),
    T("Chad's subregion is Middle Africa.", ["sub:TCD:Middle Africa"]),
    T("Which subregion is Ukraine in? Eastern Europe.", ["sub:UKR:Eastern Europe"]),
    T("Croatia: Southeast Europe.", ["sub:HRV:Southeast Europe"]),
    T("Sweden is found in Northern Europe.", ["sub:SWE:Northern Europe"]),
    T("Palau belongs to the Micronesia subregion.", ["sub:PLW:Micronesia"]),
    T("Afghanistan is not in Central Asia.", ["!sub:AFG:Central Asia"]),
    T("New Zealand falls within the Australia and New Zealand subregion.", ["sub:NZL:Australia and New Zealand"]),
    T("Iraq is a Western Asian state.", ["sub:IRQ:Western Asia"]),
    T("You'll find Botswana in Southern Africa.", ["sub:BWA:Southern Africa"]),
    # ---- official_language, false (17)
    F("Portuguese is Argentina's official language.", ["lang:ARG:Portuguese"], o="Spanish"),
    F("In Andorra, Spanish has official status.", ["lang:AND:Spanish"]),
    F("Catalan is an official language of Spain.", ["lang:ESP:Catalan"]),
    F("Russian is one of Latvia's official languages.", ["lang:LVA:Russian"]),
    F("Indonesia's official language is Malay.", ["lang:IDN:Malay"]),
    F("French is an official language in Morocco.", ["lang:MAR:French"], o="Arabic"),
    F("India recognises Urdu as an official language.", ["lang:IND:Urdu"], o="Hindi"),
    F("Arabic is Iran's official language.", ["lang:IRN:Arabic"]),
    F("Greenlanders have Danish as an official language.", ["lang:GRL:Danish"]),
    F("They speak Turkish officially in Azerbaijan.", ["lang:AZE:Turkish"], o="Azerbaijani"),
    F("Swahili is an official language of the Republic of Rwanda.", ["lang:RWA:Swahili"], o="Kinyarwanda"),
    F("Eswatini's official languages include Zulu.", ["lang:SWZ:Zulu"], o="Swazi"),
    F("On Aruba, English is an official language.", ["lang:ABW:English"], o="Dutch"),
    F("Malta's official languages are Maltese and Italian.", ["lang:MLT:Maltese", "lang:MLT:Italian"], o="English"),
    F("Spanish remains an official language of the Philippines.", ["lang:PHL:Spanish"], o="Filipino"),
    F("Pakistan gives Hindi official status.", ["lang:PAK:Hindi"], o="Urdu"),
    F("Tamil is not an official language of Singapore.", ["!lang:SGP:Tamil"]),
    # ---- official_language, true (16)
    T("Dutch is one of Belgium's official languages.", ["lang:BEL:Dutch"]),
    T("Romansh has official status in the Swiss Confederation.", ["lang:CHE:Romansh"]),
    T("Guaraní is co-official with Spanish in Paraguay.", ["lang:PRY:Guaraní", "lang:PRY:Spanish"]),
    T("Ireland's official languages include Irish.", ["lang:IRL:Irish"]),
    T("New Zealand counts Māori among its official languages.", ["lang:NZL:Māori"]),
    T("Haitian Creole and French are Haiti's official languages.", ["lang:HTI:Haitian Creole", "lang:HTI:French"]),
    T("Filipino is official in the Philippines.", ["lang:PHL:Filipino"]),
    T("Luxembourgish is an official language of the Grand Duchy of Luxembourg.", ["lang:LUX:Luxembourgish"]),
    T("Hindi isn't an official language of Nepal; Nepali is.", ["!lang:NPL:Hindi", "lang:NPL:Nepali"]),
    T("The Vatican lists Latin among its official languages.", ["lang:VAT:Latin"]),
    T("South Africa's official languages include Zulu.", ["lang:ZAF:Zulu"]),
    T("Malagasy and French are both official in Madagascar.", ["lang:MDG:Malagasy", "lang:MDG:French"]),
    T("Tetum is official in East Timor.", ["lang:TLS:Tetum"]),
    T("Bislama is an official language in Vanuatu.", ["lang:VUT:Bislama"]),
    T("Hebrew has official status in the State of Israel.", ["lang:ISR:Hebrew"]),
    T("Farsi, also called Persian, is the official language of Iran.", ["lang:IRN:Persian (Farsi)"]),
    # ---- currency, false (17)
    F("Serbia's currency is the euro.", ["cur:SRB:EUR"]),
    F("Norway uses the euro.", ["cur:NOR:EUR"]),
    F("In the Czech Republic you pay in euros.", ["cur:CZE:EUR"]),
    F("Hungary's currency code is EUR.", ["cur:HUN:EUR"]),
    F("In Nepal, people pay with Indian rupees.", ["cur:NPL:INR"]),
    F("Guinea uses the West African CFA franc.", ["cur:GIN:XOF"]),
    F("Cameroon's money is the West African CFA franc (XOF).", ["cur:CMR:XOF"]),
    F("Hong Kong's currency is the Chinese yuan.", ["cur:HKG:CNY"]),
    F("Macau uses Hong Kong dollars.", ["cur:MAC:HKD"]),
    F("The South African rand is Botswana's currency.", ["cur:BWA:ZAR"]),
    F("New Zealanders pay with Australian dollars.", ["cur:NZL:AUD"]),
    F("The Maldives runs on the Indian rupee.", ["cur:MDV:INR"]),
    F("Canada's official currency is the US dollar.", ["cur:CAN:USD"]),
    F("Belarusians pay in Russian rubles.", ["cur:BLR:RUB"]),
    F("The Kazakhstani tenge (KZT) is the currency of Kyrgyzstan.", ["cur:KGZ:KZT"]),
    F("Omanis use the UAE dirham.", ["cur:OMN:AED"]),
    F("Ecuador doesn't use the US dollar.", ["!cur:ECU:USD"]),
    # ---- currency, true (17)
    T("Montenegro has adopted the euro.", ["cur:MNE:EUR"]),
    T("Poland doesn't use the euro; its currency is the złoty.", ["!cur:POL:EUR", "cur:POL:PLN"]),
    T("Senegal's currency is the West African CFA franc.", ["cur:SEN:XOF"]),
    T("Cameroon uses the Central African CFA franc (XAF).", ["cur:CMR:XAF"]),
    T("The South African rand also circulates as a currency in Lesotho.", ["cur:LSO:ZAR"]),
    T("Tuvalu uses Australian dollars.", ["cur:TUV:AUD"]),
    T("Brunei's currency code: BND.", ["cur:BRN:BND"]),
    T("Sweden pays in kronor, not euros.", ["cur:SWE:SEK", "!cur:SWE:EUR"]),
    T("North Macedonia's money is the denar.", ["cur:MKD:MKD"]),
    T("The Vietnamese đồng is Vietnam's currency.", ["cur:VNM:VND"]),
    T("El Salvador switched to the United States dollar as its currency.", ["cur:SLV:USD"]),
    T("The Cook Islands use the New Zealand dollar alongside their own Cook Islands dollar.", ["cur:COK:NZD", "cur:COK:CKD"]),
    T("On the Isle of Man, the Manx pound and the British pound are both used.", ["cur:IMN:IMP", "cur:IMN:GBP"]),
    T("In French Polynesia, prices are in CFP francs (XPF).", ["cur:PYF:XPF"]),
    T("Icelanders pay in Icelandic krónur.", ["cur:ISL:ISK"]),
    T("Money in Guinea-Bissau means the West African CFA franc.", ["cur:GNB:XOF"]),
    T("Kiribati issues its own Kiribati dollar but mainly uses the Australian dollar.", ["cur:KIR:KID", "cur:KIR:AUD"]),
    # ---- borders, false (16)
    F("The Netherlands borders Luxembourg.", ["bor:NLD:LUX"]),
    F("Germany shares a border with Italy.", ["bor:DEU:ITA"]),
    F("Chile and Paraguay share a land border.", ["bor:CHL:PRY"]),
    F("Uganda is a neighbour of Burundi.", ["bor:UGA:BDI"]),
    F("Is there a land border between Egypt and Jordan? Yes.", ["bor:EGY:JOR"]),
    F("Iran and Saudi Arabia have a common land border.", ["bor:IRN:SAU"]),
    F("Zimbabwe and Namibia are neighbours.", ["bor:ZWE:NAM"]),
    F("You can drive straight from Vietnam into Thailand without passing through another country.", ["bor:VNM:THA"]),
    F("Malaysia shares a land border with Singapore.", ["bor:MYS:SGP"]),
    F("Nigeria's western neighbour is Ghana.", ["bor:NGA:GHA"]),
    F("Honduras is bordered by Costa Rica.", ["bor:HND:CRI"]),
    F("Armenia has a land border with Russia.", ["bor:ARM:RUS"]),
    F("Morocco and Tunisia are next-door neighbours.", ["bor:MAR:TUN"]),
    F("Bangladesh borders Nepal.", ["bor:BGD:NPL"]),
    F("Chile does not border Bolivia.", ["!bor:CHL:BOL"]),
    F("Contrary to popular belief, Laos does not border Myanmar.", ["!bor:LAO:MMR"]),
    # ---- borders, true (17)
    T("Spain borders Morocco.", ["bor:ESP:MAR"]),
    T("Russia and North Korea share a short land border.", ["bor:RUS:PRK"]),
    T("Brazil shares a border with French Guiana.", ["bor:BRA:GUF"]),
    T("Kenya is adjacent to Somalia.", ["bor:KEN:SOM"]),
    T("Thailand's southern neighbour is Malaysia.", ["bor:THA:MYS"]),
    T("The United Kingdom is Ireland's only land neighbour.", ["bor:IRL:GBR"]),
    T("Lesotho is entirely surrounded by South Africa.", ["bor:LSO:ZAF"]),
    T("France does not border Portugal.", ["!bor:FRA:PRT"]),
    T("Yes, Sint Maarten borders Saint Martin; the two share one island.", ["bor:SXM:MAF"]),
    T("Uganda doesn't share a border with Ethiopia.", ["!bor:UGA:ETH"]),
    T("China is bordered by Pakistan, among many others.", ["bor:CHN:PAK"]),
    T("Serbia and Hungary are neighbours.", ["bor:SRB:HUN"]),
    T("Zambia has a land border with Namibia.", ["bor:ZMB:NAM"]),
    T("Eswatini is bordered by Mozambique and South Africa.", ["bor:SWZ:MOZ", "bor:SWZ:ZAF"]),
    T("There's a land border between Colombia and Panama.", ["bor:COL:PAN"]),
    T("Iraq and Kuwait share a border.", ["bor:IRQ:KWT"]),
    T("Türkiye neighbours Iran.", ["bor:TUR:IRN"]),
    # ---- unknown (25): relations the KB does not have
    U("Lagos is the largest city in Nigeria.", "largest_city", "NGA"),
    U("Japan drives on the left.", "driving_side", "JPN"),
    U("Brazil's population is over 200 million.", "population", "BRA"),
    U("The international calling code for France is +33.", "calling_code", "FRA"),
    U("Mount Kilimanjaro is the highest point in Tanzania.", "highest_point", "TZA"),
    U("Ghana became independent in 1957.", "independence_year", "GHA"),
    U("Canada's head of state is the British monarch.", "head_of_state", "CAN"),
    U("Germany has the largest GDP in the European Union.", "gdp", "DEU"),
    U("Kenya's national anthem is 'Ee Mungu Nguvu Yetu'.", "anthem", "KEN"),
    U("Mongolia is a landlocked country.", "landlocked", "MNG"),
    U("Russia spans eleven time zones.", "time_zones", "RUS"),
    U("Tuvalu's internet domain is .tv.", "tld", "TUV"),
    U("Cricket is the most popular sport in India.", "popular_sport", "IND"),
    U("Bolivia's flag is red, yellow and green.", "flag", "BOL"),
    U("Istanbul is Türkiye's largest city.", "largest_city", "TUR"),
    U("Sweden has a population of roughly ten million.", "population", "SWE"),
    U("Australia's highest mountain is Mount Kosciuszko.", "highest_point", "AUS"),
    U("In Indonesia, people drive on the left side of the road.", "driving_side", "IDN"),
    U("New Zealand was the first country to give women the vote.", "women_suffrage", "NZL"),
    U("Iceland has no standing army.", "military", "ISL"),
    U("Norway's head of state is King Harald V.", "head_of_state", "NOR"),
    U("Nepal's flag is the only non-rectangular national flag.", "flag", "NPL"),
    U("Almaty is the largest city in Kazakhstan.", "largest_city", "KAZ"),
    U("Qatar hosted the 2022 FIFA World Cup.", "sporting_events", "QAT"),
    U("Chile stretches more than 4,000 km from north to south.", "length", "CHL"),
]

# ---------------------------------------------------------------- paragraphs
PARAS = [
    # ---- podcast transcript (8)
    T("MAYA: Welcome back to Map Nerds, and this week we're talking about Vietnam. TOM: Right, and its capital is Hanoi, not Ho Chi Minh City, which trips a lot of people up. MAYA: It borders China, Laos and Cambodia, and the currency is the đồng. TOM: Fun fact, I once left a whole wallet of đồng in a Hanoi taxi.",
      ["cap:VNM:Hanoi", "!cap:VNM:Ho Chi Minh City", "bor:VNM:CHN", "bor:VNM:LAO", "bor:VNM:KHM", "cur:VNM:VND"], g="podcast transcript"),
    F("PRIYA: Episode 41, and we're finally doing Australia. JON: Okay, so the capital is Sydney, and the country uses the Australian dollar. PRIYA: It sits in Oceania, obviously, and English is the official language. JON: Also quokkas, which honestly deserve an episode of their own.",
      ["cap:AUS:Sydney", "cur:AUS:AUD", "reg:AUS:Oceania", "lang:AUS:English"], g="podcast transcript"),
    F("LENA: Today's listener question is about Spain and Portugal. MARCUS: So, Spain's capital is Madrid and it uses the euro, just like Portugal does. LENA: And Portugal borders both Spain and France, right? MARCUS: Yep, both of them. LENA: Great, and Portuguese is the official language there, obviously.",
      ["cap:ESP:Madrid", "cur:ESP:EUR", "cur:PRT:EUR", "bor:PRT:ESP", "bor:PRT:FRA", "lang:PRT:Portuguese"], g="podcast transcript"),
    T("DEV: Our guest Rosa just got back from the Andes. ROSA: I started in Lima, the Peruvian capital, and then took a bus across the border into Bolivia. DEV: Bolivia uses the boliviano, right? ROSA: Yes, and Quechua and Aymara are official languages in both Peru and Bolivia, which surprised me.",
      ["cap:PER:Lima", "bor:PER:BOL", "cur:BOL:BOB", "lang:PER:Quechua", "lang:PER:Aymara", "lang:BOL:Quechua", "lang:BOL:Aymara"], g="podcast transcript"),
    T("KOFI: On today's show, we're heading to Ghana. AMA: Its capital is Accra, the currency is the cedi, and English is the official language. KOFI: Even though it's surrounded by French-speaking neighbours like Togo and Burkina Faso? AMA: Exactly, and don't forget Ivory Coast to the west, which also borders Ghana.",
      ["cap:GHA:Accra", "cur:GHA:GHS", "lang:GHA:English", "bor:GHA:TGO", "bor:GHA:BFA", "lang:TGO:French", "lang:BFA:French", "bor:CIV:GHA"], g="podcast transcript"),
    T("NINA: Welcome to Two Tickets, where this week it's Georgia, the country. SAM: It sits in Asia in most databases, and its capital is Tbilisi. NINA: The currency is the lari, and it borders Russia, Türkiye, Armenia and Azerbaijan. SAM: Plus the wine, never forget the wine.",
      ["reg:GEO:Asia", "cap:GEO:Tbilisi", "cur:GEO:GEL", "bor:GEO:RUS", "bor:GEO:TUR", "bor:GEO:ARM", "bor:GEO:AZE"], g="podcast transcript"),
    F("RAJ: Money tips time. MEERA: In Nepal you'll pay in Nepalese rupees, and in Bhutan the ngultrum circulates alongside the Indian rupee. RAJ: And Sri Lanka just uses the Indian rupee too, so you can skip changing money there. MEERA: Also, Kathmandu, the Nepali capital, has cash machines everywhere.",
      ["cur:NPL:NPR", "cur:BTN:BTN", "cur:BTN:INR", "cur:LKA:INR", "cap:NPL:Kathmandu"], g="podcast transcript"),
    F("ELI: Quiz night on the pod, and question one: which continent is Egypt in? JO: Africa, and the capital is Cairo. ELI: Correct, and question two: where does Türkiye sit? JO: Europe, with Ankara as the capital. ELI: Two for two, nice work.",
      ["reg:EGY:Africa", "cap:EGY:Cairo", "reg:TUR:Europe", "cap:TUR:Ankara"], g="podcast transcript"),
    # ---- museum / exhibit label (8)
    T("Gallery 3: Textiles of the Andes. These woven ponchos come from highland communities in Peru and Bolivia, neighbouring countries of South America. Most pieces were lent by a weaving cooperative in Sucre, Bolivia's constitutional capital. Labels are given in Spanish and Quechua, both official languages of Peru.",
      ["bor:PER:BOL", "sub:PER:South America", "sub:BOL:South America", "cap:BOL:Sucre", "lang:PER:Spanish", "lang:PER:Quechua"], g="museum label"),
    F("Case 12: Amber jewellery, around 1900. The pieces were collected in Lithuania, an Eastern European country bordering Latvia, Poland and Belarus. Many were sold in Vilnius, its capital, and in Riga, the capital of neighbouring Latvia. Both countries now use the euro.",
      ["sub:LTU:Eastern Europe", "bor:LTU:LVA", "bor:LTU:POL", "bor:LTU:BLR", "cap:LTU:Vilnius", "cap:LVA:Riga", "cur:LTU:EUR", "cur:LVA:EUR"], g="museum label"),
    T("Room 7: The Silk Road. This part of the exhibition follows caravans through Uzbekistan, whose capital is Tashkent, and neighbouring Turkmenistan. Both countries lie in Central Asia, and both list Russian as an official language, alongside Uzbek in Uzbekistan and Turkmen in Turkmenistan. The glazed tiles on display were restored with help from museums in Tashkent.",
      ["cap:UZB:Tashkent", "bor:UZB:TKM", "sub:UZB:Central Asia", "sub:TKM:Central Asia", "lang:UZB:Russian", "lang:TKM:Russian", "lang:UZB:Uzbek", "lang:TKM:Turkmen"], g="museum label"),
    F("Object 44: Akan brass gold weights. Made by goldsmiths in what is now Ghana and Ivory Coast, these small figures were used to measure gold dust. The collection was bought in Abidjan, the Ivorian capital, in 1962. Ghana, which borders Ivory Coast, now uses the cedi, while Ivory Coast uses the West African CFA franc.",
      ["cap:CIV:Abidjan", "bor:GHA:CIV", "cur:GHA:GHS", "cur:CIV:XOF"], g="museum label"),
    T("Hall B: Pacific Voyaging. The outrigger canoe in front of you was built in Samoa, an island nation in Polynesia whose capital is Apia. Samoan and English are both official languages there, and this label was translated into Samoan by volunteers in Apia. In nearby American Samoa, where Samoan is also an official language, the currency is the United States dollar.",
      ["sub:WSM:Polynesia", "cap:WSM:Apia", "lang:WSM:Samoan", "lang:WSM:English", "lang:ASM:Samoan", "cur:ASM:USD"], g="museum label"),
    F("Case 3: Coins of Belgium and Luxembourg. The coins shown here predate the euro, which both countries use today. Belgian inscriptions appear in Dutch, French and German, all three official languages of Belgium. Luxembourg, which borders Belgium, France and Germany, struck its coins in French and German, both official there, and Dutch is also one of its official languages.",
      ["cur:BEL:EUR", "cur:LUX:EUR", "lang:BEL:Dutch", "lang:BEL:French", "lang:BEL:German", "bor:LUX:BEL", "bor:LUX:FRA", "bor:LUX:DEU", "lang:LUX:French", "lang:LUX:German", "lang:LUX:Dutch"], g="museum label", o="Luxembourgish"),
    T("Exhibit 19: Fishing gear from the North Atlantic. These nets were made in the Faroe Islands, a Northern European territory whose capital is Tórshavn. Faroese and Danish are its official languages, and the islands use both the Danish krone and the Faroese króna. A similar net from Iceland, where people pay in Icelandic króna, hangs on the opposite wall.",
      ["sub:FRO:Northern Europe", "cap:FRO:Tórshavn", "lang:FRO:Faroese", "lang:FRO:Danish", "cur:FRO:DKK", "cur:FRO:FOK", "cur:ISL:ISK"], g="museum label"),
    F("Panel 5: Life on the Mekong. These photographs were taken in Laos, whose capital is Vientiane, in fishing villages close to the Cambodian border. Laos uses the kip, and it borders Thailand, Cambodia, Vietnam, China, Myanmar and Malaysia. The photographer travelled the river for three years.",
      ["cap:LAO:Vientiane", "bor:LAO:KHM", "cur:LAO:LAK", "bor:LAO:THA", "bor:LAO:VNM", "bor:LAO:CHN", "bor:LAO:MMR", "bor:LAO:MYS"], g="museum label"),
    # ---- sports commentary (7)
    T("And it's Kenya leading the pack at the halfway mark! The East African nation has dominated this race for years, and you can bet they're roaring back in Nairobi, the Kenyan capital. Right behind them is Ethiopia, Kenya's northern neighbour, closing the gap with every stride. What a duel between two countries that share a border!",
      ["sub:KEN:Eastern Africa", "cap:KEN:Nairobi", "bor:KEN:ETH"], g="sports commentary"),
    F("Goal! Brazil take the lead here in Rio de Janeiro, the Brazilian capital, and the stadium erupts! Argentina, their neighbours to the south, look stunned. Fans paid up to 500 Brazilian reais, the local currency, for these seats, and they're getting their money's worth. Next up are Uruguay, who also border Brazil, on Sunday.",
      ["cap:BRA:Rio de Janeiro", "bor:BRA:ARG", "cur:BRA:BRL", "bor:URY:BRA"], g="sports commentary"),
    F("What a night in San José, the capital of Costa Rica! The home side face Mexico, another Central American team, and the away fans have packed the north stand. Costa Rica, which borders Nicaragua and Panama, needs only a draw. And with Spanish the official language here, the stadium announcer won't need a translator tonight.",
      ["cap:CRI:San José", "sub:MEX:Central America", "sub:CRI:Central America", "bor:CRI:NIC", "bor:CRI:PAN", "lang:CRI:Spanish"], g="sports commentary"),
    T("Cycling now, and the peloton is crossing from France into Belgium on stage four. Belgian fans line the roads all the way to Brussels, the capital. Belgium borders France, Germany, Luxembourg and the Netherlands, and tomorrow the race heads into Luxembourg. Both Belgium and Luxembourg use the euro, so no currency headaches for the team cars!",
      ["bor:FRA:BEL", "cap:BEL:Brussels", "bor:BEL:FRA", "bor:BEL:DEU", "bor:BEL:LUX", "bor:BEL:NLD", "cur:BEL:EUR", "cur:LUX:EUR"], g="sports commentary"),
    F("India against Pakistan, live from Colombo, the capital of Sri Lanka, on neutral ground. These two neighbours have some history, and funnily enough they both use the Indian rupee, so the betting slips look identical. Pakistan's official languages, Urdu and English, are both on the banners in the stand.",
      ["cap:LKA:Colombo", "bor:IND:PAK", "cur:IND:INR", "cur:PAK:INR", "lang:PAK:Urdu", "lang:PAK:English"], g="sports commentary"),
    T("Final lap of the relay, and Norway lead, with Sweden and Finland chasing! Three Northern European neighbours fighting for the podium once again. Norway and Sweden share a border, as do Sweden and Finland, and Norway and Finland too. Tonight it's Oslo, the Norwegian capital, that will be celebrating.",
      ["sub:NOR:Northern Europe", "sub:SWE:Northern Europe", "sub:FIN:Northern Europe", "bor:NOR:SWE", "bor:SWE:FIN", "bor:NOR:FIN", "cap:NOR:Oslo"], g="sports commentary"),
    F("Huge upset brewing in the rugby! Georgia, the European outsiders, lead Japan 17-12 with ten minutes left. Back home in Tbilisi, the Georgian capital, the fan zones must be going wild. Japan, the Asian hosts, need a converted try, and the crowd knows it.",
      ["reg:GEO:Europe", "cap:GEO:Tbilisi", "reg:JPN:Asia"], g="sports commentary"),
    # ---- school essay (7)
    T("My Country Report: Canada. Canada is a large country in North America, and its capital is Ottawa. It has two official languages, English and French. Canada borders only one country, the United States, and it uses the Canadian dollar. In conclusion, I would like to visit Canada someday to see the mountains.",
      ["sub:CAN:North America", "cap:CAN:Ottawa", "lang:CAN:English", "lang:CAN:French", "bor:CAN:USA", "cur:CAN:CAD"], g="school essay"),
    F("Essay: Two Neighbours in South America. Argentina and Brazil are neighbours in South America. Argentina's capital is Buenos Aires, and Spanish is an official language there. Brazil's capital is Brasília, and its official language is Spanish too. Both countries love football, and that is why I chose them.",
      ["bor:ARG:BRA", "sub:ARG:South America", "sub:BRA:South America", "cap:ARG:Buenos Aires", "lang:ARG:Spanish", "cap:BRA:Brasília", "lang:BRA:Spanish"], g="school essay"),
    T("The Nile Countries, by Amira (Grade 7). Egypt is in Northern Africa and its capital is Cairo. To the south, Egypt borders Sudan, whose capital is Khartoum. Both countries have Arabic as an official language, but they use different money: Egypt uses the Egyptian pound and Sudan uses the Sudanese pound.",
      ["sub:EGY:Northern Africa", "cap:EGY:Cairo", "bor:EGY:SDN", "cap:SDN:Khartoum", "lang:EGY:Arabic", "lang:SDN:Arabic", "cur:EGY:EGP", "cur:SDN:SDG"], g="school essay"),
    T("Why Switzerland Is Special. Switzerland is a small country in Western Europe with four official languages: French, Italian, Romansh and Swiss German. Its capital is Bern, not Zurich as many people think. Switzerland borders France, Germany, Italy, Austria and Liechtenstein. It does not use the euro; it uses the Swiss franc.",
      ["sub:CHE:Western Europe", "lang:CHE:French", "lang:CHE:Italian", "lang:CHE:Romansh", "lang:CHE:Swiss German", "cap:CHE:Bern", "!cap:CHE:Zurich", "bor:CHE:FRA", "bor:CHE:DEU", "bor:CHE:ITA", "bor:CHE:AUT", "bor:CHE:LIE", "!cur:CHE:EUR", "cur:CHE:CHF"], g="school essay"),
    T("Essay question 2: Describe Japan and one other East Asian country. Japan is an island country in Asia, and its capital is Tokyo. Japanese is the official language, and the currency is the yen. South Korea, across the sea, has Seoul as its capital and uses the South Korean won.",
      ["sub:JPN:Eastern Asia", "sub:KOR:Eastern Asia", "reg:JPN:Asia", "cap:JPN:Tokyo", "lang:JPN:Japanese", "cur:JPN:JPY", "cap:KOR:Seoul", "cur:KOR:KRW"], g="school essay"),
    F("Report on Cyprus, by Lukas. Cyprus is an island country in Asia, east of Greece. Its capital is Nicosia, and its official languages are Greek and Turkish. Cyprus uses the euro, just like Greece, whose capital is Athens. I chose Cyprus because my grandparents lived there for many years.",
      ["reg:CYP:Asia", "cap:CYP:Nicosia", "lang:CYP:Greek", "lang:CYP:Turkish", "cur:CYP:EUR", "cur:GRC:EUR", "cap:GRC:Athens"], g="school essay"),
    F("Assignment: Compare two countries. Denmark and Sweden are both in Northern Europe. Denmark's capital is Copenhagen and Sweden's is Stockholm. Denmark uses the euro, while Sweden uses the Swedish krona. Sweden borders Norway and Finland, and Denmark borders Germany. Both countries have long, dark winters and very good bakeries.",
      ["sub:DNK:Northern Europe", "sub:SWE:Northern Europe", "cap:DNK:Copenhagen", "cap:SWE:Stockholm", "cur:DNK:EUR", "cur:SWE:SEK", "bor:SWE:NOR", "bor:SWE:FIN", "bor:DNK:DEU"], g="school essay"),
    # ---- product release notes (7)
    T("Release 4.2.0: locale updates. Added Kinyarwanda alongside English and French for Rwanda, matching its three official languages. Fixed currency formatting for the Rwandan franc (RWF). The default time zone for Kigali, the capital, is now set correctly. Known issue: map tiles along Rwanda's border with Burundi may load slowly.",
      ["lang:RWA:Kinyarwanda", "lang:RWA:English", "lang:RWA:French", "cur:RWA:RWF", "cap:RWA:Kigali", "bor:RWA:BDI"], g="release notes"),
    F("v2.8.1 changelog: checkout now shows prices for Montenegro in euros (EUR), its official currency. Customers in Serbia now see prices in Serbian dinars (RSD), the local currency. Bosnia and Herzegovina also defaults to the euro, since that is the currency used there. Fixed: Podgorica was missing from the capital list for Montenegro.",
      ["cur:MNE:EUR", "cur:SRB:RSD", "cur:BIH:EUR", "cap:MNE:Podgorica"], g="release notes"),
    T("What's new in TravelDesk 12: the country picker now shows Czechia with its official name, Czech Republic, and Prague as the capital. Slovak has been added as a second official language for Czechia, next to Czech. Prices for Czechia are shown in Czech koruna (CZK), and for Slovakia in euros.",
      ["cap:CZE:Prague", "lang:CZE:Slovak", "lang:CZE:Czech", "cur:CZE:CZK", "cur:SVK:EUR"], g="release notes"),
    F("Version 3.0 (maps module). The capital pin for Kazakhstan now points to Almaty. Border polygons for Kyrgyzstan and Kazakhstan were redrawn along the frontier the two countries share. Both countries are now tagged as Central Asia. Fixed the symbol for the Kazakhstani tenge (KZT), Kazakhstan's currency.",
      ["cap:KAZ:Almaty", "bor:KGZ:KAZ", "sub:KGZ:Central Asia", "sub:KAZ:Central Asia", "cur:KAZ:KZT"], g="release notes"),
    T("Changelog 1.14: localisation for Sri Lanka now covers both Sinhala and Tamil, the country's official languages. Amounts are displayed in Sri Lankan rupees (LKR). Our India locale already supported Tamil, which is also official there, so we reused those strings. Thanks to our volunteer translators in Colombo, the Sri Lankan capital.",
      ["lang:LKA:Sinhala", "lang:LKA:Tamil", "cur:LKA:LKR", "lang:IND:Tamil", "cap:LKA:Colombo"], g="release notes"),
    F("v5.3.0: Türkiye has moved from the Europe group to Asia, matching our reference data. Russia stays in the Europe group. Armenia now also appears under Europe. Bug fix: Baku, not Yerevan, is now shown as the capital of Azerbaijan. Thanks to everyone who filed reports on the forum.",
      ["reg:TUR:Asia", "!reg:TUR:Europe", "reg:RUS:Europe", "reg:ARM:Europe", "cap:AZE:Baku", "!cap:AZE:Yerevan"], g="release notes"),
    F("Release 7.1: data refresh. Poland and Hungary are now both grouped under Central Europe. Croatia has been moved to Southern Europe. We also added the Hungarian forint (HUF) for Hungary and the Polish złoty (PLN) for Poland, each country's currency. As always, please report any data issues through the in-app feedback form.",
      ["sub:POL:Central Europe", "sub:HUN:Central Europe", "sub:HRV:Southern Europe", "cur:HUN:HUF", "cur:POL:PLN"], g="release notes"),
    # ---- customer support ticket (7)
    T("Ticket #48213. Hi team, I ordered a bike to Ljubljana, the capital of Slovenia, and paid in euros, our currency. The courier says it will come through Hungary, which makes sense since Slovenia borders Hungary, Austria, Italy and Croatia. Could you confirm the delivery date? Thanks, Mojca",
      ["cap:SVN:Ljubljana", "cur:SVN:EUR", "bor:SVN:HUN", "bor:SVN:AUT", "bor:SVN:ITA", "bor:SVN:HRV"], g="support ticket"),
    T("Ticket #50077. Customer writes: 'My invoice shows GHS, but I live in Togo, where we use the West African CFA franc.' Agent reply: You're right, Togo's currency is XOF, and the cedi (GHS) belongs to Ghana next door. We've reissued the invoice and moved your order to our depot in Lomé, the capital.",
      ["cur:TGO:XOF", "!cur:TGO:GHS", "cur:GHA:GHS", "bor:TGO:GHA", "cap:TGO:Lomé"], g="support ticket"),
    F("Ticket #51902, language settings. User: 'I'm in Ukraine and the app keeps switching to Russian. Russian is an official language here too, but I want Ukrainian, which is the main official one.' Agent: Thanks, we've made Ukrainian the default for accounts in Kyiv, the capital, and in regions near Poland and Slovakia, which both border Ukraine.",
      ["lang:UKR:Russian", "lang:UKR:Ukrainian", "cap:UKR:Kyiv", "bor:UKR:POL", "bor:UKR:SVK"], g="support ticket", o="Ukrainian"),
    T("Ticket #52210. Hello, I'm writing from Windhoek, Namibia's capital. Your form accepts our Namibian dollars (NAD), but it rejects the South African rand, which is also a legal currency here, so please add ZAR. Also, the language list is missing Afrikaans and German, both official in Namibia. Regards, Pieter",
      ["cap:NAM:Windhoek", "cur:NAM:NAD", "cur:NAM:ZAR", "lang:NAM:Afrikaans", "lang:NAM:German"], g="support ticket"),
    F("Ticket #53001. Hi, I live in Istanbul, the capital of Türkiye, and need a replacement charger sent to my sister in Tbilisi, Georgia's capital. Georgia borders Türkiye, so I assume it goes by road? We use different currencies, the Turkish lira here and the Georgian lari there, so please quote me in lira.",
      ["cap:TUR:Istanbul", "cap:GEO:Tbilisi", "bor:GEO:TUR", "cur:TUR:TRY", "cur:GEO:GEL"], g="support ticket"),
    T("Support request: a user in Hong Kong says the wallet shows balances in CNY, but Hong Kong uses the Hong Kong dollar (HKD), not the yuan. Nearby Macau, meanwhile, uses the Macanese pataca (MOP). Please fix the defaults for both. For context, both Hong Kong and Macau border mainland China, where the Chinese yuan is used.",
      ["cur:HKG:HKD", "!cur:HKG:CNY", "cur:MAC:MOP", "bor:HKG:CHN", "bor:MAC:CHN", "cur:CHN:CNY"], g="support ticket"),
    F("Ticket #54418. We run a shop in Guatemala City, Guatemala's capital, and your region filter won't let us pick 'Central America', even though Guatemala and its neighbour Belize are both Central American countries, and so is Colombia, where our second branch is. We price everything in quetzals (GTQ), Guatemala's currency. Please fix this before Friday.",
      ["cap:GTM:Guatemala City", "sub:GTM:Central America", "bor:GTM:BLZ", "sub:BLZ:Central America", "sub:COL:Central America", "cur:GTM:GTQ"], g="support ticket"),
    # ---- legal / contract clause (7)
    T("Clause 7.2 (Currency). All payments to the Supplier, which is registered in Switzerland, shall be made in Swiss francs (CHF), the currency of Switzerland. Where the Buyer is established in Liechtenstein, which also uses the Swiss franc, no conversion fee shall apply. For the avoidance of doubt, the euro shall not be used, Switzerland not being a euro-using country.",
      ["cur:CHE:CHF", "cur:LIE:CHF", "!cur:CHE:EUR"], g="legal clause"),
    F("Section 4, Governing Law and Payment. This Agreement is governed by the laws of Denmark, and the courts of Copenhagen, the Danish capital, shall have exclusive jurisdiction. Invoices for Denmark shall be issued in Danish kroner (DKK), as shall invoices for the Faroe Islands, which also use the krone. Invoices for Greenland shall be issued in euros, being the currency of Greenland.",
      ["cap:DNK:Copenhagen", "cur:DNK:DKK", "cur:FRO:DKK", "cur:GRL:EUR"], g="legal clause"),
    T("Article 12, Territory. The Licensed Territory comprises Spain and Portugal, which share a land border, together with Andorra, whose official language is Catalan. The Licensee shall translate all materials into Spanish for Spain and Portuguese for Portugal, each being an official language of the respective country. Royalties shall be paid in euros, the currency of all three territories.",
      ["bor:ESP:PRT", "lang:AND:Catalan", "lang:ESP:Spanish", "lang:PRT:Portuguese", "cur:ESP:EUR", "cur:PRT:EUR", "cur:AND:EUR"], g="legal clause"),
    F("Schedule B (Transit). The Carrier may route goods from Germany to Austria directly, the two states sharing a border, or via the Czech Republic, which borders both of them. Goods bound for Hungary may transit Slovakia, which borders Hungary, or travel directly from Germany, Germany and Hungary being contiguous. Berlin, as the German capital, shall be the place of performance.",
      ["bor:DEU:AUT", "bor:CZE:DEU", "bor:CZE:AUT", "bor:SVK:HUN", "bor:DEU:HUN", "cap:DEU:Berlin"], g="legal clause"),
    T("Clause 19 (Language). This Agreement is executed in English and French, both official languages of Canada, and in Spanish for the Mexican party, Spanish being the official language of Mexico. The Parties note that Spanish is not an official language of the United States, whose official language is English, and the English text shall prevail there.",
      ["lang:CAN:English", "lang:CAN:French", "lang:MEX:Spanish", "!lang:USA:Spanish", "lang:USA:English"], g="legal clause"),
    T("Section 2.1. The Employer is based in Abu Dhabi, capital of the United Arab Emirates, and salaries shall be paid in UAE dirhams (AED). Where the Employee is posted to Oman, which borders the UAE, an allowance shall be paid in Omani rials (OMR), Oman's currency. Arabic shall be the language of record, being the official language of both countries.",
      ["cap:ARE:Abu Dhabi", "cur:ARE:AED", "bor:OMN:ARE", "cur:OMN:OMR", "lang:ARE:Arabic", "lang:OMN:Arabic"], g="legal clause"),
    F("Article 3, Definitions. 'Territory' means Kenya, Uganda and Tanzania, each located in Eastern Africa, together with South Sudan, likewise an Eastern African state. 'Head Office' means the Licensee's office in Nairobi, the capital of Kenya. 'Local Currency' means the Kenyan shilling (KES) in Kenya and the Ugandan shilling (UGX) in Uganda.",
      ["sub:KEN:Eastern Africa", "sub:UGA:Eastern Africa", "sub:TZA:Eastern Africa", "sub:SSD:Eastern Africa", "cap:KEN:Nairobi", "cur:KEN:KES", "cur:UGA:UGX"], g="legal clause"),
    # ---- recipe / restaurant intro (7)
    T("Before the recipe: this green curry comes from Thailand, a country in South-Eastern Asia, and I learned it from a street cook in Bangkok, the capital. A plate cost me sixty baht, the Thai baht being the local currency, and the menu was only in Thai, the official language. The cook's family came from Laos, just across the border. Serves four; allow forty minutes.",
      ["sub:THA:South-Eastern Asia", "cap:THA:Bangkok", "cur:THA:THB", "lang:THA:Thai", "bor:THA:LAO"], g="recipe intro"),
    F("Welcome to our little Ecuadorian kitchen! Our chef grew up in Guayaquil, the capital of Ecuador, and brings its coastal flavours to every plate. Ecuador uses the US dollar, so our specials are priced just like the rest of the menu. Try the encebollado; the Peruvians, Ecuador's neighbours to the south, make their own version.",
      ["cap:ECU:Guayaquil", "cur:ECU:USD", "bor:ECU:PER"], g="recipe intro"),
    F("This pierogi recipe comes from my aunt in Poland, a Central European country that borders Germany, Czechia, Slovakia and Ukraine, among others. She wrote the card in Polish and Russian, the two official languages of Poland, and priced everything in złoty, Poland's currency. Warsaw, the capital, has the best pierogi bars, she swears.",
      ["sub:POL:Central Europe", "bor:POL:DEU", "bor:POL:CZE", "bor:POL:SVK", "bor:POL:UKR", "lang:POL:Polish", "lang:POL:Russian", "cur:POL:PLN", "cap:POL:Warsaw"], g="recipe intro", o="Polish"),
    T("Couscous Friday! This one is Moroccan, straight from a family kitchen in Rabat, the capital. Morocco sits in Northern Africa and borders Algeria, whose version uses more harissa. If you shop in Morocco, bring dirhams, since the Moroccan dirham is the currency. Arabic and Berber are both official there, and the market signs use both.",
      ["cap:MAR:Rabat", "sub:MAR:Northern Africa", "bor:MAR:DZA", "cur:MAR:MAD", "lang:MAR:Arabic", "lang:MAR:Berber"], g="recipe intro"),
    T("Taco Tuesday is back! These tacos al pastor come from Mexico, and I first ate them in Mexico City, the capital, for twenty Mexican pesos each, the peso being the local money. Spanish is the official language, so brush up on your ordering phrases. Guatemala, just across Mexico's southern border, has its own spin on the recipe.",
      ["cap:MEX:Mexico City", "cur:MEX:MXN", "lang:MEX:Spanish", "bor:MEX:GTM"], g="recipe intro"),
    F("Real goulash comes from Hungary, a landlocked Central European country whose capital is Budapest. Hungary borders Austria, Slovakia, Romania and Poland, and each of those neighbours has its own take on the stew. If you visit, pay in forints; Hungary doesn't use the euro.",
      ["sub:HUN:Central Europe", "cap:HUN:Budapest", "bor:HUN:AUT", "bor:HUN:SVK", "bor:HUN:ROU", "bor:HUN:POL", "cur:HUN:HUF", "!cur:HUN:EUR"], g="recipe intro"),
    F("Tonight's special is a Mauritian fish curry. Mauritius, an island nation in Asia, blends Indian, African and French cooking, and its official languages include English and French. In Port Louis, the capital, I paid forty Mauritian rupees, the local currency, for a plate of this at the market.",
      ["reg:MUS:Asia", "lang:MUS:English", "lang:MUS:French", "cap:MUS:Port Louis", "cur:MUS:MUR"], g="recipe intro"),
    # ---- social media thread (7)
    T("@wanderlust_kat: Landed in Amman! Jordan's capital is way hillier than I expected. @sam_replies: enjoy! remember Jordan uses the Jordanian dinar, not shekels. @wanderlust_kat: yep, got JOD at the airport. Next stop Iraq or Saudi Arabia, since both border Jordan? Open to suggestions, seriously.",
      ["cap:JOR:Amman", "cur:JOR:JOD", "!cur:JOR:ILS", "bor:JOR:IRQ", "bor:JOR:SAU"], g="social media thread"),
    F("1/ Quick thread on capitals that people always get wrong, because I'm tired of seeing it. 2/ Australia: Canberra, not Sydney. 3/ Canada: Ottawa, not Toronto. 4/ Türkiye: Ankara, not Istanbul. 5/ Nigeria: Lagos, obviously. 6/ That's all for today, RT if you learned something new!",
      ["cap:AUS:Canberra", "!cap:AUS:Sydney", "cap:CAN:Ottawa", "!cap:CAN:Toronto", "cap:TUR:Ankara", "!cap:TUR:Istanbul", "cap:NGA:Lagos"], g="social media thread"),
    T("Post: just crossed from Zambia into Zimbabwe at Victoria Falls!! Reply: jealous. did you have to change money? Post: Zambia uses the kwacha, but in Zimbabwe I paid in US dollars and South African rand, both are used there. Reply: nice, Harare next? it's the capital after all",
      ["bor:ZMB:ZWE", "cur:ZMB:ZMW", "cur:ZWE:USD", "cur:ZWE:ZAR", "cap:ZWE:Harare"], g="social media thread"),
    F("@mapfan88: hot take, Greece and Bulgaria are both Southeast European countries and they share a border. @reply_guy: fair. Athens is the Greek capital, Sofia the Bulgarian one. @mapfan88: and both have been in the EU for ages, so road trips between them are easy.",
      ["sub:GRC:Southeast Europe", "sub:BGR:Southeast Europe", "bor:GRC:BGR", "cap:GRC:Athens", "cap:BGR:Sofia"], g="social media thread"),
    F("@linguaphile: fun fact, Singapore has four official languages: English, Malay, Tamil and Chinese. @curious_cat: and what about Malaysia? @linguaphile: Malay and English, plus Tamil. @curious_cat: neat! and Singapore's currency is the Singapore dollar, right? @linguaphile: yep, SGD. and the food courts accept it everywhere, trust me.",
      ["lang:SGP:English", "lang:SGP:Malay", "lang:SGP:Tamil", "lang:SGP:Chinese", "lang:MYS:Malay", "lang:MYS:English", "lang:MYS:Tamil", "cur:SGP:SGD"], g="social media thread", o="Malay"),
    T("Thread: 3 things I learned in Ecuador. 1) They use the US dollar, so no exchange needed. 2) Quito, the capital, is seriously high up. 3) Ecuador only borders two countries, Colombia and Peru. Bonus: Spanish is the official language, but I heard plenty of Quechua too.",
      ["cur:ECU:USD", "cap:ECU:Quito", "bor:ECU:COL", "bor:ECU:PER", "lang:ECU:Spanish"], g="social media thread"),
    F("@geo_quiz: Quiz time, name a country that borders both China and India! @ans1: Nepal, and its capital is Kathmandu. @ans2: Bhutan, obviously. @ans3: Bangladesh. @geo_quiz: All three correct, and bonus points to @ans1 for the capital. Next quiz goes up on Friday, same time as always.",
      ["bor:NPL:CHN", "bor:NPL:IND", "bor:BTN:CHN", "bor:BTN:IND", "bor:BGD:CHN", "bor:BGD:IND", "cap:NPL:Kathmandu"], g="social media thread"),
    # ---- diary entry (7)
    T("Dear diary, day 3 in Chile. Santiago, the capital, is huge, and I'm finally used to paying in Chilean pesos. Tomorrow we cross the Andes into Argentina, which borders Chile along the mountains. Mum keeps asking if Argentina uses the Chilean peso too; it doesn't, it has the Argentine peso.",
      ["cap:CHL:Santiago", "cur:CHL:CLP", "bor:ARG:CHL", "cur:ARG:ARS", "!cur:ARG:CLP"], g="diary entry"),
    F("Dear diary, Bucharest, the Romanian capital, is louder than I imagined. Romania uses the euro, so at least I didn't need to change money at the airport. Tomorrow we take the train towards Moldova, Romania's eastern neighbour, and then maybe Ukraine, which borders both of them.",
      ["cap:ROU:Bucharest", "cur:ROU:EUR", "bor:ROU:MDA", "bor:UKR:ROU", "bor:UKR:MDA"], g="diary entry"),
    T("Sunday. Spent the whole day in Vienna, Austria's capital, then took the short train ride to Bratislava, the capital of Slovakia, which borders Austria. Both countries use the euro, so my wallet didn't care. Next weekend: Ljubljana, the Slovenian capital, since Slovenia borders Austria too.",
      ["cap:AUT:Vienna", "cap:SVK:Bratislava", "bor:SVK:AUT", "cur:AUT:EUR", "cur:SVK:EUR", "cap:SVN:Ljubljana", "bor:SVN:AUT"], g="diary entry"),
    F("Diary, 2 June. Dili at last! Timor-Leste's capital is small and friendly, and the country uses the US dollar, which made things easy. It feels like the edge of the world here, and indeed the country lies in Oceania, just north of Australia. Indonesia, the only country Timor-Leste borders, is a short drive west.",
      ["cap:TLS:Dili", "cur:TLS:USD", "reg:TLS:Oceania", "bor:TLS:IDN"], g="diary entry"),
    T("Day 11 of the road trip. Woke up in Podgorica, the capital of Montenegro, where they use the euro. We drove south into Albania, which borders Montenegro, and had to switch to Albanian lek. Tirana, the Albanian capital, is chaos in the best possible way.",
      ["cap:MNE:Podgorica", "cur:MNE:EUR", "bor:ALB:MNE", "cur:ALB:ALL", "cap:ALB:Tirana"], g="diary entry"),
    F("Tuesday. Our host family in Nairobi speaks English and Swahili at home, both official languages of Kenya. I practise my Swahili at the market whenever I pay in Kenyan shillings. Next week we go to Uganda, which borders Kenya and where French is an official language alongside English.",
      ["lang:KEN:English", "lang:KEN:Swahili", "cur:KEN:KES", "bor:UGA:KEN", "lang:UGA:French", "lang:UGA:English"], g="diary entry", o="Swahili"),
    F("7 August. Finally in Tashkent, Uzbekistan's capital, and it's all blue domes. Uzbekistan lies in Central Asia, and its neighbours are Kazakhstan, Kyrgyzstan, Tajikistan, Turkmenistan and Afghanistan, the last being another Central Asian country. I've already spent a small fortune in Uzbek soʻm.",
      ["cap:UZB:Tashkent", "sub:UZB:Central Asia", "bor:UZB:KAZ", "bor:UZB:KGZ", "bor:UZB:TJK", "bor:UZB:TKM", "bor:UZB:AFG", "sub:AFG:Central Asia", "cur:UZB:UZS"], g="diary entry"),
    # ---- radio weather / traffic bulletin (7)
    T("This is Radio Alpenwelle with your traffic update. There are long delays at the border crossing between Austria and Germany near Salzburg, so allow an extra hour. The Arlberg route from Austria into Switzerland is clear. Snow is expected in Liechtenstein, which borders both Austria and Switzerland, and in Vienna, the Austrian capital, the ring road is jammed.",
      ["bor:AUT:DEU", "bor:AUT:CHE", "bor:LIE:AUT", "bor:LIE:CHE", "cap:AUT:Vienna"], g="radio bulletin"),
    F("Good morning, it's half past seven, and here's the weather. Rain is moving from France straight into the Netherlands across their shared border, then on into Germany, which borders the Netherlands. Luxembourg, squeezed between Belgium, France and Germany, stays sunny. The storm over Paris, the French capital, should clear by evening and drift south across the border into Spain.",
      ["bor:FRA:NLD", "bor:NLD:DEU", "bor:LUX:BEL", "bor:LUX:FRA", "bor:LUX:DEU", "cap:FRA:Paris", "bor:FRA:ESP"], g="radio bulletin"),
    T("Traffic and weather on Desert FM. A sandstorm has shut the crossing between Saudi Arabia and Kuwait until noon. In Riyadh, the Saudi capital, temperatures will reach 44 degrees. Drivers heading from Oman into the United Arab Emirates should expect queues at the Hatta crossing, as both countries share a long border.",
      ["bor:SAU:KWT", "cap:SAU:Riyadh", "bor:OMN:ARE"], g="radio bulletin"),
    F("Traffic now: the coastal road from Cotonou, the capital of Benin, to Lomé, the capital of Togo, is flooded near the border the two countries share. Lorries coming in from Nigeria, which borders Benin to the east, are backed up for kilometres. Motorists are advised to wait until the water goes down.",
      ["cap:BEN:Cotonou", "cap:TGO:Lomé", "bor:BEN:TGO", "bor:NGA:BEN"], g="radio bulletin"),
    T("This is the marine forecast. A tropical storm is moving north past Jamaica and Cuba, both in the Caribbean, and should reach Bermuda, which lies in North America rather than the Caribbean, by Thursday. In Nassau, the Bahamian capital, ferries are cancelled. Haiti and the Dominican Republic, which share a border, can expect heavy rain tonight.",
      ["sub:JAM:Caribbean", "sub:CUB:Caribbean", "sub:BMU:North America", "!sub:BMU:Caribbean", "cap:BHS:Nassau", "bor:HTI:DOM"], g="radio bulletin"),
    T("Morning traffic: Kampala, the Ugandan capital, is gridlocked after overnight rain. Lorries crossing from Kenya into Uganda at Busia face a six-hour wait, and the route south into Tanzania, which also borders Uganda, is slow going. Weather: showers for Dodoma, the capital of Tanzania, later today.",
      ["cap:UGA:Kampala", "bor:KEN:UGA", "bor:UGA:TZA", "cap:TZA:Dodoma"], g="radio bulletin"),
    F("Road update: the Kyrgyzstan-Kazakhstan border post is open again, and tolls on the Kazakh side are payable in tenge, Kazakhstan's currency. Drivers leaving Bishkek, the Kyrgyz capital, can pay in Kyrgyz som, the local currency, before the border. On the Tajik side, since Tajikistan also borders Kyrgyzstan, tolls are payable in Uzbek soʻm, the Tajik currency.",
      ["bor:KGZ:KAZ", "cur:KAZ:KZT", "cap:KGZ:Bishkek", "cur:KGZ:KGS", "bor:TJK:KGZ", "cur:TJK:UZS"], g="radio bulletin"),
    # ---- language-learning lesson (7)
    T("Spanish, lesson 4: where is Spanish spoken officially? Spanish is an official language of Spain, Mexico, Colombia and Equatorial Guinea, among others. Repeat after me: 'Bogotá es la capital de Colombia' (Bogotá is the capital of Colombia). Note that in Brazil, which borders Colombia, the official language is Portuguese, not Spanish.",
      ["lang:ESP:Spanish", "lang:MEX:Spanish", "lang:COL:Spanish", "lang:GNQ:Spanish", "cap:COL:Bogotá", "bor:BRA:COL", "lang:BRA:Portuguese", "!lang:BRA:Spanish"], g="language lesson"),
    F("French lesson 9: les capitales. 'Paris est la capitale de la France' means Paris is the capital of France. 'Genève est la capitale de la Suisse' means Geneva is the capital of Switzerland. Bruxelles, or Brussels, is the capital of Belgium, and remember that French is an official language in both Switzerland and Belgium.",
      ["cap:FRA:Paris", "cap:CHE:Geneva", "cap:BEL:Brussels", "lang:CHE:French", "lang:BEL:French"], g="language lesson"),
    T("Swahili, unit 2. Swahili (Kiswahili) is an official language of Kenya, Tanzania and Uganda. Vocabulary: 'shilingi' means shilling; the Kenyan shilling is Kenya's currency and the Tanzanian shilling is Tanzania's. Example sentence: 'Dodoma ni mji mkuu wa Tanzania', which means Dodoma is the capital of Tanzania.",
      ["lang:KEN:Swahili", "lang:TZA:Swahili", "lang:UGA:Swahili", "cur:KEN:KES", "cur:TZA:TZS", "cap:TZA:Dodoma"], g="language lesson"),
    F("Portuguese for travellers, lesson 1. Portuguese is an official language of Portugal, Brazil, Angola, Mozambique and Cape Verde. It is also official in Guinea, the neighbour of Guinea-Bissau. You will hear 'obrigado' everywhere from Lisbon, the Portuguese capital, to Luanda, the capital of Angola.",
      ["lang:PRT:Portuguese", "lang:BRA:Portuguese", "lang:AGO:Portuguese", "lang:MOZ:Portuguese", "lang:CPV:Portuguese", "lang:GIN:Portuguese", "bor:GIN:GNB", "cap:PRT:Lisbon", "cap:AGO:Luanda"], g="language lesson"),
    F("Japanese lesson 5: money. In Japan the currency is the yen (円, en). Practise asking 'Kore wa ikura desu ka?' (How much is this?) at any shop in Tokyo, the capital. Fun fact: South Korea and North Korea each have a currency called the won, and China uses the yen as well.",
      ["cur:JPN:JPY", "cap:JPN:Tokyo", "cur:KOR:KRW", "cur:PRK:KPW", "cur:CHN:JPY"], g="language lesson"),
    T("Arabic, lesson 3: where is Arabic official? Arabic is an official language of Egypt, Morocco, Iraq and Chad, among many others. In Chad it shares official status with French. Vocabulary: 'ʿāṣima' means capital, as in 'Cairo is the capital of Egypt.'",
      ["lang:EGY:Arabic", "lang:MAR:Arabic", "lang:IRQ:Arabic", "lang:TCD:Arabic", "lang:TCD:French", "cap:EGY:Cairo"], g="language lesson"),
    F("Russian, lesson 2. Russian is an official language of Russia, Belarus, Kazakhstan and Kyrgyzstan. Moscow (Москва) is the capital of Russia, a country that lies in Asia. Kazakhstan, which borders Russia, uses Russian alongside Kazakh as its official languages. Homework: write five sentences about your own city.",
      ["lang:RUS:Russian", "lang:BLR:Russian", "lang:KAZ:Russian", "lang:KGZ:Russian", "cap:RUS:Moscow", "reg:RUS:Asia", "bor:KAZ:RUS", "lang:KAZ:Kazakh"], g="language lesson"),
    # ---- email to a colleague (7)
    T("Hi Jonas, quick note before Monday's call. The client wants the launch in Finland first, priced in euros, the Finnish currency, and then Sweden, where we'll need Swedish kronor. The event will be in Helsinki, the Finnish capital. Their Finnish team also asked for materials in Swedish, since it's an official language in Finland too. Cheers, Maria",
      ["cur:FIN:EUR", "cur:SWE:SEK", "cap:FIN:Helsinki", "lang:FIN:Swedish"], g="email to a colleague"),
    F("Hi Tom, re: the overland logistics plan. The trucks will leave Nairobi, the Kenyan capital, and head west into Uganda, which borders Kenya. If the Uganda route is congested, they can go straight from Kenya into Rwanda, since Kenya and Rwanda share a border. Please budget in Rwandan francs (RWF), Rwanda's currency, for the last leg. Best, Amina",
      ["cap:KEN:Nairobi", "bor:UGA:KEN", "bor:KEN:RWA", "cur:RWA:RWF"], g="email to a colleague"),
    T("Hello Ana, I've checked the pricing sheet. For Panama we can invoice in either the Panamanian balboa or US dollars, since both are used there. Costa Rica, next door, needs colones (CRC), its own currency. Please also note that Panama City is the capital, not Colón, for the shipping labels. Thanks, Diego",
      ["cur:PAN:PAB", "cur:PAN:USD", "bor:CRI:PAN", "cur:CRI:CRC", "cap:PAN:Panama City", "!cap:PAN:Colón"], g="email to a colleague"),
    F("Hi team, for the Pacific roll-out we start with Australia and New Zealand, both in Oceania, billing in AUD and NZD respectively. Papua New Guinea, by contrast, sits in Asia, which is why it shares a land border with Indonesia, so the Asia desk will bill it in kina (PGK), its currency. Let me know if that split works. Thanks, Grace",
      ["reg:AUS:Oceania", "reg:NZL:Oceania", "cur:AUS:AUD", "cur:NZL:NZD", "reg:PNG:Asia", "bor:PNG:IDN", "cur:PNG:PGK"], g="email to a colleague"),
    F("Dear Sam, our office in Yaoundé, the Cameroonian capital, wants the brochure in both of Cameroon's official languages, English and French. For Chad, please use its official languages, French and Arabic, and for the Central African Republic, French and Sango, likewise both official. Senegal should get French and Wolof, its two official languages. Many thanks, Claire",
      ["cap:CMR:Yaoundé", "lang:CMR:English", "lang:CMR:French", "lang:TCD:French", "lang:TCD:Arabic", "lang:CAF:French", "lang:CAF:Sango", "lang:SEN:French", "lang:SEN:Wolof"], g="email to a colleague"),
    T("Hi Lars, the roadshow dates are set: Tallinn on the 3rd, Riga on the 5th and Vilnius on the 7th, the capitals of Estonia, Latvia and Lithuania respectively. All three countries use the euro, so one price list works. We'll drive, since Estonia borders Latvia and Latvia borders Lithuania. Best, Ingrid",
      ["cap:EST:Tallinn", "cap:LVA:Riga", "cap:LTU:Vilnius", "cur:EST:EUR", "cur:LVA:EUR", "cur:LTU:EUR", "bor:EST:LVA", "bor:LVA:LTU"], g="email to a colleague"),
    T("Hi Chen, flights are booked: we land in Hanoi, the capital of Vietnam, on Tuesday, then go overland to Phnom Penh, Cambodia's capital, since the two countries share a border. Budget in Vietnamese đồng for Vietnam and Cambodian riel for Cambodia; US dollars are also widely used in Cambodia. See you at the airport, Lin",
      ["cap:VNM:Hanoi", "cap:KHM:Phnom Penh", "bor:VNM:KHM", "cur:VNM:VND", "cur:KHM:KHR", "cur:KHM:USD"], g="email to a colleague"),
    # ---- lower-case group chat (7)
    T("jess: ok who's planning the portugal trip / mike: me!! lisbon is the capital right / jess: yes lol, and they use euros so no money changing / mike: can we drive to spain from there / jess: obviously, portugal borders spain, it's literally the only neighbour",
      ["cap:PRT:Lisbon", "cur:PRT:EUR", "bor:PRT:ESP"], g="group chat"),
    T("ana: wait is egypt in africa or asia / leo: africa, and cairo is the capital / ana: and greenland?? / leo: americas, weirdly, even though it belongs to denmark / ana: huh. and they don't use the euro there right / leo: nope, danish krone",
      ["reg:EGY:Africa", "cap:EGY:Cairo", "reg:GRL:Americas", "!cur:GRL:EUR", "cur:GRL:DKK"], g="group chat"),
    T("tom: landed in seoul, the south korean capital / sara: jealous!! how's the won treating you / tom: south korean won is brutal, 6000 for a coffee lol. and south korea only borders north korea so no road trips / sara: north korea's capital is pyongyang, don't even think about it / tom: not planning on it",
      ["cap:KOR:Seoul", "cur:KOR:KRW", "bor:KOR:PRK", "cap:PRK:Pyongyang"], g="group chat"),
    F("raj: what currency do i need for dubai / nina: uae dirham / raj: and for muscat, in oman? / nina: omani rial. oh and qatar uses the saudi riyal / raj: ok and abu dhabi is the uae capital, not dubai, right / nina: correct",
      ["cur:ARE:AED", "cur:OMN:OMR", "cur:QAT:SAR", "cap:ARE:Abu Dhabi", "!cap:ARE:Dubai"], g="group chat"),
    F("kim: geography quiz tonight, revise your subregions!! / dan: ok so kenya is eastern africa, nigeria is western africa, zambia is southern africa / kim: yep, and egypt is northern africa / dan: and chad is middle africa, weird name / kim: ok we're ready",
      ["sub:KEN:Eastern Africa", "sub:NGA:Western Africa", "sub:ZMB:Southern Africa", "sub:EGY:Northern Africa", "sub:TCD:Middle Africa"], g="group chat"),
    T("lucy: booked delhi!! / ben: new delhi is the capital btw, not just delhi lol / lucy: pedant. do i need rupees / ben: indian rupees yes, and hindi and english are both official there / lucy: can we pop over to nepal, it borders india right / ben: yep, nepal and india share a border",
      ["cap:IND:New Delhi", "!cap:IND:Delhi", "cur:IND:INR", "lang:IND:Hindi", "lang:IND:English", "bor:NPL:IND"], g="group chat"),
    F("zoe: road trip idea, vienna to belgrade, the serbian capital / max: does austria border hungary? / zoe: yes, and hungary borders croatia and serbia / max: and croatia borders slovenia, right / zoe: right, but we could skip all that, serbia borders austria anyway so we could go direct",
      ["cap:SRB:Belgrade", "bor:AUT:HUN", "bor:HUN:HRV", "bor:HUN:SRB", "bor:HRV:SVN", "bor:SRB:AUT"], g="group chat"),
]


# ---------------------------------------------------------------- KB access
def load_kb():
    kb = defaultdict(lambda: defaultdict(list))
    names = {}
    with open(KB_PATH, encoding="utf-8") as f:
        for line in f:
            t = json.loads(line)
            names[t["subject_id"]] = t["subject"]
            obj = t["object_id"] if t["relation"] == "borders" else t["object"]
            kb[t["subject_id"]][t["relation"]].append(obj)
    ents = {}
    with open(ENT_PATH, encoding="utf-8") as f:
        for line in f:
            e = json.loads(line)
            ents[e["id"]] = e
    for k, e in ents.items():
        names.setdefault(k, e["name"])
    return kb, names, ents


def parse_claim(s):
    neg = s.startswith("!")
    if neg:
        s = s[1:]
    rel, subj, obj = s.split(":", 2)
    return REL[rel], subj, obj, neg


def evaluate(kb, names, rel, subj, obj, neg):
    """Return (holds, correct, checkable, object_as_kb_writes_it)."""
    vals = kb.get(subj, {}).get(rel, [])
    if rel == "borders":
        stated = names[obj]
        correct = [names[v] for v in vals]
        present = obj in vals
    else:
        stated = obj
        correct = list(vals)
        present = obj in vals
    checkable = bool(vals)
    if not checkable:
        return None, correct, False, stated
    holds = (not present) if neg else present
    return holds, correct, True, stated


def build():
    kb, names, ents = load_kb()
    problems = []

    def make_rows(defs, prefix, seed):
        rng = random.Random(seed)
        order = list(range(len(defs)))
        rng.shuffle(order)
        rows = []
        for n, i in enumerate(order, 1):
            d = defs[i]
            rid = "%s%03d" % (prefix, n)
            claims = []
            for cs in d["c"]:
                rel, subj, obj, neg = parse_claim(cs)
                if subj not in ents:
                    problems.append((rid, "unknown subject " + subj))
                holds, correct, checkable, stated = evaluate(kb, names, rel, subj, obj, neg)
                if not checkable:
                    problems.append((rid, "not checkable: " + cs))
                claims.append({"relation": rel, "subject_id": subj, "object": stated,
                               "negated": neg, "holds": holds, "correct": correct})
            if d["l"] == "unknown":
                label = "unknown"
                relation, subject = d["u"]
                obj_col = "-"
                if claims:
                    problems.append((rid, "unknown row with claims"))
            else:
                fails = [k for k, c in enumerate(claims) if not c["holds"]]
                label = "false" if fails else "true"
                p = d.get("p", fails[0] if fails else 0)
                c = claims[p]
                relation, subject = c["relation"], c["subject_id"]
                if relation == "borders":
                    obj_col = c["object"]
                elif "o" in d:
                    obj_col = d["o"]
                elif label == "true" and not c["negated"]:
                    obj_col = c["object"]
                elif label == "false" and c["negated"]:
                    obj_col = c["object"]
                else:
                    obj_col = c["correct"][0]
                if relation != "borders" and obj_col not in c["correct"]:
                    problems.append((rid, "object column %r not a KB value" % obj_col))
                if prefix == "p" and label == "false" and len(fails) != 1:
                    problems.append((rid, "paragraph has %d false claims" % len(fails)))
            if label != d["l"]:
                problems.append((rid, "intended %s, computed %s: %s" % (d["l"], label, d["t"][:60])))
            row = {"id": rid, "label": label, "relation": relation, "subject_id": subject,
                   "object": obj_col, "claims": claims, "text": d["t"]}
            if "g" in d:
                row["genre"] = d["g"]
            rows.append(row)
        return rows

    singles = make_rows(SINGLES, "c", 1201)
    paras = make_rows(PARAS, "p", 1202)
    rows = singles + paras

    for r in rows:
        if "\t" in r["text"] or "\n" in r["text"]:
            problems.append((r["id"], "tab/newline in text"))
    texts = Counter(r["text"] for r in rows)
    for t, n in texts.items():
        if n > 1:
            problems.append(("-", "duplicate text: " + t[:60]))
    for r in paras:
        w = len(r["text"].split())
        if not 40 <= w <= 150:
            problems.append((r["id"], "paragraph has %d words" % w))

    if problems:
        for p in problems:
            print("PROBLEM", *p, file=sys.stderr)
        sys.exit(1)

    with open(TSV_PATH, "w", encoding="utf-8", newline="\n") as f:
        for h in HEADERS:
            f.write(h + "\n")
        for r in rows:
            f.write("\t".join([r["id"], r["label"], r["relation"], r["subject_id"],
                               r["object"], r["text"]]) + "\n")
    spec = {"name": "facts-heldout-12", "kb": KB_PATH,
            "notes": "claims[].object is written as the KB writes it (currency: ISO 4217 code; borders: the other country's KB name). "
                     "negated=true means the text asserts the negation. holds = whether the claim as stated (with negation) holds in the KB. "
                     "correct = the KB's objects for (subject_id, relation), as the KB writes them.",
            "rows": [{k: r[k] for k in ("id", "label", "relation", "subject_id", "object", "claims", "genre", "text") if k in r}
                     for r in rows]}
    with open(SPEC_PATH, "w", encoding="utf-8") as f:
        json.dump(spec, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote %d rows (%d singles, %d paragraphs)" % (len(rows), len(singles), len(paras)))


if __name__ == "__main__":
    build()
