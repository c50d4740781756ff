import { isValidIban } from '../../../domain/identifiers/iban';
import { luhnValid } from '../../../domain/identifiers/luhn';
import {
  isValidDanishCvr,
  isValidFinnishBusinessId,
  isValidNorwegianOrgNumber,
} from '../../../domain/identifiers/nordic';
import { computeTotals, truthOf } from '../../../tools/extraction-corpus/model';
import type { PageWords } from '../../../workers/extraction/types';
import { unprintedFields } from './build';
import { printedLeaves } from './evaluate';
import { companyId, date, money } from './formats';
import { fillCrater } from './generators/crater';
import { invoiceGeneratorJob } from './generators/invoice-generator';
import { fillInvoiceNinja } from './generators/invoice-ninja';
import { microinvoiceOptions } from './generators/microinvoice';
import { pdfInvoiceInput } from './generators/pdf-invoice';
import { fillSimpleHtml } from './generators/simple-html';
import { COUNTRY, finnishReference, LANGUAGES, nordicInvoice, type Capabilities } from './nordic-data';
import { jsonTranslations, phpTranslations } from './translations';

const ALL: Capabilities = { multiRate: true, charges: true, maxLines: 25, credit: true, customerNumber: false };

describe('Nordic invoice data', () => {
  it.each(LANGUAGES)('draws valid %s company ids, IBANs and payment references', (lang) => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const s = nordicInvoice(seed, lang, ALL);
      expect(s.currency).toBe(COUNTRY[lang].currency);
      for (const c of [s.supplier, s.customer]) {
        const id = c.org_id ?? '';
        if (lang === 'no') {
          expect(isValidNorwegianOrgNumber(id)).toBe(true);
          expect(c.tax_number).toBe(`NO${id}MVA`);
        }
        if (lang === 'da') expect(isValidDanishCvr(id)).toBe(true);
        if (lang === 'fi') {
          expect(isValidFinnishBusinessId(id)).toBe(true);
          expect(c.tax_number).toBe(`FI${id.replace('-', '')}`);
        }
        expect(isValidIban(c.iban ?? '')).toBe(true);
      }
      for (const l of s.lines) expect(COUNTRY[lang].rates).toContain(l.rate);
      if (s.ocr && lang !== 'fi') expect(luhnValid(s.ocr)).toBe(true);
      if (s.ocr && lang === 'fi') expect(finnishReference(s.ocr.slice(0, -1))).toBe(s.ocr);
    }
  });

  it('computes the Finnish reference check digit (7-3-1)', () => {
    // 123 from the right: 3·7 + 2·3 + 1·1 = 28 → check 2 (the usual textbook reference 1232).
    expect(finnishReference('123')).toBe('1232');
    // 1234561: 1·7 + 6·3 + 5·1 + 4·7 + 3·3 + 2·1 + 1·7 = 76 → check 4.
    expect(finnishReference('1234561')).toBe('12345614');
  });

  it('stays within what the template prints', () => {
    const caps: Capabilities = { multiRate: false, charges: false, maxLines: 3, credit: false, customerNumber: false };
    for (let seed = 1; seed <= 40; seed += 1) {
      const s = nordicInvoice(seed, 'fi', caps);
      expect(s.lines.length).toBeLessThanOrEqual(3);
      expect(new Set(s.lines.map((l) => l.rate))).toEqual(new Set([25.5]));
      expect(s.charges).toEqual([]);
      expect(s.credit).toBe(false);
      expect(s.customerNo).toBeNull();
    }
  });

  it('gives the corpus truth shape with exact totals', () => {
    const s = nordicInvoice(5, 'no', ALL);
    const t = truthOf(s, 'text');
    const totals = computeTotals(s);
    expect(t.document_currency_code).toBe('NOK');
    expect(t.legal_monetary_total.payable_amount).toBe(totals.payable);
    expect(t.payment_means.iban).toBe(s.supplier.iban);
    expect(t.invoice_lines).toHaveLength(s.lines.length);
  });
});

