// Line tables read by geometry and arithmetic rather than by a fixed header: a header band names
// at least three column kinds (in any of the label languages, word by word, so 'Qty: Subtotal:'
// in one run still counts twice); each row below it is split into cells by word position, and
// the row's numbers are assigned by consistency: the line amount is the number that quantity ×
// price gives (so a gross 'Total incl. VAT' column or a discount column is not taken for it), a
// percentage is the VAT rate, a number with a unit word is the quantity. Used when the classic
// table reader (table.ts) finds no lines.
import { allowanceRow } from './allowance-row';
import { signedRow } from './document-sign';
import { bandColumns, descSpan, headerColumns, type Column } from './column-header';
import { CHARGE_REASONS, LABELS, TOTAL_WORDS, norm } from './labels';
import { matchLabel } from './label-match';
import { opensWithBankDetails } from './table';
import { wordsAfterTotal } from './totals-rows';
import { isVatGridHeader } from './vat-grid';
import { unionBox, type Line } from './layout';
import { ATTRIBUTE, CODE, SHARE_OF_ITEM, appendWrapped, fitsAfter, isCode, itemName } from './item-names';
import { continuesTextPosition, isTextPosition, textLine } from './text-position';
import { quantityInName } from './name-quantity';
import { brokenWord, centredUnder, nameColumnOnly, namesRowBelow, smallerType, typeSize } from './name-lines';
import { looksLikeDecimalAmount, round2 } from './parsers';
import { isUnit, splitUnit } from './units';
import { cellsOf, discountUnder, numbersOf, solveRow, type Cell, type Num } from './row-numbers';
import { GROUP_SUBTOTAL, namesSum } from './subtotal-rows';
import { explainsVatCodes, rateOfCode, vatCodeLegend } from './vat-codes';
import type { ExtractedCharge, ExtractedLine, Provenance } from './types';

export interface GeometricTable {
  lines: ExtractedLine[];
  charges: ExtractedCharge[];
  prov: Record<string, Provenance>;
  tableLines: Set<number>;
}

const STOP = [...LABELS.net, ...LABELS.payable, ...LABELS.rounding];

/**
 * A row whose quantity × price gives its amount, quantity or price in its own column: an item even
 * where its name opens with a totals word ('Subtotal hardware  1.000,00  1 Stk  1.000,00', a
 * group line over sub-lines); a totals row prints sums, not a product.
 */
function itemRow(line: Line, cols: readonly Column[]): boolean {
  const { qty, price, fits } = solveRow(numbersOf(cellsOf(line), cols));
  return fits && (qty?.col === 'qty' || price?.col === 'price');
}

/**
 * A row opening with a bare VAT/tax label ('TAX:', 'MwSt.') or one with its rate ('Mva. 25 %')
 * starts the tax summary, as does a VAT breakdown's header row (vat-grid.ts, as in the classic
 * reader); so does a total word alone ('Totalbeløp', 'I alt', 'Total') in any of the row's runs.
 */
function endsTable(line: Line): boolean {
  if (isVatGridHeader(line) || opensWithBankDetails(line)) return true;
  const first = line.segments[0];
  const rest = first ? matchLabel(first.text.replace(/:$/, ''), LABELS.vat, { fuzzy: false })?.rest : undefined;
  if (rest === '' || (rest !== undefined && /^\d+(?:[.,]\d+)?\s*%\s*:?$/.test(rest.trim()))) return true;
  return line.segments.some((s) => {
    const m = matchLabel(s.text, TOTAL_WORDS, { fuzzy: false });
    return m !== null && !wordsAfterTotal(m.rest);
  });
}

/**
 * A line amount's cell: a figure with decimals ('1.234,50'), or a whole one that says it is money
 * by its currency ('50 €', '1 350 kr', '350:-'), as apps that print whole euros set every amount.
 */
function moneyCell(text: string): boolean {
  return /\d[.,]\d{2}/.test(text) || looksLikeDecimalAmount(text);
}

