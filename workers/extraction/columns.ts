// Line tables read by geometry and arithmetic rather than by a fixed header: a header band names
// at least three column kinds (in any of the label languages, word by word, so 'Qty: Subtotal:'
// in one run still counts twice); each row below it is split into cells by word position, and
// the row's numbers are assigned by consistency: the line amount is the number that quantity ×
// price gives (so a gross 'Total incl. VAT' column or a discount column is not taken for it), a
// percentage is the VAT rate, a number with a unit word is the quantity. Used when the classic
// table reader (table.ts) finds no lines.
import { signedRow } from './document-sign';
import { bandColumns, descSpan, headerColumns, type Column, type Kind } from './column-header';
import { CHARGE_REASONS, LABELS, matchLabel, norm } from './labels';
import { unionBox, type Line } from './layout';
import { parseAmount, parsePercent, round2 } from './parsers';
import { ATTRIBUTE, CODE, appendWrapped } from './item-names';
import { continuesTextPosition, isTextPosition, textLine } from './text-position';
import type { ExtractedCharge, ExtractedLine, Provenance, Word } from './types';
import { isUnit, splitUnit } from './units';

interface Cell {
  text: string;
  x0: number;
  x1: number;
  words: Word[];
  /** Where the cell's segment starts (a cell may continue a run begun in the column to its left). */
  seg: number;
}

const SUFFIX = /^([%€$£]|EUR|SEK|USD|NOK|DKK|GBP|CHF|kr|:-)$/i;
const PREFIX = /^([€$£]|EUR|SEK|USD|NOK|DKK|GBP|CHF)$/i;

/**
 * A row's words grouped into cells: a text run, or a number with what belongs to it (a thousands
 * group, a currency sign, a percent sign, a unit word: '27 946,00', '160.00 €', '20 Stk', '19 %').
 */
function cellsOf(line: Line): Cell[] {
  const cells: Cell[] = [];
  for (const seg of line.segments) {
    let cur: Cell | null = null;
    for (const w of seg.words) {
      const num = /\d/.test(w.text);
      const prev = cur?.words[cur.words.length - 1];
      let join = false;
      if (cur && prev) {
        const prevNum = /\d/.test(prev.text);
        if (!num && !prevNum) join = !PREFIX.test(prev.text);
        else if (prevNum && !num) join = SUFFIX.test(w.text) || isUnit(w.text);
        else if (prevNum && num) join = /^-?\d{1,3}$/.test(prev.text) && /^\d{3}([.,]\d+)?$/.test(w.text);
        else join = PREFIX.test(prev.text) && cur.words.length === 1;
      }
      if (cur && join) {
        cur.text += ` ${w.text}`;
        cur.x1 = w.x + w.w;
        cur.words.push(w);
      } else {
        cur = { text: w.text, x0: w.x, x1: w.x + w.w, words: [w], seg: seg.x };
        cells.push(cur);
      }
    }
  }
  return cells;
}

interface Num {
  v: number;
  cell: Cell;
  pct: boolean;
  unit: string | null;
  money: boolean;
  col: Kind;
  /** A bare integer in an unnamed column left of the description: a position number. */
  position: boolean;
}

function columnOf(cols: readonly Column[], c: Cell): Kind {
  let best: Kind = 'other';
  let bestD = Infinity;
  for (const col of cols) {
    const d = Math.min(
      Math.abs(c.x1 - col.x1),
      Math.abs(c.x0 - col.x0),
      c.x0 >= col.x0 - 2 && c.x1 <= col.x1 + 2 ? 0 : Infinity,
    );
    if (d < bestD) {
      bestD = d;
      best = col.kind;
    }
  }
  return bestD < 45 ? best : 'other';
}

function numbersOf(cells: readonly Cell[], cols: readonly Column[]): Num[] {
  const out: Num[] = [];
  const [from, to, start] = descSpan(cols);
  for (const c of cells) {
    const col = columnOf(cols, c);
    // A number inside the description ('Kunstrasen grün 3m breit', 'Socks (3 pair)') is text.
    if (
      (col === 'desc' || col === 'other') &&
      c.x0 >= from &&
      c.x1 <= to &&
      cells.some((o) => o !== c && o.x0 >= from && o.x0 < to && /\p{L}{2}/u.test(o.text) && !/\d/.test(o.text))
    )
      continue;
    const pct = /%/.test(c.text) ? parsePercent(c.text) : null;
    if (pct !== null) {
      out.push({ v: pct, cell: c, pct: true, unit: null, money: false, col, position: false });
      continue;
    }
    // Article numbers and GTINs ('4012345001235') are identifiers, not quantities or amounts.
    if (/^\d{7,}$/.test(c.text.trim())) continue;
    const u = splitUnit(c.text);
    // With a unit, three decimals are decimals ('5,000 kg'), not a thousands group.
    const v =
      u && /^\d{1,3}[.,]\d{3}$/.test(u.number)
        ? Number(u.number.replace(',', '.'))
        : parseAmount(u ? u.number : c.text);
    if (v === null) continue;
    out.push({
      v,
      cell: c,
      pct: false,
      unit: u?.unit ?? null,
      money: /[€$£]|\b(EUR|SEK|USD|NOK|DKK|GBP|CHF|kr)\b/i.test(c.text),
      col,
      position: (col === 'other' || col === 'desc') && c.x1 <= start && /^0*\d{1,4}$/.test(c.text.trim()),
    });
  }
  return out;
}

