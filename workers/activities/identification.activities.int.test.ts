// The identification activity as the invoice workflow calls it: it names the job after the workflow
// and the activity, so a rerun of the same attempt records under the same job. The engine's own
// matching rules are tested beside it (workers/identification/identification.int.test.ts).
import { MockActivityEnvironment } from '@temporalio/testing';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { createIdentificationActivities } from './identification.activities';

let t: TestDatabase;
let db: Knex;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
});

afterAll(async () => {
  await t?.drop();
});

describe('identifyInvoiceParties activity', () => {
  it('names the job after the workflow and the activity', async () => {
    const [company] = (await db('companies')
      .insert({ name: 'Kunden Aktiebolag', org_id: '5560360793' })
      .returning('id')) as { id: string }[];
    const [row] = (await db('invoices')
      .insert({ format: 'pdf', ie_raw_result: JSON.stringify({ supplier_data: { org_id: '5560360793' } }) })
      .returning('id')) as { id: string }[];
    const id = row!.id;
    const { identifyInvoiceParties } = createIdentificationActivities({ db });
    const env = new MockActivityEnvironment({
      activityId: '5',
      workflowExecution: { workflowId: `invoice-${id}`, runId: 'r' },
    });
    const result = await env.run(identifyInvoiceParties, { invoiceId: id });
    expect(result).toMatchObject({
      jobId: `invoice-${id}/5`,
      changed: true,
      identification: { supplier: { company_id: company!.id } },
    });
    const stored = (await db('invoices').where({ id }).first('identification_job_pk')) as {
      identification_job_pk: string | null;
    };
    expect(stored.identification_job_pk).toBe(`invoice-${id}/5`);
  });
});
