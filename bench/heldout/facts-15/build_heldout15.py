#!/usr/bin/env python3
"""Build bench/facts-heldout-15.tsv from the hand-written row definitions below.

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
OUT = os.path.normpath(os.path.join(HERE, '..', '..', 'facts-heldout-15.tsv'))

HEADER = [
    "# Fifteenth blind held-out set of labelled country claims (facts-heldout-15), written from kb.jsonl/entities.jsonl only, without reading the checker, its vocabulary, examples, tests or the earlier held-out sets.",
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
# extra surface forms for facts-15
OBJ_ALIASES.update({'Chișinău': ['Chisinau'], 'Brasília': ['Brasilia'], 'BGN': ['lev', 'leva']})
SUBJ_ALIASES.update({'AND': ['Andorran'], 'UZB': ['Uzbek', 'Uzbekistan']})


# ------------------------------------------------------------------ rows
SINGLES = []   # (label, spec, text)
PARAS = []     # (label, genre, [specs], text)


def s(label, spec, text):
    SINGLES.append((label, spec, text))


def p(label, genre, specs, text):
    PARAS.append((label, genre, specs, text))


# === ROWS START ===
# ---- single claims: has_capital, true
s('true', 'cap:BTN=Thimphu', "Bhutan's capital, Thimphu, famously gets by without traffic lights.")
s('true', 'cap:KGZ=Bishkek', "The Kyrgyz capital, Bishkek, sits at the foot of the Ala-Too range.")
s('true', 'cap:BWA=Gaborone', "Botswana is governed from Gaborone, its capital.")
s('true', 'cap:URY=Montevideo', "Montevideo? Yeah, that's Uruguay's capital.")
s('true', 'cap:NPL=Kathmandu', "Nepal is run from Kathmandu, the national capital.")
s('true', 'cap:SUR=Paramaribo', "Paramaribo is the capital of the Republic of Suriname.")
s('true', '!cap:AUS=Sydney', "Contrary to popular belief, Sydney is not the capital of Australia.")
s('true', '!cap:TUR=Istanbul', "However big it is, Istanbul isn't Türkiye's capital.")
s('true', 'cap:MWI=Lilongwe', "Lilongwe serves Malawians as their capital city.")
s('true', 'cap:LVA=Riga', "The Latvian capital is Riga.")
s('true', 'cap:TLS=Dili', "Dili is the capital of East Timor.")
s('true', 'cap:CIV=Yamoussoukro', "Officially, Yamoussoukro is the capital of Côte d'Ivoire.")
s('true', 'cap:NAM=Windhoek', "Namibia has its capital in Windhoek.")
s('true', 'cap:FJI=Suva', "Suva, on the island of Viti Levu, is the Fijian capital.")
s('true', 'cap:HND=Tegucigalpa', "Honduras — capital: Tegucigalpa.")
s('true', 'cap:ZAF=Bloemfontein', "Bloemfontein is one of South Africa's three capitals.")
s('true', 'cap:KAZ=Astana', "Kazakhstan's capital city is Astana.")
# ---- has_capital, false
s('false', 'cap:CAN=Toronto', "Toronto is the capital of Canada.")
s('false', 'cap:NGA=Lagos', "Nigeria's capital is Lagos.")
s('false', 'cap:MAR=Casablanca', "Casablanca is the Moroccan capital.")
s('false', 'cap:VNM=Ho Chi Minh City', "The capital of Vietnam is Ho Chi Minh City.")
s('false', 'cap:NZL=Auckland', "Auckland serves as New Zealand's capital.")
s('false', 'cap:BRA=Rio de Janeiro', "Brazil is governed from Rio de Janeiro, the national capital.")
s('false', '!cap:PER=Lima', "Lima is not the capital of Peru.")
s('false', '!cap:ETH=Addis Ababa', "Addis Ababa isn't Ethiopia's capital city.")
s('false', 'cap:PAK=Karachi', "Pakistan's capital city? That would be Karachi.")
s('false', 'cap:TZA=Dar es Salaam', "The Tanzanian capital is Dar es Salaam.")
s('false', 'cap:KHM=Siem Reap', "Siem Reap is the capital of the Kingdom of Cambodia.")
s('false', 'cap:ECU=Guayaquil', "Ecuador's capital is the port city of Guayaquil.")
s('false', 'cap:SEN=Saint-Louis', "Senegal's capital is Saint-Louis.")
s('false', 'cap:GEO=Batumi', "Georgia (the country, not the US state) has Batumi as its capital.")
s('false', 'cap:OMN=Salalah', "Salalah is the capital of the Sultanate of Oman.")
s('false', 'cap:JAM=Montego Bay', "Jamaica's capital is Montego Bay.")
s('false', 'cap:CHE=Zurich', "Zurich is the Swiss capital.")
# ---- in_region, true
s('true', 'reg:MDG=Africa', "Madagascar is an African island nation.")
s('true', 'reg:TUR=Asia', "Türkiye is counted as an Asian country.")
s('true', 'reg:GRL=Americas', "Greenland is geographically part of the Americas.")
s('true', 'reg:ARM=Asia', "Armenia is an Asian country.")
s('true', 'reg:CYP=Europe', "Cyprus is considered a European country.")
s('true', 'reg:VUT=Oceania', "Vanuatu is an island country in Oceania.")
s('true', 'reg:GUY=Americas', "Guyana sits on the northern coast of South America.")
s('true', 'reg:ATF=Antarctic', "The French Southern and Antarctic Lands are classified under the Antarctic region.")
s('true', '!reg:EGY=Asia', "Egypt is not in Asia.")
s('true', 'reg:KIR=Oceania', "Kiribati is a Pacific nation in Oceania.")
s('true', 'reg:AZE=Asia', "Azerbaijan is located in Asia.")
s('true', 'reg:LTU=Europe', "Lithuania is one of the European states on the Baltic.")
s('true', 'reg:BLZ=Americas', "Belize is a country of the Americas.")
s('true', 'reg:MUS=Africa', "Mauritius counts as an African country.")
s('true', 'reg:BHR=Asia', "The Kingdom of Bahrain lies in Asia.")
s('true', '!reg:ISL=Americas', "Iceland is not part of the Americas.")
s('true', 'reg:PCN=Oceania', "The Pitcairn Islands lie in Oceania.")
# ---- in_region, false
s('false', 'reg:MAR=Europe', "Morocco is a European country.")
s('false', 'reg:JPN=Oceania', "Japan is part of Oceania.")
s('false', 'reg:KAZ=Europe', "Kazakhstan is located in Europe.")
s('false', 'reg:GEO=Europe', "Georgia is a European country.")
s('false', 'reg:PNG=Asia', "Papua New Guinea is in Asia.")
s('false', 'reg:MDV=Africa', "The Maldives belong to Africa.")
s('false', 'reg:IOT=Asia', "The British Indian Ocean Territory is an Asian territory.")
s('false', '!reg:NOR=Europe', "Norway is not in Europe.")
s('false', 'reg:CPV=Americas', "Cape Verde lies in the Americas.")
s('false', 'reg:SYC=Asia', "The Seychelles are an Asian archipelago nation.")
s('false', 'reg:BMU=Europe', "Bermuda is in Europe.")
s('false', 'reg:TTO=Europe', "Trinidad and Tobago is a European country.")
s('false', '!reg:NZL=Oceania', "New Zealand isn't in Oceania.")
s('false', 'reg:ESH=Asia', "Western Sahara is in Asia.")
s('false', 'reg:UZB=Europe', "Uzbekistan is in Europe.")
s('false', 'reg:GUM=Americas', "Guam is in the Americas.")
s('false', 'reg:ISR=Africa', "Israel is an African country.")
# ---- in_subregion, true
s('true', 'sub:LAO=South-Eastern Asia', "Laos is in Southeast Asia.")
s('true', 'sub:MDA=Eastern Europe', "Moldova belongs to Eastern Europe.")
s('true', 'sub:GNQ=Middle Africa', "Equatorial Guinea is a Central African nation.")
s('true', 'sub:TON=Polynesia', "Tonga is a Polynesian kingdom.")
s('true', 'sub:PLW=Micronesia', "Palau lies in Micronesia.")
s('true', 'sub:SLB=Melanesia', "The Solomon Islands are part of Melanesia.")
s('true', 'sub:TKM=Central Asia', "Turkmenistan is a Central Asian republic.")
s('true', 'sub:SVK=Central Europe', "Slovakia is in Central Europe.")
s('true', 'sub:NIC=Central America', "Nicaragua is one of the Central American republics.")
s('true', 'sub:BGR=Southeast Europe', "Bulgaria is located in southeastern Europe.")
s('true', 'sub:KWT=Western Asia', "Kuwait is a Western Asian state.")
s('true', 'sub:GHA=Western Africa', "Ghana is a country in West Africa.")
s('true', '!sub:MEX=Central America', "Mexico is not a Central American country.")
s('true', 'sub:BRN=South-Eastern Asia', "Brunei Darussalam is a small South-East Asian sultanate.")
s('true', 'sub:TUN=Northern Africa', "Tunisia is in North Africa.")
s('true', 'sub:MLT=Southern Europe', "Malta is a Southern European island state.")
# ---- in_subregion, false
s('false', 'sub:AFG=Central Asia', "Afghanistan is in Central Asia.")
s('false', 'sub:POL=Eastern Europe', "Poland is an Eastern European country.")
s('false', 'sub:ZMB=Southern Africa', "Zambia belongs to Southern Africa.")
s('false', 'sub:SSD=Eastern Africa', "South Sudan is an East African country.")
s('false', 'sub:IRN=Western Asia', "Iran is in Western Asia.")
s('false', 'sub:DEU=Central Europe', "Germany lies in Central Europe.")
s('false', 'sub:HRV=Southern Europe', "Croatia is a Southern European country.")
s('false', '!sub:PER=South America', "Peru is not in South America.")
s('false', 'sub:MMR=Southern Asia', "Myanmar is part of South Asia.")
s('false', 'sub:SDN=Eastern Africa', "Sudan is in East Africa.")
s('false', 'sub:EST=Eastern Europe', "Estonia is an Eastern European state.")
s('false', 'sub:FJI=Polynesia', "Fiji is a Polynesian nation.")
s('false', 'sub:PAN=South America', "Panama is a South American country.")
s('false', '!sub:LUX=Western Europe', "Luxembourg isn't in Western Europe.")
s('false', 'sub:MNG=Central Asia', "Mongolia is a Central Asian country.")
s('false', 'sub:CMR=Western Africa', "Cameroon is in West Africa.")
# ---- official_language, true
s('true', 'lang:PRY=Guaraní', "Guarani is an official language of Paraguay.")
s('true', 'lang:BLR=Belarusian', "Belarusian has official status in Belarus.")
s('true', 'lang:LUX=Luxembourgish', "Luxembourgish is among the official languages of the Grand Duchy of Luxembourg.")
s('true', 'lang:ERI=Tigrinya', "Tigrinya is an official language in Eritrea.")
s('true', 'lang:HTI=Haitian Creole', "Haitian Creole is one of Haiti's official languages.")
s('true', 'lang:BOL=Aymara', "Bolivia recognizes Aymara as an official language.")
s('true', 'lang:RWA=Kinyarwanda', "Kinyarwanda is official in Rwanda.")
s('true', 'lang:SGP=Tamil', "Tamil is one of Singapore's four official languages.")
s('true', 'lang:MDG=Malagasy', "In Madagascar, Malagasy is an official language.")
s('true', 'lang:IRL=Irish', "Irish is an official language of the Republic of Ireland.")
s('true', '!lang:BRA=Spanish', "Spanish is not an official language of Brazil.")
s('true', 'lang:PAK=Urdu', "Urdu is an official language of Pakistan.")
s('true', 'lang:CAF=Sango', "Sango has official status in the Central African Republic.")
s('true', 'lang:TLS=Tetum', "Tetum is co-official in Timor-Leste.")
s('true', '!lang:AGO=French', "French is not an official language of Angola.")
s('true', 'lang:KAZ=Kazakh', "Kazakh is the state language of Kazakhstan.")
s('true', 'lang:VUT=Bislama', "Bislama is one of the official languages of Vanuatu.")
# ---- official_language, false
s('false', 'lang:ARG=Italian', "Italian is an official language of Argentina.")
s('false', 'lang:EGY=English', "English is an official language of Egypt.")
s('false', 'lang:MAR=French', "French is an official language of Morocco.")
s('false', 'lang:KEN=Somali', "Somali has official status in Kenya.")
s('false', 'lang:DZA=French', "Algeria recognizes French as an official language.")
s('false', 'lang:PHL=Spanish', "Spanish is still an official language of the Philippines.")
s('false', '!lang:FIN=Swedish', "Swedish is not an official language of Finland.")
s('false', 'lang:MOZ=English', "English is one of Mozambique's official languages.")
s('false', 'lang:USA=Spanish', "Spanish is an official language of the United States.")
s('false', 'lang:ISR=English', "In Israel, English is an official language.")
s('false', 'lang:THA=Lao', "Lao is official in Thailand.")
s('false', 'lang:LBN=English', "English is one of Lebanon's official languages.")
s('false', '!lang:NZL=Māori', "Māori is not an official language of New Zealand.")
s('false', 'lang:MYS=Tamil', "Tamil is an official language of Malaysia.")
s('false', 'lang:NPL=Hindi', "Hindi is an official language of Nepal.")
s('false', 'lang:BEL=Luxembourgish', "Belgium has Luxembourgish as an official language.")
s('false', 'lang:KGZ=Uzbek', "Uzbek is an official language of Kyrgyzstan.")
# ---- currency, true
s('true', 'cur:HUN=HUF', "Prices in Hungary are quoted in forints.")
s('true', 'cur:THA=THB', "Thailand's currency is the baht.")
s('true', 'cur:GEO=GEL', "The lari is Georgia's currency.")
s('true', 'cur:PER=PEN', "Peruvians pay in soles.")
s('true', 'cur:MNE=EUR', "Montenegrins pay with euros.")
s('true', 'cur:KHM=KHR', "Cambodia's national currency is the riel.")
s('true', 'cur:ECU=USD', "Ecuador adopted the US dollar as its currency.")
s('true', 'cur:MAR=MAD', "In Morocco you pay in dirhams.")
s('true', 'cur:NGA=NGN', "Nigeria's money is the naira (NGN).")
s('true', 'cur:TON=TOP', "The pa'anga is the currency used in Tonga.")
s('true', 'cur:CPV=CVE', "Cape Verde's currency code is CVE.")
s('true', '!cur:DNK=EUR', "Denmark does not use the euro.")
s('true', 'cur:SWZ=ZAR', "The South African rand circulates as legal tender in Eswatini.")
s('true', 'cur:ALB=ALL', "Albania's currency is the lek.")
s('true', 'cur:MRT=MRU', "The ouguiya is Mauritania's currency.")
s('true', '!cur:SWE=EUR', "Sweden has not adopted the euro.")
s('true', 'cur:BGR=BGN', "Bulgarians pay in leva.")
# ---- currency, false
s('false', 'cur:CHE=EUR', "Switzerland's currency is the euro.")
s('false', 'cur:POL=EUR', "Poland uses the euro as its currency.")
s('false', 'cur:GBR=EUR', "In the UK, people pay in euros.")
s('false', '!cur:ESP=EUR', "Spain doesn't use the euro.")
s('false', 'cur:CZE=EUR', "The Czech Republic has the euro as its currency.")
s('false', 'cur:JPN=CNY', "Japan's currency is the yuan.")
s('false', 'cur:IDN=MYR', "Indonesia uses the ringgit.")
s('false', 'cur:KEN=TZS', "Kenya's currency is the Tanzanian shilling.")
s('false', 'cur:ARG=USD', "Argentina's official currency is the US dollar.")
s('false', 'cur:TUR=EUR', "Türkiye uses the euro.")
s('false', 'cur:IND=PKR', "The Pakistani rupee is India's currency.")
s('false', 'cur:SRB=EUR', "Serbia's official currency is the euro.")
s('false', '!cur:SLV=USD', "El Salvador does not use the US dollar.")
s('false', 'cur:VNM=THB', "Vietnam's currency is the baht.")
s('false', 'cur:NOR=SEK', "Norway uses the Swedish krona.")
s('false', 'cur:BRA=ARS', "The Argentine peso is the currency of Brazil.")
s('false', 'cur:EGY=SAR', "Egyptians pay in Saudi riyals.")
# ---- borders, true
s('true', 'bor:AUT=LIE', "Austria shares a border with Liechtenstein.")
s('true', 'bor:PER=ECU', "Peru and Ecuador are neighbours.")
s('true', 'bor:ZMB=AGO', "Zambia borders Angola to the west.")
s('true', 'bor:LAO=KHM', "Laos has a land border with Cambodia.")
s('true', 'bor:GIN=SLE', "Guinea and Sierra Leone share a frontier.")
s('true', 'bor:MKD=UNK', "North Macedonia borders Kosovo.")
s('true', 'bor:SAU=YEM', "Saudi Arabia's southern neighbour is Yemen.")
s('true', '!bor:ESP=ITA', "Spain does not border Italy.")
s('true', '!bor:DEU=ITA', "Germany and Italy do not share a border.")
s('true', 'bor:BRN=MYS', "Brunei is bordered by Malaysia.")
s('true', 'bor:HUN=SVN', "Hungary touches Slovenia along a short border.")
s('true', '!bor:FRA=AUT', "France has no border with Austria.")
s('true', 'bor:SWZ=MOZ', "Eswatini shares its eastern border with Mozambique.")
s('true', 'bor:KGZ=KAZ', "Kyrgyzstan borders Kazakhstan to the north.")
s('true', '!bor:CHL=COL', "Chile doesn't border Colombia.")
s('true', 'bor:GUF=SUR', "French Guiana borders Suriname.")
# ---- borders, false
s('false', 'bor:POL=AUT', "Poland borders Austria.")
s('false', 'bor:ARG=PER', "Argentina shares a border with Peru.")
s('false', 'bor:EGY=JOR', "Egypt has a land border with Jordan.")
s('false', '!bor:CHN=VNM', "China does not border Vietnam.")
s('false', 'bor:KEN=RWA', "Kenya and Rwanda are neighbouring countries.")
s('false', 'bor:NLD=FRA', "The Netherlands borders France.")
s('false', 'bor:THA=VNM', "Thailand borders Vietnam.")
s('false', '!bor:USA=MEX', "The United States doesn't share a border with Mexico.")
s('false', 'bor:IRQ=LBN', "Iraq borders Lebanon.")
s('false', 'bor:NGA=GHA', "Nigeria and Ghana share a land border.")
s('false', 'bor:SWE=DNK', "Sweden borders Denmark by land.")
s('false', 'bor:BOL=URY', "Bolivia borders Uruguay.")
s('false', '!bor:RWA=COD', "Rwanda has no border with the DRC.")
s('false', 'bor:SRB=SVN', "Serbia borders Slovenia.")
s('false', 'bor:TZA=ETH', "Tanzania and Ethiopia share a border.")
s('false', 'bor:MNG=KAZ', "Mongolia borders Kazakhstan.")
# ---- unknown: relations the KB lacks, about KB countries
s('unknown', 'unk:population:NGA', "Nigeria has more than 200 million inhabitants.")
s('unknown', 'unk:landlocked:PRY', "Paraguay is landlocked.")
s('unknown', 'unk:calling_code:FRA', "France's international dialling code is +33.")
s('unknown', 'unk:tld:TUV', "Tuvalu's internet domain is .tv.")
s('unknown', 'unk:largest_city:CHE', "Zurich is Switzerland's largest city.")
s('unknown', 'unk:independence:GHA', "Ghana became independent in 1957.")
s('unknown', 'unk:head_of_state:NOR', "Norway's head of state is a king.")
s('unknown', 'unk:time_zones:RUS', "Russia spans eleven time zones.")
s('unknown', 'unk:anthem:ZAF', "South Africa's national anthem mixes five languages.")
s('unknown', 'unk:driving_side:JPN', "In Japan, people drive on the left.")
s('unknown', 'unk:highest_point:NPL', "Nepal's highest point is Mount Everest.")
s('unknown', 'unk:un_member:VAT', "The Vatican is not a member of the United Nations.")
s('unknown', 'unk:motto:USA', "The motto of the United States is 'In God We Trust'.")
s('unknown', 'unk:capital_since:BRA', "Brasília has been Brazil's capital since 1960.")
s('unknown', 'unk:national_animal:AUS', "The kangaroo is Australia's national animal.")
s('unknown', 'unk:eu_member:IRL', "Ireland is a member of the European Union.")
s('unknown', 'unk:nato_member:TUR', "Türkiye joined NATO in 1952.")
s('unknown', 'unk:area:CAN', "Canada is the second-largest country by area.")
s('unknown', 'unk:coastline:BOL', "Bolivia has no coastline.")
s('unknown', 'unk:demonym:MCO', "People from Monaco are called Monegasques.")
# ---- unknown: subjects not in the KB
s('unknown', 'unk:has_capital:-:Scotland', "The capital of Scotland is Edinburgh.")
s('unknown', 'unk:has_capital:-:Genovia', "Pyrus is the capital of Genovia.")
s('unknown', 'unk:currency:-:Transnistria', "Transnistria issues its own Transnistrian ruble.")
s('unknown', 'unk:official_language:-:Quebec', "French is the sole official language of Quebec.")
s('unknown', 'unk:in_region:-:Atlantis', "Legend places Atlantis in the Atlantic Ocean.")
# ---- paragraphs (label, genre, specs, text)
# support chat transcripts
p('true', 'support-chat',
  ['cap:LTU=Vilnius', 'cap:LVA=Riga', 'cur:LTU=EUR', 'cur:LVA=EUR'],
  "Customer: Hi, I'm sending a parcel to Vilnius — that's in Latvia, right? Agent: Not quite. Vilnius is the capital of Lithuania; Latvia's capital is Riga. Customer: Got it. And both use the euro? Agent: Yes, Lithuania and Latvia both pay in euros, so no conversion fee applies.")
p('false', 'support-chat',
  ['cap:CYP=Nicosia', 'sub:CYP=Western Asia', 'sub:TUR=Western Asia', 'lang:CYP=Greek', 'lang:CYP=Turkish', 'cur:CYP=EUR', 'cap:GRC=Athens', 'cur:GRC=EUR'],
  "User: Does my roaming plan cover Nicosia? Bot: Yes — Nicosia is the capital of Cyprus, which lies in Western Asia, just like Türkiye. Greek and Turkish are both official in Cyprus, and top-ups there are charged in euros. Greece is covered too (capital Athens, also on the euro).")
p('false', 'support-chat',
  ['cap:GHA=Accra', 'cap:TGO=Lomé', 'bor:TGO=GHA', 'cur:GHA=XOF', 'cur:TGO=XOF'],
  "Agent: Your flight AB123 lands in Accra, Ghana's capital, at 06:40. Customer: Great, and I connect onward to Lomé. Agent: Correct — Lomé is the capital of Togo, Ghana's eastern neighbour. Both Ghana and Togo use the West African CFA franc, so you can keep the same cash for the whole trip.")
p('true', 'support-chat',
  ['cur:ECU=USD', 'cur:SLV=USD', 'cur:PAN=PAB', 'cur:PAN=USD', 'cur:CRI=CRC', '!cur:CRI=USD'],
  "Chat log 14:02 — Customer: Can I pay in dollars in Ecuador and El Salvador? Agent: Yes, both countries use the US dollar. Customer: What about Panama? Agent: Panama uses the balboa alongside the US dollar. Customer: And Costa Rica? Agent: No, Costa Rica has its own currency, the colón.")
p('false', 'support-chat',
  ['!cap:KEN=Dodoma', 'cap:TZA=Dodoma', 'cap:KEN=Nairobi', 'bor:KEN=TZA', 'bor:KEN=UGA', 'bor:KEN=ETH', 'bor:KEN=SOM', 'bor:KEN=SSD', 'bor:RWA=KEN'],
  "Support ticket #5531: the customer says the app listed Dodoma as the capital of Kenya. That was our bug — Dodoma is Tanzania's capital, and Kenya's is Nairobi. The fix also corrects the neighbour list: Kenya borders Tanzania, Uganda, Ethiopia, Somalia and South Sudan, while Rwanda borders Kenya too.")
# travel itinerary notes
p('true', 'itinerary',
  ['cap:GEO=Tbilisi', 'cur:GEO=GEL', 'bor:GEO=ARM', 'cap:ARM=Yerevan', '!bor:GEO=IRN', 'bor:ARM=IRN'],
  "Day 1: land in Tbilisi, the Georgian capital, and pick up lari at the airport. Day 3: cross into Armenia (Georgia is its northern neighbour) and overnight in Yerevan, the capital. Day 5: back to Tbilisi; note that Georgia has no border with Iran, so the Iran leg needs a flight or a transit through Armenia.")
p('false', 'itinerary',
  ['cap:NAM=Windhoek', 'bor:NAM=BWA', 'cap:BWA=Gaborone', 'bor:BWA=ZWE', 'bor:LSO=ZAF', 'cap:LSO=Maputo'],
  "Itinerary — Southern Africa loop. Fly into Windhoek, Namibia's capital, then drive east into Botswana and stay two nights in Gaborone, the capital. From there we enter Zimbabwe at Plumtree; Botswana borders Zimbabwe, so it's a short hop. The last leg goes to Lesotho, reached only through South Africa, and we'll overnight in its capital, Maputo.")
p('true', 'itinerary',
  ['cap:ECU=Quito', 'bor:ECU=PER', 'cap:PER=Lima', 'cap:BOL=Sucre', '!cap:BOL=La Paz', 'bor:CHL=BOL', 'bor:CHL=PER', 'cap:CHL=Santiago'],
  "Andes trip notes: Quito first (Ecuador's capital), then south over the land border into Peru for Lima, its capital. Bolivia's constitutional capital is Sucre, so that's where the museum visit is booked, even though most people assume La Paz. Chile borders Bolivia and Peru, which makes the overland return to Santiago, the Chilean capital, feasible.")
p('false', 'itinerary',
  ['cur:SVN=EUR', 'cur:HRV=EUR', 'cur:SRB=RSD', 'cap:SRB=Belgrade', 'bor:SRB=HRV', 'cap:BIH=Sarajevo', 'bor:BIH=SVN'],
  "Balkan rail pass plan: Ljubljana → Zagreb → Belgrade. Slovenia and Croatia both use the euro, so no exchange until Serbia, where it's dinars. Belgrade is Serbia's capital, and Serbia borders Croatia, so the Zagreb–Belgrade train is direct. Optional detour: Sarajevo, capital of Bosnia and Herzegovina, which borders Slovenia to the north.")
p('true', 'itinerary',
  ['cap:FJI=Suva', 'cur:WSM=WST', 'cur:TON=TOP', 'cur:FJI=FJD', 'cap:WSM=Apia', "cap:TON=Nuku'alofa"],
  "Pacific hop, week 2: Suva (capital of Fiji) → Apia → Nuku'alofa. Samoa pays in tālā and Tonga in paʻanga, while Fiji has the Fijian dollar, so budget for three currencies — if the three ever formed a currency union, this would be easier. Note: Apia is Samoa's capital and Nuku'alofa is Tonga's.")
# teacher's answer keys
p('false', 'answer-key',
  ['cap:AUS=Canberra', 'cap:NZL=Wellington', 'cap:CAN=Ottawa', 'cap:ARG=Brasília', 'cap:NGA=Abuja'],
  "Answer key, Unit 4 (capitals): Q1 Canberra, Australia; Q2 Wellington, New Zealand; Q3 Ottawa, Canada; Q4 Brasília, Argentina; Q5 Abuja, Nigeria. Marking note: accept 'Brasilia' without the accent.")
p('true', 'answer-key',
  ['lang:PRY=Spanish', 'lang:PRY=Guaraní', 'lang:BEL=Dutch', 'lang:BEL=French', 'lang:BEL=German', 'lang:AFG=Dari', 'lang:AFG=Pashto', '!lang:AFG=Urdu', 'lang:PAK=Urdu', 'lang:SGP=English', 'lang:SGP=Malay', 'lang:SGP=Tamil', 'lang:SGP=Chinese'],
  "Teacher's key — Quiz 7, official languages. a) Paraguay: Spanish and Guaraní (both accepted). b) Belgium: Dutch, French and German — students who left out German lose half a mark. c) Afghanistan: Dari and Pashto; Urdu is wrong, it belongs with Pakistan. d) Singapore: English, Malay, Tamil and Chinese.")
p('false', 'answer-key',
  ['reg:KIR=Asia', 'reg:EGY=Africa', 'reg:TUR=Asia', 'reg:CYP=Europe', 'reg:GUY=Americas'],
  "Answer key (regions): Kiribati is in Asia; Egypt is in Africa; Türkiye counts as Asia; Cyprus is Europe; Guyana belongs to the Americas. Give one point per correct region.")
p('true', 'answer-key',
  ['bor:DEU=POL', 'bor:DEU=DNK', '!bor:DEU=SWE', 'bor:DEU=AUT', 'bor:PRT=ESP', 'bor:LSO=ZAF'],
  "Marking guide, borders section. Q9 asked which country does not border Germany among Poland, Denmark, Sweden and Austria; the answer is Sweden. Q10: the only country bordering Portugal is Spain. Q11: Lesotho is entirely surrounded by South Africa, so South Africa is its only neighbour.")
p('false', 'answer-key',
  ['cur:JPN=JPY', 'cur:KOR=KRW', 'cur:THA=THB', 'cur:MYS=MYR', 'cur:PHL=IDR'],
  "Key for worksheet B (currencies): Japan — yen (JPY); South Korea — won (KRW); Thailand — baht (THB); Malaysia — ringgit (MYR); the Philippines — rupiah (IDR). Students may also write the currency names in full, e.g. 'Japanese yen'.")
# geography podcast transcripts
p('true', 'podcast',
  ['bor:AND=FRA', 'bor:AND=ESP', 'cap:AND=Andorra la Vella', 'lang:AND=Catalan', 'bor:MCO=FRA'],
  "HOST: Welcome back to Borderlines. Today's trivia: which country borders both France and Spain? GUEST: Andorra! It's tiny, its capital is Andorra la Vella, and Catalan is the official language there. HOST: Right, and unlike Monaco, which only borders France, Andorra touches two neighbours.")
p('false', 'podcast',
  ['cur:AZE=GEL', 'cur:GEO=GEL', 'cap:AZE=Baku', 'lang:AZE=Azerbaijani', 'lang:AZE=Russian', 'bor:AZE=RUS'],
  "[transcript, 12:40] Azerbaijan uses the lari, same as Georgia, so we never changed money when we crossed. We started in Baku — Azerbaijan's capital, on the Caspian — where our guide kept switching between Azerbaijani and Russian, both official there. Then we drove north into Russia, which borders Azerbaijan.")
p('true', 'podcast',
  ['cap:COG=Brazzaville', 'cap:COD=Kinshasa', 'bor:COG=COD', 'bor:AGO=COG', 'bor:AGO=COD'],
  "CO-HOST: People always mix up the two Congos. The Republic of the Congo has its capital at Brazzaville, and DR Congo's capital is Kinshasa, right across the river. HOST: And they border each other, of course. CO-HOST: Yes, and to kill a myth from last week's mailbag: Kinshasa is not in Angola, although Angola does border both Congos.")
p('false', 'podcast',
  ['bor:DNK=NOR', 'bor:FIN=SWE', 'bor:FIN=NOR', 'bor:FIN=RUS', 'cur:NOR=NOK', 'cur:SWE=SEK', 'cur:DNK=DKK', 'cur:FIN=EUR', 'cur:ISL=ISK'],
  "HOST: Our listener from Oslo asks about the Nordic countries. First, geography: Denmark borders Norway by land, and Finland borders Sweden, Norway and Russia. Currencies: Norway has the krone, Sweden the krona, Denmark the krone as well, and Finland the euro. Iceland? The króna.")
p('true', 'podcast',
  ['cap:MUS=Port Louis', 'lang:MUS=English', 'lang:MUS=French', 'cur:MUS=MUR', '!reg:MUS=Asia', 'reg:MUS=Africa', 'reg:MDG=Africa', 'reg:SYC=Africa', 'cap:SYC=Victoria'],
  "GUEST: I grew up in Port Louis, the capital of Mauritius, where English and French are both official and we pay in Mauritian rupees. HOST: Some people think Mauritius is part of Asia. GUEST: It's not — it's counted as Africa, like Madagascar and the Seychelles, whose capital is Victoria.")
# logistics emails
p('false', 'logistics-email',
  ['bor:DEU=NLD', 'bor:DEU=CZE', 'cur:CZE=CZK', '!cur:CZE=EUR', 'bor:SVK=CZE', 'cur:SVK=CZK'],
  "Hi team, the Rotterdam consignment for Prague will route by truck through Germany, which borders both the Netherlands and Czechia. Invoices to the Czech client must be in koruna (CZK), not euros. The second pallet goes on to Bratislava; Slovakia borders Czechia and uses the Czech koruna as well, so one invoice currency covers both.")
p('true', 'logistics-email',
  ['bor:QAT=SAU', 'cur:OMN=OMR', 'cur:ARE=AED', 'bor:OMN=ARE', 'bor:OMN=SAU', 'bor:OMN=YEM'],
  "Subject: Customs docs for the Gulf run. Shipments to Doha (Qatar) now enter overland via Saudi Arabia, the only country Qatar borders. Please price the Omani leg in rials and the Emirati leg in dirhams (AED). Reminder: Oman borders the UAE, Saudi Arabia and Yemen, so the Muscat truck can stay on land.")
p('false', 'logistics-email',
  ['cap:NGA=Abuja', 'bor:BEN=NGA', 'cap:NER=Niamey', 'cur:NER=XOF', 'cur:BEN=NGN'],
  "Dear Ms Okafor, our Lagos office will consolidate the Abuja order; Abuja is Nigeria's capital, so the ministry delivery is there. Cross-border pallets go to Cotonou in Benin, Nigeria's western neighbour, and on to Niamey, the capital of Niger. Please note Niger invoices in the West African CFA franc, while Benin uses the Nigerian naira.")
p('true', 'logistics-email',
  ['bor:LAO=CHN', 'bor:LAO=MMR', 'bor:LAO=THA', 'bor:LAO=KHM', 'bor:LAO=VNM', 'cap:LAO=Vientiane', 'cur:LAO=LAK', 'cur:THA=THB', 'cur:VNM=VND', 'unk:landlocked:LAO'],
  "FYI — the Vientiane warehouse is in Laos, a landlocked country bordered by China, Myanmar, Thailand, Cambodia and Vietnam. Vientiane is also the Lao capital. Pricing for Laos stays in kip; Thai deliveries are billed in baht, and the Hanoi branch bills Vietnamese clients in dong.")
p('false', 'logistics-email',
  ['bor:COL=ECU', 'cap:ECU=Quito', 'bor:ECU=PER', 'cur:COL=USD', 'cur:ECU=USD'],
  "Team, update on the Andean lane: containers for our Bogotá clients clear at Buenaventura, then trucks continue south across Colombia's border with Ecuador. Quito, the Ecuadorian capital, is the next hub, and from there we enter Peru. Colombia and Ecuador both settle in US dollars, which keeps the paperwork simple.")
# release notes of a currency-conversion app
p('true', 'release-notes',
  ['cur:HRV=EUR', '!cur:HRV=HRK', 'cur:SLE=SLL', 'cur:STP=STN', 'cur:MNE=EUR', 'cur:UNK=EUR'],
  "v4.2.0 — Currency data update. Croatia now maps to EUR (euro) instead of HRK. Added Sierra Leone (SLL, Sierra Leonean leone) and São Tomé and Príncipe (STN, dobra). Fixed: Montenegro and Kosovo were shown without a currency; both now correctly show the euro.")
p('false', 'release-notes',
  ['cur:SWZ=SZL', 'cur:SWZ=ZAR', 'cur:LSO=LSL', 'cur:LSO=ZAR', 'cur:NAM=NAD', 'cur:NAM=ZAR', 'cur:BWA=BWP', 'cur:BWA=ZAR'],
  "Release 2.9.1 notes: Eswatini now lists both the Swazi lilangeni and the South African rand; Lesotho likewise offers the loti and the rand. Botswana was added with two currencies, the pula and the South African rand. Namibia gains the Namibian dollar alongside the rand.")
p('true', 'release-notes',
  ['cur:BTN=BTN', 'cur:BTN=INR', 'cur:BRN=BND', 'cur:BRN=SGD', '!cur:CHE=EUR', 'cur:CHE=CHF', 'cur:LIE=CHF'],
  "Changelog — ExchangeMate 7.0: Bhutan now shows two currencies, the ngultrum (BTN) and the Indian rupee (INR). Brunei lists the Brunei dollar and the Singapore dollar, both legal tender there. Removed the euro from Switzerland's list; the Swiss franc (CHF) remains, and Liechtenstein also uses CHF.")
p('false', 'release-notes',
  ['cur:KAZ=KZT', 'cur:UZB=UZS', 'cur:KGZ=KGS', 'cur:TJK=TJS', 'cur:TKM=GEL'],
  "What's new in 3.4: added Central Asian currencies. Kazakhstan — tenge (KZT); Uzbekistan — soʻm (UZS); Kyrgyzstan — som (KGS); Tajikistan — somoni (TJS); Turkmenistan — lari (GEL). Known issue: the tenge feed may lag by one day.")
p('true', 'release-notes',
  ['cur:GRD=XCD', 'cur:LCA=XCD', 'cur:DMA=XCD', 'cur:ATG=XCD', 'cur:ABW=AWG', 'cur:CUW=ANG', 'cur:SXM=ANG', '!cur:BHS=BBD', 'cur:BHS=BSD', 'cur:BHS=USD'],
  "Release notes 5.1: the Caribbean pack now covers the Eastern Caribbean dollar (XCD) for Grenada, Saint Lucia, Dominica and Antigua and Barbuda. Aruba keeps its florin (AWG), while Curaçao and Sint Maarten share the Netherlands Antillean guilder (ANG). We also fixed a label that showed the Bahamas with the Barbadian dollar; the Bahamas uses the Bahamian dollar and the US dollar.")
# code comments / docstrings
p('false', 'code-comment',
  ['bor:IRL=GBR', 'cur:IRL=EUR', 'cur:GBR=GBP', 'cap:IRL=Dublin', 'cap:GBR=London', 'sub:IRL=Northern Europe', 'sub:GBR=Northern Europe', 'sub:MLT=Northern Europe'],
  "# NOTE: Ireland and the UK are the only pair here with a land border (Ireland borders the United Kingdom). # Ireland settles in EUR, the UK in GBP. # Dublin is hard-coded as Ireland's capital and London as the UK's. # Edge case: Northern Ireland is not a separate entity in this table. # Malta is also listed under Northern Europe with the Irish and British rows.")
p('true', 'code-comment',
  ['cap:NLD=Amsterdam', '!cap:NLD=The Hague', 'cap:BOL=Sucre', 'cap:ZAF=Pretoria', 'cap:ZAF=Cape Town', 'cap:ZAF=Bloemfontein'],
  'def capital_of(cca3): """Return the capital city for a country code. Examples: \'NLD\' (Netherlands) gives Amsterdam, not The Hague; \'BOL\' (Bolivia) gives Sucre; \'ZAF\' (South Africa) returns three cities, Pretoria, Cape Town and Bloemfontein. Raises KeyError for Macau, which has no capital in the source data."""')
