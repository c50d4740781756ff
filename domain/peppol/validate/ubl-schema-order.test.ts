// The UBL 2.1 schema order check (ESYN-S-008) and allowed children (ESYN-S-009): what the XSD
// step of a Peppol validator refuses, found on the parsed tree, also inside an SBDH envelope.

import { buildUbl } from '../build/build-ubl';
import { categoryInput, creditNoteInput, nationalInput, richInput } from '../fixtures/bases';
import { sampleInput } from '../fixtures/samples';
import { buildEnvelope, DOCUMENT_KINDS } from '../sbdh';
import { validateUbl } from '.';

const SCHEMA_IDS = new Set(['ESYN-S-008', 'ESYN-S-009']);
const schemaFindings = (xml: string) =>
  validateUbl(xml)
    .filter((f) => SCHEMA_IDS.has(f.id))
    .map((f) => `${f.id} ${f.location}`);

describe('UBL 2.1 schema order', () => {
  it('finds nothing in the documents build writes', () => {
    const inputs = [
      sampleInput(7, { charge: 99 }),
      sampleInput(2, { credit: true }),
      richInput(),
      creditNoteInput(),
      ...(['AE', 'G', 'E', 'K', 'O', 'Z', 'L', 'M'] as const).map((c) => categoryInput(c)),
      ...(['NO', 'DK', 'IS', 'NL', 'IT', 'DE', 'GR'] as const).map((c) => nationalInput(c)),
    ];
    for (const input of inputs) expect(schemaFindings(buildUbl(input))).toEqual([]);
  });

  it('reports a header element before one the schema puts first', () => {
    const xml = buildUbl(sampleInput(1)).replace(
      /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(<cbc:DueDate>[^<]*<\/cbc:DueDate>)/,
      '$2$1',
    );
    expect(schemaFindings(xml)).toEqual(['ESYN-S-008 /ubl:Invoice/cbc:IssueDate']);
  });

  it('reports disorder inside an aggregate, with the element that is out of place', () => {
    const xml = buildUbl(sampleInput(1)).replace(
      /(<cbc:EndpointID [^>]*>[^<]*<\/cbc:EndpointID>)(<cac:PartyName>.*?<\/cac:PartyName>)/,
      '$2$1',
    );
    expect(schemaFindings(xml)).toEqual([
      'ESYN-S-008 /ubl:Invoice/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID',
    ]);
  });

  it('reports an element the schema does not allow there (a misspelling, a misplaced basic element)', () => {
    const xml = buildUbl(sampleInput(1))
      .replace('<cbc:InvoiceTypeCode>', '<cbc:InvoiceTypCode>')
      .replace('</cbc:InvoiceTypeCode>', '</cbc:InvoiceTypCode>')
      .replace('<cac:PostalAddress>', '<cac:PostalAddress><cbc:Note>x</cbc:Note>');
    expect(schemaFindings(xml)).toEqual([
      'ESYN-S-009 /ubl:Invoice/cbc:InvoiceTypCode',
      'ESYN-S-009 /ubl:Invoice/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:Note',
    ]);
  });

  it('accepts UBL elements Peppol does not use when they stand where the schema puts them', () => {
    const xml = buildUbl(sampleInput(1))
      .replace('<cbc:IssueDate>', '<cbc:UUID>5b7c1d0e-8f4a-4c2b-9e3d-1a2b3c4d5e6f</cbc:UUID><cbc:IssueDate>')
      .replace('<cac:PostalAddress>', '<cac:Language><cbc:ID>sv</cbc:ID></cac:Language><cac:PostalAddress>');
    expect(schemaFindings(xml)).toEqual([]);
  });

  it('checks an invoice received inside an SBDH envelope', () => {
    const ubl = buildUbl(sampleInput(1)).replace(
      /(<cac:AccountingSupplierParty>.*?<\/cac:AccountingSupplierParty>)(<cac:AccountingCustomerParty>.*?<\/cac:AccountingCustomerParty>)/,
      '$2$1',
    );
    const xml = buildEnvelope(
      {
        sender: '0007:5560360793',
        receiver: '0007:2021006883',
        documentTypeId: DOCUMENT_KINDS.invoice.documentTypeId,
        processId: DOCUMENT_KINDS.invoice.processId,
        instanceId: '0f0e0d0c-0b0a-4908-8706-050403020100',
        createdAt: '2026-11-25T06:00:00Z',
        countryC1: 'SE',
        standard: DOCUMENT_KINDS.invoice.rootNs,
        type: 'Invoice',
      },
      ubl,
    );
    expect(schemaFindings(xml)).toEqual([
      'ESYN-S-008 /sh:StandardBusinessDocument/ubl:Invoice/cac:AccountingSupplierParty',
    ]);
  });
});
