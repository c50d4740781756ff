// npm `microinvoice` (MIT; a PDFKit layout: grey header band, customer and seller blocks, a
// three-column table, totals, legal lines), fed through its documented options with Akaunting's
// translations (resources/lang/<locale>/invoices.php, general.php) for the labels, since the
// package ships none. It prints amounts its own way ('1234.50 NOK') and has no unit-price column.
import path from 'node:path';
import { computeTotals, lineAmount, type InvoiceSpec } from '../../../../tools/extraction-corpus/model';
import { bankgiroText, companyId, date, ibanText, paymentIdName, percent } from '../formats';
import type { Language } from '../nordic-data';
import { word } from '../translations';

export const AKAUNTING_LOCALE: Record<Language, string> = { sv: 'sv-SE', no: 'nb-NO', da: 'da-DK', fi: 'fi-FI' };

/** First form of a plural label ('Faktura | Fakturor'). */
export const singular = (s: string): string => (s.split('|')[0] ?? s).trim();

interface Field {
  label?: string;
  value: unknown;
  price?: boolean;
}

/** The options object microinvoice takes (its documented shape). */
export function microinvoiceOptions(
  invoices: Map<string, string>,
  general: Map<string, string>,
  lang: Language,
  spec: InvoiceSpec,
): Record<string, unknown> {
  const t = computeTotals(spec);
  const s = spec.supplier;
  const c = spec.customer;
  const header: Field[] = [
    { label: word(invoices, 'invoice_number'), value: spec.invoice_id },
    { label: word(invoices, 'invoice_date'), value: date(lang, spec.issue) },
  ];
  if (spec.due) header.push({ label: word(invoices, 'due_date'), value: date(lang, spec.due) });
  if (spec.ocr) header.push({ label: paymentIdName(lang), value: spec.ocr });
  const pay =
    s.address.country === 'SE' && s.bankgiro
      ? `Bankgiro ${bankgiroText(s.bankgiro)}`
      : `IBAN ${ibanText(s.iban ?? '')}  BIC ${s.bic ?? ''}`;
  const parts: Field[][] = [
    ...spec.lines.map((l) => [{ value: l.name }, { value: l.qty }, { value: lineAmount(l), price: true }]),
    ...spec.charges.map((ch) => [{ value: ch.reason }, { value: 1 }, { value: ch.amount, price: true }]),
  ];
  const total: Field[] = [
    { label: word(invoices, 'sub_total'), value: t.net, price: true },
    ...t.perRate.map((r) => ({
      label: `${word(invoices, 'tax_total')} ${percent(r.rate)}`,
      value: r.tax,
      price: true,
    })),
    { label: word(invoices, 'total'), value: t.payable, price: true },
  ];
  return {
    data: {
      invoice: {
        name: singular(word(general, 'invoices')),
        header,
        currency: spec.currency,
        customer: [
          {
            label: word(invoices, 'bill_to'),
            value: [c.name, c.address.street, `${c.address.zip} ${c.address.city}`],
          },
          { label: word(general, 'tax_number'), value: `${companyId(c)}  ${c.tax_number ?? ''}` },
        ],
        seller: [
          { label: word(general, 'from'), value: [s.name, s.address.street, `${s.address.zip} ${s.address.city}`] },
          { label: word(general, 'tax_number'), value: `${companyId(s)}  ${s.tax_number ?? ''}` },
        ],
        legal: [{ value: pay, weight: 'bold', color: 'primary' }, ...(spec.terms ? [{ value: spec.terms }] : [])],
        details: {
          header: [
            { value: word(general, 'description') },
            { value: word(invoices, 'quantity') },
            { value: word(general, 'amount') },
          ],
          parts,
          total,
        },
      },
    },
  };
}

interface MicroInvoiceClass {
  new (options: Record<string, unknown>): {
    generate(output?: unknown): NodeJS.ReadableStream;
  };
}

/** Renders with the package installed in the cache (`packageDir`). */
export async function renderMicroinvoice(packageDir: string, options: Record<string, unknown>): Promise<Uint8Array> {
  // A CommonJS package outside the project's node_modules, loaded by path at bench time.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const MicroInvoice = require(path.join(packageDir, 'lib')) as MicroInvoiceClass;
  const doc = new MicroInvoice(options).generate();
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    doc.on('data', (b: Buffer) => chunks.push(b));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  return new Uint8Array(Buffer.concat(chunks));
}
