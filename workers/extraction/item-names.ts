// Item names in a line table: what stands where a name goes (an article code), which rows under
// an item are its details rather than the rest of its name, and how a wrapped name joins.
import { norm } from './labels';

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
/** A bulleted detail row under an item ('• Beschreibung: aus Deutschland', '- Support inclus'). */
const BULLET = /^[•·▪◦*–-]\s/u;

/**
 * Appends a wrapped line to an item's name; false when the name is complete. An article code in
 * the description column gives way to the name under it; a name broken after a hyphen
 * ('GWDSTG-DIN976-' over 'A-4.8-(A2K)-M10X1000') joins without a space. An attribute row
 * ('Verpackung: Karton', '• Beschreibung: …') or the name printed again ends the name: what
 * follows is the item's details, not its name.
 */
export function appendWrapped(item: { name: string }, more: string, brokenWord = false): boolean {
  const line = more.replace(/\s+/g, ' ').trim();
  if (ATTRIBUTE.test(line) || BULLET.test(line) || PERIOD.test(line) || norm(line) === norm(item.name)) return false;
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

/** The part of a line table row a wrapped-name test needs: the text's right edge and first word. */
interface Run {
  text: string;
  x1: number;
  words: ReadonlyArray<{ x: number; w: number; h: number }>;
}

/**
 * Whether the line under an item's name is its description (EN 16931 BT-154) rather than the rest
 * of its name (BT-153): a name wraps only when its next word does not fit, so a line whose first
 * word would have fit on the name's line, within the width the table's names and this line prove
 * the column has, starts a paragraph of its own ('PRESTATION SUPPORT' over 'Support utilisateurs,
 * forfait mensuel'; Odoo, Dolibarr, Pennylane print the product name over its description). A code
 * standing for the name, a word broken at the column's edge and a line going on in small letters
 * are the name's, as is a line not opening with a capitalised word ('Kopierpapier' over 'A4') and
 * a dated one.
 */
export function startsDescription(
  name: { text: string; x1: number },
  below: readonly Run[],
  namesRight: number,
): boolean {
  const first = below[0]?.words[0];
  const text = below.map((r) => r.text).join(' ');
  // A dated line ('Nov 3 - Dec 3, 2026' under 'Team plan') is the period a subscription covers,
  // which SaaS tools print as part of the item's text: the rule leaves it as it was.
  const dated = /\b(19|20)\d{2}\b/.test(text);
  if (!first || dated || isCode(name.text) || /[\p{L}\d]-$/u.test(name.text) || !/^\p{Lu}\p{Ll}/u.test(text))
    return false;
  const right = Math.max(namesRight, name.x1, ...below.map((r) => r.x1));
  return name.x1 + 0.3 * first.h + first.w <= right;
}
