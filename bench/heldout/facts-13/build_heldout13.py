#!/usr/bin/env python3
"""Build bench/facts-heldout-13.tsv from the hand-written row definitions below.

Every row carries one or more claim specs describing what its text asserts:
  "rel:SID=OBJ"   rel in cap, reg, sub, lang, cur, bor; SID = cca3 of the subject;
                  OBJ = the object the text asserts (city, region, subregion, language
                  name as in the KB, ISO 4217 code, or the cca3 of the other country).
  "!rel:SID=OBJ"  the text asserts the negation.
  "unk:REL:SID"   a claim about a relation the KB lacks (SID is a KB entity), or
  "unk:REL:-:Name" a claim about a subject that is not in the KB.
Each spec is evaluated against kb.jsonl (closed world for the multi-valued relations);
the build aborts if a declared label does not follow, or if the subject/object of a
spec cannot be found in the text.
Only python3 stdlib; deterministic.
"""
import json, os, random, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '/work/shared/data/facts-countries'
OUT = os.path.normpath(os.path.join(HERE, '..', '..', 'facts-heldout-13.tsv'))

HEADER = [
    "# Thirteenth blind held-out set of labelled country claims (facts-heldout-13), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
    "# Columns: id, label (true|false|unknown, relative to kb.jsonl), relation, subject_id, object (true: the KB object; false: the KB's correct object; borders rows: the other country named, as the KB names it; unknown: -), text.",
    "# c... = single claims; p... = paragraphs (false if any checkable claim is false, then relation/subject/object describe the false one).",
]

REL = {'cap': 'has_capital', 'reg': 'in_region', 'sub': 'in_subregion',
       'lang': 'official_language', 'cur': 'currency', 'bor': 'borders'}
KB_RELS = set(REL.values())
UNKNOWN_RELS = {'population', 'area', 'landlocked', 'calling_code', 'tld', 'demonym',
                'largest_city', 'independence', 'head_of_state', 'time_zones', 'anthem',
                'driving_side', 'highest_point', 'un_member', 'motto', 'capital_since',
                'national_animal', 'flag', 'eu_member', 'nato_member', 'climate',
                'has_capital', 'in_region', 'in_subregion', 'official_language',
                'currency', 'borders', 'founded', 'national_sport', 'coastline', 'river'}

# --- extra surface forms (demonyms, everyday names) used only for the text sanity check
SUBJ_ALIASES = {
    'TUR': ['Turkey', 'Turkish'], 'DNK': ['Danish', 'Danes'], 'SWE': ['Swedish', 'Swedes'],
    'NOR': ['Norwegian'], 'FIN': ['Finnish', 'Finns'], 'ISL': ['Icelandic'],
    'DEU': ['German'], 'FRA': ['French'], 'ITA': ['Italian'], 'ESP': ['Spanish'],
    'PRT': ['Portuguese'], 'GRC': ['Greek'], 'POL': ['Polish', 'Poles'],
    'CZE': ['Czech'], 'SVK': ['Slovak'], 'HUN': ['Hungarian'], 'ROU': ['Romanian'],
    'BGR': ['Bulgarian'], 'SRB': ['Serbian'], 'HRV': ['Croatian'], 'SVN': ['Slovenian', 'Slovene'],
    'AUT': ['Austrian'], 'CHE': ['Swiss'], 'BEL': ['Belgian'], 'NLD': ['Dutch'],
    'IRL': ['Irish'], 'GBR': ['British', 'Britain'], 'USA': ['American', 'the US', 'U.S.', 'America'],
    'CAN': ['Canadian'], 'MEX': ['Mexican'], 'BRA': ['Brazilian'], 'ARG': ['Argentine', 'Argentinian'],
    'CHL': ['Chilean'], 'PER': ['Peruvian'], 'COL': ['Colombian'], 'VEN': ['Venezuelan'],
    'BOL': ['Bolivian'], 'ECU': ['Ecuadorian'], 'URY': ['Uruguayan'], 'PRY': ['Paraguayan'],
    'JPN': ['Japanese'], 'CHN': ['Chinese'], 'KOR': ['Korean', 'Korea'], 'PRK': ['Korean', 'Korea'],
    'IND': ['Indian'], 'PAK': ['Pakistani'], 'BGD': ['Bangladeshi'], 'NPL': ['Nepali', 'Nepalese'],
    'THA': ['Thai'], 'VNM': ['Vietnamese'], 'KHM': ['Cambodian'], 'LAO': ['Laotian', 'Lao'],
    'MMR': ['Burmese'], 'MYS': ['Malaysian'], 'IDN': ['Indonesian'], 'PHL': ['Filipino', 'Philippine'],
    'AUS': ['Australian'], 'NZL': ['Kiwi', 'New Zealander'], 'EGY': ['Egyptian'], 'MAR': ['Moroccan'],
    'DZA': ['Algerian'], 'TUN': ['Tunisian'], 'LBY': ['Libyan'], 'NGA': ['Nigerian'],
    'GHA': ['Ghanaian'], 'KEN': ['Kenyan'], 'TZA': ['Tanzanian'], 'UGA': ['Ugandan'],
    'ETH': ['Ethiopian'], 'ZAF': ['South African'], 'ZWE': ['Zimbabwean'], 'ZMB': ['Zambian'],
    'RUS': ['Russian'], 'UKR': ['Ukrainian'], 'BLR': ['Belarusian'], 'IRN': ['Iranian', 'Persia'],
    'IRQ': ['Iraqi'], 'SYR': ['Syrian'], 'JOR': ['Jordanian'], 'ISR': ['Israeli'],
    'LBN': ['Lebanese'], 'SAU': ['Saudi'], 'KAZ': ['Kazakh'], 'UZB': ['Uzbek'], 'MNG': ['Mongolian'],
    'GEO': ['Georgian'], 'ARM': ['Armenian'], 'AZE': ['Azerbaijani', 'Azeri'], 'EST': ['Estonian'],
    'LVA': ['Latvian'], 'LTU': ['Lithuanian'], 'ALB': ['Albanian'], 'MKD': ['Macedonian'],
    'MNE': ['Montenegrin'], 'BIH': ['Bosnian', 'Bosnia'], 'CUB': ['Cuban'], 'JAM': ['Jamaican'],
    'HTI': ['Haitian'], 'SEN': ['Senegalese'], 'MLI': ['Malian'], 'CMR': ['Cameroonian'],
    'RWA': ['Rwandan'], 'MDG': ['Malagasy'], 'MOZ': ['Mozambican'], 'AGO': ['Angolan'],
    'NAM': ['Namibian'], 'BWA': ['Botswanan', 'Batswana'], 'SOM': ['Somali'], 'SDN': ['Sudanese'],
    'CYP': ['Cypriot'], 'MLT': ['Maltese'], 'LUX': ['Luxembourgish'], 'MCO': ['Monegasque'],
    'TWN': ['Taiwanese'], 'SGP': ['Singaporean'], 'LKA': ['Sri Lankan'], 'AFG': ['Afghan'],
    'QAT': ['Qatari'], 'OMN': ['Omani'], 'YEM': ['Yemeni'], 'KWT': ['Kuwaiti'],
    'ARE': ['Emirati'], 'BHR': ['Bahraini'], 'FJI': ['Fijian'], 'GTM': ['Guatemalan'],
    'HND': ['Honduran'], 'NIC': ['Nicaraguan'], 'CRI': ['Costa Rican'], 'PAN': ['Panamanian'],
    'SLV': ['Salvadoran'], 'DOM': ['Dominican'], 'GUY': ['Guyanese'], 'SUR': ['Surinamese'],
    'TCD': ['Chadian'], 'NER': ['Nigerien'], 'BFA': ['Burkinabe'], 'GIN': ['Guinean'],
    'KGZ': ['Kyrgyz'], 'TJK': ['Tajik'], 'TKM': ['Turkmen'], 'BTN': ['Bhutanese'],
    'MDV': ['Maldivian'], 'COD': ['Congolese', 'Congo'], 'COG': ['Congolese', 'Congo'],
    'CIV': ['Ivorian'], 'ERI': ['Eritrean'], 'DJI': ['Djiboutian'], 'MWI': ['Malawian'],
    'LSO': ['Basotho'], 'SWZ': ['Swazi'], 'GAB': ['Gabonese'], 'BEN': ['Beninese'],
    'TGO': ['Togolese'], 'LBR': ['Liberian'], 'SLE': ['Sierra Leonean'], 'GMB': ['Gambian'],
    'MRT': ['Mauritanian'], 'PNG': ['Papua'], 'SSD': ['South Sudanese'], 'UNK': ['Kosovar'],
    'MDA': ['Moldovan'], 'VAT': ['Holy See'], 'GRL': ['Greenlandic'], 'FRO': ['Faroese'],
    'PRI': ['Puerto Rican'], 'CPV': ['Cabo Verde'], 'BRN': ['Bruneian'], 'TLS': ['Timorese'],
}
OBJ_ALIASES = {  # claimed object -> extra surface forms
    'Washington D.C.': ['Washington'], 'Persian (Farsi)': ['Persian', 'Farsi'],
    'Ulan Bator': ['Ulaanbaatar'], 'Americas': ['America'],
    'EUR': ['euro'], 'USD': ['US dollar', 'U.S. dollar', 'American dollar', 'greenback'],
    'GBP': ['pound sterling', 'sterling', 'British pound'], 'ZAR': ['rand'],
    'CHF': ['Swiss franc', 'franc'], 'XOF': ['CFA franc', 'West African CFA'],
    'XAF': ['CFA franc', 'Central African CFA'], 'XCD': ['East Caribbean dollar', 'Eastern Caribbean dollar'],
    'HRK': ['kuna'], 'JPY': ['yen'], 'CNY': ['yuan', 'renminbi'], 'INR': ['rupee'],
    'SEK': ['krona', 'kronor'], 'NOK': ['krone', 'kroner'], 'DKK': ['krone', 'kroner'],
    'ISK': ['krona', 'króna'], 'PLN': ['zloty', 'złoty'], 'CZK': ['koruna', 'crown'],
    'HUF': ['forint'], 'RON': ['leu', 'lei'], 'MDL': ['leu'], 'BGN': ['lev'], 'RSD': ['dinar'],
    'TRY': ['lira'], 'RUB': ['rouble', 'ruble'], 'BYN': ['ruble', 'rouble'], 'UAH': ['hryvnia'],
    'THB': ['baht'], 'VND': ['dong', 'đồng'], 'KHR': ['riel'], 'LAK': ['kip'], 'MMK': ['kyat'],
    'IDR': ['rupiah'], 'MYR': ['ringgit'], 'PHP': ['peso'], 'KRW': ['won'], 'KPW': ['won'],
    'BRL': ['real', 'reais'], 'ARS': ['peso'], 'CLP': ['peso'], 'MXN': ['peso'], 'COP': ['peso'],
    'UYU': ['peso'], 'PEN': ['sol', 'soles'], 'BOB': ['boliviano'], 'PYG': ['guaraní', 'guarani'],
    'VES': ['bolívar', 'bolivar'], 'GTQ': ['quetzal'], 'HNL': ['lempira'], 'NIO': ['córdoba', 'cordoba'],
    'CRC': ['colón', 'colon'], 'PAB': ['balboa'], 'KES': ['shilling'], 'TZS': ['shilling'],
    'UGX': ['shilling'], 'SOS': ['shilling'], 'ETB': ['birr'], 'NGN': ['naira'], 'GHS': ['cedi'],
    'MAD': ['dirham'], 'AED': ['dirham'], 'DZD': ['dinar'], 'TND': ['dinar'], 'LYD': ['dinar'],
    'EGP': ['pound'], 'SDG': ['pound'], 'SSP': ['pound'], 'LBP': ['pound'], 'SYP': ['pound'],
    'JOD': ['dinar'], 'IQD': ['dinar'], 'KWD': ['dinar'], 'BHD': ['dinar'], 'SAR': ['riyal'],
    'QAR': ['riyal'], 'OMR': ['rial'], 'YER': ['rial'], 'IRR': ['rial'], 'ILS': ['shekel'],
    'BWP': ['pula'], 'NAD': ['dollar'], 'LSL': ['loti'], 'SZL': ['lilangeni'], 'ZMW': ['kwacha'],
    'MWK': ['kwacha'], 'AOA': ['kwanza'], 'MZN': ['metical'], 'MGA': ['ariary'], 'KZT': ['tenge'],
    'UZS': ['som', 'soʻm', "so'm"], 'KGS': ['som'], 'TJS': ['somoni'], 'TMT': ['manat'], 'AZN': ['manat'],
    'GEL': ['lari'], 'AMD': ['dram'], 'MNT': ['tögrög', 'tugrik'], 'BTN': ['ngultrum'], 'NPR': ['rupee'],
    'PKR': ['rupee'], 'LKR': ['rupee'], 'MVR': ['rufiyaa'], 'BDT': ['taka'], 'AFN': ['afghani'],
    'AUD': ['Australian dollar'], 'NZD': ['New Zealand dollar', 'Kiwi dollar'], 'CAD': ['Canadian dollar', 'loonie'],
    'FJD': ['dollar'], 'PGK': ['kina'], 'TOP': ['paʻanga', "pa'anga", 'paanga'], 'WST': ['tālā', 'tala'],
    'VUV': ['vatu'], 'XPF': ['CFP franc', 'Pacific franc'], 'ALL': ['lek'], 'MKD': ['denar'],
    'BAM': ['convertible mark', 'mark'], 'HKD': ['Hong Kong dollar'], 'MOP': ['pataca'],
    'TWD': ['Taiwan dollar'], 'SGD': ['Singapore dollar'], 'BND': ['Brunei dollar'],
    'CUP': ['peso'], 'CUC': ['convertible peso'], 'DOP': ['peso'], 'HTG': ['gourde'], 'JMD': ['dollar'],
    'ANG': ['guilder'], 'AWG': ['florin'], 'SRD': ['dollar'], 'GYD': ['dollar'],
    'CDF': ['franc'], 'RWF': ['franc'], 'BIF': ['franc'], 'DJF': ['franc'], 'GNF': ['franc'], 'KMF': ['franc'],
    'ERN': ['nakfa'], 'CVE': ['escudo'], 'STN': ['dobra'], 'GMD': ['dalasi'], 'SLL': ['leone'],
    'LRD': ['dollar'], 'MRU': ['ouguiya'], 'MUR': ['rupee'], 'SCR': ['rupee'],
    'FKP': ['pound'], 'GIP': ['pound'], 'SHP': ['pound'], 'IMP': ['pound'], 'JEP': ['pound'], 'GGP': ['pound'],
    'FOK': ['króna', 'krona'], 'BSD': ['dollar'], 'BBD': ['dollar'], 'BZD': ['dollar'], 'TTD': ['dollar'],
    'KYD': ['dollar'], 'BMD': ['dollar'], 'SBD': ['dollar'], 'KID': ['dollar'], 'TVD': ['dollar'],
    'CKD': ['dollar'], 'ZWL': ['Zimbabwean dollar'], 'XPF_': [],
}
BOR_ALIASES = {  # other country (cca3) -> extra surface forms
    'TUR': ['Turkey'], 'USA': ['the US', 'the States', 'America'], 'COD': ['Congo'], 'COG': ['Congo'],
    'GBR': ['Britain'], 'CZE': ['Czech Republic'], 'KOR': ['South Korea'], 'BIH': ['Bosnia'],
    'CIV': ['Ivory Coast'], 'MKD': ['Macedonia'],
}
REL_WORDS = {}