const near = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 0.0005);

const cents = (n: Num): boolean => /\d[.,]\d{2}(?!\d)/.test(n.cell.text);
/** A fraction printed with three or more decimals ('0.025'): neither cents nor a count. */
const fine = (n: Num): boolean => !Number.isInteger(n.v) && /\d[.,]\d{3,}/.test(n.cell.text);

/**
 * Which of two factors is the quantity, strongest evidence first: a unit word; cents printed on
 * one only ('8.00' is a price, '1' a quantity); the header column; a currency sign; an integer.
 */
function quantityAndPrice(x: Num, y: Num): { qty: Num; price: Num } {
  const votes: Array<boolean | null> = [
    (x.unit !== null) !== (y.unit !== null) ? x.unit !== null : null,
    cents(x) !== cents(y) && !fine(x) && !fine(y) ? !cents(x) : null,
    x.col === 'qty' || y.col === 'price' ? true : y.col === 'qty' || x.col === 'price' ? false : null,
    x.money !== y.money ? y.money : null,
    Number.isInteger(x.v) !== Number.isInteger(y.v) ? Number.isInteger(x.v) : null,
  ];
  const xIsQty = votes.find((v) => v !== null) ?? true;
  return xIsQty ? { qty: x, price: y } : { qty: y, price: x };
}

/**
 * quantity, price and amount among the row's numbers, by quantity × price = amount; failing that, by
 * a price per 100 or 1000 units ('500,00 Stk  9,16  45,80', the price unit printed elsewhere), whose
 * price per unit is then the printed one divided by it. A position number left of the description
 * ('5' under '#') is no factor.
 */
function solveRow(nums: readonly Num[]): { qty: Num | null; price: Num | null; amount: Num | null; fits: boolean } {
  const plain = nums.filter((n) => !n.pct);
  const factors = plain.filter((n) => !n.position);
  for (const base of [1, 100, 1000])
    for (let ai = plain.length - 1; ai >= 0; ai -= 1) {
      const a = plain[ai] as Num;
      if (a.v === 0) continue;
      for (let i = 0; i < factors.length; i += 1)
        for (let j = i + 1; j < factors.length; j += 1) {
          const x = factors[i] as Num;
          const y = factors[j] as Num;
          if (x === a || y === a) continue;
          const product = (x.v * y.v) / base;
          if (!near(round2(product), a.v) && !near(product, a.v)) continue;
          const { qty, price } = quantityAndPrice(x, y);
          return {
            qty,
            price: base === 1 ? price : { ...price, v: Math.round((price.v / base) * 1e6) / 1e6 },
            amount: a,
            fits: true,
          };
        }
    }
  // No product fits: the amount column (or the rightmost number), quantity and price by column.
  const amount = [...plain].reverse().find((n) => n.col === 'amount') ?? plain[plain.length - 1] ?? null;
  const qty = plain.find((n) => n !== amount && (n.col === 'qty' || n.unit !== null)) ?? null;
  const price = plain.find((n) => n !== amount && n !== qty && n.col === 'price') ?? null;
  return { qty, price, amount, fits: false };
}

export interface GeometricTable {
  lines: ExtractedLine[];
  charges: ExtractedCharge[];
  prov: Record<string, Provenance>;
  tableLines: Set<number>;
}

const STOP = [...LABELS.net, ...LABELS.payable, ...LABELS.rounding];
/** A discount or surcharge row: its kind word, then the reason ('REMISE : Remise commerciale'). */
const ALLOWANCE =
  /^(remise|rabais|rabatt|nachlass|abschlag|abzgl|abzüglich|discount|less|allowance|charge|zuschlag|zzgl|zuzüglich|surcharge|frais|avdrag)\b\.?\s*:?\s*(.*)$/i;
/** Subtotal rows inside a table ('Zwischensumme 202,76'): not an item. */
const SUBTOTAL = /^(zwischensumme|sous-total|subtotal|delsumma|summe|total|übertrag)\b/i;

/**
 * A row whose quantity × price gives its amount, quantity or price in its own column: an item even
 * where its name opens with a totals word ('Subtotal hardware  1.000,00  1 Stk  1.000,00', a
 * group line over sub-lines); a totals row prints sums, not a product.
 */
