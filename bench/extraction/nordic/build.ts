// Builds the Nordic set's documents: each manifest document's seeded invoice, drawn within what
// its family's generator prints, rendered by that generator from the cached templates and
// packages; the truth is the data fed, in the corpus truth shape (model.ts `truthOf`).
import type { Browser } from 'playwright-core';
import { truthOf, type InvoiceSpec, type Truth } from '../../../tools/extraction-corpus/model';
import { launchChromium } from '../../../tools/extraction-corpus/render-html';
import { CRATER_LOCALE, fillCrater } from './generators/crater';
import { invoiceGeneratorJob, renderInvoiceGenerator } from './generators/invoice-generator';
import { fillInvoiceNinja, INVOICE_NINJA_LOCALE } from './generators/invoice-ninja';
import { AKAUNTING_LOCALE, microinvoiceOptions, renderMicroinvoice } from './generators/microinvoice';
import { pdfInvoiceInput, renderPdfInvoice } from './generators/pdf-invoice';
import { fillSimpleHtml } from './generators/simple-html';
import { packageDir, PYTHON_DIR, readSource, type Family, type NordicDocument, type NordicManifest } from './manifest';
import { nordicInvoice, type Capabilities } from './nordic-data';
import { jsonTranslations, phpTranslations } from './translations';

export const CAPABILITIES: Record<Family['generator'], Capabilities> = {
  invoiceninja: { multiRate: true, charges: true, maxLines: 25, credit: true, customerNumber: false },
  crater: { multiRate: true, charges: false, maxLines: 20, credit: false, customerNumber: false },
  microinvoice: { multiRate: true, charges: true, maxLines: 16, credit: false, customerNumber: false },
  'simple-html': { multiRate: true, charges: false, maxLines: 20, credit: false, customerNumber: false },
  invoicegenerator: { multiRate: true, charges: false, maxLines: 14, credit: false, customerNumber: false },
  'pdf-invoice': { multiRate: true, charges: false, maxLines: 20, credit: false, customerNumber: false },
};

/**
 * Truth fields (list indices as '[]') a generator does not print, though their values may appear
 * on the page by chance (a quantity of 1, a price equal to its line amount). The text search for
 * visible values cannot tell those apart, so they are named here. With one VAT rate, a line's rate
 * and the taxable amount follow from the printed totals and stay scored.
 */
export function unprintedFields(generator: Family['generator'], spec: InvoiceSpec): Set<string> {
  const multiRate = new Set(spec.lines.map((l) => l.rate)).size > 1;
  const out = new Set<string>(multiRate ? ['tax_totals[].taxable_amount'] : []);
  const lineRate = 'invoice_lines[].item.tax_percent';
  if (generator === 'crater' && multiRate) out.add(lineRate);
  if (generator === 'microinvoice') {
    out.add('invoice_lines[].price.amount');
    if (multiRate) out.add(lineRate);
  }
  if (generator === 'simple-html') {
    for (const f of ['invoice_lines[].price.amount', 'invoice_lines[].invoiced_quantity']) out.add(f);
    if (multiRate) out.add(lineRate);
  }
  if (generator === 'pdf-invoice')
    // Its line totals and subtotal include VAT: the net amounts are not on the page.
    for (const f of ['invoice_lines[].line_extension_amount', 'legal_monetary_total.line_extension_amount']) out.add(f);
  return out;
}

export interface BuiltDocument {
  pdf: Uint8Array;
  truth: Truth;
  spec: InvoiceSpec;
  unprinted: Set<string>;
}

export class NordicBuilder {
  private browser: Browser | null = null;
  private readonly translations = new Map<string, Map<string, string>>();

  constructor(private readonly manifest: NordicManifest) {}

  private words(key: string): Map<string, string> {
    let t = this.translations.get(key);
    if (!t) {
      const src = readSource(this.manifest, key);
      t = this.manifest.sources[key]?.path.endsWith('.json') ? jsonTranslations(src) : phpTranslations(src);
      this.translations.set(key, t);
    }
    return t;
  }

  private async printHtml(html: string): Promise<Uint8Array> {
    this.browser ??= await launchChromium();
    const page = await this.browser.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      return new Uint8Array(await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    } finally {
      await page.close();
    }
  }

  async build(d: NordicDocument): Promise<BuiltDocument> {
    const family = this.manifest.families.find((f) => f.name === d.family);
    if (!family) throw new Error(`nordic manifest: no family '${d.family}'`);
    const input = nordicInvoice(d.seed, d.language, CAPABILITIES[family.generator]);
    let pdf: Uint8Array;
    let spec = input;
    if (family.generator === 'invoiceninja') {
      const design = readSource(this.manifest, family.template ?? '');
      const t = this.words(`invoiceninja-texts-${INVOICE_NINJA_LOCALE[d.language]}`);
      const filled = fillInvoiceNinja(design, t, d.language, input);
      spec = filled.spec;
      pdf = await this.printHtml(filled.html);
    } else if (family.generator === 'microinvoice') {
      const loc = AKAUNTING_LOCALE[d.language];
      const options = microinvoiceOptions(
        this.words(`akaunting-invoices-${loc}`),
        this.words(`akaunting-general-${loc}`),
        d.language,
        input,
      );
      const pkg = this.manifest.packages.find((p) => p.name === 'microinvoice');
      if (!pkg) throw new Error('nordic manifest: microinvoice package missing');
      pdf = await renderMicroinvoice(packageDir(pkg), options);
    } else if (family.generator === 'pdf-invoice') {
      const loc = AKAUNTING_LOCALE[d.language];
      const pkg = this.manifest.packages.find((p) => p.name === '@h1dd3nsn1p3r/pdf-invoice');
      if (!pkg) throw new Error('nordic manifest: @h1dd3nsn1p3r/pdf-invoice package missing');
      pdf = await renderPdfInvoice(packageDir(pkg), (file) =>
        pdfInvoiceInput(
          this.words(`akaunting-invoices-${loc}`),
          this.words(`akaunting-general-${loc}`),
          d.language,
          input,
          file,
        ),
      );
    } else if (family.generator === 'simple-html') {
      const loc = AKAUNTING_LOCALE[d.language];
      const html = fillSimpleHtml(
        readSource(this.manifest, family.template ?? ''),
        this.words(`akaunting-invoices-${loc}`),
        this.words(`akaunting-general-${loc}`),
        d.language,
        input,
      );
      pdf = await this.printHtml(html);
    } else if (family.generator === 'invoicegenerator') {
      const t = this.words(`invoiceninja-texts-${INVOICE_NINJA_LOCALE[d.language]}`);
      pdf = renderInvoiceGenerator(PYTHON_DIR, d.language, (file) => invoiceGeneratorJob(t, d.language, input, file));
    } else if (family.generator === 'crater') {
      const locale = CRATER_LOCALE[d.language];
      if (!locale) throw new Error(`crater has no ${d.language} locale`);
      const html = fillCrater(
        readSource(this.manifest, family.template ?? ''),
        { 'app.pdf.invoice.partials.table': readSource(this.manifest, 'crater-invoice-items-table') },
        this.words(`crater-locale-${locale}`),
        d.language,
        input,
      );
      pdf = await this.printHtml(html);
    } else {
      throw new Error(`generator ${family.generator} is not wired`);
    }
    return { pdf, truth: truthOf(spec, 'text'), spec, unprinted: unprintedFields(family.generator, spec) };
  }

  async close(): Promise<void> {
    await this.browser?.close();
    this.browser = null;
  }
}
