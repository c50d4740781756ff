// Every query of per-supplier extraction learning: the invoice a correction is learned from, the
// profile rows of a supplier's keys, the registered companies printing an org or VAT number, and
// recording one invoice's learning (once per invoice) with its profile upserts.
import type { Knex } from 'knex';
import type { ExtractionResult } from '../extraction/types';
import type { ProfileEntry, ProfileUpdate, Region } from '../extraction/learning';

export interface InvoiceForLearning {
  id: string;
  location: string | null;
  sender_company_id: string | null;
  raw_result: Record<string, unknown> | null;
  ie_raw_result: Partial<ExtractionResult> | null;
}

export interface ProfileRow extends ProfileEntry {
  supplier_key: string;
}

interface StoredProfileRow {
  supplier_key: string;
  field_path: string;
  value_kind: ProfileEntry['value_kind'];
  label: string | null;
  label_position: ProfileEntry['label_position'];
  region: Region | null;
  hits: number;
  misses: number;
}

const PROFILES = 'supplier_extraction_profiles';
const LEARNINGS = 'supplier_extraction_learnings';

export class LearningRepository {
  constructor(private readonly db: Knex) {}

  invoiceForLearning(invoiceId: string): Promise<InvoiceForLearning | undefined> {
    return this.db('invoices')
      .where({ id: invoiceId })
      .first('id', 'location', 'sender_company_id', 'raw_result', 'ie_raw_result');
  }

  async hasLearned(invoiceId: string): Promise<boolean> {
    return (await this.db(LEARNINGS).where({ invoice_id: invoiceId }).first('invoice_id')) !== undefined;
  }

  async profileRows(keys: readonly string[]): Promise<ProfileRow[]> {
    if (keys.length === 0) return [];
    const rows = await this.db<StoredProfileRow>(PROFILES)
      .whereIn('supplier_key', [...keys])
      .select('supplier_key', 'field_path', 'value_kind', 'label', 'label_position', 'region', 'hits', 'misses');
    return rows.map((r) => ({ ...r }));
  }

  /** 'company:<id>' keys of the registered companies whose org or VAT number the invoice prints. */
  async companyKeysFor(orgId: string | null, taxNumber: string | null): Promise<string[]> {
    const orgForms = orgId && /^\d{10}$/.test(orgId) ? [orgId, `${orgId.slice(0, 6)}-${orgId.slice(6)}`] : [];
    if (orgForms.length === 0 && !taxNumber) return [];
    const rows = await this.db('companies')
      .where((q) => {
        if (orgForms.length) q.orWhereIn('org_id', orgForms);
        if (taxNumber) q.orWhere('tax_number', taxNumber);
      })
      .orderBy('created_at')
      .limit(5)
      .select<{ id: string }[]>('id');
    return rows.map((r) => `company:${r.id}`);
  }

  /**
   * Records that `invoiceId` was learned from and upserts its updates, in one transaction. The
   * learnings row is the guard: a second call for the same invoice changes nothing and answers false.
   */
  recordLearning(invoiceId: string, supplierKey: string, updates: readonly ProfileUpdate[]): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const inserted = await trx(LEARNINGS)
        .insert({
          invoice_id: invoiceId,
          supplier_key: supplierKey,
          fields: JSON.stringify(updates.map((u) => ({ field_path: u.field_path, outcome: u.outcome }))),
        })
        .onConflict('invoice_id')
        .ignore()
        .returning('invoice_id');
      if (inserted.length === 0) return false;
      for (const u of updates) {
        await trx(PROFILES)
          .insert({
            supplier_key: supplierKey,
            field_path: u.field_path,
            value_kind: u.value_kind,
            label: u.label,
            label_position: u.label_position,
            region: u.region === null ? null : JSON.stringify(u.region),
            hits: u.outcome === 'hit' ? 1 : 0,
            misses: u.outcome === 'miss' ? 1 : 0,
          })
          .onConflict(['supplier_key', 'field_path'])
          .merge({
            value_kind: trx.raw('excluded.value_kind'),
            label: trx.raw('excluded.label'),
            label_position: trx.raw('excluded.label_position'),
            region: trx.raw('excluded.region'),
            hits: trx.raw(`${PROFILES}.hits + excluded.hits`),
            misses: trx.raw(`${PROFILES}.misses + excluded.misses`),
          });
      }
      return true;
    });
  }
}
