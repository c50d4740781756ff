// Rules added for layouts the engine was not tuned on (docs/extraction.md, steps 11 on): each on a
// small hand-made page.
import { formFromLines } from './extract';
import { findTitle } from './fields';
import { findSupplier, partyUnder } from './party-fields';
import { findDueInSentence, findTermsSentence } from './payment-sentences';
import { findBuyerVat } from './buyer-ids';
import { findReturnAddress } from './parties';
import { buildDocumentLines, type Line } from './layout';
import { extractTableByColumns } from './columns';
import { findDate, parseAmount, parseDate } from './parsers';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('dates with German, French and Norwegian month names', () => {
  it.each([
    ['31 octobre 2017', '2017-10-31'],
    ['5. März 2018', '2018-03-05'],
    ['1 février 2024', '2024-02-01'],
    ['11. Juli 2014', '2014-07-11'],
    ['24 desember 2025', '2025-12-24'],
    ['3 août 2020', '2020-08-03'],
  ])('%s → %s', (s, v) => expect(parseDate(s)).toBe(v));
  it('finds one inside a place-and-date line', () =>
    expect(findDate('Issy les Moulineaux, le 31 octobre 2017')?.value).toBe('2017-10-31'));
});

describe('prepaid amounts, free-text payment references and payment terms sentences', () => {
  const lines = page([
    [[40, 'Rechnung Nr. 2024-17 vom 01.02.2024']],
    [
      [40, 'Verwendungszweck:'],
      [200, 'RE-2024/17'],
    ],
    [
      [40, 'Rechnungssumme ohne USt.'],
      [400, '100,00'],
    ],
    [
      [40, 'Umsatzsteuer 19 %'],
      [400, '19,00'],
    ],
    [
      [40, 'Erhaltene Anzahlungen'],
      [400, '-50,00'],
    ],
    [
      [40, 'Zahlbetrag'],
      [400, '69,00'],
    ],
    [[40, 'Zahlbar innerhalb 30 Tagen netto bis 02.03.2024, 2% Skonto']],
    [[40, 'innerhalb 10 Tagen.']],
    [[40, 'Vielen Dank für Ihren Auftrag']],
  ]);

  it('reads the prepaid amount, so the payable amount adds up', () => {
    const { form, checks } = formFromLines(lines);
    expect(form.legal_monetary_total.prepaid_amount).toBe(50);
    expect(form.legal_monetary_total.payable_amount).toBe(69);
    expect(checks.findings.filter((f) => f.code === 'payable-sum')).toEqual([]);
  });

  it('keeps a payment reference that is not an OCR number', () => {
    expect(formFromLines(lines).form.payment_id).toBe('RE-2024/17');
  });

  it('takes an unlabelled terms sentence with its continuation line', () => {
    expect(findTermsSentence(lines)?.value).toBe(
      'Zahlbar innerhalb 30 Tagen netto bis 02.03.2024, 2% Skonto innerhalb 10 Tagen.',
    );
  });
});

describe('line tables: two-line headers, rows over two lines, codes and attributes', () => {
  it('reads a header printed over two lines and a row whose amount is on its second line', () => {
    const lines = page([
      [
        [40, 'Pos'],
        [100, 'Art.Nr.'],
        [330, 'Preis/'],
      ],
      [
        [100, 'Artikelbeschreibung'],
        [250, 'Menge'],
        [330, 'Einheit'],
        [400, 'USt.'],
        [470, 'Betrag'],
      ],
      [
        [40, '1'],
        [100, 'Kunstrasen grün 3m breit'],
        [250, '3 m2'],
        [330, '3,3333'],
        [400, '19 %'],
      ],
      [
        [40, '4012345001235'],
        [470, '10,00'],
      ],
      [[100, 'Bruttopreis: 3,3333']],
      [
        [40, 'Nettobetrag'],
        [470, '10,00'],
      ],
    ]);
    expect(extractTableByColumns(lines).lines).toEqual([
      {
        item: { name: 'Kunstrasen grün 3m breit', tax_percent: 19 },
        price: { amount: 3.3333 },
        invoiced_quantity: 3,
        line_extension_amount: 10,
      },
    ]);
  });

  it('takes the name under an article code, and not the attribute rows', () => {
    const lines = page([
      [
        [40, 'Bezeichnung'],
        [250, 'Menge'],
        [330, 'Einzelpreis'],
        [470, 'Betrag'],
      ],
      [
        [40, 'ZS997'],
        [250, '100,0000 Stk.'],
        [330, '1,0000'],
        [470, '100,00'],
      ],
      [[40, 'Zitronensäure 100ml']],
      [[40, 'Verpackung: Flasche']],
      [
        [40, 'Summe netto'],
        [470, '100,00'],
      ],
    ]);
    expect(extractTableByColumns(lines).lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount])).toEqual([
      ['Zitronensäure 100ml', 100, 1],
    ]);
  });

  it('turns a discount or surcharge row into an allowance or a charge', () => {
    const lines = page([
      [
        [40, 'Désignation'],
        [250, 'Quantité'],
        [330, 'Prix'],
        [470, 'Montant'],
      ],
      [
        [40, 'Support'],
        [250, '2'],
        [330, '50,00'],
        [470, '100,00'],
      ],
      [
        [40, 'REMISE : Remise commerciale'],
        [470, '5,00'],
      ],
      [
        [40, 'CHARGE : Frais de déplacement'],
        [470, '10,00'],
      ],
      [
        [40, 'Total HT'],
        [470, '105,00'],
      ],
    ]);
    const t = extractTableByColumns(lines);
    expect(t.lines).toHaveLength(1);
    expect(t.charges.map((c) => [c.charge, c.reason, c.amount])).toEqual([
      [false, 'Remise commerciale', 5],
      [true, 'Frais de déplacement', 10],
    ]);
  });

  it('reads unit prices with four decimals, but three digits stay a thousands group', () => {
    expect(parseAmount('9,9000')).toBe(9.9);
    expect(parseAmount('0,0205')).toBe(0.0205);
    expect(parseAmount('1,234')).toBe(1234);
  });
});

