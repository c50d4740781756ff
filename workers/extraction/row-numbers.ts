// A line-table row's cells and numbers: words grouped into cells by position ('27 946,00',
// '160.00 €', '20 Stk'), each number placed in a header column, and quantity, price and amount found
// among them by arithmetic (quantity × price = amount) rather than by their columns alone.
import { descSpan, type Column, type Kind } from './column-header';
import type { Line } from './layout';
import { CURRENCY_CODES_SOURCE, CURRENCY_TOKEN_SOURCE, parseAmount, parsePercent, round2 } from './parsers';
import type { Word } from './types';
import { isUnit, splitUnit } from './units';

export interface Cell {
  text: string;
  x0: number;
  x1: number;
  words: Word[];
  /** Where the cell's segment starts (a cell may continue a run begun in the column to its left). */
  seg: number;
}

const SUFFIX = new RegExp(`^(%|${CURRENCY_TOKEN_SOURCE})$`, 'i');
// 'kr' also before the figure ('kr 27 239,32', as Norwegian and Danish pages print it).
const PREFIX = new RegExp(`^([€$£]|kr\\.?|${CURRENCY_CODES_SOURCE})$`, 'i');
const MONEY = new RegExp(`[€$£]|\\b(${CURRENCY_CODES_SOURCE}|kr)\\b`, 'i');

/**
 * A row's words grouped into cells: a text run, or a number with what belongs to it (a thousands
 * group, a currency sign, a percent sign, a unit word: '27 946,00', '160.00 €', '20 Stk', '19 %').
 */
export function cellsOf(line: Line): Cell[] {
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
        // A currency sign, or a minus set apart ('- 0,10'), opening the cell joins its figure.
        else join = (PREFIX.test(prev.text) || /^[-−–]$/.test(prev.text)) && cur.words.length === 1;
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

export interface Num {
  v: number;
  cell: Cell;
  pct: boolean;
  unit: string | null;
  money: boolean;
  col: Kind;
  /** A bare integer in an unnamed column left of the description: a position number. */
  position: boolean;
  /** The other reading of a quantity whose three digits after the mark may be a thousands group ('1,000 pcs'). */
  alt?: number;
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

export function numbersOf(cells: readonly Cell[], cols: readonly Column[]): Num[] {
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
    // With a unit, three decimals are decimals first ('5,000 kg', SAP's '1,000 ST'), a thousands
    // group ('1,000 pcs', '5.000 Stk') where only that reading makes quantity × price the amount.
    const grouped = u !== null && /^\d{1,3}[.,]\d{3}$/.test(u.number);
    const v = grouped ? Number(u.number.replace(',', '.')) : parseAmount(u ? u.number : c.text);
    if (v === null) continue;
    out.push({
      ...(grouped ? { alt: Number(u.number.replace(/[.,]/, '')) } : {}),
      v,
      cell: c,
      pct: false,
      unit: u?.unit ?? null,
      money: MONEY.test(c.text),
      col,
      position: (col === 'other' || col === 'desc') && c.x1 <= start && /^0*\d{1,4}$/.test(c.text.trim()),
    });
  }
  return out;
}

const near = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 0.0005);

const cents = (n: Num): boolean => /\d[.,]\d{2}(?!\d)/.test(n.cell.text);
/**
 * A figure printed with three or more decimals ('0.025'), or four whatever its value ('10,0000', as
 * ERP tools print unit prices): neither cents nor a count. Three decimals of a whole number may be a
 * thousands group ('1.000').
 */
const fine = (n: Num): boolean =>
  /\d[.,]\d{4,}/.test(n.cell.text) || (!Number.isInteger(n.v) && /\d[.,]\d{3,}/.test(n.cell.text));

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

/** Two factors as printed, then with either's other reading ('1,000 pcs' as 1000). */
function readings(x: Num, y: Num): Array<[Num, Num]> {
  const other = (n: Num): Num[] => (n.alt === undefined ? [] : [{ ...n, v: n.alt }]);
  return [[x, y], ...other(x).map((a): [Num, Num] => [a, y]), ...other(y).map((b): [Num, Num] => [x, b])];
}

function productFit(plain: readonly Num[], bases: readonly number[]): RowFit | null {
  const factors = plain.filter((n) => !n.position);
  for (const base of bases)
    for (let ai = plain.length - 1; ai >= 0; ai -= 1) {
      const a = plain[ai] as Num;
      if (a.v === 0) continue;
      for (let i = 0; i < factors.length; i += 1)
        for (let j = i + 1; j < factors.length; j += 1) {
          const [x0, y0] = [factors[i] as Num, factors[j] as Num];
          if (x0 === a || y0 === a) continue;
          const pair = readings(x0, y0).find(([x, y]) => {
            const product = (x.v * y.v) / base;
            return near(round2(product), a.v) || near(product, a.v);
          });
          if (!pair) continue;
          const { qty, price } = quantityAndPrice(...pair);
          return {
            qty,
            price: base === 1 ? price : { ...price, v: Math.round((price.v / base) * 1e6) / 1e6 },
            amount: a,
            fits: true,
          };
        }
    }
  return null;
}

/** A number OCR read (a text layer's words have confidence 1) with no mark at all: '25', '152714'. */
const markless = (n: Num): boolean =>
  n.v >= 10 && Number.isInteger(n.v) && !/\d[.,\s]\d/.test(n.cell.text) && n.cell.words.some((w) => w.conf < 1);