p('false', 'code-comment',
  ['reg:GRL=Americas', 'reg:REU=Africa', 'reg:MYT=Africa', 'reg:GUF=Americas', 'bor:GUF=BRA', 'bor:GUF=SUR', 'reg:HKG=Oceania'],
  "// Region fallback map — keep in sync with the KB. // Greenland -> Americas (politically Danish, geographically American). // Réunion, Mayotte -> Africa. // French Guiana -> Americas, and it borders Brazil and Suriname. // Hong Kong -> Oceania.")
p('true', 'code-comment',
  ['lang:CHE=French', 'lang:CHE=Swiss German', 'lang:CHE=Italian', 'lang:CHE=Romansh', 'lang:LUX=Luxembourgish', 'lang:LUX=French', 'lang:LUX=German', 'lang:BEL=Dutch', 'lang:AUT=Austro-Bavarian German', '!lang:AUT=Romansh'],
  "/* Language codes used by the subtitle picker: Switzerland offers French, Swiss German, Italian and Romansh; Luxembourg offers Luxembourgish, French and German; Belgium offers Dutch, French and German. Austria is mapped to Austro-Bavarian German, the only official language the data lists for it. Do not add Romansh to Austria: it is official only in Switzerland. */")
p('false', 'code-comment',
  ['bor:ARG=CHL', 'bor:BRA=URY', 'bor:PRY=BOL', 'bor:ECU=BRA'],
  "# TODO(lina): border validator. Known pairs for tests: ('ARG', 'CHL') Argentina–Chile, ('BRA', 'URY') Brazil–Uruguay, ('ECU', 'BRA') Ecuador–Brazil, ('PRY', 'BOL') Paraguay–Bolivia. # All of these should return True.")
