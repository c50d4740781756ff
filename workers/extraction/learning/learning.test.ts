// Per-supplier learning end to end on drawn PDFs: a supplier whose labels the dictionary does not
// know is missed by the generic engine, one corrected invoice teaches the profile, and the next
// invoice from that supplier (other values, other line count) comes out right; other suppliers
// are not touched. Plus the rules on hand-made page words (label verification, hits and misses).
import { truthOf, randomInvoice, type Truth } from '../../../tools/extraction-corpus/model';
import { ownLabelsInvoice, renderOwnLabels } from '../../../tools/extraction-corpus/own-labels';
import { renderPdfLib } from '../../../tools/extraction-corpus/render-pdflib';
import { score } from '../../../tools/extraction-corpus/score';
import { viewOf } from '../../../tools/extraction-corpus/view';
import { extractInvoiceIsolated } from '../sandbox';
import type { ExtractionResult, PageWords } from '../types';
import {
  applySupplierProfile,
  learnFromCorrection,
  locateField,
  mergeProfiles,
  supplierKeys,
  type ProfileEntry,
  type ProfileUpdate,
} from '.';
import { buildDocumentLines } from '../layout';
import { testPage } from '../test-page';

jest.setTimeout(60000);

type Doc = { truth: Truth; result: ExtractionResult; layout: PageWords[] };
const docs: Record<'a1' | 'a2' | 'b', Doc> = {} as Record<'a1' | 'a2' | 'b', Doc>;

async function read(bytes: Uint8Array, truth: Truth): Promise<Doc> {
  const result = await extractInvoiceIsolated(bytes, { includeLayout: true });
  return { truth, result, layout: result.layout ?? [] };
}

const asForm = (t: Truth): Record<string, unknown> => t as unknown as Record<string, unknown>;
const entries = (updates: ProfileUpdate[], hits = 0, misses = 0): ProfileEntry[] =>
  updates.map(({ outcome: _o, ...rule }) => ({ ...rule, hits, misses }));
const keysOf = (r: ExtractionResult): string[] =>
  supplierKeys({ orgId: r.supplier_data.org_id, taxNumber: r.supplier_data.tax_number });

beforeAll(async () => {
  const a1 = ownLabelsInvoice(1);
  const a2 = ownLabelsInvoice(2);
  const b = randomInvoice(9500);
  const [ra1, ra2, rb] = await Promise.all([
    read(await renderOwnLabels(a1), truthOf(a1, 'text')),
    read(await renderOwnLabels(a2), truthOf(a2, 'text')),
    read(
      await renderPdfLib(viewOf(b, { lang: 'sv', numbers: 'sv', dates: 'iso', currencyRow: false }), 'classic'),
      truthOf(b, 'text'),
    ),
  ]);
  Object.assign(docs, { a1: ra1, a2: ra2, b: rb });
}, 120000);

describe('a supplier with labels of its own', () => {
  it('is missed by the generic engine: no invoice number or OCR reference (the amount to pay only by arithmetic)', () => {
    for (const d of [docs.a1, docs.a2]) {
      expect(d.layout.length).toBe(1);
      expect(d.result.invoice_id).toBeNull();
      expect(d.result.payment_id).toBeNull();
      // Its label is unknown, but the page prints net + VAT, which the consistency solver takes.
      expect(d.result.legal_monetary_total.payable_amount).toBe(d.truth.legal_monetary_total.payable_amount);
      expect(d.result.provenance['legal_monetary_total.payable_amount']).toMatchObject({
        source: 'net + VAT, printed on the page',
      });
      expect(d.result.checks.status).toBe('Invalid PDF');
    }
  });

  it('learns a label for the OCR reference and a region for the unlabelled number box', () => {
    const updates = learnFromCorrection({
      layout: docs.a1.layout,
      engineResult: docs.a1.result,
      correctedForm: asForm(docs.a1.truth),
    });
    const by = Object.fromEntries(updates.map((u) => [u.field_path, u]));
    expect(Object.keys(by).sort()).toEqual(['invoice_id', 'payment_id']);
    expect(by.payment_id).toMatchObject({
      label: 'betalningsref',
      label_position: 'right',
      value_kind: 'ocr',
      outcome: 'new',
    });
    expect(by.invoice_id).toMatchObject({ label: null, value_kind: 'id' });
    expect(by.invoice_id?.region).toMatchObject({ page: 1 });
    expect(by.invoice_id?.region?.x).toBeGreaterThan(0.72);
  });

  it('reads the next invoice from the same supplier right, with provenance saying it was learned', () => {
    const profile = entries(
      learnFromCorrection({
        layout: docs.a1.layout,
        engineResult: docs.a1.result,
        correctedForm: asForm(docs.a1.truth),
      }),
    );
    const { a2 } = docs;
    expect(a2.truth.invoice_id).not.toBe(docs.a1.truth.invoice_id);
    expect(a2.truth.payment_id).not.toBe(docs.a1.truth.payment_id);
    expect(a2.truth.legal_monetary_total.payable_amount).not.toBe(docs.a1.truth.legal_monetary_total.payable_amount);
    expect(a2.truth.invoice_lines.length).not.toBe(docs.a1.truth.invoice_lines.length);
    const before = score(a2.truth, a2.result);
    const out = applySupplierProfile(a2.layout, a2.result, profile);
    expect(out.invoice_id).toBe(a2.truth.invoice_id);
    expect(out.payment_id).toBe(a2.truth.payment_id);
    expect(out.legal_monetary_total.payable_amount).toBe(a2.truth.legal_monetary_total.payable_amount);
    expect(out.checks.status).toBe('ok');
    expect(out.provenance.invoice_id).toMatchObject({ learned: 'region', page: 1 });
    expect(out.provenance.payment_id).toMatchObject({ learned: 'label', source: "learned label 'betalningsref'" });
    const after = score(a2.truth, out);
    expect(after.wrong).toEqual([]);
    expect(after.correct).toBeGreaterThan(before.correct);
    // The engine's own result is left as it was.
    expect(a2.result.invoice_id).toBeNull();
  });

  it('counts a hit for each rule that read what the person kept', () => {
    const profile = entries(
      learnFromCorrection({
        layout: docs.a1.layout,
        engineResult: docs.a1.result,
        correctedForm: asForm(docs.a1.truth),
      }),
      1,
      0,
    );
    const applied = applySupplierProfile(docs.a2.layout, docs.a2.result, profile);
    const updates = learnFromCorrection({
      layout: docs.a2.layout,
      engineResult: applied,
      correctedForm: asForm(docs.a2.truth),
      profile,
    });
    expect(updates.map((u) => [u.field_path, u.outcome]).sort()).toEqual([
      ['invoice_id', 'hit'],
      ['payment_id', 'hit'],
    ]);
  });

  it('counts a miss and learns the new place when the person corrects a learned value', () => {
    const profile = entries(
      learnFromCorrection({
        layout: docs.a1.layout,
        engineResult: docs.a1.result,
        correctedForm: asForm(docs.a1.truth),
      }),
      3,
      0,
    );
    const applied = applySupplierProfile(docs.a2.layout, docs.a2.result, profile);
    // The person says the invoice number is the customer number printed in the header instead.
    const corrected = { ...asForm(docs.a2.truth), invoice_id: docs.a2.truth.customer_id };
    const updates = learnFromCorrection({
      layout: docs.a2.layout,
      engineResult: applied,
      correctedForm: corrected,
      profile,
    });
    const inv = updates.find((u) => u.field_path === 'invoice_id');
    expect(inv).toMatchObject({ outcome: 'miss', label: 'kundnummer', label_position: 'right' });
  });
});

