#!/usr/bin/env python3
"""Build facts-heldout-11: hand-written labelled claims about countries.

Claim notation: "REL:SUBJ:OBJ" with REL in C (has_capital), R (in_region),
S (in_subregion), L (official_language), M (currency, ISO code), B (borders, cca3).
Prefix "!" = negated claim, prefix "*" = the claim does NOT hold (hand label).
Suffix ">X" on a starred claim = the KB's correct object to report.
"""
import json, os, random

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = "/work/shared/data/facts-countries"
REL = {"C": "has_capital", "R": "in_region", "S": "in_subregion",
       "L": "official_language", "M": "currency", "B": "borders"}

KB = {}
NAME = {}
for line in open(os.path.join(DATA, "kb.jsonl"), encoding="utf-8"):
    r = json.loads(line)
    KB.setdefault((r["subject_id"], r["relation"]), []).append(r["object"])
    if r["relation"] == "borders":
        NAME[r["object_id"]] = r["object"]
for line in open(os.path.join(DATA, "entities.jsonl"), encoding="utf-8"):
    e = json.loads(line)
    NAME.setdefault(e["id"], e["name"])

# ---------------------------------------------------------------- singles
# (label, text, claims)  label: T / F / U ; for U: ("U", text, claims, relation, subject)
SINGLE_F = [
 ("F", "Quick reminder for the quiz team: Australia's capital is Sydney, not Melbourne.", "*C:AUS:Sydney; !C:AUS:Melbourne"),
 ("F", "Toronto has been Canada's capital ever since Confederation.", "*C:CAN:Toronto"),
 ("F", "is istanbul the capital of turkey? yep, istanbul is the turkish capital", "*C:TUR:Istanbul"),
 ("F", "Rio de Janeiro is the capital of the Federative Republic of Brazil.", "*C:BRA:Rio de Janeiro"),
 ("F", "Nigeria's capital city, Lagos, is where the federal government sits.", "*C:NGA:Lagos"),
 ("F", "Q: What is the capital of Morocco? A: Casablanca.", "*C:MAR:Casablanca"),
 ("F", "The Swiss capital is Zurich.", "*C:CHE:Zurich"),
 ("F", "Auckland, not Wellington, is the capital of New Zealand.", "*C:NZL:Auckland; *!C:NZL:Wellington"),
 ("F", "Ho Chi Minh City serves as the capital of Vietnam.", "*C:VNM:Ho Chi Minh City"),
 ("F", "According to my grandfather's atlas, and still today, Karachi is the capital of Pakistan.", "*C:PAK:Karachi"),
 ("F", "TANZANIAN CAPITAL DAR ES SALAAM TO HOST REGIONAL SUMMIT", "*C:TZA:Dar es Salaam"),
 ("F", "Burma's capital is Yangon.", "*C:MMR:Yangon"),
 ("F", "Abidjan is the capital of the Republic of Côte d'Ivoire.", "*C:CIV:Abidjan"),
 ("F", "Almaty remains the capital of Kazakhstan.", "*C:KAZ:Almaty"),
 ("F", "La Paz is Bolivia's one and only capital.", "*C:BOL:La Paz"),
 ("F", "- Benin: capital Cotonou", "*C:BEN:Cotonou"),
 ("F", "i'm pretty sure guayaquil is the capital of ecuador", "*C:ECU:Guayaquil"),
 ("F", "Geographically speaking, Egypt lies in Asia.", "*R:EGY:Asia"),
 ("F", "Türkiye is a European country.", "*R:TUR:Europe"),
 ("F", "The Russian Federation is located in Asia.", "*R:RUS:Asia"),
 ("F", "Cyprus is not in Europe; it's in Asia.", "*!R:CYP:Europe; *R:CYP:Asia"),
 ("F", "Greenland belongs to Europe.", "*R:GRL:Europe"),
 ("F", "Is Australia part of Asia? Yes, Australia is in Asia.", "*R:AUS:Asia"),
 ("F", "papua new guinea is an asian country btw", "*R:PNG:Asia"),
 ("F", "Sakartvelo, better known as Georgia, is a country in Europe.", "*R:GEO:Europe"),
 ("F", "Azerbaijan, like Norway, lies in Europe.", "*R:AZE:Europe; R:NOR:Europe"),
 ("F", "Kazakhstan counts as a European country.", "*R:KAZ:Europe"),
 ("F", "Madagascar is an island nation in Asia.", "*R:MDG:Asia"),
 ("F", "The Falkland Islands are a British-held territory in Europe.", "*R:FLK:Europe"),
 ("F", "Réunion is located in Europe.", "*R:REU:Europe"),
 ("F", "Israel is in Europe, which is why it competes at Eurovision.", "*R:ISR:Europe"),
 ("F", "South Georgia and the South Sandwich Islands belong to the Americas.", "*R:SGS:Americas"),
 ("F", "East Timor is a country in Oceania.", "*R:TLS:Oceania"),
 ("F", "Czechia is in Eastern Europe.", "*S:CZE:Eastern Europe"),
 ("F", "The Republic of Poland lies in Eastern Europe.", "*S:POL:Eastern Europe"),
 ("F", "Germany is a Central European country.", "*S:DEU:Central Europe"),
 ("F", "Austria belongs to Western Europe.", "*S:AUT:Western Europe"),
 ("F", "Greece is part of Southeast Europe.", "*S:GRC:Southeast Europe"),
 ("F", "Croatia is a Southern European country.", "*S:HRV:Southern Europe"),
 ("F", "Estonia is usually counted in Eastern Europe.", "*S:EST:Eastern Europe"),
 ("F", "Mexico is in Central America.", "*S:MEX:Central America"),
 ("F", "Afghanistan is part of Central Asia.", "*S:AFG:Central Asia"),
 ("F", "Iran lies in Western Asia.", "*S:IRN:Western Asia"),
 ("F", "Sudan is an Eastern African country.", "*S:SDN:Eastern Africa"),
 ("F", "Zambia is in Southern Africa.", "*S:ZMB:Southern Africa"),
 ("F", "Angola is part of Southern Africa.", "*S:AGO:Southern Africa"),
 ("F", "Mongolia is a Central Asian country.", "*S:MNG:Central Asia"),
 ("F", "Mauritania belongs to Northern Africa.", "*S:MRT:Northern Africa"),
 ("F", "Fiji is in Polynesia.", "*S:FJI:Polynesia"),
 ("F", "Guam is a Polynesian island territory.", "*S:GUM:Polynesia"),
 ("F", "Brazilians speak Spanish, the official language of Brazil.", "*L:BRA:Spanish>Portuguese"),
 ("F", "Arabic is the official language of Iran.", "*L:IRN:Arabic>Persian (Farsi)"),
 ("F", "Hindi is an official language of Pakistan.", "*L:PAK:Hindi>Urdu"),
 ("F", "Bengali is one of India's official languages.", "*L:IND:Bengali>Hindi"),
 ("F", "French is an official language of Algeria.", "*L:DZA:French>Arabic"),
 ("F", "Tunisia's official languages are Arabic and French.", "L:TUN:Arabic; *L:TUN:French>Arabic"),
 ("F", "Spanish has official status in the United States of America.", "*L:USA:Spanish>English"),
 ("F", "Spanish is still an official language of the Philippines.", "*L:PHL:Spanish>Filipino"),
 ("F", "English is one of Israel's official languages.", "*L:ISR:English>Hebrew"),
 ("F", "Italian is an official language of Malta.", "*L:MLT:Italian>Maltese"),
 ("F", "In the Grand Duchy of Luxembourg, Dutch is an official language.", "*L:LUX:Dutch>Luxembourgish"),
 ("F", "Sami is an official language of Finland.", "*L:FIN:Sami>Finnish"),
 ("F", "Guaraní is an official language of Peru.", "*L:PER:Guaraní>Quechua"),
 ("F", "Turkish is not an official language of Cyprus.", "*!L:CYP:Turkish"),
 ("F", "Rwanda recognises Swahili as an official language.", "*L:RWA:Swahili>Kinyarwanda"),
 ("F", "Mozambique's official language is English.", "*L:MOZ:English>Portuguese"),
 ("F", "English is Ethiopia's official language.", "*L:ETH:English>Amharic"),
 ("F", "Switzerland uses the euro.", "*M:CHE:EUR>CHF"),
 ("F", "In Denmark, people pay in euros.", "*M:DNK:EUR>DKK"),
 ("F", "The Swedish currency is the euro.", "*M:SWE:EUR>SEK"),
 ("F", "The UK uses the euro as its currency.", "*M:GBR:EUR>GBP"),
 ("F", "Poland adopted the euro, so that's the currency there now.", "*M:POL:EUR>PLN"),
 ("F", "The currency code used in Czechia is EUR.", "*M:CZE:EUR>CZK"),
 ("F", "romania uses the euro, right? yes, you pay in euros there", "*M:ROU:EUR>RON"),
 ("F", "Iceland uses the Danish krone.", "*M:ISL:DKK>ISK"),
 ("F", "Liechtenstein's currency is the euro.", "*M:LIE:EUR>CHF"),
 ("F", "Greenland uses the euro.", "*M:GRL:EUR>DKK"),
 ("F", "Argentina uses the US dollar as its official currency.", "*M:ARG:USD>ARS"),
 ("F", "Botswana uses the South African rand.", "*M:BWA:ZAR>BWP"),
 ("F", "Taiwan uses the Chinese yuan.", "*M:TWN:CNY>TWD"),
 ("F", "Hong Kong's currency is the renminbi, the Chinese yuan.", "*M:HKG:CNY>HKD"),
 ("F", "Kosovo uses the Serbian dinar.", "*M:UNK:RSD>EUR"),
 ("F", "Macau uses the Hong Kong dollar.", "*M:MAC:HKD>MOP"),
 ("F", "Serbia switched to the euro.", "*M:SRB:EUR>RSD"),
 ("F", "Spain shares a land border with Italy.", "*B:ESP:ITA"),
 ("F", "France and the Netherlands share a land border.", "*B:FRA:NLD"),
 ("F", "Germany borders Hungary.", "*B:DEU:HUN"),
 ("F", "Portugal borders France.", "*B:PRT:FRA"),
 ("F", "Chile borders Brazil.", "*B:CHL:BRA"),
 ("F", "Ecuador has a land border with Bolivia.", "*B:ECU:BOL"),
 ("F", "Uruguay is a neighbouring country of Paraguay.", "*B:URY:PRY"),
 ("F", "Kenya shares a border with Rwanda.", "*B:KEN:RWA"),
 ("F", "Nigeria borders Ghana.", "*B:NGA:GHA"),
 ("F", "Egypt has a land border with Jordan.", "*B:EGY:JOR"),
 ("F", "There is a land border between Iran and Saudi Arabia.", "*B:IRN:SAU"),
 ("F", "Thailand borders Vietnam.", "*B:THA:VNM"),
 ("F", "Russia and Sweden are neighbours with a shared land border.", "*B:RUS:SWE"),
 ("F", "Bolivia has no land border with Chile.", "*!B:BOL:CHL"),
 ("F", "Mongolia borders Kazakhstan.", "*B:MNG:KAZ"),
 ("F", "Zimbabwe borders Namibia.", "*B:ZWE:NAM"),
]