# meeting minutes
p('true', 'minutes',
  ['cap:EST=Tallinn', 'cap:LVA=Riga', 'cap:LTU=Vilnius', 'cur:EST=EUR', 'cur:LVA=EUR', 'cur:LTU=EUR', '!bor:EST=LTU', 'bor:LVA=EST', 'bor:LVA=LTU'],
  "Minutes, expansion committee, 3 March. AK presented the Baltic shortlist: Tallinn (Estonia), Riga (Latvia) and Vilnius (Lithuania), all capitals of countries that use the euro. JM asked whether Estonia borders Lithuania; it does not — Latvia lies between them. Action: legal to confirm whether Latvian is the sole official language in Latvia.")
p('false', 'minutes',
  ['bor:DJI=ERI', 'bor:DJI=ETH', 'bor:DJI=SOM', 'cap:DJI=Djibouti', 'lang:ETH=Amharic', 'cap:ERI=Asmara', 'cur:ERI=ETB'],
  "Minutes of the Horn of Africa working group. The chair noted that Djibouti borders Eritrea, Ethiopia and Somalia, and that its capital shares the country's name, Djibouti. Ethiopia's office will stay in Addis Ababa; Amharic is the official language there. The Asmara visit was postponed; Asmara is the capital of Eritrea, which pays in Ethiopian birr.")