# ------------------------------------------------------------------ rows
SINGLES = []   # (label, spec, text)
PARAS = []     # (label, genre, [specs], text)

# === ROWS START ===
# ---- singles, batch 1: true
SINGLES += [
    ('true', 'cap:AUS=Canberra', "Contrary to what many visitors assume, the Australian capital is Canberra, not Sydney."),
    ('true', 'cap:CAN=Ottawa', "Ottawa, not Toronto, is where Canada's capital is."),
    ('true', 'cap:BRA=Brasília', "Brasília is the capital of the Federative Republic of Brazil."),
    ('true', 'cap:NGA=Abuja', "Nigeria's capital? That would be Abuja."),
    ('true', 'cap:TUR=Ankara', "Ankara, rather than Istanbul, is the Turkish capital."),
    ('true', 'cap:CIV=Yamoussoukro', "The capital of Côte d'Ivoire is Yamoussoukro."),
    ('true', 'cap:BDI=Gitega', "These days Burundi's capital city is Gitega."),
    ('true', 'cap:KAZ=Astana', "Qazaqstan has its capital at Astana."),
    ('true', 'cap:MMR=Naypyidaw', "In Burma, the capital is Naypyidaw."),
    ('true', 'cap:ZAF=Bloemfontein', "Bloemfontein is one of South Africa's three capitals."),
    ('true', 'cap:NLD=Amsterdam', "Holland's capital is Amsterdam."),
    ('true', 'cap:PLW=Ngerulmud', "Ngerulmud, a tiny town, serves as the capital of Palau."),
    ('true', 'cap:BEN=Porto-Novo', "Porto-Novo is the capital of the Republic of Benin."),
    ('true', 'cap:LKA=Colombo', "The capital of Sri Lanka is Colombo."),
    ('true', 'cap:MNG=Ulan Bator', "Ulaanbaatar is Mongolia's capital."),
    ('true', 'cap:GEO=Tbilisi', "Tbilisi is the capital of Sakartvelo, which English speakers call Georgia."),
    ('true', 'cap:BOL=Sucre', "According to the constitution, Sucre is the capital of Bolivia."),
    ('true', 'cap:TZA=Dodoma', "Dodoma, not Dar es Salaam, is Tanzania's capital."),
    ('true', 'cap:LIE=Vaduz', "The Principality of Liechtenstein has Vaduz as its capital."),
    ('true', 'cap:ISL=Reykjavik', "If I remember right, Reykjavik is the Icelandic capital."),
    ('true', '!cap:CHE=Zurich', "Zurich is not the capital of Switzerland."),
    ('true', 'cap:KIR=South Tarawa', "Kiribati's seat of government and capital is South Tarawa."),
    ('true', 'cap:GRL=Nuuk', "Nuuk is the capital of Greenland (Grønland)."),
    ('true', 'reg:EGY=Africa', "Egypt is an African country."),
    ('true', 'reg:RUS=Europe', "Russia is usually grouped with Europe."),
    ('true', 'reg:TUR=Asia', "Türkiye is classed as part of Asia."),
    ('true', 'reg:CYP=Europe', "The Republic of Cyprus belongs to Europe."),
    ('true', 'reg:GRL=Americas', "Geographically, Greenland is part of the Americas."),
    ('true', 'reg:PNG=Oceania', "Papua New Guinea is located in Oceania."),
    ('true', 'reg:ATF=Antarctic', "The French Southern and Antarctic Lands belong to the Antarctic region."),
    ('true', 'reg:GUF=Americas', "French Guiana is in the Americas, not in Europe."),
    ('true', 'reg:ARM=Asia', "Armenia counts as an Asian country."),
    ('true', 'reg:REU=Africa', "Réunion is located in Africa."),
    ('true', 'reg:IOT=Africa', "The British Indian Ocean Territory is grouped under Africa."),
    ('true', 'reg:FJI=Oceania', "Fiji is a Pacific island nation in Oceania."),
    ('true', 'reg:AZE=Asia', "Azerbaijan is not in Europe but in Asia."),
    ('true', 'sub:DEU=Western Europe', "Germany lies in Western Europe."),
    ('true', 'sub:POL=Central Europe', "Poland is a Central European country."),
    ('true', 'sub:IRN=Southern Asia', "Iran is part of Southern Asia."),
    ('true', 'sub:MEX=North America', "Mexico is in North America, not Central America."),
    ('true', 'sub:SDN=Northern Africa', "Sudan belongs to Northern Africa."),
    ('true', 'sub:ZMB=Eastern Africa', "Zambia is counted as part of Eastern Africa."),
    ('true', 'sub:ROU=Southeast Europe', "Romania sits in Southeast Europe."),
    ('true', 'sub:VNM=South-Eastern Asia', "Viet Nam is a country of South-Eastern Asia."),
    ('true', 'sub:NZL=Australia and New Zealand', "Aotearoa falls in the Australia and New Zealand subregion."),
    ('true', 'sub:TON=Polynesia', "Tonga is part of Polynesia."),
    ('true', 'sub:SSD=Middle Africa', "South Sudan is in Middle Africa."),
    ('true', 'sub:KGZ=Central Asia', "Kyrgyzstan is one of the Central Asian republics."),
    ('true', 'sub:UKR=Eastern Europe', "Ukraine is in Eastern Europe."),
    ('true', 'lang:CZE=Slovak', "Slovak is an official language of Czechia alongside Czech."),
    ('true', 'lang:CAN=French', "French is one of Canada's two official languages."),
    ('true', 'lang:PRY=Guaraní', "In Paraguay, Guaraní has official status."),
    ('true', 'lang:IRN=Persian (Farsi)', "The official language of Iran is Persian, also called Farsi."),
    ('true', 'lang:BEL=German', "German is official in Belgium, along with Dutch and French."),
    ('true', 'lang:ISR=Arabic', "Israel recognises Arabic as an official language."),
    ('true', 'lang:FIN=Swedish', "Swedish is an official language in Finland, too."),
    ('true', 'lang:NZL=Māori', "Māori is an official language of New Zealand."),
    ('true', 'lang:SGP=Tamil', "Tamil is one of Singapore's official languages."),
    ('true', 'lang:RWA=Kinyarwanda', "Rwanda's official languages include Kinyarwanda."),
    ('true', 'lang:BOL=Aymara', "Aymara is official in Bolivia."),
    ('true', 'lang:MLT=Maltese', "Malta's official languages are Maltese and English."),
    ('true', 'lang:KEN=Swahili', "In Kenya, Swahili and English are both official."),
    ('true', 'lang:PAK=Urdu', "Urdu is an official language of Pakistan."),
    ('true', 'lang:VUT=Bislama', "Bislama has official status in Vanuatu."),
    ('true', 'lang:IRL=Irish', "Irish is an official language of Éire."),
    ('true', 'lang:AFG=Pashto', "Pashto is one of the official languages of Afghanistan."),
    ('true', 'lang:HTI=Haitian Creole', "Haitian Creole is official in Haiti, as is French."),
    ('true', 'cur:HRV=EUR', "Croatia now uses the euro."),
    ('true', 'cur:MNE=EUR', "Montenegro uses the euro."),
    ('true', 'cur:ECU=USD', "Ecuador uses the US dollar as its currency."),
    ('true', 'cur:CHE=CHF', "In Switzerland you pay with Swiss francs."),
    ('true', 'cur:LIE=CHF', "Liechtenstein uses the Swiss franc too."),
    ('true', 'cur:SWE=SEK', "Sweden's currency is the krona (SEK)."),
    ('true', 'cur:POL=PLN', "Prices in Poland are in złoty."),
    ('true', 'cur:CZE=CZK', "The currency code used in the Czech Republic is CZK."),
    ('true', 'cur:DNK=DKK', "Denmark sticks with the Danish krone."),
    ('true', 'cur:SLV=USD', "El Salvador uses the US dollar."),
    ('true', 'cur:TLS=USD', "East Timor uses the United States dollar."),
    ('true', 'cur:BTN=INR', "The Indian rupee is a currency of Bhutan, alongside the ngultrum."),
    ('true', 'cur:LSO=ZAR', "The South African rand is also a currency of Lesotho."),
    ('true', 'cur:UNK=EUR', "Kosovo uses the euro."),
    ('true', 'cur:VNM=VND', "Vietnam's currency is the đồng."),
    ('true', 'cur:BRA=BRL', "Brazil's currency is the real (BRL)."),
    ('true', 'cur:NAM=NAD', "The Namibian dollar is a currency of Namibia."),
    ('true', 'bor:FRA=ESP', "France and Spain share a land border."),
    ('true', 'bor:CHN=PRK', "China borders North Korea."),
    ('true', 'bor:BRA=GUF', "Brazil has a land border with French Guiana."),
    ('true', 'bor:ESP=MAR', "Spain shares a land border with Morocco."),
    ('true', 'bor:RUS=PRK', "Russia and the DPRK are neighbours."),
    ('true', 'bor:LSO=ZAF', "Lesotho borders South Africa."),
    ('true', '!bor:DEU=ITA', "Germany does not border Italy."),
    ('true', '!bor:ESP=ITA', "Spain and Italy have no land border between them."),
    ('true', '!bor:PER=ARG', "Peru doesn't share a border with Argentina."),
    ('true', 'bor:SRB=UNK', "Serbia borders Kosovo."),
    ('true', 'bor:EGY=PSE', "Egypt has a land border with Palestine."),
    ('true', 'bor:MAF=SXM', "Saint Martin borders Sint Maarten."),
    ('true', 'bor:VAT=ITA', "Vatican City is bordered only by Italy."),
    ('true', '!bor:BOL=ECU', "Bolivia does not border Ecuador."),
    ('true', 'bor:IRQ=TUR', "Turkey is one of Iraq's neighbours."),
    ('true', 'bor:NOR=RUS', "Norway and Russia share a land border in the far north."),
]
# ---- singles, batch 2: false
SINGLES += [
    ('false', 'cap:AUS=Sydney', "Sydney is the capital of Australia."),
    ('false', 'cap:CAN=Toronto', "Canada's capital is Toronto, right?"),
    ('false', 'cap:TUR=Istanbul', "Istanbul is the capital city of Türkiye."),
    ('false', 'cap:CHE=Geneva', "The Swiss capital is Geneva."),
    ('false', 'cap:NGA=Lagos', "Lagos serves as the capital of Nigeria."),
    ('false', 'cap:CIV=Abidjan', "Abidjan is the capital of Ivory Coast."),
    ('false', 'cap:TZA=Dar es Salaam', "Tanzania's capital is Dar es Salaam."),
    ('false', 'cap:BOL=La Paz', "La Paz is the capital of the Plurinational State of Bolivia."),
    ('false', 'cap:MAR=Casablanca', "The Moroccan capital is Casablanca."),
    ('false', 'cap:VNM=Ho Chi Minh City', "Ho Chi Minh City is the capital of Vietnam."),
    ('false', 'cap:NZL=Auckland', "New Zealand's capital city is Auckland."),
    ('false', 'cap:PAK=Karachi', "I'm pretty sure Karachi is the Pakistani capital."),
    ('false', 'cap:BEN=Cotonou', "The capital of Benin is Cotonou."),
    ('false', 'cap:SWZ=Mbabane', "Swaziland's capital is Mbabane."),
    ('false', 'cap:MMR=Yangon', "Myanmar's capital is Yangon (formerly Rangoon)."),
    ('false', 'cap:ISR=Tel Aviv', "Tel Aviv is the capital of the State of Israel."),
    ('false', 'cap:NLD=The Hague', "The Hague is the capital of the Netherlands."),
    ('false', 'cap:KHM=Vientiane', "Vientiane is the Cambodian capital."),
    ('false', 'cap:SVK=Ljubljana', "Slovakia's capital is Ljubljana."),
    ('false', 'cap:GEO=Yerevan', "The capital of Georgia is Yerevan."),
    ('false', 'cap:ZAF=Johannesburg', "Johannesburg is one of South Africa's capitals."),
    ('false', '!cap:CAN=Ottawa', "Ottawa is not Canada's capital."),
    ('false', 'reg:RUS=Asia', "Russia is an Asian country, not a European one."),
    ('false', 'reg:TUR=Europe', "Türkiye is located in Europe."),
    ('false', 'reg:CYP=Asia', "Cyprus is geographically in Asia."),
    ('false', 'reg:GEO=Europe', "Georgia is a European country."),
    ('false', 'reg:ARM=Europe', "Armenia is part of Europe."),
    ('false', 'reg:GRL=Europe', "Grønland is a European territory."),
    ('false', 'reg:EGY=Asia', "The Arab Republic of Egypt is an Asian country."),
    ('false', 'reg:PNG=Asia', "Papua New Guinea lies in Asia."),
    ('false', 'reg:GUF=Europe', "French Guiana is in Europe."),
    ('false', 'reg:REU=Europe', "Réunion is part of Europe."),
    ('false', 'reg:IDN=Oceania', "Like Australia, Indonesia is in Oceania."),
    ('false', 'reg:TLS=Oceania', "East Timor belongs to Oceania."),
    ('false', 'reg:SGS=Americas', "South Georgia is in the Americas."),
    ('false', '!reg:ISR=Asia', "Israel is not in Asia."),
    ('false', 'sub:DEU=Central Europe', "Germany, like Poland, is in Central Europe."),
    ('false', 'sub:POL=Eastern Europe', "Poland is an Eastern European country."),
    ('false', 'sub:GRC=Southeast Europe', "Greece is part of Southeast Europe."),
    ('false', 'sub:IRN=Western Asia', "Iran is in Western Asia."),
    ('false', 'sub:MEX=Central America', "Mexico is a Central American country."),
    ('false', 'sub:SDN=Eastern Africa', "The Republic of the Sudan lies in Eastern Africa."),
    ('false', 'sub:ZWE=Southern Africa', "Zimbabwe is in Southern Africa."),
    ('false', 'sub:MRT=Northern Africa', "Mauritania belongs to Northern Africa."),
    ('false', 'sub:AUT=Western Europe', "Austria is in Western Europe."),
    ('false', 'sub:HUN=Eastern Europe', "Hungary is an Eastern European nation."),
    ('false', 'sub:CHE=Central Europe', "Switzerland is a Central European country."),
    ('false', 'sub:GBR=Western Europe', "The United Kingdom is in Western Europe."),
    ('false', 'sub:FJI=Polynesia', "Fiji, like Tonga and Samoa, is part of Polynesia."),
    ('false', 'sub:AFG=Central Asia', "Afghanistan is part of Central Asia."),
    ('false', 'lang:BRA=Spanish', "Is Spanish the official language of Brazil? Yes, it is."),
    ('false', 'lang:LUX=Dutch', "Luxembourg's official languages are German, French and Dutch."),
    ('false', 'lang:USA=Spanish', "Spanish is an official language of the United States."),
    ('false', 'lang:IND=Bengali', "Bengali is one of India's official languages."),
    ('false', 'lang:PAK=Hindi', "Both Urdu and Hindi are official in Pakistan."),
    ('false', 'lang:URY=Portuguese', "Portuguese has official status in Uruguay."),
    ('false', 'lang:MEX=Nahuatl', "Nahuatl is an official language of Mexico."),
    ('false', 'lang:FIN=Sami', "In Suomi, Sami has official status."),
    ('false', 'lang:SVN=Croatian', "Croatian is official in Slovenia."),
    ('false', 'lang:MAR=French', "French is an official language of Morocco."),
    ('false', 'lang:DZA=Berber', "Algeria recognises Berber as an official language."),
    ('false', 'lang:TUN=French', "In Tunisia, French has official status."),
    ('false', 'lang:UKR=Russian', "Russian is an official language of Ukraine."),
    ('false', 'lang:EST=Russian', "Eesti lists Russian among its official languages."),
    ('false', 'lang:PER=Guaraní', "Guaraní is an official language of Peru."),
    ('false', 'lang:ESP=Catalan', "Catalan is an official language of the Kingdom of Spain."),
    ('false', 'lang:MYS=Tamil', "Tamil is one of Malaysia's official languages."),
    ('false', '!lang:CAN=French', "French isn't an official language of Canada."),
    ('false', 'cur:HRV=HRK', "Croatia still pays in kuna."),
    ('false', 'cur:SWE=EUR', "Like Finland, Sweden pays in euros."),
    ('false', 'cur:DNK=EUR', "The Danes pay in euros."),
    ('false', 'cur:POL=EUR', "Poland has adopted the euro as its currency."),
    ('false', 'cur:CHE=EUR', "The euro is the official currency of Switzerland."),
    ('false', 'cur:NOR=SEK', "Norway uses the Swedish krona."),
    ('false', 'cur:CZE=EUR', "The currency code used in Czechia is EUR."),
    ('false', 'cur:GBR=EUR', "In the UK, people pay in euros."),
    ('false', 'cur:ROU=EUR', "Romania's currency code is EUR."),
    ('false', 'cur:BGR=EUR', "Bulgarians pay with euros."),
    ('false', 'cur:BHR=SAR', "The Saudi riyal is the currency of Bahrain."),
    ('false', 'cur:SRB=EUR', "Serbia uses the euro, just like Montenegro."),
    ('false', 'cur:CRI=USD', "Like Panama, Costa Rica uses the US dollar."),
    ('false', 'cur:LIE=EUR', "Liechtenstein's currency is the euro."),
    ('false', 'cur:MDA=RON', "Moldova uses the Romanian leu."),
    ('false', 'cur:KEN=TZS', "Kenya's currency is the Tanzanian shilling."),
    ('false', 'cur:BLR=RUB', "The Belarusian currency is the Russian ruble."),
    ('false', 'bor:FRA=NLD', "France shares a border with the Netherlands."),
    ('false', 'bor:PRT=FRA', "Portugal and France are neighbours."),
    ('false', 'bor:CHN=KOR', "China has a land border with South Korea."),
    ('false', 'bor:CHL=BRA', "Chile shares a land border with Brazil."),
    ('false', 'bor:BRA=ECU', "Ecuador is a neighbouring country of Brazil."),
    ('false', 'bor:MEX=HND', "Mexico and Honduras share a land border."),
    ('false', 'bor:ARM=RUS', "Armenia shares a land border with Russia."),
    ('false', 'bor:IND=AFG', "India and Afghanistan share a land border."),
    ('false', 'bor:LBN=IRQ', "Lebanon's neighbours are Syria, Israel and Iraq."),
    ('false', 'bor:KEN=RWA', "Rwanda is one of Kenya's neighbours."),
    ('false', 'bor:ZAF=ZMB', "South Africa shares a border with Zambia."),
    ('false', '!bor:AUT=ITA', "Austria does not border Italy."),
    ('false', '!bor:CHN=RUS', "China and Russia have no common land border."),
    ('false', 'bor:NOR=DNK', "There's a land border between Norway and Denmark."),
    ('false', 'bor:POL=HUN', "Poland, Slovakia and Hungary all border one another."),
]
# ---- singles, batch 3: unknown
SINGLES += [
    ('unknown', 'unk:population:JPN', "Japan has a population of roughly 125 million people."),
    ('unknown', 'unk:landlocked:BOL', "Bolivia is a landlocked country."),
    ('unknown', 'unk:has_capital:-:Scotland', "Edinburgh is the capital of Scotland."),
    ('unknown', 'unk:official_language:-:Catalonia', "Catalan is an official language in Catalonia."),
    ('unknown', 'unk:calling_code:FRA', "France's international calling code is +33."),
    ('unknown', 'unk:tld:DEU', "Websites in Germany often end in .de, the country's top-level domain."),
    ('unknown', 'unk:largest_city:TUR', "Istanbul is the largest city in Türkiye."),
    ('unknown', 'unk:area:CAN', "Canada covers nearly ten million square kilometres."),
    ('unknown', 'unk:independence:IND', "India became independent in 1947."),
    ('unknown', 'unk:head_of_state:GBR', "The United Kingdom's head of state is a monarch."),
    ('unknown', 'unk:time_zones:RUS', "Russia spans eleven time zones."),
    ('unknown', 'unk:has_capital:-:Wakanda', "Birnin Zana is the capital of Wakanda."),
    ('unknown', 'unk:currency:-:Atlantis', "The people of Atlantis paid in orichalcum coins."),
    ('unknown', 'unk:borders:-:Texas', "Texas borders Mexico."),
    ('unknown', 'unk:demonym:NZL', "People from New Zealand are often called Kiwis."),
    ('unknown', 'unk:driving_side:IRL', "In Ireland, cars drive on the left."),
    ('unknown', 'unk:un_member:CHE', "Switzerland joined the United Nations in 2002."),
    ('unknown', 'unk:highest_point:NPL', "Nepal is home to the world's highest mountain."),
    ('unknown', 'unk:anthem:FRA', "The national anthem of France is La Marseillaise."),
    ('unknown', 'unk:has_capital:-:Bavaria', "Munich is the capital of Bavaria."),
    ('unknown', 'unk:in_region:-:Siberia', "Siberia lies in Asia."),
    ('unknown', 'unk:official_language:-:Quebec', "French is the only official language of Quebec."),
    ('unknown', 'unk:eu_member:PRT', "Portugal is a member of the European Union."),
    ('unknown', 'unk:coastline:CHL', "Chile has one of the longest coastlines in the world."),
    ('unknown', 'unk:has_capital:-:Tibet', "Lhasa is the traditional capital of Tibet."),
]
# ---- paragraphs, batch 1
PARAS += [
    ('true', 'travel blog', ['cap:AUT=Vienna', 'cap:SVK=Bratislava', 'cur:SVK=EUR', 'cur:CZE=CZK', '!cur:CZE=EUR', 'cap:HUN=Budapest'],
     "Day three: we took the train from Vienna, Austria's capital, to Bratislava, the Slovak capital, in about an hour. Slovakia uses the euro, so there was no need to change money, unlike in Czechia, where we'd been paying in koruna. Next stop is Budapest, the capital of Hungary."),
    ('false', 'travel blog', ['cap:SVN=Ljubljana', 'cur:HRV=EUR', 'bor:MNE=HRV', 'cap:MNE=Podgorica', 'cap:ALB=Skopje'],
     "Our loop started in Ljubljana, the capital of Slovenia, and then went on to Zagreb. Croatia switched to the euro, which made things easy. From there we crossed into Montenegro, which borders Croatia, and finished in Podgorica, the Montenegrin capital. Albania was meant to be next, but we ran out of time before reaching Skopje, its capital."),
    ('true', 'school essay', ['sub:KEN=Eastern Africa', 'cap:KEN=Nairobi', 'cur:KEN=KES', 'lang:KEN=English', 'lang:KEN=Swahili', 'bor:KEN=TZA', 'bor:KEN=UGA', 'bor:KEN=SSD', 'bor:KEN=ETH', 'bor:KEN=SOM', 'lang:TZA=Swahili'],
     "My country report is about Kenya, which is in Eastern Africa. Its capital is Nairobi, and people pay with the Kenyan shilling. Kenya has two official languages, English and Swahili. It borders Tanzania, Uganda, South Sudan, Ethiopia and Somalia. Its neighbour Tanzania also has Swahili as an official language."),
    ('false', 'school essay', ['sub:BEL=Western Europe', 'cap:BEL=Brussels', 'lang:BEL=Dutch', 'lang:BEL=French', 'lang:BEL=German', 'cur:BEL=EUR', 'cur:NLD=EUR', 'cur:DEU=EUR', 'cur:FRA=EUR', 'bor:BEL=NLD', 'bor:BEL=DEU', 'bor:BEL=FRA', 'bor:BEL=CHE'],
     "Belgium is a small country in Western Europe. Its capital is Brussels, and it has three official languages: Dutch, French and German. Belgium uses the euro, like its neighbours the Netherlands, Germany and France. The only other country it borders is Switzerland."),
    ('true', 'news brief', ['cap:ETH=Addis Ababa', 'bor:ETH=KEN', 'bor:ETH=DJI', 'bor:ETH=SOM', 'bor:ETH=ERI', 'cap:KEN=Nairobi'],
     "ADDIS ABABA — Ministers from Ethiopia and its neighbours Kenya, Djibouti and Somalia met on Tuesday in the Ethiopian capital to discuss regional trade. Delegates from Eritrea, which also borders Ethiopia, attended as observers. A follow-up meeting is planned for Nairobi, the Kenyan capital, in the spring."),
    ('false', 'news brief', ['cur:URY=UYU', 'cur:BRA=BRL', 'bor:URY=BRA', 'bor:URY=ARG', 'bor:PRY=URY', 'cur:PRY=PYG'],
     "MONTEVIDEO — Uruguay's central bank said on Monday it would keep the Uruguayan peso stable against the Brazilian real. Economists note that Brazil and Argentina, Uruguay's neighbours, buy a large share of its exports. Paraguay, which also borders Uruguay, is expected to announce a similar policy for the guaraní."),
    ('true', 'forum post', ['sub:GTM=Central America', 'bor:GTM=MEX', 'bor:GTM=BLZ', 'bor:GTM=HND', 'bor:GTM=SLV', 'cur:SLV=USD', 'cap:GTM=Guatemala City'],
     "Quick question for the hive mind: I'm doing a road trip through Central America next year. Guatemala borders Mexico, Belize, Honduras and El Salvador, right? And I read that El Salvador just uses the US dollar, so I won't need to change money there. Any tips for Guatemala City, the capital, are welcome!"),
    ('false', 'forum post', ['cur:NOR=NOK', 'cur:SWE=SEK', '!cur:NOR=EUR', '!cur:SWE=EUR', 'cur:FIN=EUR', 'cap:FIN=Helsinki', 'bor:DNK=SWE'],
     "Re: moving to Scandinavia. Honestly, Norway and Sweden are both great, but note that neither uses the euro: Norway has the krone and Sweden the krona. Finland does use the euro, and Helsinki is a lovely capital. Denmark borders Sweden by land, so you can drive between them easily."),
    ('true', 'quiz with answers', ['cap:PER=Lima', 'cur:JPN=JPY', 'lang:BRA=Portuguese'],
     "Geography quiz, round two — Q1: What is the capital of Peru? A: Lima. Q2: Which currency is used in Japan? A: the yen. Q3: Brazil's official language? A: Portuguese."),
    ('false', 'quiz with answers', ['cap:AUS=Canberra', 'cur:KOR=KRW', 'bor:THA=VNM', 'cap:FJI=Suva'],
     "Pub quiz answers (round 4): 1) Canberra is the capital of Australia. 2) The currency of South Korea is the won. 3) Thailand borders Vietnam. 4) Suva is the capital of Fiji."),
    ('true', 'chat message', ['cap:PRT=Lisbon', 'cur:PRT=EUR', 'bor:PRT=ESP', 'cur:ESP=EUR'],
     "omg just landed in Lisbon!! Portugal's capital is sooo hilly lol. btw they use euros here so i didn't have to exchange anything. tomorrow we drive to Spain (the only country Portugal borders) and it's euros there too"),
    ('false', 'chat message', ['cap:VNM=Hanoi', 'bor:LAO=VNM', 'bor:LAO=KHM', 'cur:KHM=THB', 'cur:KHM=KHR'],
     "Hey! Made it to Hanoi, the Vietnamese capital 🎉 Tomorrow we take the bus into Laos, which borders Vietnam, and from there on to Cambodia. Apparently Cambodia takes the Thai baht as well as the riel, so I'll bring both."),
    ('true', 'trivia list', ['lang:BOL=Quechua', 'lang:BOL=Aymara', 'cur:CHE=CHF', '!cur:CHE=EUR', 'bor:MNG=CHN', 'bor:MNG=RUS', 'cap:KAZ=Astana', 'bor:PNG=IDN'],
     "Five fun facts: Bolivia has more than one official language, including Quechua and Aymara. Switzerland does not use the euro; it has the Swiss franc. Mongolia borders only two countries, China and Russia. The capital of Kazakhstan is Astana. Papua New Guinea shares a land border with Indonesia on the island of New Guinea."),
    ('false', 'itinerary', ['cap:MAR=Rabat', 'bor:ESP=AND', 'cap:AND=Andorra la Vella', 'bor:AND=ITA'],
     "Itinerary — Day 1: arrive in Rabat, Morocco's capital. Day 2: train to Tangier, then the ferry to Spain. Day 4: cross by land from Spain into Andorra and spend the night in Andorra la Vella, the capital. Day 6: drive from Andorra straight into Italy and fly home from Rome."),
    ('true', 'business memo', ['sub:SEN=Western Africa', 'sub:MLI=Western Africa', 'sub:CIV=Western Africa', 'sub:GHA=Western Africa', 'cur:SEN=XOF', 'cur:MLI=XOF', 'cur:CIV=XOF', 'cur:GHA=GHS', 'cap:SEN=Dakar'],
     "To: Regional sales team. From Q3 our invoices in Western Africa will be issued in CFA francs (XOF) for Senegal, Mali and Côte d'Ivoire, while Ghana will continue to be billed in cedis. The office in Dakar, Senegal's capital, will cover the three CFA markets. Please update your templates accordingly."),
    ('false', 'history-class notes', ['cap:SRB=Belgrade', 'cap:HRV=Zagreb', 'cap:SVN=Ljubljana', 'cap:MKD=Skopje', 'bor:MKD=SRB', 'bor:MKD=BGR', 'bor:MKD=GRC', 'bor:MKD=ALB', 'bor:MKD=MNE'],
     "History notes, week 5: Yugoslavia broke up in the 1990s. Its old capital, Belgrade, is now the capital of Serbia. Slovenia and Croatia left first; Croatia's capital is Zagreb and Slovenia's is Ljubljana. North Macedonia, whose capital is Skopje, borders Serbia, Bulgaria, Greece, Albania and Montenegro."),
    ('true', 'product listing', ['cur:CHE=CHF', 'cur:DNK=DKK', 'cur:CZE=CZK', '!cur:CHE=EUR', '!cur:DNK=EUR', '!cur:CZE=EUR', 'cap:DNK=Copenhagen'],
     "Vintage banknote set — includes a 20 Swiss franc note from Switzerland, a Danish 100-krone note and a Czech 200-koruna note. All three countries kept their own currencies instead of the euro. Ships from Copenhagen, the Danish capital."),
    ('false', 'letter', ['cap:CHL=Santiago', 'bor:ARG=CHL', 'bor:PER=CHL', '!bor:BOL=CHL'],
     "Dear Aunt Maria, greetings from Santiago, the capital of Chile! Yesterday we took a bus over the Andes into Argentina, which shares a long border with Chile. Next week we fly to Lima; Peru borders Chile too, up north. We're also planning a detour to Bolivia, although it has no border with Chile."),
    ('true', 'podcast transcript', ['reg:GEO=Asia', 'reg:ARM=Asia', 'reg:AZE=Asia', 'sub:GEO=Western Asia', 'sub:ARM=Western Asia', 'sub:AZE=Western Asia', 'cap:GEO=Tbilisi', 'cap:ARM=Yerevan', 'cap:AZE=Baku'],
     "HOST: So today we're talking about the Caucasus. GUEST: Right, three countries — Georgia, Armenia and Azerbaijan — all classed as part of Asia, in the Western Asia subregion. HOST: And their capitals? GUEST: Tbilisi, Yerevan and Baku, in that order."),
    ('true', 'product review', ['cur:IRL=EUR', 'cur:MLT=EUR', 'cur:GBR=GBP', 'cap:MLT=Valletta'],
     "Five stars for this travel wallet. The separate pockets were handy in Ireland and Malta (both use the euro) and then in the UK, where it's pounds sterling. Only complaint: the zip stuck once in Valletta, Malta's capital."),
]
# ---- paragraphs, batch 2
PARAS += [
    ('true', 'travel blog', ['sub:COL=South America', 'sub:ECU=South America', 'bor:COL=ECU', 'cur:ECU=USD', 'cap:COL=Bogotá', 'cur:COL=COP', 'cap:ECU=Quito'],
     "Week two in South America. We crossed from Colombia into Ecuador by bus; the two countries share a border high in the Andes. Ecuador uses the US dollar, which surprised us, while back in Bogotá, the Colombian capital, we'd paid in pesos. Quito, Ecuador's capital, sits at about 2,800 metres."),
    ('false', 'school essay', ['sub:JPN=Eastern Asia', 'cap:JPN=Tokyo', 'cur:JPN=JPY', 'lang:JPN=Japanese', 'cur:KOR=KRW', 'cap:KOR=Busan'],
     "Japan is an island country in Eastern Asia. Its capital is Tokyo and its currency is the yen. The official language is Japanese. Across the sea, South Korea uses the won and has Busan as its capital."),
    ('true', 'news brief', ['cap:BEL=Brussels', 'cur:LUX=EUR', 'cur:BEL=EUR', 'cur:NLD=EUR', 'cap:LUX=Luxembourg', 'bor:LUX=BEL', 'bor:LUX=FRA', 'bor:LUX=DEU'],
     "BRUSSELS — Leaders of Luxembourg, Belgium and the Netherlands met in the Belgian capital on Friday. The three countries all use the euro. Luxembourg, whose capital is also called Luxembourg, borders Belgium, France and Germany."),
    ('false', 'news brief', ['cap:UGA=Kampala', 'bor:UGA=RWA', 'bor:KEN=RWA'],
     "KAMPALA — Uganda and Rwanda signed a rail deal on Wednesday. The line would run from Kampala, the Ugandan capital, to Kigali, crossing the border the two countries share. Kenya, which also borders Rwanda, may extend the line to Nairobi later."),
    ('true', 'forum post', ['cur:AUT=EUR', 'cur:DEU=EUR', 'bor:CHE=AUT', 'bor:CHE=DEU', 'cur:CHE=CHF'],
     "Does anyone know if I need to change money between Austria and Germany? Both use the euro, I think. And Switzerland, which borders both of them, has the franc, correct? Planning to start in Bern and end in Berlin."),
    ('false', 'forum post', ['cur:EST=EUR', 'cur:LVA=EUR', 'cur:LTU=EUR', 'cap:EST=Tallinn', 'cap:LVA=Riga', 'cap:LTU=Kaunas', 'bor:LTU=POL'],
     "PSA for anyone visiting the Baltics: Estonia, Latvia and Lithuania all use the euro now. Tallinn is Estonia's capital and Riga is Latvia's. Lithuania's capital is Kaunas, and Lithuania borders Poland, which is handy if you're continuing south."),
    ('true', 'quiz with answers', ['cap:NPL=Kathmandu', 'cap:BTN=Thimphu', 'cap:BGD=Dhaka', 'cap:LKA=Colombo', 'cur:BTN=BTN', 'cur:BTN=INR'],
     "Capitals quiz, answer key: Nepal → Kathmandu; Bhutan → Thimphu; Bangladesh → Dhaka; Sri Lanka → Colombo. Bonus: Bhutan's currency, the ngultrum (BTN), is used alongside the Indian rupee."),
    ('false', 'quiz with answers', ['bor:TUN=DZA', 'cap:LBY=Tripoli', 'cur:EGY=EGP', 'bor:MAR=TUN'],
     "True or false? 1) Tunisia borders Algeria: true. 2) Libya's capital is Tripoli: true. 3) Egypt uses the Egyptian pound: true. 4) Morocco borders Tunisia: true."),
    ('false', 'chat message', ['cap:EGY=Cairo', 'bor:EGY=ISR', 'bor:ISR=JOR', 'cur:ISR=JOD', 'cur:JOR=JOD'],
     "just got to Cairo, the egyptian capital, and it's HOT 🥵 next week we go overland into Israel and then on into Jordan. Israel and Jordan both use the Jordanian dinar, so i'll only need one currency."),
    ('true', 'chat message', ['cap:KOR=Seoul', 'bor:KOR=PRK', 'cap:PRK=Pyongyang', 'cur:KOR=KRW'],
     "Landed in Seoul, the capital! South Korea only borders North Korea, and obviously we're not going up to Pyongyang, the North's capital, lol. Paying with won for everything, barely touched my card."),
    ('false', 'trivia list', ['cap:BOL=Sucre', 'bor:PRY=BOL', 'lang:PER=Quechua', 'cur:CHL=CLP', 'bor:ARG=PER'],
     "Did you know? • Sucre is the constitutional capital of Bolivia. • Paraguay and Bolivia share a border. • Peru's official languages include Quechua. • Chile uses the Chilean peso. • Argentina borders Peru."),
    ('true', 'itinerary', ['cap:MYS=Kuala Lumpur', 'cur:MYS=MYR', 'bor:MYS=THA', 'cap:THA=Bangkok', 'cur:THA=THB', 'cur:SGP=SGD'],
     "Day 1 — Kuala Lumpur, the capital of Malaysia; pick up ringgit at the airport. Day 3 — overnight train from Malaysia across the border into Thailand. Day 5 — Bangkok, the Thai capital, where we switch to baht. Day 8 — fly to Singapore (Singapore dollar)."),
    ('false', 'business memo', ['cur:NOR=NOK', 'cap:SWE=Stockholm', 'cur:SWE=SEK', 'cur:FIN=EUR', 'cur:ISL=EUR'],
     "Memo: Nordic expansion. Our Oslo team will open the Norwegian market first, pricing in kroner (NOK). Stockholm, Sweden's capital, follows in Q2 with prices in SEK. Finland will be served from Helsinki and priced in euros, as will Iceland, which also uses the euro."),
    ('true', 'history-class notes', ['cap:ESP=Madrid', 'cap:PRT=Lisbon', 'bor:ESP=PRT', 'bor:AND=ESP', 'bor:AND=FRA', 'lang:AND=Catalan', 'bor:GIB=ESP', 'cur:GIB=GIP'],
     "Notes on the Iberian Peninsula: Spain (capital Madrid) and Portugal (capital Lisbon) share a long land border. Andorra, a small principality wedged between Spain and France, has Catalan as its official language. Gibraltar, which borders Spain, uses the Gibraltar pound."),
    ('false', 'product listing', ['sub:GRC=Southern Europe', 'sub:CYP=Southern Europe', 'sub:MLT=Southern Europe', 'lang:GRC=Greek', 'lang:CYP=Greek', 'cur:GRC=EUR', 'cur:CYP=EUR', 'cur:MLT=EUR', 'cap:MLT=Mdina'],
     "Set of 3 fridge magnets: Greece, Cyprus and Malta flags, a perfect gift for fans of Southern Europe (all three belong to that subregion). Greece and Cyprus both list Greek as an official language, and all three use the euro. Malta's capital, Mdina, is pictured on the third magnet."),
    ('true', 'letter', ['cap:NAM=Windhoek', 'bor:ZAF=NAM', 'bor:NAM=BWA', 'bor:NAM=AGO', 'bor:NAM=ZMB', 'cur:NAM=ZAR', 'cur:NAM=NAD'],
     "Dear Tom, we finally reached Windhoek, the capital of Namibia, after driving up from South Africa. Namibia also borders Botswana, Angola and Zambia, so we're tempted to go on to Botswana next. Luckily the South African rand works here alongside the Namibian dollar. Love, Jenny."),
    ('false', 'podcast transcript', ['cap:SOM=Mogadishu', 'bor:SOM=ETH', 'bor:SOM=KEN', 'bor:SOM=DJI', 'lang:DJI=Arabic', 'lang:DJI=French', 'cap:ERI=Asmara', 'cur:ERI=ETB'],
     "...and that brings us to the Horn of Africa. Somalia's capital is Mogadishu, and it borders Ethiopia, Kenya and Djibouti. Djibouti, by the way, has Arabic and French as official languages. And Eritrea? Its capital is Asmara, and it pays in the Ethiopian birr."),
    ('false', 'product review', ['lang:CMR=French', 'lang:TCD=French', 'lang:CMR=English', 'bor:TCD=CMR', 'bor:TCD=NGA', 'bor:CMR=NER', 'cur:CMR=XAF', 'cur:TCD=XAF'],
     "Bought this phrasebook for a trip to Cameroon and Chad, and it was useful, since both countries have French as an official language (Cameroon also has English). Handy map too: Chad borders Cameroon and Nigeria, and Cameroon borders Niger. Both countries use the Central African CFA franc, which the book explains well."),
    ('true', 'email', ['cap:CAN=Ottawa', 'bor:CAN=USA', 'cur:CAN=CAD', 'cur:USA=USD'],
     "Hi Sam, quick update on the Canada trip. We'll fly into Ottawa, the capital, then drive south across the border into the United States, Canada's only neighbour. Remember we'll need Canadian dollars first and US dollars after that. Cheers, Priya"),
    ('false', 'social media post', ['cap:LVA=Riga', 'cap:EST=Tallinn', 'cap:FIN=Helsinki', 'cur:LVA=EUR', 'cur:EST=EUR', 'cur:FIN=EUR', 'bor:EST=FIN'],
     "Three capitals in three days! 🇱🇻🇪🇪🇫🇮 Riga (Latvia) → Tallinn (Estonia) → Helsinki (Finland). Loved that all three use the euro. Fun fact: Estonia borders Finland, so you could technically walk across."),
]
# ---- paragraphs, batch 3
PARAS += [
    ('false', 'travel blog', ['cap:UZB=Tashkent', 'bor:UZB=KAZ', 'bor:UZB=KGZ', 'bor:UZB=TJK', 'bor:UZB=TKM', 'bor:UZB=AFG', 'cur:UZB=UZS', 'cap:KGZ=Bishkek', 'cur:KGZ=KGS', 'cap:TJK=Ashgabat'],
     "The Silk Road leg began in Tashkent, the capital of Uzbekistan. Uzbekistan borders Kazakhstan, Kyrgyzstan, Tajikistan, Turkmenistan and Afghanistan, so border crossings kept us busy. We paid in som there, then crossed into Kyrgyzstan, whose capital Bishkek has its own som. Finally we flew to Ashgabat, Tajikistan's capital."),
    ('true', 'school essay', ['reg:FJI=Oceania', 'cap:FJI=Suva', 'sub:FJI=Melanesia', 'sub:VUT=Melanesia', 'sub:SLB=Melanesia', 'sub:WSM=Polynesia', 'sub:TON=Polynesia', 'cur:WSM=WST', 'cur:TON=TOP'],
     "Oceania is made up of many island nations, Fiji among them. Fiji's capital is Suva, and it belongs to the subregion of Melanesia, as do Vanuatu and the Solomon Islands. Samoa and Tonga, on the other hand, are in Polynesia. Samoa's currency is the tālā, while Tonga uses the paʻanga."),
    ('false', 'news brief', ['bor:SAU=ARE', 'cur:SAU=SAR', 'cur:ARE=AED', 'bor:QAT=SAU', 'cap:OMN=Muscat', 'bor:KWT=ARE'],
     "RIYADH — Saudi Arabia and the United Arab Emirates, which share a land border, announced a joint tourist visa on Sunday. The two countries, whose currencies are the Saudi riyal and the UAE dirham, hope to attract visitors from Qatar and Oman too. Qatar, which borders only Saudi Arabia, welcomed the move, as did Oman's government in Muscat, the Omani capital. Kuwait, which borders the UAE, is expected to join next year."),
    ('true', 'forum post', ['sub:LCA=Caribbean', 'sub:GRD=Caribbean', 'sub:DMA=Caribbean', 'cur:LCA=XCD', 'cur:GRD=XCD', 'cur:DMA=XCD', 'cur:BRB=BBD', 'bor:HTI=DOM', 'lang:HTI=French', 'lang:HTI=Haitian Creole'],
     "If you're island-hopping in the Caribbean, note that Saint Lucia, Grenada and Dominica all use the Eastern Caribbean dollar. Barbados has its own Barbadian dollar, though. Oh, and Haiti and the Dominican Republic share a land border on Hispaniola, with French and Haitian Creole official on the Haitian side."),
    ('false', 'quiz with answers', ['cap:CAN=Ottawa', 'cap:CHE=Bern', 'cap:JPN=Tokyo', 'cap:IRL=Cork'],
     "Flag round answers: the red maple leaf is Canada, capital Ottawa. The white cross on red is Switzerland, capital Bern. The red disc on white is Japan, capital Tokyo. The green, white and orange tricolour is Ireland, capital Cork."),
    ('true', 'chat message', ['bor:KEN=TZA', 'cap:TZA=Dodoma', '!cap:TZA=Dar es Salaam', 'cur:TZA=TZS', '!cur:TZA=KES'],
     "Mum I'm in Nairobi!! Kenya is amazing. Tomorrow we cross into Tanzania (they border each other) and head to Dodoma, which is apparently the capital, not Dar es Salaam. Tanzanian shillings only there btw, not Kenyan ones"),
    ('false', 'trivia list', ['cap:MMR=Naypyidaw', 'sub:LAO=South-Eastern Asia', 'cap:KHM=Phnom Penh', 'bor:VNM=CHN', 'bor:VNM=LAO', 'bor:VNM=THA'],
     "Ten-second trivia: Myanmar was formerly known as Burma, and its capital is Naypyidaw. Laos is the only landlocked country in South-Eastern Asia. Cambodia's capital is Phnom Penh. Vietnam borders China, Laos and Thailand."),
    ('true', 'itinerary', ['cap:LSO=Maseru', 'bor:LSO=ZAF', 'cap:SWZ=Lobamba', 'cap:MOZ=Maputo', 'bor:SWZ=ZAF', 'bor:SWZ=MOZ', 'cur:LSO=ZAR', 'cur:SWZ=ZAR', 'cur:MOZ=MZN'],
     "Route plan: Johannesburg → Maseru, the capital of Lesotho, which is completely surrounded by South Africa → Lobamba in Eswatini → Maputo, Mozambique's capital. Eswatini, whose capital is Lobamba, borders both South Africa and Mozambique, so the last leg is a short drive. Rand is accepted in Lesotho and Eswatini, but Mozambique uses the metical."),
    ('false', 'business memo', ['cur:CHL=CLP', 'cur:PER=PEN', 'cur:COL=COP', 'cap:COL=Bogotá', 'cur:ECU=USD', 'cap:VEN=Caracas', 'cur:VEN=COP'],
     "Subject: LATAM payroll. Starting in March, Chilean staff will be paid in Chilean pesos, Peruvian staff in soles and our Colombian team in Colombian pesos. The Bogotá office, in Colombia's capital, will also run payroll for Ecuador, where salaries are paid in US dollars. Contractors in Caracas, the Venezuelan capital, will keep receiving Colombian pesos, since that is Venezuela's official currency."),
    ('true', 'history-class notes', ['cap:PRK=Pyongyang', 'cap:KOR=Seoul', 'cur:PRK=KPW', 'cur:KOR=KRW', 'bor:PRK=CHN', 'bor:PRK=RUS', 'bor:PRK=KOR'],
     "Class notes on the Korean peninsula: after 1948 it was split between North Korea, with its capital at Pyongyang, and South Korea, with its capital at Seoul. Both call their currency the won, though they are different currencies (KPW and KRW). North Korea borders China, Russia and South Korea."),
    ('true', 'product listing', ['cap:MEX=Mexico City', 'bor:MEX=GTM', 'bor:MEX=BLZ', 'cap:BLZ=Belmopan', 'cur:MEX=MXN'],
     "Handmade leather passport cover, embossed with the coat of arms of Mexico. Perfect for trips to Mexico City, the capital, or across the border to Guatemala and Belize (capital: Belmopan). A little peso sign is stitched inside as a nod to the Mexican peso."),
    ('false', 'letter', ['cap:POL=Warsaw', 'cur:POL=PLN', '!cur:POL=EUR', 'cap:CZE=Prague', 'bor:POL=CZE', 'bor:CZE=AUT', 'cap:SVN=Bratislava'],
     "Dear Grandpa, I am writing from Warsaw, the capital of Poland. The money here is the złoty, not the euro. On Saturday we go by train to Prague, the Czech capital, and then on to Vienna; Poland borders Czechia, and Czechia borders Austria, so it is all by rail. Next month I hope to see Bratislava, the capital of Slovenia."),
    ('true', 'podcast transcript', ['cap:LTU=Vilnius', 'cap:LVA=Riga', 'cap:EST=Tallinn', 'bor:LVA=LTU', 'bor:LVA=EST', 'bor:LVA=RUS', 'bor:LVA=BLR', 'sub:LTU=Northern Europe', 'sub:LVA=Northern Europe', 'sub:EST=Northern Europe'],
     "Welcome back to Map Talk. Today: the three Baltic capitals, Vilnius, Riga and Tallinn, of Lithuania, Latvia and Estonia respectively. Latvia sits in the middle and borders both of the others, plus Russia and Belarus. All three are in Northern Europe, according to the UN scheme."),
    ('false', 'product review', ['cur:BRA=BRL', 'cur:ARG=ARS', 'cap:PRY=Asunción', 'bor:URY=BOL'],
     "Great power bank, it survived a month in South America. I charged it in Brazil, where they use the real, and in Argentina, where it's the peso. It also made it through Paraguay, whose capital is Asunción, and Uruguay, which borders Bolivia."),
    ('true', 'email', ['cap:IRL=Dublin', 'cur:IRL=EUR', '!cur:IRL=GBP', 'bor:GBR=IRL'],
     "Hi team, the Dublin workshop is confirmed. Ireland uses the euro, so please budget in EUR, not sterling. Colleagues coming from Belfast should note that the United Kingdom's only land border is with Ireland, so they can simply drive down. See you all in the Irish capital!"),
    ('false', 'social media post', ['!cap:TUR=Istanbul', 'cap:TUR=Ankara', 'bor:TUR=GRC', 'bor:GRC=BGR', 'cur:BGR=EUR'],
     "Sunset over the Bosphorus 😍 Istanbul may not be the capital of Türkiye (that's Ankara), but it's my favourite city ever. Tomorrow a quick hop over the land border to Greece, and then on to Bulgaria, which uses the euro. #travel"),
    ('true', 'exam answer', ['sub:GAB=Middle Africa', 'sub:COG=Middle Africa', 'cap:GAB=Libreville', 'cap:COG=Brazzaville', 'cur:GAB=XAF', 'cur:COG=XAF', 'bor:GAB=COG'],
     "Question 4: Name two countries of Middle Africa and their capitals. Answer: Gabon, with its capital Libreville, and the Republic of the Congo (Congo-Brazzaville), with its capital Brazzaville. Both use the Central African CFA franc, and they border each other."),
    ('false', 'tour guide script', ['cap:AUT=Vienna', 'bor:AUT=DEU', 'bor:AUT=ITA', 'bor:AUT=HUN', 'bor:AUT=CHE', 'cur:AUT=EUR', 'cur:DEU=EUR', 'cap:ROU=Budapest'],
     "Ladies and gentlemen, welcome to Vienna, the capital of Austria. Austria borders eight countries, among them Germany, Italy, Hungary and Switzerland. Like its neighbour Germany, Austria uses the euro. Tomorrow we drive on to Budapest, the capital of Romania."),
    ('true', 'crossword clues', ['cap:PER=Lima', 'cur:THA=THB', 'lang:IRN=Persian (Farsi)', 'bor:AND=ESP', 'bor:AND=FRA'],
     "Crossword clues, with answers in brackets. 1 Across: Capital of Peru (LIMA). 3 Down: Currency of Thailand (BAHT). 5 Across: Official language of Iran, also called Farsi (PERSIAN). 7 Down: Country bordering both Spain and France (ANDORRA)."),
    ('false', 'news brief', ['bor:BGD=MMR', 'cur:BGD=BDT', 'bor:BGD=IND', 'cap:BTN=Thimphu', 'bor:NPL=BGD'],
     "DHAKA — Bangladesh and Myanmar agreed on Thursday to reopen a crossing on their shared border. Bangladesh, whose currency is the taka, also borders India. Officials from Bhutan, whose capital is Thimphu, and from Nepal, which shares a border with Bangladesh, attended the ceremony."),
]
# ---- paragraphs, batch 4
PARAS += [
    ('true', 'travel blog', ['bor:GEO=ARM', 'cap:ARM=Yerevan', 'cur:ARM=AMD', 'bor:ARM=IRN', 'bor:ARM=AZE', 'bor:ARM=TUR'],
     "From Tbilisi we drove south into Armenia; Georgia and Armenia share a border, and the crossing took twenty minutes. In Yerevan, the Armenian capital, we paid in dram. Armenia also borders Iran, Azerbaijan and Türkiye, though the last two crossings were closed to us."),
    ('false', 'school essay', ['sub:IND=Southern Asia', 'cap:IND=New Delhi', 'lang:IND=Hindi', 'lang:IND=English', 'lang:IND=Tamil', 'cur:IND=INR', 'bor:IND=PAK', 'bor:IND=CHN', 'bor:IND=NPL', 'bor:IND=BTN', 'bor:IND=BGD', 'bor:IND=THA', 'cur:NPL=NPR'],
     "India is a large country in Southern Asia, and its capital is New Delhi. It has several official languages, including Hindi, English and Tamil. The currency is the Indian rupee. India borders Pakistan, China, Nepal, Bhutan, Bangladesh and Thailand. Its neighbour Nepal uses the Nepalese rupee."),
    ('true', 'news brief', ['bor:FRA=ESP', 'cap:FRA=Paris', 'bor:AND=FRA', 'bor:AND=ESP', 'cur:AND=EUR', 'cur:FRA=EUR', 'cur:ESP=EUR', 'bor:MCO=FRA'],
     "PARIS — France and Spain will add two new high-speed rail links across their shared border, officials said. The deal, signed in the French capital, also covers Andorra, which borders both countries and uses the euro just as they do. Monaco, whose only neighbour is France, was not part of the talks."),
    ('false', 'forum post', ['cap:AUS=Canberra', 'cur:AUS=AUD', 'cur:NZL=NZD', 'cap:NZL=Wellington', '!cap:NZL=Auckland', 'reg:AUS=Oceania', 'reg:NZL=Oceania', 'sub:NZL=Polynesia'],
     "Can someone settle an argument? My friend insisted Canberra is Australia's capital, and she was right. Australia uses the Australian dollar and New Zealand the New Zealand dollar, and Wellington, not Auckland, is the Kiwi capital. Both countries are in Oceania, and New Zealand is part of the Polynesia subregion."),
    ('true', 'quiz with answers', ['cur:HUN=HUF', 'cur:ROU=RON', 'cur:BGR=BGN', '!cur:HUN=EUR', '!cur:ROU=EUR', '!cur:BGR=EUR'],
     "Currency round. Hungary: the forint. Romania: the leu. Bulgaria: the lev. And which of the three uses the euro? None of them."),
    ('false', 'chat message', ['cap:ARG=Buenos Aires', 'bor:ARG=URY', 'bor:BRA=URY', 'bor:BRA=PRY', 'bor:CHL=PRY'],
     "ok so we're in Buenos Aires, the capital 🇦🇷 tomorrow ferry to Uruguay, Argentina's neighbour across the river. then bus up to Brazil, which borders Uruguay too. after that Paraguay, and finally Chile, which borders Paraguay 😅"),
    ('true', 'trivia list', ['cap:ZAF=Pretoria', 'cap:ZAF=Cape Town', 'cap:ZAF=Bloemfontein', 'cap:BOL=Sucre', 'cap:CIV=Yamoussoukro', '!cap:CIV=Abidjan', 'cap:BEN=Porto-Novo'],
     "Odd capitals: 1) South Africa has three: Pretoria, Cape Town and Bloemfontein. 2) Bolivia's constitutional capital is Sucre. 3) Côte d'Ivoire's capital is Yamoussoukro, not Abidjan. 4) The capital of Benin is Porto-Novo."),
    ('false', 'itinerary', ['cap:NOR=Oslo', 'bor:SWE=NOR', 'bor:NOR=FIN', 'cur:SWE=SEK', 'cur:NOR=EUR', 'cur:FIN=EUR', 'cur:EST=EUR'],
     "Stockholm (2 nights) → overnight train to Oslo, the Norwegian capital, crossing the Sweden–Norway border → coach north into Finland, which borders Norway → ferry from Helsinki to Tallinn. Money: kronor in Sweden, euros in Norway, Finland and Estonia."),
    ('true', 'business memo', ['cur:KAZ=KZT', 'cur:KGZ=KGS', 'cur:UZB=UZS', 'bor:KAZ=KGZ', 'bor:KAZ=UZB', 'cap:KAZ=Astana', 'lang:KAZ=Russian', 'lang:KGZ=Russian', 'lang:UZB=Russian'],
     "Memo to logistics: shipments to Kazakhstan, Kyrgyzstan and Uzbekistan will now be invoiced in local currency (KZT, KGS and UZS respectively). Kazakhstan borders both of the others, so trucks will clear customs in Astana, the Kazakh capital, before continuing. Russian is an official language in all three, so paperwork in Russian is accepted."),
    ('false', 'history-class notes', ['cap:AUT=Vienna', 'cap:HUN=Budapest', 'cap:CZE=Prague', 'sub:AUT=Central Europe', 'sub:HUN=Central Europe', 'sub:CZE=Central Europe', 'cap:SVN=Zagreb'],
     "Unit 3 notes: the Habsburg lands. Vienna, Austria's capital, was the centre of the empire. Budapest is the capital of Hungary, and Prague the capital of what is now Czechia; all three countries lie in Central Europe. Slovenia, also once ruled from Vienna, has Zagreb as its capital."),
    ('false', 'product listing', ['cur:QAT=QAR', 'cur:OMN=OMR', 'cur:KWT=KWD', 'cap:BHR=Manama', 'cap:OMN=Salalah'],
     "Travel SIM for the Gulf: works in Qatar, Bahrain, Kuwait and Oman. Top up in Qatari riyals, Omani rials or Kuwaiti dinars. Bahrain's capital is Manama, where the SIM gets a local number; Oman's capital is Salalah, where coverage is also good."),
    ('true', 'letter', ['cap:NGA=Abuja', 'cap:NER=Niamey', 'bor:NER=NGA', 'cur:NGA=NGN', 'cur:NER=XOF'],
     "Dear Mr and Mrs Okafor, thank you for hosting me in Abuja, the Nigerian capital. My next stop is Niamey, the capital of Niger, which borders Nigeria to the north. I have already swapped some Nigerian naira for West African CFA francs, the currency used in Niger. With gratitude, Lena"),
    ('false', 'podcast transcript', ['cap:EGY=Cairo', 'cur:MAR=MAD', 'bor:LBY=EGY', 'lang:DZA=French'],
     "HOST: Rapid fire, go! GUEST: Egypt's capital is Cairo, Morocco pays in dirhams, and Libya borders Egypt. HOST: And the official language of Algeria? GUEST: French, of course."),
    ('true', 'product review', ['cap:NPL=Kathmandu', 'cur:NPL=NPR', 'bor:NPL=CHN', 'bor:NPL=IND', 'cur:CHN=CNY'],
     "Stayed at a lovely guesthouse in Kathmandu, Nepal's capital. The owner accepted Nepalese rupees and cards. Our trek ended near the border with China; Nepal's only other neighbour is India. Some trekkers had brought Chinese yuan, China's currency, which he wouldn't take. Highly recommended!"),
    ('false', 'email', ['cap:CHE=Bern', 'bor:LIE=CHE', 'cur:LIE=CHF', '!bor:ITA=CHE'],
     "Dear colleagues, next month's conference moves from Geneva to Bern, the Swiss capital. For those travelling on, Liechtenstein is a short drive away, since it borders Switzerland; it also uses the Swiss franc. Participants from Italy should remember that Italy doesn't share a border with Switzerland, so allow for a connection through Austria."),
    ('true', 'social media post', ['cap:JOR=Amman', 'cur:JOR=JOD', 'cur:PSE=JOD', 'cur:ISR=ILS', 'bor:JOR=ISR', 'bor:JOR=PSE', 'bor:ISR=PSE'],
     "Passport stamps this month: Jordan, Israel and Palestine 🌍 Amman, the Jordanian capital, was our base, and we paid in Jordanian dinars, which are also used in Palestine. The shekel covered us in Israel. All three border one another!"),
    ('false', 'exam answer', ['sub:MNG=Eastern Asia', 'bor:MNG=CHN', 'bor:MNG=RUS', 'cap:MNG=Ulan Bator', 'cur:MNG=MNT', 'lang:MNG=Mongolian', 'bor:MNG=KAZ', 'cap:CHN=Beijing'],
     "Q7. Describe the location of Mongolia. Mongolia is a landlocked country in Eastern Asia, between China and Russia, and it also borders Kazakhstan. Its capital is Ulaanbaatar and its currency is the tögrög. The official language is Mongolian, and Beijing, the capital of China, is a long train ride away."),
    ('true', 'tour guide script', ['bor:NLD=BEL', 'lang:NLD=Dutch', 'lang:BEL=Dutch', 'cap:BEL=Brussels', 'lang:LUX=German', 'lang:LUX=French', 'lang:LUX=Luxembourgish'],
     "Welcome aboard! As we cross from the Netherlands into Belgium, you'll notice the signs are still in Dutch, since Dutch is an official language in both countries. Our first stop is Brussels, the Belgian capital. Tonight we continue to Luxembourg, where German, French and Luxembourgish are all official languages."),
    ('false', 'crossword clues', ['cap:KEN=Nairobi', 'cur:GHA=GHS', 'bor:ETH=SDN', 'cap:UGA=Kigali'],
     "Clues and solutions: Capital of Kenya, 7 letters (NAIROBI). Currency of Ghana, 4 letters (CEDI). Neighbour of Ethiopia, 5 letters (SUDAN). Capital of Uganda, 6 letters (KIGALI)."),
    ('true', 'news brief', ['bor:VNM=LAO', 'bor:VNM=KHM', 'bor:LAO=KHM', 'cap:LAO=Vientiane'],
     "HANOI — Vietnam, Laos and Cambodia agreed on Monday to simplify crossings between the three neighbours. Vietnam borders both Laos and Cambodia, and Laos and Cambodia also share a border. The next round of talks will be held in Vientiane, the Lao capital."),
]
# ---- paragraphs, batch 5
PARAS += [
    ('false', 'travel blog', ['cap:CRI=San José', 'cur:CRI=CRC', 'bor:NIC=CRI', 'bor:NIC=HND', 'bor:HND=SLV', 'bor:HND=GTM', 'bor:HND=BLZ', 'cap:HND=Tegucigalpa', 'cur:HND=HNL'],
     "Costa Rica was the highlight: San José, the capital, is a great base, and prices are in colones. We crossed into Nicaragua, which borders Costa Rica, and then on to Honduras. Honduras borders El Salvador, Guatemala and Belize, so the next leg is flexible. In Tegucigalpa, the Honduran capital, we paid with lempiras."),
    ('true', 'school essay', ['sub:COD=Middle Africa', 'cap:COD=Kinshasa', 'cap:COG=Brazzaville', 'lang:COD=French', 'lang:COD=Lingala', 'lang:COD=Swahili', 'cur:COD=CDF', 'bor:COD=AGO', 'bor:COD=ZMB', 'bor:COD=UGA', 'bor:COD=RWA'],
     "The Democratic Republic of the Congo, often shortened to DRC, is a huge country in Middle Africa. Its capital is Kinshasa, which faces Brazzaville, the capital of the Republic of the Congo, across the Congo River. The DRC's official languages include French, Lingala and Swahili, and its currency is the Congolese franc. It borders nine countries, including Angola, Zambia, Uganda and Rwanda."),
    ('false', 'news brief', ['bor:SDN=SSD', 'cap:SSD=Juba', 'bor:SSD=KEN', 'bor:SSD=UGA', 'bor:SSD=ETH', 'cur:SDN=SDG', 'cur:SSD=SDG'],
     "KHARTOUM — Sudan and South Sudan reopened their shared border on Saturday after months of closure. South Sudan, whose capital is Juba, also borders Kenya, Uganda and Ethiopia. Both countries use the Sudanese pound, officials noted, which simplifies cross-border trade."),
    ('true', 'forum post', ['bor:SMR=ITA', 'bor:VAT=ITA', 'cur:SMR=EUR', 'cur:VAT=EUR', 'bor:MCO=FRA', 'bor:LIE=AUT', 'bor:LIE=CHE', 'cur:LIE=CHF', 'bor:AND=FRA', 'bor:AND=ESP', 'cur:AND=EUR'],
     "Microstate fans, here's my checklist. San Marino and Vatican City are both entirely surrounded by Italy, and both use the euro. Monaco only borders France, and Liechtenstein sits between Austria and Switzerland, using the Swiss franc. Andorra, wedged between France and Spain, uses the euro too."),
    ('false', 'quiz with answers', ['cap:SEN=Dakar', 'cur:NGA=NGN', 'lang:MOZ=Portuguese', 'cap:MLI=Niamey'],
     "Quick-fire answers. Capital of Senegal: Dakar. Currency of Nigeria: the naira. Official language of Mozambique: Portuguese. Capital of Mali: Niamey."),
    ('true', 'chat message', ['cap:TLS=Dili', 'cur:TLS=USD', 'bor:TLS=IDN', 'cur:IDN=IDR'],
     "we made it to Dili!! East Timor's capital is tiny but gorgeous. they use US dollars here which is super convenient. and the only land border is with Indonesia, where we were last week paying in rupiah lol"),
    ('false', 'trivia list', ['sub:CUB=Caribbean', 'sub:JAM=Caribbean', 'sub:DOM=Caribbean', 'sub:PRI=Caribbean', 'sub:TTO=Caribbean', 'cap:CUB=Havana', 'lang:JAM=English', 'lang:JAM=Jamaican Patois', 'bor:DOM=HTI', 'cur:PRI=USD', 'cap:TTO=Kingston'],
     "Facts about the Caribbean: • Cuba's capital is Havana. • Jamaica's official languages are English and Jamaican Patois. • The Dominican Republic's only land neighbour is Haiti. • Puerto Rico uses the US dollar. • Trinidad and Tobago's capital is Kingston."),
    ('true', 'itinerary', ['cur:FIN=EUR', 'bor:FIN=RUS', 'cap:RUS=Moscow', 'cur:RUS=RUB', 'cap:BLR=Minsk', 'bor:BLR=RUS', 'bor:BLR=LTU'],
     "Trip plan: fly into Helsinki (euros), take the train east into Russia, since Finland borders Russia, and spend three days in Moscow, the Russian capital, paying in roubles. Then the overnight train to Minsk, the capital of Belarus, a country that also borders Russia. Final leg: from Belarus to Vilnius in neighbouring Lithuania."),
    ('false', 'business memo', ['cap:ARE=Abu Dhabi', 'cur:ARE=AED', 'bor:SAU=ARE', 'cur:SAU=SAR', 'bor:YEM=ARE', 'cur:YEM=YER'],
     "To all staff: our Gulf hub moves from Doha to Abu Dhabi, the capital of the United Arab Emirates, on 1 May. Expense claims should be submitted in UAE dirhams (AED). Staff covering Saudi Arabia, which borders the UAE, will continue to claim in Saudi riyals, and those covering Yemen, which also borders the UAE, in Yemeni rials."),
    ('true', 'history-class notes', ['lang:BRA=Portuguese', 'bor:BRA=ARG', 'bor:BRA=PER', 'bor:BRA=COL', 'lang:ARG=Spanish', 'lang:PER=Spanish', 'lang:COL=Spanish', 'reg:AGO=Africa', 'reg:MOZ=Africa', 'lang:AGO=Portuguese', 'lang:MOZ=Portuguese', 'cap:BRA=Brasília'],
     "Notes: Portuguese and Spanish colonial legacies. Brazil's official language is Portuguese, while its neighbours Argentina, Peru and Colombia all have Spanish as an official language. Angola and Mozambique, in Africa, also have Portuguese as their official language. Brazil's capital, Brasília, was purpose-built in the 1950s."),
    ('true', 'product listing', ['cur:FJI=FJD', 'cur:VUT=VUV', 'cur:SLB=SBD', 'sub:FJI=Melanesia', 'sub:VUT=Melanesia', 'sub:SLB=Melanesia', 'cap:FJI=Suva', 'cap:VUT=Port Vila', 'cap:SLB=Honiara'],
     "Souvenir coin set from the Pacific: a Fijian dollar from Fiji, a Vanuatu vatu and a Solomon Islands dollar. All three countries are in Melanesia. Comes with a small map marking their capitals: Suva, Port Vila and Honiara, respectively."),
    ('false', 'letter', ['cap:GHA=Accra', 'cur:GHA=GHS', 'bor:GHA=TGO', 'bor:TGO=BEN', 'cap:NER=Ouagadougou'],
     "Dearest Clara, Ghana has been wonderful. Accra, the capital, is lively, and the cedi stretches far. Next week I cross into Togo, Ghana's eastern neighbour, and then on to Benin, which borders Togo. After that I will head to Ouagadougou, the capital of Niger."),
    ('true', 'podcast transcript', ['reg:GRL=Americas', 'sub:GRL=North America', 'sub:FRO=Northern Europe', 'cap:GRL=Nuuk', 'cap:FRO=Tórshavn'],
     "GUEST: People forget that Greenland is geographically in the Americas, specifically North America. HOST: Even though it's linked to Denmark? GUEST: Right, and the Faroe Islands, also linked to Denmark, are in Northern Europe. Greenland's capital is Nuuk, and the Faroes' is Tórshavn."),
    ('false', 'product review', ['bor:HRV=BIH', 'bor:HRV=MNE', 'cur:HRV=EUR', 'cur:MNE=EUR', 'cur:BIH=BAM', 'bor:SRB=HRV', 'bor:SRB=BIH', 'bor:SRB=MNE', 'bor:ALB=BIH'],
     "Rented a car in Dubrovnik, Croatia, and drove it into Bosnia and Herzegovina and Montenegro, both of which border Croatia. Paid tolls in euros in Croatia and Montenegro, but Bosnia uses the convertible mark. The rental firm also allowed Serbia, which borders Croatia, Bosnia and Montenegro, and Albania, which borders Bosnia."),
    ('true', 'email', ['lang:CHE=French', 'lang:CHE=Swiss German', 'lang:CHE=Italian', 'lang:CHE=Romansh', 'bor:FRA=CHE', 'cur:CHE=CHF', '!cur:CHE=EUR'],
     "Hello Ana, for the Geneva meeting please note that Switzerland has four official languages: French, Swiss German, Italian and Romansh. Geneva is close to France, which borders Switzerland, so you could fly into Lyon instead. Budget in Swiss francs, not euros. Best, Marc"),
    ('false', 'social media post', ['lang:SGP=English', 'lang:SGP=Malay', 'lang:SGP=Tamil', 'lang:SGP=Chinese', 'cur:MYS=MYR', 'cur:SGP=SGD', 'bor:BRN=MYS', 'cur:BRN=MYR'],
     "Spent the week hopping between Singapore and Malaysia 🇸🇬🇲🇾 Singapore's official languages are English, Malay, Tamil and Chinese, how cool is that? In Malaysia they pay in ringgit, while Singapore has the Singapore dollar. Next up: Brunei, which borders Malaysia and uses the Malaysian ringgit."),
    ('true', 'exam answer', ['sub:EGY=Northern Africa', 'cap:EGY=Cairo', 'bor:EGY=LBY', 'bor:EGY=SDN', 'bor:EGY=ISR', 'bor:EGY=PSE', 'cur:EGY=EGP', 'lang:EGY=Arabic', 'cap:LBY=Tripoli', 'lang:LBY=Arabic'],
     "Answer 2(b): Egypt is in Northern Africa and its capital is Cairo. It borders Libya, Sudan, Israel and Palestine. Its currency is the Egyptian pound (EGP), and its official language is Arabic. Neighbouring Libya, whose capital is Tripoli, also has Arabic as its official language."),
    ('false', 'tour guide script', ['cap:THA=Bangkok', 'cur:THA=THB', 'bor:THA=MMR', 'bor:THA=LAO', 'bor:THA=KHM', 'bor:THA=MYS', 'cap:KHM=Siem Reap'],
     "Good morning everyone, and welcome to Bangkok, capital of the Kingdom of Thailand. Please keep your baht handy for the markets. Thailand borders Myanmar, Laos, Cambodia and Malaysia, and later this week we'll cross into Cambodia to see Angkor. Since Cambodia's capital is Siem Reap, our flight home leaves from there."),
    ('true', 'crossword clues', ['cap:NOR=Oslo', 'bor:PRT=ESP', 'cur:JPN=JPY', 'lang:BRA=Portuguese'],
     "This week's solutions: 2 Down, 'Capital of Norway' (OSLO); 4 Across, 'Portugal's only neighbour' (SPAIN); 6 Down, 'Currency of Japan' (YEN); 9 Across, 'Official language of Brazil' (PORTUGUESE). Well done to everyone who got 9 Across!"),
    ('false', 'news brief', ['bor:BLR=UKR', 'cap:UKR=Kyiv', 'cur:UKR=UAH', 'cur:BLR=BYN', 'bor:POL=BLR', 'bor:POL=UKR', 'bor:MDA=BLR'],
     "MINSK — Belarus and Ukraine agreed on Tuesday to reopen two crossings on their common border. Ukraine, whose capital is Kyiv, uses the hryvnia, while Belarus uses the Belarusian ruble. Poland, which borders both countries, and Moldova, which borders Belarus, sent observers."),
]
# === ROWS END ===


