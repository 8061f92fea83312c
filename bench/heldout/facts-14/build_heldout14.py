#!/usr/bin/env python3
"""Build bench/facts-heldout-14.tsv from the hand-written row definitions below.

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
OUT = os.path.normpath(os.path.join(HERE, '..', '..', 'facts-heldout-14.tsv'))

HEADER = [
    "# Fourteenth blind held-out set of labelled country claims (facts-heldout-14), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
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

# extra surface forms for this set (everyday names of subregions, unaccented spellings)
OBJ_ALIASES.update({
    'South-Eastern Asia': ['Southeast Asia', 'South-East Asia', 'South East Asia'],
    'Eastern Asia': ['East Asia'], 'Southern Asia': ['South Asia'], 'Western Asia': ['West Asia'],
    'Eastern Africa': ['East Africa'], 'Western Africa': ['West Africa'],
    'Northern Africa': ['North Africa'], 'Middle Africa': ['Central Africa'],
    'Southeast Europe': ['Southeastern Europe', 'South-East Europe', 'South-eastern Europe'],
    'Guaraní': ['Guarani'], 'Māori': ['Maori'],
})
SUBJ_ALIASES.update({'IND': ['Indian', 'Bharat']
})

# ------------------------------------------------------------------ rows
SINGLES = []   # (label, spec, text)
PARAS = []     # (label, genre, [specs], text)


def s(label, spec, text):
    SINGLES.append((label, spec, text))


def p(label, genre, specs, text):
    PARAS.append((label, genre, specs, text))


# === ROWS START ===
# ---- single claims: true
s('true', 'cap:NPL=Kathmandu', "Nepal's seat of government, and its capital, is Kathmandu.")
s('true', 'cap:BOL=Sucre', "Sucre is listed as the capital of the Plurinational State of Bolivia.")
s('true', 'cap:KAZ=Astana', "The Kazakh capital is Astana.")
s('true', 'cap:CIV=Yamoussoukro', "Côte d'Ivoire has Yamoussoukro as its capital.")
s('true', 'cap:MMR=Naypyidaw', "Burma's capital city is Naypyidaw.")
s('true', 'cap:AUS=Canberra', "Canberra, not Sydney, is the capital of Australia.")
s('true', '!cap:TUR=Istanbul', "Istanbul is not the capital of Turkey.")
s('true', 'cap:BDI=Gitega', "The capital of the Republic of Burundi is Gitega.")
s('true', 'cap:LKA=Colombo', "Colombo is the capital of Sri Lanka.")
s('true', 'cap:ZAF=Pretoria', "Pretoria is one of South Africa's capitals.")
s('true', 'cap:TZA=Dodoma', "In Tanzania the capital is Dodoma rather than Dar es Salaam.")
s('true', 'cap:VNM=Hanoi', "Hanoi serves as the Vietnamese capital.")
s('true', 'cap:ISL=Reykjavik', "Iceland is governed from Reykjavik, its capital.")
s('true', 'cap:MNG=Ulan Bator', "Ulaanbaatar is the capital of Mongolia.")
s('true', 'cap:NGA=Abuja', "Abuja is the Nigerian capital.")
s('true', '!cap:CAN=Toronto', "Toronto isn't Canada's capital.")
s('true', 'cap:PRK=Pyongyang', "The DPRK is run from its capital, Pyongyang.")
s('true', 'cap:NZL=Wellington', "Aotearoa New Zealand's capital city is Wellington.")

s('true', 'reg:EGY=Africa', "Egypt is an African country.")
s('true', 'reg:RUS=Europe', "The Russian Federation is counted as part of Europe.")
s('true', 'reg:TUR=Asia', "Türkiye is classified as an Asian country.")
s('true', 'reg:CYP=Europe', "Cyprus belongs to Europe.")
s('true', 'reg:ATA=Antarctic', "Antarctica makes up the Antarctic region.")
s('true', 'reg:BRA=Americas', "Brazil is one of the countries of the Americas.")
s('true', 'reg:FJI=Oceania', "Fiji lies in Oceania.")
s('true', '!reg:GEO=Europe', "Georgia is not a European country.")
s('true', 'reg:KAZ=Asia', "Kazakhstan is situated in Asia.")
s('true', 'reg:GRL=Americas', "Greenland is grouped with the Americas.")
s('true', '!reg:AUS=Asia', "The Commonwealth of Australia is not part of Asia.")
s('true', 'reg:MDG=Africa', "Madagascar is an island nation in Africa.")
s('true', 'reg:ISL=Europe', "Iceland counts as European.")
s('true', 'reg:TLS=Asia', "East Timor is located in Asia.")
s('true', 'reg:PNG=Oceania', "Papua New Guinea is an Oceanian country.")

s('true', 'sub:POL=Central Europe', "Poland is in Central Europe.")
s('true', 'sub:LTU=Northern Europe', "Lithuania is a Northern European country.")
s('true', 'sub:MEX=North America', "Mexico is part of North America.")
s('true', 'sub:IRN=Southern Asia', "Iran falls within Southern Asia.")
s('true', 'sub:VNM=South-Eastern Asia', "Vietnam is a Southeast Asian nation.")
s('true', 'sub:KEN=Eastern Africa', "Kenya is in East Africa.")
s('true', 'sub:ZAF=Southern Africa', "South Africa belongs to the Southern Africa subregion.")
s('true', 'sub:CHE=Western Europe', "The Swiss Confederation is a Western European country.")
s('true', 'sub:SRB=Southeast Europe', "Serbia is located in Southeast Europe.")
s('true', 'sub:UZB=Central Asia', "Uzbekistan is one of the Central Asian republics.")
s('true', 'sub:TON=Polynesia', "Tonga is part of Polynesia.")
s('true', 'sub:PLW=Micronesia', "Palau is part of the Micronesia subregion.")
s('true', '!sub:ARM=Eastern Europe', "Armenia is not in Eastern Europe.")
s('true', 'sub:CRI=Central America', "Costa Rica is a Central American republic.")
s('true', 'sub:SEN=Western Africa', "Senegal is a West African state.")

s('true', 'lang:BOL=Aymara', "Aymara is one of Bolivia's official languages.")
s('true', 'lang:CHE=Romansh', "Romansh has official status in Switzerland.")
s('true', 'lang:IRL=Irish', "Irish is an official language of Éire.")
s('true', 'lang:PRY=Guaraní', "Paraguay recognizes Guarani as an official language.")
s('true', 'lang:IRN=Persian (Farsi)', "Farsi is the official language of Iran.")
s('true', 'lang:MLT=Maltese', "Maltese and English are both official in Malta.")
s('true', 'lang:BEL=Dutch', "Dutch is an official language in the Kingdom of Belgium.")
s('true', 'lang:NZL=Māori', "Maori is official in New Zealand.")
s('true', 'lang:KEN=Swahili', "Kenyans have Swahili as an official language.")
s('true', 'lang:PHL=Filipino', "Filipino is an official language of the Philippines.")
s('true', '!lang:BRA=Spanish', "Spanish is not an official language of Brazil.")
s('true', 'lang:LUX=Luxembourgish', "Luxembourgish is one of the official languages of the Grand Duchy of Luxembourg.")
s('true', 'lang:PAK=Urdu', "Urdu is an official language of Pakistan.")
s('true', 'lang:BLR=Belarusian', "In Belarus, Belarusian is official alongside Russian.")
s('true', 'lang:ETH=Amharic', "Ethiopia's official language is Amharic.")
s('true', 'lang:HTI=Haitian Creole', "Haitian Creole is an official language of Haiti.")
s('true', 'lang:SGP=Tamil', "Tamil is among Singapore's official languages.")
s('true', '!lang:MEX=English', "English has no official standing in Mexico.")

s('true', 'cur:JPN=JPY', "Japan's currency is the yen.")
s('true', 'cur:CHE=CHF', "Prices in Switzerland are in Swiss francs.")
s('true', 'cur:HRV=EUR', "Croatia uses the euro.")
s('true', 'cur:POL=PLN', "The currency of Poland is the złoty (PLN).")
s('true', 'cur:ECU=USD', "Ecuador uses the US dollar as its official currency.")
s('true', 'cur:MNG=MNT', "Mongolians pay with the tögrög.")
s('true', 'cur:THA=THB', "THB is the currency code for the money of the Kingdom of Thailand.")
s('true', 'cur:KHM=USD', "In Cambodia both the riel and the US dollar are used as currency.")
s('true', 'cur:IND=INR', "India's currency is the Indian rupee.")
s('true', 'cur:ZAF=ZAR', "South Africans spend rand.")
s('true', 'cur:VNM=VND', "The Vietnamese currency is the dong.")
s('true', 'cur:MAR=MAD', "Morocco's money is the Moroccan dirham.")
s('true', '!cur:GBR=EUR', "The United Kingdom does not use the euro.")
s('true', 'cur:CZE=CZK', "The Czech Republic still has its own currency, the koruna.")
s('true', 'cur:KAZ=KZT', "Kazakhstan's currency is the tenge, code KZT.")
s('true', 'cur:BRA=BRL', "Brazilians pay in reais.")
s('true', 'cur:SEN=XOF', "Senegal uses the West African CFA franc.")
s('true', 'cur:GRC=EUR', "The Hellenic Republic uses the euro.")

s('true', 'bor:FRA=ESP', "France and Spain share a border.")
s('true', 'bor:BOL=PRY', "Bolivia is a neighbour of Paraguay.")
s('true', 'bor:AUT=LIE', "Austria borders Liechtenstein.")
s('true', 'bor:CHN=NPL', "China has a land border with Nepal.")
s('true', 'bor:ZMB=ZWE', "Zambia and Zimbabwe are neighbouring countries.")
s('true', '!bor:KOR=JPN', "South Korea does not share a land border with Japan.")
s('true', '!bor:ESP=ITA', "Spain doesn't border Italy.")
s('true', 'bor:RUS=PRK', "Russia borders the DPRK.")
s('true', 'bor:IRN=ARM', "Iran shares a frontier with Armenia.")
s('true', 'bor:SRB=UNK', "Serbia borders Kosovo.")
s('true', 'bor:MAR=ESP', "The Kingdom of Morocco has a land border with Spain.")
s('true', 'bor:GUF=BRA', "French Guiana is adjacent to Brazil.")
s('true', 'bor:USA=MEX', "The United States of America borders Mexico.")
s('true', '!bor:DEU=ITA', "Germany and Italy are not neighbours.")
s('true', 'bor:TUR=GEO', "Turkey shares a border with Georgia.")
s('true', 'bor:ETH=DJI', "Djibouti is one of Ethiopia's neighbours.")

# ---- single claims: false
s('false', 'cap:AUS=Sydney', "Sydney is the capital of Australia.")
s('false', 'cap:TUR=Istanbul', "Türkiye's capital is Istanbul.")
s('false', 'cap:BRA=Rio de Janeiro', "Rio de Janeiro is Brazil's capital.")
s('false', 'cap:CAN=Toronto', "The Canadian capital is Toronto.")
s('false', 'cap:MAR=Casablanca', "Morocco is governed from Casablanca, its capital.")
s('false', 'cap:NGA=Lagos', "Lagos is the capital city of the Federal Republic of Nigeria.")
s('false', 'cap:VNM=Ho Chi Minh City', "Ho Chi Minh City serves as Vietnam's capital.")
s('false', 'cap:CHE=Zurich', "Zurich is the Swiss capital.")
s('false', '!cap:PER=Lima', "Lima is not the capital of Peru.")
s('false', 'cap:KAZ=Almaty', "Kazakhstan's capital is Almaty.")
s('false', 'cap:NZL=Auckland', "Auckland is the capital of New Zealand.")
s('false', 'cap:PAK=Karachi', "Karachi is the capital of the Islamic Republic of Pakistan.")
s('false', 'cap:TZA=Dar es Salaam', "Tanzania's capital city is Dar es Salaam.")
s('false', 'cap:MMR=Yangon', "The capital of Myanmar is Yangon.")
s('false', '!cap:KOR=Seoul', "Seoul isn't the capital of South Korea.")
s('false', 'cap:CHN=Shanghai', "The People's Republic of China has its capital in Shanghai.")
s('false', 'cap:ECU=Guayaquil', "Guayaquil is Ecuador's capital.")
s('false', 'cap:IND=Mumbai', "Mumbai is the capital of Bharat.")

s('false', 'reg:EGY=Asia', "Egypt is an Asian country.")
s('false', 'reg:RUS=Asia', "Russia is located in Asia.")
s('false', 'reg:TUR=Europe', "Turkey is a European country.")
s('false', 'reg:CYP=Asia', "Cyprus is in Asia.")
s('false', 'reg:AUS=Asia', "Australia belongs to Asia.")
s('false', 'reg:MDG=Asia', "Madagascar lies in Asia.")
s('false', 'reg:GRL=Europe', "Greenland is part of Europe.")
s('false', '!reg:JPN=Asia', "Nippon is not in Asia.")
s('false', 'reg:GEO=Europe', "Georgia is in Europe.")
s('false', 'reg:NZL=Asia', "New Zealand is an Asian nation.")
s('false', 'reg:PNG=Asia', "Papua New Guinea is located in Asia.")
s('false', 'reg:SUR=Africa', "Suriname is an African country.")
s('false', 'reg:ARM=Europe', "Armenia lies in Europe.")
s('false', '!reg:CHL=Americas', "Chile is not in the Americas.")
s('false', 'reg:MUS=Asia', "The Republic of Mauritius is in Asia.")

s('false', 'sub:POL=Eastern Europe', "Poland is an Eastern European country.")
s('false', 'sub:EST=Eastern Europe', "Estonia lies in Eastern Europe.")
s('false', 'sub:MEX=Central America', "Mexico is a Central American country.")
s('false', 'sub:IRN=Western Asia', "Iran is in Western Asia.")
s('false', 'sub:AFG=Central Asia', "Afghanistan is part of Central Asia.")
s('false', 'sub:ZMB=Southern Africa', "Zambia lies in Southern Africa.")
s('false', 'sub:SSD=Eastern Africa', "South Sudan is an East African state.")
s('false', 'sub:AUT=Western Europe', "Austria is in Western Europe.")
s('false', 'sub:GRC=Southeast Europe', "Greece is in Southeast Europe.")
s('false', 'sub:SDN=Middle Africa', "Sudan belongs to Middle Africa.")
s('false', 'sub:PHL=Eastern Asia', "The Philippines is in East Asia.")
s('false', '!sub:CHL=South America', "Chile is not part of South America.")
s('false', 'sub:FJI=Polynesia', "Fiji is a Polynesian country.")
s('false', 'sub:CZE=Eastern Europe', "Czechia is in Eastern Europe.")
s('false', 'sub:MDA=Southeast Europe', "Moldova is part of Southeast Europe.")

s('false', 'lang:BRA=Spanish', "Spanish is the official language of Brazil.")
s('false', 'lang:MEX=English', "English is an official language of Mexico.")
s('false', 'lang:IRN=Arabic', "Arabic is Iran's official language.")
s('false', 'lang:EGY=French', "French is an official language in Egypt.")
s('false', 'lang:CHE=English', "English is one of Switzerland's official languages.")
s('false', 'lang:ARG=Italian', "Italian has official status in Argentina.")
s('false', 'lang:BEL=Luxembourgish', "Belgium lists Luxembourgish among its official languages.")
s('false', '!lang:CAN=French', "French is not an official language of Canada.")
s('false', 'lang:IND=Urdu', "Urdu is an official language of India.")
s('false', 'lang:PAK=Hindi', "Hindi is official in Pakistan.")
s('false', 'lang:FIN=Norwegian', "Norwegian is one of Finland's official languages.")
s('false', 'lang:ISR=English', "English is an official language of the State of Israel.")
s('false', 'lang:PER=Portuguese', "Peru recognises Portuguese as an official language.")
s('false', 'lang:MYS=Chinese', "Chinese is an official language of Malaysia.")
s('false', 'lang:MAR=Spanish', "Spanish is official in Morocco.")
s('false', 'lang:KEN=Somali', "Kenya's official languages include Somali.")
s('false', '!lang:NZL=English', "English is not an official language in New Zealand.")
s('false', 'lang:LKA=Hindi', "Hindi is an official language of Sri Lanka.")

s('false', 'cur:GBR=EUR', "The United Kingdom uses the euro.")
s('false', 'cur:CHE=EUR', "Switzerland's currency is the euro.")
s('false', 'cur:SWE=EUR', "Swedes pay in euros.")
s('false', 'cur:DNK=EUR', "The currency code used in Denmark is EUR.")
s('false', 'cur:POL=EUR', "Poland uses the euro as its currency.")
s('false', 'cur:CZE=HUF', "The forint is the currency of the Czech Republic.")
s('false', 'cur:ARG=BRL', "Argentina uses the Brazilian real.")
s('false', 'cur:JPN=CNY', "Japan's currency is the yuan.")
s('false', 'cur:KOR=JPY', "The Republic of Korea uses the yen.")
s('false', '!cur:FRA=EUR', "France doesn't use the euro.")
s('false', 'cur:IND=PKR', "India's currency is the Pakistani rupee.")
s('false', 'cur:TUR=EUR', "In Turkey people pay in euros.")
s('false', 'cur:NGA=GHS', "Nigeria's money is the cedi.")
s('false', 'cur:KEN=TZS', "The Tanzanian shilling is Kenya's currency.")
s('false', 'cur:MEX=USD', "Mexico's official currency is the US dollar.")
s('false', 'cur:AUS=NZD', "Australia uses the New Zealand dollar.")
s('false', 'cur:HUN=EUR', "Hungary uses the euro.")
s('false', 'cur:NOR=SEK', "Norway's currency is the Swedish krona.")

s('false', 'bor:FRA=NLD', "France borders the Netherlands.")
s('false', 'bor:PRT=FRA', "Portugal shares a border with France.")
s('false', 'bor:DEU=ITA', "Germany borders Italy.")
s('false', 'bor:CHL=BRA', "Chile and Brazil share a land border.")
s('false', 'bor:ARG=PER', "Argentina is a neighbour of Peru.")
s('false', '!bor:CAN=USA', "Canada doesn't border the United States.")
s('false', 'bor:IND=THA', "India borders Thailand.")
s('false', 'bor:EGY=SAU', "Egypt has a land border with Saudi Arabia.")
s('false', 'bor:RUS=SWE', "Russia borders Sweden.")
s('false', 'bor:KEN=RWA', "Kenya is adjacent to Rwanda.")
s('false', 'bor:AUT=POL', "Austria and Poland are neighbouring countries.")
s('false', 'bor:VNM=THA', "Vietnam shares a border with Thailand.")
s('false', '!bor:BRA=URY', "There is no border between Brazil and Uruguay.")
s('false', 'bor:NGA=GHA', "Nigeria borders Ghana.")
s('false', 'bor:IRQ=LBN', "Iraq shares a frontier with Lebanon.")
s('false', 'bor:BEL=CHE', "Belgium borders Switzerland.")

# ---- single claims: unknown
s('unknown', 'unk:population:IND', "India has a population of more than 1.4 billion people.")
s('unknown', 'unk:largest_city:TUR', "Istanbul is the largest city in Türkiye.")
s('unknown', 'unk:landlocked:BOL', "Bolivia is landlocked.")
s('unknown', 'unk:calling_code:FRA', "The international dialling code for France is +33.")
s('unknown', 'unk:tld:DEU', "Germany's internet domain is .de.")
s('unknown', 'unk:area:RUS', "Russia is the largest country in the world by area.")
s('unknown', 'unk:independence:IND', "India became independent in 1947.")
s('unknown', 'unk:head_of_state:GBR', "The head of state of the United Kingdom is a monarch.")
s('unknown', 'unk:time_zones:USA', "The US spans several time zones.")
s('unknown', 'unk:has_capital:-:Genovia', "The capital of Genovia is Pyrus.")
s('unknown', 'unk:has_capital:-:Freedonia', "Freedonia is governed from its capital, Fredville.")
s('unknown', 'unk:borders:-:Ruritania', "Ruritania shares a border with Germany.")
s('unknown', 'unk:currency:-:Elbonia', "Elbonia uses the euro.")
s('unknown', 'unk:anthem:FRA', "France's national anthem is La Marseillaise.")
s('unknown', 'unk:driving_side:JPN', "In Japan, cars drive on the left.")
s('unknown', 'unk:highest_point:NPL', "Nepal is home to the highest mountain on Earth.")
s('unknown', 'unk:un_member:CHE', "Switzerland is a member of the United Nations.")
s('unknown', 'unk:demonym:NLD', "People from the Netherlands are called Dutch.")
s('unknown', 'unk:national_animal:AUS', "The kangaroo is a national symbol of Australia.")
s('unknown', 'unk:eu_member:IRL', "Ireland is a member of the European Union.")
s('unknown', 'unk:nato_member:NOR', "Norway is a NATO member.")
s('unknown', 'unk:climate:EGY', "Egypt has a hot desert climate.")
s('unknown', 'unk:river:BRA', "The Amazon flows through Brazil.")
s('unknown', 'unk:coastline:CHL', "Chile has an extremely long coastline.")
s('unknown', 'unk:in_region:-:Latveria', "Latveria is a country in Europe.")

# ---- paragraphs
# email
p('true', 'email', ['cur:PRT=EUR', 'bor:ESP=PRT'],
  "Hi Marta, quick update before Friday's call. The Lisbon office has confirmed the venue, and since Portugal uses the euro we can reuse the budget template from the Madrid workshop. Spain and Portugal share a border, so Jorge will simply drive over with the banners. Could you check whether the caterer in Porto still does pastéis de nata? Thanks, Daniel")
p('false', 'email', ['cap:GHA=Accra', 'bor:GHA=NGA', 'cur:TGO=XOF', 'cur:GHA=GHS'],
  "Dear Ms Owusu, thank you for registering for the regional trade forum. The forum opens on 14 March in Accra, Ghana's capital, and because Ghana borders Nigeria, many delegates from Lagos will come by road. Anyone flying in from Lomé should remember that Togo uses the West African CFA franc, whereas the venue only takes cedis. Kind regards, Priya Raman")
p('false', 'email', ['bor:AUT=HUN', 'cur:AUT=EUR', 'cur:HUN=EUR'],
  "Hello team, the shipment for our client in Vienna is delayed again. The pallets are stuck at the crossing between Austria and Hungary, which is strange, since both countries use the euro and there should be nothing to declare. I have asked Katalin in the Budapest warehouse to call the forwarder this afternoon. Best, Tom")
p('true', 'email', ['bor:CHL=ARG', 'cap:ARG=Buenos Aires'],
  "Hi Aunt Rosa, we finally booked the flights! We land in Santiago on 3 December, spend a week in Chile, then cross the Andes into Argentina, since the two countries share that long border. Luis says Buenos Aires is the capital of Argentina and the best place for empanadas, so that is our last stop. Love, Inés")
p('false', 'email', ['cap:FIN=Helsinki', 'cap:NOR=Bergen', 'cur:FIN=EUR', 'cur:SWE=SEK', '!cur:SWE=EUR'],
  "Dear colleagues, please find attached the agenda for the Nordic partners meeting. We will host the Finnish and Swedish delegations in Helsinki, the capital of Finland, and the Norwegian group will dial in from Bergen, Norway's capital. Reimbursements will be made in euros, Finland's currency, except for the Swedish team, who will be paid in kronor because Sweden does not use the euro. Regards, Anneli Virtanen")

# chat
p('true', 'chat', ['bor:BIH=SRB', 'cur:SRB=RSD'],
  "Jen: are you still doing the Balkans trip in May? Omar: yep, starting in Sarajevo and then heading to Belgrade lol. Jen: nice, Bosnia borders Serbia so that's just a bus ride, right? Omar: exactly, and Serbia has its own money, the dinar, so I'll need to change cash again.")
p('false', 'chat', ['cap:CAN=Ottawa', '!cap:CAN=Toronto', 'cap:AUS=Sydney'],
  "Kai: what's the capital of Canada again, for the quiz tonight? Lena: Ottawa, not Toronto. Kai: and Australia's is Sydney? Lena: yes, Sydney, I'm pretty sure. Kai: ok writing that down")
p('true', 'chat', ['cur:VNM=VND', 'bor:LAO=VNM'],
  "mia: landed in Hanoi!! 🎉 the Vietnamese dong is wild, I withdrew a million and it's like 40 dollars. dad: haha enjoy, is Laos next? mia: yes, Laos is right next door to Vietnam, bus on Thursday")
p('false', 'chat', ['cur:ECU=USD', 'cur:PER=PEN', 'bor:PER=BOL', 'bor:ECU=BOL'],
  "Tomás: which visa do I need for Peru and Ecuador? Ana: none for short stays I think. Tomás: cool, and money? Ana: Ecuador uses the US dollar, Peru has the sol, and both countries border Bolivia, so you could add La Paz on the way back.")
p('true', 'chat', ['lang:BRA=Portuguese', '!bor:BRA=CHL', 'bor:BRA=URY', 'bor:CHL=ARG', 'bor:CHL=BOL', 'bor:CHL=PER'],
  "Ravi: tie-break was the official language of Brazil and half the room wrote Spanish 🙃 Ellie: oof, it's Portuguese. Ravi: right, and the bonus asked which country Brazil doesn't border, Chile or Uruguay. Ellie: Chile, easy, Uruguay is a neighbour and Chile only borders Argentina, Bolivia and Peru.")

# forum reply
p('false', 'forum_reply', ['cur:AUT=EUR', 'bor:AUT=ITA', 'cur:CHE=CHF', '!bor:CHE=AUT'],
  "Re: Best base for exploring the Alps? I'd pick Innsbruck over anywhere in Switzerland, purely on cost. Austria uses the euro, so if you're also popping over to Italy you don't need to swap money, and Austria borders Italy directly at the Brenner Pass. Switzerland still has the franc and doesn't share a border with Austria, so every trip west means another currency. Just my two cents after six winters there.")
p('true', 'forum_reply', ['bor:ESP=MAR', 'cur:MAR=MAD', '!cur:MAR=EUR'],
  "Replying to @nomad_kat: yes, you can do Morocco and Spain in one trip without flying. Spain and Morocco share a land border at Ceuta, and the ferry from Tarifa takes about an hour. Bring some dirhams, because Morocco's currency is the Moroccan dirham and the euro won't get you far in Chefchaouen.")
p('false', 'forum_reply', ['sub:KHM=South-Eastern Asia', 'cur:KHM=KHR', 'cur:KHM=USD', 'cap:KHM=Phnom Penh', 'bor:KHM=THA', 'cur:THA=THB', 'bor:KHM=MMR'],
  "Honestly the whole 'Southeast Asia on $30 a day' thing still works in Cambodia. The riel is the local currency, but ATMs hand out US dollars and everyone takes them. From Phnom Penh, the capital, it's a short bus ride to the border with Thailand, where everything is priced in baht, and Cambodia also borders Myanmar further north if you want to keep going overland.")
p('true', 'forum_reply', ['bor:ROU=UKR', 'bor:ROU=MDA', 'cur:ROU=RON', 'cur:UKR=UAH'],
  "Posted by birdwatcher_77: For anyone asking about the Danube delta, most of it is in Romania, with a slice in Ukraine. Romania borders Ukraine and Moldova, and you'll pay in lei on the Romanian side, since the leu is the national currency. Tulcea is the usual starting point, and if you cross into Ukraine you'll need hryvnia.")
p('false', 'forum_reply', ['cap:UZB=Tashkent', 'bor:KGZ=UZB', 'cur:KGZ=KZT'],
  "Re: Moving to Central Asia for work. I spent two years in Tashkent, which is the capital of Uzbekistan, and a year in Bishkek. Kyrgyzstan borders Uzbekistan, so visiting friends was easy, but bring cash: the Kyrgyz currency is the tenge and cards are hit and miss outside the cities.")

# travel blog
p('true', 'travel_blog', ['bor:PER=BOL', 'cur:BOL=BOB', 'cap:BOL=Sucre', '!cap:BOL=La Paz'],
  "Day six, and I've swapped the crowds of Lima for the quiet shores of Lake Titicaca. The lake straddles the frontier, since Peru borders Bolivia right here, and on the Bolivian side the boat captains quote prices in bolivianos. Our guide Marisol reminded us that Bolivia's capital is Sucre, not La Paz, which surprised half the group.")
p('false', 'travel_blog', ['bor:SVN=HRV', 'cur:HRV=EUR', 'bor:HRV=AUT', 'cap:SVN=Ljubljana'],
  "We crossed from Slovenia into Croatia on a sleepy Tuesday, and the guard barely glanced at our passports. Croatia now uses the euro, so the kuna notes I'd saved from 2015 are just souvenirs. After three days in Zagreb we took the night train to Vienna, which is easy because Croatia borders Austria. Ljubljana, the capital of Slovenia, is still my favourite city of the trip, though.")
p('true', 'travel_blog', ['bor:QAT=SAU', 'cur:QAT=QAR', 'cap:OMN=Muscat'],
  "If you only have a weekend in the Gulf, Doha is a surprisingly good stopover. Qatar's only land neighbour is Saudi Arabia, so most visitors arrive by air, and the riyal is the local currency. We paid for everything in Qatari riyals by card and never needed cash. Next time I want to pair it with Muscat, the capital of Oman.")
p('false', 'travel_blog', ['sub:KEN=Eastern Africa', 'cap:KEN=Nairobi', 'bor:KEN=UGA', 'bor:KEN=TZA', 'cur:TZA=TZS', 'lang:KEN=Swahili', 'lang:TZA=Swahili', 'cap:UGA=Kigali'],
  "Three weeks in East Africa, and Kenya was the highlight. We started in Nairobi, the Kenyan capital, then drove west to Lake Victoria, which Kenya shares with its neighbours Uganda and Tanzania. In Tanzania the shilling is the currency too, which makes budgeting easy, and Swahili is an official language in both Kenya and Tanzania. We finished in Kigali, the capital of Uganda.")
p('true', 'travel_blog', ['cur:GEO=GEL', 'bor:GEO=ARM', 'cap:ARM=Yerevan'],
  "Quick note from Tbilisi: Georgia is cheaper than I expected, and the lari goes a long way in the wine bars of the old town. The country borders Armenia to the south, and the marshrutka to Yerevan, the Armenian capital, takes about six hours. Everyone here calls the cheese bread khachapuri, and I have eaten it every single day.")

# product review
p('true', 'product_review', ['cur:CHE=CHF', '!cur:CHE=EUR', 'bor:SMR=ITA'],
  "★★★★☆ Bought this travel adapter for a trip through Italy and Switzerland and it worked in both. Worth knowing: Switzerland uses Swiss francs, not euros, so the converter app that came with it was handy. The plug set also fits San Marino, which makes sense since it is surrounded by Italy and borders only Italy. Lost one star because the USB port died after a week.")
p('false', 'product_review', ['lang:AGO=Portuguese', 'cur:AGO=AOA', 'bor:MOZ=TZA', 'cap:MOZ=Luanda'],
  "Solid phrasebook for Lusophone Africa, 4/5. It covers Angola, where Portuguese is the official language, plus Mozambique and Guinea-Bissau, and even explains that Angolans pay in kwanza. The Mozambique chapter is the strongest, which makes sense since Mozambique borders Tanzania and has plenty of Swahili loanwords. My only gripe is that the maps of Luanda, the capital of Mozambique, are tiny.")
p('false', 'product_review', ['cap:KEN=Nairobi', 'cur:GHA=GHS', 'bor:NOR=DNK', 'lang:PER=Quechua'],
  "I ordered the 'World Flags' puzzle for my daughter, and she loves it. Each piece has a fact on the back, and the ones I checked are spot on: Kenya's capital is Nairobi, Ghana uses the cedi, Norway borders Denmark, and Quechua is an official language of Peru. Sturdy pieces, good box, would buy again.")
p('true', 'product_review', ['bor:LAO=THA', 'cur:THA=THB'],
  "Five stars for this Thai cookbook. The author grew up near Chiang Mai and explains how the dishes change as you get closer to Laos, which borders Thailand along the Mekong. She also gives market prices in baht, handy since the baht is Thailand's currency and I shop in Bangkok twice a year.")
p('false', 'product_review', ['cap:COL=Bogotá', 'bor:COL=ECU', 'cur:COL=COP', 'cur:PAN=CRC'],
  "Bought this coffee from a small roaster in Bogotá, Colombia's capital, and it's excellent: chocolatey, low acidity. The bag says the beans come from the south, near Ecuador, which Colombia borders. I paid in Colombian pesos while visiting, and the price was a steal compared to Panama, where the colón is used alongside the dollar.")

# school essay
p('true', 'school_essay', ['reg:EGY=Africa', 'bor:EGY=ISR', 'reg:ISR=Asia', 'cap:EGY=Cairo', 'lang:EGY=Arabic', 'cur:EGY=EGP'],
  "My country report is about Egypt. Egypt is in Africa, but it shares a border with Israel, which is in Asia, so it connects two continents. The capital of Egypt is Cairo, a city on the river Nile. People there speak Arabic, which is the official language, and they pay with the Egyptian pound.")
p('false', 'school_essay', ['bor:USA=CAN', 'bor:USA=MEX', 'cap:CAN=Ottawa', 'cap:MEX=Mexico City', 'sub:CAN=North America', 'sub:MEX=North America', 'lang:CAN=English', 'lang:CAN=French', 'lang:MEX=Spanish', 'cur:MEX=MXN', 'cur:CAN=USD'],
  "In this essay I will compare Canada and Mexico, the two neighbours of the United States. Canada is bigger, and its capital is Ottawa, while the capital of Mexico is Mexico City. Both countries are in North America. In Canada the official languages are English and French, and in Mexico the official language is Spanish, although many people also learn English. The currency of Mexico is the peso and Canada uses the American dollar.")
p('true', 'school_essay', ['cap:JPN=Tokyo', 'cur:KOR=KRW', 'cur:JPN=JPY'],
  "Why I would like to visit Japan. First, Tokyo, the capital of Japan, has the busiest street crossing in the world. Second, I would travel by ferry from Busan in South Korea, where people pay in won, so I could see two countries. Third, I have saved 20,000 yen, which is the currency of Japan.")
p('false', 'school_essay', ['sub:CHL=South America', 'cap:CHL=Santiago', 'cur:ECU=USD', 'cap:PER=Cusco', 'lang:CHL=Spanish', 'lang:ECU=Spanish', 'lang:PER=Spanish'],
  "The Andes run through seven countries in South America. One of them is Chile, whose capital is Santiago. Another is Ecuador, which uses the US dollar instead of its own currency. Peru is also an Andean country, and its capital is Cusco, the old Inca city. In all of these countries Spanish is an official language.")
p('true', 'school_essay', ['sub:CHE=Western Europe', 'lang:CHE=Swiss German', 'lang:CHE=French', 'lang:CHE=Italian', 'cap:CHE=Bern', 'bor:CHE=FRA', 'bor:CHE=DEU', 'bor:CHE=AUT', 'bor:CHE=ITA', 'bor:CHE=LIE', 'lang:ITA=Italian'],
  "Switzerland is a small country in Western Europe with four official languages. Most people in Zurich speak Swiss German, French is official in Geneva, and Italian is official too, mainly in the south, next to Italy, where it is of course the official language as well. The Swiss capital is Bern, not Zurich or Geneva. Because Switzerland borders France, Germany, Austria, Italy and Liechtenstein, many people live in one country and work in another.")

# news brief
p('false', 'news_brief', ['bor:BEL=NLD', 'cur:BEL=EUR', 'cur:NLD=EUR', 'cap:LUX=Esch-sur-Alzette', 'lang:BEL=Dutch', 'lang:BEL=French', 'lang:BEL=German'],
  "BRUSSELS, 12 June — Transport ministers from Belgium and the Netherlands signed a rail agreement on Tuesday to cut journey times between Brussels and Amsterdam. The two neighbouring countries, which both use the euro, expect fares to drop by 2027. A second phase would extend the service to Esch-sur-Alzette, the capital of Luxembourg. Belgium will publish the new timetable in Dutch, French and German, its three official languages.")
p('true', 'news_brief', ['bor:KEN=ETH', 'cap:ETH=Addis Ababa', 'cur:KEN=KES', 'cur:ETH=ETB'],
  "NAIROBI (wire) — Kenya and Ethiopia agreed on Monday to reopen two crossings along their shared border, officials said. The deal, signed in Addis Ababa, the Ethiopian capital, also covers trade paid for in Kenyan shillings and Ethiopian birr. Traders in Moyale welcomed the news.")
p('false', 'news_brief', ['cur:VNM=VND', 'cap:VNM=Hanoi', 'bor:VNM=CHN', 'bor:KHM=VNM', 'bor:THA=VNM'],
  "HANOI — Vietnam's central bank held interest rates steady on Thursday, keeping the đồng stable against the dollar. Analysts in Hanoi, the capital, had expected a cut after exports to China, Vietnam's largest neighbour, slowed in the spring. The bank also pointed to rising trade with Cambodia and Thailand, both of which border Vietnam.")
p('true', 'news_brief', ['lang:CAN=English', 'lang:CAN=French', 'cap:CAN=Ottawa', 'bor:CAN=USA', 'lang:USA=English'],
  "OTTAWA, 2 May — Canada's parliament passed a bill on Wednesday requiring all federal websites to be available in both official languages, English and French. The measure mirrors rules already in force in the capital, Ottawa, and follows a similar debate south of the border in the United States, where English is the official language.")
p('false', 'news_brief', ['cap:CHL=Valparaíso', 'bor:BOL=PER', 'bor:BOL=CHL', 'unk:coastline:BOL', 'cur:PER=PEN', 'cur:CHL=CLP'],
  "LIMA — Peru and Chile resolved a long-running fishing dispute on Friday, the two governments said in a joint statement. The agreement, signed in Valparaíso, the Chilean capital, sets catch quotas along the maritime boundary. Bolivia, which borders both countries and has no coastline, asked to join future talks. Fines will be charged in Peruvian soles and Chilean pesos respectively.")

# meeting minutes
p('true', 'meeting_minutes', ['cur:POL=PLN', '!cur:POL=EUR', 'cur:CZE=CZK', 'cur:SVK=EUR'],
  "Minutes, Regional Sales Sync, 4 March. Attendees: Hana, Lukas, Zofia, Pieter. 1) Zofia reported that invoices for Poland must stay in złoty, since the Polish currency is PLN, not the euro. 2) Lukas confirmed the Czech office in Prague will keep billing in koruna. 3) Action: Pieter to check whether the Slovak team, which already uses the euro, can share the Vienna template.")
p('false', 'meeting_minutes', ['bor:SEN=MLI', 'cur:SEN=XOF', 'cur:MLI=XOF', 'cap:SEN=Dakar', 'cap:MLI=Bamako', 'cur:MRT=XOF'],
  "Board meeting notes, 18 September. Present: Abena Mensah (chair), Luis Duarte, Kenji Ito. The board approved the expansion into Senegal and Mali, which share a border and both use the West African CFA franc, so one price list will cover both. Luis noted that Dakar, the capital of Senegal, has the better port, and that goods for Mali would travel inland to Bamako, the Malian capital. Kenji will draft a plan for Mauritania, whose currency is also the CFA franc, by the next meeting.")
p('true', 'meeting_minutes', ['cur:FRA=EUR', 'cur:CHE=CHF', 'bor:FRA=CHE'],
  "Minutes of the school exchange committee, 9 October. The committee agreed to continue the partnership with the lycée in Lyon and to add a second school in Geneva, Switzerland. Ms Berger pointed out that France uses the euro whereas Switzerland uses the Swiss franc, so two budgets are needed. Since France borders Switzerland, the group will travel by coach rather than fly. Next meeting: 6 November.")
p('false', 'meeting_minutes', ['lang:ARE=Arabic', 'lang:EGY=Arabic', 'lang:SAU=Arabic', 'lang:PRY=Guaraní', 'lang:PRY=Spanish', 'lang:BRA=Portuguese', 'lang:URY=Portuguese'],
  "Minutes, Product Localisation Call, 21 January. Attendees: Dana, Amir, Sofía, Wen. Amir confirmed the Arabic build is ready for the UAE, Egypt and Saudi Arabia, where Arabic is the official language. Sofía asked for a Guaraní option for Paraguay, since Guaraní is official there alongside Spanish. Wen will prepare the Portuguese build for Brazil and also for Uruguay, where Portuguese is an official language too.")
p('true', 'meeting_minutes', ['cur:POL=PLN', 'cur:GBR=GBP', 'bor:DEU=POL'],
  "Residents' association, minutes of the AGM, 14 April. The twinning committee reported on the visit from our partner town in Poland and thanked the Nowak family for hosting. Treasurer Gareth reminded everyone that donations from the Polish side arrive in złoty and must be converted, as the UK uses the pound sterling. A trip to Kraków is planned for next spring, travelling via Germany, which borders Poland.")

# recipe intro
p('true', 'recipe_intro', ['bor:TUN=DZA', 'bor:TUN=LBY', 'sub:TUN=Northern Africa', 'cur:TUN=TND', 'cur:DZA=DZD'],
  "This shakshuka is how my grandmother made it in Tunis, with far too much harissa. Tunisia borders Algeria and Libya, and every family across that stretch of North Africa swears its version is the original. Buy the peppers at a market if you can; the first time I made it in Tunisia I paid less than two dinars for a whole bag, and my cousins in Algeria, who also pay in dinars, say theirs cost even less.")
p('false', 'recipe_intro', ['lang:BRA=Portuguese', 'cap:BRA=Brasília', 'cur:BRA=BRL', 'bor:PRY=BRA', 'bor:CHL=BRA'],
  "Before we get to the recipe: pão de queijo comes from Minas Gerais in Brazil, where I lived for three years. Brazil's official language is Portuguese, so look for 'polvilho azedo' on the starch packet. I brought a bag home from Brasília, the capital, for about ten reais. You'll find close cousins of these cheese breads in Paraguay and Chile too, both of which border Brazil.")
p('false', 'recipe_intro', ['cap:VNM=Hanoi', 'bor:CHN=VNM', 'cur:VNM=KRW'],
  "Pho is the soul of Hanoi, Vietnam's capital, and this version takes about six hours. My friend Linh taught me to char the ginger and onion first, a trick her mother learned in Saigon. The star anise usually comes from China, which borders Vietnam to the north. At the market in Hanoi a bowl costs around 50,000 won, so making it at home is mostly about the ritual.")
p('true', 'recipe_intro', ['bor:DEU=AUT', 'cur:AUT=EUR', 'cap:AUT=Vienna'],
  "Every Christmas my Austrian mother-in-law makes Vanillekipferl, and this is her recipe, slightly simplified. She grew up near Salzburg, a short drive from Germany, which borders Austria along much of its northern edge. The one thing she insists on is Alpine butter, which she buys for a few euros at the same shop in Vienna, Austria's capital, every December.")
p('false', 'recipe_intro', ['cap:GHA=Accra', 'bor:GHA=TGO', 'bor:GHA=CIV', 'cap:CIV=Lomé'],
  "Jollof rice starts arguments from Dakar to Lagos, and I'm not here to settle them. My version is Ghanaian, from my dad, who grew up in Accra, the capital of Ghana. Ghana borders Togo and Côte d'Ivoire, and he says the best jollof he ever had was in Lomé, the capital of Côte d'Ivoire.")

# itinerary
p('true', 'itinerary', ['cap:SVN=Ljubljana', 'bor:SVN=HRV', 'cur:SVN=EUR', 'cur:HRV=EUR'],
  "Day 1: arrive in Ljubljana, capital of Slovenia, check in at Hotel Cubo. Day 2: day trip to Lake Bled, back by 19:00. Day 3: train to Zagreb; Slovenia borders Croatia, so no flights needed, and both countries use the euro. Day 4: free morning, evening flight home.")
p('false', 'itinerary', ['cap:BWA=Gaborone', 'bor:BWA=ZWE', 'bor:NAM=BWA', 'cur:NAM=NAD', 'cap:SWZ=Maseru'],
  "Twelve-night loop from Johannesburg. Nights 1-3: drive to Gaborone, Botswana's capital, via the Tlokweng crossing. Nights 4-6: Chobe, from where we hop over to Victoria Falls on the Zimbabwean side; Botswana borders Zimbabwe, so it's a short transfer. Nights 7-9: Windhoek in Namibia, which borders Botswana to the west; budget in Namibian dollars. Nights 10-12: Maseru, the capital of Eswatini, before flying out.")
p('true', 'itinerary', ['bor:NLD=BEL', 'cap:BEL=Brussels', 'bor:LUX=BEL'],
  "Family road trip, Benelux edition. Saturday: leave Amsterdam early and drive south; the Netherlands borders Belgium, so we should reach Antwerp by lunch. Sunday: Brussels, capital of Belgium, waffles for the kids. Monday: on to Luxembourg, which borders Belgium too, and back home on Tuesday. Everything is in euros the whole way.")
p('false', 'itinerary', ['cap:AZE=Baku', 'cur:AZE=AZN', 'bor:AZE=GEO', 'cur:ARM=GEL'],
  "Ten days in the Caucasus. Days 1-3 Baku, the capital of Azerbaijan; change money into manat at the airport. Days 4-7 overland to Tbilisi, as Azerbaijan borders Georgia, with a wine day in Kakheti. Days 8-10 Yerevan, Armenia, then fly home; Armenia uses the lari, so leftover Georgian cash still works.")
p('true', 'itinerary', ['cap:JPN=Tokyo', 'cap:KOR=Seoul', 'cur:KOR=KRW', '!bor:KOR=JPN'],
  "Tokyo-Seoul work trip, draft 2. Mon: Tokyo, the Japanese capital, office day and dinner with the Sato team. Tue: morning flight to Seoul, the capital of South Korea; remember that South Korea uses won, so get some from the ATM at Incheon. Wed: client visit, then fly back; Japan and South Korea have no land border, so it's flights only.")

# customer support reply
p('false', 'support_reply', ['cur:URY=UYU', 'cur:ARG=ARS', 'bor:BRA=URY', 'bor:BRA=ARG', 'cap:URY=Punta del Este'],
  "Hi Carlos, thanks for contacting ShopFast support. I've checked your order #48213: because it ships to Uruguay, the total is shown in Uruguayan pesos, while your previous order to Argentina was billed in Argentine pesos. Shipping from our São Paulo warehouse is quick because Brazil borders both countries. Unfortunately we can't deliver to PO boxes, but Punta del Este, the Uruguayan capital, has two pickup points. Best regards, Nadia")
p('true', 'support_reply', ['cur:NOR=NOK', '!cur:NOR=EUR', 'cur:FIN=EUR'],
  "Hello and thanks for your patience. Your card was declined because the merchant is based in Norway and charges in Norwegian kroner, and your bank blocks foreign-currency payments by default. Norway does not use the euro, so the NOK amount will look different from the price on our Finnish site, since Finland uses the euro. If you enable international payments, the order will go through. Kind regards, Eirik at Nordic Gear Support")
p('false', 'support_reply', ['bor:IND=NPL', 'cur:NPL=NPR', 'bor:BTN=NPL'],
  "Dear customer, we're sorry your parcel to Kathmandu was delayed. Packages to Nepal are routed through India, which borders Nepal, and the customs office there reopened on Monday. You can pay the import duty in Nepalese rupees at pickup. If you prefer, we can send it via Bhutan instead, since Bhutan borders Nepal too. Sincerely, Mei, Customer Care")
p('true', 'support_reply', ['cur:ARE=AED', 'cur:OMN=OMR', 'bor:ARE=OMN'],
  "Hi Aisha, sorry for the confusion on your invoice. Our Dubai office bills in dirhams, since the dirham is the currency of the United Arab Emirates, while our Muscat office uses Omani rials. The United Arab Emirates borders Oman, so both offices share a courier, which is why you received one parcel. Let me know if you need the invoice split. Regards, Farid")
p('false', 'support_reply', ['cur:KEN=KES', 'cur:UGA=UGX', 'bor:RWA=KEN', 'bor:RWA=UGA', 'cur:RWA=RWF'],
  "Thanks for reaching out! The app's currency setting follows your SIM country, so in Kenya you'll see prices in Kenyan shillings and in Uganda in Ugandan shillings. If you're travelling on to Rwanda, which borders both Kenya and Uganda, it will switch to Rwandan francs automatically. Please update to version 5.2 and let us know if it still shows dollars.")

# quiz with answers
p('true', 'quiz', ['cap:KEN=Nairobi', 'cur:PER=PEN', 'bor:LAO=MMR', 'bor:LAO=KHM', 'lang:ISL=Icelandic'],
  "Round 3 answers. 1: The capital of Kenya is Nairobi. 2: Peru uses the sol. 3: Laos borders five countries, including Myanmar and Cambodia. 4: Icelandic is the official language of Iceland.")
p('false', 'quiz', ['cap:AUS=Canberra', 'cur:ZAF=ZAR', 'sub:VNM=Eastern Asia', 'lang:ETH=Amharic'],
  "Pub quiz, geography round, answers: Q1 Canberra is the capital of Australia. Q2 The currency of South Africa is the rand. Q3 Vietnam is in East Asia. Q4 Amharic is the official language of Ethiopia.")
p('true', 'quiz', ['cap:BFA=Ouagadougou', 'cur:BFA=XOF', 'bor:BFA=NER', 'bor:BFA=MLI', 'cur:NER=XOF', 'cur:MLI=XOF', 'unk:landlocked:BFA'],
  "Which country has Ouagadougou as its capital? Burkina Faso. What currency do they use? The West African CFA franc, shared with neighbours such as Niger and Mali. Bonus: does Burkina Faso have a coast? No, it's landlocked.")
p('false', 'quiz', ['cap:ITA=Rome', 'bor:ESP=PRT', 'cur:DNK=EUR', 'lang:NLD=Dutch'],
  "Answer key for the Year 6 geography quiz: (1) Italy's capital is Rome. (2) Spain and Portugal share a border. (3) Denmark uses the euro. (4) Dutch is the official language of the Netherlands.")
p('true', 'quiz', ['!cap:BOL=La Paz', 'cap:BOL=Sucre', 'bor:URY=ARG'],
  "True or false: Bolivia's capital is La Paz? False, it's Sucre, although the government sits in La Paz. True or false: Uruguay shares a border with Argentina? True.")

# diary
p('false', 'diary', ['cur:KOR=KRW', 'bor:KOR=PRK', 'cap:PRK=Kaesong'],
  "Dear diary, day three in Seoul and my feet hurt. Minji took me to a market where everything was priced in won, and I bought far too many face masks. Tomorrow we take the train up to the DMZ, right on the border between South Korea and North Korea. Minji says that on a clear day you can see Kaesong, the North Korean capital, from the observatory.")
p('true', 'diary', ['bor:CHL=ARG', 'cur:CHL=CLP', 'cur:ARG=ARS', 'cap:ARG=Buenos Aires'],
  "8 March. Finally made it to Ushuaia after two days of buses from Punta Arenas in Chile. Crossing the border into Argentina was slow but painless, and I changed my last Chilean pesos into Argentine pesos at a terrible rate. Buenos Aires, the capital, is still 3,000 km north, which is hard to believe.")
p('false', 'diary', ['cur:IRL=EUR', 'bor:IRL=GBR', 'bor:SWE=DNK', 'bor:SWE=NOR', 'bor:SWE=FIN'],
  "Sunday. Rain all day in Galway, so I stayed in and wrote postcards. One went to my pen pal Sven in Uppsala, who keeps asking whether Ireland uses the pound like the United Kingdom. I told him no, Ireland uses the euro, and that Ireland's only land border is with the UK, whereas Sweden borders Denmark, Norway and Finland.")
p('true', 'diary', ['bor:SVK=POL', 'cap:HUN=Budapest', 'cur:HUN=HUF', '!cur:HUN=EUR'],
  "12 July, Kraków. Met Tomasz's grandparents today; his grandmother fed us pierogi until we couldn't move. Tomorrow we drive south to Slovakia, which borders Poland, and then on to Budapest, the capital of Hungary. I need to remember that Hungary uses the forint, not the euro.")
p('false', 'diary', ['bor:THA=LAO', 'cur:LAO=LAK', 'cap:LAO=Vientiane', 'cap:KHM=Hanoi'],
  "Guesthouse in Vientiane, can't sleep. Crossed from Thailand over the Friendship Bridge this afternoon; Thailand borders Laos along the Mekong for hundreds of kilometres. Changed 1,000 baht into Lao kip and felt like a millionaire. Vientiane is the capital of Laos but feels like a small town. Next stop is Hanoi, the capital of Cambodia, if the visa comes through.")

# letter
p('true', 'letter', ['lang:LBN=Arabic', 'lang:LBN=French', 'bor:SYR=LBN'],
  "Dear Professor Haddad, I am writing to thank you for hosting our group in Beirut last spring. The students still talk about the day trip to Byblos and about your lecture on why Lebanon has both Arabic and French as official languages. Several of them now hope to continue to Damascus one day, as Syria borders Lebanon and the two cultures are so closely linked. With warm regards, Helen Carter")
p('false', 'letter', ['cap:DJI=Djibouti', 'bor:DJI=ERI', 'bor:DJI=ETH', 'bor:DJI=SOM', 'bor:ETH=DJI', 'lang:DJI=French', 'lang:DJI=Somali', 'cur:DJI=DJF'],
  "Dear Editor, your article on Sunday about the Horn of Africa was excellent, but one point deserves adding. Djibouti, whose capital shares its name, borders Eritrea, Ethiopia and Somalia, and Ethiopia, its largest neighbour, ships most of its trade through Djibouti's port. Its official languages are French and Somali, and it has its own currency, the Djiboutian franc. Yours faithfully, Abdi Warsame, Leicester")
p('true', 'letter', ['cur:NZL=NZD', 'cur:AUS=AUD', 'lang:NZL=Māori'],
  "Dear Grandma and Grandpa, greetings from Wellington! New Zealand is beautiful and the people are so friendly. We're taking the ferry to the South Island next week, and then we fly to Sydney to see Uncle Pete, so I'll have to swap my New Zealand dollars for Australian dollars. I'm learning a bit of Māori too, which is one of the official languages here. Lots of love, Ella")
p('false', 'letter', ['cap:PRY=Asunción', 'bor:ARG=PRY', 'bor:ARG=URY', 'bor:PRY=URY', 'lang:PRY=Guaraní', 'lang:PRY=Spanish'],
  "To the Consul General: I am writing to request a visa appointment for my mother, who lives in Asunción, the capital of Paraguay. She plans to visit me in Montevideo by travelling overland through Argentina, which borders both countries. Paraguay does border Uruguay as well, but there is no direct bus on that route. She speaks Guaraní and Spanish, the two official languages of Paraguay. Respectfully, Rodrigo Benítez")
p('true', 'letter', ['bor:EST=LVA', 'cap:LVA=Riga', 'cur:EST=EUR', 'cur:LVA=EUR'],
  "Dear Mrs Lindqvist, thank you for the lovely parcel of Swedish cinnamon buns; they arrived in Tallinn still smelling of cardamom. Estonia and Latvia share a border, so my sister drove some on to Riga, the Latvian capital, the same afternoon. Both countries use the euro now, so I have enclosed a few euro coins for your grandson's collection. With gratitude, Kadri")

# social media post
p('false', 'social_post', ['cap:ISL=Reykjavik', 'cur:ISL=ISK', 'lang:ISL=Icelandic', 'reg:ISL=Europe', 'reg:GRL=Europe', 'cur:GRL=DKK'],
  "Just got back from a week in Iceland and I'm still not over it 🏔️ Reykjavik, the capital, is tiny but the food scene is incredible. Pro tip: everything is paid in Icelandic króna, and cards work everywhere. Also, Icelandic is the official language but literally everyone speaks English. Next year: Greenland, which counts as Europe too, and where they pay in Danish krone! #travel #iceland")
p('true', 'social_post', ['bor:CMR=NGA', 'cap:NGA=Abuja', '!cap:NGA=Lagos'],
  "So proud of our girls 🇳🇬⚽ Nigeria beat Cameroon 2-1 last night, and the whole of Lagos was out on the streets! Fun fact from my dad: Cameroon borders Nigeria along a very long stretch, and Abuja, not Lagos, is the Nigerian capital. Someone owes me 5,000 naira for that bet 😂")
p('false', 'social_post', ['reg:SVN=Europe', 'cap:SVN=Ljubljana', 'bor:ITA=SVN', 'cur:SVN=EUR', 'lang:SVN=Slovene', 'bor:SVN=CHE'],
  "Hot take: Slovenia is the most underrated country in Europe 🇸🇮 Ljubljana, the capital, is gorgeous, Lake Bled is right there, and you can be in Italy in an hour because Italy borders Slovenia. Prices are in euros, and the official language is Slovene, which my Croatian friends say is a bit like theirs. Plus Slovenia borders Switzerland, so ski weekends are easy. Fight me.")
p('true', 'social_post', ['cur:CAN=CAD', 'cur:MEX=MXN', 'cur:USA=USD'],
  "Our little shop now ships to Canada and Mexico! 🎉 Prices will show in each country's own currency: Canadian dollars for Canada, Mexican pesos for Mexico, and US dollars here at home in the United States. Thanks to everyone who asked, and yes, the maple syrup candles are back in stock.")
p('false', 'social_post', ['cap:MAR=Rabat', 'lang:MAR=Arabic', 'lang:MAR=Berber', 'cur:MAR=MAD', 'cap:TUN=Tunis', 'bor:MAR=DZA', 'cur:TUN=EUR'],
  "Week two of my language exchange in Morocco 🇲🇦 Rabat, the capital, is way calmer than Marrakech, and my host mum Fatima has basically adopted me. She explained that Arabic and Berber are both official languages here, and she insists on haggling in dirhams even for bread. Next weekend we fly to Tunis, the capital of Tunisia, because the land border with Algeria is closed. Tunisia uses the euro, so at least I won't need to change money again 🙌")

# FAQ
p('true', 'faq', ['cur:DEU=EUR', 'cur:POL=PLN', 'bor:DEU=POL'],
  "Q: Do I need to change money if I travel from Germany to Poland? A: Yes. Germany uses the euro, but Poland uses the złoty, so you will need PLN for most purchases. Q: Can I drive between the two? A: Yes, Germany borders Poland and there are no routine checks at the crossing.")
p('false', 'faq', ['cur:JPN=JPY', 'cur:KOR=KRW', 'lang:JPN=Japanese', 'lang:KOR=Korean', 'lang:KOR=English', 'cap:JPN=Tokyo'],
  "Which currency will I use? Our partner universities are in Japan and South Korea, so you will need yen and won respectively. What languages are official? Japanese in Japan, and Korean and English in South Korea. Where will orientation be held? In Tokyo, the capital of Japan, on 1 April.")
p('true', 'faq', ['cur:LIE=CHF', 'cap:LIE=Vaduz', 'bor:LIE=CHE', 'bor:LIE=AUT', 'cur:AUT=EUR', 'lang:LIE=German'],
  "Is Liechtenstein part of Switzerland? No, it is a separate principality, although it uses the Swiss franc. Its capital is Vaduz, and it borders only Switzerland and Austria; Austria, unlike its small neighbour, uses the euro. German is the official language.")
p('false', 'faq', ['cap:RWA=Kigali', 'bor:RWA=UGA', 'cur:RWA=RWF', 'cur:BDI=KES'],
  "Where is the festival? In Kigali, the capital of Rwanda. Can I come overland from Uganda? Yes, Rwanda and Uganda share a border with several crossings. What money should I bring? Rwandan francs, and if you're continuing on to Burundi, note that Burundi uses the Kenyan shilling.")
p('true', 'faq', ['cur:PAN=PAB', 'cur:PAN=USD', 'bor:CRI=PAN', 'cur:CRI=CRC'],
  "Why does our price list show two currencies for Panama? Because Panama uses both the balboa and the US dollar, and in practice most card payments are in dollars. Do you deliver to Costa Rica? Yes, Costa Rica borders Panama, so we ship by road from David, and we invoice in Costa Rican colones there.")

# tour-guide script
p('false', 'tour_guide', ['cap:DEU=Berlin', 'reg:DEU=Europe', 'bor:DEU=DNK', 'bor:DEU=POL', 'bor:DEU=AUT', 'cur:CZE=EUR'],
  "Ladies and gentlemen, on your left is the Brandenburg Gate, the symbol of Berlin, the capital of Germany. Germany has more neighbours than almost any other country in Europe, nine in total, including Denmark, Poland and Austria. After lunch we'll cross into the Czech Republic, where you'll need euros, since Czechia uses the euro. Please stay with the group and follow my umbrella.")
p('true', 'tour_guide', ['bor:VAT=ITA', 'lang:VAT=Italian', 'lang:VAT=Latin', 'cap:ITA=Rome'],
  "Welcome, everyone, I'm Giulia and I'll be your guide today. We are now walking through Vatican City, which is entirely surrounded by Italy and borders only Italy. The official languages here are Italian and Latin, and even the cash machines offer a Latin menu. In an hour we'll be back in Rome, the Italian capital, for lunch.")
p('false', 'tour_guide', ['bor:SVK=HUN', 'cap:HUN=Budapest', 'cur:SVK=EUR', 'cur:HUN=HUF', 'cap:ROU=Cluj-Napoca'],
  "Okay folks, gather round. This bridge crosses the Danube, and the far bank is already Slovakia, which borders Hungary along the river. Budapest, Hungary's capital, is about two hours downstream. If you buy anything on the Slovak side you'll pay in euros, while here in Hungary it's the forint. And if we kept driving east, we'd reach Romania, whose capital, Cluj-Napoca, is a lovely university town.")
p('true', 'tour_guide', ['bor:ZMB=ZWE', 'cur:ZMB=ZMW', 'cur:ZWE=USD'],
  "Good morning and welcome to Victoria Falls. The river below is the Zambezi, and it forms the frontier: Zambia is on the far side and Zimbabwe is where we're standing, because Zambia borders Zimbabwe along this stretch. Zambia's currency is the kwacha, so bring some if you walk across the bridge, while here in Zimbabwe US dollars are accepted almost everywhere. Our lunch stop in Livingstone is on the Zambian side.")
p('false', 'tour_guide', ['cap:CZE=Prague', 'lang:CZE=Czech', 'lang:CZE=Slovak', 'bor:CZE=SVK', 'bor:CZE=AUT', 'bor:CZE=DEU', 'bor:CZE=HUN', 'cur:SVK=EUR', 'cur:CZE=CZK'],
  "Right, everyone, behind me is Prague Castle, and this city is the capital of Czechia. Czech is the official language, and so is Slovak, a reminder of the old Czechoslovakia. The country borders Slovakia, Austria, Germany and Hungary, which is why you'll hear so many languages on this bridge. Slovakia, by the way, switched to the euro, while the Czechs still use the koruna. Please keep your bags close, pickpockets love the Charles Bridge.")

# podcast transcript
p('true', 'podcast', ['bor:KAZ=RUS', 'bor:KAZ=CHN', 'cap:KAZ=Astana', 'cur:KAZ=KZT', 'cur:UZB=UZS'],
  "HOST: Welcome back to Borderlines, the show about maps. GUEST: Thanks for having me. So today's country is Kazakhstan, which borders Russia and China, and people forget how huge it is. HOST: And the capital is Astana, right? GUEST: Right, and the currency is the tenge, while next door in Uzbekistan they use the som.")
p('false', 'podcast', ['cap:RUS=Moscow', 'bor:MNG=RUS', 'sub:MNG=Central Asia', 'cur:MNG=MNT'],
  "[Transcript, episode 112] MAYA: So I finally did the Trans-Siberian. JOE: All the way from Moscow? MAYA: Moscow, the capital of Russia, to Vladivostok, plus a detour into Mongolia, which borders Russia. JOE: Is Mongolia East Asia or Central Asia? MAYA: It's Central Asia, and they pay in tögrög, so I had to change money again.")
p('true', 'podcast', ['cap:LBN=Beirut', 'lang:LBN=French', 'lang:LBN=Arabic', 'bor:LBN=SYR', 'lang:SYR=Arabic'],
  "Welcome to Kitchen Atlas, I'm Sam, and this week we're in Lebanon. My guest Rania grew up in Beirut, the capital, and she says the secret to tabbouleh is more parsley than you think. We also talk about how French is still an official language there, alongside Arabic. Next week we cross the border into Syria, where Arabic is the sole official language, for a whole episode on Aleppo pepper.")
p('false', 'podcast', ['cap:BOL=Sucre', 'bor:BOL=CHL', 'bor:BOL=PER', 'bor:BOL=ECU', 'lang:PER=Quechua', 'lang:BOL=Quechua'],
  "On today's episode of Footnotes of History: why does Bolivia seem to have two capitals? Sucre is the official capital of Bolivia, while La Paz hosts the government. My co-host Dan points out that Bolivia borders Chile, Peru and Ecuador, and that Peru, just across Lake Titicaca, has Quechua as an official language too. Stick around for the listener mail at the end.")
p('true', 'podcast', ['reg:GRL=Americas', 'sub:GRL=North America', 'cur:GRL=DKK', 'cur:DNK=DKK'],
  "JESS: Okay, listener question from Priya in Leeds: is Greenland part of Europe? MARK: Geographically it's grouped with the Americas, as part of North America. JESS: And the money? MARK: Danish krone, same as Denmark.")

# cover letter
p('false', 'cover_letter', ['bor:KEN=TZA', 'lang:KEN=Swahili', 'lang:TZA=Swahili', 'cap:UGA=Entebbe'],
  "Dear Hiring Manager, I am applying for the Regional Coordinator position in your Nairobi office. For the past four years I have managed logistics between Kenya and Tanzania, two neighbouring countries, and I am fluent in Swahili, an official language of both. I have also worked in Entebbe, the capital of Uganda, where I coordinated cross-border shipments. I would welcome the chance to discuss how my experience fits your team. Sincerely, Grace Achieng")
p('true', 'cover_letter', ['lang:CAN=English', 'lang:CAN=French', 'lang:BEL=Dutch', 'lang:BEL=French'],
  "Dear Ms Fontaine, I would like to apply for the translator role advertised on your website. I grew up in Montreal and am a native speaker of both official languages of Canada, English and French. I then spent five years in Brussels, where I worked in Dutch and French, two of Belgium's official languages. I am confident I can help your agency serve clients on both sides of the Atlantic. Yours sincerely, Marc Tremblay")
p('false', 'cover_letter', ['bor:PER=BOL', 'lang:CHL=Spanish', 'lang:PER=Spanish', 'lang:BOL=Spanish', 'lang:CHL=Aymara', 'cur:CHL=CLP'],
  "To the recruitment team at Andes Mining: I am a geologist with eight years of field experience in Chile and Peru. In Peru I led surveys in the highlands near the frontier where Peru borders Bolivia. I am a native Spanish speaker, Spanish being official in all three countries, and I also speak Aymara, which is an official language of Chile. I have managed budgets in Chilean pesos for a team of 40.")
p('true', 'cover_letter', ['lang:BGD=Bengali', 'bor:IND=BGD', 'cur:BGD=BDT'],
  "Dear Dr Sharma, please accept my application for the research assistant post in your lab. I was born in Dhaka and completed my master's in Kolkata, so I am fluent in Bengali, the official language of Bangladesh, and used to working on both sides of the border between India and Bangladesh. During fieldwork I managed grants paid in Bangladeshi taka. I have attached my CV and two references.")
p('false', 'cover_letter', ['cap:LTU=Vilnius', 'lang:EST=Estonian', 'bor:LVA=EST', 'lang:LVA=Latvian', 'lang:LVA=Russian'],
  "Dear Selection Committee, I am writing to apply for the Baltic Studies fellowship. I hold a degree from the University of Tartu in Estonia and spent a year in Vilnius, the capital of Lithuania, researching language policy. My thesis compared Estonia, where Estonian is the sole official language, with Latvia, which borders Estonia and recognises both Latvian and Russian as official languages. I speak all three Baltic languages as well as Russian.")

# classified ad
p('true', 'classified_ad', ['cap:NAM=Windhoek', 'bor:BWA=NAM', 'cur:NAM=NAD', 'cur:NAM=ZAR'],
  "FOR SALE: 2016 Land Rover Defender, right-hand drive, 140,000 km, registered in Namibia. Perfect for overlanding; we drove it from Windhoek, the Namibian capital, into Botswana, which borders Namibia, without a single breakdown. Asking 420,000 Namibian dollars, or the equivalent in South African rand, which is also legal tender in Namibia. Call Pieter on 081 555 0199.")
p('false', 'classified_ad', ['cur:CHE=CHF', 'cur:CHE=EUR', 'bor:CHE=FRA', 'cur:FRA=EUR'],
  "ROOM AVAILABLE in a shared flat in Geneva, 5 minutes from the tram, from 1 September. Rent is 950 Swiss francs a month, bills included, and we can also take euros, as Switzerland uses the euro alongside the franc. Great for an intern at one of the UN agencies, and handy for weekend trips across the border to France, where everything is priced in euros anyway. Message Léa or Nico.")
p('true', 'classified_ad', ['lang:PRT=Portuguese', 'lang:BRA=Portuguese'],
  "Wanted: native Portuguese speaker to tutor two teenagers online, three evenings a week. We are a Brazilian family now living in Lisbon, and the kids need help with exams, since Portuguese is the official language of Portugal as well as Brazil. Payment in euros by bank transfer. Please email Fernanda with your rates.")
p('false', 'classified_ad', ['cur:HKG=HKD', 'cur:MAC=HKD'],
  "LOST DOG near the Tsim Sha Tsui ferry pier in Hong Kong on Sunday evening: small white terrier called Biscuit, very friendly. Reward of 5,000 Hong Kong dollars, Hong Kong's own currency, for his safe return. We are staying with family in Macau this week, where the official currency is the Hong Kong dollar too, so we can also pay the reward there. Call Winnie on 6123 4567.")
p('true', 'classified_ad', ['cur:JOR=JOD', 'cap:ISR=Jerusalem'],
  "For sale: box of 30 vintage travel posters, mostly 1960s, including Egypt, Jordan and Israel. The Jordan ones show Petra and prices in Jordanian dinars, which is still the currency there. The Israel set features Jerusalem, its capital, and a lovely Red Sea beach scene at Eilat. Collection only, from Amman or by arrangement.")

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
    random.Random(14).shuffle(singles)
    random.Random(1414).shuffle(paras)
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
    if len(genres) < 18:
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
