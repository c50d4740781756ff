// ISO 3166-1 alpha-2 countries with English and Swedish names, EU membership (reverse charge,
// intra-EU VAT) and the country autocomplete (at most 20 matches).

import { COUNTRY_MATCHES_MAX } from './constants';
import type { Lang } from './i18n/lang';

export interface Country {
  code: string;
  en: string;
  sv: string;
}

// code|English|Swedish — one line each, sorted by code.
const DATA = `AD|Andorra|Andorra
AE|United Arab Emirates|Förenade Arabemiraten
AF|Afghanistan|Afghanistan
AG|Antigua and Barbuda|Antigua och Barbuda
AI|Anguilla|Anguilla
AL|Albania|Albanien
AM|Armenia|Armenien
AO|Angola|Angola
AQ|Antarctica|Antarktis
AR|Argentina|Argentina
AS|American Samoa|Amerikanska Samoa
AT|Austria|Österrike
AU|Australia|Australien
AW|Aruba|Aruba
AX|Åland Islands|Åland
AZ|Azerbaijan|Azerbajdzjan
BA|Bosnia and Herzegovina|Bosnien och Hercegovina
BB|Barbados|Barbados
BD|Bangladesh|Bangladesh
BE|Belgium|Belgien
BF|Burkina Faso|Burkina Faso
BG|Bulgaria|Bulgarien
BH|Bahrain|Bahrain
BI|Burundi|Burundi
BJ|Benin|Benin
BL|Saint Barthélemy|Saint-Barthélemy
BM|Bermuda|Bermuda
BN|Brunei Darussalam|Brunei
BO|Bolivia|Bolivia
BQ|Bonaire, Sint Eustatius and Saba|Bonaire, Sint Eustatius och Saba
BR|Brazil|Brasilien
BS|Bahamas|Bahamas
BT|Bhutan|Bhutan
BV|Bouvet Island|Bouvetön
BW|Botswana|Botswana
BY|Belarus|Belarus
BZ|Belize|Belize
CA|Canada|Kanada
CC|Cocos (Keeling) Islands|Kokosöarna
CD|Democratic Republic of the Congo|Demokratiska republiken Kongo
CF|Central African Republic|Centralafrikanska republiken
CG|Congo|Kongo-Brazzaville
CH|Switzerland|Schweiz
CI|Côte d'Ivoire|Elfenbenskusten
CK|Cook Islands|Cooköarna
CL|Chile|Chile
CM|Cameroon|Kamerun
CN|China|Kina
CO|Colombia|Colombia
CR|Costa Rica|Costa Rica
CU|Cuba|Kuba
CV|Cabo Verde|Kap Verde
CW|Curaçao|Curaçao
CX|Christmas Island|Julön
CY|Cyprus|Cypern
CZ|Czechia|Tjeckien
DE|Germany|Tyskland
DJ|Djibouti|Djibouti
DK|Denmark|Danmark
DM|Dominica|Dominica
DO|Dominican Republic|Dominikanska republiken
DZ|Algeria|Algeriet
EC|Ecuador|Ecuador
EE|Estonia|Estland
EG|Egypt|Egypten
EH|Western Sahara|Västsahara
ER|Eritrea|Eritrea
ES|Spain|Spanien
ET|Ethiopia|Etiopien
FI|Finland|Finland
FJ|Fiji|Fiji
FK|Falkland Islands (Malvinas)|Falklandsöarna
FM|Micronesia|Mikronesiska federationen
FO|Faroe Islands|Färöarna
FR|France|Frankrike
GA|Gabon|Gabon
GB|United Kingdom|Storbritannien
GD|Grenada|Grenada
GE|Georgia|Georgien
GF|French Guiana|Franska Guyana
GG|Guernsey|Guernsey
GH|Ghana|Ghana
GI|Gibraltar|Gibraltar
GL|Greenland|Grönland
GM|Gambia|Gambia
GN|Guinea|Guinea
GP|Guadeloupe|Guadeloupe
GQ|Equatorial Guinea|Ekvatorialguinea
GR|Greece|Grekland
GS|South Georgia and the South Sandwich Islands|Sydgeorgien och Sydsandwichöarna
GT|Guatemala|Guatemala
GU|Guam|Guam
GW|Guinea-Bissau|Guinea-Bissau
GY|Guyana|Guyana
HK|Hong Kong|Hongkong
HM|Heard Island and McDonald Islands|Heard- och McDonaldöarna
HN|Honduras|Honduras
HR|Croatia|Kroatien
HT|Haiti|Haiti
HU|Hungary|Ungern
ID|Indonesia|Indonesien
IE|Ireland|Irland
IL|Israel|Israel
IM|Isle of Man|Isle of Man
IN|India|Indien
IO|British Indian Ocean Territory|Brittiska territoriet i Indiska oceanen
IQ|Iraq|Irak
IR|Iran|Iran
IS|Iceland|Island
IT|Italy|Italien
JE|Jersey|Jersey
JM|Jamaica|Jamaica
JO|Jordan|Jordanien
JP|Japan|Japan
KE|Kenya|Kenya
KG|Kyrgyzstan|Kirgizistan
KH|Cambodia|Kambodja
KI|Kiribati|Kiribati
KM|Comoros|Komorerna
KN|Saint Kitts and Nevis|Saint Kitts och Nevis
KP|North Korea|Nordkorea
KR|South Korea|Sydkorea
KW|Kuwait|Kuwait
KY|Cayman Islands|Caymanöarna
KZ|Kazakhstan|Kazakstan
LA|Laos|Laos
LB|Lebanon|Libanon
LC|Saint Lucia|Saint Lucia
LI|Liechtenstein|Liechtenstein
LK|Sri Lanka|Sri Lanka
LR|Liberia|Liberia
LS|Lesotho|Lesotho
LT|Lithuania|Litauen
LU|Luxembourg|Luxemburg
LV|Latvia|Lettland
LY|Libya|Libyen
MA|Morocco|Marocko
MC|Monaco|Monaco
MD|Moldova|Moldavien
ME|Montenegro|Montenegro
MF|Saint Martin (French part)|Saint-Martin (franska delen)
MG|Madagascar|Madagaskar
MH|Marshall Islands|Marshallöarna
MK|North Macedonia|Nordmakedonien
ML|Mali|Mali
MM|Myanmar|Myanmar
MN|Mongolia|Mongoliet
MO|Macao|Macao
MP|Northern Mariana Islands|Nordmarianerna
MQ|Martinique|Martinique
MR|Mauritania|Mauretanien
MS|Montserrat|Montserrat
MT|Malta|Malta
MU|Mauritius|Mauritius
MV|Maldives|Maldiverna
MW|Malawi|Malawi
MX|Mexico|Mexiko
MY|Malaysia|Malaysia
MZ|Mozambique|Moçambique
NA|Namibia|Namibia
NC|New Caledonia|Nya Kaledonien
NE|Niger|Niger
NF|Norfolk Island|Norfolkön
NG|Nigeria|Nigeria
NI|Nicaragua|Nicaragua
NL|Netherlands|Nederländerna
NO|Norway|Norge
NP|Nepal|Nepal
NR|Nauru|Nauru
NU|Niue|Niue
NZ|New Zealand|Nya Zeeland
OM|Oman|Oman
PA|Panama|Panama
PE|Peru|Peru
PF|French Polynesia|Franska Polynesien
PG|Papua New Guinea|Papua Nya Guinea
PH|Philippines|Filippinerna
PK|Pakistan|Pakistan
PL|Poland|Polen
PM|Saint Pierre and Miquelon|Saint-Pierre och Miquelon
PN|Pitcairn|Pitcairnöarna
PR|Puerto Rico|Puerto Rico
PS|Palestine|Palestina
PT|Portugal|Portugal
PW|Palau|Palau
PY|Paraguay|Paraguay
QA|Qatar|Qatar
RE|Réunion|Réunion
RO|Romania|Rumänien
RS|Serbia|Serbien
RU|Russia|Ryssland
RW|Rwanda|Rwanda
SA|Saudi Arabia|Saudiarabien
SB|Solomon Islands|Salomonöarna
SC|Seychelles|Seychellerna
SD|Sudan|Sudan
SE|Sweden|Sverige
SG|Singapore|Singapore
SH|Saint Helena, Ascension and Tristan da Cunha|Sankta Helena, Ascension och Tristan da Cunha
SI|Slovenia|Slovenien
SJ|Svalbard and Jan Mayen|Svalbard och Jan Mayen
SK|Slovakia|Slovakien
SL|Sierra Leone|Sierra Leone
SM|San Marino|San Marino
SN|Senegal|Senegal
SO|Somalia|Somalia
SR|Suriname|Surinam
SS|South Sudan|Sydsudan
ST|Sao Tome and Principe|São Tomé och Príncipe
SV|El Salvador|El Salvador
SX|Sint Maarten (Dutch part)|Sint Maarten (nederländska delen)
SY|Syria|Syrien
SZ|Eswatini|Eswatini
TC|Turks and Caicos Islands|Turks- och Caicosöarna
TD|Chad|Tchad
TF|French Southern Territories|Franska sydterritorierna
TG|Togo|Togo
TH|Thailand|Thailand
TJ|Tajikistan|Tadzjikistan
TK|Tokelau|Tokelau
TL|Timor-Leste|Östtimor
TM|Turkmenistan|Turkmenistan
TN|Tunisia|Tunisien
TO|Tonga|Tonga
TR|Türkiye|Turkiet
TT|Trinidad and Tobago|Trinidad och Tobago
TV|Tuvalu|Tuvalu
TW|Taiwan|Taiwan
TZ|Tanzania|Tanzania
UA|Ukraine|Ukraina
UG|Uganda|Uganda
UM|United States Minor Outlying Islands|USA:s mindre öar i Oceanien och Västindien
US|United States|USA
UY|Uruguay|Uruguay
UZ|Uzbekistan|Uzbekistan
VA|Holy See (Vatican City)|Vatikanstaten
VC|Saint Vincent and the Grenadines|Saint Vincent och Grenadinerna
VE|Venezuela|Venezuela
VG|British Virgin Islands|Brittiska Jungfruöarna
VI|U.S. Virgin Islands|Amerikanska Jungfruöarna
VN|Viet Nam|Vietnam
VU|Vanuatu|Vanuatu
WF|Wallis and Futuna|Wallis- och Futunaöarna
WS|Samoa|Samoa
YE|Yemen|Jemen
YT|Mayotte|Mayotte
ZA|South Africa|Sydafrika
ZM|Zambia|Zambia
ZW|Zimbabwe|Zimbabwe`;

