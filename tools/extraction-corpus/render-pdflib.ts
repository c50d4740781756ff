// Draws an invoice view with pdf-lib in one of several layouts, the way accounting programs do:
// classic (header fields right, ruled table), two-column header, totals on the left, a table
// without rules, stacked labels above values. Tables paginate and repeat their header.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { View } from './view';

export type PdfLibLayout = 'classic' | 'two-column' | 'totals-left' | 'no-rules' | 'stacked';

const W = 595.28;
const H = 841.89;

interface Ctx {
  doc: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  pageNo: number;
}

function text(
  c: Ctx,
  s: string,
  x: number,
  top: number,
  size = 9,
  opts: { bold?: boolean; right?: boolean; gray?: boolean } = {},
): void {
  const f = opts.bold ? c.bold : c.font;
  const w = f.widthOfTextAtSize(s, size);
  c.page.drawText(s, {
    x: opts.right ? x - w : x,
    y: H - top - size,
    size,
    font: f,
    color: opts.gray ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0),
  });
}

function rule(c: Ctx, x0: number, x1: number, top: number, thick = 0.6): void {
  c.page.drawLine({
    start: { x: x0, y: H - top },
    end: { x: x1, y: H - top },
    thickness: thick,
    color: rgb(0.4, 0.4, 0.4),
  });
}

function footer(c: Ctx, v: View, total: () => number): void {
  v.footer.forEach((l, i) => text(c, l, 40, 790 + i * 11, 7.5, { gray: true }));
  text(c, `${v.L.page} ${c.pageNo}`, W - 40, 812, 7.5, { right: true, gray: true });
  void total;
}

const COLS = { desc: 40, qty: 330, price: 410, vat: 465, amount: 555 };

function tableHeader(c: Ctx, v: View, top: number, ruled: boolean): number {
  const [d, q, p, vat, a] = v.columns;
  text(c, d, COLS.desc, top, 9, { bold: true });
  text(c, q, COLS.qty, top, 9, { bold: true, right: true });
  text(c, p, COLS.price, top, 9, { bold: true, right: true });
  text(c, vat, COLS.vat, top, 9, { bold: true, right: true });
  text(c, a, COLS.amount, top, 9, { bold: true, right: true });
  if (ruled) rule(c, 40, 555, top + 13);
  return top + 20;
}

async function newPage(c: Ctx, v: View): Promise<void> {
  c.page = c.doc.addPage([W, H]);
  c.pageNo += 1;
  footer(c, v, () => 0);
  text(c, `${v.supplierLines[0]} - ${v.title} ${v.header[0]?.[1] ?? ''}`, 40, 40, 9, { gray: true });
}

export async function renderPdfLib(v: View, layout: PdfLibLayout): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreator('corpus generator');
  doc.setProducer('pdf-lib');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const c: Ctx = { doc, page: doc.addPage([W, H]), font, bold, pageNo: 1 };
  const ruled = layout !== 'no-rules';
  footer(c, v, () => 0);

  // Supplier name and address, top-left; title top-right.
  text(c, v.supplierLines[0] ?? '', 40, 40, 16, { bold: true });
  v.supplierLines.slice(1).forEach((l, i) => text(c, l, 40, 62 + i * 12, 9));
  text(c, v.title, 555, 40, 18, { bold: true, right: true });

  let top = 120;
  if (layout === 'two-column') {
    // Header fields in two label/value column pairs across the page, customer below.
    const half = Math.ceil(v.header.length / 2);
    v.header.forEach(([k, val], i) => {
      const col = i < half ? 0 : 1;
      const row = i < half ? i : i - half;
      const x = col === 0 ? 40 : 310;
      text(c, `${k}:`, x, top + row * 14, 9, { bold: true });
      text(c, val, x + 110, top + row * 14, 9);
    });
    top += half * 14 + 18;
    text(c, v.L.billTo, 40, top, 9, { bold: true });
    v.customerLines.forEach((l, i) => text(c, l, 40, top + 13 + i * 12, 9));
    v.customerIds.forEach(([k, val], i) => text(c, `${k}: ${val}`, 310, top + 13 + i * 12, 9));
    top += 13 + Math.max(v.customerLines.length, v.customerIds.length) * 12 + 20;
  } else if (layout === 'stacked') {
    // Boxes: small grey label above the value, four per row.
    v.header.forEach(([k, val], i) => {
      const x = 40 + (i % 4) * 130;
      const y = top + Math.floor(i / 4) * 30;
      text(c, k, x, y, 7, { gray: true });
      text(c, val, x, y + 10, 10);
    });
    top += Math.ceil(v.header.length / 4) * 30 + 10;
    text(c, v.L.billTo, 40, top, 7, { gray: true });
    v.customerLines.forEach((l, i) => text(c, l, 40, top + 10 + i * 12, 10));
    v.customerIds.forEach(([k, val], i) => text(c, `${k} ${val}`, 300, top + 10 + i * 12, 9));
    top += 10 + Math.max(v.customerLines.length, v.customerIds.length) * 12 + 20;
  } else {
    // Classic: customer left, header fields as label/value pairs on the right.
    text(c, v.L.billTo, 40, top, 8, { bold: true });
    v.customerLines.forEach((l, i) => text(c, l, 40, top + 12 + i * 12, 10));
    v.customerIds.forEach(([k, val], i) =>
      text(c, `${k}: ${val}`, 40, top + 12 + (v.customerLines.length + i) * 12, 9),
    );
    v.header.forEach(([k, val], i) => {
      text(c, k, 330, top + i * 13, 9);
      text(c, val, 555, top + i * 13, 9, { right: true });
    });
    top += Math.max(12 + (v.customerLines.length + v.customerIds.length) * 12, v.header.length * 13) + 25;
  }

  top = tableHeader(c, v, top, ruled);
  for (const row of v.rows) {
    if (top > 760) {
      await newPage(c, v);
      top = tableHeader(c, v, 70, ruled);
    }
    text(c, row[0], COLS.desc, top, 9);
    text(c, row[1], COLS.qty, top, 9, { right: true });
    text(c, row[2], COLS.price, top, 9, { right: true });
    text(c, row[3], COLS.vat, top, 9, { right: true });
    text(c, row[4], COLS.amount, top, 9, { right: true });
    top += 14;
  }
  if (ruled) rule(c, 40, 555, top);
  top += 12;
  const needed = v.totals.length * 14 + v.payment.length * 13 + 40;
  if (top + needed > 770) {
    await newPage(c, v);
    top = 70;
  }
  const totalsLeft = layout === 'totals-left';
  const tx0 = totalsLeft ? 40 : 330;
  const tx1 = totalsLeft ? 280 : 555;
  const totalsTop = top;
  v.totals.forEach(([k, val], i) => {
    const last = i === v.totals.length - 1;
    text(c, k, tx0, top, last ? 11 : 9, { bold: last });
    text(c, val, tx1, top, last ? 11 : 9, { bold: last, right: true });
    top += last ? 16 : 14;
  });
  // Payment details on the other side of the totals.
  const px = totalsLeft ? 330 : 40;
  let ptop = totalsTop;
  for (const [k, val] of v.payment) {
    text(c, `${k}:`, px, ptop, 9, { bold: true });
    text(c, val, px + 95, ptop, 9);
    ptop += 13;
  }
  if (v.note) text(c, `${v.L.note}: ${v.note}`, 40, Math.max(top, ptop) + 16, 9);
  return doc.save();
}
