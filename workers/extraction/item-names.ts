// Item names in a line table: what stands where a name goes (an article code), which rows under
// an item are its details rather than the rest of its name, and how a wrapped name joins.
import { norm } from './labels';
import { findDate } from './parsers';

/** A lone article code ('ZS997', 'TB100A4') standing where the name goes. */
export const CODE = /^[\p{Lu}0-9][\p{Lu}0-9\-./]*\d[\p{Lu}0-9\-./]*$/u;
/**
 * An article number with its label before a name or standing alone ('Art.-Nr. 4711', 'Artikel-Nr:
 * A-200', 'Réf. 4711', 'SKU 12345', 'Item no. 88'): the seller's item id (BT-155), not the name.
 */
const LABELLED_CODE =
  /^(?:art(?:ikel)?\.?[\s-]*nr\.?|art\.?\s*no\.?|item\s*no\.?|réf\.?|ref\.?|sku)\s*:?\s*(?=[\p{L}0-9\-./]*\d)[\p{L}0-9\-./]+/iu;

/** A name that is only an article code, with or without its label. */
export function isCode(name: string): boolean {
  return CODE.test(name) || LABELLED_CODE.exec(name)?.[0] === name;
}

/**
 * A cell under the first of two item headers ('Item | Description') that is the item's name, not
 * its article code: words with small letters, no code ('ZS997', 'Art.-Nr. 4711'), no run of three
 * digits (a number with a word: 'Art 40011').
 */
export function namesItem(text: string): boolean {
  return !isCode(text) && /\p{Ll}/u.test(text) && !/\d{3}/.test(text);
}

/**
 * An article code set before the name with a spaced dash ('GG-SCRW-A4-01 - High-Grade Screws',
 * '12345 – Toller Artikel'), as shop and invoicing tools print 'SKU - name'; four characters at
 * least, so a size or format ('A4 - Papier') stays in the name, and a number of digits only five at
 * least, so a year ('2024 - Mitgliedsbeitrag') does too.
 */
const DASHED_CODE = /^([\p{Lu}0-9][\p{Lu}0-9\-./]*\d[\p{Lu}0-9\-./]*)\s+[-–—]\s+/u;

/** A code worth leaving out: four characters with a letter, or five digits ('2024 - Beitrag' keeps its year). */
function dashedCode(code: string): boolean {
  return /\p{L}/u.test(code) ? code.length >= 4 : code.replace(/\D/g, '').length >= 5;
}

/**
 * An article code in square brackets before the name ('[E-COM11] Bureau d’angle', '[FURN_8888]
 * Lampe'), as Odoo prints a product's internal reference: the seller's item id (BT-155).
 */
const BRACKETED_CODE = /^\[(?=[^\]]*\d)[\p{L}0-9][\p{L}0-9\-_./ ]{0,24}\]\s*/u;

/**
 * The name without a labelled article number before it ('Art.-Nr. 4711 Eichenplatte' →
 * 'Eichenplatte'), a bracketed code ('[E-COM11] Bureau' → 'Bureau') or a code before a spaced
 * dash ('12345 - Toller Artikel' → 'Toller Artikel').
 */
export function withoutArticleNumber(name: string): string {
  const m = LABELLED_CODE.exec(name) ?? BRACKETED_CODE.exec(name);
  const d = m ? null : DASHED_CODE.exec(name);
  const cut = m?.[0] ?? (d && dashedCode(d[1] as string) ? d[0] : null);
  const rest = cut ? name.slice(cut.length).trim() : '';
  return /^\p{L}/u.test(rest) ? rest : name;
}

/**
 * The period a subscription line covers, printed in brackets after its name or alone under it, as
 * Stripe, Xero and SaaS billing print it ('Pro plan (Nov 1 – Nov 30, 2024)', 'Wartung
 * (01.11.2024 - 30.11.2024)'): two dates joined by a dash, 'to' or 'bis', the second holding the
 * year. The line's invoicing period (BG-26), not its name.
 */
function isDateRange(text: string): boolean {
  const parts = text.trim().split(/\s*[-–—]\s*|\s+(?:to|bis|au)\s+/i);
  if (parts.length !== 2) return false;
  const [first, second] = parts as [string, string];
  return findDate(second)?.raw.trim() === second.trim() && /\d/.test(first) && first.length <= 16;
}

/** The name without a bracketed period after it ('Pro plan (Nov 1 – Nov 30, 2024)' → 'Pro plan'). */
export function withoutPeriod(name: string): string {
  const m = /^(.*\p{L}.*?)\s*\(([^()]+)\)$/u.exec(name);
  return m && isDateRange(m[2] as string) ? (m[1] as string) : name;
}

/** An item's name as its row prints it, without an article number before it or a period after it. */
export function itemName(text: string): string {
  return withoutPeriod(withoutArticleNumber(text));
}

/**
 * An attribute row under an item ('Verpackung: Karton', 'Lieferung: …'); its key may hold a number
 * sign, an abbreviation's point or an apostrophe ('N° de série : SN 4471', 'Réf. fournisseur :
 * 88-12', "Date d'intervention : 04/02/2024").
 */