/** Where a row was read, at the table reader's confidence. */
function provenanceOf(line: Line): Provenance {
  const conf = Math.min(...line.segments.map((s) => s.conf)) * 0.85;
  return {
    confidence: Math.round(conf * 100) / 100,
    page: line.page,
    box: unionBox(line.segments),
    source: 'table columns',
  };
}

/**
 * A group's subtotal ('Subtotal', 'Zwischensumme', 'Sous-total') followed by the next group's
 * heading (a line without digits) and its items: the table goes on. A subtotal followed directly
 * by a row still ends it (step 39).
 */
function groupSubtotal(lines: readonly Line[], line: Line, cols: readonly Column[]): boolean {
  if (!GROUP_SUBTOTAL.test(line.segments[0]?.text ?? '') && !GROUP_SUBTOTAL.test(line.text.trim())) return false;
  const heading = lines[line.index + 1];
  if (!heading || heading.page !== line.page || /\d/.test(heading.text)) return false;
  return lines.slice(line.index + 2, line.index + 6).some((l) => l.page === line.page && itemRow(l, cols));
}

export function extractTableByColumns(lines: readonly Line[]): GeometricTable {
  const out: GeometricTable = { lines: [], charges: [], prov: {}, tableLines: new Set() };
  const legend = vatCodeLegend(lines);
  let cols: Column[] | null = null;
  let quiet = 0;
  let last: ExtractedLine | null = null;
  let lastIndex = -1;
  // Whether the last row's name may still continue on the line below.
  let nameOpen = false;
  // A row whose amount sits on the line below it (intarsys: quantity, price and rate on the first
  // line, an article number and the amount on the second): its cells wait for that line.
  let pending: { index: number; nums: Num[]; nameCells: Cell[] } | null = null;
  // A line holding only a name, right above a row of numbers set within its height: the numbers of
  // a cell printed over two lines sit vertically centred between its first and second line.
  let nameOnly: { line: Line; cells: Cell[] } | null = null;
  // The last printed part of the last row's name, and the right edge of the names in this table.
  let namePart: { text: string; x1: number } | null = null;
  let nameRight = -Infinity;
  let nameChars = 0;
  // The type size of the last row's name: a line under it in a smaller type is the item's description.
  let nameType = 0;
  // A sentence set across the table right under its header, and the line it ends on.
  let text: { row: ExtractedLine; line: Line } | null = null;
  let itemRead = false;
  let headerAt = -1;
  // How many lines were read when the current header was: a row after it is its table's first.
  let linesAtHeader = 0;
  for (const line of lines) {
    const prevLine = lines[line.index - 1];
    const single = headerColumns(line);
    const band: Column[] | null = prevLine && (!cols || !/\d/.test(line.text)) ? bandColumns(prevLine, line) : null;
    // The line above may name more columns ('Menge', 'Preis/' over 'Artikelbeschreibung … Entgelt').
    const named = (c: Column[] | null): number => (c ?? []).filter((x) => x.kind !== 'other').length;
    // Under a header already read, a line that names no column more and holds a run of four words
    // or more is the first row's name ('Remplacement plaquettes de frein avant'), not a header line
    // ('EAN' under 'Artikelnummer', 'H.T.' under 'Montant': header cells are short).
    const prose = line.segments.some((s) => s.words.length >= 4);
    const addsColumn: boolean = !cols || headerAt !== line.index - 1 || !prose || named(band) > named(cols);
    const h: Column[] | null = band && addsColumn && named(band) > named(single) ? band : single;
    if (h) {
      cols = h;
      nameRight = -Infinity;
      nameChars = 0;
      headerAt = line.index;
      linesAtHeader = out.lines.length;
      quiet = 0;
      pending = null;
      out.tableLines.add(line.index);
      continue;
    }
    if (!cols) continue;
    // A header printed over more lines ('Prix | Unitaire | Net') is not a totals row: those hold amounts.
    const headerBand = line.index <= headerAt + 2 && !/\d/.test(line.text);
    const stops = !headerBand && line.segments.some((s) => matchLabel(s.text, STOP) !== null) && !itemRow(line, cols);
    if ((stops || endsTable(line)) && !groupSubtotal(lines, line, cols)) {
      cols = null;
      pending = null;
      continue;
    }
    const wrapsText = text !== null && continuesTextPosition(line, text.line);
    if (!itemRead && (wrapsText || (line.index === headerAt + 1 && isTextPosition(line, cols)))) {
      if (text && wrapsText) text.row.item.name += ` ${line.text.replace(/\s+/g, ' ').trim()}`;
      else {
        text = { row: textLine(line.text), line };
        out.prov[`invoice_lines[${out.lines.length}]`] = provenanceOf(line);
        out.lines.push(text.row);
      }
      text.line = line;
      out.tableLines.add(line.index);
      continue;
    }
    const cells = cellsOf(line);
    const ownNums = numbersOf(cells, cols);
    const [from, to, start] = descSpan(cols);
    // Text cells, and digits the description holds ('PRODUIT 1', 'Socks (3 pair)').
    const firstText = cells.findIndex((c) => /\p{L}/u.test(c.text));
    const words = cells.filter(
      (c, i) =>
        !ownNums.some((n) => n.cell === c) &&
        (/\p{L}/u.test(c.text) ||
          (firstText >= 0 &&
            // A number opening the description column's text ('1250032 D. Muster') is part of
            // it; left of the column it is a position number.
            (i > firstText || (i + 1 === firstText && c.x0 >= start - 2)) &&
            c.x0 >= from &&
            c.x0 < to &&
            !/:$/.test(cells[i - 1]?.text ?? ''))),
    );
    // Left of the description header, only a run of its own is the description ('Art-Nr-Lieferant:
    // KR3M' in a reference column is one run spilling towards it).
    const ownNames = nameColumnOnly(
      words.filter((c) => c.x0 >= from && c.x0 < to && (c.x0 >= start - 2 || c.seg >= from)),
      cols,
    );
    // The line below may also carry the name's second half beside the amount ('Mineralwasser Medium'
    // over '12 x 1,0l PET … 109,80'): one number in the amount column and text.
    const amountOnly = ownNums.length === 1 && ownNums[0]?.col === 'amount';
    // A row of numbers without a name has it on the line below, alone ('27,5000 Std. … 288,75' over
    // 'Kommissionierer 1250032 D. Muster'); that line is the whole name.
    const nameBelow = pending !== null && pending.nameCells.length === 0 && ownNums.length === 0 && ownNames.length > 0;
    const continues: boolean =
      pending !== null &&
      pending.index === line.index - 1 &&
      ((ownNums.length > 0 && (ownNames.length === 0 || amountOnly)) || nameBelow);
    const nums: Num[] = continues && pending ? [...pending.nums, ...ownNums] : ownNums;
    // Of that second half, an attribute ('Basismenge: 1 Stk') starts the item's details: the name
    // is complete there.
    const cut = ownNames.findIndex((c) => /:\s*$/.test(c.text) || ATTRIBUTE.test(c.text));
    const secondHalf = cut >= 0 ? ownNames.slice(0, cut) : ownNames;
    const detailsBegun = continues && cut >= 0;
    let nameCells: Cell[] = continues && pending ? [...pending.nameCells, ...secondHalf] : ownNames;
    if (!continues && ownNames.length === 0 && ownNums.length > 0 && centredUnder(nameOnly, line)) {
      nameCells = (nameOnly as { cells: Cell[] }).cells;
      out.tableLines.add(line.index - 1);
    } else if (
      !continues &&
      ownNames.length > 0 &&
      ownNums.length > 0 &&
      out.lines.length === linesAtHeader &&
      nameOnly
    ) {
      // The first row's name may begin on the line above its numbers (cells set at their foot:
      // 'Remplacement plaquettes de frein avant' over 'et disques ventilés  1  310,00'): before any
      // item, that line continues nothing; the row's own part, in lower case, shows it goes on.
      if (
        nameOnly.line.index === line.index - 1 &&
        /^\p{Ll}/u.test(ownNames[0]?.text ?? '') &&
        line.y - nameOnly.line.y <= 1.6 * Math.max(line.h, nameOnly.line.h)
      ) {
        nameCells = [...nameOnly.cells, ...nameCells];
        out.tableLines.add(line.index - 1);
      }
    }
    nameOnly = ownNums.length === 0 && ownNames.length > 0 ? { line, cells: ownNames } : null;
    pending = null;
    const solved = solveRow(nums);
    const { qty, price } = solved;
    // A row that fits quantity × price but holds only an article number where the name goes
    // ('2031' over 'Bierbrau Pils 20/0500'): the number stands in until the name below replaces it.
    const used = [qty, price, solved.amount].map((n) => n?.cell);
    const code = cells.find((c) => c.x0 >= start - 2 && c.x0 < to && CODE.test(c.text) && !used.includes(c));
    if (nameCells.length === 0 && solved.fits && code) nameCells = [code];
    // Without quantity × price to vouch for it, a number outside the amount column is not the amount.
    const amount =
      solved.fits || !solved.amount || solved.amount.col === 'amount' || !cols.some((c) => c.kind === 'amount')
        ? solved.amount
        : null;
    // Every cell inside the description column, digits too: the name wraps on ('Licens' /
    // 'programvara' / '3', 'Facklitteratu' / 'r 2' in a narrow column).
    // Not a detail row: no amount ('Bruttopreis : 0,0000'), no measure ('300 cm x 100 cm').
    // A wrapped line sits close under the row (a page's footer after its last row does not).
    const close =
      prevLine !== undefined && prevLine.page === line.page && line.y - prevLine.y <= 2 * Math.max(line.h, prevLine.h);
    const wrapsName =
      cells.length > 0 &&
      cells.every(
        (c) => c.x0 >= from && c.x1 <= to + 2 && !/^\d{5,}$/.test(c.text.trim()) && !/\d[.,]\d/.test(c.text),
      ) &&
      !cells.some((c, i) => /^\d/.test(c.text) && (splitUnit(c.text) !== null || isUnit(cells[i + 1]?.text ?? '')));
    if (
      close &&
      ((nums.every((n) => n.cell.x0 < from) && nameCells.length > 0) || wrapsName) &&
      words.every((c) => c.x0 < to) &&
      last &&
      line.index === lastIndex + 1 &&
      !namesRowBelow(lines, line, to) &&
      !explainsVatCodes(line.text)
    ) {
      // A wrapped description: the row below with text in the description column and nothing in
      // the number columns (a reference column left of it may hold an article number, 'POS 1').
      lastIndex = line.index;
      out.tableLines.add(line.index);
      const parts = wrapsName ? cells : nameCells;
      const text = parts.map((c) => c.text).join(' ');
      // A line in a smaller type than the name ('Eichenplatte geölt' over 'Massivholz, 40 mm' at 8 pt)
      // describes the item (EN 16931 BT-154) rather than going on with its name.
      const type = typeSize(parts);
      if (type < smallerType(parts) * nameType) nameOpen = false;
      const widest = { x1: nameRight, chars: nameChars };
      const below = { text, x1: Math.max(...parts.map((c) => c.x1)) };
      if (nameOpen && namePart && !isCode(last.item.name) && fitsAfter(namePart, widest, below, parts[0]?.words[0]))
        nameOpen = false;
      if (nameOpen) nameOpen = appendWrapped(last.item, text, brokenWord(namePart, nameRight, line.h, text));
      nameType = Math.max(nameType, type);
      namePart = below;
      nameRight = Math.max(nameRight, namePart.x1);
      nameChars = Math.max(nameChars, text.length);
      continue;
    }
    // 'getLineTradeAgreementBruttopreis : 9,9000', 'Bruttopreis: 1,50 €': one value after a key is an attribute, not a row.
    const attribute =
      /:$/.test(
        nameCells
          .map((c) => c.text)
          .join(' ')
          .trim(),
      ) && nums.filter((n) => !n.pct).length === 1;
    // 'Artikelrabatt 1: 2,00% Basis: 75,00 € Rabatt: -0,03 €': a row of several keys with their
    // values is an item's detail, not an item.
    const keyed = cells.filter((c) => /\p{L}.*:$/u.test(c.text)).length >= 2;
    // A line discount on the row under its item ('1,00 % | - 0,10'): the item's amount is net of it.
    const discount =
      last && line.index === lastIndex + 1 && nameCells.length === 0
        ? discountUnder(nums, last.line_extension_amount ?? 0)
        : null;
    if (last && discount !== null) {
      last.line_extension_amount = round2((last.line_extension_amount ?? 0) + discount);
      lastIndex = line.index;
      out.tableLines.add(line.index);
      continue;
    }
    if (!amount || !moneyCell(amount.cell.text) || nameCells.length === 0 || attribute || keyed) {
      // Rows without an amount (notes, article numbers) do not end the table; a long run does.
      if (
        nums.length > 0 &&
        !attribute &&
        !keyed &&
        (nameCells.length > 0 || (solved.fits && amount !== null && moneyCell(amount.cell.text)))
      )
        pending = { index: line.index, nums, nameCells };
      // An item's detail rows indented under the description (article numbers, periods, notes
      // right of the table's first column) may run long; only rows from the margin count.
      if ((line.segments[0]?.x ?? 0) <= (cols[0]?.x1 ?? 0) + 4) quiet += 1;
      last = null;
      if (quiet > 8) cols = null;
      continue;
    }
    quiet = 0;
    // A name printed as a key ('Heiße Luft pro Liter:') without its colon.
    const name = itemName(
      nameCells
        .map((c) => c.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/\s*:$/, ''),
    );
    // A percentage under the VAT header first: a discount column prints one too ('Remise 10 %').
    // A code in the VAT column ('1', 'A') is its legend's rate, else none (vat-codes.ts).
    const vatColumn = cols.find((c) => c.kind === 'vat');
    const codeCell = vatColumn && cells.find((c) => c.x0 >= vatColumn.x0 - 12 && c.x1 <= vatColumn.x1 + 12);
    const coded = codeCell ? rateOfCode(codeCell.text, legend) : undefined;
    const vatNum =
      nums.find((n) => n.pct && n.col === 'vat') ??
      nums.find((n) => n.pct && n.col !== 'discount') ??
      nums.find((n) => n.col === 'vat' && n !== amount && n !== qty && n !== price && n.v <= 30) ??
      null;
    const vat = vatNum?.pct || coded === undefined ? (vatNum?.v ?? null) : coded;
    const p = provenanceOf(line);
    out.tableLines.add(line.index);
    if ((namesSum(name) || SHARE_OF_ITEM.test(name)) && !itemRow(line, cols)) continue;
    const allowance = !(qty && price) ? allowanceRow(name) : null;
    if (CHARGE_REASONS.includes(norm(name)) || allowance) {
      // Freight rows, and document-level discounts or surcharges printed as table rows (allowance-row.ts).
      const charge = allowance ? allowance.charge : true;
      itemRead = true;
      out.prov[`allowance_charges[${out.charges.length}]`] = p;
      out.charges.push({
        charge,
        reason: allowance?.reason ?? name,
        amount: Math.abs(amount.v),
        tax_category: vat,
      });
      continue;
    }
    out.prov[`invoice_lines[${out.lines.length}]`] = p;
    const inName = qty ? null : quantityInName(name, price?.v ?? null, amount.v);
    last = {
      item: { name: inName?.name ?? name, tax_percent: vat },
      ...signedRow(inName?.qty ?? qty?.v ?? null, price?.v ?? null, amount.v),
    };
    lastIndex = line.index;
    namePart = { text: name, x1: Math.max(...nameCells.map((c) => c.x1)) };
    nameType = typeSize(nameCells);
    nameRight = Math.max(nameRight, namePart.x1);
    nameChars = Math.max(nameChars, name.length);
    nameOpen = !detailsBegun && !(continues && nameBelow);
    itemRead = true;
    out.lines.push(last);
  }
  return out;
}
