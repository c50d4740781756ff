// Party blocks found by position rather than by a label. A letter sent in a window envelope prints
// the sender's return address as one small line ('Kraxi GmbH · Flugzeugallee 17 · 12345
// Papierfeld') right above the recipient's address: that line names the supplier, and the block
// under it is the customer. Also the small rules that keep a block's name a name: identifier and
// salutation rows ('GLN 4304171000002', 'Kunden-Nr.: 009420', 'Herrn') are not the name, and a
// placeholder 'LOGO' in front of a company name is dropped.
import { isAddressCaption, zipCity } from './address-line';
import { LABELS } from './labels';
import { matchLabel } from './label-match';
import type { Line, Segment } from './layout';
import type { PartyData } from './types';

const SEPARATORS = /\s*[•●·|◦▪]\s*|\s+[-–]\s+/;

export interface ReturnAddress {
  supplier: PartyData;
  /** The recipient's block under the line, top down. */
  window: Segment[];
  /** Indices of the lines the window block spans. */
  windowLines: number[];
  line: Line;
}

/** The parts of a return-address line, when it is one: ≥ 2 parts, one of them a postcode and city. */
function returnParts(text: string): string[] | null {
  const parts = text
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length < 2 || parts.length > 6) return null;
  return parts.some((p) => zipCity(p) !== null) &&
    /\p{L}{2}/u.test(parts[0] as string) &&
    !/\d/.test(parts[0] as string)
    ? parts
    : null;
}

/** The return-address line in the top half of page 1, with the address block under it. */
export function findReturnAddress(lines: readonly Line[]): ReturnAddress | null {
  for (const line of lines) {
    if (line.page !== 1 || line.y > 420) continue;
    // Printed as one run, or as runs joined by separator glyphs.
    const run = line.segments.filter((s) => s.x < 320);
    const text = run.map((s) => s.text).join(' ');
    const parts = returnParts(text);
    if (!parts) continue;
    const window: Segment[] = [];
    const windowLines: number[] = [];
    let x0: number | null = null;
    let lastY = line.y;
    for (let k = line.index + 1; k < lines.length && window.length < 6; k += 1) {
      const l = lines[k] as Line;
      // The gap allowed grows with the window's own type size (a 12 pt address printed at 1.5 lines
      // leaves 40 pt between its rows, more than the small return line's four heights).
      if (l.page !== line.page || l.y - lastY > Math.max(40, line.h * 4, l.h * 4)) break;
      const s: Segment | undefined =
        x0 === null
          ? l.segments.find((x) => x.x < 320 && Math.abs(x.x - (run[0] as Segment).x) < 60)
          : l.segments.find((x) => Math.abs(x.x - (x0 as number)) < 8);
      if (!s) continue;
      x0 ??= s.x;
      window.push(s);
      windowLines.push(l.index);
      lastY = l.y;
      if (zipCity(s.text)) {
        const next = lines[k + 1];
        const country = next?.segments.find((x) => Math.abs(x.x - (x0 as number)) < 8);
        if (country && /^\p{L}[\p{L} ]+$/u.test(country.text.trim()) && next && next.y - l.y < l.h * 2)
          window.push(country);
        break;
      }
    }
    if (window.length < 2) continue;
    // 'PLZ Ort' or, British and American, the city before its postcode ('Bristol BS1 4RN').
    const zi = parts.findIndex((p) => zipCity(p) !== null);
    const z = zipCity(parts[zi] as string);
    const supplier: PartyData = {
      name: parts[0] as string,
      org_id: null,
      tax_number: null,
      address: {
        street: zi >= 2 ? (parts[zi - 1] as string) : null,
        zip: z?.zip ?? null,
        city: z?.city ?? null,
        country: z?.country ?? null,
      },
    };
    return { supplier, window, windowLines, line };
  }
  return null;
}