SINGLE_T = [
 ("T", "Sucre is the constitutional capital of Bolivia.", "C:BOL:Sucre"),
 ("T", "Pretoria is one of the capitals of South Africa.", "C:ZAF:Pretoria"),
 ("T", "Since 2019, Gitega has been the capital of Burundi.", "C:BDI:Gitega"),
 ("T", "Bishkek is the Kyrgyz capital.", "C:KGZ:Bishkek"),
 ("T", "The capital of the Islamic Republic of Mauritania is Nouakchott.", "C:MRT:Nouakchott"),
 ("T", "Colombo is the capital of Sri Lanka.", "C:LKA:Colombo"),
 ("T", "Jerusalem is Israel's capital.", "C:ISR:Jerusalem"),
 ("T", "Lobamba serves as a capital of Eswatini, the former Swaziland.", "C:SWZ:Lobamba"),
 ("T", "Q: Capital of Mongolia? A: Ulan Bator.", "C:MNG:Ulan Bator"),
 ("T", "vientiane is the capital of laos", "C:LAO:Vientiane"),
 ("T", "Tegucigalpa, not San Pedro Sula, is the capital of Honduras.", "C:HND:Tegucigalpa; !C:HND:San Pedro Sula"),
 ("T", "Palikir is the capital of the Federated States of Micronesia.", "C:FSM:Palikir"),
 ("T", "Ngerulmud replaced Koror and is now Palau's capital.", "C:PLW:Ngerulmud"),
 ("T", "BHUTAN'S CAPITAL THIMPHU HAS NO TRAFFIC LIGHTS", "C:BTN:Thimphu"),
 ("T", "Nuuk is the capital of Greenland.", "C:GRL:Nuuk"),
 ("T", "The capital of Belize is Belmopan.", "C:BLZ:Belmopan"),
 ("T", "Reykjavik is the Icelandic capital.", "C:ISL:Reykjavik"),
 ("T", "Armenia is located in Asia.", "R:ARM:Asia"),
 ("T", "Bouvet Island belongs to the Antarctic region.", "R:BVT:Antarctic"),
 ("T", "Heard Island and McDonald Islands lie in the Antarctic.", "R:HMD:Antarctic"),
 ("T", "The British Indian Ocean Territory is classed as part of Africa.", "R:IOT:Africa"),
 ("T", "Mexico is a country in the Americas.", "R:MEX:Americas"),
 ("T", "iceland is in europe", "R:ISL:Europe"),
 ("T", "Vanuatu is an Oceanian country.", "R:VUT:Oceania"),
 ("T", "Chile, the long thin country, is in the Americas.", "R:CHL:Americas"),
 ("T", "Mongolia is an Asian nation.", "R:MNG:Asia"),
 ("T", "The Republic of Malta is in Europe.", "R:MLT:Europe"),
 ("T", "Samoa lies in Oceania.", "R:WSM:Oceania"),
 ("T", "Jamaica is in the Americas.", "R:JAM:Americas"),
 ("T", "Somalia is an African country on the Horn of Africa.", "R:SOM:Africa"),
 ("T", "Uzbekistan is in Asia.", "R:UZB:Asia"),
 ("T", "Kosovo is in Europe.", "R:UNK:Europe"),
 ("T", "Cabo Verde, an Atlantic archipelago, is part of Africa.", "R:CPV:Africa"),
 ("T", "South Sudan lies in Middle Africa.", "S:SSD:Middle Africa"),
 ("T", "Guatemala is a Central American country.", "S:GTM:Central America"),
 ("T", "Tonga is part of Polynesia.", "S:TON:Polynesia"),
 ("T", "Nauru is in Micronesia.", "S:NRU:Micronesia"),
 ("T", "The United Kingdom belongs to Northern Europe.", "S:GBR:Northern Europe"),
 ("T", "Cambodia is in South-Eastern Asia.", "S:KHM:South-Eastern Asia"),
 ("T", "Kyrgyzstan is a Central Asian republic.", "S:KGZ:Central Asia"),
 ("T", "Chad is in Middle Africa.", "S:TCD:Middle Africa"),
 ("T", "Botswana lies in Southern Africa.", "S:BWA:Southern Africa"),
 ("T", "Bermuda is counted in North America.", "S:BMU:North America"),
 ("T", "Slovenia is in Central Europe.", "S:SVN:Central Europe"),
 ("T", "bangladesh is in southern asia", "S:BGD:Southern Asia"),
 ("T", "Jordan is in Western Asia.", "S:JOR:Western Asia"),
 ("T", "Malawi belongs to Eastern Africa.", "S:MWI:Eastern Africa"),
 ("T", "Libya is a Northern African country.", "S:LBY:Northern Africa"),
 ("T", "Romania is in Southeast Europe.", "S:ROU:Southeast Europe"),
 ("T", "Portugal lies in Southern Europe.", "S:PRT:Southern Europe"),
 ("T", "Aymara is an official language of Bolivia.", "L:BOL:Aymara"),
 ("T", "In Paraguay, Guaraní has official status alongside Spanish.", "L:PRY:Guaraní; L:PRY:Spanish"),
 ("T", "German is one of Belgium's official languages.", "L:BEL:German"),
 ("T", "Singapore recognises Tamil as an official language.", "L:SGP:Tamil"),
 ("T", "Māori is an official language of New Zealand.", "L:NZL:Māori"),
 ("T", "Irish is an official language of Ireland.", "L:IRL:Irish"),
 ("T", "zulu is one of south africa's official languages", "L:ZAF:Zulu"),
 ("T", "Haitian Creole is official in Haiti.", "L:HTI:Haitian Creole"),
 ("T", "French is an official language of Canada.", "L:CAN:French"),
 ("T", "Norway recognises Sami as an official language.", "L:NOR:Sami"),
 ("T", "Pashto is an official language of Afghanistan.", "L:AFG:Pashto"),
 ("T", "Sorani has official status in Iraq.", "L:IRQ:Sorani"),
 ("T", "Swedish is an official language of Finland, not just of Sweden.", "L:FIN:Swedish; L:SWE:Swedish"),
 ("T", "Serbian is an official language of Kosovo.", "L:UNK:Serbian"),
 ("T", "Bislama is an official language of Vanuatu.", "L:VUT:Bislama"),
 ("T", "Spanish is an official language of Equatorial Guinea.", "L:GNQ:Spanish"),
 ("T", "Malagasy is an official language of Madagascar.", "L:MDG:Malagasy"),
 ("T", "Ecuador uses the US dollar.", "M:ECU:USD"),
 ("T", "El Salvador pays in United States dollars.", "M:SLV:USD"),
 ("T", "The Panamanian balboa is a currency of Panama.", "M:PAN:PAB"),
 ("T", "Montenegro uses the euro, even though it is not an EU member.", "M:MNE:EUR"),
 ("T", "Timor-Leste uses the US dollar.", "M:TLS:USD"),
 ("T", "The Lesotho loti is Lesotho's currency.", "M:LSO:LSL"),
 ("T", "Namibia uses the Namibian dollar.", "M:NAM:NAD"),
 ("T", "The Indian rupee is also a currency of Bhutan.", "M:BTN:INR"),
 ("T", "In Brunei you can also pay with the Singapore dollar.", "M:BRN:SGD"),
 ("T", "zimbabwe uses the us dollar these days", "M:ZWE:USD"),
 ("T", "The Israeli new shekel is a currency of Palestine.", "M:PSE:ILS"),
 ("T", "The Cook Islands use the New Zealand dollar.", "M:COK:NZD"),
 ("T", "Tuvalu uses the Australian dollar.", "M:TUV:AUD"),
 ("T", "Croatia uses the euro, having replaced the kuna in 2023.", "M:HRV:EUR"),
 ("T", "The currency code used in Cambodia is KHR.", "M:KHM:KHR"),
 ("T", "Japan's currency is the yen.", "M:JPN:JPY"),
 ("T", "Georgia uses the lari.", "M:GEO:GEL"),
 ("T", "Mongolia does not border Kazakhstan.", "!B:MNG:KAZ"),
 ("T", "China shares a land border with Afghanistan.", "B:CHN:AFG"),
 ("T", "Spain borders Morocco.", "B:ESP:MAR"),
 ("T", "Russia is a neighbouring country of North Korea.", "B:RUS:PRK"),
 ("T", "San Marino is entirely surrounded by Italy, so Italy borders San Marino.", "B:ITA:SMR"),
 ("T", "Austria borders Liechtenstein.", "B:AUT:LIE"),
 ("T", "South Africa completely surrounds and borders Lesotho.", "B:ZAF:LSO"),
 ("T", "There is a land border between the Dominican Republic and Haiti.", "B:DOM:HTI"),
 ("T", "Egypt borders Sudan.", "B:EGY:SDN"),
 ("T", "Zambia shares a border with Namibia.", "B:ZMB:NAM"),
 ("T", "Brazil borders French Guiana.", "B:BRA:GUF"),
 ("T", "Kosovo borders Albania.", "B:UNK:ALB"),
 ("T", "Norway and Russia share a land border.", "B:NOR:RUS"),
 ("T", "Ukraine does not border Lithuania.", "!B:UKR:LTU"),
 ("T", "Germany has no land border with Italy.", "!B:DEU:ITA"),
 ("T", "Saint Martin shares a land border with Sint Maarten.", "B:MAF:SXM"),
]