describe('formats', () => {
  it('prints amounts, dates and ids the local way', () => {
    expect(money('sv', 1234.5)).toBe('1 234,50 kr');
    expect(money('no', 1234.5)).toBe('kr 1 234,50');
    expect(money('da', 1234567.5)).toBe('1.234.567,50 kr.');
    expect(money('fi', 99)).toBe('99,00 €');
    expect(date('sv', '2026-09-01')).toBe('2026-09-01');
    expect(date('da', '2026-09-01')).toBe('01.09.2026');
    expect(date('fi', '2026-09-01')).toBe('1.9.2026');
    const no = nordicInvoice(3, 'no', ALL).supplier;
    expect(companyId(no)).toMatch(/^\d{3} \d{3} \d{3} MVA$/);
  });
});

describe('translations', () => {
  it('reads Laravel arrays and JSON locale files', () => {
    const php =
      "<?php\n$lang = array(\n  'invoice' => 'Faktura',\n  'quote' => 'Tilbud',\n  'apos' => 'Kund\\'s',\n  'invoice' => 'second',\n);";
    const t = phpTranslations(php);
    expect(t.get('invoice')).toBe('Faktura');
    expect(t.get('apos')).toBe("Kund's");
    expect(jsonTranslations('{"general":{"total":"Summa"},"pdf_total":"Totalt"}').get('general.total')).toBe('Summa');
  });
});

const WORDS = new Map(
  Object.entries({
    invoice: 'Faktura',
    credit_note: 'Kreditnota',
    invoice_number: 'Fakturanummer',
    credit_number: 'Kreditnummer',
    invoice_date: 'Fakturadato',
    credit_date: 'Kreditdato',
    due_date: 'Forfallsdato',
    balance_due: 'Gjenstående',
    total: 'Totalt',
    payment_due: 'Betalingsfrist',
    amount_due: 'Skyldig',
    invoice_issued_to: 'Faktura sendt til',
    credit_issued_to: 'Kreditt til',
    from: 'Fra',
    to: 'Til',
    shipping_address: 'Leveringsadresse',
    shipping: 'Frakt (IN)',
    item: 'Produkt',
    unit_cost: 'Stykkpris',
    quantity: 'Antall',
    tax: 'Mva.',
    line_total: 'Sum',
    subtotal: 'Totalbeløp',
    iban: 'IBAN',
    bic: 'BIC',
    payment_reference: 'Betalingsreferanse',
    payment_terms: 'Betalingsvilkår',
    details: 'Detaljer',
  }),
);

describe('Invoice Ninja filler', () => {
  // A design skeleton of our own with the containers and variables the real designs use.
  const design =
    '<style>body{font-family:$font_name;font-size:$font_size}</style><h1>$entity_label</h1>' +
    '<div id="company-details"></div><div id="client-details"></div>' +
    '<table id="entity-details" dir="$dir"></table><table id="product-table" data-ref="table"></table>' +
    '<div id="table-totals">$status_logo</div>';

  it('fills the containers with the design engine elements and the translations', () => {
    const spec = { ...nordicInvoice(11, 'no', ALL), credit: false, charges: [{ reason: 'x', amount: 149, rate: 25 }] };
    const { html, spec: printed } = fillInvoiceNinja(design, WORDS, 'no', spec);
    expect(html).not.toMatch(/\$[a-z_]+/);
    expect(html).toContain('<h1>Faktura</h1>');
    expect(html).toContain(`<th>Fakturanummer</th><th>${spec.invoice_id}</th>`);
    expect(html).toContain('data-ref="client_details-client.name"');
    expect(html).toContain('Stykkpris');
    expect(html).toContain('Frakt (IN)');
    expect(printed.charges[0]?.reason).toBe('Frakt (IN)');
    expect((html.match(/<tr><td/g) ?? []).length).toBe(spec.lines.length);
  });

  it('refuses a design variable it does not know', () => {
    const spec = nordicInvoice(13, 'no', ALL);
    expect(() => fillInvoiceNinja(`${design}<p>$brand_new_label</p>`, WORDS, 'no', spec)).toThrow('$brand_new_label');
  });

  it("keeps what a design put in a container and fills the header's own variables", () => {
    // Business heads the client details with a line of its own; hipster prints the due date and
    // the amount due as plain variables instead of an entity-details table.
    const skeleton =
      '<div id="client-details"><p class="entity-issued-to">$entity_issued_to_label:</p></div>' +
      '<span>$payment_due_label: $payment_due</span><span>$amount_due_label: $amount_due</span>' +
      '<div style="display: $show_shipping_address_block"></div>';
    const spec = { ...nordicInvoice(14, 'no', ALL), credit: false };
    const { html } = fillInvoiceNinja(skeleton, WORDS, 'no', spec);
    expect(html).toMatch(
      /<p class="entity-issued-to">Faktura sendt til:<\/p><p data-ref="client_details-client.name">/,
    );
    expect(html).toContain('display: none');
    expect(html).not.toMatch(/\$[a-z_]+/);
  });

  it('titles a credit note with its own words', () => {
    const spec = { ...nordicInvoice(12, 'no', ALL), credit: true, due: null };
    const { html } = fillInvoiceNinja(design, WORDS, 'no', spec);
    expect(html).toContain('<h1>Kreditnota</h1>');
    expect(html).toContain('Kreditnummer');
  });
});