/**
 * On a scan, a row none of whose products fits may hold a number whose decimal mark OCR lost
 * ('2,5' read '25', '1 527,14' read '152714'): one or two such numbers are read with one or two
 * decimals, and the row is taken when quantity × price = amount then holds. A text layer's row never
 * gets here (its words have confidence 1).
 */
function scannedMarksFit(plain: readonly Num[]): RowFit | null {
  const candidates = plain.filter(markless);
  const shifted = (n: Num, d: number): Num => ({ ...n, v: Math.round(n.v) / d });
  for (const a of candidates)
    for (const d of [10, 100]) {
      const fit = productFit(
        plain.map((n) => (n === a ? shifted(n, d) : n)),
        [1],
      );
      if (fit) return fit;
    }
  for (let i = 0; i < candidates.length; i += 1)
    for (let j = i + 1; j < candidates.length; j += 1)
      for (const [di, dj] of [
        [100, 100],
        [10, 100],
        [100, 10],
      ] as const) {
        const [a, b] = [candidates[i] as Num, candidates[j] as Num];
        const fit = productFit(
          plain.map((n) => (n === a ? shifted(n, di) : n === b ? shifted(n, dj) : n)),
          [1],
        );
        if (fit) return fit;
      }
  return null;
}

/**
 * A line discount in its own column: quantity × price × (1 − discount %) = amount ('Rabatt %' over
 * '10' is a percent even without its sign), or quantity × price − discount = amount for a discount
 * printed as money ('2.40', '-150.00'). The price is then the net price (EN 16931 BT-146).
 */
function discountFit(nums: readonly Num[], plain: readonly Num[]): RowFit | null {
  const factors = plain.filter((n) => !n.position);
  const discounts = nums.filter((n) => n.col === 'discount' && n.v !== 0);
  const netPrices: Array<(x: Num, y: Num, d: Num) => number | null> = [
    (x, y, d) => (d.v > 0 && d.v < 100 ? x.v * y.v * (1 - d.v / 100) : null),
    (x, y, d) => (d.pct ? null : x.v * y.v - Math.abs(d.v)),
  ];
  for (const amountOf of netPrices)
    for (const d of discounts)
      for (let ai = plain.length - 1; ai >= 0; ai -= 1) {
        const a = plain[ai] as Num;
        for (let i = 0; i < factors.length; i += 1)
          for (let j = i + 1; j < factors.length; j += 1) {
            const x = factors[i] as Num;
            const y = factors[j] as Num;
            if (x === a || y === a || x === d || y === d || a === d || a.v === 0) continue;
            const amount = amountOf(x, y, d);
            if (amount === null || !near(round2(amount), a.v)) continue;
            const { qty, price } = quantityAndPrice(x, y);
            return { qty, price: { ...price, v: Math.round((amount / qty.v) * 1e4) / 1e4 }, amount: a, fits: true };
          }
      }
  return null;
}

interface RowFit {
  qty: Num | null;
  price: Num | null;
  amount: Num | null;
  fits: boolean;
}

/**
 * quantity, price and amount among the row's numbers, by quantity × price = amount; failing that, by
 * a price per 100 or 1000 units ('500,00 Stk  9,16  45,80', the price unit printed elsewhere), whose
 * price per unit is then the printed one divided by it. A position number left of the description
 * ('5' under '#') is no factor.
 */
export function solveRow(nums: readonly Num[]): {
  qty: Num | null;
  price: Num | null;
  amount: Num | null;
  fits: boolean;
} {
  const plain = nums.filter((n) => !n.pct);
  // A number under a discount header is the discount, never a factor or the amount, while the
  // other numbers fit ('10 | 24.00 | Discount 2.40 | 237.60' is not 10 × 2.40 = 24.00).
  const fit = productFit(
    plain.filter((n) => n.col !== 'discount'),
    [1],
  );
  if (fit) return fit;
  const discounted = discountFit(nums, plain);
  if (discounted) return discounted;
  const anyColumn = productFit(plain, [1]);
  if (anyColumn) return anyColumn;
  // A price per 100 or 1000 units only after a plain product and a discount found none (else a
  // discount's '10' under a rate's '25' passes for 40 × 25/100).
  const per = productFit(plain, [100, 1000]);
  if (per) return per;
  const repaired = scannedMarksFit(plain);
  if (repaired) return repaired;
  // No product fits: the amount column (or the rightmost number), quantity and price by column.
  const amount = [...plain].reverse().find((n) => n.col === 'amount') ?? plain[plain.length - 1] ?? null;
  const qty = plain.find((n) => n !== amount && (n.col === 'qty' || n.unit !== null)) ?? null;
  const price = plain.find((n) => n !== amount && n !== qty && n.col === 'price') ?? null;
  return { qty, price, amount, fits: false };
}

/**
 * A row of a percent and a negative amount alone under an item ('1,00 % | - 0,10', as ERP tools
 * print a line discount on a row of its own): the item's discount when the amount is that share of
 * the item's amount; the item's amount (BT-131) is then net of it. Else null.
 */
export function discountUnder(nums: readonly Num[], itemAmount: number): number | null {
  const pct = nums.filter((n) => n.pct);
  const plain = nums.filter((n) => !n.pct);
  if (pct.length !== 1 || plain.length !== 1 || itemAmount <= 0) return null;
  const [p, a] = [pct[0] as Num, plain[0] as Num];
  if (a.v >= 0 || a.col !== 'amount' || p.v <= 0 || p.v >= 100) return null;
  return near(round2((itemAmount * p.v) / 100), -a.v) ? a.v : null;
}
