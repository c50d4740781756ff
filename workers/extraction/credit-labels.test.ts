// Labels of invoicing tools' Nordic translations (docs/extraction.md step 122): a credit note known
// by its number label, the Danish 'Betaling' reference and 'Betaling forfalder' due date, Finnish
// 'Määrä' naming both quantity and amount, 'Vastaanottaja:' before the buyer's name.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 10)]);
}

const norwegianCredit: Array<Array<[number, string]>> = [
  [
    [300, 'Kreditnummer:'],
    [460, '27028'],
  ],
  [
    [300, 'Kreditdato:'],
    [460, '11.11.2026'],
  ],
  [],
  [[20, 'TIL: Kommunal Drift Oslo AS']],
  [[40, 'Strandveien 3']],
  [[40, '9008 Tromsø']],
  [],
  [
    [20, 'PRODUKT'],
    [200, 'STYKKPRIS'],
    [330, 'ANTALL'],
    [500, 'SUM'],
  ],
  [
    [20, 'Persontransport'],
    [200, 'kr 1 835,12'],
    [330, '3'],
    [500, 'kr 5 505,36'],
  ],
  [],
  [
    [400, 'Totalbeløp'],
    [500, 'kr 5 505,36'],
  ],
  [
    [400, 'Mva. 12 %'],
    [500, 'kr 660,64'],
  ],
  [
    [400, 'Totalt'],
    [500, 'kr 6 166,00'],
  ],
];

describe('credit notes named by their number label', () => {
  it("reads 'Kreditnummer' and 'Kreditdato' as the number and date of a credit note", () => {
    const { form } = formFromLines(page(norwegianCredit));
    expect(form.invoice_id).toBe('27028');
    expect(form.issue_date).toBe('2026-11-11');
    expect(form.document_type).toBe('381');
  });

  it("keeps an invoice under 'Fakturanummer' an invoice", () => {
    const rows = norwegianCredit.map((r, i) =>
      i === 0 ? [[300, 'Fakturanummer:'] as [number, string], [460, '27028'] as [number, string]] : r,
    );
    const { form } = formFromLines(page(rows));
    expect(form.invoice_id).toBe('27028');
    expect(form.document_type).toBe('380');
  });
});

describe('Danish payment words', () => {
  const danish = (extra: Array<Array<[number, string]>>): Array<Array<[number, string]>> => [
    [
      [300, 'Fakturanummer:'],
      [460, '8072'],
    ],
    [[300, 'BETALING FORFALDER: 08.11.2026']],
    [],
    [[20, 'TIL: Roskilde Transport ApS']],
    [],
    ...extra,
  ];

  it("reads 'Betaling: 3452810' as the payment reference and 'Betaling forfalder' as the due date", () => {
    const { form } = formFromLines(page(danish([[[20, 'Betaling: 3452810']]])));
    expect(form.payment_id).toBe('3452810');
    expect(form.due_date).toBe('2026-11-08');
  });

  it("takes no short number or terms after 'Betaling' for a reference", () => {
    expect(formFromLines(page(danish([[[20, 'Betaling: 30']]]))).form.payment_id).toBeNull();
    expect(formFromLines(page(danish([[[20, 'Betaling: 14 dage netto']]]))).form.payment_id).toBeNull();
  });
});

describe("Finnish 'Määrä' twice in one header", () => {
  it('reads the right-hand one as the line amount', () => {
    const { form } = formFromLines(
      page([
        [[300, 'Laskun numero: 27308']],
        [],
        [
          [20, 'Kuvaus'],
          [300, 'Määrä'],
          [450, 'Määrä'],
        ],
        [
          [20, 'Elintarvikkeet'],
          [300, '5'],
          [450, '2459.35 EUR'],
        ],
        [
          [20, 'Kirjat'],
          [300, '7.5'],
          [450, '2356.13 EUR'],
        ],
        [],
        [
          [300, 'Välisumma'],
          [450, '4815.48 EUR'],
        ],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.line_extension_amount])).toEqual([
      ['Elintarvikkeet', 5, 2459.35],
      ['Kirjat', 7.5, 2356.13],
    ]);
  });
});

describe("'Vastaanottaja:' before the buyer's name", () => {
  it('reads the name after the label', () => {
    const { form } = formFromLines(
      page([
        [[300, 'Laskun numero: 9313']],
        [],
        [[20, 'VASTAANOTTAJA: Helsingin Toimisto Oy']],
        [[100, '9643689-5']],
        [[100, 'FI96436895']],
        [[100, 'Hämeenkatu 4']],
        [[100, '33100 Tampere']],
        [],
        [[20, 'LÄHETTÄJÄ: Tampereen Siivous Oy']],
        [[80, '9167695-3']],
        [[80, 'Hämeenkatu 4']],
        [[80, '70100 Kuopio']],
      ]),
    );
    expect(form.customer_data.name).toBe('Helsingin Toimisto Oy');
    expect(form.supplier_data.name).toBe('Tampereen Siivous Oy');
  });
});

describe('credit notes of Nordic tools (step 129)', () => {
  const credit = (numberLabel: string, payLabel: string) =>
    formFromLines(
      page([
        [
          [30, 'Testbolaget AB'],
          [420, 'KREDITNOTA'],
        ],
        [
          [300, numberLabel],
          [420, '5001'],
        ],
        [],
        [
          [30, 'Beskrivelse'],
          [300, 'Antall'],
          [380, 'Pris'],
          [470, 'Beløp'],
        ],
        [
          [30, 'Konsulent'],
          [300, '2'],
          [380, '500,00'],
          [470, '-1 000,00'],
        ],
        [],
        [
          [300, 'Mva 25 %'],
          [470, '-250,00'],
        ],
        [
          [300, payLabel],
          [470, '-1 250,00'],
        ],
      ]),
    ).form;

  it("reads 'Kreditfakturanr' as the credit note's number and 'Til gode' as what it pays back", () => {
    const form = credit('Kreditfakturanr', 'Til gode');
    expect(form.invoice_id).toBe('5001');
    expect(form.document_type).toBe('381');
    expect(form.legal_monetary_total.payable_amount).toBe(1250);
  });
});
