// Learning against PostgreSQL: the migration's table and constraints, the repository's upserts,
// the activity learning from a manually corrected invoice once (also when two runs race), and the
// profiled extraction reading the next invoice of that supplier right while another supplier's
// invoice comes out as the plain engine reads it.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { DocumentNotFoundError, type DocumentStore, type StoredDocument } from '../../infra/document-store/types';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { randomInvoice, truthOf, type Truth } from '../../tools/extraction-corpus/model';
import { ownLabelsInvoice, renderOwnLabels } from '../../tools/extraction-corpus/own-labels';
import { renderPdfLib } from '../../tools/extraction-corpus/render-pdflib';
import { viewOf } from '../../tools/extraction-corpus/view';
import { extractInvoiceIsolated } from '../extraction/sandbox';
import type { ExtractionResult } from '../extraction/types';
import { createLearningActivities, createProfiledExtract } from './learning.activities';

/** The document store's contract over a Map: enough for the activity's readDocument. */
class MemoryDocumentStore implements DocumentStore {
  private readonly docs = new Map<string, Uint8Array>();
  async put(bytes: Uint8Array, contentType: string): Promise<StoredDocument> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const key = `pdf/${sha256}`;
    this.docs.set(key, bytes);
    return { sha256, key, sizeBytes: bytes.length, contentType };
  }
  async get(key: string): Promise<Uint8Array> {
    const b = this.docs.get(key);
    if (!b) throw new DocumentNotFoundError(key);
    return b;
  }
  async has(key: string): Promise<boolean> {
    return this.docs.has(key);
  }
}

/** What the worker hands to the workflow: the engine's result without timings and layout. */
const plain = ({ timings: _t, layout: _l, ...r }: ExtractionResult): Omit<ExtractionResult, 'timings' | 'layout'> => r;