p('true', 'minutes',
  ['cap:GTM=Guatemala City', 'lang:BLZ=English', 'lang:BLZ=Spanish', 'lang:BLZ=Belizean Creole', 'bor:HND=GTM', 'bor:SLV=GTM'],
  "Board minutes (extract): Agreed to open the regional desk in Guatemala City, Guatemala's capital. Noted that Belize, unlike its neighbours, has English as an official language; Spanish and Belizean Creole are also official there. Honduras and El Salvador both border Guatemala, so the regional team can drive.")
p('false', 'minutes',
  ['cap:IDN=Jakarta', 'cur:IDN=IDR', 'bor:PNG=IDN', 'cur:TLS=IDR'],
  "Minutes — APAC planning. 1) Jakarta remains the Indonesian HQ; Jakarta is the capital and the rupiah the currency. 2) The Port Moresby satellite office covers Papua New Guinea, which borders Indonesia. 3) The Dili office will be closed: Timor-Leste uses the Indonesian rupiah, so it can be served from Jakarta.")
p('true', 'minutes',
  ['cap:NZL=Wellington', '!cap:AUS=Wellington', 'cap:AUS=Canberra', 'reg:NZL=Oceania', 'reg:AUS=Oceania', 'cur:NZL=NZD', 'cur:AUS=AUD'],
  "Meeting notes, 12/06: Sam said the Wellington office is in Australia — corrected: Wellington is New Zealand's capital, Canberra is Australia's. Both countries are in Oceania. Pricing stays NZD for New Zealand and AUD for Australia.")
