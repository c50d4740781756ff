// Per-supplier extraction learning as activities (issue 3 'Learning'). `learnFromManualParsing`
// runs after a person saved a manually parsed invoice: it compares the engine's answer
// (ie_raw_result) with the saved form (raw_result), re-reads the PDF's page words and stores what
// was learned under the supplier's key, once per invoice. `createProfiledExtract` wraps the
// engine for the extraction activity: the sandbox returns the page words, the profile is applied
// here in the parent as a pure function, and the words never travel into workflow history.
import { ApplicationFailure } from '@temporalio/common';
import type { Knex } from 'knex';
import {
  applySupplierProfile,
  learnFromCorrection,
  mergeProfiles,
  supplierKeys,
  type ProfileUpdate,
} from '../extraction/learning';
import { extractInvoiceIsolated, type SandboxOptions } from '../extraction/sandbox';
import { InvalidPdfError, type ExtractionResult } from '../extraction/types';
import { LearningRepository } from './learning.repository';

type Extract = (bytes: Uint8Array, opts: SandboxOptions) => Promise<ExtractionResult>;

export interface LearningActivityDeps {
  db: Knex;
  /** Reads a stored document by its location (the document store's `get`). */
  readDocument(location: string): Promise<Uint8Array>;
  /** Engine limits; defaults are the engine's. */
  limits?: SandboxOptions;
  extract?: Extract;
}

export type LearningSkipReason =
  'already-learned' | 'not-corrected' | 'no-document' | 'no-supplier' | 'no-layout' | 'invalid-pdf';

export type LearningOutcome =
  | { status: 'learned'; supplierKey: string; fields: Array<Pick<ProfileUpdate, 'field_path' | 'outcome'>> }
  | { status: 'skipped'; reason: LearningSkipReason };

export interface ProfileInput {
  /** The engine's result with its `layout` (extract with includeLayout). */
  result: ExtractionResult;
  /** The supplier's registered company, when the caller knows it. */
  supplierCompanyId?: string | null;
}

/**
 * Applies the supplier's learned profile to a fresh extraction. The keys are the known company,
 * the registered companies printing the invoice's org or VAT number, then those numbers; the
 * answer has no `layout`.
 */
export async function applyLearnedProfile(db: Knex, input: ProfileInput): Promise<ExtractionResult> {
  const { layout, ...plain } = input.result;
  if (!layout || layout.length === 0 || plain.route === 'hybrid') return plain;
  const repo = new LearningRepository(db);
  const printed = supplierKeys({ orgId: plain.supplier_data.org_id, taxNumber: plain.supplier_data.tax_number });
  const companies = await repo.companyKeysFor(plain.supplier_data.org_id, plain.supplier_data.tax_number);
  const keys = [
    ...new Set([...(input.supplierCompanyId ? [`company:${input.supplierCompanyId}`] : []), ...companies, ...printed]),
  ];
  const profile = mergeProfiles(keys, await repo.profileRows(keys));
  if (profile.length === 0) return plain;
  const { layout: _layout, ...applied } = applySupplierProfile(layout, plain, profile);
  return applied;
}

/**
 * The engine with the learned profiles applied, in the shape `createExtractionActivities` takes
 * as its `extract` dependency.
 */
export function createProfiledExtract(deps: { db: Knex; extract?: Extract }): Extract {
  const extract = deps.extract ?? extractInvoiceIsolated;
  return async (bytes, opts) =>
    applyLearnedProfile(deps.db, { result: await extract(bytes, { ...opts, includeLayout: true }) });
}

function companyIdOf(form: Record<string, unknown>): string | null {
  const ref = form.sender_company;
  const id = ref && typeof ref === 'object' ? (ref as { _id?: unknown })._id : null;
  return typeof id === 'string' && id !== '' ? id : null;
}

export function createLearningActivities(deps: LearningActivityDeps) {
  const extract = deps.extract ?? extractInvoiceIsolated;
  const repo = new LearningRepository(deps.db);
  return {
    /** Learns the supplier's labels and regions from a manually corrected invoice; once per invoice. */
    async learnFromManualParsing(input: { invoiceId: string }): Promise<LearningOutcome> {
      const inv = await repo.invoiceForLearning(input.invoiceId);
      if (!inv) throw ApplicationFailure.nonRetryable(`Invoice ${input.invoiceId} does not exist`, 'InvoiceNotFound');
      if (!inv.raw_result || !inv.ie_raw_result) return { status: 'skipped', reason: 'not-corrected' };
      if (await repo.hasLearned(inv.id)) return { status: 'skipped', reason: 'already-learned' };
      if (!inv.location) return { status: 'skipped', reason: 'no-document' };
      const engine = inv.ie_raw_result;
      const keys = supplierKeys({
        companyId: inv.sender_company_id ?? companyIdOf(inv.raw_result),
        orgId: engine.supplier_data?.org_id,
        taxNumber: engine.supplier_data?.tax_number,
      });
      const supplierKey = keys[0];
      if (!supplierKey) return { status: 'skipped', reason: 'no-supplier' };
      let result: ExtractionResult;
      try {
        result = await extract(await deps.readDocument(inv.location), { ...deps.limits, includeLayout: true });
      } catch (e) {
        if (e instanceof InvalidPdfError) return { status: 'skipped', reason: 'invalid-pdf' };
        throw e;
      }
      if (!result.layout || result.layout.length === 0) return { status: 'skipped', reason: 'no-layout' };
      const profile = mergeProfiles(keys, await repo.profileRows(keys));
      const updates = learnFromCorrection({
        layout: result.layout,
        engineResult: engine,
        correctedForm: inv.raw_result,
        profile,
      });
      if (!(await repo.recordLearning(inv.id, supplierKey, updates)))
        return { status: 'skipped', reason: 'already-learned' };
      return {
        status: 'learned',
        supplierKey,
        fields: updates.map((u) => ({ field_path: u.field_path, outcome: u.outcome })),
      };
    },
  };
}

export type LearningActivities = ReturnType<typeof createLearningActivities>;