export const COUNTRIES: readonly Country[] = DATA.split('\n').map((line) => {
  const [code, en, sv] = line.split('|') as [string, string, string];
  return { code, en, sv };
});

const BY_CODE = new Map<string, Country>(COUNTRIES.map((c) => [c.code, c]));

/** Other names people type for a country, searched along with the official ones. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['Förenta staterna', 'United States of America', 'Amerika'],
  GB: ['England', 'Great Britain', 'UK', 'Förenade kungariket', 'Skottland', 'Wales', 'Nordirland'],
  NL: ['Holland'],
  CZ: ['Czech Republic'],
  TR: ['Turkey'],
  KR: ['Korea'],
  RU: ['Russian Federation'],
  CI: ['Ivory Coast'],
};

/** The 27 EU member states (Greece's VAT prefix is EL). */
export const EU_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

export function isCountryCode(code: string): boolean {
  return BY_CODE.has(code.trim().toUpperCase());
}

export function isEuCountry(code: string | null | undefined): boolean {
  return typeof code === 'string' && EU_COUNTRY_CODES.has(code.trim().toUpperCase());
}

/** VAT number prefix of an EU country ('EL' for Greece), else the ISO code. */
export function vatPrefix(code: string): string {
  const c = code.trim().toUpperCase();
  return c === 'GR' ? 'EL' : c;
}