describe('parties by position: the return-address line over the address window', () => {
  const lines = page([
    [
      [200, 'Rechnung'],
      [400, 'Flugdrachen GmbH'],
    ],
    [[400, 'Himmelsweg 3']],
    [
      [60, 'Flugdrachen GmbH · Himmelsweg 3 · 54321 Wolkenheim'],
      [400, 'Tel. 0123 456'],
    ],
    [
      [60, 'Herrn'],
      [400, 'info@example.org'],
    ],
    [[60, 'Otto Beispiel']],
    [[60, 'Gartenstr. 9']],
    [[60, '12345 Musterstadt']],
    [
      [60, 'Rechnungsnummer: R-77'],
      [300, 'Rechnungsdatum: 2. Mai 2024'],
    ],
  ]);

  it('names the supplier from the return line and the customer from the block under it', () => {
    const { form } = formFromLines(lines);
    expect(form.supplier_data.name).toBe('Flugdrachen GmbH');
    expect(form.supplier_data.address).toEqual({
      street: 'Himmelsweg 3',
      zip: '54321',
      city: 'Wolkenheim',
      country: null,
    });
    expect(form.customer_data.name).toBe('Otto Beispiel');
    expect(form.customer_data.address).toEqual({
      street: 'Gartenstr. 9',
      zip: '12345',
      city: 'Musterstadt',
      country: null,
    });
  });

  it('finds nothing without a postcode in the line', () => {
    expect(
      findReturnAddress(page([[[60, 'Flugdrachen · Himmelsweg 3']], [[60, 'Otto Beispiel']], [[60, 'Gartenstr. 9']]])),
    ).toBeNull();
  });
});

describe('party names', () => {
  it('reads an indented block under its label, past identifier rows', () => {
    const p = partyUnder(
      page([
        [[40, 'Rechnungsempfänger']],
        [[53, 'GLN 4000001987658']],
        [[53, 'Kunden AG Mitte']],
        [[53, 'Kundenstraße 15']],
        [[53, '69876 Frankfurt']],
      ]),
      'bill_to',
    );
    expect(p.data.name).toBe('Kunden AG Mitte');
    expect(p.data.address?.city).toBe('Frankfurt');
  });

  it('does not take a title or a logo placeholder for the supplier', () => {
    const s = findSupplier(
      page([
        [[300, 'Handelsrechnung Nr. 4711 vom 01.02.2024']],
        [[40, 'LOGO Beispiel SARL']],
        [[40, '1 rue Haute']],
        [[40, '75001 Paris']],
      ]),
      new Set(),
      null,
    );
    expect(s.data.name).toBe('Beispiel SARL');
  });
});

