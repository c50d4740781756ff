// Seed for the browser tests of the receiver's answers: a receiver company with a Peppol id, a
// receiver user who signs in, and two incoming Peppol invoices in status Imported, one from each
// kind of supplier respond.ts can answer:
//   - a supplier on the platform (its company row carries the Peppol id),
//   - a supplier off the platform, known only from the envelope the invoice arrived in (an
//     incoming peppol_messages row, as the inbox poller records it) and raw_result.supplier_data.
// The first is the newest, so it is the list's first row (created_at DESC).
import type { Knex } from 'knex';
import { luhnCheckDigit } from '../../domain/identifiers';
import { InvoiceStatus } from '../../domain/statuses';
import { insertCompany, insertInvoice, insertUser, PASSWORD } from '../../test-support/api-harness';
import { insertMessage } from '../../workers/peppol-transport/messages.repository';

/** A Swedish organisation number with a valid check digit. */
const orgNumber = (nine: string) => `${nine}${luhnCheckDigit(nine)}`;

export interface IncomingPeppolSeed {
  receiver: { companyName: string; peppolId: string; email: string; password: string };
  /** Newest first, as the list shows them. */
  invoices: {
    fromPlatformSupplier: SeededInvoice;
    fromNetworkSupplier: SeededInvoice;
  };
}

export interface SeededInvoice {
  id: string;
  number: string;
  issueDate: string;
  supplierName: string;
  supplierPeppolId: string;
}

export async function seedIncomingPeppolInvoices(db: Knex): Promise<IncomingPeppolSeed> {
  const receiverOrg = orgNumber('559087012');
  const platformSupplierOrg = orgNumber('559087013');
  const networkSupplierOrg = orgNumber('559087014');
  const receiver = {
    companyName: 'Svarsbolaget i Borås AB',
    peppolId: `0007:${receiverOrg}`,
    email: 'mottagare@svarsbolaget.se',
    password: PASSWORD,
  };
  const receiverCompany = await insertCompany(db, {
    name: receiver.companyName,
    org_id: receiverOrg,
    tax_number: `SE${receiverOrg}01`,
    peppol_id: receiver.peppolId,
    is_receiver: true,
    address: JSON.stringify({ street: 'Allégatan 12', zip: '50332', city: 'Borås', country: 'SE' }),
  });
  await insertUser(db, { role: 'receiver', company_id: receiverCompany.id, email: receiver.email });

  const platformSupplier = {
    name: 'Kontorsleveranser Väst AB',
    org_id: platformSupplierOrg,
    tax_number: `SE${platformSupplierOrg}01`,
    peppol_id: `0007:${platformSupplierOrg}`,
    address: JSON.stringify({ street: 'Lagergatan 3', zip: '41707', city: 'Göteborg', country: 'SE' }),
  };
  const supplierCompany = await insertCompany(db, platformSupplier);
  const network = { name: 'Nätverksgrossisten Nord AB', peppolId: `0007:${networkSupplierOrg}` };

  const now = Date.now();
  const incoming = (values: Record<string, unknown>) =>
    insertInvoice(db, {
      format: 'peppol',
      status: InvoiceStatus.Imported,
      receiver_company_id: receiverCompany.id,
      document_type: '380',
      currency: 'SEK',
      ...values,
    });

  const first = { number: 'KV-2026-0412', issueDate: '2026-11-02' };
  const fromPlatform = await incoming({
    invoice_id: first.number,
    issue_date: first.issueDate,
    payable_amount: 12_450,
    sender_company_id: supplierCompany.id,
    customer_data_from_peppol_network: JSON.stringify({ name: receiver.companyName, peppol_id: receiver.peppolId }),
    created_at: new Date(now - 60_000),
  });

  const second = { number: 'NG-88317', issueDate: '2026-11-05' };
  const fromNetwork = await incoming({
    invoice_id: second.number,
    issue_date: second.issueDate,
    payable_amount: 3_980,
    sender_company_id: null,
    raw_result: JSON.stringify({
      invoice_id: second.number,
      issue_date: second.issueDate,
      supplier_data: { name: network.name, peppol_id: network.peppolId },
    }),
    customer_data_from_peppol_network: JSON.stringify({ name: receiver.companyName, peppol_id: receiver.peppolId }),
    created_at: new Date(now - 120_000),
  });
  // The envelope it arrived in: the only place that names this supplier's participant id.
  await insertMessage(db, {
    direction: 'incoming',
    fileName: `e2e-${fromNetwork.id}.xml`,
    kind: 'invoice',
    outcome: 'handled',
    invoiceId: fromNetwork.id,
    senderId: network.peppolId,
    receiverId: receiver.peppolId,
  });

  return {
    receiver,
    invoices: {
      fromPlatformSupplier: {
        id: fromPlatform.id,
        ...first,
        supplierName: platformSupplier.name,
        supplierPeppolId: platformSupplier.peppol_id,
      },
      fromNetworkSupplier: {
        id: fromNetwork.id,
        ...second,
        supplierName: network.name,
        supplierPeppolId: network.peppolId,
      },
    },
  };
}