/** The country's name in `lang`; the code itself when unknown (the display filter never blanks). */
export function countryName(code: string | null | undefined, lang: Lang): string {
  if (!code) return '';
  const c = BY_CODE.get(code.trim().toUpperCase());
  return c ? c[lang] : code;
}

/** Lower case without diacritics, so 'osterrike' finds Österrike and 'cote' Côte d'Ivoire. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * Country autocomplete: matches the name in `lang`, the English name, known aliases and the
 * code; an exact code match comes first, then names starting with the text, then other matches, each sorted by name in
 * `lang`; at most 20.
 */
export function searchCountries(text: string, lang: Lang): Country[] {
  const q = fold(text ?? '');
  const sorted = [...COUNTRIES].sort((a, b) => a[lang].localeCompare(b[lang], lang === 'sv' ? 'sv' : 'en'));
  if (q === '') return sorted.slice(0, COUNTRY_MATCHES_MAX);
  const exact: Country[] = [];
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const c of sorted) {
    const names = [c[lang], c.en, c.sv, ...(ALIASES[c.code] ?? [])].map(fold);
    if (fold(c.code) === q) exact.push(c);
    else if (names.some((n) => n.startsWith(q))) starts.push(c);
    else if (names.some((n) => n.includes(q))) contains.push(c);
  }
  return [...exact, ...starts, ...contains].slice(0, COUNTRY_MATCHES_MAX);
}
