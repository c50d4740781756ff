// Bad input never crashes or hangs the caller: it becomes an InvalidPdfError with a reason,
// within the sandbox's time and memory budgets.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractInvoiceIsolated } from './sandbox';
import { InvalidPdfError } from './types';

jest.setTimeout(60000);

async function pdfWithPages(n: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < n; i += 1) doc.addPage([595, 842]).drawText(`Sida ${i + 1}`, { x: 50, y: 800, size: 10, font });
  return doc.save();
}

async function reasonOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'resolved';
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidPdfError);
    return (e as InvalidPdfError).reason;
  }
}

describe('bad input', () => {
  it('refuses bytes that are not a PDF', async () => {
    expect(await reasonOf(extractInvoiceIsolated(new Uint8Array(Buffer.from('GIF89a…'))))).toBe('not-pdf');
  });
  it('refuses a file over the size limit before parsing', async () => {
    expect(await reasonOf(extractInvoiceIsolated(await pdfWithPages(1), { maxBytes: 100 }))).toBe('too-large');
  });
  it('refuses more pages than the limit', async () => {
    expect(await reasonOf(extractInvoiceIsolated(await pdfWithPages(3), { maxPages: 2 }))).toBe('too-many-pages');
  });
  it('refuses a PDF without pages', async () => {
    const empty = await (await PDFDocument.create()).save();
    // pdf.js may open an empty page tree as one blank page; either way the PDF is refused.
    expect(['no-pages', 'unreadable', 'no-text']).toContain(await reasonOf(extractInvoiceIsolated(empty)));
  });
  it('refuses a truncated PDF', async () => {
    const bytes = await pdfWithPages(2);
    expect(await reasonOf(extractInvoiceIsolated(bytes.subarray(0, 300)))).not.toBe('resolved');
  });
  it('turns a page with almost no text and no image into an Invalid PDF, not a crash', async () => {
    expect(await reasonOf(extractInvoiceIsolated(await pdfWithPages(1)))).toBe('no-text');
  });
  it('kills the child when the time budget runs out', async () => {
    expect(await reasonOf(extractInvoiceIsolated(await pdfWithPages(1), { timeoutMs: 30 }))).toBe('timeout');
  });
  it('reports a child that runs out of its memory budget', async () => {
    expect(['out-of-memory', 'crashed']).toContain(await reasonOf(extractInvoiceIsolated(await pdfWithPages(1), { maxHeapMb: 4 })));
  });
});
