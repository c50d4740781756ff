// The invoice list item PostgreSQL builds (invoice-list-item.ts): each rule of spec 3's list item
// on the rows that test it, read through the admin list as a client reads it.
import { insertCompany, insertInvoice, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;
let seller: string;
let buyer: string;
let unnamedBuyer: string;
const created: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
  seller = (await insertCompany(api.db, { name: 'Listsäljaren AB' })).id;
  buyer = (await insertCompany(api.db, { name: 'Listköparen AB' })).id;
  unnamedBuyer = (await insertCompany(api.db, { name: '' })).id;
});

afterAll(async () => {
  await api.close();
});

async function itemOf(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const invoiceId = `LI-${created.length + 1}-${Date.now()}`;
  created.push((await insertInvoice(api.db, { invoice_id: invoiceId, ...values })).id);
  const res = await api.http.get(
    `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ invoice_id: invoiceId }))}`,
    admin,
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body.data).toHaveLength(1);
  return res.body.data[0] as Record<string, unknown>;
}

describe('invoice list item built by the database', () => {
  it('names the customer: receiver company, else customer_data, else the Peppol network', async () => {
    const network = JSON.stringify({ name: 'Nätverket AB' });
    expect((await itemOf({ receiver_company_id: buyer, customer_data_from_peppol_network: network })).customer).toEqual(
      { id: buyer, _id: buyer, name: 'Listköparen AB' },
    );
    // A receiver company without a name falls back to the documents.
    expect(
      (
        await itemOf({
          receiver_company_id: unnamedBuyer,
          customer_data: JSON.stringify({ name: 'Dokumentkunden AB' }),
          customer_data_from_peppol_network: network,
        })
      ).customer,
    ).toEqual({ id: unnamedBuyer, _id: unnamedBuyer, name: 'Dokumentkunden AB' });
    // customer_data's name null (or missing): the network's name.
    expect(
      (await itemOf({ customer_data: JSON.stringify({ name: null }), customer_data_from_peppol_network: network }))
        .customer,
    ).toEqual({ id: null, _id: null, name: 'Nätverket AB' });
    expect(
      (await itemOf({ customer_data: JSON.stringify({}), customer_data_from_peppol_network: network })).customer,
    ).toEqual({ id: null, _id: null, name: 'Nätverket AB' });
    // A name that is not text names no one (it does not fall back).
    expect(
      (await itemOf({ customer_data: JSON.stringify({ name: 42 }), customer_data_from_peppol_network: network }))
        .customer,
    ).toEqual({ id: null, _id: null, name: null });
    expect((await itemOf({})).customer).toEqual({ id: null, _id: null, name: null });
  });

  it('names the company: the sender company, else the supplier the document names, else none', async () => {
    expect((await itemOf({ sender_company_id: seller })).company).toEqual({
      id: seller,
      _id: seller,
      name: 'Listsäljaren AB',
    });
    expect(
      (await itemOf({ raw_result: JSON.stringify({ supplier_data: { name: 'Utländska leverantören' } }) })).company,
    ).toEqual({ id: null, _id: null, name: 'Utländska leverantören' });
    expect((await itemOf({ raw_result: JSON.stringify({ supplier_data: { name: '' } }) })).company).toBeNull();
    expect((await itemOf({})).company).toBeNull();
  });

  it('gives the eSynPay part only for an offered invoice, and the type, sender and amount as the spec says', async () => {
    const plain = await itemOf({ payable_amount: '1234.50', document_type: '381' });
    expect(plain).toMatchObject({ keeros_invoice: null, type: 'Credit note', sender: null, payable_amount: 1234.5 });
    const offered = await itemOf({ finance_status: 'Finance Requested', payable_amount: null });
    expect(offered.keeros_invoice).toEqual({
      status: 'Finance Requested',
      newAmount: null,
      service_type: null,
      created_at: null,
      settlementNoteLocation: null,
    });
    expect(offered).toMatchObject({ type: 'Invoice', payable_amount: null });
    const user = await insertUser(api.db, { role: 'sender', company_id: seller });
    expect((await itemOf({ sender_user_id: user.id })).sender).toEqual({ email: user.email });
  });

  it('writes any text a client stored as valid JSON', async () => {
    const odd = 'Fil "citat" \\ snedstreck \u0001 tab\t radbrytning\n ☃ 𝄞';
    expect((await itemOf({ file_name: odd })).file_name).toBe(odd);
  });
});