describe('header fields in more places', () => {
  it('reads amounts with a trailing euro sign after their label', () => {
    const { form } = formFromLines(
      page([[[40, 'Rechnung # RE-2015/503 von 13.06.2015']], [[40, 'Gesamtbetrag: 406,82 €']]]),
    );
    expect(form.invoice_id).toBe('RE-2015/503');
    expect(form.issue_date).toBe('2015-06-13');
    expect(form.legal_monetary_total.payable_amount).toBe(406.82);
  });

  it('reads a value column that prints its own colon, and a date written "August 3 , 2014"', () => {
    const { form } = formFromLines(
      page([
        [
          [360, 'Beleg-Nr'],
          [450, ': RK2101'],
        ],
        [
          [360, 'Invoice Date:'],
          [450, 'August 3 , 2014'],
        ],
      ]),
    );
    expect(form.invoice_id).toBe('RK2101');
    expect(form.issue_date).toBe('2014-08-03');
  });

  it('reads the number of a long title and the date printed beside it', () => {
    const t = findTitle(page([[[60, 'Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 47110818 vom 31.10.2018']]]));
    expect([t?.id.value, t?.date?.value]).toEqual(['47110818', '2018-10-31']);
    const u = findTitle(
      page([
        [
          [60, 'Beitragsrechnung zur Kraftfahrtversicherung Nr. 00.123.456.7'],
          [460, '11. März 2014'],
        ],
      ]),
    );
    expect([u?.id.value, u?.date?.value]).toEqual(['00.123.456.7', '2014-03-11']);
  });
});

describe('line tables: subtotals, discounts, position numbers and units', () => {
  const lines = page([
    [
      [40, 'Pos'],
      [290, 'Menge'],
      [400, 'Preis/'],
    ],
    [
      [40, 'Pos. Artikelbeschreibung'],
      [400, 'Einheit'],
      [520, 'Entgelt'],
    ],
    [
      [50, '1 Schweinesteak'],
      [290, '5,000 kg'],
      [400, '5,50'],
      [520, '27,50'],
    ],
    [
      [50, '2 PRODUIT 1'],
      [290, '2'],
      [400, '10,00'],
      [520, '20,00'],
    ],
    [
      [180, 'Zwischensumme'],
      [520, '47,50'],
    ],
    [
      [180, 'abzgl. Sondernachlass'],
      [520, '-4,75'],
    ],
    [
      [40, 'Rechnungssumme netto'],
      [520, '42,75'],
    ],
  ]);

  it('reads the header over two lines, a quantity with three decimals and its unit, names without position numbers', () => {
    expect(
      extractTableByColumns(lines).lines.map((l) => [
        l.item.name,
        l.invoiced_quantity,
        l.price.amount,
        l.line_extension_amount,
      ]),
    ).toEqual([
      ['Schweinesteak', 5, 5.5, 27.5],
      ['PRODUIT 1', 2, 10, 20],
    ]);
  });

  it('skips the subtotal row and reads the discount as an allowance, which does not make a credit note', () => {
    const t = extractTableByColumns(lines);
    expect(t.charges).toEqual([{ charge: false, reason: 'Sondernachlass', amount: 4.75, tax_category: null }]);
    expect(t.lines.every((l) => (l.line_extension_amount ?? 0) > 0)).toBe(true);
  });
});

describe('due dates inside payment sentences', () => {
  it.each([
    ['Bitte überweisen Sie bis zum 24.07.2014:', '2014-07-24'],
    ['Zahlbar innerhalb 30 Tagen netto bis 04.04.2013, 3% Skonto innerhalb 10 Tagen bis 15.03.2013', '2013-04-04'],
    ['Facture à régler le : 30 novembre 2017', '2017-11-30'],
  ])('%s → %s', (text, iso) => expect(findDueInSentence(page([[[40, text]]]))?.value).toBe(iso));
  it('ignores a date without a payment word', () =>
    expect(findDueInSentence(page([[[40, 'Lieferung bis 04.04.2013']]]))).toBeNull());
});

describe("the buyer's VAT number outside its block", () => {
  it('goes to the customer, and the supplier keeps its own', () => {
    const { form } = formFromLines(
      page([
        [[40, 'Lieferant GmbH']],
        [[40, 'Rechnung Nr. 5 vom 01.02.2024']],
        [[40, 'Ihre USt.-IdentNr.: DE234567890']],
        [
          [40, 'USt.-Identnr.:'],
          [200, 'DE123456789'],
        ],
      ]),
    );
    expect([form.customer_data.tax_number, form.supplier_data.tax_number]).toEqual(['DE234567890', 'DE123456789']);
  });

  it("reads it under a 'Vos identifiants' heading", () => {
    expect(
      findBuyerVat(
        page([
          [
            [40, 'Nos références'],
            [300, 'Vos identifiants'],
          ],
          [[306, 'SIREN : 987 654 321']],
          [[306, 'N° TVA : FR 05 987 654 321']],
        ]),
      ),
    ).toBe('FR05987654321');
  });
});
