// Invoice lines. A table starts at a header line naming description and amount columns; rows are
// assigned to columns by right edge (numbers are right-aligned); the table ends at a totals label
// and may resume after a repeated header on the next page. The totals under it: totals-rows.ts.
import { SHARE_OF_ITEM, itemName, namesItem } from './item-names';
import { allowanceRow } from './allowance-row';
import { isVatGridHeader } from './vat-grid';
import { headsArticleNumbers } from './column-header';
import { CHARGE_REASONS, LABELS, TABLE_HEADERS, norm } from './labels';
import { matchLabel } from './label-match';
import { unionBox, type Line, type Segment } from './layout';
import { signedRow } from './document-sign';
import { looksLikeDecimalAmount, parseAmount, parsePercent } from './parsers';
import { namesSum } from './subtotal-rows';
import { rateOfCode, vatCodeLegend } from './vat-codes';
import type { ExtractedCharge, ExtractedLine, Provenance } from './types';

type Col = 'desc' | 'qty' | 'price' | 'vat' | 'amount';

interface Header {
  cols: Partial<Record<Col, Segment>>;
  /** Every cell of the header line. */
  cells: readonly Segment[];
  /** A second description header right of the first ('Item | Description'): the name's column. */
  name?: Segment;
}

function headerOf(line: Line): Header | null {
  const cols: Partial<Record<Col, Segment>> = {};
  let name: Segment | undefined;
  for (const s of line.segments) {
    // OCR reads '%' as '96' often enough to matter.
    // A rule under the header can read as leading underscores ('__Amount').
    const t = norm(s.text)
      .replace(/^[_\-=~|.,]+/, '')
      .replace(/\s96$/, ' %')
      .replace(/^a-pris$/, 'à-pris');
    if (cols.desc && !name && TABLE_HEADERS.desc.includes(t)) name = s;
    for (const c of Object.keys(TABLE_HEADERS) as Col[]) {
      if (!cols[c] && TABLE_HEADERS[c].includes(t)) {
        cols[c] = s;
        break;
      }
    }
  }
  return cols.desc && cols.amount && (cols.qty || cols.price || cols.vat) ? { cols, name, cells: line.segments } : null;
}

/** OCR reads 'Moms 25%' as 'Moms 2596': restore the sign for the usual rates. */
export function fixPct(text: string): string {
  return text.replace(/\b(25|12|6)(96|9%|%o)\b/, '$1%');
}

/**
 * A line that opens with a bank label ('IBAN: DK52 2978 …', 'BIC', 'SWIFT', 'Bankgiro'): the
 * payment details under the items, never an item; an amount of the totals beside them (a scan
 * puts the subtotal on the IBAN's line) must not make it a row.
 */
export function opensWithBankDetails(line: Line): boolean {
  const first = line.segments[0]?.text ?? '';
  return [LABELS.iban, LABELS.bic, ['bankgiro', 'plusgiro']].some(
    (l) => matchLabel(first, l, { fuzzy: false }) !== null,
  );
}

function isTotalsLine(line: Line): boolean {
  const first = line.segments[0];
  if (!first) return false;
  return line.segments.some(
    (s) =>
      matchLabel(s.text, [...LABELS.net, ...LABELS.payable, ...LABELS.rounding]) !== null ||
      (matchLabel(s.text, LABELS.vat) !== null && parsePercent(fixPct(s.text)) !== null),
  );
}

function vatCell(text: string): number | null {
  const p = parsePercent(text);
  if (p !== null) return p;
  const ocr = /^(25|12|6|0)(96|%o|9%)$/.exec(text.replace(/\s+/g, ''));
  if (ocr) return Number(ocr[1]);
  return parseAmount(text);
}

export interface TableResult {
  lines: ExtractedLine[];
  charges: ExtractedCharge[];
  prov: Record<string, Provenance>;
  tableLines: Set<number>;
}

/**
 * Under 'Item | Description', 'Product | Description', 'Activity | Description': the first column
 * holds the item's name when its cell reads as one (words with small letters, not an article code
 * such as 'ZS997' or 'Art.-Nr. 4711'), and the second column the item's description. Else null
 * (the first column is the article code's, as 'Artikel | Bezeichnung' prints it).
 */
function nameInFirstColumn(
  line: Line,
  first: Segment,
  second: Segment,
): { name: Segment; description: Segment[] } | null {
  const under = line.segments.filter((s) => s.x + s.w >= first.x - 4 && s.x < second.x - 12);
  const name = under[0];
  if (under.length !== 1 || !name || !namesItem(name.text)) return null;
  const description = line.segments.filter(
    (s) => s !== name && s.x >= second.x - 12 && /\p{L}/u.test(s.text) && parseAmount(s.text) === null,
  );
  return { name, description };
}