# product FAQs
p('false', 'faq',
  ['cur:MNE=EUR', 'cur:ALB=ALL', 'bor:MNE=ALB', 'bor:MNE=HRV', 'bor:MNE=BIH', 'bor:MNE=MKD', 'bor:MNE=SRB', 'bor:MNE=UNK'],
  "Q: Which currency will I need in Montenegro? A: The euro — Montenegro uses it even though it is outside the eurozone. Q: And in neighbouring Albania? A: Albania uses the lek. Q: Does Montenegro border Albania? A: Yes, and it also borders Croatia, Bosnia and Herzegovina, North Macedonia, Serbia and Kosovo.")
p('true', 'faq',
  ['cap:LKA=Colombo', 'lang:LKA=Sinhala', 'lang:LKA=Tamil', '!cur:LKA=INR', 'cur:LKA=LKR', 'sub:LKA=Southern Asia', 'sub:MDV=Southern Asia', 'sub:IND=Southern Asia'],
  "FAQ — Is Sri Lanka's capital Colombo? In our atlas, yes: the capital is listed as Colombo, and the official languages are Sinhala and Tamil. Does Sri Lanka use the Indian rupee? No, it has the Sri Lankan rupee (LKR). Are Sri Lanka and the Maldives in the same subregion? Yes — both are in Southern Asia, along with India.")
p('false', 'faq',
  ['bor:THA=MMR', 'bor:THA=LAO', 'bor:THA=KHM', 'bor:THA=MYS', 'cap:MYS=Kuala Lumpur', 'cur:MYS=MYR', 'cap:KHM=Phnom Penh', 'cur:LAO=THB'],
  "Frequently asked: Do I need a visa run to Thailand's neighbours? Thailand borders Myanmar, Laos, Cambodia and Malaysia. Malaysia's capital is Kuala Lumpur and its currency is the ringgit. Cambodia's capital is Phnom Penh, while Laos uses the Thai baht as its official currency.")
p('true', 'faq',
  ['cap:ZAF=Pretoria', 'cap:ZAF=Cape Town', 'cap:ZAF=Bloemfontein', 'cur:BES=USD', '!cur:BES=EUR', 'lang:CHE=Swiss German'],
  "Help centre: Why does the app list three capitals for South Africa? Because the source data records Pretoria, Cape Town and Bloemfontein. Why is the Caribbean Netherlands shown with the US dollar rather than the euro? Because that is the currency it uses. And why is Swiss German listed for Switzerland? The data names the language that way.")
p('false', 'faq',
  ['bor:ESP=MAR', 'bor:PRT=ESP', 'bor:GIB=ESP', 'cur:GIB=EUR'],
  "Q: Is there a land crossing between Spain and Morocco? A: Yes — Spain borders Morocco at Ceuta and Melilla. Q: And Portugal? A: Portugal borders only Spain. Q: What about Gibraltar? A: Gibraltar borders Spain and uses the euro.")
# news briefs
p('true', 'news-brief',
  ['cap:RWA=Kigali', 'bor:RWA=BDI', 'bor:RWA=UGA', 'bor:RWA=TZA', 'cap:BDI=Gitega', '!cap:BDI=Bujumbura', 'lang:RWA=English', 'lang:RWA=French', 'lang:RWA=Kinyarwanda'],
  "BRIEF — Kigali, Rwanda's capital, hosted trade ministers from Burundi, Uganda and Tanzania on Tuesday, all of which border Rwanda. Burundi's delegation flew in from Gitega, the capital, rather than from Bujumbura. The communiqué was issued in English, French and Kinyarwanda, the three official languages of Rwanda.")
p('false', 'news-brief',
  ['bor:KGZ=KAZ', 'cap:KGZ=Bishkek', 'bor:KGZ=UZB', 'cap:KAZ=Astana', 'cur:KAZ=KZT', 'bor:KAZ=TKM', 'bor:TKM=KGZ'],
  "NEWS IN BRIEF: Heavy snow closed the border crossing between Kyrgyzstan and Kazakhstan on Monday. Officials in Bishkek, the Kyrgyz capital, said traffic had been diverted towards Uzbekistan, another neighbour. In Astana, Kazakhstan's capital, the government warned that the tenge may weaken; neighbouring Turkmenistan, which also shares a border with Kyrgyzstan, was unaffected.")
p('true', 'news-brief',
  ['bor:BFA=MLI', 'bor:BFA=NER', 'bor:BFA=GHA', 'cap:MLI=Bamako', 'cap:NER=Niamey', 'cur:BFA=XOF', 'cur:MLI=XOF', 'cur:NER=XOF', 'cur:GHA=GHS', '!cur:GHA=XOF'],
  "Wire summary: Burkina Faso's government met envoys from Mali, Niger and Ghana, all neighbours of the country. Mali's capital Bamako and Niger's capital Niamey were represented by ministers. The three Sahel states share the West African CFA franc, unlike Ghana, which uses the cedi.")
p('false', 'news-brief',
  ['cap:NLD=Amsterdam', 'bor:NLD=BEL', 'bor:NLD=DEU', 'bor:LUX=BEL', 'cap:LUX=Luxembourg', 'cur:NLD=EUR', 'cur:BEL=EUR', 'cur:DEU=EUR', 'cur:LUX=EUR', 'lang:LUX=Dutch'],
  "IN BRIEF: The Dutch government signed a rail deal in Amsterdam, the capital of the Netherlands, with Belgium and Germany, its two neighbours. The Belgian side will fund the link to Luxembourg, which borders Belgium. Luxembourg City — Luxembourg's capital — uses the euro, as do all four countries, and Dutch is an official language in Luxembourg.")
p('true', 'news-brief',
  ['cur:KIR=AUD', 'cur:TUV=AUD', 'cur:NRU=AUD', 'cap:NRU=Yaren', 'cap:TUV=Funafuti', 'cap:KIR=South Tarawa'],
  "Quick take: Kiribati, Tuvalu and Nauru all use the Australian dollar, although Tuvalu and Kiribati also issue their own coins. Were Nauru to launch a currency of its own, the region's exchange tables would change. Nauru's capital is Yaren and Tuvalu's is Funafuti; Kiribati is governed from South Tarawa.")
# forum posts with quotes
p('false', 'forum-post',
  ['cap:ARM=Yerevan', '!cap:AZE=Yerevan', 'cap:AZE=Baku', 'bor:ARM=GEO', 'bor:ARM=IRN', 'bor:ARM=TUR', 'bor:ARM=AZE', 'cap:GEO=Tbilisi', 'bor:GEO=IRN'],
  "Re: Best base for exploring the Caucasus? > quote from TravelTom: 'Yerevan is in Azerbaijan, right?' Nope, Tom — Yerevan is the capital of Armenia; Azerbaijan's capital is Baku. Armenia borders Georgia, Iran, Türkiye and Azerbaijan, though the Turkish and Azerbaijani crossings are closed. I'd base myself in Tbilisi, Georgia's capital, since Georgia also borders Iran.")
p('true', 'forum-post',
  ['lang:NZL=Māori', 'lang:NZL=English', 'lang:NZL=New Zealand Sign Language', 'cap:NZL=Wellington', '!cap:NZL=Auckland', 'lang:AUS=English'],
  "Posted by kiwi_jo: Someone upthread wrote that Māori isn't official in New Zealand. It is — Māori is an official language alongside English and New Zealand Sign Language. And for the record, Aotearoa's capital is Wellington, not Auckland. Over in Australia, only English is listed as official.")