describe('another supplier', () => {
  it('has other keys, so the profile is not looked up for it', () => {
    const keysA = keysOf(docs.a1.result);
    const keysB = keysOf(docs.b.result);
    expect(keysA).toHaveLength(2);
    expect(keysB.some((k) => keysA.includes(k))).toBe(false);
    const rows = entries(
      learnFromCorrection({
        layout: docs.a1.layout,
        engineResult: docs.a1.result,
        correctedForm: asForm(docs.a1.truth),
      }),
    ).map((e) => ({ ...e, supplier_key: keysA[0] as string }));
    expect(mergeProfiles(keysB, rows)).toEqual([]);
    expect(mergeProfiles(keysA, rows)).toHaveLength(2);
  });

  it('keeps its confidently read values even if the profile were applied to it', () => {
    const profile = entries(
      learnFromCorrection({
        layout: docs.a1.layout,
        engineResult: docs.a1.result,
        correctedForm: asForm(docs.a1.truth),
      }),
    );
    const { b } = docs;
    expect(score(b.truth, b.result).wrong).toEqual([]);
    const out = applySupplierProfile(b.layout, b.result, profile);
    expect(score(b.truth, out).wrong).toEqual([]);
  });
});

/** Page words from rows of [x, text] per line, 10 pt type, 14 pt apart. */
const page = (rows: Array<Array<[number, string]>>): PageWords => testPage(rows);

describe('rules on hand-made pages', () => {
  const doc = [
    page([
      [
        [40, 'Summa varor'],
        [300, '100,00'],
      ],
      [
        [40, 'Summa'],
        [300, '250,00'],
      ],
      [
        [40, 'Referens'],
        [300, 'Anna Ek'],
      ],
      [
        [40, 'Förfaller'],
        [300, '2026-12-01'],
      ],
    ]),
  ];
  const lines = buildDocumentLines(doc);

  it('does not learn a label that reads another value first, and falls back to the region', () => {
    // 'Summa' also starts 'Summa varor', which comes first and holds 100,00.
    const rule = locateField(doc, lines, 'legal_monetary_total.payable_amount', 'amount', 250);
    expect(rule).toMatchObject({ label: null });
    expect(rule?.region?.y).toBeCloseTo(54 / 842, 3);
  });

  it('learns text fields by label only, and dates in any printed form', () => {
    expect(locateField(doc, lines, 'buyer_reference', 'text', 'Anna Ek')).toMatchObject({
      label: 'referens',
      region: null,
    });
    expect(locateField(doc, lines, 'due_date', 'date', '2026-12-01')).toMatchObject({ label: 'förfaller' });
    expect(locateField(doc, lines, 'buyer_reference', 'text', 'Not on the page')).toBeNull();
  });

  it('lets a learned value win only over a missing or less confident generic one', () => {
    const rule = locateField(doc, lines, 'due_date', 'date', '2026-12-01');
    const base = {
      ...docs.b.result,
      due_date: '2026-11-30',
      provenance: { due_date: { confidence: 0.95, page: 1, box: null } },
    } as ExtractionResult;
    const fresh: ProfileEntry = { ...(rule as NonNullable<typeof rule>), hits: 0, misses: 0 };
    expect(applySupplierProfile(doc, base, [fresh]).due_date).toBe('2026-12-01');
    // One miss halves a fresh rule's confidence: the generic value stays.
    expect(applySupplierProfile(doc, base, [{ ...fresh, misses: 1 }]).due_date).toBe('2026-11-30');
    expect(applySupplierProfile(doc, { ...base, due_date: null }, [{ ...fresh, misses: 1 }]).due_date).toBe(
      '2026-12-01',
    );
  });
});