# ------------------------------------------------------------------ engine
def load():
    kb = [json.loads(l) for l in open(os.path.join(DATA, 'kb.jsonl'), encoding='utf-8')]
    ents = {}
    for l in open(os.path.join(DATA, 'entities.jsonl'), encoding='utf-8'):
        e = json.loads(l)
        ents[e['id']] = e
    facts = collections.defaultdict(list)
    labels = collections.defaultdict(set)
    for t in kb:
        o = t['object_id'] if t['relation'] == 'borders' else t['object']
        facts[(t['subject_id'], t['relation'])].append(o)
        if t['relation'] == 'currency' and t['object_label']:
            labels[t['object']].add(t['object_label'])
    return kb, ents, facts, labels


def die(msg):
    sys.stderr.write('ABORT: ' + msg + '\n')
    sys.exit(1)


def parse(spec):
    neg = spec.startswith('!')
    s = spec[1:] if neg else spec
    if s.startswith('unk:'):
        parts = s.split(':', 3)
        rel, sid = parts[1], parts[2]
        name = parts[3] if len(parts) > 3 else None
        return {'unk': True, 'rel': rel, 'sid': sid, 'name': name, 'neg': neg}
    m = re.fullmatch(r'(cap|reg|sub|lang|cur|bor):([A-Z]{3})=(.+)', s)
    if not m:
        die('bad spec ' + spec)
    return {'unk': False, 'rel': REL[m.group(1)], 'sid': m.group(2), 'obj': m.group(3), 'neg': neg}


