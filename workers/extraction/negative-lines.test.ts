// A negative line named as a credit ('Gutschrift Vorjahr', 'Avoir sur facture', 'Credit for
// returned item') inside an invoice's line table (docs/extraction.md step 305): a line of the
// invoice, not the document's title, so the invoice stays an invoice (380) with its signed line.
import { formFromLines } from './extract';
import { GERMAN_HEAD } from './german-probe-page';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

/** The German probe page's head without its table header. */
const HEAD: Rows = GERMAN_HEAD.slice(0, -1);

describe('a credit line in an invoice’s table (step 305)', () => {
  it.each(['Gutschrift Vorjahr', 'Gutschrift'])(
    "'%s | 1 | -100,00 | -100,00' is a negative line of an invoice",
    (name) => {
      const form = formFromLines(
        buildDocumentLines([
          testPage(
            [
              ...HEAD,
              [
                [30, 'Pos.'],
                [60, 'Bezeichnung'],
                [290, 'Menge'],
                [380, 'Einzelpreis'],
                [490, 'Gesamtpreis'],
              ],
              [
                [30, '1'],
                [60, 'Jahreslizenz CRM'],
                [295, '5'],
                [385, '240,00'],
                [490, '1.200,00'],
              ],
              [
                [30, '2'],
                [60, name],
                [295, '1'],
                [380, '-100,00'],
                [495, '-100,00'],
              ],
              [],
              [
                [330, 'Nettobetrag'],
                [490, '1.100,00'],
              ],
              [
                [330, 'zzgl. 19 % MwSt.'],
                [490, '209,00'],
              ],
              [
                [330, 'Rechnungsbetrag'],
                [490, '1.309,00'],
              ],
            ],
            9,
          ),
        ]),
      ).form;
      expect(form.document_type).toBe('380');
      expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.line_extension_amount])).toEqual([
        ['Jahreslizenz CRM', 5, 1200],
        [name, -1, -100],
      ]);
    },
  );
});