describe('microinvoice options', () => {
  it('labels from the translation files, amounts as numbers for the package to print', () => {
    const inv = new Map(
      Object.entries({
        invoice_number: 'Laskun numero',
        invoice_date: 'Laskun päivämäärä',
        due_date: 'Eräpäivä',
        bill_to: 'Laskutusosoite',
        quantity: 'Määrä',
        sub_total: 'Välisumma',
        tax_total: 'Vero Yhteensä',
        total: 'Yhteensä',
      }),
    );
    const gen = new Map(
      Object.entries({
        invoices: 'Lasku | Laskut',
        tax_number: 'Y-tunnus',
        description: 'Kuvaus',
        amount: 'Summa',
        from: 'Lähettäjä',
      }),
    );
    const spec = nordicInvoice(21, 'fi', ALL);
    const o = microinvoiceOptions(inv, gen, 'fi', spec) as {
      data: {
        invoice: { name: string; currency: string; details: { total: Array<{ label: string; value: number }> } };
      };
    };
    expect(o.data.invoice.name).toBe('Lasku');
    expect(o.data.invoice.currency).toBe('EUR');
    expect(o.data.invoice.details.total.at(-1)).toEqual({
      label: 'Yhteensä',
      value: computeTotals(spec).payable,
      price: true,
    });
  });
});

describe('printed leaves', () => {
  it('finds an org number printed with a hyphen', () => {
    const words = ['Org.nr', '556123-4567', 'Summa', '1 234,50'].map((text, i) => ({
      text,
      page: 1,
      x: i * 50,
      y: 10,
      w: 40,
      h: 10,
      conf: 1,
    }));
    const pages: PageWords[] = [{ page: 1, width: 600, height: 800, words }];
    const truth = new Map<string, unknown>([
      ['supplier_data.org_id', '5561234567'],
      ['invoice_id', '99999'],
    ]);
    const seen = printedLeaves(truth, pages);
    expect(seen.has('supplier_data.org_id')).toBe(true);
    expect(seen.has('invoice_id')).toBe(false);
  });

  it('finds a date written with a Nordic month name', () => {
    const words = ['Förfallodatum:', '7', 'nov.', '2026'].map((text, i) => ({
      text,
      page: 1,
      x: i * 50,
      y: 10,
      w: 40,
      h: 10,
      conf: 1,
    }));
    const truth = new Map<string, unknown>([['due_date', '2026-11-07']]);
    expect(printedLeaves(truth, [{ page: 1, width: 600, height: 800, words }]).has('due_date')).toBe(true);
  });
});

describe('Crater filler', () => {
  it('binds the template expressions to the invoice', () => {
    // A template of our own in Crater's Blade dialect.
    const template =
      "<h1>@lang('pdf_invoice_number') {{ $invoice->invoice_number }}</h1>@include('items')" +
      "@foreach ($invoice->taxes as $tax)<p>{{$tax->name.' ('.$tax->percent.'%)'}} " +
      '{!! format_money_pdf($tax->amount, $invoice->customer->currency) !!}</p>@endforeach' +
      '<p>{!! format_money_pdf($invoice->total, $invoice->customer->currency)!!}</p>';
    const items = '@foreach ($invoice->items as $item)<tr><td>{{ $item->name }}</td></tr>@endforeach';
    const spec = { ...nordicInvoice(31, 'fi', ALL), charges: [] };
    const html = fillCrater(template, { items }, new Map([['pdf_invoice_number', 'Laskunumero']]), 'fi', spec);
    const totals = computeTotals(spec);
    expect(html).toContain(`<h1>Laskunumero ${spec.invoice_id}</h1>`);
    expect((html.match(/<tr>/g) ?? []).length).toBe(spec.lines.length);
    expect(html).toContain(`ALV (${totals.perRate[0]?.rate}%) ${money('fi', totals.perRate[0]?.tax ?? 0)}`);
    expect(html).toContain(`<p>${money('fi', totals.payable)}</p>`);
  });
});