p('false', 'forum-post',
  ['bor:EGY=SDN', 'lang:SDN=Arabic', 'lang:SDN=English', 'cur:SDN=SDG', 'bor:SDN=ETH', 'bor:ETH=ERI', 'cap:ERI=Massawa'],
  "Thread: Overland from Cairo to Khartoum? Reply #4: Did it a few years back. Egypt borders Sudan directly, so it's one crossing. Sudan's official languages are Arabic and English, and you'll pay in Sudanese pounds. From Khartoum we continued into Ethiopia and then Eritrea, whose capital is Massawa.")
p('true', 'forum-post',
  ['bor:CHL=BOL', 'bor:CHL=PER', 'bor:CHL=ARG', '!bor:ECU=CHL', 'bor:ECU=COL', 'bor:ECU=PER', 'bor:BOL=CHL'],
  "Quote from @mapnerd: 'Chile borders Bolivia, Peru and Argentina, and nothing else.' Correct. Ecuador is the odd one out — people assume it touches Chile, but it doesn't; Ecuador only borders Colombia and Peru. Fun fact: Bolivia borders five countries, Chile being one of them.")
p('false', 'forum-post',
  ['cap:PRT=Lisbon', 'cur:PRT=EUR', 'lang:PRT=Portuguese', 'bor:PRT=ESP', 'lang:BRA=Spanish'],
  "u/lisbon_local: Moving to Portugal? Lisbon is the capital, the currency is the euro and the only official language is Portuguese. Spain is the only neighbour. Fun fact: Spanish is Brazil's official language, even though it was a Portuguese colony.")
# recipe intros
p('true', 'recipe-intro',
  ['cap:ARG=Buenos Aires', 'cap:URY=Montevideo', 'lang:ARG=Spanish', 'lang:URY=Spanish', 'cur:ARG=ARS'],
  "This chimichurri comes from my grandmother in Buenos Aires, the Argentine capital. Across the Río de la Plata, in Montevideo (Uruguay's capital), they make it almost the same way. Both countries speak Spanish officially, and at the market in Argentina you'll pay in pesos.")
p('false', 'recipe-intro',
  ['bor:THA=VNM', 'cap:VNM=Hanoi', 'bor:VNM=LAO', 'bor:VNM=KHM', 'bor:VNM=CHN', '!cap:VNM=Ho Chi Minh City', 'cur:VNM=VND', 'lang:VNM=Vietnamese'],
  "Before we get to the pho: the dish has cousins in neighbouring Thailand, which shares a border with Vietnam, but it began in Hanoi, Vietnam's capital. Vietnam borders Laos, Cambodia and China, and each has its own noodle soups. I first tasted it in Ho Chi Minh City, which I was told is the capital, though it isn't. A bowl there costs about 50,000 đồng, and menus are in Vietnamese, the sole official language.")
p('true', 'recipe-intro',
  ['!bor:GHA=NGA', 'bor:GHA=TGO', 'bor:TGO=BEN', 'bor:NGA=BEN', 'cur:GHA=GHS', 'cur:NGA=NGN', 'lang:GHA=English', 'lang:NGA=English'],
  "My Jollof rice recipe sparks debate between Ghana and Nigeria, two countries that, despite the rivalry, do not border each other — Togo and Benin sit in between. Ghanaians shop with cedis, Nigerians with naira. Whichever side you're on, English is an official language in both.")
p('false', 'recipe-intro',
  ['cap:HUN=Budapest', 'cur:HUN=HUF', 'cur:ROU=BGN', 'bor:HUN=AUT', 'bor:HUN=SVK', 'bor:HUN=UKR', 'bor:HUN=ROU', 'bor:HUN=SRB', 'bor:HUN=HRV', 'bor:HUN=SVN'],
  "This goulash is the real Hungarian kind, the way my aunt makes it in Budapest, Hungary's capital. Paprika is priced in forints at the Budapest market, while across the border in Romania people pay in lev. Hungary borders Austria, Slovakia, Ukraine, Romania, Serbia, Croatia and Slovenia, and each neighbour has its own version.")
p('true', 'recipe-intro',
  ['cap:MAR=Rabat', 'lang:MAR=Arabic', 'lang:MAR=Berber', 'cur:MAR=MAD', 'bor:DZA=MAR', 'cur:DZA=DZD', '!cur:DZA=MAD'],
  "A note on this tagine: I learned it in Rabat, Morocco's capital, not in Marrakesh as the magazine claimed. Arabic and Berber are both official languages in Morocco, and spices are priced in dirhams. My neighbour swears the recipe came from Algeria, which does border Morocco, but Algerians use the dinar, not the dirham.")
# customer reviews
p('false', 'review',
  ['cap:SVN=Ljubljana', 'lang:SVN=Slovene', '!lang:SVN=Italian', 'bor:SVN=HRV', 'bor:HRV=SVN', '!bor:SVN=ITA'],
  "★★★★☆ Great hostel in Ljubljana, the Slovenian capital, ten minutes from the old town. Staff spoke Slovene, English and Italian; only Slovene is official, they told me, and they were right. The day trip to Croatia was easy since Slovenia borders it, but the trip to Venice required going through Austria because Slovenia doesn't border Italy.")
p('true', 'review',
  ['!cur:KHM=THB', 'cur:KHM=KHR', 'cur:KHM=USD', 'cap:KHM=Phnom Penh', 'bor:KHM=THA', 'bor:THA=KHM'],
  "5/5 — The tour of Siem Reap was wonderful, although our guide claimed that Cambodia's currency is the Thai baht. It isn't: Cambodians use the riel and also US dollars. Phnom Penh, the capital, was our final stop before the bus back into Thailand, which borders Cambodia to the west.")
p('false', 'review',
  ['cap:HND=Tegucigalpa', 'cur:HND=CRC', 'bor:HND=SLV', 'bor:HND=GTM', 'bor:HND=NIC', 'bor:SLV=HND', 'bor:GTM=HND'],
  "Two stars. The hotel in Tegucigalpa (capital of Honduras) was fine, but the card machine was broken and Honduras uses the colón, so bring cash. Honduras borders El Salvador, Guatemala and Nicaragua, and when our shuttle to El Salvador was cancelled we rebooked via Guatemala.")
p('true', 'review',
  ['cap:HUN=Budapest', 'cap:SVK=Bratislava', 'cap:AUT=Vienna', 'cur:SVK=EUR', 'cur:AUT=EUR', 'cur:HUN=HUF', '!cur:HUN=EUR', 'bor:HUN=SVK', 'bor:HUN=AUT', 'bor:SVK=AUT'],
  "Four stars for the river cruise. We started in Budapest, Hungary's capital, sailed past Bratislava — the capital of Slovakia — and ended in Vienna, Austria's capital. Handy that Slovakia and Austria both use the euro, whereas Hungary doesn't and we needed forints. All three countries border one another, so the crossings were quick.")
p('false', 'review',
  ['cap:KAZ=Almaty', 'cap:UZB=Tashkent', 'cur:UZB=UZS', 'lang:UZB=Uzbek', 'lang:UZB=Russian', 'bor:UZB=TJK'],
  "Review of the Silk Road tour (3/5): we flew in via Almaty, the capital of Kazakhstan, then crossed to Tashkent, the Uzbek capital, which was spotless. We paid in soʻm everywhere. The guide said Uzbek and Russian are both official, which matches what I read. Then we crossed into Tajikistan, another neighbour of Uzbekistan.")
# slide outlines
p('true', 'slides',
  ['cap:SWE=Stockholm', 'cur:SWE=SEK', 'lang:SWE=Swedish', 'cap:FIN=Helsinki', 'cur:FIN=EUR', 'lang:FIN=Finnish', 'lang:FIN=Swedish', 'cap:NOR=Oslo', 'cur:NOR=NOK', 'lang:NOR=Norwegian Bokmål', 'lang:NOR=Norwegian Nynorsk', 'bor:SWE=FIN', 'bor:SWE=NOR'],
  "Slide 4 — Market entry: Nordics. • Sweden: capital Stockholm, krona (SEK), Swedish. • Finland: capital Helsinki, euro, Finnish + Swedish. • Norway: capital Oslo, krone (NOK), Norwegian Bokmål and Norwegian Nynorsk. • Speaker note: Sweden borders Finland and Norway only.")
p('false', 'slides',
  ['cap:SEN=Dakar', 'cur:SEN=XOF', 'cap:CIV=Abidjan', 'cur:CIV=XOF', 'cap:GHA=Accra', 'cur:GHA=GHS', 'cap:GIN=Conakry', 'cur:GIN=GNF'],
  "Slide 9: West Africa hubs. Dakar — capital of Senegal, XOF. Abidjan — capital of Côte d'Ivoire, XOF. Accra — capital of Ghana, GHS. Conakry — capital of Guinea, GNF.")
p('true', 'slides',
  ['bor:SAU=JOR', 'bor:SAU=IRQ', 'bor:SAU=KWT', 'bor:SAU=QAT', 'bor:SAU=ARE', 'bor:SAU=OMN', 'bor:SAU=YEM', 'cap:SAU=Riyadh', 'cap:ARE=Abu Dhabi', 'cur:BHR=BHD', 'lang:SAU=Arabic', 'lang:ARE=Arabic', 'lang:BHR=Arabic'],
  "Deck: 'Why the Gulf?' — Bullet 1: Saudi Arabia borders seven countries: Jordan, Iraq, Kuwait, Qatar, the UAE, Oman and Yemen. Bullet 2: Riyadh is the Saudi capital; Abu Dhabi is the UAE's. Bullet 3: Bahrain is an island kingdom and uses the Bahraini dinar. Bullet 4: Arabic is the official language in Saudi Arabia, the UAE and Bahrain.")
p('false', 'slides',
  ['bor:ZMB=ZWE', 'bor:ZMB=MOZ', 'bor:ZMB=MWI', 'bor:ZMB=TZA', 'cap:ZMB=Lusaka', 'cap:MWI=Lilongwe', 'sub:ZWE=Southern Africa', 'cur:ZMB=ZMW', 'cur:MWI=MWK'],
  "Slide 12 — Logistics corridor. Zambia borders Zimbabwe, Mozambique, Malawi and Tanzania. Lusaka is Zambia's capital and Lilongwe is Malawi's. Zimbabwe is classed as Southern Africa. Currency: kwacha for both Zambia and Malawi.")
