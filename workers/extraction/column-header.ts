// The header of a line table: which column each header word names (description, quantity,
// price, VAT rate, discount, amount, in any of the label languages, German compounds by their last part),
// the columns of a header printed on one line or over two, and where descriptions sit.
import { DUTCH_HEADER_WORDS } from './labels-dutch';
import { norm, VAT_EXCLUDED_WORDS, VAT_INCLUDED_WORDS } from './labels';
import { sameButForeignLetters } from './label-match';
import type { Line } from './layout';
import type { Word } from './types';

export type Kind = 'desc' | 'qty' | 'price' | 'vat' | 'amount' | 'discount' | 'other';

const BASE_HEADER_WORDS: Record<Exclude<Kind, 'other'>, readonly string[]> = {
  desc: [
    'beskrivning',
    'artikel',
    'benämning',
    'specifikation',
    'description',
    'item',
    'items',
    'bezeichnung',
    'beschreibung',
    'artikelbezeichnung',
    'leistung',
    'produkt',
    'product',
    'désignation',
    'designation',
    'libellé',
    'nom',
    'produit',
    'article',
    'service',
    'services',
    'activity',
    'product/service',
    'text',
    'tekst',
    'kuvaus',
    'varebeskrivelse',
    'beskrivelse',
    'details',
    // 'ID | Name | Qty | Price | Line Total': the item's name column; an id column left of it is no part of the name.
    'name',
    'tuote',
    'tuotenimi',
    'artiklar',
    'artikkeli',
    'artikkel',
    'nimike',
    'produkttype',
    'vare',
    'varenavn',
    // Time sheets and service invoices: 'Tätigkeit | Dauer | Stundensatz', 'Prestation', 'Task'.
    'tätigkeit',
    'prestation',
    'prestations',
    'task',
  ],
  qty: [
    'antal',
    'qty',
    'quantity',
    'menge',
    'anzahl',
    'quantité',
    'qté',
    'qte',
    'units',
    'hours',
    'stunden',
    'st',
    'stk',
    'antall',
    'ant',
    'määrä',
    'kpl',
    'dauer',
    'durée',
    'heures',
  ],
  price: [
    'à-pris',
    'a-pris',
    'pris',
    'price',
    'unit',
    'einzelpreis',
    'preis',
    'nettopreis',
    'e-preis',
    'stückpreis',
    'prix',
    'rate',
    'unitaire',
    'pu',
    'p.u',
    'enhetspris',
    'á-pris',
    'enhedspris',
    'yksikköhinta',
    'unit price',
    'stykkpris',
    'kostnad',
    'kappalehinta',
    'à-hinta',
    'a-hinta',
    'hinta',
    // German construction and trade invoices abbreviate 'Einheitspreis | Gesamtpreis' as 'EP | GP'.
    'ep',
    'stundensatz',
  ],
  vat: [
    'moms',
    'vat',
    'tax',
    'ust',
    'mwst',
    'tva',
    'steuersatz',
    'taux',
    'mva',
    'alv',
    'moms%',
    'momssats',
    'mva-sats',
    'mvasats',
    'vat%',
    'ust.%',
    'mwst.%',
    '%',
    // VAT code columns ('St.-Schl.', 'Steuerschlüssel', 'USt-Kz.'): the code's rate (vat-codes.ts).
    'st.-schl',
    'steuerschlüssel',
    'steuercode',
    'ust-kz',
    'mwst-kz',
  ],
  // A line discount in percent ('Rabat 10%', 'Remise', 'Alennus'): never the VAT rate.
  discount: [
    'rabatt',
    'rabat',
    'remise',
    // 'Rem. %', 'Réd.': French grids abbreviate the discount's header.
    'rem',
    'réd',
    'discount',
    'disc',
    'alennus',
    'ale',
    'rabais',
    'nachlass',
    'réduc',
    'réduction',
  ],
  amount: [
    'belopp',
    'summa',
    'amount',
    'total',
    'betrag',
    'gesamt',
    'gesamtpreis',
    'summe',
    'nettobetrag',
    'positionsbetrag',
    'positions-',
    'montant',
    'subtotal',
    'line total',
    'netto',
    'entgelt',
    'beløp',
    'beløb',
    'yhteensä',
    'loppusumma',
    'sum',
    'gp',
  ],
};

