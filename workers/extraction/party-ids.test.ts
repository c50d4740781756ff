// Party identifiers outside the usual labels (docs/extraction.md, step 21): the customer's number
// as a bare key inside its block, and French SIRET/SIREN numbers.
import { frenchCompanyId, isValidSiren, isValidSiret } from '../../domain/identifiers';
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe("the customer's number as a bare key in the customer block", () => {
  const rows = (key: string): Array<Array<[number, string]>> => [
    [[40, 'Rechnung Nr. 2024-17 vom 01.02.2024']],
    [[40, 'Käufer/Leistungsempfänger']],
    [
      [40, key],
      [200, 'GE2020211'],
    ],
    [
      [40, 'Name:'],
      [200, 'Kunden AG'],
    ],
    [
      [40, 'Zahlbetrag'],
      [400, '69,00'],
    ],
  ];

  it.each(['Nummer:', 'ID:', 'Nr.'])("reads '%s' there as the customer number", (key) =>
    expect(formFromLines(page(rows(key))).form.customer_id).toBe('GE2020211'),
  );

  it('does not read a bare number key outside the customer block', () => {
    const outside = page([
      [[40, 'Rechnung Nr. 2024-17 vom 01.02.2024']],
      [
        [40, 'Nummer:'],
        [200, 'GE2020211'],
      ],
    ]);
    expect(formFromLines(outside).form.customer_id).toBeNull();
  });
});

describe('French SIRET and SIREN', () => {
  it('checks the Luhn digit of both', () => {
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(isValidSiren('732 829 321')).toBe(false);
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
  });

  it('prefers the SIRET when both are printed, and reads one with spaces', () => {
    expect(frenchCompanyId('RCS Paris – SIREN : 732 829 320 SIRET 732 829 320 00074')).toBe('73282932000074');
    expect(frenchCompanyId('SIREN / SIRET : 732 829 320')).toBe('732829320');
    expect(frenchCompanyId('SIRET 732 829 320 00075')).toBeNull();
  });

  it('reads the SIREN in the trade register mention (step 261)', () => {
    expect(frenchCompanyId('SARL au capital de 10 000 € - RCS Lyon 443 061 841 - TVA FR12443061841')).toBe('443061841');
    expect(frenchCompanyId('R.C.S. Paris B 443 061 841')).toBe('443061841');
    expect(frenchCompanyId('RCS Aix-en-Provence 443 061 841')).toBe('443061841');
    expect(frenchCompanyId('443 061 841 RCS Lyon')).toBe('443061841');
    // A number failing its check is read only from a text layer; a year and a letter are no SIREN.
    expect(frenchCompanyId('RCS Paris 123 456 789')).toBeNull();
    expect(frenchCompanyId('RCS Paris 123 456 789', { printed: true })).toBe('123456789');
    expect(frenchCompanyId('RCS Paris 2015 B 01234')).toBeNull();
  });

  it('gives the customer the one under its name and the supplier the one in its legal mentions', () => {
    const lines = page([
      [[40, 'Facture N° F-2017-01 du 31/10/2017']],
      [[300, 'Client']],
      [[300, 'Boulangerie Martin']],
      [[300, '1 rue du Client']],
      [[300, '75015 PARIS']],
      [[300, 'SIRET 552 100 554 00013']],
      [
        [40, 'Montant à payer'],
        [400, '120,00'],
      ],
      [[40, 'SIRET 552 100 554 00013 (copie client)']],
      [[40, 'SARL au capital de 50 000 EUR - RCS PARIS - SIRET 732 829 320 00074']],
    ]);
    const { form } = formFromLines(lines);
    expect(form.customer_data.org_id).toBe('55210055400013');
    expect(form.supplier_data.org_id).toBe('73282932000074');
  });
});