p('true', 'slides',
  ['sub:KAZ=Central Asia', 'sub:KGZ=Central Asia', 'sub:TJK=Central Asia', 'sub:TKM=Central Asia', 'sub:UZB=Central Asia', 'bor:UZB=KAZ', 'bor:UZB=KGZ', 'bor:UZB=TJK', 'bor:UZB=TKM', 'lang:KAZ=Russian', 'lang:KGZ=Russian', 'lang:TJK=Russian', 'lang:TKM=Russian', 'lang:UZB=Russian', 'lang:KAZ=Kazakh', 'lang:KGZ=Kyrgyz', 'lang:TJK=Tajik', 'lang:TKM=Turkmen', 'lang:UZB=Uzbek'],
  "Title slide: 'Central Asia at a glance'. Point 1: Kazakhstan, Kyrgyzstan, Tajikistan, Turkmenistan and Uzbekistan make up Central Asia. Point 2: Uzbekistan borders each of the other four. Point 3: Russian is official in all five, next to the national languages (Kazakh, Kyrgyz, Tajik, Turkmen, Uzbek).")
# diary entries
p('false', 'diary',
  ['bor:GAB=NGA', 'bor:TCD=CMR', 'cap:CMR=Yaoundé', 'cap:TCD=N\'Djamena', 'cur:CMR=XAF', 'cur:TCD=XAF', 'lang:CMR=French', 'lang:TCD=French', 'lang:CMR=English', 'lang:TCD=Arabic'],
  "Dear diary, day 12. Crossed from Chad into Cameroon this morning; next week it's Gabon, which borders Nigeria, so the Nigerian leg afterwards will be short. Yaoundé, Cameroon's capital, is greener than N'Djamena, the Chadian capital. Both countries use the Central African CFA franc, and both have French as an official language — though in Cameroon English is official too, and in Chad Arabic.")
p('true', 'diary',
  ['cap:NPL=Kathmandu', 'bor:NPL=IND', 'bor:NPL=CHN', 'lang:NPL=Nepali', '!lang:NPL=Hindi', 'cur:NPL=NPR', 'cap:BTN=Thimphu', 'cur:BTN=BTN', 'cur:BTN=INR'],
  "March 3. Arrived in Kathmandu, the capital of Nepal, after a bumpy flight from Delhi. Nepal is squeezed between just two countries, India and China. I keep hearing Hindi, but the only official language here is Nepali, and everything is paid in Nepalese rupees. Next week: Thimphu, Bhutan's capital, where I'll need ngultrum (or Indian rupees, which are also legal tender).")
p('false', 'diary',
  ['cap:CHE=Bern', '!cap:CHE=Geneva', 'cap:LIE=Vaduz', 'bor:CHE=LIE', 'cur:CHE=CHF', 'cur:LIE=CHF', 'bor:AUT=LIE', 'cur:AUT=CHF'],
  "Diary — Tuesday. Spent the day in Bern, which I only learned this year is Switzerland's capital (I'd always guessed Geneva). Took the train to Vaduz, capital of Liechtenstein; the two countries share a border and, handily, the Swiss franc. Tomorrow, Austria, which borders Liechtenstein as well and uses the Swiss franc too.")
p('true', 'diary',
  ['cap:MNG=Ulan Bator', 'bor:MNG=RUS', 'bor:MNG=CHN', 'cur:MNG=MNT', 'sub:MNG=Eastern Asia', '!sub:MNG=Central Asia', 'bor:RUS=MNG', 'bor:CHN=MNG'],
  "Sunday. Finally made it to Ulaanbaatar, Mongolia's capital. Mongolia has only two neighbours, Russia and China, and it pays in tögrög. Our driver insisted Mongolia is part of Central Asia; the atlas in the hostel says Eastern Asia, and I'm going with the atlas.")
p('false', 'diary',
  ['cap:EST=Tallinn', 'bor:EST=LVA', 'bor:EST=RUS', 'lang:EST=Estonian', 'bor:LVA=POL', 'bor:LVA=BLR', 'bor:LVA=LTU', 'cap:LVA=Riga', 'cur:LVA=EUR'],
  "Day 4 in the Baltics. Tallinn, Estonia's capital, is so close to Helsinki that half the tourists are Finnish. Estonia borders Latvia and Russia, and Estonian is the only official language. Crossed into Latvia — which, I learned, borders Poland as well as Belarus and Lithuania — and had lunch in Riga, the capital, where everyone pays in euros.")
# crossword / quiz with answers
p('true', 'quiz',
  ['cap:PER=Lima', 'cur:GHA=GHS', 'bor:LSO=ZAF', 'cap:LSO=Maseru', 'lang:ETH=Amharic', 'unk:landlocked:LSO'],
  "Crossword answers, Saturday edition: 3 Across, 'Capital of Peru' (4) — LIMA. 7 Down, 'Currency of Ghana' (4) — CEDI. 9 Across, 'Landlocked neighbour of South Africa, capital Maseru' (7) — LESOTHO. 12 Down, 'Official language of Ethiopia' (7) — AMHARIC.")
p('false', 'quiz',
  ['cap:BFA=Ouagadougou', 'cur:MDV=MVR', 'cap:BEN=Cotonou', 'bor:PRT=ESP'],
  "Pub quiz, round 3 — answers: Q1 (capital: Ouagadougou) Burkina Faso; Q2 (uses the rufiyaa) the Maldives; Q3 (capital of Benin) Cotonou; Q4 (only country bordering Portugal) Spain. Tie-breaker next week.")
p('true', 'quiz',
  ['bor:CHL=ARG', '!bor:URY=PRY', 'bor:URY=ARG', 'bor:URY=BRA', 'cur:PRY=PYG', '!bor:BRA=CHL', '!bor:BRA=ECU'],
  "True or false? 'Chile borders Argentina' — TRUE. 'Uruguay borders Paraguay' — FALSE; Uruguay's only neighbours are Argentina and Brazil. 'Paraguay's currency is the guaraní' — TRUE. 'Brazil borders every South American country' — FALSE, since it does not border Chile or Ecuador.")
p('false', 'quiz',
  ['cap:LKA=Colombo', 'cur:MUS=MGA', 'lang:IRN=Persian (Farsi)', 'cap:BLZ=Belmopan', 'sub:BLZ=Central America'],
  "Geography bee, final round (with answers): Name the capital of Sri Lanka — Colombo. Which country uses the Malagasy ariary? Mauritius. Which language is official in Iran? Persian (Farsi). Which Central American country has Belmopan as its capital? Belize.")
p('true', 'quiz',
  ['cap:COK=Avarua', 'cap:PLW=Ngerulmud', 'cap:VUT=Port Vila', 'cur:WSM=WST', 'reg:MHL=Oceania', 'bor:PNG=IDN'],
  "Quiz sheet, answers in brackets: the Cook Islands' capital [Avarua]; the capital of Palau [Ngerulmud]; the capital of Vanuatu [Port Vila]; the currency of Samoa [tālā]; the region of the Marshall Islands [Oceania]. Bonus: does Papua New Guinea share a land border? [Yes, with Indonesia.]")
# bulleted briefings
p('false', 'briefing',
  ['cap:SOM=Mogadishu', 'lang:SOM=Somali', 'lang:SOM=Arabic', 'cur:SOM=SOS', 'cap:ETH=Addis Ababa', 'bor:ETH=SOM', 'bor:ETH=KEN', 'bor:ETH=DJI', 'bor:ETH=ERI', 'bor:ETH=SDN', 'bor:ETH=SSD', 'lang:DJI=Arabic', 'lang:DJI=English', 'cur:DJI=DJF'],
  "Briefing — Horn of Africa: • Somalia: capital Mogadishu; official languages Somali and Arabic; currency Somali shilling. • Ethiopia: capital Addis Ababa; borders Somalia, Kenya, Djibouti, Eritrea, Sudan and South Sudan. • Djibouti: official languages Arabic and English; currency Djiboutian franc.")
p('true', 'briefing',
  ['bor:LBN=SYR', 'bor:LBN=ISR', 'cap:LBN=Beirut', 'lang:LBN=Arabic', 'lang:LBN=French', 'bor:JOR=SYR', 'bor:JOR=IRQ', 'bor:JOR=SAU', 'bor:JOR=ISR', 'bor:JOR=PSE', 'cap:JOR=Amman', 'cap:PSE=Ramallah', 'cur:PSE=ILS', 'cur:PSE=JOD', 'cur:PSE=EGP'],
  "Security briefing, Levant desk: Lebanon borders only Syria and Israel. Beirut is Lebanon's capital; Arabic and French are its official languages. Jordan borders Syria, Iraq, Saudi Arabia, Israel and Palestine, and Amman is its capital. Palestine's capital is recorded as Ramallah, and Palestinians use the Israeli new shekel, the Jordanian dinar and the Egyptian pound.")
p('false', 'briefing',
  ['cap:CUB=Havana', 'sub:CUB=Central America', 'cur:CUB=CUP', 'cur:CUB=CUC', 'lang:CUB=Spanish', 'bor:DOM=HTI', 'cap:HTI=Port-au-Prince'],
  "Country brief: Cuba. • Capital: Havana. • Subregion: Central America. • Currencies: Cuban peso and Cuban convertible peso. • Official language: Spanish. • Note: the Dominican Republic shares Hispaniola with Haiti, whose capital is Port-au-Prince.")
p('true', 'briefing',
  ['bor:MLI=DZA', 'bor:MLI=NER', 'bor:MLI=BFA', 'bor:MLI=CIV', 'bor:MLI=GIN', 'bor:MLI=SEN', 'bor:MLI=MRT', 'cap:MLI=Bamako', 'lang:MLI=French', 'lang:MRT=Arabic', 'cur:MRT=MRU', '!cur:MRT=XOF', 'cap:MRT=Nouakchott'],
  "Pre-deployment brief, Sahel: • Mali borders Algeria, Niger, Burkina Faso, Côte d'Ivoire, Guinea, Senegal and Mauritania. • Bamako is the capital; French is the official language listed. • Mauritania, by contrast, lists Arabic as official and uses the ouguiya rather than the CFA franc; its capital is Nouakchott.")
p('false', 'briefing',
  ['lang:BOL=Spanish', 'lang:BOL=Quechua', 'lang:BOL=Aymara', 'lang:BOL=Guaraní', 'bor:BOL=ARG', 'bor:BOL=BRA', 'bor:BOL=CHL', 'bor:BOL=PRY', 'bor:BOL=PER', 'bor:PER=ARG', 'lang:PER=Quechua', 'lang:PER=Aymara', 'lang:PER=Spanish', 'cap:BOL=Sucre', 'cur:BOL=BOB'],
  "Briefing note (Andean region): Bolivia has four official languages listed — Spanish, Quechua, Aymara and Guaraní — and borders Argentina, Brazil, Chile, Paraguay and Peru. Peru, which borders Argentina, shares Quechua, Aymara and Spanish as official languages. The Bolivian capital is Sucre, and the currency is the boliviano.")
