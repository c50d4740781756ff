// Round trips: form → UBL → form gives the same form (and parties, attachments) back, for
// invoices, credit notes, several rates, charges, rounding, attachments and each VAT category;
// and parse → build → parse is stable for documents written by other tools.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildUbl } from './build/build-ubl';
import { categoryInput, creditNoteInput, richInput } from './fixtures/bases';
import { sampleInput } from './fixtures/samples';
import { parseInvoiceXml, readTree } from './parse';
import { at, text } from './xml/tree';
import type { PeppolDocumentInput } from './types';
import { validateUbl } from './validate';

function roundTrip(input: PeppolDocumentInput): PeppolDocumentInput {
  return parseInvoiceXml(buildUbl(input));
}

describe('form → UBL → form', () => {
  const cases: [string, () => PeppolDocumentInput][] = [
    ['one-line invoice', () => sampleInput(1)],
    ['multi-rate invoice with freight and öresavrundning', () => sampleInput(7, { charge: 99 })],
    ['credit note', () => creditNoteInput()],
    ['line allowance (percent) and charge, document allowance and charge, attachment', () => richInput()],
    ['reverse charge (AE)', () => categoryInput('AE')],
    ['export (G)', () => categoryInput('G')],
    ['exempt (E) with its reason', () => categoryInput('E')],
    ['intra-community supply (K)', () => categoryInput('K')],
    ['not subject to VAT (O)', () => categoryInput('O')],
    ['zero rated (Z)', () => categoryInput('Z')],
    [
      'prepaid amount (BT-113) and seller identifiers (BT-29) with schemes',
      () => {
        const input = sampleInput(2);
        input.invoice.legal_monetary_total.prepaid_amount = 100;
        input.invoice.legal_monetary_total.payable_amount -= 100;
        input.supplier = {
          ...input.supplier,
          identifiers: [
            { id: '7300010000001', scheme: '0088' },
            { id: 'SE12ZZZ5560360793', scheme: 'SEPA' },
          ],
        };
        return input;
      },
    ],
    ['IGIC (L)', () => categoryInput('L')],
    ['IPSI (M)', () => categoryInput('M')],
  ];

  it.each(cases)('%s', (_name, make) => {
    const input = make();
    const back = roundTrip(input);
    expect(back.invoice).toEqual({ ...input.invoice, customer_data: back.invoice.customer_data });
    expect(back.invoice.customer_data).toMatchObject({ name: input.customer.name });
    expect(back.attachments).toEqual(input.attachments ?? []);
    expect(back.supplier).toMatchObject({
      name: input.supplier.name,
      org_id: input.supplier.org_id,
      peppol_id: input.supplier.peppol_id,
    });
    // The rebuilt document is byte-identical: parse gives build everything it used.
    expect(buildUbl(back)).toBe(buildUbl(input));
  });

  it('keeps the customer as customer_data', () => {
    const input = sampleInput(2);
    expect(roundTrip(input).invoice.customer_data).toEqual(input.invoice.customer_data);
  });
});

describe('documents of other tools: parse → build → parse is stable', () => {
  const dir = join(__dirname, 'fixtures');
  it.each([
    'swedish-bankgiro-ocr.xml',
    'credit-note.xml',
    'cii-invoice.xml',
    'prepaid-not-subject-to-vat.xml',
    'bis-base-example.xml',
  ])('%s', (file) => {
    const first = parseInvoiceXml(readFileSync(join(dir, file), 'utf8'));
    const rebuilt = buildUbl(first);
    expect(parseInvoiceXml(rebuilt).invoice).toEqual(first.invoice);
    expect(validateUbl(rebuilt).filter((f) => f.flag === 'fatal')).toEqual([]);
  });

  it('keeps the prepaid amount (BT-113) and the seller identifier (BT-29), the only one of a seller without VAT number', () => {
    const original = readFileSync(join(dir, 'prepaid-not-subject-to-vat.xml'), 'utf8');
    const parsed = parseInvoiceXml(original);
    expect(parsed.invoice.legal_monetary_total).toEqual({
      payable_rounding_amount: 0,
      line_extension_amount: 1000,
      payable_amount: 750,
      prepaid_amount: 250,
    });
    expect(parsed.supplier.identifiers).toEqual([{ id: '3012345000017', scheme: '0088' }]);
    const rebuilt = readTree(buildUbl(parsed));
    expect(text(rebuilt, 'cac:LegalMonetaryTotal/cbc:PrepaidAmount')).toBe('250.00');
    expect(at(rebuilt, 'cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID')).toMatchObject({
      text: '3012345000017',
      attrs: { schemeID: '0088' },
    });
  });

  it('keeps the scheme of the buyer identifier (BT-46)', () => {
    const parsed = parseInvoiceXml(
      readFileSync(join(dir, 'bis-base-example.xml'), 'utf8').replace(
        '<cbc:ID>CUST-4711</cbc:ID>',
        '<cbc:ID schemeID="0002">CUST-4711</cbc:ID>',
      ),
    );
    expect(parsed.invoice.customer_id).toBe('CUST-4711');
    const rebuilt = readTree(buildUbl(parsed));
    expect(at(rebuilt, 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID')).toMatchObject({
      text: 'CUST-4711',
      attrs: { schemeID: '0002' },
    });
  });
});
