// Postal address rows: a postcode and city ('SE-123 45 Stad', '75015 PARIS', 'GB SW1B 3BN London'),
// a country name, and a whole address printed on one line ('TestStraße 12-17, 98765 Weitstadt, DE';
// a footer's '25 rue du Fournisseur  92120 MONTROUGE - France - Tél : …') as page headers and
// footers print the seller's.
import { unionBox, type Line } from './layout';
import { norm } from './labels';
import type { PartyFound } from './party-fields';
import type { PartyData } from './types';

type Address = NonNullable<PartyData['address']>;

/** An Irish Eircode ('D02 XA00'): a routing key, a space, four letters and digits. */
const EIRCODE = '(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}';

/**
 * 'SE-123 45 Stad', '75015 PARIS', '06000 NICE, FR' (a trailing country code, group 4), a British
 * postcode ('GB SW1B 3BN London'), a Dutch one ('1017 GC Amsterdam': four digits and two capitals).
 */
/** A Dutch postcode: four digits and two capitals ('1017 GC'; SA, SD and SS are never issued). */
const DUTCH_POSTCODE = /^\d{4} ?[A-Z]{2}$/;

export const ZIP_CITY = new RegExp(
  String.raw`^(?:([A-Z]{2})[- ])?(\d{3} ?\d{2}|\d{4} ?(?!SA|SD|SS)[A-Z]{2}(?=\s+\p{L})|\d{4,5}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|${EIRCODE})\s+(\p{L}[\p{L} .-]*?\p{L}\.?)(?:,\s*([A-Z]{2}))?$`,
  'u',
);

/** The American states and DC by name, as some invoices print them ('San Francisco, California 94103'). */
const US_STATE_NAMES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];

/** The American states' and DC's postal codes. */
const US_STATE_CODES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';

/**
 * A city before its postcode: an American 'Springfield, IL 62704' (a comma, the state by its code
 * or name, five digits; without the comma, 'San Francisco CA 94134' as Odoo prints it, a state's
 * own code only) or a British 'London SW1B 3BN'.
 */
const CITY_ZIP = new RegExp(
  String.raw`^(\p{L}[\p{L} .'-]*?\p{L}\.?)(?:(?:,\s*(?:[A-Z]{2}|${US_STATE_NAMES.join('|')})|\s+(?:${US_STATE_CODES.split(' ').join('|')}))\s+(\d{5}(?:-\d{4})?)|,?\s+([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}))$`,
  'u',
);

/** A Canadian city, province and postal code ('Toronto, Ontario M5H 1A1', 'Montréal, QC H2Y 1C6'). */
const CANADIAN_CITY_ZIP = new RegExp(
  String.raw`^(\p{L}[\p{L} .'-]*?\p{L}\.?),?\s+(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT|Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland and Labrador|Nova Scotia|Ontario|Prince Edward Island|Qu[eé]bec|Saskatchewan|Yukon)\s+([ABCEGHJ-NPRSTVXY]\d[A-Z] ?\d[A-Z]\d)$`,
  'u',
);

/**
 * An Australian suburb, state and postcode ('Sydney NSW 2000', 'Manly, NSW 2095', 'Carlton VIC
 * 3053'): the state's code is what tells four digits after a place apart from a house number.
 */