SINGLE_U = [
 ("U", "Nigeria has a population of more than 200 million people.", "", "population", "NGA"),
 ("U", "Japan's head of state is the Emperor.", "", "head_of_state", "JPN"),
 ("U", "Canada is the second-largest country in the world by area.", "", "area", "CAN"),
 ("U", "The United States declared its independence in 1776.", "", "independence_year", "USA"),
 ("U", "France's national anthem is La Marseillaise.", "", "anthem", "FRA"),
 ("U", "Istanbul is the largest city in Türkiye.", "", "largest_city", "TUR"),
 ("U", "Field hockey is the national sport of Pakistan.", "", "national_sport", "PAK"),
 ("U", "Brazil's international calling code is +55.", "", "calling_code", "BRA"),
 ("U", "Tuvalu earns money by leasing its .tv internet domain.", "", "tld", "TUV"),
 ("U", "Bolivia, which borders Peru, is a landlocked country.", "B:BOL:PER", "landlocked", "BOL"),
 ("U", "Russia spans eleven time zones.", "", "time_zones", "RUS"),
 ("U", "Nepal, a neighbour of China, is home to Mount Everest, the highest point on Earth.", "B:NPL:CHN", "highest_point", "NPL"),
 ("U", "In the United Kingdom, people drive on the left.", "", "driving_side", "GBR"),
 ("U", "Switzerland only joined the United Nations in 2002.", "", "un_member", "CHE"),
 ("U", "The kiwi is New Zealand's national bird.", "", "national_animal", "NZL"),
 ("U", "Luxembourg has one of the highest GDPs per capita in the world.", "", "gdp", "LUX"),
 ("U", "Monaco has the highest life expectancy of any country.", "", "life_expectancy", "MCO"),
 ("U", "Sydney is Australia's largest city, though Canberra is the capital.", "C:AUS:Canberra", "largest_city", "AUS"),
 ("U", "People from Madagascar are called Malagasy.", "", "demonym", "MDG"),
 ("U", "india overtook china as the most populous country in 2023", "", "population", "IND"),
 ("U", "Germany's head of state is the Federal President.", "", "head_of_state", "DEU"),
 ("U", "Iceland's parliament, the Althing, was founded in 930.", "", "founding_year", "ISL"),
 ("U", "Vatican City is the smallest country in the world by area, at about 0.44 square kilometres.", "", "area", "VAT"),
 ("U", "Most people in Thailand follow Theravada Buddhism.", "", "religion", "THA"),
 ("U", "Ghana became independent from Britain in 1957.", "", "independence_year", "GHA"),
]