export const ATTRIBUTE = /^\p{L}[\p{L}°º.'’\- ]{0,30}\s?:(\s|$)/u;
/**
 * The period an item covers, set under its name ('Période de 01/01/2023 au 31/01/2023', 'Zeitraum
 * 01.12.2019 - 31.12.2019', 'Period from 1/12/2019'): the line's invoicing period, not its name.
 */
const PERIOD =
  /^(p[ée]riode|period|zeitraum|leistungszeitraum|abrechnungszeitraum|du|vom|from)\b.*\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/iu;
/**
 * A share of the item above, printed as a row of its own ('Dont éco-participation  1,25  2,50',
 * 'davon Pfand 0,25', 'of which deposit'): the recycling fee French sellers must show is part of
 * the line's price, not a line.
 */
export const SHARE_OF_ITEM = /^(dont|davon|hiervon|of which|y compris)\b/iu;
/**
 * A row naming a document or an identifier the item came with, set under its name: a number after
 * its label ('Lieferschein Nr. 80123', 'BL n° 2024-0456', 'Serial no. 7XK2L93', 'Seriennummer
 * 4711', 'Order #1234'), a delivery or order document's word with a number ('Lieferschein 4711
 * vom 01.09.', 'Auftrag 2024-88'), or a whole date ('Livrée le 02/02/2024', 'Lieferdatum
 * 03.04.2024'): the item's details (delivery, serial number, BT-154), not the rest of its name.
 */
const REFERENCE_ROW = new RegExp(
  [
    String.raw`^\p{L}[\p{L}.\-]*(?:\s+\p{L}[\p{L}.\-]*){0,2}?(?:\s*-?nr\.?|\s+no\.?|\s*n°|\s*nº|\s*#|nummer|\s+number)\s*:?\s*[\p{L}\d\-/.]*\d`,
    String.raw`^(?:lieferschein|bon de livraison|bl|delivery note|packing slip|auftrag|bestellung|commande|order|serial|seriennummer|sn|s/n|imei)\b.*\d`,
    String.raw`\b\d{1,2}[./]\d{1,2}[./]\d{4}\b|\b\d{4}-\d{2}-\d{2}\b`,
  ].join('|'),
  'iu',
);
/** A bulleted detail row under an item ('• Beschreibung: aus Deutschland', '- Support inclus'). */
const BULLET = /^[•·▪◦*–-]\s/u;

/**
 * Whether the line under a name's last part is a break rather than a wrap, so that it describes
 * the item (EN 16931 BT-154) instead of going on with its name (BT-153): a name wraps only where its
 * next word does not fit, so a line whose first word would have fitted after that part, within
 * the widest name line of the table or this line itself (the column is at least that wide),
 * measured both in points and in characters (tools wrap either by width or by a count of
 * characters), with a line's height and two characters to spare, starts a paragraph of its own
 * ('Schweinesteak' over 'aus Deutschland'; 'PRESTATION SUPPORT' over 'Support utilisateurs, forfait
 * mensuel', as Odoo, Dolibarr and Pennylane print a product over its description). A word broken
 * at the column's edge goes on the name; only a text layer's widths are measured (OCR boxes follow
 * the glyphs loosely).
 */
export function fitsAfter(
  part: { text: string; x1: number },
  widest: { x1: number; chars: number },
  below: { text: string; x1: number },
  first: { text: string; w: number; h: number; conf: number } | undefined,
): boolean {
  if (first === undefined || first.conf < 1 || /[\p{L}\d]-$/u.test(part.text)) return false;
  const x1 = Math.max(widest.x1, below.x1);
  const chars = Math.max(widest.chars, below.text.length);
  return part.x1 + 0.25 * first.h + first.w <= x1 - first.h && part.text.length + 1 + first.text.length <= chars - 2;
}

/**
 * Appends a wrapped line to an item's name; false when the name is complete. An article code in
 * the description column gives way to the name under it; a name broken after a hyphen
 * ('GWDSTG-DIN976-' over 'A-4.8-(A2K)-M10X1000') joins without a space. An attribute row
 * ('Verpackung: Karton', '• Beschreibung: …') or the name printed again ends the name: what
 * follows is the item's details, not its name.
 */
export function appendWrapped(item: { name: string }, more: string, brokenWord = false): boolean {
  const line = more.replace(/\s+/g, ' ').trim();
  if ([ATTRIBUTE, BULLET, PERIOD, REFERENCE_ROW].some((re) => re.test(line)) || isDateRange(line)) return false;
  if (norm(line) === norm(item.name)) return false;
  // A wrapped part ending in a colon ('Künstlerische Gestaltung' over '(Stunde):') ends the name;
  // the colon introduces what the item is, not part of its name.
  const text = line.replace(/\s*:$/, '');
  const open = text === line;
  if (/[\p{L}\d]-$/u.test(item.name) || brokenWord) item.name = `${item.name}${text}`;
  else if (!isCode(item.name)) item.name = `${item.name} ${text}`;
  else {
    // The name under the code is the whole name; what follows is the item's details.
    item.name = text;
    return false;
  }
  return open;
}
