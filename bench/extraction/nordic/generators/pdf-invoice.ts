// npm `@h1dd3nsn1p3r/pdf-invoice` (MIT; a pdfmake layout: company block and title side by side,
// bill-to block, a bordered item table, a totals box, a note), fed through its documented payload
// and `string` labels, the labels from Akaunting's translations (the package ships English only).
// It formats money with Intl for the locale and prints each line's total with its VAT included,
// so the net line amounts are not on the page (and so not scored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InvoiceSpec } from '../../../../tools/extraction-corpus/model';
import { bankgiroText, companyId, companyIdName, date, ibanText, paymentIdName } from '../formats';
import type { Language } from '../nordic-data';
import { word } from '../translations';
import { singular } from './microinvoice';

/** BCP 47 locales for the package's Intl formatting. */
const LOCALE: Record<Language, string> = { sv: 'sv-SE', no: 'nb-NO', da: 'da-DK', fi: 'fi-FI' };

export interface PdfInvoiceInput {
  payload: Record<string, unknown>;
  config: { string: Record<string, string> };
}

export function pdfInvoiceInput(
  invoices: Map<string, string>,
  general: Map<string, string>,
  lang: Language,
  spec: InvoiceSpec,
  file: string,
): PdfInvoiceInput {
  const s = spec.supplier;
  const c = spec.customer;
  const bank =
    s.address.country === 'SE' && s.bankgiro
      ? `Bankgiro: ${bankgiroText(s.bankgiro)}`
      : `IBAN: ${ibanText(s.iban ?? '')}\nBIC: ${s.bic ?? ''}`;
  return {
    payload: {
      company: {
        name: s.name,
        address: `${s.address.street}\n${s.address.zip} ${s.address.city}`,
        taxId: `${companyIdName(s)} ${companyId(s)}\n${s.tax_number ?? ''}`,
        bank,
      },
      customer: {
        name: c.name,
        address: `${c.address.street}\n${c.address.zip} ${c.address.city}`,
        taxId: c.tax_number ?? '',
      },
      invoice: {
        number: spec.invoice_id,
        date: date(lang, spec.issue),
        dueDate: spec.due ? date(lang, spec.due) : date(lang, spec.issue),
        status: spec.ocr ? `${paymentIdName(lang)} ${spec.ocr}` : '-',
        locale: LOCALE[lang],
        currency: spec.currency,
        path: file,
      },
      items: spec.lines.map((l) => ({ name: l.name, quantity: l.qty, price: l.price, tax: l.rate })),
      note: { text: spec.terms ?? '', italic: false },
    },
    config: {
      string: {
        invoice: singular(word(general, 'invoices')).toUpperCase(),
        refNumber: word(invoices, 'invoice_number'),
        date: word(invoices, 'invoice_date'),
        dueDate: word(invoices, 'due_date'),
        status: word(general, 'reference'),
        billTo: word(invoices, 'bill_to'),
        item: singular(word(general, 'items')),
        quantity: word(invoices, 'quantity'),
        price: word(invoices, 'price'),
        tax: singular(word(general, 'taxes')),
        discount: word(invoices, 'discount'),
        total: word(invoices, 'total_price'),
        subTotal: word(invoices, 'sub_total'),
        totalTax: word(invoices, 'tax_total'),
        grandTotal: word(invoices, 'total'),
      },
    },
  };
}

interface PdfInvoiceClass {
  new (payload: Record<string, unknown>, config: Record<string, unknown>): { create(): Promise<string> };
}

/** Renders with the package installed in the cache; it writes a file, which is read and removed. */
export async function renderPdfInvoice(
  packageDir: string,
  make: (file: string) => PdfInvoiceInput,
): Promise<Uint8Array> {
  // A CommonJS package outside the project's node_modules, loaded by path at bench time.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PDFInvoice } = require(packageDir) as { PDFInvoice: PdfInvoiceClass };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordic-pdf-invoice-'));
  try {
    const input = make(path.join(dir, 'invoice.pdf'));
    const file = await new PDFInvoice(input.payload, input.config).create();
    // It resolves when the PDF stream ends, before its file stream has written: wait for '%%EOF'.
    for (let i = 0; i < 100; i += 1) {
      const bytes = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
      if (bytes.subarray(-8).toString('latin1').includes('%%EOF')) return new Uint8Array(bytes);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`pdf-invoice: ${file} was not written`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