const AKAUNTING_INVOICES = new Map(
  Object.entries({
    invoice_number: 'Fakturanummer',
    invoice_date: 'Fakturadatum',
    due_date: 'Förfallodatum',
    bill_to: 'Fakturera till',
    quantity: 'Antal',
    price: 'Pris',
    discount: 'Rabatt',
    total_price: 'Summa pris',
    sub_total: 'Delsumma',
    tax_total: 'Summa Skatt',
    total: 'Totalt',
  }),
);
const AKAUNTING_GENERAL = new Map(
  Object.entries({
    invoices: 'Faktura | Fakturor',
    items: 'Artikel | Artiklar',
    taxes: 'Moms | Moms',
    reference: 'Referens',
    amount: 'Belopp',
    payment_methods: 'Betalningsmetod | Betalningsmetoder',
  }),
);

describe('pdf-invoice input', () => {
  it('passes the lines with their rates and the labels from the translations', () => {
    const spec = nordicInvoice(41, 'sv', ALL);
    const { payload, config } = pdfInvoiceInput(AKAUNTING_INVOICES, AKAUNTING_GENERAL, 'sv', spec, '/tmp/x.pdf');
    expect(config.string.invoice).toBe('FAKTURA');
    expect(config.string.grandTotal).toBe('Totalt');
    expect(payload.items).toEqual(
      spec.lines.map((l) => ({ name: l.name, quantity: l.qty, price: l.price, tax: l.rate })),
    );
    expect(payload.invoice).toMatchObject({ locale: 'sv-SE', currency: 'SEK', path: '/tmp/x.pdf' });
  });
});

describe('simple HTML template filler', () => {
  it('keeps the template head and rebuilds the rows in its classes', () => {
    const template = '<html><head><style>.invoice-box { color: #555 }</style></head><body>sample</body></html>';
    const spec = { ...nordicInvoice(42, 'sv', ALL), charges: [] };
    const html = fillSimpleHtml(template, AKAUNTING_INVOICES, AKAUNTING_GENERAL, 'sv', spec);
    expect(html).toContain('.invoice-box { color: #555 }');
    expect(html).not.toContain('sample');
    expect((html.match(/<tr class="item/g) ?? []).length).toBe(spec.lines.length);
    expect(html).toContain(`Totalt: ${money('sv', computeTotals(spec).payable)}`);
  });
});

describe('unprinted fields', () => {
  it('names what a generator leaves off the page', () => {
    const one = { ...nordicInvoice(51, 'da', ALL) };
    const many = { ...one, lines: [one.lines[0]!, { ...one.lines[0]!, rate: 12 }] };
    expect(unprintedFields('invoiceninja', one).size).toBe(0);
    expect(unprintedFields('invoiceninja', many)).toEqual(new Set(['tax_totals[].taxable_amount']));
    expect(unprintedFields('simple-html', one)).toContain('invoice_lines[].invoiced_quantity');
    expect(unprintedFields('pdf-invoice', one)).toContain('invoice_lines[].line_extension_amount');
  });
});

describe('InvoiceGenerator job', () => {
  it("gives the package's message ids Invoice Ninja's words and leaves the rest to gettext", () => {
    const spec = nordicInvoice(61, 'no', ALL);
    const job = invoiceGeneratorJob(WORDS, 'no', spec, '/tmp/x.pdf') as {
      labels: Record<string, string>;
      items: Array<{ count: string; price: string; tax: string }>;
      currency_locale: string;
      iban: string;
    };
    expect(job.labels['Taxable invoice num.: %s']).toBe('Fakturanummer: %s');
    expect(job.labels['Price per one']).toBe('Stykkpris');
    expect(job.labels['Payment information']).toBeUndefined();
    expect(job.currency_locale).toBe('nb_NO.UTF-8');
    expect(job.iban).toBe(spec.supplier.iban);
    expect(job.items[0]).toEqual({
      name: spec.lines[0]?.name,
      count: String(spec.lines[0]?.qty),
      price: spec.lines[0]?.price.toFixed(2),
      tax: String(spec.lines[0]?.rate),
    });
  });
});