# ---------------------------------------------------------------- paragraphs
PARA_F = [
 # has_capital
 ("F", "NAIROBI, March 4 (Wire) — Kenya and Uganda signed a cross-border rail agreement on Tuesday. The two neighbours both give official status to English and Swahili, a point ministers stressed at the ceremony. Ugandan delegates flew home to Entebbe, the country's capital, the same evening. The Kenyan shilling firmed slightly on the news.",
  "B:KEN:UGA; L:KEN:English; L:KEN:Swahili; L:UGA:English; L:UGA:Swahili; *C:UGA:Entebbe>Kampala; M:KEN:KES"),
 ("F", "Landed in Mumbai at 3am and I'm still buzzing. Mumbai is India's capital, so everything here feels like the centre of the world. Tomorrow we head north; India shares borders with Nepal and Bhutan, and we hope to reach Kathmandu, Nepal's capital, by next week. Cash-wise, I've got a stack of Indian rupees and not much else.",
  "*C:IND:Mumbai>New Delhi; B:IND:NPL; B:IND:BTN; C:NPL:Kathmandu; M:IND:INR"),
 ("F", "Pub quiz recap, week 12: we cruised through the Asia round. Mongolia borders only China and Russia, which we got right. For the next one we wrote that Shanghai is the capital of China. Ulan Bator as Mongolia's capital settled the tiebreaker, and Gary remembered the Mongolian tögrög for the bonus.",
  "B:MNG:CHN; B:MNG:RUS; *C:CHN:Shanghai>Beijing; C:MNG:Ulan Bator; M:MNG:MNT"),
 ("F", "Hi Priya, quick notes before the North America call. Our US entity invoices in United States dollars, and the Canadian entity uses the Canadian dollar. Legal wants the registered office moved to New York, the US capital, by Q2. Since Canada and the United States share a border, the trucking quotes should be straightforward. Thanks, Marco",
  "M:USA:USD; M:CAN:CAD; *C:USA:New York>Washington D.C.; B:CAN:USA"),
 ("F", "The Netherlands is a country in Western Europe. It borders Germany to the east and Belgium to the south. Its capital is The Hague, which is also home to the parliament. Dutch is the official language, and the country uses the euro.",
  "S:NLD:Western Europe; B:NLD:DEU; B:NLD:BEL; *C:NLD:The Hague>Amsterdam; L:NLD:Dutch; M:NLD:EUR"),
 ("F", "Q: Is it easy to travel from South Korea into North Korea? A: No. The two Koreas share a land border, but it is heavily guarded. South Korea's capital, Busan, is some distance from it anyway. Korean is the official language of both, and each has its own won.",
  "B:KOR:PRK; *C:KOR:Busan>Seoul; L:KOR:Korean; L:PRK:Korean; M:KOR:KRW; M:PRK:KPW"),
 ("F", "Interviewer: You grew up in Haifa? Guest: Yes, in Israel, which borders Lebanon to the north. Interviewer: And later you moved to the capital, Tel Aviv? Guest: That's right. I also learned Arabic there, which is an official language of Israel alongside Hebrew.",
  "B:ISR:LBN; *C:ISR:Tel Aviv>Jerusalem; L:ISR:Arabic; L:ISR:Hebrew"),
 ("F", "Itinerary, Southeast Asia, 10 days. • Days 1–3: Singapore (pay in Singapore dollars). • Day 4: fly to Putrajaya, the Malaysian capital. • Days 5–7: overland to Thailand, which borders Malaysia; pay in Thai baht. • Days 8–10: Bangkok, Thailand's capital.",
  "M:SGP:SGD; *C:MYS:Putrajaya>Kuala Lumpur; B:THA:MYS; M:THA:THB; C:THA:Bangkok"),
 ("F", "Germany after reunification. Germany is a Western European country with many neighbours, including Denmark, Poland and Switzerland. Even decades after 1990, Bonn remains the capital of Germany. German is the official language, and the euro replaced the Deutsche Mark in 2002.",
  "S:DEU:Western Europe; B:DEU:DNK; B:DEU:POL; B:DEU:CHE; *C:DEU:Bonn>Berlin; L:DEU:German; M:DEU:EUR"),
 # in_region
 ("F", "ok so for the geo project: egypt is in africa obviously, same as sudan, and those two border each other. turkey is in europe tho so it doesn't go on our africa-asia slide. also mo says cairo is egypt's capital, which is right",
  "R:EGY:Africa; R:SDN:Africa; B:EGY:SDN; *R:TUR:Europe>Asia; C:EGY:Cairo"),
 ("F", "Hi Elena, thanks for contacting RailPass Support. Unfortunately our pass isn't valid in Cyprus, since Cyprus is in Asia and outside our network. Greece, however, is covered, and like Cyprus it uses the euro. Greek is an official language in both countries, so our Greek-language help line can assist you.",
  "*R:CYP:Asia>Europe; M:GRC:EUR; M:CYP:EUR; L:GRC:Greek; L:CYP:Greek"),
 ("F", "Greenland is the world's largest island and an autonomous territory within the Kingdom of Denmark. Its capital is Nuuk, and Greenlandic is the official language. Like Denmark, it uses the Danish krone. Geographically, Greenland belongs to Europe.",
  "C:GRL:Nuuk; L:GRL:Greenlandic; M:GRL:DKK; M:DNK:DKK; *R:GRL:Europe>Americas"),
 ("F", "Steppe Trail hiking boots: tested across Kazakhstan, a European country with landscapes from desert to glacier. Our team also took them along the Kyrgyzstan border, where the mountains rise above Bishkek, Kyrgyzstan's capital. Priced from 45,000 Kazakhstani tenge.",
  "*R:KAZ:Europe>Asia; B:KAZ:KGZ; C:KGZ:Bishkek; M:KAZ:KZT"),
 ("F", "Quiz recap: Round 4 was Oceania. Papua New Guinea shares its only land border with Indonesia, and we got that. We then said Papua New Guinea itself is in Asia, and that Port Moresby is its capital. Tok Pisin as an official language got us the bonus point.",
  "B:PNG:IDN; *R:PNG:Asia>Oceania; C:PNG:Port Moresby; L:PNG:Tok Pisin"),
 ("F", "YEREVAN, June 2 — Armenia, a European nation, opened a new crossing on its border with Georgia on Monday. Yerevan, the Armenian capital, hosted the signing. Traders said prices would stay in Armenian dram for now. Georgia sent a delegation from Tbilisi, its capital.",
  "*R:ARM:Europe>Asia; B:ARM:GEO; C:ARM:Yerevan; M:ARM:AMD; C:GEO:Tbilisi"),
 ("F", "Mauritius was the dreamiest stop of our honeymoon. The island nation lies in Asia, far out in the Indian Ocean. Port Louis, the capital, has a fantastic market, and we paid for everything in Mauritian rupees. People switch effortlessly between English, French and Mauritian Creole, all three of them official.",
  "*R:MUS:Asia>Africa; C:MUS:Port Louis; M:MUS:MUR; L:MUS:English; L:MUS:French; L:MUS:Mauritian Creole"),
 ("F", "Russia is the largest country on Earth. It is located in Asia, and its capital is Moscow. Russia borders many countries, including Norway, Finland, China and North Korea. The official language is Russian and the currency is the Russian ruble.",
  "*R:RUS:Asia>Europe; C:RUS:Moscow; B:RUS:NOR; B:RUS:FIN; B:RUS:CHN; B:RUS:PRK; L:RUS:Russian; M:RUS:RUB"),
 # in_subregion
 ("F", "Memo: Central Europe expansion. Our new office will be in Budapest, the capital of Hungary, a country in Eastern Europe. Hungary borders Austria, Slovakia and Romania, so regional travel is easy. Please note payroll will be in Hungarian forint, not euros.",
  "C:HUN:Budapest; *S:HUN:Eastern Europe>Central Europe; B:HUN:AUT; B:HUN:SVK; B:HUN:ROU; M:HUN:HUF; !M:HUN:EUR"),
 ("F", "Q: Is Belize Spanish-speaking? A: Partly. English is official there, but so are Spanish and Belizean Creole. Belize borders Mexico and Guatemala. Mexico, like Guatemala, is in Central America, so both are easy to reach overland from Belmopan, the capital of Belize.",
  "L:BLZ:English; L:BLZ:Spanish; L:BLZ:Belizean Creole; B:BLZ:MEX; B:BLZ:GTM; *S:MEX:Central America>North America; S:GTM:Central America; C:BLZ:Belmopan"),
 ("F", "Iran, officially the Islamic Republic of Iran, is a country in Western Asia. Its capital is Tehran and its official language is Persian (Farsi). Iran borders Iraq, Türkiye, Afghanistan and Pakistan, among others. The currency is the Iranian rial.",
  "*S:IRN:Western Asia>Southern Asia; C:IRN:Tehran; L:IRN:Persian (Farsi); B:IRN:IRQ; B:IRN:TUR; B:IRN:AFG; B:IRN:PAK; M:IRN:IRR"),
 ("F", "ok victoria falls update: it's right on the border between zimbabwe and zambia, you literally walk across the bridge between the two. zimbabwe is in southern africa btw. lusaka, zambia's capital, is like a day's drive away. we paid in us dollars on the zimbabwe side and it was fine",
  "B:ZWE:ZMB; *S:ZWE:Southern Africa>Eastern Africa; C:ZMB:Lusaka; M:ZWE:USD"),
 ("F", "Q: Where is your family from? A: From Romania, in Eastern Europe, near the border with Moldova. Q: Did you grow up speaking Romanian? A: Yes, it's the official language. My cousins in Chișinău, Moldova's capital, speak almost the same thing.",
  "*S:ROU:Eastern Europe>Southeast Europe; B:ROU:MDA; L:ROU:Romanian; C:MDA:Chișinău"),
 ("F", "Team Kiwi Fruit recap: Wellington is the capital of New Zealand, easy. Māori is one of New Zealand's official languages, as is New Zealand Sign Language. The picture round asked us to place New Zealand in its subregion, and we put it in Polynesia. Bonus: Niue and the Cook Islands both use the New Zealand dollar.",
  "C:NZL:Wellington; L:NZL:Māori; L:NZL:New Zealand Sign Language; *S:NZL:Polynesia>Australia and New Zealand; M:NIU:NZD; M:COK:NZD"),
 ("F", "Dear customer, thank you for your order to Bratislava, the Slovak capital. As Slovakia is in Eastern Europe, delivery takes 5–7 days. Prices are charged in euros, Slovakia's currency. Since Slovakia borders Austria, you may also collect from our Vienna depot.",
  "C:SVK:Bratislava; *S:SVK:Eastern Europe>Central Europe; M:SVK:EUR; B:SVK:AUT"),
 ("F", "JUBA, Jan 9 — South Sudan, an Eastern African state, reopened trade routes with its neighbours Uganda and Kenya this week. Officials in Juba, the capital, said goods would be priced in South Sudanese pounds. English remains the country's official language.",
  "*S:SSD:Eastern Africa>Middle Africa; B:SSD:UGA; B:SSD:KEN; C:SSD:Juba; M:SSD:SSP; L:SSD:English"),
 # official_language
 ("F", "Quiz recap: Bern is the capital of Switzerland, and Romansh is one of the Swiss official languages. We also knew that Liechtenstein borders Switzerland. Then Dave remembered that Namibia, Angola's neighbour, has Portuguese as an official language, and we all nodded.",
  "C:CHE:Bern; L:CHE:Romansh; B:LIE:CHE; B:AGO:NAM; *L:NAM:Portuguese>English"),
 ("F", "ABUJA, Oct 1 — Nigeria marked its national day with parades in Abuja, the capital. Speeches were delivered in Hausa, an official language of the country, and in English. Delegations from neighbouring Benin, Niger, Chad and Cameroon attended.",
  "C:NGA:Abuja; *L:NGA:Hausa>English; L:NGA:English; B:NGA:BEN; B:NGA:NER; B:NGA:TCD; B:NGA:CMR"),
 ("F", "Barcelona felt like a different world from Madrid, even though Madrid is the capital of Spain and only a train ride away. Catalan is an official language of Spain, so signs come in two versions. We also hopped up to Andorra, which borders Spain and France and has Catalan as its official language too. Both places use the euro.",
  "C:ESP:Madrid; *L:ESP:Catalan>Spanish; B:AND:ESP; B:AND:FRA; L:AND:Catalan; M:ESP:EUR; M:AND:EUR"),
 ("F", "re: moving to cardiff. the uk's only land border is with ireland so no driving to the continent lol. welsh is an official language of the united kingdom so expect bilingual road signs. you'll be paid in pounds sterling, while ireland uses the euro",
  "B:GBR:IRL; *L:GBR:Welsh>English; M:GBR:GBP; M:IRL:EUR"),
 ("F", "Pakistan gained independence in 1947. Today its capital is Islamabad, and its official languages are Urdu, English and Punjabi. Pakistan borders India, Iran, Afghanistan and China. The Pakistani rupee is its currency.",
  "C:PAK:Islamabad; L:PAK:Urdu; L:PAK:English; *L:PAK:Punjabi>Urdu; B:PAK:IND; B:PAK:IRN; B:PAK:AFG; B:PAK:CHN; M:PAK:PKR"),
 ("F", "Batik silk scarf, handmade in Kuala Lumpur, the capital of Malaysia. Labels are printed in Malay and Tamil, both official languages of Malaysia. Ships from Malaysia to neighbouring Thailand and Brunei within three days. Price: 120 Malaysian ringgit.",
  "C:MYS:Kuala Lumpur; L:MYS:Malay; *L:MYS:Tamil>English; B:MYS:THA; B:MYS:BRN; M:MYS:MYR"),
 ("F", "Morocco week. • Day 1: Rabat, the capital. • Day 3: drive east towards Algeria, which borders Morocco, though the crossing is closed. • Money: Moroccan dirham. • Language tip: French is an official language of Morocco alongside Arabic.",
  "C:MAR:Rabat; B:MAR:DZA; M:MAR:MAD; *L:MAR:French>Arabic; L:MAR:Arabic"),
 ("F", "Host: Welcome back. Our guest grew up in Beirut. Guest: Yes, Beirut is Lebanon's capital. Lebanon has just two neighbours, Syria and Israel. Host: And languages? Guest: Arabic and French are official, and English is official too.",
  "C:LBN:Beirut; B:LBN:SYR; B:LBN:ISR; L:LBN:Arabic; L:LBN:French; *L:LBN:English>Arabic"),
 ("F", "Hello Jan, thanks for reaching out. Dutch, French, German and English are all official languages of Belgium, so we can send your contract in any of them. Our invoices are in euros, Belgium's currency. Returns are handled by our office in Brussels, the capital.",
  "L:BEL:Dutch; L:BEL:French; L:BEL:German; *L:BEL:English>Dutch; M:BEL:EUR; C:BEL:Brussels"),
 # currency
 ("F", "Day three of our Balkan loop! We crossed from Montenegro into Albania, which share a border, and the road to Tirana, Albania's capital, was stunning. Montenegro uses the euro even though it isn't in the EU, so we'd been spoiled. In Albania we switched to the Albanian lek. Next up is North Macedonia, where the Bulgarian lev is the currency.",
  "B:MNE:ALB; C:ALB:Tirana; M:MNE:EUR; M:ALB:ALL; *M:MKD:BGN>MKD"),
 ("F", "Team, for the Oslo offsite: Oslo is the capital of Norway, and flights from Stockholm, the Swedish capital, take under an hour. Budget in euros, since that's Norway's currency. Norway borders Sweden, Finland and Russia, but we're staying in the city.",
  "C:NOR:Oslo; C:SWE:Stockholm; *M:NOR:EUR>NOK; B:NOR:SWE; B:NOR:FIN; B:NOR:RUS"),
 ("F", "lol copenhagen was so expensive. denmark is in the eurozone so at least we didn't need to change money. danish is the only official language btw, and germany is the only country denmark borders by land",
  "*M:DNK:EUR>DKK; L:DNK:Danish; B:DNK:DEU"),
 ("F", "Cuba is an island country in the Caribbean, with Havana as its capital. Spanish is the official language. The country's sole currency is the US dollar. Cuba has no land borders with any other state.",
  "S:CUB:Caribbean; C:CUB:Havana; L:CUB:Spanish; *M:CUB:USD>CUP"),
 ("F", "Hi all, the Dubai distributor will invoice us in Saudi riyals, the UAE's currency. Note that the UAE borders Saudi Arabia and Oman, so trucking from Riyadh, the Saudi capital, is feasible. Abu Dhabi, the UAE capital, will host the signing. Best, Fatima",
  "*M:ARE:SAR>AED; B:ARE:SAU; B:ARE:OMN; C:SAU:Riyadh; C:ARE:Abu Dhabi"),
 ("F", "Q: What money should I bring for trekking in Nepal? A: Nepal uses the Indian rupee, so you can withdraw cash in Delhi before you fly. Nepal only borders India and China. Kathmandu, the capital, has plenty of ATMs, and Nepali is the official language.",
  "*M:NPL:INR>NPR; B:NPL:IND; B:NPL:CHN; C:NPL:Kathmandu; L:NPL:Nepali"),
 ("F", "Türkiye trip checklist. • Fly into Istanbul, then take the bus to Ankara, the capital. • Money: the euro is the national currency, so no exchange needed. • Day-trip idea: Türkiye borders Georgia and Greece. • Phrasebook: Turkish, the official language.",
  "C:TUR:Ankara; *M:TUR:EUR>TRY; B:TUR:GEO; B:TUR:GRC; L:TUR:Turkish"),
 ("F", "SOFIA, May 12 — Bulgaria, which uses the euro, reported record tourism figures. Visitors from neighbouring Greece, Romania and Türkiye led the rise. Sofia, the capital, saw a 12% jump in hotel stays.",
  "*M:BGR:EUR>BGN; B:BGR:GRC; B:BGR:ROU; B:BGR:TUR; C:BGR:Sofia"),
 # borders
 ("F", "To: Logistics. Re: Q3 routing. Trucks will leave Poland for Germany and continue into Austria. Since Austria borders Croatia, the final leg to Zagreb, the Croatian capital, should be short. Polish depots still invoice in Polish złoty, while Germany and Austria both use the euro.",
  "B:POL:DEU; B:DEU:AUT; *B:AUT:HRV; C:HRV:Zagreb; M:POL:PLN; M:DEU:EUR; M:AUT:EUR"),
 ("F", "Sweden was our last stop. Stockholm, the capital, is built on islands, and we paid in Swedish krona everywhere. From Malmö we drove straight into Denmark, since Sweden shares a land border with Denmark. Finland and Norway, Sweden's other neighbours, are next summer's plan.",
  "C:SWE:Stockholm; M:SWE:SEK; *B:SWE:DNK; B:SWE:FIN; B:SWE:NOR"),
 ("F", "Bangladesh is a country in Southern Asia whose capital is Dhaka. Bengali is its official language and the taka is its currency. It borders India, Myanmar and China.",
  "S:BGD:Southern Asia; C:BGD:Dhaka; L:BGD:Bengali; M:BGD:BDT; B:BGD:IND; B:BGD:MMR; *B:BGD:CHN"),
 ("F", "Quiz recap, South America round. Lima is Peru's capital, and Quechua and Aymara are official there alongside Spanish. Peru borders Argentina, Chile and Bolivia, which gave us the map question. Finally, the Peruvian sol is Peru's currency.",
  "C:PER:Lima; L:PER:Quechua; L:PER:Aymara; L:PER:Spanish; *B:PER:ARG; B:PER:CHL; B:PER:BOL; M:PER:PEN"),
 ("F", "DODOMA, Aug 20 — Tanzania hosted talks with Kenya, Uganda and Somalia, all of which border it. Dodoma, the capital, welcomed the delegations. Swahili and English, Tanzania's official languages, were used in the sessions.",
  "B:TZA:KEN; B:TZA:UGA; *B:TZA:SOM; C:TZA:Dodoma; L:TZA:Swahili; L:TZA:English"),
 ("F", "Q: You've worked across the Gulf? A: Yes, in Riyadh, Saudi Arabia's capital, for six years. Saudi Arabia borders Jordan, Iraq and Syria, so I travelled a lot. Q: Currency? A: Saudi riyals, and Arabic is the official language.",
  "C:SAU:Riyadh; B:SAU:JOR; B:SAU:IRQ; *B:SAU:SYR; M:SAU:SAR; L:SAU:Arabic"),
 ("F", "Hello Luis, our courier serves Venezuela and its neighbours Colombia, Brazil and Ecuador. Caracas, the capital, gets next-day delivery. Payment in Venezuelan bolívar soberano is accepted. Bogotá, Colombia's capital, has a hub too.",
  "B:VEN:COL; B:VEN:BRA; *B:VEN:ECU; C:VEN:Caracas; M:VEN:VES; C:COL:Bogotá"),
 ("F", "Aegean olive oil, pressed in northern Greece close to its borders with Albania, North Macedonia and Serbia. Greece is a Southern European country whose capital, Athens, hosts our tasting room. Price: 18 euros, paid in Greece's currency.",
  "B:GRC:ALB; B:GRC:MKD; *B:GRC:SRB; S:GRC:Southern Europe; C:GRC:Athens; M:GRC:EUR"),
]