/** The header words with the Dutch ones (labels-dutch.ts). */
const HEADER_WORDS: Record<Exclude<Kind, 'other'>, readonly string[]> = Object.fromEntries(
  Object.entries(BASE_HEADER_WORDS).map(([k, v]) => [
    k,
    [...v, ...((DUTCH_HEADER_WORDS as Partial<Record<string, readonly string[]>>)[k] ?? [])],
  ]),
) as unknown as Record<Exclude<Kind, 'other'>, readonly string[]>;

/** German compounds name their column by their last part ('Artikelbeschreibung', 'Stückpreis', 'Nettobetrag'). */
const COMPOUND_ENDS: Array<[RegExp, Exclude<Kind, 'other'>]> = [
  // 'Artikelname', 'Produktname' (JTL, Shopware, Plentymarkets): the name's column.
  [/(beschreibung|bezeichnung|benämning|beskrivning|beskrivelse|name)$/, 'desc'],
  [/(preis|pris|price)\/?$/, 'price'],
  [/(betrag|summe|belopp|beløp|beløb|nettowert|gesamtwert|positionswert)$/, 'amount'],
  [/^(menge|anzahl|quantit)/, 'qty'],
];

function kindOf(word: string, scanned = false): Kind {
  const t = norm(word)
    .replace(/[:.,]+$/, '')
    .replace(/^\(|\)$/g, '');
  for (const k of Object.keys(HEADER_WORDS) as Array<Exclude<Kind, 'other'>>) if (HEADER_WORDS[k].includes(t)) return k;
  if (scanned && t.length >= 4)
    for (const k of Object.keys(HEADER_WORDS) as Array<Exclude<Kind, 'other'>>)
      if (HEADER_WORDS[k].some((h) => sameButForeignLetters(t, h))) return k;
  // 'MwSt-%', 'USt.-%', 'VAT-%': a tax word with its percent sign.
  if (/^[\p{L}.]+-?%$/u.test(t) && HEADER_WORDS.vat.includes(t.replace(/[.-]*%$/, ''))) return 'vat';
  // 'Rem.(%)', 'Remise%', 'Rabatt(%)': a discount word with its percent sign in one word.
  if (/\(?%\)?$/.test(t) && HEADER_WORDS.discount.includes(t.replace(/[.\s-]*\(?%\)?$/, ''))) return 'discount';
  if (t.length >= 5) for (const [re, k] of COMPOUND_ENDS) if (re.test(t)) return k;
  return 'other';
}

export interface Column {
  kind: Kind;
  x0: number;
  x1: number;
  /** The cell's first word, normalised (headers read from a line). */
  word?: string;
}

/**
 * Words that name a quantity and an amount alike (Finnish 'Määrä'): printed twice in one header
 * ('Kuvaus | Määrä | Määrä'), the right-hand one is what the line costs.
 */
const QUANTITY_OR_AMOUNT = ['määrä'];

function withAmountOfTwins(cols: Column[]): Column[] {
  const last = cols[cols.length - 1];
  if (!last || last.kind !== 'qty' || !QUANTITY_OR_AMOUNT.includes(last.word ?? '')) return cols;
  if (!cols.some((c) => c !== last && c.kind === 'qty')) return cols;
  return [...cols.slice(0, -1), { ...last, kind: 'amount' }];
}

/** Item words that head the article number's column when a describing word heads the name's. */
const ARTICLE_WORDS = ['article', 'artikel', 'artikkel', 'artikkeli'];
/** Words that head the name's column beside an article column ('Article | Désignation'). */
const DESCRIBING_WORDS = [
  'désignation',
  'designation',
  'libellé',
  'description',
  'bezeichnung',
  'artikelbezeichnung',
  'beschreibung',
];