export function extractTable(lines: readonly Line[]): TableResult {
  const out: TableResult = { lines: [], charges: [], prov: {}, tableLines: new Set() };
  const legend = vatCodeLegend(lines);
  let header: Header | null = null;
  for (const line of lines) {
    const h = headerOf(line);
    if (h) {
      header = h;
      out.tableLines.add(line.index);
      continue;
    }
    if (!header) continue;
    if (isTotalsLine(line) || isVatGridHeader(line) || opensWithBankDetails(line)) {
      header = null;
      continue;
    }
    const cols = header.cols;
    // The name ends at the first number column, or at a header cell of another kind right of the
    // name's ('Product | SKU | Qty': the SKU column is no part of the name).
    const nameHead = header.name ?? (cols.desc as Segment);
    const descX =
      Math.min(
        ...(['qty', 'price', 'vat', 'amount'] as Col[]).flatMap((c) => (cols[c] ? [(cols[c] as Segment).x] : [])),
        ...header.cells.filter((c) => c.x > nameHead.x + nameHead.w + 20).map((c) => c.x),
      ) - 12;
    // The name: leading segments left of the first number column; a bare number ends it.
    const nameSegs: Segment[] = [];
    // Codes and dates left of the description column: neither name nor quantity.
    const codes = new Set<Segment>();
    // The article code under the first of two description headers is not part of the name; a
    // name there is the name, and the second column its description (BT-154, not read).
    // Under 'Article | Désignation' the first column is the article number's whatever its cells read.
    const articleNumbers = header.name && headsArticleNumbers(norm(cols.desc?.text ?? ''), norm(header.name.text));
    const named = header.name && !articleNumbers ? nameInFirstColumn(line, cols.desc as Segment, header.name) : null;
    const nameX = header.name && !named ? header.name.x - 12 : -Infinity;
    // Under a header cell left of the description's ('Réf. | Désignation', 'Date | Activity |
    // Description'), a cell with digits is a code or a date, not the name's beginning.
    const descStart = (cols.desc as Segment).x;
    const leftOfDesc = header.cells.some((c) => c.x + c.w < descStart - 4);
    for (const s of named ? [] : line.segments) {
      if (s.x + s.w < nameX) continue;
      if (leftOfDesc && nameSegs.length === 0 && s.x + s.w < descStart - 4 && /\d/.test(s.text)) {
        codes.add(s);
        continue;
      }
      if (s.x >= descX || s.x + s.w >= descX + 8 || (nameSegs.length > 0 && parseAmount(s.text) !== null)) break;
      nameSegs.push(s);
    }
    if (named) nameSegs.push(named.name);
    const cells: Partial<Record<Col, Segment>> = {};
    const spare: Segment[] = [];
    for (const s of line.segments) {
      if (nameSegs.includes(s) || codes.has(s) || named?.description.includes(s)) continue;
      let bestCol: Col | null = null;
      let bestD = 40;
      for (const c of ['qty', 'price', 'vat', 'amount'] as Col[]) {
        const hc = cols[c];
        if (!hc) continue;
        const d = Math.min(Math.abs(s.x + s.w - (hc.x + hc.w)), Math.abs(s.x - hc.x));
        if (d < bestD) {
          bestD = d;
          bestCol = c;
        }
      }
      if (bestCol && !cells[bestCol]) cells[bestCol] = s;
      else if (parseAmount(s.text) !== null) spare.push(s);
    }
    // Columns whose header was unreadable (OCR) take the leftover numbers in reading order.
    for (const c of ['qty', 'price'] as Col[]) {
      if (!cells[c] && !cols[c] && spare.length) cells[c] = spare.shift();
    }
    const amountSeg = cells.amount;
    if (!amountSeg || !looksLikeDecimalAmount(amountSeg.text) || nameSegs.length === 0) continue;
    const amount = parseAmount(amountSeg.text) as number;
    // An article code before the name ('12345 - Toller Artikel') is the item's id, not its name.
    const name = itemName(nameSegs.map((s) => s.text).join(' '));
    // A name without a letter ('5,5 %' of a VAT row) is no item.
    if (!/\p{L}/u.test(name)) continue;
    const qty = cells.qty ? parseAmount(cells.qty.text) : null;
    const price = cells.price ? parseAmount(cells.price.text) : null;
    // A code in the VAT column ('1', 'A') is its legend's rate, else none (vat-codes.ts).
    const coded = cells.vat ? rateOfCode(cells.vat.text, legend) : undefined;
    const vat = coded !== undefined ? coded : cells.vat ? vatCell(cells.vat.text) : null;
    // 'Dont éco-participation  1,25  2,50': a share of the item above, not an item (item-names.ts);
    // 'Zwischensumme Material  98,50', 'Übertrag  2.760,00': a sum, not an item (subtotal-rows.ts).
    if ((SHARE_OF_ITEM.test(name) || (namesSum(name) && price === null)) && qty === null) {
      out.tableLines.add(line.index);
      continue;
    }
    const conf = Math.min(...line.segments.map((s) => s.conf)) * 0.95;
    const box = {
      confidence: Math.round(conf * 100) / 100,
      page: line.page,
      box: unionBox(line.segments),
      source: 'table',
    };
    out.tableLines.add(line.index);
    // Freight rows, and document-level discounts or surcharges without quantity and price (allowance-row.ts).
    const allowance = qty === null && price === null ? allowanceRow(name) : null;
    if (CHARGE_REASONS.includes(norm(name)) || allowance) {
      out.prov[`allowance_charges[${out.charges.length}]`] = box;
      out.charges.push({
        charge: allowance ? allowance.charge : true,
        reason: allowance?.reason ?? name,
        amount: Math.abs(amount),
        tax_category: vat,
      });
      continue;
    }
    out.prov[`invoice_lines[${out.lines.length}]`] = box;
    out.lines.push({ item: { name, tax_percent: vat }, ...signedRow(qty, price, amount) });
  }
  return out;
}
