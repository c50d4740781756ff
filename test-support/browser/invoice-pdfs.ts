// Text invoice PDFs the extraction engine reads, for the browser tests that follow an upload through
// parsing and delivery: the extraction corpus's own invoice model and pdf-lib renderer (the same the
// pipeline benchmark uploads), each PDF with the invoice number it is given. The same number from
// the same sender twice is a duplicate.
import { randomInvoice } from '../../tools/extraction-corpus/model';
import { renderPdfLib } from '../../tools/extraction-corpus/render-pdflib';
import { viewOf } from '../../tools/extraction-corpus/view';

export interface InvoicePdfFile {
  name: string;
  mimeType: 'application/pdf';
  buffer: Buffer;
}

/** A Swedish text invoice numbered `invoiceNumber` (the seed varies the lines and amounts). */
export async function textInvoicePdf(invoiceNumber: string, seed: number): Promise<InvoicePdfFile> {
  const spec = randomInvoice(seed, { invoice_id: invoiceNumber });
  const pdf = await renderPdfLib(
    viewOf(spec, { lang: 'sv', numbers: 'sv', dates: 'iso', currencyRow: false }),
    'classic',
  );
  return { name: `faktura-${invoiceNumber}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(pdf) };
}