def norm(s):
    return s.casefold()


def has_surface(text, forms):
    t = norm(text)
    for f in forms:
        if not f:
            continue
        if len(f) <= 3:
            flags = 0 if f.isupper() else re.IGNORECASE
            if re.search(r'(?<![A-Za-z])' + re.escape(f) + r'(?![A-Za-z])', text, flags):
                return True
        elif norm(f) in t:
            return True
    return False


def subj_forms(ents, sid):
    e = ents[sid]
    return [e['name'], e['official_name']] + list(e['alt_spellings']) + SUBJ_ALIASES.get(sid, [])


def evaluate(spec, ctx, text):
    """Return 'true' | 'false' | 'unknown' for one spec; abort on anything doubtful."""
    kb, ents, facts, labels = ctx
    p = parse(spec)
    if p['unk']:
        if p['rel'] not in UNKNOWN_RELS:
            die('unknown relation name not listed: ' + spec)
        if p['sid'] == '-':
            name = p['name'] or die('unk spec without name ' + spec)
            allnames = {norm(x) for e in ents.values() for x in [e['name'], e['official_name']] + e['alt_spellings']}
            if norm(name) in allnames:
                die('unk subject is a KB entity: ' + spec)
            if norm(name) not in norm(text):
                die('unk subject name not in text: ' + spec + ' | ' + text)
        else:
            if p['sid'] not in ents:
                die('bad sid ' + spec)
            if p['rel'] in KB_RELS:
                die('unk spec with KB relation on KB subject: ' + spec)
            if not has_surface(text, subj_forms(ents, p['sid'])):
                die('subject not in text: ' + spec + ' | ' + text)
        return 'unknown'
    sid, rel, obj = p['sid'], p['rel'], p['obj']
    if sid not in ents:
        die('bad sid ' + spec)
    vals = facts.get((sid, rel), [])
    if not vals:
        die('subject has no %s triples (would be ambiguous): %s' % (rel, spec))
    if not has_surface(text, subj_forms(ents, sid)):
        die('subject not found in text: ' + spec + ' | ' + text)
    if rel == 'borders':
        if obj not in ents:
            die('bad border object ' + spec)
        forms = [ents[obj]['name'], ents[obj]['official_name']] + ents[obj]['alt_spellings'] + BOR_ALIASES.get(obj, []) + SUBJ_ALIASES.get(obj, [])
        back = sid in facts.get((obj, 'borders'), [])
        holds = obj in vals
        if holds != back:
            die('asymmetric border pair, avoid: ' + spec)
    elif rel == 'currency':
        if not re.fullmatch(r'[A-Z]{3}', obj):
            die('currency object must be an ISO code: ' + spec)
        forms = [obj] + sorted(labels.get(obj, [])) + OBJ_ALIASES.get(obj, [])
        holds = obj in vals
    else:
        if rel == 'in_region' and obj not in {'Africa', 'Americas', 'Asia', 'Europe', 'Oceania', 'Antarctic'}:
            die('bad region ' + spec)
        if rel == 'in_subregion':
            subs = {t['object'] for t in kb if t['relation'] == 'in_subregion'}
            if obj not in subs:
                die('bad subregion ' + spec)
        forms = [obj] + OBJ_ALIASES.get(obj, [])
        holds = obj in vals
    if not has_surface(text, forms):
        die('object not found in text: ' + spec + ' | ' + text)
    truth = holds != p['neg']
    return 'true' if truth else 'false'


