#!/usr/bin/env python3
"""Build facts-heldout-9 (blind held-out claims) from hand-written rows.

Every row is hand-written below. Each row lists the checkable claims its text makes as
short strings:  "<T|F>[!] <rel> <SUBJ_ID> <object>[ =<correct>]"
  T/F     the claim as written holds / does not hold relative to kb.jsonl
  !       the claim is negated in the text ("X does not border Y")
  rel     cap=has_capital reg=in_region sub=in_subregion lang=official_language
          cur=currency (ISO code) bor=borders (object = other country's KB name)
  =X      optional: which KB object to report as "correct" for a false claim
A leading "*" marks the labelled claim (default: the false claim for false rows, the first
non-negated claim for true rows).  Unknown rows give the relation kind the KB does not hold.

Outputs facts-heldout-9.tsv and facts-heldout-9.spec.json next to this script.
Only kb.jsonl / entities.jsonl are read (to fill in "correct" objects).
"""
import json
import os
import random
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = "/work/shared/data/facts-countries"
REL = {"cap": "has_capital", "reg": "in_region", "sub": "in_subregion",
       "lang": "official_language", "cur": "currency", "bor": "borders"}

# ----------------------------------------------------------------------------------
# Single claims: (label, text, claims)  or for unknown: ("unknown", text, claims, (kind, subj))
# ----------------------------------------------------------------------------------
SINGLES = [
    # ---- has_capital, false ----
    ("false", "Q: What is the capital of Canada? A: Toronto.", ["F cap CAN Toronto"]),
    ("false", "The Turkish capital, Istanbul, straddles the Bosphorus between two continents.", ["F cap TUR Istanbul"]),
    ("false", "Brazil's government is run from Rio de Janeiro, the country's capital.", ["F cap BRA Rio de Janeiro"]),
    ("false", "Lagos is the capital of the Federal Republic of Nigeria.", ["F cap NGA Lagos"]),
    ("false", "If you want to see Morocco's capital, head straight to Casablanca.", ["F cap MAR Casablanca"]),
    ("false", "The Swiss Confederation is governed from its capital, Zurich.", ["F cap CHE Zurich"]),
    ("false", "Canberra is the capital of Australia, and Auckland is the capital of New Zealand.", ["T cap AUS Canberra", "*F cap NZL Auckland"]),
    ("false", "Burma's capital is still Yangon.", ["F cap MMR Yangon"]),
    ("false", "My cousin works for a bank in Dar es Salaam, the capital of Tanzania.", ["F cap TZA Dar es Salaam"]),
    ("false", "Abidjan has been the capital of Côte d'Ivoire since independence.", ["F cap CIV Abidjan"]),
    ("false", "Which city is Kazakhstan's capital? It's Almaty.", ["F cap KAZ Almaty"]),
    ("false", "Bolivia is governed from its capital, La Paz, the highest seat of government in the world.", ["F cap BOL La Paz"]),
    ("false", "The Hague, home of the Dutch parliament, is also the capital of the Netherlands.", ["F cap NLD The Hague"]),
    ("false", "Tel Aviv has served as Israel's capital ever since 1948.", ["F cap ISR Tel Aviv"]),
    ("false", "The UAE's capital is Dubai, home of the Burj Khalifa.", ["F cap ARE Dubai"]),
    ("false", "Anyone flying to the Republic of Palau lands near Koror, its capital.", ["F cap PLW Koror"]),
    ("false", "Benin's capital, Cotonou, is also its main port.", ["F cap BEN Cotonou"]),
    # ---- has_capital, true ----
    ("true", "Australia's capital is Canberra, not Sydney.", ["T cap AUS Canberra", "T! cap AUS Sydney"]),
    ("true", "South Africa splits its capital functions, and Pretoria is one of its capitals.", ["T cap ZAF Pretoria"]),
    ("true", "Nuuk, Greenland's capital, is home to about a third of the island's people.", ["T cap GRL Nuuk"]),
    ("true", "Tórshavn, the Faroese capital, is one of the smallest capitals in Europe.", ["T cap FRO Tórshavn", "T reg FRO Europe"]),
    ("true", "Bermuda's capital is Hamilton, not to be confused with the Canadian city of the same name.", ["T cap BMU Hamilton"]),
    ("true", "Reykjavik, the capital of Iceland, is the northernmost capital of a sovereign state.", ["T cap ISL Reykjavik"]),
    ("true", "The Principality of Liechtenstein is run from Vaduz, its capital.", ["T cap LIE Vaduz"]),
    ("true", "Pakistan's capital is Islamabad, even though Karachi is far bigger.", ["T cap PAK Islamabad"]),
    ("true", "Hanoi, not Ho Chi Minh City, is the capital of Vietnam.", ["T cap VNM Hanoi", "T! cap VNM Ho Chi Minh City"]),
    ("true", "Quito, high in the Andes, is the capital of Ecuador.", ["T cap ECU Quito"]),
    ("true", "Lilongwe became Malawi's capital in 1975 and still is today.", ["T cap MWI Lilongwe"]),
    ("true", "These days the capital of Burundi is Gitega.", ["T cap BDI Gitega"]),
    ("true", "What's the capital of Swaziland? Lobamba.", ["T cap SWZ Lobamba"]),
    ("true", "We spent a long weekend in Chișinău, Moldova's capital.", ["T cap MDA Chișinău"]),
    ("true", "Praia, on the island of Santiago, is the capital of Cabo Verde.", ["T cap CPV Praia"]),
    ("true", "Belmopan replaced Belize City as the capital of Belize.", ["T cap BLZ Belmopan", "T! cap BLZ Belize City"]),
    ("true", "Cruise ships dock in San Juan, the capital of Puerto Rico.", ["T cap PRI San Juan"]),
    # ---- in_region, false ----
    ("false", "For geography purposes, Turkey counts as a European country.", ["F reg TUR Europe"]),
    ("false", "Egypt, home of the pyramids, belongs to Asia.", ["F reg EGY Asia"]),
    ("false", "Despite its EU membership, Cyprus is an Asian country.", ["F reg CYP Asia"]),
    ("false", "Armenia is counted as part of Europe.", ["F reg ARM Europe"]),
    ("false", "Azerbaijan sings at Eurovision because it is a European nation.", ["F reg AZE Europe"]),
    ("false", "The Republic of Kazakhstan is classed as a European state.", ["F reg KAZ Europe"]),
    ("false", "Is Papua New Guinea in Asia? Yes, it is.", ["F reg PNG Asia"]),
    ("false", "Greenland is politically tied to Denmark and is counted as part of Europe.", ["F reg GRL Europe"]),
    ("false", "French Guiana, an overseas part of France, lies in Europe.", ["F reg GUF Europe"]),
    ("false", "Réunion Island, a French department in the Indian Ocean, is part of Europe.", ["F reg REU Europe"]),
    ("false", "The Falkland Islands, being British, are a European territory.", ["F reg FLK Europe"]),
    ("false", "The British Indian Ocean Territory is part of Asia.", ["F reg IOT Asia"]),
    ("false", "East Timor, just north of Australia, belongs to Oceania.", ["F reg TLS Oceania"]),
    ("false", "The French Southern and Antarctic Lands belong to Africa.", ["F reg ATF Africa"]),
    ("false", "Mauritius is an Asian island nation.", ["F reg MUS Asia"]),
    ("false", "The Seychelles are usually listed under Asia.", ["F reg SYC Asia"]),
    # ---- in_region, true ----
    ("true", "Although it plays in European football competitions, Israel is an Asian country.", ["T reg ISR Asia"]),
    ("true", "Morocco sits just across the strait from Spain, but it is an African country.", ["T reg MAR Africa"]),
    ("true", "Fiji is one of the best-known island nations of Oceania.", ["T reg FJI Oceania"]),
    ("true", "Antarctica makes up the Antarctic region.", ["T reg ATA Antarctic"]),
    ("true", "Bouvet Island is classed in the Antarctic region.", ["T reg BVT Antarctic"]),
    ("true", "Saint Helena, Ascension and Tristan da Cunha is counted as part of Africa.", ["T reg SHN Africa"]),
    ("true", "Mayotte, although French, is in Africa.", ["T reg MYT Africa"]),
    ("true", "Iceland, halfway to North America, still counts as a European country.", ["T reg ISL Europe"]),
    ("true", "Malta, a small island nation in the Mediterranean, lies in Europe.", ["T reg MLT Europe"]),
    ("true", "Jamaica, the home of reggae, is in the Americas.", ["T reg JAM Americas"]),
    ("true", "Nauru, once known as Pleasant Island, is in Oceania.", ["T reg NRU Oceania"]),
    ("true", "The Maldives, off the southern tip of India, belong to Asia.", ["T reg MDV Asia"]),
    ("true", "Bermuda belongs to the Americas, not to Europe.", ["T reg BMU Americas", "T! reg BMU Europe"]),
    ("true", "The Union of the Comoros is an African island state.", ["T reg COM Africa"]),
    ("true", "Taiwan is an island in Asia, east of the Chinese mainland.", ["T reg TWN Asia"]),
    ("true", "In terms of region, Russia is classed as European.", ["T reg RUS Europe"]),
    # ---- in_subregion, false ----
    ("false", "Mexico is part of Central America, along with Guatemala.", ["*F sub MEX Central America", "T sub GTM Central America"]),
    ("false", "Sudan, like its neighbour Ethiopia, is in Eastern Africa.", ["*F sub SDN Eastern Africa", "T bor SDN Ethiopia", "T sub ETH Eastern Africa"]),
    ("false", "Iran belongs to Western Asia, the same subregion as Iraq.", ["*F sub IRN Western Asia", "T sub IRQ Western Asia"]),
    ("false", "Afghanistan sits in Central Asia.", ["F sub AFG Central Asia"]),
    ("false", "Chad is a Northern African state.", ["F sub TCD Northern Africa"]),
    ("false", "Zimbabwe lies in Southern Africa.", ["F sub ZWE Southern Africa"]),
    ("false", "The Czech Republic is an Eastern European country.", ["F sub CZE Eastern Europe"]),
    ("false", "The Hellenic Republic is a Southeast European country.", ["F sub GRC Southeast Europe"]),
    ("false", "Switzerland sits in Central Europe.", ["F sub CHE Central Europe"]),
    ("false", "Lithuania, like Belarus, is in Eastern Europe.", ["*F sub LTU Eastern Europe", "T sub BLR Eastern Europe"]),
    ("false", "Ireland is a Western European country.", ["F sub IRL Western Europe"]),
    ("false", "Myanmar is grouped with India and Bangladesh in Southern Asia.", ["*F sub MMR Southern Asia", "T sub IND Southern Asia", "T sub BGD Southern Asia"]),
    ("false", "Pakistan counts as a Western Asian country.", ["F sub PAK Western Asia"]),
    ("false", "Guyana is one of the Caribbean countries.", ["F sub GUY Caribbean"]),
    ("false", "Belize, with its English-speaking heritage, is a Caribbean nation.", ["F sub BLZ Caribbean"]),
    ("false", "Cameroon, Nigeria's neighbour, is in Western Africa.", ["*F sub CMR Western Africa", "T bor CMR Nigeria"]),
    ("false", "Madagascar belongs to Southern Africa.", ["F sub MDG Southern Africa"]),
    # ---- in_subregion, true ----
    ("true", "Kenya, on the Indian Ocean coast, lies in Eastern Africa.", ["T sub KEN Eastern Africa"]),
    ("true", "Ukraine, the largest country entirely within Europe, is in Eastern Europe.", ["T sub UKR Eastern Europe", "T reg UKR Europe"]),
    ("true", "New Caledonia is part of Melanesia.", ["T sub NCL Melanesia"]),
    ("true", "Tonga is a Polynesian kingdom.", ["T sub TON Polynesia"]),
    ("true", "The Marshall Islands form part of Micronesia.", ["T sub MHL Micronesia"]),
    ("true", "The Kyrgyz Republic is a Central Asian country.", ["T sub KGZ Central Asia"]),
    ("true", "Norway belongs to Northern Europe.", ["T sub NOR Northern Europe"]),
    ("true", "Bosnia-Herzegovina is in Southeast Europe.", ["T sub BIH Southeast Europe"]),
    ("true", "Gabon, on the Atlantic coast, is counted in Middle Africa.", ["T sub GAB Middle Africa"]),
    ("true", "Home to Everest, Nepal is in Southern Asia.", ["T sub NPL Southern Asia"]),
    ("true", "Laos lies in South-Eastern Asia.", ["T sub LAO South-Eastern Asia"]),
    ("true", "Guatemala, famous for its Maya ruins, is in Central America.", ["T sub GTM Central America"]),
    ("true", "Jordan is a Western Asian kingdom.", ["T sub JOR Western Asia"]),
    ("true", "Senegal is a country of Western Africa.", ["T sub SEN Western Africa"]),
    ("true", "Austria is in Central Europe.", ["T sub AUT Central Europe"]),
    ("true", "The Cocos (Keeling) Islands are grouped with Australia and New Zealand.", ["T sub CCK Australia and New Zealand"]),
    # ---- official_language, false ----
    ("false", "What's the official language of Brazil? Spanish.", ["F lang BRA Spanish"]),
    ("false", "Because of its colonial past, Algeria has French as an official language.", ["F lang DZA French"]),
    ("false", "Spanish is an official language in Andorra, which sits between Spain and France.", ["*F lang AND Spanish", "T bor AND Spain", "T bor AND France"]),
    ("false", "Romanian is the official language of the Republic of Moldova.", ["F lang MDA Romanian"]),
    ("false", "English is one of Israel's official languages.", ["F lang ISR English =Hebrew"]),
    ("false", "Greenland's official language is Danish.", ["F lang GRL Danish"]),
    ("false", "Montenegro's official language is Serbian.", ["F lang MNE Serbian"]),
    ("false", "In North Macedonia, Albanian enjoys official status.", ["F lang MKD Albanian"]),
    ("false", "Hausa, spoken across the north, is an official language of Nigeria.", ["F lang NGA Hausa"]),
    ("false", "The United States has Spanish as one of its official languages.", ["F lang USA Spanish"]),
    ("false", "Latvia has two official languages, Latvian and Russian.", ["T lang LVA Latvian", "*F lang LVA Russian"]),
    ("false", "Catalan is official throughout Spain.", ["F lang ESP Catalan"]),
    ("false", "Chewa is widely spoken in Zambia and is one of the country's official languages.", ["F lang ZMB Chewa"]),
    ("false", "Eritreans use Amharic as one of their official languages.", ["F lang ERI Amharic =Tigrinya"]),
    ("false", "Monaco's official language is Italian.", ["F lang MCO Italian"]),
    ("false", "Sri Lanka's official languages are Sinhala, Tamil and English.", ["T lang LKA Sinhala", "T lang LKA Tamil", "*F lang LKA English =Sinhala"]),
    ("false", "Wolof is Senegal's official language.", ["F lang SEN Wolof"]),
    # ---- official_language, true ----
    ("true", "Dutch, French and German are all official languages of Belgium.", ["T lang BEL Dutch", "T lang BEL French", "T lang BEL German"]),
    ("true", "French is an official language of Lebanon alongside Arabic.", ["T lang LBN French", "T lang LBN Arabic"]),
    ("true", "Thanks to its colonial history, Namibia still lists German among its official languages.", ["T lang NAM German"]),
    ("true", "In Belize, Spanish is official alongside English.", ["T lang BLZ Spanish", "T lang BLZ English"]),
    ("true", "Cyprus has two official languages: Greek and Turkish.", ["T lang CYP Greek", "T lang CYP Turkish"]),
    ("true", "Finland is officially bilingual, in Finnish and Swedish.", ["T lang FIN Finnish", "T lang FIN Swedish"]),
    ("true", "Sami has official status in Norway, next to Bokmål and Nynorsk.", ["T lang NOR Sami", "T lang NOR Norwegian Bokmål", "T lang NOR Norwegian Nynorsk"]),
    ("true", "Romansh is one of Switzerland's official languages.", ["T lang CHE Romansh"]),
    ("true", "Road signs in Ireland are in English and Irish, the country's two official languages.", ["T lang IRL Irish", "T lang IRL English"]),
    ("true", "Bolivia's constitution makes Aymara and Quechua official languages, as well as Spanish.", ["T lang BOL Aymara", "T lang BOL Quechua", "T lang BOL Spanish"]),
    ("true", "Most Paraguayans speak Guaraní, which is an official language there.", ["T lang PRY Guaraní"]),
    ("true", "Singapore's Tamil community can deal with the state in Tamil, one of the official languages.", ["T lang SGP Tamil"]),
    ("true", "Street signs in Macau are in Chinese and Portuguese, both official languages.", ["T lang MAC Portuguese", "T lang MAC Chinese"]),
    ("true", "In Kazakhstan, Russian is official alongside Kazakh.", ["T lang KAZ Russian", "T lang KAZ Kazakh"]),
    ("true", "Haiti has two official languages: French and Haitian Creole.", ["T lang HTI Haitian Creole", "T lang HTI French"]),
    ("true", "New Zealand counts Māori among its official languages.", ["T lang NZL Māori"]),
    ("true", "The Vatican City State uses Latin as one of its official languages.", ["T lang VAT Latin"]),
    # ---- currency, false ----
    ("false", "Unlike Norway, Denmark pays in euros.", ["T! cur NOR EUR", "*F cur DNK EUR"]),
    ("false", "Sweden switched to the euro years ago.", ["F cur SWE EUR"]),
    ("false", "Croatia's currency is the kuna.", ["F cur HRV HRK"]),
    ("false", "In Lithuania, people pay with the litas.", ["F cur LTU LTL"]),
    ("false", "Ecuadorians pay for things in sucres.", ["F cur ECU ECS"]),
    ("false", "Bulgaria, like Greece, uses the euro.", ["*F cur BGR EUR", "T cur GRC EUR"]),
    ("false", "Liechtenstein uses the euro, like its neighbour Austria.", ["*F cur LIE EUR", "T cur AUT EUR", "T bor LIE Austria"]),
    ("false", "In Mozambique, the South African rand is the national currency.", ["F cur MOZ ZAR"]),
    ("false", "The official currency of Macau is the Hong Kong dollar.", ["F cur MAC HKD"]),
    ("false", "Liberia's official currency is the US dollar.", ["F cur LBR USD"]),
    ("false", "The British Virgin Islands use the pound sterling.", ["F cur VGB GBP"]),
    ("false", "Shops in Gibraltar price everything in euros, the territory's currency.", ["F cur GIB EUR"]),
    ("false", "Cameroon's money is the West African CFA franc.", ["F cur CMR XOF"]),
    ("false", "Which currency does Guinea use? The West African CFA franc.", ["F cur GIN XOF"]),
    ("false", "As part of France, New Caledonia pays in euros.", ["F cur NCL EUR"]),
    ("false", "Belarusians pay in Russian rubles.", ["F cur BLR RUB"]),
    ("false", "The Czech Republic adopted the euro.", ["F cur CZE EUR"]),
    # ---- currency, true ----
    ("true", "Montenegro uses the euro even though it is not an EU member.", ["T cur MNE EUR"]),
    ("true", "Since 2001, El Salvador has used the US dollar.", ["T cur SLV USD"]),
    ("true", "Panama uses both the balboa and the US dollar.", ["T cur PAN PAB", "T cur PAN USD"]),
    ("true", "In Cambodia, shops happily take US dollars, which are an official currency there.", ["T cur KHM USD"]),
    ("true", "The Indian rupee is legal tender in Bhutan.", ["T cur BTN INR"]),
    ("true", "Lesotho uses the South African rand alongside the loti.", ["T cur LSO ZAR", "T cur LSO LSL"]),
    ("true", "Brunei accepts the Singapore dollar as legal tender alongside its own dollar.", ["T cur BRN SGD", "T cur BRN BND"]),
    ("true", "Visitors to Kiribati can pay with Australian dollars.", ["T cur KIR AUD"]),
    ("true", "In Greenland you pay in Danish kroner.", ["T cur GRL DKK"]),
    ("true", "On Svalbard and Jan Mayen, prices are in Norwegian kroner.", ["T cur SJM NOK"]),
    ("true", "The Åland Islands use the euro, as mainland Finland does.", ["T cur ALA EUR", "T cur FIN EUR"]),
    ("true", "In Curaçao the currency is still the Netherlands Antillean guilder.", ["T cur CUW ANG"]),
    ("true", "Bonaire, Sint Eustatius and Saba use the US dollar.", ["T cur BES USD"]),
    ("true", "French Polynesia's currency is the CFP franc, not the euro.", ["T cur PYF XPF", "T! cur PYF EUR"]),
    ("true", "Niger pays in West African CFA francs, like its neighbour Mali.", ["T cur NER XOF", "T cur MLI XOF", "T bor NER Mali"]),
    ("true", "Congo-Brazzaville uses the Central African CFA franc.", ["T cur COG XAF"]),
    ("true", "The Israeli new shekel circulates as a currency in Palestine.", ["T cur PSE ILS"]),
    # ---- borders, false ----
    ("false", "You can drive from France straight into Portugal without passing through another country.", ["F bor FRA Portugal"]),
    ("false", "Poland and Hungary share a border, which helps explain their long friendship.", ["F bor POL Hungary"]),
    ("false", "Liechtenstein has a short border with Germany to the north.", ["F bor LIE Germany"]),
    ("false", "Kazakhstan and Mongolia are direct neighbours.", ["F bor KAZ Mongolia"]),
    ("false", "Both Zambia and Botswana border South Africa.", ["*F bor ZMB South Africa", "T bor BWA South Africa"]),
    ("false", "Zimbabwe's western neighbour is Namibia.", ["F bor ZWE Namibia"]),
    ("false", "Travellers can cross directly from Morocco into Mauritania, since the two countries border each other.", ["F bor MAR Mauritania"]),
    ("false", "Monaco is bordered by France and Italy.", ["T bor MCO France", "*F bor MCO Italy"]),
    ("false", "You can walk from Denmark into Sweden across a land border.", ["F bor SWE Denmark"]),
    ("false", "Brazil and Chile share a long land border.", ["F bor BRA Chile"]),
    ("false", "Ghana is one of Nigeria's neighbours.", ["F bor NGA Ghana"]),
    ("false", "Malaysia and Singapore have a land border across the Johor Strait.", ["F bor MYS Singapore"]),
    ("false", "Spain does not border Morocco.", ["F! bor ESP Morocco"]),
    ("false", "Norway doesn't share a border with Russia.", ["F! bor NOR Russia"]),
    ("false", "Azerbaijan and Turkey have no common border.", ["F! bor AZE Türkiye"]),
    ("false", "China does not border Afghanistan.", ["F! bor CHN Afghanistan"]),
    # ---- borders, true ----
    ("true", "Gibraltar's only land neighbour is Spain.", ["T bor GIB Spain"]),
    ("true", "From Austria you can walk across the border into Liechtenstein.", ["T bor AUT Liechtenstein"]),
    ("true", "Lesotho is surrounded by South Africa.", ["T bor LSO South Africa"]),
    ("true", "Portugal and France do not touch; Spain lies in between.", ["T! bor PRT France"]),
    ("true", "Chile does not share a border with Ecuador.", ["T! bor CHL Ecuador"]),
    ("true", "Egypt has no land border with Jordan.", ["T! bor EGY Jordan"]),
    ("true", "Belgium and Switzerland do not share a border.", ["T! bor BEL Switzerland"]),
    ("true", "Finland borders Norway in the far north.", ["T bor FIN Norway"]),
    ("true", "Bhutan is sandwiched between India and China.", ["T bor BTN India", "T bor BTN China"]),
    ("true", "Turkey's southeastern neighbours include Iraq and Syria.", ["T bor TUR Iraq", "T bor TUR Syria"]),
    ("true", "Venezuela has a long-disputed border with Guyana.", ["T bor VEN Guyana"]),
    ("true", "South Sudan and Ethiopia are neighbours with a long shared frontier.", ["T bor SSD Ethiopia"]),
    ("true", "The Maroni river separates French Guiana from Suriname, its western neighbour.", ["T bor GUF Suriname"]),
    ("true", "Costa Rica lies between Nicaragua and Panama, bordering both.", ["T bor CRI Nicaragua", "T bor CRI Panama"]),
    ("true", "On the island they share, Saint Martin has a land border with Sint Maarten.", ["T bor MAF Sint Maarten"]),
    ("true", "South Korea's only land neighbour is North Korea.", ["T bor KOR North Korea"]),
    ("true", "Swaziland shares its eastern border with Mozambique.", ["T bor SWZ Mozambique"]),
    # ---- unknown ----
    ("unknown", "Nigeria has a population of more than 200 million people.", [], ("population", "NGA")),
    ("unknown", "Karachi is the largest city in Pakistan.", [], ("largest_city", "PAK")),
    ("unknown", "Canada's head of state is the British monarch.", [], ("head_of_state", "CAN")),
    ("unknown", "Ghana gained independence in 1957.", [], ("independence_year", "GHA")),
    ("unknown", "The kiwi is New Zealand's national bird.", [], ("national_animal", "NZL")),
    ("unknown", "Iceland stays on GMT all year round.", [], ("time_zone", "ISL")),
    ("unknown", "Russia is the largest country in the world by area.", [], ("area", "RUS")),
    ("unknown", "Luxembourg has one of the highest GDPs per capita in the world.", [], ("gdp", "LUX")),
    ("unknown", "France's national anthem is La Marseillaise.", [], ("anthem", "FRA")),
    ("unknown", "Germany's international calling code is +49.", [], ("calling_code", "DEU")),
    ("unknown", "Tuvalu, a Polynesian nation, earns much of its income from its .tv internet domain.", ["T sub TUV Polynesia"], ("tld", "TUV")),
    ("unknown", "Mongolia is landlocked between Russia and China.", ["T bor MNG Russia", "T bor MNG China"], ("landlocked", "MNG")),
    ("unknown", "Mount Kilimanjaro, in Tanzania, is the highest mountain in Africa.", ["T reg TZA Africa"], ("highest_point", "TZA")),
    ("unknown", "Switzerland only joined the United Nations in 2002.", [], ("un_member", "CHE")),
    ("unknown", "In Japan, cars drive on the left.", [], ("driving_side", "JPN")),
    ("unknown", "Norway is a constitutional monarchy with a king as head of state.", [], ("head_of_state", "NOR")),
    ("unknown", "Life expectancy in Monaco is among the highest on Earth.", [], ("life_expectancy", "MCO")),
    ("unknown", "Cricket is the most popular sport in India.", [], ("national_sport", "IND")),
    ("unknown", "San Marino claims to have been founded in the year 301.", [], ("founding_year", "SMR")),
    ("unknown", "Most people in Thailand are Buddhist.", [], ("religion", "THA")),
    ("unknown", "Nepal's flag is the only national flag that is not rectangular.", [], ("flag", "NPL")),
    ("unknown", "Almaty is Kazakhstan's biggest city, although the capital is Astana.", ["T cap KAZ Astana"], ("largest_city", "KAZ")),
    ("unknown", "Bangladesh is one of the most densely populated countries on Earth.", [], ("population_density", "BGD")),
    ("unknown", "China uses a single time zone despite stretching across five geographical ones.", [], ("time_zone", "CHN")),
    ("unknown", "Vatican City is the smallest country in the world by area.", [], ("area", "VAT")),
]