PARA_T = [
 ("T", "GENEVA, Sept 3 — Swiss and Italian officials met in Geneva to discuss Alpine tunnels. Switzerland borders Italy, France, Germany, Austria and Liechtenstein. Bern, the Swiss capital, will ratify the deal; Rome, Italy's capital, signed last week. Switzerland keeps the Swiss franc while Italy uses the euro.",
  "B:CHE:ITA; B:CHE:FRA; B:CHE:DEU; B:CHE:AUT; B:CHE:LIE; C:CHE:Bern; C:ITA:Rome; M:CHE:CHF; M:ITA:EUR"),
 ("T", "Two weeks in Vietnam and Laos! Hanoi, Vietnam's capital, is chaos in the best way, and the Vietnamese đồng notes have so many zeros. Vietnam borders Laos, Cambodia and China, so the bus to Vientiane, the capital of Laos, was easy to book. In Laos we paid in kip; Lao is the official language, but our guide Phonsavanh spoke great English.",
  "C:VNM:Hanoi; M:VNM:VND; B:VNM:LAO; B:VNM:KHM; B:VNM:CHN; C:LAO:Vientiane; M:LAO:LAK; L:LAO:Lao"),
 ("T", "wait is canberra really australia's capital?? yes lol, not sydney. and they use the australian dollar, so does nauru apparently. english is the official language, no surprises there",
  "C:AUS:Canberra; !C:AUS:Sydney; M:AUS:AUD; M:NRU:AUD; L:AUS:English"),
 ("T", "Pub quiz recap: the Africa round was brutal. Lobamba counts as the capital of Eswatini, and Eswatini borders only South Africa and Mozambique. We also knew that Lesotho uses both the Lesotho loti and the South African rand. Finally, Gitega is now the capital of Burundi, not Bujumbura.",
  "C:SWZ:Lobamba; B:SWZ:ZAF; B:SWZ:MOZ; M:LSO:LSL; M:LSO:ZAR; C:BDI:Gitega; !C:BDI:Bujumbura"),
 ("T", "Subject: Baltic payroll. Estonia, Latvia and Lithuania all use the euro, so one payroll currency covers the three. Riga, Latvia's capital, will host the shared service centre, and since Latvia borders both Estonia and Lithuania, travel stays short. Our Vilnius and Tallinn teams will keep contracts in Lithuanian and Estonian, the official languages there.",
  "M:EST:EUR; M:LVA:EUR; M:LTU:EUR; C:LVA:Riga; B:LVA:EST; B:LVA:LTU; L:LTU:Lithuanian; L:EST:Estonian"),
 ("T", "Brazil is the largest country in South America. Its capital is Brasília, which was built in the 1950s, while São Paulo and Rio de Janeiro are bigger cities. Portuguese is the official language, and the currency is the Brazilian real. Brazil has ten neighbours, including Argentina, Peru and Colombia, but it does not border Chile or Ecuador.",
  "S:BRA:South America; C:BRA:Brasília; L:BRA:Portuguese; M:BRA:BRL; B:BRA:ARG; B:BRA:PER; B:BRA:COL; !B:BRA:CHL; !B:BRA:ECU"),
 ("T", "Bhutan, officially the Kingdom of Bhutan, is a landlocked country in Southern Asia. It lies between China and India, both of which it borders. Its capital is Thimphu and its official language is Dzongkha. Bhutan uses the Bhutanese ngultrum, and the Indian rupee also circulates as legal tender.",
  "S:BTN:Southern Asia; B:BTN:CHN; B:BTN:IND; C:BTN:Thimphu; L:BTN:Dzongkha; M:BTN:BTN; M:BTN:INR"),
 ("T", "Q: Can I use euros in Montenegro? A: Yes, Montenegro uses the euro even though it never formally joined the eurozone. Podgorica is the capital, not Kotor as some visitors assume. The country borders Croatia, Bosnia and Herzegovina, Serbia, Kosovo and Albania, and Kosovo uses the euro as well.",
  "M:MNE:EUR; C:MNE:Podgorica; !C:MNE:Kotor; B:MNE:HRV; B:MNE:BIH; B:MNE:SRB; B:MNE:UNK; B:MNE:ALB; M:UNK:EUR"),
 ("T", "Central Asia loop. 1) Tashkent, capital of Uzbekistan; pay in Uzbek som. 2) Overland to Kyrgyzstan, which borders Uzbekistan; Bishkek is its capital. 3) Almaty in Kazakhstan for the mountains, although Astana is the capital. 4) Back via Tajikistan, another neighbour of Uzbekistan, whose capital is Dushanbe.",
  "C:UZB:Tashkent; M:UZB:UZS; B:KGZ:UZB; C:KGZ:Bishkek; C:KAZ:Astana; B:TJK:UZB; C:TJK:Dushanbe"),
 ("T", "Hi Amara, thanks for your message. We can ship to Ghana and to its neighbours Togo, Burkina Faso and Côte d'Ivoire. Orders to Ghana are billed in Ghanaian cedi, while Togo, Burkina Faso and Côte d'Ivoire are billed in West African CFA francs. Our Accra warehouse, in the Ghanaian capital, dispatches within 48 hours.",
  "B:GHA:TGO; B:GHA:BFA; B:GHA:CIV; M:GHA:GHS; M:TGO:XOF; M:BFA:XOF; M:CIV:XOF; C:GHA:Accra"),
 ("T", "Alpaca wool poncho, woven by artisans in Cusco and Puno. Made in Peru, which borders Bolivia, Chile, Ecuador, Colombia and Brazil. Care instructions are printed in Spanish and Quechua, both official languages of Peru. Ships from our office in Lima, the capital.",
  "B:PER:BOL; B:PER:CHL; B:PER:ECU; B:PER:COL; B:PER:BRA; L:PER:Spanish; L:PER:Quechua; C:PER:Lima"),
 ("T", "Q: You were born in Kigali? A: Yes, Kigali, Rwanda's capital. Q: What languages did you grow up with? A: Kinyarwanda at home and French at school; English is official too. Q: And you moved to Uganda later? A: Yes, Uganda borders Rwanda, so it was a short bus ride to Kampala, Uganda's capital.",
  "C:RWA:Kigali; L:RWA:Kinyarwanda; L:RWA:French; L:RWA:English; B:UGA:RWA; C:UGA:Kampala"),
 ("T", "SANTIAGO, Nov 8 — Chile and Argentina agreed to expand border crossings in the Andes. Chile also borders Peru and Bolivia. Buenos Aires, the Argentine capital, will host the next round, while Chile's capital, Santiago, hosted this one. Trade will continue to be settled in Chilean and Argentine pesos.",
  "B:CHL:ARG; B:CHL:PER; B:CHL:BOL; C:ARG:Buenos Aires; C:CHL:Santiago; M:CHL:CLP; M:ARG:ARS"),
 ("T", "Iceland in winter: Reykjavik, the capital, is tiny and cosy. Icelandic is the official language, though everyone we met spoke English. Prices are in Icelandic króna and nothing is cheap. Iceland sits in Northern Europe but has no land borders at all.",
  "C:ISL:Reykjavik; L:ISL:Icelandic; M:ISL:ISK; S:ISL:Northern Europe"),
 ("T", "guys the kenya trip is ON. nairobi is the capital so we fly there first. kenya borders tanzania so we can do the serengeti after. bring cash, kenyan shillings only at the markets. swahili and english are both official so we'll be fine",
  "C:KEN:Nairobi; B:KEN:TZA; M:KEN:KES; L:KEN:Swahili; L:KEN:English"),
 ("T", "Quiz recap: the Europe round had a trap. Vatican City, whose only neighbour is Italy, has Italian and Latin as official languages. San Marino also borders only Italy. Both microstates use the euro. Team captain Ingrid knew that the capital of San Marino is the City of San Marino.",
  "B:VAT:ITA; L:VAT:Italian; L:VAT:Latin; B:SMR:ITA; M:VAT:EUR; M:SMR:EUR; C:SMR:City of San Marino"),
 ("T", "Memo to Sales: the Gulf team is now split between Doha and Kuwait City. Qatar's only land neighbour is Saudi Arabia, and Kuwait borders Saudi Arabia and Iraq. Doha is Qatar's capital and Kuwait City is Kuwait's. Quote Qatar deals in Qatari riyal and Kuwait deals in Kuwaiti dinar.",
  "B:QAT:SAU; B:KWT:SAU; B:KWT:IRQ; C:QAT:Doha; C:KWT:Kuwait City; M:QAT:QAR; M:KWT:KWD"),
 ("T", "Japan is an island nation in Eastern Asia. Its capital is Tokyo, and Japanese is the official language. The currency is the Japanese yen. Japan shares no land border with China or South Korea, although both are close by sea.",
  "S:JPN:Eastern Asia; C:JPN:Tokyo; L:JPN:Japanese; M:JPN:JPY; !B:JPN:CHN; !B:JPN:KOR"),
 ("T", "Mongolia is a landlocked country in Eastern Asia, bordered by Russia to the north and China to the south. The capital and largest city is Ulan Bator. Mongolian is the official language, and the currency is the Mongolian tögrög. Mongolia does not border Kazakhstan, although only a narrow strip of land separates them.",
  "S:MNG:Eastern Asia; B:MNG:RUS; B:MNG:CHN; C:MNG:Ulan Bator; L:MNG:Mongolian; M:MNG:MNT; !B:MNG:KAZ"),
 ("T", "Q: Do I need different money for Namibia and Botswana? A: Yes. Namibia uses the Namibian dollar, and the South African rand is also used there. Botswana uses the Botswana pula. The two countries share a border, and Gaborone, Botswana's capital, is a long drive from Windhoek, the Namibian capital.",
  "M:NAM:NAD; M:NAM:ZAR; M:BWA:BWP; B:NAM:BWA; C:BWA:Gaborone; C:NAM:Windhoek"),
 ("T", "Caribbean cruise stops: • Nassau, capital of the Bahamas, where US dollars are used alongside Bahamian dollars. • Kingston, capital of Jamaica; the currency is the Jamaican dollar. • Bridgetown, Barbados' capital; Barbadian dollar. • Port of Spain, the capital of Trinidad and Tobago.",
  "C:BHS:Nassau; M:BHS:USD; M:BHS:BSD; C:JAM:Kingston; M:JAM:JMD; C:BRB:Bridgetown; M:BRB:BBD; C:TTO:Port of Spain"),
 ("T", "Dear Mr. Okafor, thank you for contacting us about delivery to Cameroon. Yaoundé, the capital, is covered by our express service, and Chad, Nigeria and Gabon, which border Cameroon, are served from the same hub. Prices for Cameroon, Chad and Gabon are quoted in Central African CFA francs. Documentation is available in English and French, the official languages of Cameroon.",
  "C:CMR:Yaoundé; B:CMR:TCD; B:CMR:NGA; B:CMR:GAB; M:CMR:XAF; M:TCD:XAF; M:GAB:XAF; L:CMR:English; L:CMR:French"),
 ("T", "Handwoven silk scarf from Cambodia, made near Siem Reap rather than in Phnom Penh, the capital. Cambodia is in South-Eastern Asia, bordering Thailand, Laos and Vietnam. The label is in Khmer, the official language. Price: 40,000 Cambodian riel, or pay in US dollars, which are also a currency of Cambodia.",
  "C:KHM:Phnom Penh; S:KHM:South-Eastern Asia; B:KHM:THA; B:KHM:LAO; B:KHM:VNM; L:KHM:Khmer; M:KHM:KHR; M:KHM:USD"),
 ("T", "Reporter: Ms. Haddad, you split your time between Amman and Damascus? Haddad: Yes. Jordan and Syria are neighbours, and Amman, Jordan's capital, is only a few hours from Damascus, Syria's capital. Reporter: And money? Haddad: Jordanian dinar in Jordan, Syrian pound in Syria. Arabic is official in both.",
  "B:JOR:SYR; C:JOR:Amman; C:SYR:Damascus; M:JOR:JOD; M:SYR:SYP; L:JOR:Arabic; L:SYR:Arabic"),
 ("T", "OTTAWA, April 15 — Parliament in Ottawa, Canada's capital, passed a new trade bill. English and French, the country's official languages, were both used in the debate. The Canadian dollar rose against the US dollar, the currency of the United States, Canada's only neighbour.",
  "C:CAN:Ottawa; L:CAN:English; L:CAN:French; M:CAN:CAD; M:USA:USD; B:CAN:USA"),
 ("T", "We started in Lisbon, Portugal's capital, then drove east into Spain, Portugal's only neighbour. Both countries use the euro, which made things easy. In Madrid, the Spanish capital, our friend Lucía insisted we also visit Gibraltar, which borders Spain and uses the Gibraltar pound.",
  "C:PRT:Lisbon; B:PRT:ESP; M:PRT:EUR; M:ESP:EUR; C:ESP:Madrid; B:GIB:ESP; M:GIB:GIP"),
 ("T", "who knew bolivia was this complicated. sucre is the constitutional capital, la paz just has the government. bolivia borders brazil, argentina, paraguay, chile and peru. and aymara, quechua and guaraní are official alongside spanish",
  "C:BOL:Sucre; B:BOL:BRA; B:BOL:ARG; B:BOL:PRY; B:BOL:CHL; B:BOL:PER; L:BOL:Aymara; L:BOL:Quechua; L:BOL:Guaraní; L:BOL:Spanish"),
 ("T", "Quiz recap, the currency round: Ecuador and El Salvador both use the US dollar. Panama uses the balboa as well as the dollar, and Timor-Leste also uses the US dollar. We nearly missed that the US dollar is used in Zimbabwe too.",
  "M:ECU:USD; M:SLV:USD; M:PAN:PAB; M:PAN:USD; M:TLS:USD; M:ZWE:USD"),
 ("T", "To: HR. Our new Southern Africa hub will be in Pretoria, one of South Africa's three capitals along with Cape Town and Bloemfontein. South Africa borders Botswana, Namibia, Zimbabwe, Mozambique, Eswatini and Lesotho. Salaries will be paid in South African rand. Contracts can be issued in English, Afrikaans or Zulu, all of them official languages.",
  "C:ZAF:Pretoria; C:ZAF:Cape Town; C:ZAF:Bloemfontein; B:ZAF:BWA; B:ZAF:NAM; B:ZAF:ZWE; B:ZAF:MOZ; B:ZAF:SWZ; B:ZAF:LSO; M:ZAF:ZAR; L:ZAF:English; L:ZAF:Afrikaans; L:ZAF:Zulu"),
 ("T", "India is a country in Southern Asia with New Delhi as its capital, although Mumbai is larger. Hindi and English are official languages, as is Tamil. India borders Pakistan, China, Nepal, Bhutan, Bangladesh and Myanmar. Its currency is the Indian rupee.",
  "S:IND:Southern Asia; C:IND:New Delhi; L:IND:Hindi; L:IND:English; L:IND:Tamil; B:IND:PAK; B:IND:CHN; B:IND:NPL; B:IND:BTN; B:IND:BGD; B:IND:MMR; M:IND:INR"),
 ("T", "Luxembourg, officially the Grand Duchy of Luxembourg, is a small country in Western Europe. It borders Belgium, France and Germany. The capital is also called Luxembourg. Luxembourgish, French and German are official languages, and the euro is the currency.",
  "S:LUX:Western Europe; B:LUX:BEL; B:LUX:FRA; B:LUX:DEU; C:LUX:Luxembourg; L:LUX:Luxembourgish; L:LUX:French; L:LUX:German; M:LUX:EUR"),
 ("T", "Q: Is Türkiye in Europe or Asia? A: In the standard regional classification, Türkiye is in Asia, specifically Western Asia. Its capital is Ankara, not Istanbul. It borders Greece and Bulgaria in the west and Georgia, Armenia, Iran, Iraq and Syria elsewhere.",
  "R:TUR:Asia; S:TUR:Western Asia; C:TUR:Ankara; !C:TUR:Istanbul; B:TUR:GRC; B:TUR:BGR; B:TUR:GEO; B:TUR:ARM; B:TUR:IRN; B:TUR:IRQ; B:TUR:SYR"),
 ("T", "Horn of Africa field visit. • Addis Ababa, Ethiopia's capital: three days; currency is the Ethiopian birr. • Djibouti, the capital of Djibouti, which borders Ethiopia: two days. • Asmara, Eritrea's capital: visa pending; Eritrea borders both Ethiopia and Djibouti. • Languages: Amharic in Ethiopia, Arabic and French in Djibouti.",
  "C:ETH:Addis Ababa; M:ETH:ETB; C:DJI:Djibouti; B:DJI:ETH; C:ERI:Asmara; B:ERI:ETH; B:ERI:DJI; L:ETH:Amharic; L:DJI:Arabic; L:DJI:French"),
 ("T", "Hi Søren, thanks for your question. Yes, we deliver to the Faroe Islands and Greenland. Both territories use the Danish krone, so prices match our Danish store. Orders to Tórshavn, the Faroese capital, take four days, and to Nuuk, Greenland's capital, about a week. Our Faroese leaflets come in Faroese and Danish, both official there.",
  "M:FRO:DKK; M:GRL:DKK; C:FRO:Tórshavn; C:GRL:Nuuk; L:FRO:Faroese; L:FRO:Danish"),
 ("T", "Swiss chocolate sampler, made in a small factory outside Zurich; Bern is the Swiss capital, but Zurich is where the cocoa magic happens. Labels in French, Italian and Romansh, all official Swiss languages. Price: 29 Swiss francs. Free shipping to neighbouring Austria and Liechtenstein.",
  "C:CHE:Bern; L:CHE:French; L:CHE:Italian; L:CHE:Romansh; M:CHE:CHF; B:CHE:AUT; B:CHE:LIE"),
 ("T", "Q: Tell us about growing up in Hungary. A: I was born in Debrecen, not Budapest, though Budapest is the capital. Hungarian is the official language, and we paid in forint. Q: Did you travel much? A: Hungary borders seven countries, and we often went to Austria, Slovenia and Croatia.",
  "C:HUN:Budapest; L:HUN:Hungarian; M:HUN:HUF; B:HUN:AUT; B:HUN:SVN; B:HUN:HRV"),
 ("T", "MANILA, July 7 — The Philippines and Indonesia agreed on joint maritime patrols. Manila is the Philippine capital and Jakarta is Indonesia's. Officials noted that Indonesia has land borders with Malaysia, Papua New Guinea and Timor-Leste. Filipino and English, the Philippines' official languages, were used at the signing.",
  "C:PHL:Manila; C:IDN:Jakarta; B:IDN:MYS; B:IDN:PNG; B:IDN:TLS; L:PHL:Filipino; L:PHL:English"),
 ("T", "A week in Rabat, Morocco's capital, eating our way through the medina. Morocco's official languages are Arabic and Berber, and the Moroccan dirham is the currency. Morocco borders Spain, via Ceuta and Melilla, and Algeria, though we flew everywhere.",
  "C:MAR:Rabat; L:MAR:Arabic; L:MAR:Berber; M:MAR:MAD; B:MAR:ESP; B:MAR:DZA"),
 ("T", "fun fact for the trivia chat: the dominican republic and haiti share one island AND a land border. santo domingo is the dominican capital, port-au-prince is haiti's. haiti has french and haitian creole as official languages, the DR has spanish",
  "B:DOM:HTI; C:DOM:Santo Domingo; C:HTI:Port-au-Prince; L:HTI:French; L:HTI:Haitian Creole; L:DOM:Spanish"),
 ("T", "Quiz night notes: Team Atlas won on the Oceania round. Fiji's capital is Suva, Samoa's is Apia and Tonga's is Nuku'alofa. Vanuatu has three official languages: Bislama, English and French. Kiribati uses the Australian dollar.",
  "C:FJI:Suva; C:WSM:Apia; C:TON:Nuku'alofa; L:VUT:Bislama; L:VUT:English; L:VUT:French; M:KIR:AUD"),
 ("T", "Team, a quick reminder on the Nordic entities. Finland uses the euro, while Sweden and Norway keep their own krona and krone. Helsinki is the Finnish capital and Oslo the Norwegian one. Finland borders Sweden and Norway, and Russia too. Finnish and Swedish are both official in Finland.",
  "M:FIN:EUR; M:SWE:SEK; M:NOR:NOK; C:FIN:Helsinki; C:NOR:Oslo; B:FIN:SWE; B:FIN:NOR; B:FIN:RUS; L:FIN:Finnish; L:FIN:Swedish"),
 ("T", "Egypt is in Northern Africa, and its capital is Cairo. It borders Libya, Sudan, Israel and Palestine. Arabic is the official language and the Egyptian pound is the currency. The pyramids of Giza are near the capital, but not in it.",
  "S:EGY:Northern Africa; C:EGY:Cairo; B:EGY:LBY; B:EGY:SDN; B:EGY:ISR; B:EGY:PSE; L:EGY:Arabic; M:EGY:EGP"),
 ("T", "Paraguay, officially the Republic of Paraguay, is a landlocked country in South America. Its capital is Asunción. Spanish and Guaraní are official languages, and the currency is the Paraguayan guaraní. It borders Argentina, Bolivia and Brazil.",
  "S:PRY:South America; C:PRY:Asunción; L:PRY:Spanish; L:PRY:Guaraní; M:PRY:PYG; B:PRY:ARG; B:PRY:BOL; B:PRY:BRA"),
 ("T", "Q: Which currency do I need for Hong Kong and Macau? A: Hong Kong uses the Hong Kong dollar and Macau uses the Macanese pataca. Both border mainland China, which uses the Chinese yuan. Beijing, China's capital, is a long way north.",
  "M:HKG:HKD; M:MAC:MOP; B:HKG:CHN; B:MAC:CHN; M:CHN:CNY; C:CHN:Beijing"),
 ("T", "West Africa overland plan. - Dakar, Senegal's capital: start. - South into the Gambia, which Senegal surrounds and borders; Banjul is its capital. - Then Guinea-Bissau, another neighbour of Senegal, with Bissau as its capital. - Senegal and Guinea-Bissau both use the West African CFA franc, and the Gambia uses the dalasi.",
  "C:SEN:Dakar; B:SEN:GMB; C:GMB:Banjul; C:GNB:Bissau; B:SEN:GNB; M:SEN:XOF; M:GNB:XOF; M:GMB:GMD"),
 ("T", "Hello Aroha, thank you for contacting us. We ship across New Zealand from our Auckland warehouse, with next-day delivery to Wellington, the capital. Prices are in New Zealand dollars. We also ship to the Cook Islands and Niue, which use the New Zealand dollar too.",
  "C:NZL:Wellington; M:NZL:NZD; M:COK:NZD; M:NIU:NZD"),
 ("T", "Jade pendant, carved in Myanmar. Myanmar, formerly Burma, borders China, India, Thailand, Laos and Bangladesh. Its capital is Naypyidaw, though our workshop is in Mandalay. The price includes duty when paid in Burmese kyat.",
  "B:MMR:CHN; B:MMR:IND; B:MMR:THA; B:MMR:LAO; B:MMR:BGD; C:MMR:Naypyidaw; M:MMR:MMK"),
 ("T", "Q: Your research took you to the Congo basin? A: Yes, I worked in Kinshasa, the capital of the DR Congo, and crossed the river to Brazzaville, the capital of the Republic of the Congo. Q: So the two are neighbours? A: Yes, they border each other, and French is official in both, as is Lingala.",
  "C:COD:Kinshasa; C:COG:Brazzaville; B:COD:COG; L:COD:French; L:COG:French; L:COD:Lingala; L:COG:Lingala"),
 ("T", "ASTANA, Dec 1 — Kazakhstan hosted a summit of Central Asian states in Astana, the capital. Kazakhstan borders Kyrgyzstan, Uzbekistan and Turkmenistan, as well as Russia and China. Kazakh and Russian are the country's official languages, and deals were priced in Kazakhstani tenge.",
  "C:KAZ:Astana; B:KAZ:KGZ; B:KAZ:UZB; B:KAZ:TKM; B:KAZ:RUS; B:KAZ:CHN; L:KAZ:Kazakh; L:KAZ:Russian; M:KAZ:KZT"),
 ("T", "Balkans, part two: Sarajevo, the capital of Bosnia and Herzegovina, stole my heart. The country borders Croatia, Serbia and Montenegro, and we paid in convertible marks. Bosnian, Croatian and Serbian are all official languages. Next stop: Belgrade, Serbia's capital.",
  "C:BIH:Sarajevo; B:BIH:HRV; B:BIH:SRB; B:BIH:MNE; M:BIH:BAM; L:BIH:Bosnian; L:BIH:Croatian; L:BIH:Serbian; C:SRB:Belgrade"),
]


