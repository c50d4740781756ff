// PyPI `InvoiceGenerator` (BSD; a ReportLab layout from the Czech invoicing tradition: provider and
// customer boxes, payment information, items with and without VAT, a VAT breakdown), run by
// invoice_generator_driver.py with the package installed in the cache. The package translates its
// English message ids through gettext and ships Czech and Portuguese only; the ids are given
// Invoice Ninja's words here (a missing one stays English, as gettext leaves it), dates and money
// are formatted by the package (babel) for the locale.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InvoiceSpec } from '../../../../tools/extraction-corpus/model';
import { bankgiroText, companyId } from '../formats';
import type { Language } from '../nordic-data';

/** The package's message ids and the Invoice Ninja keys that say the same. */
const MESSAGE_KEYS: Record<string, string> = {
  Provider: 'vendor',
  Customer: 'client',
  'Taxable invoice num.: %s': 'invoice_number',
  'Date of exposure taxable invoice': 'invoice_date',
  'Due date': 'due_date',
  'Payment information': 'payment_details',
  'Account n.': 'bank_account',
  'Variable symbol': 'payment_reference',
  IBAN: 'iban',
  SWIFT: 'bic',
  'List of items': 'items',
  Description: 'description',
  Units: 'quantity',
  'Price per one': 'unit_cost',
  'Total price': 'line_total',
  'VAT rate': 'tax_rate',
  Tax: 'tax',
  'Total price with tax': 'total',
  'Breakdown VAT': 'tax_amount',
  'Without VAT': 'net',
  'With VAT': 'gross',
  'Total with tax': 'total',
};

const LOCALE: Record<Language, { babel: string; lang: string; currency: string }> = {
  sv: { babel: 'sv_SE.UTF-8', lang: 'sv', currency: 'kr' },
  no: { babel: 'nb_NO.UTF-8', lang: 'nb', currency: 'kr' },
  da: { babel: 'da_DK.UTF-8', lang: 'da', currency: 'kr.' },
  fi: { babel: 'fi_FI.UTF-8', lang: 'fi', currency: '€' },
};

const COUNTRY: Record<string, string> = { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Suomi' };

export function invoiceGeneratorJob(t: Map<string, string>, lang: Language, spec: InvoiceSpec, file: string): object {
  const labels: Record<string, string> = {};
  for (const [id, key] of Object.entries(MESSAGE_KEYS)) {
    const w = t.get(key);
    if (w !== undefined) labels[id] = id.endsWith(': %s') ? `${w}: %s` : w;
  }
  const party = (c: InvoiceSpec['supplier']): Record<string, string> => ({
    name: c.name ?? '',
    street: c.address.street,
    zip: c.address.zip,
    city: c.address.city,
    country: COUNTRY[c.address.country] ?? '',
    vat_id: c.tax_number ?? '',
    ir: companyId(c),
  });
  const s = spec.supplier;
  const se = s.address.country === 'SE' && s.bankgiro;
  return {
    labels,
    provider: { ...party(s), bank_account: se ? `Bankgiro ${bankgiroText(s.bankgiro ?? '')}` : '' },
    client: party(spec.customer),
    creator: s.name ?? '',
    title: t.get('invoice') ?? 'Invoice',
    number: spec.invoice_id ?? '',
    reference: spec.ocr ?? '',
    currency: LOCALE[lang].currency,
    currency_locale: LOCALE[lang].babel,
    iban: se ? '' : (s.iban ?? ''),
    swift: se ? '' : (s.bic ?? ''),
    date: spec.issue,
    due: spec.due,
    items: spec.lines.map((l) => ({
      name: l.name,
      count: String(l.qty),
      price: l.price.toFixed(2),
      tax: String(l.rate),
    })),
    path: file,
  };
}

/** Runs the driver with the package installed at `pythonDir`. */
export function renderInvoiceGenerator(pythonDir: string, lang: Language, make: (file: string) => object): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordic-invoicegenerator-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    execFileSync('python3', [path.join(__dirname, 'invoice_generator_driver.py')], {
      input: JSON.stringify(make(file)),
      env: { ...process.env, PYTHONPATH: pythonDir, INVOICE_LANG: LOCALE[lang].lang },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    return new Uint8Array(fs.readFileSync(file));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
