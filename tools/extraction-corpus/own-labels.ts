// A fictitious supplier with labels of its own, for the learning tests: the payable amount under
// 'Slutsumma att erlägga', the OCR reference under 'Betalningsref' and the invoice number in a
// box with no label at a fixed place, none of which the label dictionary knows. Drawn with the
// corpus's pdf-lib renderer, then the box is added to page 1.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { randomInvoice, randomLines, rng, type InvoiceSpec } from './model';
import { renderPdfLib } from './render-pdflib';
import { viewOf, type Style } from './view';

export const OWN_LABELS = { payable: 'Slutsumma att erlägga', ocr: 'Betalningsref' } as const;

/** Where the invoice-number box sits on page 1, in points from the top-left. */
export const NUMBER_BOX = { x: 430, top: 96, w: 125, h: 22 } as const;

const STYLE: Style = { lang: 'sv', numbers: 'sv', dates: 'iso', currencyRow: false };

/** Invoice `n` of the supplier: the same company every time, other numbers, dates and lines. */
export function ownLabelsInvoice(n: number): InvoiceSpec {
  const first = randomInvoice(9000);
  return randomInvoice(9000 + n * 17, {
    supplier: first.supplier,
    customerNo: String(4100 + n * 3),
    lines: randomLines(rng(9100 + n), 2 + (n % 4), [25]),
  });
}

export async function renderOwnLabels(spec: InvoiceSpec): Promise<Uint8Array> {
  const view = viewOf(spec, STYLE);
  view.header = view.header.filter(([k]) => k !== view.L.invoiceNo);
  view.payment = view.payment.map(([k, v]) => [k === view.L.ocr ? OWN_LABELS.ocr : k, v]);
  view.totals = view.totals.map(([k, v]) => [
    k.startsWith(view.L.payable) ? k.replace(view.L.payable, OWN_LABELS.payable) : k,
    v,
  ]);
  const doc = await PDFDocument.load(await renderPdfLib(view, 'classic'));
  const page = doc.getPage(0);
  const H = page.getHeight();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({
    x: NUMBER_BOX.x,
    y: H - NUMBER_BOX.top - NUMBER_BOX.h,
    width: NUMBER_BOX.w,
    height: NUMBER_BOX.h,
    borderColor: rgb(0.2, 0.2, 0.2),
    borderWidth: 1,
  });
  const size = 11;
  const w = bold.widthOfTextAtSize(spec.invoice_id, size);
  page.drawText(spec.invoice_id, {
    x: NUMBER_BOX.x + (NUMBER_BOX.w - w) / 2,
    y: H - NUMBER_BOX.top - 15,
    size,
    font: bold,
  });
  return doc.save();
}