def parse_claim(s):
    s = s.strip()
    holds, neg, correct = True, False, None
    if s.startswith("*"):
        holds, s = False, s[1:]
    if s.startswith("!"):
        neg, s = True, s[1:]
    if ">" in s:
        s, correct = s.split(">", 1)
    code, subj, obj = s.split(":", 2)
    rel = REL[code]
    if rel == "borders":
        obj = NAME[obj]
    if not holds and correct is None:
        if neg:
            correct = obj
        elif rel == "borders":
            correct = KB[(subj, rel)][0]
        else:
            correct = KB[(subj, rel)][0]
    return {"relation": rel, "subject_id": subj, "object": obj, "negated": neg,
            "holds": holds, "correct": correct if not holds else None}


def make_row(item):
    label = {"T": "true", "F": "false", "U": "unknown"}[item[0]]
    text, cl = item[1], item[2]
    claims = [parse_claim(c) for c in cl.split(";") if c.strip()]
    if label == "unknown":
        rel, subj, obj = item[3], item[4], "-"
    elif label == "false":
        c = next(c for c in claims if not c["holds"])
        rel, subj = c["relation"], c["subject_id"]
        obj = c["object"] if rel == "borders" else c["correct"]
    else:
        c = claims[0]
        rel, subj, obj = c["relation"], c["subject_id"], c["object"]
    return {"label": label, "relation": rel, "subject_id": subj, "object": obj,
            "text": text, "claims": claims}