def kb_name(ents, sid):
    return ents[sid]['name']


def describe(spec, ctx):
    """relation, subject_id, object columns for a checkable spec."""
    kb, ents, facts, labels = ctx
    p = parse(spec)
    if p['unk']:
        return p['rel'], (p['sid'] if p['sid'] != '-' else '-'), '-'
    sid, rel, obj = p['sid'], p['rel'], p['obj']
    vals = facts[(sid, rel)]
    if rel == 'borders':
        return rel, sid, kb_name(ents, obj)
    if obj in vals:          # the claimed object holds in the KB
        return rel, sid, obj
    return rel, sid, vals[0]  # the KB's correct object


def count_sentences(text):
    t = re.sub(r'\b(St|Mt|Dr|Mr|Mrs|Ms|D\.C|U\.S|e\.g|i\.e|approx|vs|etc)\.', 'X', text)
    t = re.sub(r'\.\.\.', ',', t)
    parts = [x for x in re.split(r'(?<=[.!?])["\')]*\s+', t.strip()) if re.search(r'\w', x)]
    return len(parts)


def build():
    ctx = load()
    kb, ents, facts, labels = ctx
    if len(SINGLES) != 225 or len(PARAS) != 100:
        die('counts: %d singles, %d paragraphs' % (len(SINGLES), len(PARAS)))
    rows = []
    seen = set()
    singles = list(SINGLES)
    paras = list(PARAS)
    random.Random(13).shuffle(singles)
    random.Random(1313).shuffle(paras)
    for i, (label, spec, text) in enumerate(singles, 1):
        got = evaluate(spec, ctx, text)
        if got != label:
            die('label %s does not follow (%s) for %s | %s' % (label, got, spec, text))
        p = parse(spec)
        rel, sid, obj = describe(spec, ctx)
        rows.append(('c%03d' % i, label, rel, sid, obj, text))
    for i, (label, genre, specs, text) in enumerate(paras, 1):
        res = [(s, evaluate(s, ctx, text)) for s in specs]
        checkable = [(s, r) for s, r in res if r != 'unknown']
        if len(checkable) < 2:
            die('paragraph needs >=2 checkable claims: ' + text)
        subs = {parse(s)['sid'] for s, _ in checkable}
        if len(subs) < 2:
            die('paragraph needs several countries: ' + text)
        n = count_sentences(text)
        if not 2 <= n <= 6:
            die('paragraph has %d sentences: %s' % (n, text))
        falses = [s for s, r in checkable if r == 'false']
        got = 'false' if falses else 'true'
        if got != label:
            die('paragraph label %s does not follow (%s): %s' % (label, falses, text))
        rel, sid, obj = describe(falses[0] if falses else checkable[0][0], ctx)
        rows.append(('p%03d' % i, label, rel, sid, obj, text))
    for r in rows:
        t = r[5]
        if '\t' in t or '\n' in t or '\r' in t:
            die('tab/newline in text ' + r[0])
        if t in seen:
            die('duplicate text ' + t)
        seen.add(t)
    c = collections.Counter(r[1] for r in rows if r[0][0] == 'c')
    pc = collections.Counter(r[1] for r in rows if r[0][0] == 'p')
    if c != {'true': 100, 'false': 100, 'unknown': 25} or pc != {'true': 50, 'false': 50}:
        die('label counts %s %s' % (c, pc))
    genres = {g for _, g, _, _ in PARAS}
    if len(genres) < 12:
        die('only %d genres' % len(genres))
    with open(OUT, 'w', encoding='utf-8', newline='\n') as f:
        for h in HEADER:
            f.write(h + '\n')
        for r in rows:
            f.write('\t'.join(r) + '\n')
    print('wrote', OUT, dict(c), dict(pc), 'genres:', sorted(genres))