function itemRow(line: Line, cols: readonly Column[]): boolean {
  const { qty, price, fits } = solveRow(numbersOf(cellsOf(line), cols));
  return fits && (qty?.col === 'qty' || price?.col === 'price');
}

/** A row opening with a bare VAT/tax label ('TAX:', 'MwSt.') starts the tax summary. */
function endsTable(line: Line): boolean {
  const first = line.segments[0];
  return first !== undefined && matchLabel(first.text.replace(/:$/, ''), LABELS.vat, { fuzzy: false })?.rest === '';
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

export function extractTableByColumns(lines: readonly Line[]): GeometricTable {
  const out: GeometricTable = { lines: [], charges: [], prov: {}, tableLines: new Set() };
  let cols: Column[] | null = null;
  let quiet = 0;
  let last: ExtractedLine | null = null;
  let lastIndex = -1;
  // Whether the last row's name may still continue on the line below.
  let nameOpen = false;
  // A row whose amount sits on the line below it (intarsys: quantity, price and rate on the first
  // line, an article number and the amount on the second): its cells wait for that line.
  let pending: { index: number; nums: Num[]; nameCells: Cell[] } | null = null;
  // A sentence set across the table right under its header, and the line it ends on.
  let text: { row: ExtractedLine; line: Line } | null = null;
  let itemRead = false;
  let headerAt = -1;
  for (const line of lines) {
    const prevLine = lines[line.index - 1];
    const single = headerColumns(line);
    const band: Column[] | null = prevLine && (!cols || !/\d/.test(line.text)) ? bandColumns(prevLine, line) : null;
    // The line above may name more columns ('Menge', 'Preis/' over 'Artikelbeschreibung … Entgelt').
    const named = (c: Column[] | null): number => (c ?? []).filter((x) => x.kind !== 'other').length;
    const h: Column[] | null = band && named(band) > named(single) ? band : single;
    if (h) {
      cols = h;
      headerAt = line.index;
      quiet = 0;
      pending = null;
      out.tableLines.add(line.index);
      continue;
    }
    if (!cols) continue;
    if ((line.segments.some((s) => matchLabel(s.text, STOP) !== null) && !itemRow(line, cols)) || endsTable(line)) {
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
    const ownNames = words.filter((c) => c.x0 >= from && c.x0 < to && (c.x0 >= start - 2 || c.seg >= from));
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
    if (
      nums.every((n) => n.cell.x0 < from) &&
      nameCells.length > 0 &&
      words.every((c) => c.x0 < to) &&
      last &&
      line.index === lastIndex + 1
    ) {
      // A wrapped description: the row below with text in the description column and nothing in
      // the number columns (a reference column left of it may hold an article number, 'POS 1').
      lastIndex = line.index;
      out.tableLines.add(line.index);
      if (nameOpen) nameOpen = appendWrapped(last.item, nameCells.map((c) => c.text).join(' '));
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
    if (!amount || !/\d[.,]\d{2}/.test(amount.cell.text) || nameCells.length === 0 || attribute || keyed) {
      // Rows without an amount (notes, article numbers) do not end the table; a long run does.
      if (
        nums.length > 0 &&
        !attribute &&
        !keyed &&
        (nameCells.length > 0 || (solved.fits && amount !== null && /\d[.,]\d{2}/.test(amount.cell.text)))
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
    const name = nameCells
      .map((c) => c.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\s*:$/, '');
    const vat =
      nums.find((n) => n.pct) ??
      nums.find((n) => n.col === 'vat' && n !== amount && n !== qty && n !== price && n.v <= 30) ??
      null;
    const p = provenanceOf(line);
    out.tableLines.add(line.index);
    if (SUBTOTAL.test(name) && !itemRow(line, cols)) continue;
    const allowance = !(qty && price) ? ALLOWANCE.exec(name) : null;
    if (CHARGE_REASONS.includes(norm(name)) || allowance) {
      // Freight rows, and document-level discounts or surcharges printed as table rows
      // ('REMISE : Remise commerciale', 'CHARGE : Frais de déplacement').
      const charge = allowance
        ? /^(charge|zuschlag|zzgl|zuzüglich|surcharge|frais|avgift|tillägg)/i.test(allowance[1] as string)
        : true;
      itemRead = true;
      out.prov[`allowance_charges[${out.charges.length}]`] = p;
      out.charges.push({
        charge,
        reason: allowance?.[2]?.trim() || name,
        amount: Math.abs(amount.v),
        tax_category: vat?.v ?? null,
      });
      continue;
    }
    out.prov[`invoice_lines[${out.lines.length}]`] = p;
    last = {
      item: { name, tax_percent: vat?.v ?? null },
      ...signedRow(qty?.v ?? null, price?.v ?? null, amount.v),
    };
    lastIndex = line.index;
    nameOpen = !detailsBegun && !(continues && nameBelow);
    itemRead = true;
    out.lines.push(last);
  }
  return out;
}