/**
 * 'Article | Désignation | Qté', 'Artikel | Bezeichnung | Menge': French and German sales tools
 * (EBP, Sage, Qualiac) head the article number's column with the item word alone and the name's
 * with a describing word; the item word's column is then the number's, not part of the name.
 */
export function headsArticleNumbers(first: string, second: string): boolean {
  return ARTICLE_WORDS.includes(first) && DESCRIBING_WORDS.includes(second);
}

/** The header's columns with an article column beside a describing one made the article number's. */
function withArticleNumberColumn(cols: Column[]): Column[] {
  return cols.map((c, i) =>
    c.kind === 'desc' &&
    cols.slice(i + 1).some((d) => d.kind === 'desc' && headsArticleNumbers(c.word ?? '', d.word ?? ''))
      ? { ...c, kind: 'other' }
      : c,
  );
}

export function headerColumns(line: Line): Column[] | null {
  const read = lineColumns(line);
  if (!read) return null;
  const cols = withArticleNumberColumn(withAmountOfTwins(read));
  const kinds = new Set(cols.map((c) => c.kind).filter((k) => k !== 'other'));
  // A table of services with their amounts only ('Artikel | Belopp', 'Item | Amount'): two cells, apart.
  // The one number column of such a table is what the line costs, whatever its header calls it:
  // Finnish 'Määrä' names a quantity and an amount alike ('Tuote | Määrä' over '9 766,60 €').
  const twoColumns =
    cols.length === 2 &&
    cols[0]?.kind === 'desc' &&
    (cols[1]?.kind === 'amount' || cols[1]?.kind === 'qty') &&
    (cols[1] as Column).x0 - (cols[0] as Column).x1 > 150;
  if (twoColumns) return [cols[0] as Column, { ...(cols[1] as Column), kind: 'amount' }];
  return kinds.size >= 3 && (kinds.has('amount') || kinds.has('price')) ? cols : null;
}

/**
 * A header printed over two lines ('Preis/' above 'Einheit', 'Montant' above 'H.T.'): the columns
 * of both, words stacked over each other being one column whose kind is the first one named.
 */
export function bandColumns(above: Line, line: Line): Column[] | null {
  if (above.page !== line.page || line.y - (above.y + above.h) > Math.max(above.h, line.h) * 0.9) return null;
  const a = lineColumns(above);
  const b = lineColumns(line);
  if (!a || !b) return null;
  const merged: Column[] = [];
  for (const c of [...a, ...b].sort((x, y) => x.x0 - y.x0)) {
    const last = merged[merged.length - 1];
    if (last && c.x0 < last.x1 - 1) {
      last.x1 = Math.max(last.x1, c.x1);
      if (last.kind === 'other') last.kind = c.kind;
      continue;
    }
    merged.push({ ...c });
  }
  const kinds = new Set(merged.map((c) => c.kind).filter((k) => k !== 'other'));
  return kinds.size >= 3 && (kinds.has('amount') || kinds.has('price')) ? withArticleNumberColumn(merged) : null;
}

/** Item words that name the article itself: with an identifier word, its number's header. */
const ITEM_WORDS = [
  'article',
  'artikel',
  'item',
  'produit',
  'product',
  'produkt',
  'artikkel',
  'artikkeli',
  'tuote',
  'vare',
];
/** Identifier words before an item word ('Code article', 'Réf. article', 'N° article'). */
const CODE_BEFORE = ['code', 'réf', 'ref', 'référence', 'reference', 'n°', 'nº', 'num', 'numéro'];
/** Identifier words after an item word ('Article code', 'Item no.', 'Artikel Nr.', 'Item #'). */
const CODE_AFTER = ['code', 'no', 'nr', 'n°', 'nº', 'number', 'nummer', 'id', '#', 'réf', 'ref'];