describe('supplier extraction learning (PostgreSQL)', () => {
  let t: TestDatabase;
  let db: Knex;
  const store = new MemoryDocumentStore();
  const a1 = ownLabelsInvoice(1);
  const a2 = ownLabelsInvoice(2);
  const b = randomInvoice(9500);
  const pdf: Record<string, Uint8Array> = {};
  const loc: Record<string, string> = {};
  let companyA = '';

  async function invoice(key: 'a1' | 'a2', truth: Truth, engine: ExtractionResult): Promise<string> {
    const [row] = await db('invoices')
      .insert({
        format: 'pdf',
        location: loc[key],
        sender_company_id: companyA,
        is_manual_parsing: true,
        raw_result: JSON.stringify(truth),
        ie_raw_result: JSON.stringify(plain(engine)),
      })
      .returning('id');
    return (row as { id: string }).id;
  }

  const profileRows = () =>
    db('supplier_extraction_profiles')
      .orderBy('field_path')
      .select('supplier_key', 'field_path', 'label', 'hits', 'misses');

  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db;
    pdf.a1 = await renderOwnLabels(a1);
    pdf.a2 = await renderOwnLabels(a2);
    pdf.b = await renderPdfLib(viewOf(b, { lang: 'sv', numbers: 'sv', dates: 'iso', currencyRow: false }), 'classic');
    for (const k of ['a1', 'a2', 'b']) loc[k] = (await store.put(pdf[k] as Uint8Array, 'application/pdf')).key;
    const [c] = await db('companies')
      .insert({ name: a1.supplier.name, org_id: `${a1.supplier.org_id?.slice(0, 6)}-${a1.supplier.org_id?.slice(6)}` })
      .returning('id');
    companyA = (c as { id: string }).id;
  }, 60000);
  afterAll(async () => {
    await t?.drop();
  });

  it('keeps one rule per supplier key and field, with a label or a region', async () => {
    const row = {
      supplier_key: 'org:5560000000',
      field_path: 'invoice_id',
      value_kind: 'id',
      label: 'nr',
      hits: 0,
      misses: 0,
    };
    await db('supplier_extraction_profiles').insert(row);
    await expect(db('supplier_extraction_profiles').insert(row)).rejects.toMatchObject({ code: '23505' });
    await expect(
      db('supplier_extraction_profiles').insert({ ...row, field_path: 'due_date', label: null }),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db('supplier_extraction_profiles').insert({ ...row, field_path: 'due_date', supplier_key: 'someone' }),
    ).rejects.toMatchObject({ code: '23514' });
    await db('supplier_extraction_profiles').where({ supplier_key: row.supplier_key }).delete();
  });

  it('learns from a corrected invoice once, under the supplier company, and the next invoice comes out right', async () => {
    const activities = createLearningActivities({ db, readDocument: (l) => store.get(l) });
    const engine1 = await extractInvoiceIsolated(pdf.a1 as Uint8Array);
    expect(engine1.invoice_id).toBeNull();
    const id1 = await invoice('a1', truthOf(a1, 'text'), engine1);

    const first = await activities.learnFromManualParsing({ invoiceId: id1 });
    expect(first).toEqual({
      status: 'learned',
      supplierKey: `company:${companyA}`,
      // The payable amount needs no learning: the engine reads it from net + VAT (the consistency solver).
      fields: [
        { field_path: 'invoice_id', outcome: 'new' },
        { field_path: 'payment_id', outcome: 'new' },
      ],
    });
    expect(await activities.learnFromManualParsing({ invoiceId: id1 })).toEqual({
      status: 'skipped',
      reason: 'already-learned',
    });
    expect(await profileRows()).toEqual([
      { supplier_key: `company:${companyA}`, field_path: 'invoice_id', label: null, hits: 0, misses: 0 },
      { supplier_key: `company:${companyA}`, field_path: 'payment_id', label: 'betalningsref', hits: 0, misses: 0 },
    ]);

    // The next invoice: the extraction step finds the company by the org number it prints.
    const extract = createProfiledExtract({ db });
    const r2 = await extract(pdf.a2 as Uint8Array, {});
    const truth2 = truthOf(a2, 'text');
    expect(r2.layout).toBeUndefined();
    expect([r2.invoice_id, r2.payment_id, r2.legal_monetary_total.payable_amount]).toEqual([
      truth2.invoice_id,
      truth2.payment_id,
      truth2.legal_monetary_total.payable_amount,
    ]);
    expect(r2.provenance.invoice_id?.learned).toBe('region');
    expect(r2.checks.status).toBe('ok');

    // The person confirms it; two runs race, one counts.
    const id2 = await invoice('a2', truth2, r2);
    const outcomes = await Promise.all([
      activities.learnFromManualParsing({ invoiceId: id2 }),
      activities.learnFromManualParsing({ invoiceId: id2 }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['learned', 'skipped']);
    expect((await profileRows()).map((r: { hits: number; misses: number }) => [r.hits, r.misses])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(await db('supplier_extraction_learnings').count({ n: '*' })).toEqual([{ n: '2' }]);
  }, 120000);

  it("leaves another supplier's invoice as the engine reads it", async () => {
    const extract = createProfiledExtract({ db });
    const [withProfiles, alone] = await Promise.all([
      extract(pdf.b as Uint8Array, {}),
      extractInvoiceIsolated(pdf.b as Uint8Array),
    ]);
    expect(plain(withProfiles)).toEqual(plain(alone));
    expect(alone.invoice_id).toBe(b.invoice_id);
  }, 60000);

  it('skips invoices that were not corrected and fails on unknown ones', async () => {
    const activities = createLearningActivities({ db, readDocument: (l) => store.get(l) });
    const [row] = await db('invoices').insert({ format: 'pdf', location: loc.b }).returning('id');
    expect(await activities.learnFromManualParsing({ invoiceId: (row as { id: string }).id })).toEqual({
      status: 'skipped',
      reason: 'not-corrected',
    });
    await expect(
      activities.learnFromManualParsing({ invoiceId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ type: 'InvoiceNotFound' });
  });
});
