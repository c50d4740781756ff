// The upload's own queries: the companies it names, the Idempotency-Keys a user sent before, and
// the short answer about an invoice. Storing the file and making the invoice row is shared with
// mailed PDFs (infra/pdf-invoice), which the service calls with the database.
import type { Knex } from 'knex';

export interface InvoiceSummaryRow {
  id: string;
  status: string;
  file_name: string | null;
}

export class InvoiceUploadRepository {
  constructor(private readonly db: Knex) {}

  /** The companies among `ids` that exist (ids that are not uuids are left out), with their receiver flag. */
  async companies(ids: string[]): Promise<{ id: string; is_receiver: boolean }[]> {
    if (!ids.length) return [];
    return (await this.db('companies')
      .select('id', 'is_receiver')
      .whereIn(
        'id',
        ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
      )) as { id: string; is_receiver: boolean }[];
  }

  /** What an earlier request of this user with this Idempotency-Key uploaded. */
  async earlierUpload(userId: string, key: string): Promise<{ file_sha256: string; invoice_id: string } | undefined> {
    return (await this.db('upload_idempotency_keys').where({ user_id: userId, key }).first()) as
      { file_sha256: string; invoice_id: string } | undefined;
  }

  /** Remembers the invoice a key made; the first one stays. */
  async rememberKey(userId: string, key: string, sha256: string, invoiceId: string): Promise<void> {
    await this.db('upload_idempotency_keys')
      .insert({ user_id: userId, key, file_sha256: sha256, invoice_id: invoiceId })
      .onConflict(['user_id', 'key'])
      .ignore();
  }

  async summary(invoiceId: string): Promise<InvoiceSummaryRow | undefined> {
    return (await this.db('invoices').select('id', 'status', 'file_name').where({ id: invoiceId }).first()) as
      InvoiceSummaryRow | undefined;
  }
}