/** An item word with an identifier word beside it in its run: the article number's header cell. */
function namesArticleCode(word: string, before: string, after: string): boolean {
  return ITEM_WORDS.includes(word) && (CODE_BEFORE.includes(before) || CODE_AFTER.includes(after));
}

/** Words naming a code before a VAT word ('Code TVA', 'Kz. MwSt'). */
const CODE_WORDS = ['code', 'kz', 'kennz', 'schl', 'schlüssel'];

/** A header word as the kind rules read it: normalised, without a closing point, colon or comma. */
const bare = (t: string | undefined): string => norm(t ?? '').replace(/[.:,]+$/, '');

/** Words before a VAT word that make it part of an amount's header ('Sum eks. mva', 'Summa inkl. moms'). */
const VAT_QUALIFIERS = [...VAT_EXCLUDED_WORDS, ...VAT_INCLUDED_WORDS];

function lineColumns(line: Line): Column[] | null {
  const cols: Column[] = [];
  for (const seg of line.segments) {
    for (const w of seg.words) {
      if (/\d/.test(w.text) && !/%/.test(w.text)) return null;
      // A text layer's words have confidence 1; OCR words less.
      const i = seg.words.indexOf(w);
      const after = i > 0 ? bare((seg.words[i - 1] as Word).text) : '';
      // An item word naming a code ('Code article', 'Réf. article', 'Article code', 'Item no.') is
      // the article number's column, not the description's.
      const k = namesArticleCode(bare(w.text), after, bare(seg.words[i + 1]?.text))
        ? 'other'
        : kindOf(w.text, w.conf < 1);
      const last = cols[cols.length - 1];
      // Words of one header cell ('Unit price', 'Prix unitaire') share the first word's kind; a
      // word naming the kind again ('Unit Price'), a bare percent sign ('USt. %', 'Rabatt %',
      // 'Remise (%)') or a VAT word after 'eks.', 'exkl.', 'inkl.' ('Sum eks. mva') is the same cell,
      // not a column of its own.
      const sameCell =
        k === 'other' ||
        k === last?.kind ||
        /^\(?%\)?$/.test(w.text) ||
        (k === 'vat' && VAT_QUALIFIERS.includes(after));
      if (last && i > 0 && sameCell) {
        last.x1 = w.x + w.w;
        continue;
      }
      // 'Code TVA', 'Kz. MwSt': a code word before the VAT word heads the VAT column (vat-codes.ts).
      if (last && i > 0 && k === 'vat' && last.kind === 'other' && CODE_WORDS.includes(after)) {
        last.kind = 'vat';
        last.x1 = w.x + w.w;
        continue;
      }
      cols.push({ kind: k, x0: w.x, x1: w.x + w.w, word: norm(w.text).replace(/[:.,]+$/, '') });
    }
  }
  return cols;
}

/** Where descriptions sit: the description column up to the next column, else left of the numbers; and where its header starts. */
export function descSpan(cols: readonly Column[]): [from: number, to: number, header: number] {
  const desc = cols.find((c) => c.kind === 'desc');
  const numeric = cols.filter((c) => c.kind !== 'desc' && c.kind !== 'other');
  if (!desc) return [-Infinity, Math.min(...numeric.map((c) => c.x0)) - 4, -Infinity];
  // Any header cell right of the description ends it: an article-number column between the
  // description and the quantity is not part of the name.
  const next = Math.min(Infinity, ...cols.filter((c) => c.kind !== 'desc' && c.x0 > desc.x1).map((c) => c.x0));
  // A header set centred over its column ('Pos. |   Bezeichnung   | Menge' over names set from the
  // column's left edge): the names may begin anywhere after the header cell on its left. With no
  // header cell on its left, the names begin near the header as before: a position number or code
  // printed left of them under no header is no part of a name.
  const left = cols.filter((c) => c.x1 < desc.x0).map((c) => c.x1);
  const from = left.length > 0 ? Math.min(desc.x0 - 20, Math.max(...left) + 4) : desc.x0 - 20;
  return [from, next - 4, desc.x0];
}
