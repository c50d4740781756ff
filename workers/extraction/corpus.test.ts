// Per-field correctness on the generated corpus (text and hybrid PDFs through the text layer;
// one upright scan and the two sideways ones go through the OCR route).
import fs from 'node:fs';
import { extractInvoiceIsolated as extractInvoice } from './sandbox';
import type { Truth } from '../../tools/extraction-corpus/model';
import { corpusEntries, score } from '../../tools/extraction-corpus/score';
import { InvalidPdfError, type ExtractionResult } from './types';

jest.setTimeout(60000);

const entries = corpusEntries();
const results = new Map<string, ExtractionResult>();

// pdf.js is ESM-only and jest's CommonJS sandbox cannot import it, so the tests run the engine the
// way the worker does: in the memory- and time-capped child process.
beforeAll(async () => {
  const todo = entries.filter((e) => e.truth.route !== 'ocr');
  await Promise.all(
    [0, 1].map(async (k) => {
      for (const e of todo.filter((_, i) => i % 2 === k))
        results.set(e.name, await extractInvoice(new Uint8Array(fs.readFileSync(e.pdf))));
    }),
  );
}, 240000);

describe('corpus', () => {
  it('has at least 30 invoices, 6 scans and 3 hybrids', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
    expect(entries.filter((e) => e.truth.route === 'ocr').length).toBeGreaterThanOrEqual(6);
    expect(entries.filter((e) => e.truth.route === 'hybrid').length).toBeGreaterThanOrEqual(3);
  });

  it('reads hybrid PDFs from their XML exactly', () => {
    for (const e of entries.filter((x) => x.truth.route === 'hybrid')) {
      const s = score(e.truth, results.get(e.name) as ExtractionResult);
      expect([e.name, s.wrong]).toEqual([e.name, []]);
    }
  });

  it('reaches field accuracy ≥ 0.95 on text-layer PDFs, and prints the per-field table', () => {
    let total = 0;
    let correct = 0;
    const perField = new Map<string, { total: number; correct: number }>();
    for (const e of entries) {
      const r = results.get(e.name);
      if (!r) continue;
      const s = score(e.truth, r);
      total += s.total;
      correct += s.correct;
      for (const [k, v] of s.perField) {
        const pf = perField.get(k) ?? { total: 0, correct: 0 };
        pf.total += v.total;
        pf.correct += v.correct;
        perField.set(k, pf);
      }
    }
    const table = [...perField.entries()]
      .sort()
      .map(([k, v]) => `${k.padEnd(48)} ${(v.correct / v.total).toFixed(3)} (${v.correct}/${v.total})`);
    console.log(`field accuracy ${(correct / total).toFixed(4)} over ${total} fields\n${table.join('\n')}`);
    expect(correct / total).toBeGreaterThanOrEqual(0.95);
  });

  const exact = [
    'invoice_id',
    'issue_date',
    'due_date',
    'payment_id',
    'document_type',
    'document_currency_code',
  ] as const;
  it.each(entries.filter((e) => e.truth.route !== 'ocr').map((e) => e.name))(
    '%s: exact fields and payable amount',
    (name) => {
      const e = entries.find((x) => x.name === name);
      const r = results.get(name) as ExtractionResult;
      expect(r.route).toBe(e?.truth.route);
      for (const k of exact) expect([k, r[k]]).toEqual([k, e?.truth[k]]);
      expect(r.legal_monetary_total.payable_amount).toBe(e?.truth.legal_monetary_total.payable_amount);
      expect(r.invoice_lines.length).toBe(e?.truth.invoice_lines.length);
      expect(r.checks.status).toBe('ok');
      if (r.route === 'text') expect(r.provenance.invoice_id?.page).toBe(1);
      else expect(r.provenance.invoice_id?.source).toMatch(/^xml:/);
    },
  );

  // One scan only: OCR costs seconds a page on the shared cores.
  it('reads an image-only scan through the OCR route', async () => {
    const scan = entries.find((e) => e.name.startsWith('s35-'));
    const r = await extractInvoice(new Uint8Array(fs.readFileSync(scan?.pdf as string)));
    expect(r.route).toBe('ocr');
    const s = score(scan?.truth as Truth, r);
    expect(s.correct / s.total).toBeGreaterThanOrEqual(0.85);
    expect(r.invoice_id).toBe(scan?.truth.invoice_id);
    expect(r.legal_monetary_total.payable_amount).toBe(scan?.truth.legal_monetary_total.payable_amount);
  }, 120000);

  // Pages fed sideways, both ways round: turned upright before OCR (two OCR passes in all).
  it.each(['s36-', 's37-'])(
    'turns a sideways scan upright and reads it (%s)',
    async (prefix) => {
      const scan = entries.find((e) => e.name.startsWith(prefix));
      const r = await extractInvoice(new Uint8Array(fs.readFileSync(scan?.pdf as string)), { includeLayout: true });
      expect(r.route).toBe('ocr');
      // Upright A4: the words are laid out on a portrait page.
      expect((r.layout?.[0]?.height ?? 0) > (r.layout?.[0]?.width ?? 0)).toBe(true);
      const s = score(scan?.truth as Truth, r);
      expect(s.correct / s.total).toBeGreaterThanOrEqual(0.85);
      expect(r.invoice_id).toBe(scan?.truth.invoice_id);
      expect(r.legal_monetary_total.payable_amount).toBe(scan?.truth.legal_monetary_total.payable_amount);
    },
    120000,
  );

  it('refuses bytes that are not a PDF and a truncated PDF', async () => {
    await expect(extractInvoice(new Uint8Array(Buffer.from('hello')))).rejects.toBeInstanceOf(InvalidPdfError);
    const pdf = fs.readFileSync(entries[0]?.pdf as string);
    await expect(extractInvoice(new Uint8Array(pdf.subarray(0, 400)))).rejects.toBeInstanceOf(InvalidPdfError);
  });
});