# ----------------------------------------------------------------------------------
# Paragraphs: (genre, label, text, claims)
# ----------------------------------------------------------------------------------
PARAS = [
    # ======================= news wire =======================
    ("news", "false",
     "NAIROBI, March 4 (Wire) — Kenya's central bank held its benchmark rate at 10.5 percent on Tuesday, citing stable prices for the Kenyan shilling. "
     "The East African nation, whose official languages are English and Swahili, borders Uganda, Tanzania and Ethiopia. "
     "Analysts said cross-border trade with neighbouring Rwanda had also picked up since January. "
     "Governor Amina Otieno told reporters that inflation should ease by June.",
     ["T cur KEN KES", "T sub KEN Eastern Africa", "T lang KEN English", "T lang KEN Swahili",
      "T bor KEN Uganda", "T bor KEN Tanzania", "T bor KEN Ethiopia", "F bor KEN Rwanda"]),
    ("news", "true",
     "LIMA, Oct 12 (Wire) — Peru and Ecuador signed a river-management pact on Friday covering the stretch where the two countries share a border. "
     "The agreement, negotiated over eighteen months, was announced by foreign ministers Rosa Quispe and Daniel Andrade. "
     "Peru, where Quechua and Aymara are official alongside Spanish, will pay its share in soles, while Ecuador, which adopted the US dollar in 2000, will fund its part in dollars. "
     "Neither country borders Venezuela, but Caracas sent an observer.",
     ["T bor PER Ecuador", "T lang PER Quechua", "T lang PER Aymara", "T lang PER Spanish", "T cur PER PEN",
      "T cur ECU USD", "T! bor PER Venezuela", "T! bor ECU Venezuela"]),
    ("news", "false",
     "BRUSSELS, June 2 (Wire) — Belgium and the Netherlands agreed on Monday to link their power grids more closely. "
     "The two neighbours, both of which use the euro, will split the cost of a new interconnector. "
     "Dutch, an official language in both countries, will be the working language of the joint agency, to be based in Antwerp. "
     "The cabinet in The Hague, the Dutch capital, is expected to approve the plan next week.",
     ["T bor BEL Netherlands", "T cur BEL EUR", "T cur NLD EUR", "T lang BEL Dutch", "T lang NLD Dutch",
      "F cap NLD The Hague"]),
    ("news", "true",
     "HANOI, Jan 19 (Wire) — Vietnam's exports rose 14 percent last year, the statistics office said on Thursday. "
     "Shipments to China, which borders Vietnam to the north, made up almost a fifth of the total. "
     "Laos and Cambodia, the country's other two land neighbours, also bought more Vietnamese steel. "
     "The Vietnamese đồng weakened slightly against the US dollar over the period. "
     "Hanoi, the capital, will host the annual trade fair in December.",
     ["T bor VNM China", "T bor VNM Laos", "T bor VNM Cambodia", "T cur VNM VND", "T cap VNM Hanoi"]),
    ("news", "false",
     "ADDIS ABABA, Sept 8 (Wire) — Ethiopia reopened two crossings on its frontier with Sudan on Sunday after months of closure. "
     "Officials in Addis Ababa, the Ethiopian capital, said trucks carrying sesame would be first through and that new customs forms would be printed in Amharic and English, the country's two official languages. "
     "The country also borders Djibouti, whose port handles most of its trade, as well as Eritrea and South Sudan. "
     "The birr has lost a third of its value against the dollar since 2023.",
     ["T bor ETH Sudan", "T cap ETH Addis Ababa", "T bor ETH Djibouti", "T bor ETH Eritrea", "T bor ETH South Sudan",
      "T cur ETH ETB", "T lang ETH Amharic", "F lang ETH English"]),
    ("news", "true",
     "OTTAWA, Feb 27 (Wire) — Canada said on Wednesday it would review tariffs on steel from the United States, its only land neighbour. "
     "The review, led by trade minister Claire Dubois, will also cover imports from Mexico, which borders the US but not Canada. "
     "Officials in Ottawa, the capital, said the Canadian dollar slipped 0.4 percent after the announcement. "
     "All documents will be published in English and French, Canada's official languages.",
     ["T bor CAN United States", "T bor MEX United States", "T! bor CAN Mexico", "T cap CAN Ottawa",
      "T cur CAN CAD", "T lang CAN English", "T lang CAN French"]),
    ("news", "false",
     "ULAN BATOR, May 15 (Wire) — Mongolia signed a rail deal with Russia and China, its only two neighbours, on Wednesday. "
     "The landlocked country, which is classed as part of Central Asia, pays for most imports in tögrög and hopes the line will cut transit times to Chinese ports. "
     "Kazakhstan, which lies just to the west but has no border with Mongolia, has asked to join the project. "
     "Mongolian, the official language, will be used in the contract alongside Russian and Chinese translations.",
     ["T bor MNG Russia", "T bor MNG China", "F sub MNG Central Asia", "T cur MNG MNT",
      "T! bor KAZ Mongolia", "T lang MNG Mongolian"]),
    ("news", "true",
     "DAKAR, Nov 3 (Wire) — Senegal and the Gambia agreed on Saturday to cut fees on the bridge that links the two countries across the Gambia River. "
     "Senegal, which surrounds the Gambia on three sides, uses the West African CFA franc, while the Gambia pays in dalasi. "
     "French is the official language in Dakar, the Senegalese capital, and English in Banjul, the Gambian capital. "
     "Mali and Guinea-Bissau, also neighbours of Senegal, sent delegations to the signing.",
     ["T bor SEN Gambia", "T cur SEN XOF", "T cur GMB GMD", "T lang SEN French", "T cap SEN Dakar",
      "T lang GMB English", "T cap GMB Banjul", "T bor SEN Mali", "T bor SEN Guinea-Bissau"]),
    ("news", "false",
     "CANBERRA, Aug 21 (Wire) — Australia and New Zealand agreed on Monday to share the cost of new weather stations across the Pacific, with the next round of talks due in October in Rarotonga, the capital of the Cook Islands. "
     "The deal covers Norfolk Island and the Cocos (Keeling) Islands, both of which use the Australian dollar. "
     "New Zealand, where Māori and New Zealand Sign Language are official alongside English, will handle stations in the Cook Islands and Niue, which both use the New Zealand dollar.",
     ["T cur NFK AUD", "T cur CCK AUD", "T lang NZL Māori", "T lang NZL New Zealand Sign Language", "T lang NZL English",
      "T cur COK NZD", "T cur NIU NZD", "F cap COK Rarotonga"]),
    ("news", "true",
     "SANTIAGO, April 9 (Wire) — Chile, Argentina and Bolivia will coordinate lithium export rules, their ministers said on Tuesday. "
     "All three South American countries share the so-called lithium triangle, and Chile borders both of the others. "
     "Argentina and Bolivia also border each other. "
     "Bolivia, whose constitutional capital is Sucre, sent its energy minister from La Paz. "
     "The Argentine peso and the Chilean peso both rose after the news.",
     ["T sub CHL South America", "T sub ARG South America", "T sub BOL South America", "T bor CHL Argentina",
      "T bor CHL Bolivia", "T bor ARG Bolivia", "T cap BOL Sucre", "T cur ARG ARS", "T cur CHL CLP"]),
    # ======================= travel blog =======================
    ("travel", "false",
     "Day 3 of our Balkan loop! We crossed from Croatia into Bosnia and Herzegovina this morning and the border guards barely looked at our passports. "
     "Sarajevo, the capital, is full of tiny cafés, and here you pay in convertible marks. "
     "Tomorrow we drive south into Montenegro, which uses the euro, and then on to Albania, where the euro is the currency as well. "
     "Fingers crossed the rental car survives the mountain roads!",
     ["T bor HRV Bosnia and Herzegovina", "T cap BIH Sarajevo", "T cur BIH BAM", "T bor BIH Montenegro",
      "T cur MNE EUR", "T bor MNE Albania", "F cur ALB EUR"]),
    ("travel", "true",
     "Just landed in Phnom Penh! "
     "Cambodia is wild: prices are in US dollars almost everywhere, and the riel is only used for small change. "
     "Next week we're taking the bus north across the border into Laos and then over to Thailand. "
     "Vientiane, the Lao capital, is supposedly very chill. "
     "Fun fact I learned today: Cambodia shares a border with Vietnam, but it doesn't touch China at all.",
     ["T cur KHM USD", "T cur KHM KHR", "T bor KHM Laos", "T bor LAO Thailand", "T cap LAO Vientiane",
      "T bor KHM Vietnam", "T! bor KHM China"]),
    ("travel", "false",
     "Our Nordic trip started in Reykjavik, Iceland's tiny capital, where a beer costs about 1,500 krónur. "
     "From there we flew to the Faroe Islands, where the Faroese króna and the Danish krone are both used. "
     "Last stop was Norway, and we took the train right up to the Swedish border. "
     "Since Norwegians pay in euros, at least we didn't have to swap currency again.",
     ["T cap ISL Reykjavik", "T cur ISL ISK", "T cur FRO FOK", "T cur FRO DKK", "T bor NOR Sweden",
      "F cur NOR EUR"]),
    ("travel", "true",
     "Three weeks in Morocco and I'm already planning a return. "
     "We started in Casablanca, the biggest city, though not the capital — that's Rabat. "
     "Everything is paid in dirhams, and the signs are in Arabic and Berber, both official, with French on half the shopfronts too. "
     "At the end we went up to Ceuta, because Morocco actually has a land border with Spain there, which blew my mind.",
     ["T cap MAR Rabat", "T! cap MAR Casablanca", "T cur MAR MAD", "T lang MAR Arabic", "T lang MAR Berber",
      "T bor MAR Spain"]),
    ("travel", "false",
     "Road-trip diary, week two. We drove from Windhoek, the capital of Namibia, up to the Caprivi Strip. "
     "Namibia has its own dollar, but the South African rand is legal tender there too. "
     "From Katima Mulilo we crossed into Zambia and then down to Victoria Falls, where Zambia meets Zimbabwe. "
     "Because Zimbabwe also borders Namibia, we looped straight back without ever touching Botswana.",
     ["T cap NAM Windhoek", "T cur NAM NAD", "T cur NAM ZAR", "T bor NAM Zambia", "T bor ZMB Zimbabwe",
      "F bor ZWE Namibia"]),
    ("travel", "true",
     "Backpacking update, part 4! Guatemala was cheap, and the quetzal went a long way. "
     "From Antigua we took a shuttle over the border to the Copán ruins in Honduras. "
     "Then we doubled back to Belize, Guatemala's neighbour to the east, where English is official — and, to my surprise, Spanish is official too. "
     "Panama is last on the list, and I've read you can pay there in balboas or US dollars.",
     ["T cur GTM GTQ", "T bor GTM Honduras", "T bor BLZ Guatemala", "T lang BLZ English", "T lang BLZ Spanish",
      "T cur PAN PAB", "T cur PAN USD"]),
    ("travel", "false",
     "Tallinn to Riga to Vilnius in ten days! Estonia, Latvia and Lithuania all use the euro, which made budgeting easy. "
     "Estonia borders Russia, and so does Latvia. "
     "The bus from Riga to Vilnius took four hours; Lithuania is squeezed between Latvia, Belarus, Poland and Ukraine, with a bit of Russia on the coast. "
     "Lithuania is officially grouped with Northern Europe, just like Latvia, and Tallinn, Estonia's capital, had the prettiest old town of the trip.",
     ["T cur EST EUR", "T cur LVA EUR", "T cur LTU EUR", "T bor EST Russia", "T bor LVA Russia",
      "T bor LTU Latvia", "T bor LTU Belarus", "T bor LTU Poland", "F bor LTU Ukraine", "T bor LTU Russia",
      "T sub LTU Northern Europe", "T sub LVA Northern Europe", "T cap EST Tallinn"]),
    ("travel", "true",
     "Island-hopping in the South Pacific, finally! Fiji came first: Suva is the capital, though everyone flies into Nadi, and we lived off Fijian dollars for a week. "
     "Then Tonga, a Polynesian kingdom where Tongan and English are both official. "
     "Samoa was the last stop, and we paid for everything in tālā. "
     "The snorkelling everywhere was unreal.",
     ["T cap FJI Suva", "T cur FJI FJD", "T sub TON Polynesia", "T lang TON Tongan", "T lang TON English",
      "T cur WSM WST"]),
    ("travel", "false",
     "Quito sits at 2,850 metres, which makes Ecuador's capital one of the highest in the world. "
     "We paid for everything in US dollars, the currency Ecuador uses instead of its own. "
     "After a week we took the bus south across the border into Peru, and Lima, Peru's capital, was foggy the whole time. "
     "From there we flew to La Paz, the capital of Bolivia, and spent four days on the salt flats. "
     "Bolivia runs on bolivianos, and we burned through a lot of them on salteñas.",
     ["T cap ECU Quito", "T cur ECU USD", "T bor ECU Peru", "T cap PER Lima", "F cap BOL La Paz", "T cur BOL BOB"]),
    ("travel", "true",
     "Our Alpine week started in Vaduz, Liechtenstein's capital, which is small enough to walk across in an hour. "
     "Liechtenstein uses the Swiss franc, so the francs we had left over from Zurich still worked. "
     "We crossed the Rhine into Switzerland and later drove east into Austria, Liechtenstein's only other neighbour. "
     "Austria is in Central Europe while Switzerland is grouped with Western Europe, and both have Italy on their southern side.",
     ["T cap LIE Vaduz", "T cur LIE CHF", "T bor LIE Switzerland", "T bor LIE Austria", "T sub AUT Central Europe",
      "T sub CHE Western Europe", "T bor AUT Italy", "T bor CHE Italy"]),
    # ======================= chat messages =======================
    ("chat", "false",
     "sam: ok quick q, is the capital of turkey istanbul or ankara?? "
     "jo: ankara lol, istanbul is just the biggest city "
     "sam: right and they use the lira "
     "jo: yep turkish lira. turkey borders greece and bulgaria on the european side "
     "sam: and syria and lebanon in the south iirc "
     "jo: yeah",
     ["T cap TUR Ankara", "T cur TUR TRY", "T bor TUR Greece", "T bor TUR Bulgaria", "T bor TUR Syria",
      "F bor TUR Lebanon"]),
    ("chat", "true",
     "mel: lol my cousin thinks switzerland uses euros "
     "dan: it's francs. swiss franc. liechtenstein uses it too "
     "mel: and they speak german there right "
     "dan: swiss german technically, and french, italian and romansh are official as well "
     "mel: wild. oh and bern is the capital not zurich?? "
     "dan: yep bern",
     ["T cur CHE CHF", "T cur LIE CHF", "T lang CHE Swiss German", "T lang CHE French", "T lang CHE Italian",
      "T lang CHE Romansh", "T cap CHE Bern", "T! cap CHE Zurich"]),
    ("chat", "false",
     "priya: anyone know what currency they use in montenegro "
     "tom: euro! even tho they're not in the eu "
     "priya: nice. and kosovo? "
     "tom: also euro. serbia has its own dinar, and serbia borders both of them btw "
     "priya: ok and north macedonia uses the euro as well right "
     "tom: yep same",
     ["T cur MNE EUR", "T cur UNK EUR", "T cur SRB RSD", "T bor SRB Montenegro", "T bor SRB Kosovo",
      "F cur MKD EUR"]),
    ("chat", "true",
     "kat: brb booking flights to lisbon "
     "ben: portugal again?? isn't it just spain but cheaper "
     "kat: rude. portugal only borders spain so i guess i see the confusion "
     "ben: do they use euros "
     "kat: yeah euro "
     "ben: and lisbon's the capital right "
     "kat: yep",
     ["T bor PRT Spain", "T cur PRT EUR", "T cap PRT Lisbon"]),
    ("chat", "false",
     "ria: studying for geo test rn "
     "max: what's on it "
     "ria: african capitals. nigeria = abuja, kenya = nairobi, ghana = accra "
     "max: easy "
     "ria: then south africa has three capitals: pretoria, cape town and johannesburg "
     "max: ok good luck!!",
     ["T cap NGA Abuja", "T cap KEN Nairobi", "T cap GHA Accra", "T cap ZAF Pretoria", "T cap ZAF Cape Town",
      "F cap ZAF Johannesburg =Bloemfontein"]),
    ("chat", "true",
     "lea: omg the netherlands capital is amsterdam not the hague?? "
     "tim: yep the hague is just where the government sits "
     "lea: mind blown. and belgium's is brussels "
     "tim: yes and belgium has three official languages, dutch french and german "
     "lea: and they border each other obv",
     ["T cap NLD Amsterdam", "T! cap NLD The Hague", "T cap BEL Brussels", "T lang BEL Dutch", "T lang BEL French",
      "T lang BEL German", "T bor NLD Belgium"]),
    ("chat", "false",
     "noor: wait is egypt in africa or asia "
     "ali: africa. sinai is the bit in asia but the country counts as african "
     "noor: ok and it borders libya and sudan? "
     "ali: yes, and israel "
     "noor: currency is the egyptian pound and the capital is alexandria right "
     "ali: yep",
     ["T reg EGY Africa", "T bor EGY Libya", "T bor EGY Sudan", "T bor EGY Israel", "T cur EGY EGP",
      "F cap EGY Alexandria"]),
    ("chat", "true",
     "jess: random fact, greenland uses the danish krone "
     "omar: wait greenland isn't its own country? "
     "jess: it's a territory. capital is nuuk, and it's counted as part of the americas, not europe "
     "omar: huh "
     "jess: also the official language is greenlandic, not danish",
     ["T cur GRL DKK", "T cap GRL Nuuk", "T reg GRL Americas", "T! reg GRL Europe", "T lang GRL Greenlandic",
      "T! lang GRL Danish"]),
    ("chat", "false",
     "sara: me and jas are doing the caucasus next summer "
     "liam: georgia, armenia, azerbaijan? "
     "sara: yep. capitals are tbilisi, yerevan and baku "
     "liam: nice. do they all have different money "
     "sara: yeah lari, dram and manat "
     "liam: and armenia and azerbaijan don't share a border at all right? "
     "sara: correct, so we'll go through georgia",
     ["T cap GEO Tbilisi", "T cap ARM Yerevan", "T cap AZE Baku", "T cur GEO GEL", "T cur ARM AMD",
      "T cur AZE AZN", "F! bor ARM Azerbaijan"]),
    ("chat", "true",
     "dev: why does the vatican use euros "
     "ana: some deal with italy i think. same for san marino "
     "dev: both completely surrounded by italy lol "
     "ana: and italian is official in both? "
     "dev: yep, and the vatican has latin as well",
     ["T cur VAT EUR", "T cur SMR EUR", "T bor VAT Italy", "T bor SMR Italy", "T lang VAT Italian",
      "T lang SMR Italian", "T lang VAT Latin"]),
    # ======================= pub quiz recap =======================
    ("quiz", "false",
     "Pub quiz recap, Thursday: the Brains Trust won by two points. "
     "Round three was geography, starting with the capital of Australia — Canberra, which half the room missed. "
     "Next came the currency of Japan (the yen) and the country that borders both France and Spain (Andorra). "
     "Then the official language of Mozambique: English, which only our table knew. "
     "The final question was about rivers, and nobody got it.",
     ["T cap AUS Canberra", "T cur JPN JPY", "T bor AND France", "T bor AND Spain", "F lang MOZ English =Portuguese"]),
    ("quiz", "true",
     "Quiz night write-up: the picture round was flags, and we bombed the music round. "
     "The geography round saved us: we knew that Ulan Bator is the capital of Mongolia, that the lek is Albania's currency, and that Laos is in South-Eastern Asia. "
     "The tie-breaker asked for a country bordering both Germany and Poland, and our answer, Czechia, was right. "
     "Team Quizteama Aguilera came second.",
     ["T cap MNG Ulan Bator", "T cur ALB ALL", "T sub LAO South-Eastern Asia", "T bor CZE Germany",
      "T bor CZE Poland"]),
    ("quiz", "false",
     "Last night's quiz had 41 teams. Round 2 answers: 1) Capital of Canada: Ottawa. 2) Currency of South Africa: the rand. "
     "3) Capital of Vietnam: Ho Chi Minh City. 4) The European country that uses the krona: Sweden. "
     "5) An official language of Singapore other than English: Tamil. 6) The country lying between Peru and Colombia: Ecuador.",
     ["T cap CAN Ottawa", "T cur ZAF ZAR", "T reg SWE Europe", "T cur SWE SEK", "T lang SGP Tamil",
      "T lang SGP English", "T bor ECU Peru", "T bor ECU Colombia", "F cap VNM Ho Chi Minh City"]),
    ("quiz", "true",
     "Quiz recap from the Red Lion: the winners were The Usual Suspects with 68 points. "
     "Hardest question of the night was the capital of Eswatini — Lobamba — and only two teams got it, since most wrote Mbabane. "
     "Also tricky: Kiribati's official languages are English and Gilbertese, and its currencies are the Australian dollar and the Kiribati dollar. "
     "Quizmaster Dave promises a harder round next week.",
     ["T cap SWZ Lobamba", "T lang KIR English", "T lang KIR Gilbertese", "T cur KIR AUD", "T cur KIR KID"]),
    ("quiz", "false",
     "Geography special, quiz recap. The two countries that border Liechtenstein: Switzerland and Austria. "
     "Hungary's currency: the forint. Malawi's capital: Lilongwe. "
     "The subregion Kazakhstan belongs to: Eastern Europe. "
     "The language that is official in Haiti alongside French: Haitian Creole.",
     ["T bor LIE Switzerland", "T bor LIE Austria", "T cur HUN HUF", "T cap MWI Lilongwe",
      "F sub KAZ Eastern Europe", "T lang HTI French", "T lang HTI Haitian Creole"]),
    ("quiz", "true",
     "Quiz recap: Round 4 was 'Odd One Out'. "
     "First: Slovakia, Slovenia, Czechia — Czechia is the odd one out, because it still has the koruna while the other two use the euro. "
     "Second: which of Chile, Bolivia and Peru borders Ecuador? Only Peru. "
     "Third: Tonga, Samoa, Fiji — Fiji, the only one in Melanesia rather than Polynesia.",
     ["T cur CZE CZK", "T! cur CZE EUR", "T cur SVK EUR", "T cur SVN EUR", "T bor PER Ecuador",
      "T! bor CHL Ecuador", "T! bor BOL Ecuador", "T sub FJI Melanesia", "T sub TON Polynesia", "T sub WSM Polynesia"]),
    ("quiz", "false",
     "Tuesday quiz recap — a tight finish, with three teams tied going into the Africa round. "
     "Q1: the capital of Ghana — Accra. Q2: the only country that surrounds Lesotho — South Africa. "
     "Q3: Nigeria's western neighbour — Togo. Q4: the currency shared by Gabon and Chad — the Central African CFA franc. "
     "Q5: Tanzania's capital — Dodoma. Q6: the official language of Angola — Portuguese.",
     ["T cap GHA Accra", "T bor LSO South Africa", "F bor NGA Togo", "T cur GAB XAF", "T cur TCD XAF",
      "T cap TZA Dodoma", "T lang AGO Portuguese"]),
    ("quiz", "true",
     "Trivia Tuesday at the Anchor: we came third, again. "
     "Questions we got right: the capital of Kyrgyzstan (Bishkek), the currency of Peru (the sol) and the country that borders Argentina, Brazil and Bolivia (Paraguay). "
     "Questions we got wrong: we said the capital of Nicaragua was Tegucigalpa, but it's Managua. "
     "We also thought Uruguay borders Paraguay, which it doesn't.",
     ["T cap KGZ Bishkek", "T cur PER PEN", "T bor PRY Argentina", "T bor PRY Brazil", "T bor PRY Bolivia",
      "T cap NIC Managua", "T! bor URY Paraguay"]),
    ("quiz", "false",
     "Quiz recap, Round 5, 'Islands'. Madagascar: capital Antananarivo, currency the ariary. "
     "Iceland: capital Reykjavik, currency the króna. Sri Lanka: currency the rupee, official languages Sinhala and Tamil. "
     "Malta: capital Valletta, official languages Maltese and Italian. "
     "Jamaica: capital Kingston, official languages English and Jamaican Patois. Cuba: capital Havana, currency the Cuban peso.",
     ["T cap MDG Antananarivo", "T cur MDG MGA", "T cap ISL Reykjavik", "T cur ISL ISK", "T cur LKA LKR",
      "T lang LKA Sinhala", "T lang LKA Tamil", "T cap MLT Valletta", "T lang MLT Maltese",
      "F lang MLT Italian =Maltese", "T cap JAM Kingston", "T lang JAM English", "T lang JAM Jamaican Patois",
      "T cap CUB Havana", "T cur CUB CUP"]),
    ("quiz", "true",
     "Pub quiz recap: the 'Name the Neighbours' round. "
     "Spain: France, Portugal, Andorra, Gibraltar and — the one most teams forgot — Morocco. "
     "Denmark: just Germany. Ireland: only the United Kingdom. Dominican Republic: Haiti. "
     "Nobody got the bonus, which was the currency of Turkmenistan (the manat).",
     ["T bor ESP France", "T bor ESP Portugal", "T bor ESP Andorra", "T bor ESP Gibraltar", "T bor ESP Morocco",
      "T bor DNK Germany", "T bor IRL United Kingdom", "T bor DOM Haiti", "T cur TKM TMT"]),
    # ======================= business memo =======================
    ("memo", "false",
     "MEMO — To: Regional sales team. From: Priya Nair, Finance. Re: Invoicing currencies for Q3. "
     "From 1 July, invoices to Kenya go out in Kenyan shillings and invoices to Tanzania in Tanzanian shillings; Uganda, which borders both, is invoiced in Ugandan shillings. "
     "Rwandan clients are billed in Rwandan francs and Burundi clients in Burundian francs; please also update client addresses in Bujumbura, which remains the capital of Burundi. "
     "Note that Rwanda, unlike Kenya, has French as an official language, so contracts there need a French version.",
     ["T cur KEN KES", "T cur TZA TZS", "T bor UGA Kenya", "T bor UGA Tanzania", "T cur UGA UGX", "T cur RWA RWF",
      "T cur BDI BIF", "T lang RWA French", "T! lang KEN French", "F cap BDI Bujumbura"]),
    ("memo", "true",
     "Internal memo: expansion into the Gulf. After reviewing options, the board has shortlisted the United Arab Emirates and Oman. "
     "Both border Saudi Arabia, and they border each other, which simplifies trucking. "
     "The UAE dirham and the Omani rial are both pegged to the dollar, so currency risk is limited. "
     "Our office will be in Dubai rather than Abu Dhabi, the capital, because most of our clients are there. "
     "Arabic is the official language in both markets, so all contracts will be bilingual.",
     ["T bor ARE Saudi Arabia", "T bor OMN Saudi Arabia", "T bor ARE Oman", "T cur ARE AED", "T cur OMN OMR",
      "T cap ARE Abu Dhabi", "T lang ARE Arabic", "T lang OMN Arabic"]),
    ("memo", "false",
     "To: All staff travelling to the Nordic conference. Flights are booked to Copenhagen, and from there a train crosses the Øresund bridge into Sweden. "
     "Note that Denmark and Sweden do not share a land border, so the bridge is the only fixed link. "
     "Please bring Danish kroner for Denmark and Swedish kronor for Sweden, as neither country uses the euro. "
     "Finland, where the final workshop is held, also keeps its own currency, the markka. "
     "The closing dinner will be in Helsinki, the Finnish capital.",
     ["T! bor DNK Sweden", "T cur DNK DKK", "T cur SWE SEK", "T! cur DNK EUR", "T! cur SWE EUR", "F cur FIN FIM", "T cap FIN Helsinki"]),
    ("memo", "true",
     "Memo re: West African distribution. Our hub will be in Abidjan. "
     "Ivory Coast uses the West African CFA franc, as do our other target markets, Burkina Faso, Mali and Senegal, so we will price in a single currency. "
     "Ghana is the exception: it uses the cedi and has English as its official language, whereas French is official in the four CFA markets. "
     "Note also that Yamoussoukro, not Abidjan, is the official capital of Ivory Coast, so government tenders must be filed there.",
     ["T cur CIV XOF", "T cur BFA XOF", "T cur MLI XOF", "T cur SEN XOF", "T cur GHA GHS", "T lang GHA English",
      "T lang CIV French", "T lang BFA French", "T lang MLI French", "T lang SEN French", "T cap CIV Yamoussoukro",
      "T! cap CIV Abidjan"]),
    ("memo", "false",
     "MEMO: Sourcing trip, Southeast Asia. The team will visit factories in Vietnam, Thailand and Malaysia. "
     "Thailand borders Malaysia, so the second and third legs can be done by road. "
     "Budget in Thai baht and Malaysian ringgit; the Vietnam leg will be paid in đồng. "
     "Ministry meetings will be held in Kuala Lumpur and Bangkok, the two capitals. "
     "The Vietnam stop is in Ho Chi Minh City, and although Vietnam borders Thailand, we will fly.",
     ["T bor THA Malaysia", "T cur THA THB", "T cur MYS MYR", "T cur VNM VND", "T cap MYS Kuala Lumpur",
      "T cap THA Bangkok", "F bor VNM Thailand"]),
    ("memo", "true",
     "Subject: Payroll currencies after the restructure. "
     "Staff in Ecuador and El Salvador will continue to be paid in US dollars, which both countries use. "
     "Panama staff may choose balboas or dollars. "
     "Costa Rica, which borders Panama, pays in colones, and Mexico payroll is in pesos through our office in Guadalajara. "
     "HR contact: Luis Ortega.",
     ["T cur ECU USD", "T cur SLV USD", "T cur PAN PAB", "T cur PAN USD", "T bor CRI Panama", "T cur CRI CRC",
      "T cur MEX MXN"]),
    ("memo", "false",
     "Memo to the Brussels office: compliance update. Our new Luxembourg entity will operate in euros, like the Belgian and German entities. "
     "Luxembourg borders Belgium, Germany and France, so cross-border staff are common. "
     "Filings there may be made in Luxembourgish, French or German, all of which are official. "
     "Dutch is official in Luxembourg as well, which helps our Flemish colleagues. "
     "Please direct questions to Marc Weber.",
     ["T cur LUX EUR", "T cur BEL EUR", "T cur DEU EUR", "T bor LUX Belgium", "T bor LUX Germany",
      "T bor LUX France", "T lang LUX Luxembourgish", "T lang LUX French", "T lang LUX German", "F lang LUX Dutch"]),
    ("memo", "true",
     "MEMO — Logistics: overland route to Central Asia. Goods will move by rail from China into Kazakhstan and then south into Uzbekistan. "
     "Kazakhstan and Uzbekistan both border Kyrgyzstan, which we will serve from Bishkek, its capital. "
     "Customs paperwork in Kazakhstan can be filed in Kazakh or Russian, both official languages. "
     "Tashkent remains the hub for Uzbekistan, where the currency is the som.",
     ["T bor CHN Kazakhstan", "T bor KAZ Uzbekistan", "T bor KAZ Kyrgyzstan", "T bor UZB Kyrgyzstan",
      "T cap KGZ Bishkek", "T lang KAZ Kazakh", "T lang KAZ Russian", "T cur UZB UZS"]),
    ("memo", "false",
     "Memo: Relocation allowance for the Pretoria posting. South Africa has three capitals, Pretoria, Cape Town and Bloemfontein, and the embassy is in Pretoria. "
     "Salaries will be paid in rand. "
     "Staff may also travel to Lesotho and Eswatini, both of which border South Africa and accept the rand. "
     "Botswana, another neighbour, also uses the rand, so no exchange is needed for weekend trips there. "
     "Lesotho's capital, Maseru, can be reached by car in about five hours.",
     ["T cap ZAF Pretoria", "T cap ZAF Cape Town", "T cap ZAF Bloemfontein", "T cur ZAF ZAR", "T bor ZAF Lesotho",
      "T bor ZAF Eswatini", "T cur LSO ZAR", "T cur SWZ ZAR", "T bor ZAF Botswana", "F cur BWA ZAR", "T cap LSO Maseru"]),
    ("memo", "true",
     "Internal note: language and currency requirements for the South Asia rollout. "
     "India: English and Hindi are both official, and invoices are in rupees. "
     "Pakistan: English and Urdu are official, and invoices are in Pakistani rupees. "
     "Nepal, which borders India and China, uses its own rupee, while Bangladesh uses the taka and has Bengali as its official language. "
     "Please route questions to Anil Mehta in Mumbai.",
     ["T lang IND English", "T lang IND Hindi", "T cur IND INR", "T lang PAK English", "T lang PAK Urdu",
      "T cur PAK PKR", "T bor NPL India", "T bor NPL China", "T cur NPL NPR", "T cur BGD BDT", "T lang BGD Bengali"]),
    # ======================= school essay =======================
    ("essay", "false",
     "My Country Report: Brazil. Brazil is the largest country in South America, and its capital is Brasília, not Rio de Janeiro as many people think. "
     "The official language is Portuguese because Brazil was a colony of Portugal. "
     "Brazil borders almost every country in South America, including Argentina, Peru and Colombia. "
     "It even borders Ecuador. The money is called the real.",
     ["T sub BRA South America", "T cap BRA Brasília", "T! cap BRA Rio de Janeiro", "T lang BRA Portuguese",
      "T bor BRA Argentina", "T bor BRA Peru", "T bor BRA Colombia", "F bor BRA Ecuador", "T cur BRA BRL"]),
    ("essay", "true",
     "Japan, by Mia, Year 6. Japan is an island country in Eastern Asia. "
     "Its capital is Tokyo, which is a huge city. "
     "People in Japan speak Japanese, which is the official language, and they pay with yen. "
     "Japan does not border any other country because it is made of islands, but it is close to South Korea and China.",
     ["T sub JPN Eastern Asia", "T cap JPN Tokyo", "T lang JPN Japanese", "T cur JPN JPY",
      "T! bor JPN South Korea", "T! bor JPN China"]),
    ("essay", "false",
     "Argentina, by Lucas. Argentina is a big country in South America, and its capital is Buenos Aires. "
     "The people speak Spanish, which is the official language. "
     "Argentina's neighbours are Chile, Bolivia, Paraguay, Brazil, Uruguay and Peru. "
     "The currency is the Argentine peso. My grandmother was born in Córdoba.",
     ["T sub ARG South America", "T cap ARG Buenos Aires", "T lang ARG Spanish", "T bor ARG Chile",
      "T bor ARG Bolivia", "T bor ARG Paraguay", "T bor ARG Brazil", "T bor ARG Uruguay", "F bor ARG Peru",
      "T cur ARG ARS"]),
    ("essay", "true",
     "Poland, a school report. Poland is in Central Europe. Its capital is Warsaw, and Polish is the official language. "
     "Poland has seven neighbours: Germany, Czechia, Slovakia, Ukraine, Belarus, Lithuania and Russia. "
     "Even though Poland joined the European Union in 2004, it still uses the złoty and not the euro.",
     ["T sub POL Central Europe", "T cap POL Warsaw", "T lang POL Polish", "T bor POL Germany", "T bor POL Czechia",
      "T bor POL Slovakia", "T bor POL Ukraine", "T bor POL Belarus", "T bor POL Lithuania", "T bor POL Russia",
      "T cur POL PLN", "T! cur POL EUR"]),
    ("essay", "false",
     "India, a Geography Essay. India is a country in Southern Asia, and its capital is New Delhi. "
     "It borders Pakistan, China, Nepal, Bhutan, Bangladesh and Myanmar. "
     "The money used in India is the Indian rupee. "
     "India has many languages, and the official ones include Hindi, English, Tamil and Bengali. "
     "Over a billion people live there.",
     ["T sub IND Southern Asia", "T cap IND New Delhi", "T bor IND Pakistan", "T bor IND China", "T bor IND Nepal",
      "T bor IND Bhutan", "T bor IND Bangladesh", "T bor IND Myanmar", "T cur IND INR", "T lang IND Hindi",
      "T lang IND English", "T lang IND Tamil", "F lang IND Bengali =Hindi"]),
    ("essay", "true",
     "Report on Australia and its territories. Australia is in Oceania, and its capital is Canberra. "
     "The Australian dollar is used not only in Australia but also in small territories like Christmas Island and Norfolk Island. "
     "Christmas Island's capital is Flying Fish Cove. "
     "Papua New Guinea, to the north, does not share a land border with Australia; its only land border is with Indonesia.",
     ["T reg AUS Oceania", "T cap AUS Canberra", "T cur AUS AUD", "T cur CXR AUD", "T cur NFK AUD",
      "T cap CXR Flying Fish Cove", "T! bor PNG Australia", "T bor PNG Indonesia"]),
    ("essay", "false",
     "The Two Koreas. Korea was divided after 1945 into North Korea and South Korea. "
     "Both countries have Korean as their official language. "
     "The South uses the South Korean won and the North uses the North Korean won. "
     "Busan is the capital of South Korea, and Pyongyang is the capital of North Korea. "
     "North Korea borders China and Russia, while South Korea's only land border is with the North.",
     ["T lang KOR Korean", "T lang PRK Korean", "T cur KOR KRW", "T cur PRK KPW", "F cap KOR Busan",
      "T cap PRK Pyongyang", "T bor PRK China", "T bor PRK Russia", "T bor KOR North Korea"]),
    ("essay", "true",
     "Mexico: A Short Essay. Mexico is a large country in North America. "
     "It shares a long border with the United States to the north and borders Guatemala and Belize to the south. "
     "The capital is Mexico City, one of the biggest cities in the world. "
     "Spanish is the official language, and people pay with the Mexican peso.",
     ["T sub MEX North America", "T bor MEX United States", "T bor MEX Guatemala", "T bor MEX Belize",
      "T cap MEX Mexico City", "T lang MEX Spanish", "T cur MEX MXN"]),
    ("essay", "false",
     "The Countries of the Iberian Peninsula. Portugal is in Western Europe and is famous for its long Atlantic coast. "
     "Spain's capital is Madrid and Portugal's is Lisbon, and both countries use the euro. "
     "Spanish is the official language of Spain, while Catalan is official in tiny Andorra, which borders Spain and France. "
     "Portugal's only neighbour is Spain.",
     ["T cap ESP Madrid", "T cap PRT Lisbon", "T cur ESP EUR", "T cur PRT EUR", "T lang ESP Spanish",
      "T lang AND Catalan", "T bor AND Spain", "T bor AND France", "T bor PRT Spain",
      "F sub PRT Western Europe"]),
    ("essay", "true",
     "Island Nations of the Indian Ocean. Madagascar, Mauritius, Seychelles and the Comoros are all counted as part of Eastern Africa. "
     "Madagascar's capital is Antananarivo, and both French and Malagasy are official there. "
     "The Comoros has its capital at Moroni and uses the Comorian franc. "
     "The Maldives, further east, belong to Southern Asia instead, and their capital is Malé.",
     ["T sub MDG Eastern Africa", "T sub MUS Eastern Africa", "T sub SYC Eastern Africa", "T sub COM Eastern Africa",
      "T cap MDG Antananarivo", "T lang MDG French", "T lang MDG Malagasy", "T cap COM Moroni", "T cur COM KMF",
      "T sub MDV Southern Asia", "T cap MDV Malé"]),
    # ======================= encyclopedia =======================
    ("encyclopedia", "false",
     "Bhutan, officially the Kingdom of Bhutan, is a landlocked country in Southern Asia. "
     "It is bordered by China to the north and India to the south. "
     "The capital and largest city is Thimphu. "
     "Dzongkha is the official language, and Nepali also has official status in the southern districts. "
     "The Bhutanese ngultrum is pegged to the Indian rupee, which is also legal tender.",
     ["T sub BTN Southern Asia", "T bor BTN China", "T bor BTN India", "T cap BTN Thimphu", "T lang BTN Dzongkha",
      "F lang BTN Nepali", "T cur BTN BTN", "T cur BTN INR"]),
    ("encyclopedia", "true",
     "Eswatini, formerly known as Swaziland, is a small landlocked monarchy in Southern Africa. "
     "It borders Mozambique to the east and South Africa on its other sides. "
     "Its capital is Lobamba. English and Swazi are official languages. "
     "The lilangeni is the national currency and is pegged at par to the South African rand, which is also accepted.",
     ["T sub SWZ Southern Africa", "T bor SWZ Mozambique", "T bor SWZ South Africa", "T cap SWZ Lobamba",
      "T lang SWZ English", "T lang SWZ Swazi", "T cur SWZ SZL", "T cur SWZ ZAR"]),
    ("encyclopedia", "false",
     "Suriname, officially the Republic of Suriname, is a country on the northeastern coast of South America. "
     "It borders French Guiana to the east, Guyana to the west and Brazil to the south. "
     "The currency is the Surinamese guilder. "
     "Dutch is the sole official language, a legacy of colonial rule, although Sranan Tongo is widely spoken. "
     "The capital is Paramaribo, whose wooden inner city is a World Heritage Site.",
     ["T sub SUR South America", "T bor SUR French Guiana", "T bor SUR Guyana", "T bor SUR Brazil",
      "T lang SUR Dutch", "F cur SUR SRG", "T cap SUR Paramaribo"]),
    ("encyclopedia", "true",
     "Djibouti, officially the Republic of Djibouti, is a country in Eastern Africa on the Horn of Africa. "
     "It is bordered by Eritrea to the north, Ethiopia to the west and south, and Somalia to the southeast. "
     "Its capital, also called Djibouti, is home to most of the population. "
     "Arabic and French are the official languages, and the Djiboutian franc is the currency.",
     ["T sub DJI Eastern Africa", "T bor DJI Eritrea", "T bor DJI Ethiopia", "T bor DJI Somalia",
      "T cap DJI Djibouti", "T lang DJI Arabic", "T lang DJI French", "T cur DJI DJF"]),
    ("encyclopedia", "false",
     "Laos, officially the Lao People's Democratic Republic, is the only landlocked country in South-Eastern Asia. "
     "It borders Myanmar and China to the northwest, Vietnam to the east, Cambodia to the south and Thailand to the west. "
     "Its capital is Vientiane. The official language is Lao, and the currency is the Thai baht. "
     "The Mekong River forms much of the border with Thailand.",
     ["T sub LAO South-Eastern Asia", "T bor LAO Myanmar", "T bor LAO China", "T bor LAO Vietnam",
      "T bor LAO Cambodia", "T bor LAO Thailand", "T cap LAO Vientiane", "T lang LAO Lao", "F cur LAO THB"]),
    ("encyclopedia", "true",
     "The Faroe Islands are a self-governing archipelago within the Kingdom of Denmark, located in Northern Europe between Iceland and Norway. "
     "Tórshavn is the capital. Faroese and Danish are both official languages. "
     "The Faroese króna circulates alongside the Danish krone, to which it is pegged. "
     "The islands have no land borders.",
     ["T sub FRO Northern Europe", "T cap FRO Tórshavn", "T lang FRO Faroese", "T lang FRO Danish",
      "T cur FRO FOK", "T cur FRO DKK"]),
    ("encyclopedia", "false",
     "Zambia, officially the Republic of Zambia, is a landlocked country in Southern Africa. "
     "It borders eight countries: DR Congo, Tanzania, Malawi, Mozambique, Zimbabwe, Botswana, Namibia and Angola. "
     "Lusaka is the capital and largest city. English is the official language. "
     "The currency is the Zambian kwacha, which was redenominated in 2013.",
     ["F sub ZMB Southern Africa", "T bor ZMB DR Congo", "T bor ZMB Tanzania", "T bor ZMB Malawi",
      "T bor ZMB Mozambique", "T bor ZMB Zimbabwe", "T bor ZMB Botswana", "T bor ZMB Namibia", "T bor ZMB Angola",
      "T cap ZMB Lusaka", "T lang ZMB English", "T cur ZMB ZMW"]),
    ("encyclopedia", "true",
     "Gibraltar is a British Overseas Territory on the southern tip of the Iberian Peninsula, in Southern Europe. "
     "Its only land border is with Spain. "
     "English is the official language, although many residents also speak Spanish. "
     "The Gibraltar pound is the local currency, and the territory's capital is Gibraltar itself.",
     ["T sub GIB Southern Europe", "T bor GIB Spain", "T lang GIB English", "T cur GIB GIP", "T cap GIB Gibraltar"]),
    ("encyclopedia", "false",
     "Kyrgyzstan, officially the Kyrgyz Republic, is a mountainous country in Central Asia. "
     "It is bordered by Kazakhstan to the north, Uzbekistan to the west, Tajikistan to the south and China to the east, and it also touches Turkmenistan along a short stretch in the southwest. "
     "Bishkek is the capital. Kyrgyz and Russian are official languages, and the Kyrgyzstani som is the currency.",
     ["T sub KGZ Central Asia", "T bor KGZ Kazakhstan", "T bor KGZ Uzbekistan", "T bor KGZ Tajikistan",
      "T bor KGZ China", "T cap KGZ Bishkek", "T lang KGZ Kyrgyz", "T lang KGZ Russian", "T cur KGZ KGS",
      "F bor KGZ Turkmenistan"]),
    ("encyclopedia", "true",
     "Wallis and Futuna, officially the Territory of the Wallis and Futuna Islands, is a French overseas collectivity in Polynesia. "
     "Its capital is Mata-Utu, on the island of Wallis. French is the official language. "
     "Like New Caledonia and French Polynesia, it uses the CFP franc rather than the euro.",
     ["T sub WLF Polynesia", "T cap WLF Mata-Utu", "T lang WLF French", "T cur WLF XPF", "T cur NCL XPF",
      "T cur PYF XPF", "T! cur WLF EUR"]),
    # ======================= forum Q&A =======================
    ("forum", "false",
     "Q: Planning a trip to Georgia (the country). Do I need lari or can I use euros? "
     "A (tbilisi_local): You need lari, because euros aren't accepted in most shops. The capital is Tbilisi, and the official language is Georgian, though many older people also speak Russian. "
     "If you're coming overland, Georgia borders Türkiye, Armenia, Azerbaijan and Russia, but not Iran. "
     "A (wanderer88): Also worth knowing that Georgia counts as a European country in most lists.",
     ["T cur GEO GEL", "T cap GEO Tbilisi", "T lang GEO Georgian", "T bor GEO Türkiye", "T bor GEO Armenia",
      "T bor GEO Azerbaijan", "T bor GEO Russia", "T! bor GEO Iran", "F reg GEO Europe"]),
    ("forum", "true",
     "Q: Is Cyprus in Europe or Asia? I keep seeing both. "
     "A: Geographically it's close to the Middle East, but it's usually treated as European, and the data set I use lists it under Southern Europe. "
     "It uses the euro, and Greek and Turkish are both official languages. "
     "Nicosia is the capital.",
     ["T reg CYP Europe", "T sub CYP Southern Europe", "T cur CYP EUR", "T lang CYP Greek", "T lang CYP Turkish",
      "T cap CYP Nicosia"]),
    ("forum", "false",
     "Q: What currencies will I need for a rail trip through Germany, Austria, Czechia and Hungary? "
     "A: Germany and Austria use the euro. Czechia has the koruna and Hungary has the forint. "
     "Austria borders both Czechia and Hungary, so the route works well by train. "
     "Slovakia, which you'll pass through if you go from Vienna to Budapest via Bratislava, also uses the koruna.",
     ["T cur DEU EUR", "T cur AUT EUR", "T cur CZE CZK", "T cur HUN HUF", "T bor AUT Czechia", "T bor AUT Hungary",
      "F cur SVK SKK"]),
    ("forum", "true",
     "Q: Which countries border both France and Germany? "
     "A: Belgium, Luxembourg and Switzerland. "
     "A: And France and Germany border each other too, obviously. The Netherlands borders Germany but not France, and Austria borders Germany but not France. "
     "Italy is the other way round: it borders France but not Germany.",
     ["T bor BEL France", "T bor BEL Germany", "T bor LUX France", "T bor LUX Germany", "T bor CHE France",
      "T bor CHE Germany", "T bor FRA Germany", "T bor NLD Germany", "T! bor NLD France", "T bor AUT Germany",
      "T! bor AUT France", "T bor ITA France", "T! bor ITA Germany"]),
    ("forum", "false",
     "Q: Where outside Spain and the Americas is Spanish an official language? "
     "A: Equatorial Guinea, where it is official alongside French and Portuguese; the capital is Malabo. "
     "A: The Philippines still has Spanish as an official language alongside English and Filipino. "
     "A: Western Sahara lists Spanish too, next to Berber and Hassaniya, and so does Guam, together with English and Chamorro.",
     ["T lang GNQ Spanish", "T lang GNQ French", "T lang GNQ Portuguese", "T cap GNQ Malabo", "T lang ESH Spanish",
      "T lang ESH Berber", "T lang ESH Hassaniya", "T lang GUM Spanish", "T lang GUM English", "T lang GUM Chamorro",
      "F lang PHL Spanish =Filipino", "T lang PHL English", "T lang PHL Filipino"]),
    ("forum", "true",
     "Q: Why does the Caribbean Netherlands have three capitals? "
     "A: Because it's three separate islands: Kralendijk on Bonaire, Oranjestad on Sint Eustatius and The Bottom on Saba. "
     "Don't confuse that Oranjestad with Aruba's capital, which has the same name. "
     "The islands use the US dollar, not the euro, and Dutch, English and Papiamento are all official.",
     ["T cap BES Kralendijk", "T cap BES Oranjestad", "T cap BES The Bottom", "T cap ABW Oranjestad",
      "T cur BES USD", "T! cur BES EUR", "T lang BES Dutch", "T lang BES English", "T lang BES Papiamento"]),
    ("forum", "false",
     "Q: Does Russia count as Europe or Asia in the country data? "
     "A: It's listed under Asia, with Moscow as the capital and the ruble as currency. "
     "A: It also borders a ridiculous number of countries: Norway, Finland, Estonia, Latvia, Lithuania, Poland, Belarus, Ukraine, Georgia, Azerbaijan, Kazakhstan, China, Mongolia and North Korea. "
     "A: Fourteen neighbours, if I counted right.",
     ["F reg RUS Asia", "T cap RUS Moscow", "T cur RUS RUB", "T bor RUS Norway", "T bor RUS Finland",
      "T bor RUS Estonia", "T bor RUS Latvia", "T bor RUS Lithuania", "T bor RUS Poland", "T bor RUS Belarus",
      "T bor RUS Ukraine", "T bor RUS Georgia", "T bor RUS Azerbaijan", "T bor RUS Kazakhstan", "T bor RUS China",
      "T bor RUS Mongolia", "T bor RUS North Korea"]),
    ("forum", "true",
     "Q: Is the capital of Nigeria Lagos? My old textbook says so. "
     "A: Your textbook is out of date: Abuja has been the capital since 1991, and Lagos is just the biggest city. "
     "A: Nigeria's official language is English and the currency is the naira. "
     "A: Also, Nigeria borders Benin, Niger, Chad and Cameroon, but not Ghana, which people often assume.",
     ["T cap NGA Abuja", "T! cap NGA Lagos", "T lang NGA English", "T cur NGA NGN", "T bor NGA Benin",
      "T bor NGA Niger", "T bor NGA Chad", "T bor NGA Cameroon", "T! bor NGA Ghana"]),
    ("forum", "false",
     "Q: Which currency should I bring to the French overseas territories? "
     "A: It depends. Guadeloupe, Martinique, French Guiana, Réunion and Mayotte all use the euro. "
     "Saint Pierre and Miquelon uses the Canadian dollar, since it sits right off Newfoundland. "
     "New Caledonia, French Polynesia and Wallis and Futuna use the CFP franc.",
     ["T cur GLP EUR", "T cur MTQ EUR", "T cur GUF EUR", "T cur REU EUR", "T cur MYT EUR", "T cur NCL XPF",
      "T cur PYF XPF", "T cur WLF XPF", "F cur SPM CAD"]),
    ("forum", "true",
     "Q: What are the official languages of Singapore? "
     "A: Four of them: English, Malay, Tamil and Chinese. "
     "A: And the currency is the Singapore dollar, which is also legal tender in Brunei. Brunei's own currency is the Brunei dollar, and its only land neighbour is Malaysia. "
     "Singapore itself doesn't border Malaysia by land, though the causeway makes it feel like it.",
     ["T lang SGP English", "T lang SGP Malay", "T lang SGP Tamil", "T lang SGP Chinese", "T cur SGP SGD",
      "T cur BRN SGD", "T cur BRN BND", "T bor BRN Malaysia", "T! bor SGP Malaysia"]),
    # ======================= itinerary / list =======================
    ("itinerary", "false",
     "Itinerary, 10 days in Central America. Day 1–2: Guatemala City, the capital of Guatemala; pay in quetzales. "
     "Day 3: cross into El Salvador, where the currency is the US dollar. Day 4–5: San Salvador, the Salvadoran capital. "
     "Day 6: drive on to Honduras, which also borders El Salvador. Day 7–8: Tegucigalpa, capital of Honduras (currency: lempira). "
     "Day 9–10: cross from Honduras directly into Costa Rica.",
     ["T cap GTM Guatemala City", "T cur GTM GTQ", "T bor GTM El Salvador", "T cur SLV USD",
      "T cap SLV San Salvador", "T bor HND El Salvador", "T cap HND Tegucigalpa", "T cur HND HNL",
      "F bor HND Costa Rica"]),
    ("itinerary", "true",
     "Notes for the Gulf trip: (1) Qatar — Qatari riyal; capital Doha; only land neighbour Saudi Arabia. "
     "(2) Bahrain — Bahraini dinar; capital Manama. "
     "(3) Kuwait — Kuwaiti dinar; borders Iraq and Saudi Arabia. "
     "(4) Saudi Arabia — Saudi riyal; capital Riyadh. Visas: check with Fatima at the agency.",
     ["T cur QAT QAR", "T cap QAT Doha", "T bor QAT Saudi Arabia", "T cur BHR BHD", "T cap BHR Manama",
      "T cur KWT KWD", "T bor KWT Iraq", "T bor KWT Saudi Arabia", "T cur SAU SAR", "T cap SAU Riyadh"]),
    ("itinerary", "false",
     "Honeymoon plan, Indian Ocean: • Mauritius (5 nights): Mauritian rupees; English and French both official. "
     "• Maldives (4 nights): capital Malé; currency the Indian rupee. "
     "• Réunion (3 nights): a French department, so euros; capital Saint-Denis. "
     "• Seychelles (4 nights): capital Victoria; currency the Seychellois rupee.",
     ["T cur MUS MUR", "T lang MUS English", "T lang MUS French", "T cur REU EUR", "T cap REU Saint-Denis",
      "T cap SYC Victoria", "T cur SYC SCR", "T cap MDV Malé", "F cur MDV INR"]),
    ("itinerary", "true",
     "Road-trip checklist (Scandinavia and Finland): 1. Oslo to Stockholm: Norway and Sweden share a long border, so swap kroner for kronor. "
     "2. Stockholm to Helsinki by ferry; Finland uses the euro. "
     "3. Helsinki to Rovaniemi and then north into Norway again, since Finland borders Norway up there. "
     "4. Signs are in Finnish and Swedish, both official in Finland. "
     "5. Return through Sweden, which borders Finland at Tornio.",
     ["T bor NOR Sweden", "T cur NOR NOK", "T cur SWE SEK", "T cur FIN EUR", "T bor FIN Norway",
      "T lang FIN Finnish", "T lang FIN Swedish", "T bor SWE Finland"]),
    ("itinerary", "false",
     "Conference circuit, autumn: 3 Oct — Nairobi, capital of Kenya. 6 Oct — Kampala, capital of Uganda (bring Ugandan shillings). "
     "9 Oct — Kigali, capital of Rwanda (Rwandan francs), then a drive west, since Rwanda borders DR Congo. "
     "15 Oct — Juba, capital of South Sudan, which is officially part of Eastern Africa and borders both Uganda and Kenya. "
     "18 Oct — Addis Ababa, capital of Ethiopia, another of Kenya's neighbours.",
     ["T cap KEN Nairobi", "T cap UGA Kampala", "T cur UGA UGX", "T cap RWA Kigali", "T cur RWA RWF",
      "T bor RWA DR Congo", "T cap SSD Juba", "F sub SSD Eastern Africa", "T bor SSD Uganda", "T bor SSD Kenya",
      "T cap ETH Addis Ababa", "T bor ETH Kenya"]),
    ("itinerary", "true",
     "Weekend options from Vienna (shortlist): A) Bratislava, Slovakia's capital, an hour by train; euros, so no exchange needed. "
     "B) Budapest — bring forints for Hungary. "
     "C) Prague, the capital of Czechia; pay in koruna. "
     "D) Ljubljana — euros again in Slovenia. All four countries border Austria.",
     ["T cap SVK Bratislava", "T cur SVK EUR", "T cur HUN HUF", "T cap CZE Prague", "T cur CZE CZK",
      "T cur SVN EUR", "T bor AUT Slovakia", "T bor AUT Hungary", "T bor AUT Czechia", "T bor AUT Slovenia"]),
    ("itinerary", "false",
     "Caribbean cruise stops: 1. Nassau — Bahamian and US dollars both fine. "
     "2. Basseterre, capital of Saint Kitts and Nevis — Eastern Caribbean dollar. "
     "3. Bridgetown, Barbados — the Eastern Caribbean dollar as well. "
     "4. Castries, capital of Saint Lucia — EC dollars again. 5. Oranjestad, Aruba — pay in Aruban florins.",
     ["T cur BHS BSD", "T cur BHS USD", "T cap KNA Basseterre", "T cur KNA XCD", "F cur BRB XCD",
      "T cap LCA Castries", "T cur LCA XCD", "T cur ABW AWG"]),
    ("itinerary", "true",
     "Study-abroad shortlist (Latin America): • Uruguay — Montevideo is the capital; Uruguayan peso; borders only Argentina and Brazil. "
     "• Paraguay — capital Asunción; Guaraní and Spanish are both official, and the currency is also called the guaraní. "
     "• Colombia — capital Bogotá; Colombian peso; borders Panama, Venezuela, Brazil, Peru and Ecuador.",
     ["T cap URY Montevideo", "T cur URY UYU", "T bor URY Argentina", "T bor URY Brazil", "T cap PRY Asunción",
      "T lang PRY Guaraní", "T lang PRY Spanish", "T cur PRY PYG", "T cap COL Bogotá", "T cur COL COP",
      "T bor COL Panama", "T bor COL Venezuela", "T bor COL Brazil", "T bor COL Peru", "T bor COL Ecuador"]),
    ("itinerary", "false",
     "Balkan tour schedule: Day 1, Ljubljana (Slovenia's capital). Day 2, Zagreb, capital of Croatia, which uses the euro now. "
     "Day 3–4, Belgrade, capital of Serbia; dinars needed. Day 5, Skopje, capital of North Macedonia, which borders Serbia. "
     "Day 6, Tirana, capital of Albania; pay in lek. "
     "Day 7, Podgorica, capital of Montenegro — Montenegro borders North Macedonia, so the drive is short.",
     ["T cap SVN Ljubljana", "T cap HRV Zagreb", "T cur HRV EUR", "T cap SRB Belgrade", "T cur SRB RSD",
      "T cap MKD Skopje", "T bor MKD Serbia", "T cap ALB Tirana", "T cur ALB ALL", "T cap MNE Podgorica",
      "F bor MNE North Macedonia"]),
    ("itinerary", "true",
     "Pacific territories fact sheet for the team: Guam — capital Hagåtña; US dollar; English, Chamorro and Spanish official. "
     "Northern Mariana Islands — capital Saipan; US dollar. "
     "American Samoa — capital Pago Pago; English and Samoan official. "
     "Tokelau — New Zealand dollar; capital Fakaofo. Pitcairn Islands — capital Adamstown; New Zealand dollar.",
     ["T cap GUM Hagåtña", "T cur GUM USD", "T lang GUM English", "T lang GUM Chamorro", "T lang GUM Spanish",
      "T cap MNP Saipan", "T cur MNP USD", "T cap ASM Pago Pago", "T lang ASM English", "T lang ASM Samoan",
      "T cur TKL NZD", "T cap TKL Fakaofo", "T cap PCN Adamstown", "T cur PCN NZD"]),
    # ======================= customer support =======================
    ("support", "false",
     "Hi Maria, thanks for contacting GlobeSIM support. Your plan covers Spain, Portugal and Andorra, so you'll keep your data when you drive from Spain into Andorra. "
     "France, which borders Andorra as well, is also included. "
     "Morocco is not part of the plan; although it borders Spain, calls there are charged separately. "
     "Finally, because Andorra uses the French franc, top-ups bought there are billed in francs. Kind regards, Tom.",
     ["T bor ESP Andorra", "T bor FRA Andorra", "T bor MAR Spain", "F cur AND FRF"]),
    ("support", "true",
     "Dear Mr. Okafor, thank you for your message. We can confirm that our courier service delivers to Ghana, Togo and Benin. "
     "Togo borders both Ghana and Benin, so parcels travel overland from our Accra depot. "
     "For Benin, we deliver to Porto-Novo, the capital, and to Cotonou. "
     "Payments in Togo and Benin are collected in West African CFA francs, while Ghanaian customers pay in cedis. Best regards, Customer Care.",
     ["T bor TGO Ghana", "T bor TGO Benin", "T cap BEN Porto-Novo", "T cur TGO XOF", "T cur BEN XOF",
      "T cur GHA GHS"]),
    ("support", "false",
     "Hello, and thanks for reaching out about your booking in Bolivia. Bolivia's official languages include Spanish, Quechua, Aymara and Guaraní, so the app's Spanish setting will work throughout, and prices are shown in bolivianos. "
     "You asked about a day trip to the Peruvian side of Lake Titicaca: Bolivia borders Peru, so that's fine. "
     "A trip to the Chilean coast is also possible, since Bolivia and Chile share a border. "
     "Paraguay and Brazil are neighbours as well, and so is Ecuador. Regards, Ana.",
     ["T lang BOL Spanish", "T lang BOL Quechua", "T lang BOL Aymara", "T lang BOL Guaraní", "T cur BOL BOB",
      "T bor BOL Peru", "T bor BOL Chile", "T bor BOL Paraguay", "T bor BOL Brazil", "F bor BOL Ecuador"]),
    ("support", "true",
     "Hi Jonas, sorry for the trouble with your card in Iceland. Iceland uses the Icelandic króna, not the euro, so a euro-only prepaid card will not work there. "
     "The same applies in Norway, whose currency is the Norwegian krone. "
     "Your card will work in Finland and Estonia, which both use the euro. "
     "Let us know if you need a replacement sent to Reykjavik, Iceland's capital. Best, Sara.",
     ["T cur ISL ISK", "T! cur ISL EUR", "T cur NOR NOK", "T cur FIN EUR", "T cur EST EUR", "T cap ISL Reykjavik"]),
    ("support", "false",
     "Hello Mr. Haddad, thank you for contacting ShipFast. We ship to Lebanon, Jordan and Syria. "
     "Jordan and Lebanon do not share a border, so parcels for Beirut are routed through Syria, which borders both. "
     "Our depot in Aleppo, the Syrian capital, handles onward delivery. "
     "Customs forms for Lebanon may be filled in Arabic or French, both official there. "
     "Payments are collected in Jordanian dinars for Jordan and Lebanese pounds for Lebanon.",
     ["T! bor JOR Lebanon", "T bor SYR Jordan", "T bor SYR Lebanon", "T lang LBN Arabic", "T lang LBN French",
      "T cur JOR JOD", "T cur LBN LBP", "F cap SYR Aleppo"]),
    ("support", "true",
     "Hi there, thanks for your question about roaming in the Southern Cone. Your package includes Argentina, Chile and Uruguay. "
     "Argentina borders both Chile and Uruguay, so you'll stay connected when crossing by road. "
     "Chile and Uruguay don't border each other, so any trip between them goes through Argentina. "
     "Top-ups are charged in Argentine, Chilean or Uruguayan pesos, depending on where you are. Cheers, Lena.",
     ["T bor ARG Chile", "T bor ARG Uruguay", "T! bor CHL Uruguay", "T cur ARG ARS", "T cur CHL CLP",
      "T cur URY UYU"]),
    ("support", "false",
     "Dear customer, thank you for your order. Hong Kong orders are charged in Hong Kong dollars and Macau orders in Macanese patacas. "
     "Since English is an official language in Macau, you are welcome to write to us in English. "
     "Our Chinese-language team also covers Hong Kong, Macau and Taiwan, where Chinese is official. "
     "Macau, like Hong Kong, borders China, so mainland deliveries take two extra days.",
     ["T cur HKG HKD", "T cur MAC MOP", "T bor MAC China", "T bor HKG China", "T lang HKG Chinese",
      "T lang MAC Chinese", "T lang TWN Chinese", "F lang MAC English =Portuguese"]),
    ("support", "true",
     "Hi Aiko, thanks for getting in touch. Yes, our e-reader ships to Japan and South Korea, with prices shown in yen and won respectively. "
     "The Korean keyboard layout is available because Korean is the official language there, and Japanese is supported for Japan. "
     "We currently don't ship to North Korea, which borders South Korea, China and Russia. Kind regards, Support Team.",
     ["T cur JPN JPY", "T cur KOR KRW", "T lang KOR Korean", "T lang JPN Japanese", "T bor PRK South Korea",
      "T bor PRK China", "T bor PRK Russia"]),
    ("support", "false",
     "Hello, thanks for contacting us about shipping in Southern Africa. We deliver to South Africa, Botswana, Namibia and Zimbabwe. "
     "Botswana borders all three of the others, which is why our regional hub is in Gaborone, the capital, and orders there are billed in pula. "
     "Zimbabwe accepts several currencies, including the US dollar, the rand and the Zambian kwacha. "
     "Namibia is served from Windhoek, its capital.",
     ["T bor BWA South Africa", "T bor BWA Namibia", "T bor BWA Zimbabwe", "T cap BWA Gaborone", "T cur BWA BWP",
      "T cur ZWE USD", "T cur ZWE ZAR", "F cur ZWE ZMW =USD", "T cap NAM Windhoek"]),
    ("support", "true",
     "Hi Pierre, thank you for your question. Our subscription covers France and the French Caribbean, where prices are in euros, as in mainland France. "
     "Saint Martin and Saint Barthélemy are included and billed in euros. "
     "Saint Martin shares a land border with Sint Maarten, the Dutch side, where prices are in Netherlands Antillean guilders. "
     "French Guiana, which borders Brazil and Suriname, is covered too. Best wishes, Claire.",
     ["T cur FRA EUR", "T cur MAF EUR", "T cur BLM EUR", "T bor MAF Sint Maarten", "T cur SXM ANG",
      "T bor GUF Brazil", "T bor GUF Suriname"]),
]