/** Identifier, contact and salutation rows that open a party block but are not its name. */
const NOT_A_NAME =
  /^(gln|iln|globale (lokations)?nummer|duns|abn|acn|kunden-?nr|kundennummer|lief(eranten)?-?nr|nr\.?|nummer|no\.?|tel|fax|e-?mail|ust|vat|siret|siren|z\. ?hd|attn|attention|fao|contact)\b/i;

/**
 * A caption over a name, not the name: 'SELLER TRADE NAME', 'Customer name / company', 'Nom du
 * client', 'Raison sociale'.
 */
const CAPTION =
  /^(?:(?:seller|buyer|supplier|customer|client|vendor|company)(?:'s)?\s+)?(?:trade\s+|legal\s+|company\s+|full\s+)?name(?:\s*\/\s*company)?$|^(?:nom(?: commercial)?(?: du (?:vendeur|fournisseur|client|acheteur))?|raison sociale|dénomination(?: sociale)?)$/i;

/** A caption heading a block ('Faktura udstedt til:', 'Invoice issued to:'): words without digits ending in a colon. */
export const isCaptionRow = (text: string): boolean => /^\D+:$/.test(text.trim());

export function isCaption(text: string): boolean {
  return CAPTION.test(text.trim().replace(/:$/, ''));
}

/**
 * A document title the label lists do not know ('luotto Huom', 'Maksumuistutus'): a run set larger
 * than the rows under it, heading the invoice number or date label in its own column (a details
 * box: title, number, date, amount). A seller's heading heads its address instead.
 */
export function titlesDetails(lines: readonly Line[], line: Line, seg: Segment): boolean {
  const next = lines
    .slice(line.index + 1, line.index + 3)
    .find((l) => l.segments.some((x) => Math.abs(x.x - seg.x) < 12));
  const under = next?.segments.find((x) => Math.abs(x.x - seg.x) < 12);
  if (!next || !under || next.page !== line.page || next.y - line.y > seg.h * 2.5 || seg.h < under.h * 1.5)
    return false;
  return matchLabel(under.text, [...LABELS.invoice_id, ...LABELS.issue_date]) !== null;
}

/**
 * The block's segments with the rows that cannot be its name moved out of the way. A salutation
 * alone on its row ('Herrn' over 'Max Mustermann') is one; with the name after it on the same row
 * ('Ms. Mary D. Dunton', 'Herrn Max Mustermann') the row is the name (`withoutSalutation`).
 */
export function nameFirst(segs: readonly Segment[]): Segment[] {
  const i = segs.findIndex(
    (s) =>
      !NOT_A_NAME.test(s.text.trim()) &&
      !SALUTATION.test(s.text.trim()) &&
      !isCaption(s.text) &&
      /\p{L}{2}/u.test(s.text),
  );
  const rows = i <= 0 ? [...segs] : [...segs.slice(i)];
  // A person written over the company ('Dr. Thomas Schulze' / 'Schulze & Partner KG'): the company
  // is the party, the person its contact.
  const [first, second] = rows;
  if (first && second && personRow(first.text) && COMPANY_FORM.test(second.text) && !COMPANY_FORM.test(first.text))
    return [second, first, ...rows.slice(2)];
  return rows;
}

/** Legal forms of companies as their names print them ('… GmbH', '… & Partner KG', '… SARL', '… AB'). */
const LEGAL_FORMS = [
  'GmbH',
  'AG',
  'a.G.',
  'KG',
  'OHG',
  'GbR',
  'e.V.',
  'eG',
  'e.G.',
  'SE',
  'UG',
  'e.K.',
  'Ltd',
  'Ltd.',
  'Limited',
  'LLC',
  'LLP',
  'Inc',
  'Inc.',
  'PLC',
  'Corp',
  'Corp.',
  'S.A.',
  'SA',
  'SAS',
  'SASU',
  'SARL',
  'EURL',
  'SNC',
  'S.r.l.',
  'S.p.A.',
  'B.V.',
  'BV',
  'N.V.',
  'NV',
  'AB',
  'ASA',
  'AS',
  'A/S',
  'ApS',
  'Oy',
  'Oyj',
];
const LEGAL_FORM_ALTERNATIVES = LEGAL_FORMS.map((f) => f.replace(/[./]/g, '\\$&')).join('|');
/** A legal form anywhere in a row, as printed (capitals matter: 'AS' is a form, 'as' a word). */
const COMPANY_FORM = new RegExp(`(?:^|\\s)(?:${LEGAL_FORM_ALTERNATIVES})(?=$|[\\s,])`);
/** A legal form closing a row, in any case ('… GmbH', '… a.G.', '… LTD'). */
export const LEGAL_FORM_AT_END = new RegExp(`(?:^|\\s)(?:${LEGAL_FORM_ALTERNATIVES})$`, 'i');

/** A person's name as a row, after a salutation or an academic title ('Dr. Thomas Schulze', 'M. Jean Martin'). */
function personRow(text: string): boolean {
  const bare = withoutSalutation(text.trim())
    .replace(/^(?:mr|mrs|ms|dr|prof)\.?\s+/i, '')
    .replace(/^(?:dr|prof|dipl\.-\p{L}+)\.?\s+/iu, '');
  return personName(bare);
}

/** Contact and identifier rows printed inside an address ('z. Hd. …', 'Tel. …', 'USt-IdNr. …'), and a caption ('Adress'). */
const NOT_AN_ADDRESS_LINE =
  /^(gln|iln|duns|abn|acn|kunden-?nr|kundennummer|tel|phone|fax|e-?mail|ust|vat|siret|siren|z\. ?hd|attn|att|à l'attention|contact|cvr|org\.? ?nr|organisationsnummer|y-tunnus|momsreg|mva|alv|tlf|telefon|puh|puhelin|mob|mobil|e-?post|sähköposti)\b/i;

/**
 * The street of an address block: its first address line (EN 16931 BT-35/BT-50, what the embedded
 * invoice calls line one), the first row between the name and the postcode that is not a contact
 * or identifier row. A second line ('ZUG Business Center' over 'Highway 1') is line two.
 */
export function firstAddressLine(between: readonly Segment[]): Segment | null {
  const rows = between.filter(
    (s) =>
      !NOT_AN_ADDRESS_LINE.test(s.text.trim()) &&
      !isAddressCaption(s.text) &&
      !IDENTIFIER_ROW.test(s.text.trim()) &&
      !ATTENTION.test(s.text),
  );
  // A contact person printed under a company's name ('Papierflieger GmbH' / 'Helga Musterfrau' /
  // 'Rabattstr. 25') is no address line when a row with a house number follows.
  // So is a Nordic department row ('Avd. Nord', 'Afd. Syd', 'Osasto 3') over the street, and the
  // owner of a sole trader's firm ('Inh. Klaus Meier').
  const k = rows.findIndex(
    (s) =>
      !(
        (personRow(s.text) || DEPARTMENT.test(s.text.trim()) || OWNER.test(s.text)) &&
        rows.slice(rows.indexOf(s) + 1).some((r) => /\d/.test(r.text))
      ),
  );
  return rows[k] ?? null;
}

/**
 * A department printed as an address row: Nordic 'Avd. Nord', 'Afdeling Syd', 'Osasto 3', German
 * 'Abt. Einkauf', 'Buchhaltung', French 'Service comptabilité', English 'Accounts Payable'.
 */
const DEPARTMENT =
  /^(?:(?:avd|afd|avdeling|afdeling|avdelning|osasto|abt|abteilung)\b\.?|(?:buchhaltung|finanzbuchhaltung|kreditorenbuchhaltung|rechnungswesen|rechnungseingang|einkauf|verwaltung|accounts payable|accounts department|finance department|purchasing(?: department)?|procurement|(?:service )?comptabilit[ée]|service (?:achats|financier)|direction financi[èe]re)$)/i;

/** The owner named under a firm's name ('Inh. Klaus Meier', 'Inhaberin: Anna Roth', 'Owner: Sam Lee'). */
const OWNER = /^(?:inh\.|inhaber(?:in)?\b|owner\b|proprietor\b|prop\.)/i;

/**
 * 'Einkauf ATTN Erika Mustermann', 'Buchhaltung z. Hd. Herrn Meier', 'Attention: Accounts Payable',
 * 'FAO Jane Smith' (British 'for the attention of'): a contact row, wherever its marker stands.
 */
const ATTENTION =
  /(?:^|\s)(?:attn\.?|attention(?: of)?|for the attention of|f\.?a\.?o\.?|z\. ?hd\.?|zu händen|c\/o)(?:\s|:|$)/i;

/** Words of buildings and places, which a two-word capitalised row may be ('Tech Park', 'Tower House'). */
const PLACE_WORDS =
  /\b(?:house|haus|center|centre|park|tower|building|gebäude|hof|platz|plaza|court|hall|halle|campus|residence|résidence)\b/i;

/**
 * A person's name as a row: two or three capitalised words of at most 12 letters, no digit ('Helga
 * Musterfrau', 'Aoife Kelly'); a longer word is a German compound noun ('Versicherungsbüro Nord').
 */
function personName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 3 &&
    words.every((w) => /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(w) && w.length <= 12) &&
    !PLACE_WORDS.test(text)
  );
}

/** A row that is only an identifier: an org number ('559068-2828'), a VAT number ('SE559068282801', '923 609 016 MVA'). */
const IDENTIFIER_ROW = /^(?:[A-Z]{2}U?\d[\dA-Z ]{7,15}|[\d -]{8,14}(?: ?MVA)?)$/;

/** 'LOGO LE FOURNISSEUR' → 'LE FOURNISSEUR' (a template's logo placeholder before the name). */
export function withoutLogo(name: string): string {
  return name.replace(/^logo\s+/i, '');
}

const SALUTATION = /^(herrn?|frau|firma|mr\.?|mrs\.?|ms\.?|monsieur|madame|mme\.?|messrs\.?)$/i;

/**
 * A party's name without the letter's salutation before it ('Herrn Max Mustermann' → 'Max
 * Mustermann', 'Firma Müller GmbH' → 'Müller GmbH', 'Madame Claire Petit'): German, French and
 * Nordic salutations belong to the letter, not the name. English titles ('Ms. Mary D. Dunton',
 * 'Dr Jane Smith') are kept, as English invoicing tools print the contact's name with them.
 */
export function withoutSalutation(name: string): string {
  return name.replace(/^(?:herrn?|frau|firma|monsieur|madame|mme\.?|m\.|hr\.|fr\.)\s+(?=\p{L})/iu, '');
}

/**
 * A letter's recipient block opened by a salutation line ('Herrn' over 'Max Mustermann',
 * 'Musterstr. 11', '12346 Bad Musterhausen'), for layouts with neither a bill-to label nor a
 * return-address line: the aligned lines down to the postcode and city.
 */
export function findSalutationBlock(lines: readonly Line[]): { window: Segment[]; windowLines: number[] } | null {
  for (const line of lines) {
    if (line.page !== 1 || line.y > 420) continue;
    const first = line.segments.find((s) => SALUTATION.test(s.text.trim()));
    if (!first) continue;
    const window: Segment[] = [first];
    const windowLines: number[] = [line.index];
    let lastY = line.y;
    for (let k = line.index + 1; k < Math.min(lines.length, line.index + 6); k += 1) {
      const l = lines[k] as Line;
      if (l.page !== line.page || l.y - lastY > Math.max(40, l.h * 4)) break;
      const s = l.segments.find((x) => Math.abs(x.x - first.x) < 8);
      if (!s) continue;
      window.push(s);
      windowLines.push(l.index);
      lastY = l.y;
      if (zipCity(s.text)) return { window, windowLines };
    }
  }
  return null;
}
