// Bad input never crashes or hangs the caller: it becomes an InvalidPdfError with a reason,
// within the sandbox's time and memory budgets.
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  BAD_INPUT_DIR,
  USER_PASSWORD,
  encryptedPdf,
  noUnicodeFontPdf,
} from '../../tools/extraction-corpus/bad-input/generate';
import { inflateBombPdf, operatorFloodPdf } from '../../tools/extraction-corpus/bad-input/hostile';
import { extractInvoiceIsolated } from './sandbox';
import { InvalidPdfError } from './types';
import { extractionRefusalText } from '../../domain/extraction-refusals';

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
  it('words every refusal from the catalogue, with the technical detail after it', async () => {
    await expect(extractInvoiceIsolated(await pdfWithPages(3), { maxPages: 2 })).rejects.toThrow(
      `${extractionRefusalText('too-many-pages', { max: 2 }, 'en')} (3 pages)`,
    );
    await expect(extractInvoiceIsolated(new Uint8Array(Buffer.from('GIF89a…')))).rejects.toThrow(
      `${extractionRefusalText('not-pdf', undefined, 'en')} (no %PDF- header)`,
    );
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
    expect(['out-of-memory', 'crashed']).toContain(
      await reasonOf(extractInvoiceIsolated(await pdfWithPages(1), { maxHeapMb: 4 })),
    );
  });
  it('kills a child whose resident memory passes its budget (not only its V8 heap)', async () => {
    expect(await reasonOf(extractInvoiceIsolated(await pdfWithPages(1), { maxRssMb: 40 }))).toBe('out-of-memory');
  });

  // Before the content budget these grew the child past 1 GB (the inflated stream) and 3 GB (the
  // text items) over a minute or more; now they are refused while the child stays small.
  describe('hostile content, refused before it grows the child (resident memory capped at 600 MB; a normal invoice peaks near 400)', () => {
    const capped = { maxRssMb: 600, timeoutMs: 30_000 };
    it('a 300 KB file whose content stream inflates to 300 MB', async () => {
      expect(await reasonOf(extractInvoiceIsolated(inflateBombPdf(300), capped))).toBe('content-too-large');
    });
    it('a page of 2 million tiny text operators', async () => {
      expect(await reasonOf(extractInvoiceIsolated(operatorFloodPdf(2_000_000, 'text'), capped))).toBe(
        'too-many-operators',
      );
    });
    it('a page of 2 million tiny path operators, written uncompressed', async () => {
      expect(await reasonOf(extractInvoiceIsolated(operatorFloodPdf(2_000_000, 'path', false), capped))).toBe(
        'too-many-operators',
      );
    });
    it('counts the text items while pdf.js reads, where the raw scan cannot (encrypted streams)', async () => {
      const owner = new Uint8Array(fs.readFileSync(path.join(BAD_INPUT_DIR, 'encrypted-owner-only.pdf')));
      expect(await reasonOf(extractInvoiceIsolated(owner, { ...capped, maxOperatorsPerPage: 10 }))).toBe(
        'too-many-operators',
      );
    });
  });

  describe('committed samples (corpus/bad-input)', () => {
    const sample = (name: string): Buffer => fs.readFileSync(path.join(BAD_INPUT_DIR, name));

    it('are what the generator writes', async () => {
      expect(sample('encrypted-user-password.pdf').equals(encryptedPdf(USER_PASSWORD, 'ägare-2026'))).toBe(true);
      expect(sample('encrypted-owner-only.pdf').equals(encryptedPdf('', 'ägare-2026'))).toBe(true);
      expect(sample('no-unicode-font.pdf').equals(await noUnicodeFontPdf())).toBe(true);
    });

    it('refuses a password-protected PDF (a real /Encrypt dictionary, contents not in clear) as encrypted', async () => {
      const bytes = sample('encrypted-user-password.pdf');
      const text = bytes.toString('latin1');
      expect(text).toMatch(/\/Encrypt \d+ 0 R/);
      expect(text).toContain('/Filter /Standard /V 2 /R 3 /Length 128');
      expect(text).not.toContain('Fakturanummer');
      expect(await reasonOf(extractInvoiceIsolated(new Uint8Array(bytes)))).toBe('encrypted');
    });

    it('reads a PDF encrypted with an owner password only (permissions) like any other', async () => {
      const r = await extractInvoiceIsolated(new Uint8Array(sample('encrypted-owner-only.pdf')));
      expect(r.route).toBe('text');
      expect([r.invoice_id, r.issue_date, r.legal_monetary_total.payable_amount, r.checks.status]).toEqual([
        '48213',
        '2026-11-02',
        11875,
        'ok',
      ]);
    });

    // One OCR pass (seconds on the shared cores).
    it('sends a font without a Unicode map to OCR, which reads the rendered page (the sandbox 60 s budget ends a slow one)', async () => {
      const r = await extractInvoiceIsolated(new Uint8Array(sample('no-unicode-font.pdf')));
      expect(r.route).toBe('ocr');
      expect([r.invoice_id, r.issue_date, r.payment_id, r.legal_monetary_total.payable_amount]).toEqual([
        '48213',
        '2026-11-02',
        '4821302',
        11875,
      ]);
    }, 90000);
  });
});