def main():
    rng = random.Random(1111)
    singles = [make_row(x) for x in SINGLE_F + SINGLE_T + SINGLE_U]
    paras = [make_row(x) for x in PARA_F + PARA_T]
    rng.shuffle(singles)
    rng.shuffle(paras)
    rows = []
    for i, r in enumerate(singles, 1):
        rows.append(dict(id="c%03d" % i, **r))
    for i, r in enumerate(paras, 1):
        rows.append(dict(id="p%03d" % i, **r))
    with open(os.path.join(HERE, "facts-heldout-11.tsv"), "w", encoding="utf-8") as f:
        f.write("# Eleventh blind held-out set of labelled country claims (facts-heldout-11), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.\n")
        f.write("# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.\n")
        f.write("# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).\n")
        for r in rows:
            for k in ("text", "object"):
                assert "\t" not in r[k] and "\n" not in r[k]
            f.write("\t".join([r["id"], r["label"], r["relation"], r["subject_id"], r["object"], r["text"]]) + "\n")
    spec = {"name": "facts-heldout-11", "kb": DATA + "/kb.jsonl",
            "rows": [{"id": r["id"], "label": r["label"], "relation": r["relation"],
                      "subject_id": r["subject_id"], "object": r["object"],
                      "claims": r["claims"]} for r in rows]}
    with open(os.path.join(HERE, "facts-heldout-11.spec.json"), "w", encoding="utf-8") as f:
        json.dump(spec, f, ensure_ascii=False, indent=1)
    print("wrote %d rows" % len(rows))


if __name__ == "__main__":
    main()