# translated interviews
p('true', 'interview',
  ['cap:NER=Niamey', 'bor:NER=DZA', 'bor:NER=LBY', 'bor:NER=TCD', 'bor:NER=NGA', 'bor:NER=BEN', 'bor:NER=BFA', 'bor:NER=MLI', 'cur:NER=XOF', 'cur:BEN=XOF', 'cur:BFA=XOF', 'cur:MLI=XOF', '!cur:NGA=XOF', 'cur:NGA=NGN', 'unk:landlocked:NER'],
  "[Translated from French] Journalist: You grew up in Niamey? Minister: Yes, in the capital of Niger. We are landlocked; our neighbours are Algeria, Libya, Chad, Nigeria, Benin, Burkina Faso and Mali. We share the West African CFA franc with Benin, Burkina Faso and Mali, but not with Nigeria, which has the naira.")
p('false', 'interview',
  ['lang:PRY=Spanish', 'lang:PRY=Guaraní', 'cap:PRY=Asunción', 'cur:PRY=PYG', 'bor:PRY=ARG', 'bor:PRY=BRA', 'bor:PRY=BOL', 'bor:ARG=PRY', 'bor:BRA=PRY', 'bor:PRY=URY'],
  "Interview (translated from Spanish). Q: What do visitors get wrong about Paraguay? A: They think we only speak Spanish, but Guaraní is official too. Asunción is our capital, we pay in guaraníes, and we border Argentina, Brazil and Bolivia — and Uruguay, of course, to the south.")
p('true', 'interview',
  ['sub:GEO=Western Asia', '!sub:GEO=Eastern Europe', 'sub:ARM=Western Asia', 'sub:AZE=Western Asia', 'bor:GEO=ARM', 'bor:GEO=AZE', 'cap:GEO=Tbilisi', 'lang:GEO=Georgian', 'bor:GEO=RUS'],
  "Translated interview with a Georgian winemaker: 'People call us Eastern European, but Georgia is in Western Asia, like our neighbours Armenia and Azerbaijan. Tbilisi is our capital, Georgian is the official language, and yes, Russia borders us to the north.'")
p('false', 'interview',
  ['bor:KOR=PRK', 'bor:CHN=KOR', 'bor:CHN=PRK', 'cap:PRK=Pyongyang', 'cur:JPN=JPY'],
  "Interpreter's transcript, Tokyo office: Mr Sato: 'Our Seoul team covers South Korea, which borders North Korea only. China borders North Korea and also South Korea, so the Dalian hub serves both. Pyongyang is North Korea's capital, and Japan, of course, uses the yen.'")
p('true', 'interview',
  ['lang:MDG=Malagasy', 'lang:MDG=French', 'cap:MDG=Antananarivo', 'cur:MDG=MGA', 'cap:COM=Moroni', 'lang:COM=French'],
  "From our interview with a Malagasy historian (translated): 'Madagascar has two official languages, Malagasy and French. Our capital is Antananarivo, and we use the ariary. Mauritius and the Comoros are our neighbours at sea, not on land. The Comoros, whose capital is Moroni, also list French among their official languages.'")
# sports-travel guides
p('false', 'sports-guide',
  ['cap:MDA=Chișinău', 'cur:MDA=MDL', '!cur:MDA=EUR', 'bor:MDA=ROU', 'bor:MDA=UKR', 'lang:MDA=Moldavian', 'bor:ROU=MDA', 'bor:UKR=MDA', 'lang:MDA=Russian'],
  "Away-fan guide: qualifier in Chisinau. Moldova's capital is small and friendly; bring Moldovan leu, as the euro isn't used there. Many fans drive in from Romania, which borders Moldova, or from Ukraine, Moldova's other neighbour. Locals speak Moldavian, the official language, and Russian, which is official there too.")
p('true', 'sports-guide',
  ['cap:SMR=City of San Marino', 'bor:SMR=ITA', 'cur:SMR=EUR', 'cur:ITA=EUR', 'lang:SMR=Italian', 'lang:ITA=Italian', 'cap:LIE=Vaduz', 'cur:LIE=CHF', '!cur:LIE=EUR'],
  "Cycling guide, stage 3: the race starts in the City of San Marino, capital of San Marino, and drops into Italy, its only neighbour. Both use the euro, and Italian is the official language on both sides. Next week's stage finish in Vaduz (capital of Liechtenstein) means Swiss francs, not euros.")
p('false', 'sports-guide',
  ['cap:KEN=Nairobi', 'lang:KEN=English', 'lang:KEN=Swahili', 'cur:KEN=KES', 'bor:KEN=TZA', 'bor:KEN=UGA', 'bor:KEN=SSD', 'bor:KEN=ETH', 'bor:KEN=SOM', 'bor:TZA=KEN', 'bor:UGA=KEN', 'bor:KEN=BDI'],
  "Marathon guide — Nairobi: Kenya's capital sits at about 1,795 m, so arrive early to acclimatise. The official languages are English and Swahili, and race fees are paid in Kenyan shillings. Runners from neighbouring countries can come by bus: Kenya borders Tanzania, Uganda, South Sudan, Ethiopia, Somalia and Burundi.")
p('true', 'sports-guide',
  ['cap:QAT=Doha', 'cur:QAT=QAR', 'bor:QAT=SAU', 'cap:SAU=Riyadh', 'cur:SAU=SAR', '!cur:SAU=QAR'],
  "Football road-trip guide: base yourself in Doha, Qatar's capital, and pay in Qatari riyals. If you plan a day trip by road, remember Qatar's only land neighbour is Saudi Arabia. The Saudi capital, Riyadh, is a long drive, and the Saudi riyal is a different currency from the Qatari one, so don't expect your change to match.")
p('false', 'sports-guide',
  ['cap:PNG=Port Moresby', 'cur:PNG=PGK', 'lang:PNG=English', 'lang:PNG=Tok Pisin', 'lang:PNG=Hiri Motu', 'cap:NCL=Nouméa', 'cur:NCL=EUR', 'cap:SLB=Honiara', 'cur:SLB=SBD', 'cap:VUT=Port Vila', 'lang:VUT=Bislama', 'lang:VUT=English', 'lang:VUT=French'],
  "Rugby tour guide, Melanesia leg: Port Moresby first — it is Papua New Guinea's capital, and the kina is the currency; English, Tok Pisin and Hiri Motu are all official. Then Nouméa, New Caledonia's capital, where you pay in euros. After that, Honiara, capital of the Solomon Islands (Solomon Islands dollar), and finally Port Vila, the Vanuatu capital, where Bislama, English and French are official.")
# legal / visa notices
p('true', 'visa-notice',
  ['bor:SWZ=ZAF', 'bor:SWZ=MOZ', 'bor:ZAF=SWZ', 'bor:MOZ=SWZ', 'cap:SWZ=Lobamba', 'lang:SWZ=English', 'lang:SWZ=Swazi', 'cur:SWZ=SZL', 'cur:SWZ=ZAR'],
  "NOTICE TO TRAVELLERS: Holders of this visa may enter Eswatini from South Africa or Mozambique, its only two neighbours. Eswatini's capital is recorded as Lobamba; the official languages are English and Swazi. Fees are payable in Swazi lilangeni or South African rand, both of which are accepted as currency in Eswatini.")
p('false', 'visa-notice',
  ['cap:GBR=London', 'cur:GBR=GBP', 'bor:IRL=GBR', 'cur:IRL=GBP', 'cap:ISL=Reykjavik', 'cur:ISL=ISK'],
  "Legal notice — transit rules. A Schengen transit visa does not cover the United Kingdom, whose capital is London and whose currency is the pound sterling. Ireland, which borders the UK, also uses the pound sterling and is outside Schengen. Travellers continuing to Reykjavik, the capital of Iceland, will need to pay in Icelandic króna.")
p('true', 'visa-notice',
  ['cap:SLV=San Salvador', 'cur:SLV=USD', 'cur:GTM=GTQ', 'cap:GTM=Guatemala City', 'bor:HND=NIC', 'bor:CRI=NIC', 'bor:CRI=PAN'],
  "Visa information for Central America: El Salvador, whose capital is San Salvador, uses the US dollar; Guatemala uses the quetzal and has its capital at Guatemala City. A CA-4 visa also covers Honduras and Nicaragua, which border each other. Costa Rica, which borders Nicaragua and Panama, is not part of the CA-4 agreement.")
p('false', 'visa-notice',
  ['cur:GUF=EUR', 'bor:GUF=BRA', 'bor:GUF=SUR', 'cap:SUR=Paramaribo', 'lang:SUR=Dutch', 'cap:GUY=Georgetown', 'lang:GUY=English', 'bor:GUY=VEN', 'bor:GUY=BRA', 'bor:GUY=SUR', 'bor:GUY=GUF', 'cur:VEN=VES'],
  "Visa notice — the Guianas: French Guiana is an overseas part of France, uses the euro and borders Brazil and Suriname. Suriname's capital is Paramaribo and its official language is Dutch; Guyana, further west, has Georgetown as its capital and English as its official language. Guyana borders Venezuela, Brazil, French Guiana and Suriname, and travellers crossing into Venezuela pay in bolívares.")
p('true', 'visa-notice',
  ['bor:TLS=IDN', 'cap:TLS=Dili', 'cur:TLS=USD', 'lang:TLS=Portuguese', 'lang:TLS=Tetum', 'cap:IDN=Jakarta', 'bor:IDN=MYS', 'bor:IDN=PNG'],
  "Consular notice: Timor-Leste's only land border is with Indonesia, so overland entry is via that frontier. Dili is the capital of Timor-Leste, its currency is the US dollar, and its official languages are Portuguese and Tetum. Indonesia, whose capital is Jakarta, also borders Malaysia and Papua New Guinea.")

# === ROWS END ===


# ------------------------------------------------------------------ machinery
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
    random.Random(15).shuffle(singles)
    random.Random(1515).shuffle(paras)
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
        if not 2 <= n <= 8:
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
        if got != label or not 2 <= n <= 8 or len({parse(s)['sid'] for s, r in res if r != 'unknown'}) < 2:
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