const AUSTRALIAN_CITY_ZIP = /^(\p{L}[\p{L} .'-]*?\p{L}),?\s+(?:NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+(\d{4})$/u;

export interface ZipCity {
  zip: string;
  city: string;
  country: string | null;
}

/**
 * A country named after the city, past a spaced dash or a comma ('83000 Toulon - France', '75009
 * Paris, France'), as French and Belgian sales tools print the postcode row.
 */
const COUNTRY_AFTER = /^(.*\S)(?:\s+[-–]\s+|\s*,\s*)(\p{L}[\p{L} ]*\p{L})$/u;

/** The postcode, city and (when the row shows it) country of a postcode row, either order. */
export function zipCity(text: string): ZipCity | null {
  const t = text.trim();
  const after = COUNTRY_AFTER.exec(t);
  const named = after ? countryNamed(after[2] as string) : null;
  if (after && named) {
    const z = zipCity(after[1] as string);
    return z && { ...z, country: z.country ?? named };
  }
  const m = ZIP_CITY.exec(t);
  if (m) {
    const country =
      m[1] ??
      m[4] ??
      (new RegExp(`^${EIRCODE}$`).test(m[2] as string) ? 'IE' : DUTCH_POSTCODE.test(m[2] as string) ? 'NL' : null);
    return { zip: m[2] as string, city: (m[3] as string).trim(), country };
  }
  const ca = CANADIAN_CITY_ZIP.exec(t);
  if (ca) return { zip: ca[2] as string, city: ca[1] as string, country: 'CA' };
  const au = AUSTRALIAN_CITY_ZIP.exec(t);
  if (au) return { zip: au[2] as string, city: au[1] as string, country: 'AU' };
  const c = CITY_ZIP.exec(t);
  if (!c) return null;
  // A state and five digits are American; the British postcode's shape is its country's.
  return c[2]
    ? { zip: c[2], city: c[1] as string, country: 'US' }
    : { zip: c[3] as string, city: c[1] as string, country: 'GB' };
}

/** A British postcode or an Irish Eircode alone on its row. */
const POSTCODE_ROW = new RegExp(String.raw`^(?:([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})|(${EIRCODE}))$`);

/**
 * The post town over a postcode printed alone on the next row ('BRISTOL' / 'BS1 6DZ'), as Royal
 * Mail asks British addresses to be written (and An Post Irish ones, with the Eircode last): a
 * town of letters only, at most three words ('Milton Keynes', 'Newcastle upon Tyne').
 */
export function townOverPostcode(town: string, postcode: string): ZipCity | null {
  const m = POSTCODE_ROW.exec(postcode.trim());
  const t = town.trim();
  if (!m || !/^\p{L}[\p{L} .'-]*\p{L}$/u.test(t) || t.split(/\s+/).length > 3) return null;
  return { zip: m[0], city: t, country: m[2] ? 'IE' : 'GB' };
}

const COUNTRY_NAMES: Record<string, string> = {
  sverige: 'SE',
  sweden: 'SE',
  norge: 'NO',
  norway: 'NO',
  tyskland: 'DE',
  germany: 'DE',
  deutschland: 'DE',
  danmark: 'DK',
  denmark: 'DK',
  finland: 'FI',
  suomi: 'FI',
  france: 'FR',
  frankreich: 'FR',
  belgique: 'BE',
  belgium: 'BE',
  belgien: 'BE',
  nederland: 'NL',
  netherlands: 'NL',
  österreich: 'AT',
  austria: 'AT',
  schweiz: 'CH',
  suisse: 'CH',
  italia: 'IT',
  italy: 'IT',
  'united kingdom': 'GB',
  'deutschland / germany': 'DE',
};

/** The country code a country line names ('Deutschland', 'France'), or null. */
export function countryNamed(text: string): string | null {
  return COUNTRY_NAMES[norm(text)] ?? null;
}

/** Parts of a one-line address: separator glyphs, spaced dashes, commas and segment gaps. */
const PARTS = /\s*[•●·|◦▪]\s*|\s+[-–]\s+|,\s+/;

/**
 * A postcode row that ends a sentence of a footer ('… 8 Canal Walk, Leeds LS1 4AP. Registered in
 * England No. …', '… 10115 Berlin. Geschäftsführer: …'): the row, then the rest.
 */
function endOfSentence(part: string): string[] {
  const m = /^(.*?\S)\.\s+(\p{Lu}.*)$/u.exec(part);
  return m && zipCity(m[1] as string) ? [m[1] as string, m[2] as string] : [part];
}

/**
 * An address printed on one line: a street with a house number, then the postcode and city, then
 * perhaps a country ('DE', 'France'). Null when the line is not one.
 */
function addressParts(text: string): string[] {
  const split = text
    .split(PARTS)
    .flatMap(endOfSentence)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  // 'Springfield' and 'IL 62704' were cut at the comma: they are one postcode row.
  const parts = split.flatMap((p, i) =>
    /^[A-Z]{2} \d{5}(?:-\d{4})?$/.test(p) && i > 0
      ? []
      : i + 1 < split.length && /^[A-Z]{2} \d{5}(?:-\d{4})?$/.test(split[i + 1] as string)
        ? [`${p}, ${split[i + 1]}`]
        : [p],
  );
  return parts;
}

/** An address caption ('Adress', 'Postadress', 'Besøksadresse', 'Osoite', 'Postiosoite', 'Address'). */
const ADDRESS_CAPTION_WORDS =
  '(?:post|postal |besöks|besøks|besøgs|visiting |posti|käynti)?(?:adress|address|adresse|anschrift|osoite)';
/** The caption alone, maybe with its colon (over an address, or heading a footer column). */
const ADDRESS_CAPTION = new RegExp(`^${ADDRESS_CAPTION_WORDS}:?$`, 'i');
/** The caption with its colon opening a run ('Adresse: Storgata 12'). */
const ADDRESS_CAPTION_BEFORE = new RegExp(`^${ADDRESS_CAPTION_WORDS}\\s*:\\s*`, 'i');

export function isAddressCaption(text: string): boolean {
  return ADDRESS_CAPTION.test(text.trim());
}

export function oneLineAddress(text: string): Address | null {
  const parts = addressParts(text);
  const zi = parts.findIndex((p, i) => i > 0 && zipCity(p));
  if (zi < 1) return null;
  // An address caption before it is no part of the street ('Adresse: Storgata 12, 9008 Tromsø').
  const street = (parts[zi - 1] as string).replace(ADDRESS_CAPTION_BEFORE, '');
  // A street has letters and a house number, and is no labelled value ('Versicherungsort: Muster Str. 11').
  if (!/\p{L}{2}/u.test(street) || !/\d/.test(street) || street.includes(':')) return null;
  const z = zipCity(parts[zi] as string) as ZipCity;
  const next = parts[zi + 1] ?? '';
  const country = z.country ?? countryNamed(next) ?? (/^[A-Z]{2}$/.test(next) ? next : null);
  return { street, zip: z.zip, city: z.city, country };
}

/**
 * The first one-line address on page 1 outside the given lines (the customer's block): a header's
 * or footer's seller address. Segments of a line count as its parts.
 */
export function findAddressLine(lines: readonly Line[], exclude: ReadonlySet<number>): Address | null {
  return findSellerLine(lines, exclude)?.address ?? null;
}

/** The name printed before the street of a one-line address: letters, no digit, no colon. */
export function addressLineName(text: string, address: Address): string | null {
  const parts = addressParts(text);
  const name = parts[parts.indexOf(address.street ?? '') - 1] ?? null;
  // An address caption before the street ('Adresse' | 'Storgata 12, 9008 Tromsø') names nobody.
  const caption = name !== null && isAddressCaption(name);
  return name && !caption && /\p{L}{2}/u.test(name) && !/[\d:@]/.test(name) ? name : null;
}

/**
 * The first one-line address on page 1 outside `exclude`, with the name printed before its street
 * ('Elektro Vogt e.K. · Am Anger 27 · 99084 Erfurt'): letters, no digit, no colon.
 */
function findSellerLine(
  lines: readonly Line[],
  exclude: ReadonlySet<number>,
): { address: Address; name: string | null; line: Line } | null {
  for (const line of lines) {
    if (line.page !== 1 || exclude.has(line.index)) continue;
    const text = line.segments.map((s) => s.text).join(' | ');
    const address = oneLineAddress(text);
    if (!address) continue;
    return { address, name: addressLineName(text, address), line };
  }
  return null;
}

/** The address's country when the page names none: the VAT number's prefix, or Sweden for a 'NNN NN' postcode. */
export function finishCountry(d: PartyData): void {
  if (!d.address) return;
  if (!d.address.country && d.tax_number) d.address.country = d.tax_number.slice(0, 2);
  if (!d.address.country && d.address.zip && /^\d{3} \d{2}$/.test(d.address.zip)) d.address.country = 'SE';
}

/** A supplier found without an address takes the page's one-line address, when there is one. */
export function withAddressLine(
  supplier: PartyFound,
  lines: readonly Line[],
  customerLines: ReadonlySet<number>,
): PartyFound {
  if (supplier.data.address) return supplier;
  const found = findSellerLine(lines, customerLines);
  if (!found) return supplier;
  const data = { ...supplier.data, address: { ...found.address } };
  finishCountry(data);
  // The heading gave no address: the name the address line prints is the seller's, not a logo's
  // word ('ELEKTRO' for 'Elektro Vogt e.K.') or whatever else stood largest at the top.
  if (!found.name || (data.name !== null && norm(data.name) === norm(found.name))) return { ...supplier, data };
  const box = unionBox(found.line.segments);
  const prov = { ...supplier.prov, name: { confidence: 0.8, page: found.line.page, box, source: 'one-line address' } };
  return { ...supplier, data: { ...data, name: found.name }, prov };
}