def selfcheck():
    """Evaluate whatever rows exist so far (used while writing batches)."""
    ctx = load()
    bad = 0
    for label, spec, text in SINGLES:
        got = evaluate(spec, ctx, text)
        if got != label:
            print('MISMATCH', label, got, spec, text); bad += 1
    for label, genre, specs, text in PARAS:
        res = [(s, evaluate(s, ctx, text)) for s in specs]
        f = [s for s, r in res if r == 'false']
        got = 'false' if f else 'true'
        n = count_sentences(text)
        if got != label or not 2 <= n <= 6 or len({parse(s)['sid'] for s, r in res if r != 'unknown'}) < 2:
            print('PMISMATCH', label, got, n, f, text); bad += 1
    c = collections.Counter(l for l, _, _ in SINGLES)
    pc = collections.Counter(l for l, _, _, _ in PARAS)
    texts = [t for _, _, t in SINGLES] + [t for *_, t in PARAS]
    dups = [t for t, k in collections.Counter(texts).items() if k > 1]
    print('singles', dict(c), 'paras', dict(pc), 'genres', collections.Counter(g for _, g, _, _ in PARAS), 'dups', dups, 'bad', bad)


if __name__ == '__main__':
    if len(sys.argv) > 1 and sys.argv[1] == '--partial':
        selfcheck()
    else:
        build()