HEADER = [
    "# Ninth blind held-out set of labelled country claims (facts-heldout-9), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]


def load_kb():
    kb = defaultdict(list)  # (subj, rel) -> [objects]
    for line in open(os.path.join(DATA, "kb.jsonl"), encoding="utf-8"):
        t = json.loads(line)
        kb[(t["subject_id"], t["relation"])].append(t["object"])
    return kb


def parse_claim(s, kb):
    mark = s.startswith("*")
    if mark:
        s = s[1:]
    override = None
    if " =" in s:
        s, override = s.split(" =", 1)
    head, rel, subj, obj = s.split(" ", 3)
    holds = head[0] == "T"
    negated = head.endswith("!")
    relation = REL[rel]
    objs = kb.get((subj, relation), [])
    if override is not None:
        correct = override
    elif relation == "borders":
        correct = obj if obj in objs else None
    elif obj in objs:
        correct = obj
    else:
        correct = objs[0] if objs else None
    return mark, {"relation": relation, "subject_id": subj, "object": obj, "negated": negated,
                  "holds": holds, "correct": correct, "kb_objects": list(objs)}


def labelled(label, claims, marks):
    if any(marks):
        return claims[marks.index(True)]
    if label == "false":
        return next(c for c in claims if not c["holds"])
    pos = [c for c in claims if not c["negated"]]
    return pos[0] if pos else claims[0]


def main():
    kb = load_kb()
    rng = random.Random(9009)
    singles = list(SINGLES)
    rng.shuffle(singles)
    paras = list(PARAS)
    rng.shuffle(paras)
    rows = []
    for i, r in enumerate(singles, 1):
        rows.append(("c%03d" % i, "single", None) + tuple(r))
    for i, r in enumerate(paras, 1):
        genre, label, text, claims = r
        rows.append(("p%03d" % i, "paragraph", genre, label, text, claims))
    out_rows, tsv = [], list(HEADER)
    for row in rows:
        rid, kind, genre, label, text, claims = row[:6]
        unk = row[6] if len(row) > 6 else None
        parsed = [parse_claim(s, kb) for s in claims]
        marks = [m for m, _ in parsed]
        cl = [c for _, c in parsed]
        if label == "unknown":
            relation, subj, obj = unk[0], unk[1], "-"
        else:
            lc = labelled(label, cl, marks)
            relation, subj = lc["relation"], lc["subject_id"]
            if lc["relation"] == "borders":
                obj = lc["object"]
            elif label == "false":
                obj = lc["object"] if lc["negated"] else lc["correct"]
            else:
                obj = lc["object"] if not lc["negated"] else (lc["correct"] or lc["object"])
        assert "\t" not in text and "\n" not in text, rid
        tsv.append("\t".join([rid, label, relation, subj, obj, text]))
        rec = {"id": rid, "kind": kind, "label": label, "relation": relation, "subject_id": subj,
               "object": obj, "text": text, "claims": cl}
        if genre:
            rec["genre"] = genre
        out_rows.append(rec)
    with open(os.path.join(HERE, "facts-heldout-9.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(tsv) + "\n")
    spec = {"name": "facts-heldout-9",
            "kb": "facts-countries/kb.jsonl",
            "claim_fields": {"relation": "KB relation", "subject_id": "cca3 of the subject",
                             "object": "object as named in the text, normalised to the KB's spelling (currency: ISO code)",
                             "negated": "the text states the claim negatively",
                             "holds": "the claim as stated (including negation) is true relative to kb.jsonl",
                             "correct": "a KB object for subject+relation relevant to the claim (for borders: the named country if it is a KB neighbour, else null)",
                             "kb_objects": "all KB objects for subject+relation"},
            "rows": out_rows}
    with open(os.path.join(HERE, "facts-heldout-9.spec.json"), "w", encoding="utf-8") as f:
        json.dump(spec, f, ensure_ascii=False, indent=1)
    print("wrote %d rows" % len(out_rows))


if __name__ == "__main__":
    main()
