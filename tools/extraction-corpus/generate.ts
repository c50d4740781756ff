// Generates the labelled corpus: `npx tsx tools/extraction-corpus/generate.ts [filter]`.
// Writes files/<name>.pdf and files/<name>.truth.json (the parse command's shape without
// provenance). Text PDFs are drawn with pdf-lib or printed from HTML by chromium; scans are
// rasterised, rotated and noisy copies; hybrids carry a CII (Factur-X) or UBL attachment.
import fs from 'node:fs';
import path from 'node:path';
import { AFRelationship, PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { germanCustomer, norwegianCustomer, randomInvoice, randomLines, rng, truthOf, type InvoiceSpec } from './model';
import { launchChromium, renderHtml, type HtmlTemplate } from './render-html';
import { renderPdfLib, type PdfLibLayout } from './render-pdflib';
import { toScan } from './scan';
import { viewOf, type Style } from './view';
import { ciiOf, ublOf } from './xml';

export const CORPUS_DIR = path.join(__dirname, 'files');

type Producer =
  | { kind: 'pdflib'; layout: PdfLibLayout }
  | { kind: 'html'; template: HtmlTemplate }
  | {
      kind: 'scan';
      from: { kind: 'pdflib'; layout: PdfLibLayout } | { kind: 'html'; template: HtmlTemplate };
      angle: number;
      quarterTurns?: number;
    }
  | { kind: 'hybrid'; xml: 'cii' | 'ubl'; from: { kind: 'pdflib'; layout: PdfLibLayout } };

interface Entry {
  name: string;
  producer: Producer;
  style: Style;
  spec: InvoiceSpec;
}

const SV: Style = { lang: 'sv', numbers: 'sv', dates: 'iso', currencyRow: false };
const EN: Style = { lang: 'en', numbers: 'en', dates: 'd-mon-y', currencyRow: true };

function multiRate(seed: number): Partial<InvoiceSpec> {
  return {
    lines: randomLines(rng(seed * 7), 5, [25, 12, 6]).concat(
      randomLines(rng(seed * 11), 1, [12]),
      randomLines(rng(seed * 13), 1, [6]),
    ),
  };
}
const frakt = { charges: [{ reason: 'Frakt', amount: 149, rate: 25 }] };
const en = (seed: number, currency: string, over: Partial<InvoiceSpec> = {}): InvoiceSpec =>
  randomInvoice(seed, {
    currency,
    terms: '30 days net',
    customer: germanCustomer(),
    pay: { bankgiro: false, plusgiro: false, iban: true },
    ocr: null,
    ...over,
  });

export function entries(): Entry[] {
  const pl = (layout: PdfLibLayout): Producer => ({ kind: 'pdflib', layout });
  const ht = (template: HtmlTemplate): Producer => ({ kind: 'html', template });
  const list: Entry[] = [
    { name: 't01-classic-sv', producer: pl('classic'), style: SV, spec: randomInvoice(101) },
    {
      name: 't02-classic-multirate-frakt-rounding',
      producer: pl('classic'),
      style: SV,
      spec: randomInvoice(102, { ...multiRate(102), ...frakt, rounding: true }),
    },
    { name: 't03-classic-en-eur-iban', producer: pl('classic'), style: EN, spec: en(103, 'EUR') },
    {
      name: 't04-two-column-sv-plusgiro',
      producer: pl('two-column'),
      style: { ...SV, dates: 'dmy-dot' },
      spec: randomInvoice(104, { pay: { bankgiro: false, plusgiro: true, iban: false } }),
    },
    {
      name: 't05-two-column-en-nok',
      producer: pl('two-column'),
      style: { ...EN, numbers: 'de', dates: 'dmy-dot' },
      spec: en(105, 'NOK', { customer: norwegianCustomer() }),
    },
    {
      name: 't06-totals-left-sv-rounding',
      producer: pl('totals-left'),
      style: SV,
      spec: randomInvoice(106, { rounding: true }),
    },
    {
      name: 't07-totals-left-en-gbp',
      producer: pl('totals-left'),
      style: { ...EN, dates: 'dmy-slash' },
      spec: en(107, 'GBP'),
    },
    {
      name: 't08-no-rules-sv-multirate',
      producer: pl('no-rules'),
      style: { ...SV, dates: 'dmy-slash' },
      spec: randomInvoice(108, multiRate(108)),
    },
    {
      name: 't09-no-rules-sv-plain-numbers',
      producer: pl('no-rules'),
      style: { ...SV, numbers: 'plain' },
      spec: randomInvoice(109),
    },
    {
      name: 't10-stacked-sv-bankgiro-plusgiro',
      producer: pl('stacked'),
      style: SV,
      spec: randomInvoice(110, { pay: { bankgiro: true, plusgiro: true, iban: false } }),
    },
    { name: 't11-stacked-en-usd', producer: pl('stacked'), style: { ...EN, dates: 'iso' }, spec: en(111, 'USD') },
    {
      name: 't12-credit-note-sv',
      producer: pl('classic'),
      style: SV,
      spec: randomInvoice(112, { credit: true, due: null, terms: null, ocr: null }),
    },
    { name: 't13-credit-note-en', producer: pl('two-column'), style: EN, spec: en(113, 'EUR', { credit: true }) },
    {
      name: 't14-three-pages-60-lines',
      producer: pl('classic'),
      style: SV,
      spec: randomInvoice(114, { lines: randomLines(rng(1140), 60, [25, 12, 6]), ...frakt, rounding: true }),
    },
    {
      name: 't15-classic-sv-dkk',
      producer: pl('classic'),
      style: { ...SV, currencyRow: true },
      spec: randomInvoice(115, { currency: 'DKK', pay: { bankgiro: false, plusgiro: false, iban: true }, ocr: null }),
    },
    {
      name: 't16-classic-sv-note',
      producer: pl('classic'),
      style: { ...SV, dates: 'd-mon-y' },
      spec: randomInvoice(116, { note: 'Tack för er beställning' }),
    },
    {
      name: 't17-two-column-sv-dmon',
      producer: pl('two-column'),
      style: { ...SV, dates: 'd-mon-y' },
      spec: randomInvoice(117, { ...frakt }),
    },
    {
      name: 't18-stacked-sv-chf',
      producer: pl('stacked'),
      style: { ...SV, numbers: 'de', currencyRow: true },
      spec: randomInvoice(118, { currency: 'CHF', pay: { bankgiro: false, plusgiro: false, iban: true }, ocr: null }),
    },
    { name: 'h19-modern-sv', producer: ht('modern'), style: SV, spec: randomInvoice(119) },
    { name: 'h20-modern-en-eur', producer: ht('modern'), style: EN, spec: en(120, 'EUR') },
    {
      name: 'h21-boxed-sv-multirate-frakt-rounding',
      producer: ht('boxed'),
      style: SV,
      spec: randomInvoice(121, { ...multiRate(121), ...frakt, rounding: true }),
    },
    {
      name: 'h22-boxed-en-nok',
      producer: ht('boxed'),
      style: { ...EN, numbers: 'sv' },
      spec: en(122, 'NOK', { customer: norwegianCustomer() }),
    },
    {
      name: 'h23-compact-sv-plusgiro',
      producer: ht('compact'),
      style: { ...SV, dates: 'dmy-slash' },
      spec: randomInvoice(123, { pay: { bankgiro: false, plusgiro: true, iban: false } }),
    },
    { name: 'h24-compact-en-credit', producer: ht('compact'), style: EN, spec: en(124, 'EUR', { credit: true }) },
    {
      name: 'h25-modern-sv-35-lines',
      producer: ht('modern'),
      style: SV,
      spec: randomInvoice(125, { lines: randomLines(rng(1250), 35, [25, 12]), rounding: true }),
    },
    {
      name: 'x26-facturx-cii-sv',
      producer: { kind: 'hybrid', xml: 'cii', from: { kind: 'pdflib', layout: 'classic' } },
      style: SV,
      spec: randomInvoice(126, { ourRef: null, customerNo: null, ...frakt }),
    },
    {
      name: 'x27-facturx-cii-en',
      producer: { kind: 'hybrid', xml: 'cii', from: { kind: 'pdflib', layout: 'two-column' } },
      style: EN,
      spec: en(127, 'EUR', { ourRef: null, customerNo: null }),
    },
    {
      name: 'x28-ubl-attachment-sv',
      producer: { kind: 'hybrid', xml: 'ubl', from: { kind: 'pdflib', layout: 'classic' } },
      style: SV,
      spec: randomInvoice(128, { ourRef: null, customerNo: null, ...multiRate(128) }),
    },
    {
      name: 's29-scan-classic-sv',
      producer: { kind: 'scan', from: pl('classic') as { kind: 'pdflib'; layout: PdfLibLayout }, angle: 0.8 },
      style: SV,
      spec: randomInvoice(129),
    },
    {
      name: 's30-scan-two-column-sv',
      producer: { kind: 'scan', from: { kind: 'pdflib', layout: 'two-column' }, angle: -1.2 },
      style: SV,
      spec: randomInvoice(130),
    },
    {
      name: 's31-scan-totals-left-sv',
      producer: { kind: 'scan', from: { kind: 'pdflib', layout: 'totals-left' }, angle: 1.5 },
      style: SV,
      spec: randomInvoice(131, { rounding: true }),
    },
    {
      name: 's32-scan-html-modern-sv',
      producer: { kind: 'scan', from: { kind: 'html', template: 'modern' }, angle: -0.6 },
      style: SV,
      spec: randomInvoice(132),
    },
    {
      name: 's33-scan-no-rules-sv',
      producer: { kind: 'scan', from: { kind: 'pdflib', layout: 'no-rules' }, angle: 0.4 },
      style: SV,
      spec: randomInvoice(133),
    },
    {
      name: 's34-scan-stacked-en',
      producer: { kind: 'scan', from: { kind: 'pdflib', layout: 'stacked' }, angle: -1.8 },
      style: { ...EN, dates: 'iso' },
      spec: en(134, 'EUR'),
    },
    {
      name: 's35-scan-classic-multirate',
      producer: { kind: 'scan', from: { kind: 'pdflib', layout: 'classic' }, angle: 1 },
      style: SV,
      spec: randomInvoice(135, { lines: randomLines(rng(1350), 4, [25, 12, 6]), ...frakt }),
    },
    // Fed sideways: a quarter turn clockwise, and three (the page the other way round).
    {
      name: 's36-scan-rotated-90-sv',
      producer: { kind: 'scan', from: { kind: 'pdflib', layout: 'classic' }, angle: 0.7, quarterTurns: 1 },
      style: SV,
      spec: randomInvoice(136),
    },
    {
      name: 's37-scan-rotated-270-en',
      producer: { kind: 'scan', from: { kind: 'pdflib', layout: 'classic' }, angle: -0.9, quarterTurns: 3 },
      style: { ...EN, dates: 'iso' },
      spec: en(137, 'EUR'),
    },
  ];
  return list;
}

async function draw(
  from: { kind: 'pdflib'; layout: PdfLibLayout } | { kind: 'html'; template: HtmlTemplate },
  e: Entry,
  browser: () => Promise<Browser>,
): Promise<Uint8Array> {
  const view = viewOf(e.spec, e.style);
  if (from.kind === 'pdflib') return renderPdfLib(view, from.layout);
  return renderHtml(await browser(), view, from.template);
}

async function attachXml(pdf: Uint8Array, xml: string, kind: 'cii' | 'ubl'): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const name = kind === 'cii' ? 'factur-x.xml' : 'invoice-ubl.xml';
  await doc.attach(Buffer.from(xml, 'utf8'), name, {
    mimeType: kind === 'cii' ? 'text/xml' : 'application/xml',
    description: kind === 'cii' ? 'Factur-X invoice (EN 16931)' : 'Peppol BIS 3 UBL invoice',
    afRelationship: kind === 'cii' ? AFRelationship.Alternative : AFRelationship.Data,
    creationDate: new Date('2026-11-01T00:00:00Z'),
    modificationDate: new Date('2026-11-01T00:00:00Z'),
  });
  return doc.save();
}

async function main(): Promise<void> {
  const filter = process.argv[2];
  fs.mkdirSync(CORPUS_DIR, { recursive: true });
  let browser: Browser | null = null;
  const getBrowser = async (): Promise<Browser> => (browser ??= await launchChromium());
  try {
    for (const e of entries()) {
      if (filter && !e.name.includes(filter)) continue;
      let bytes: Uint8Array;
      let route: 'text' | 'ocr' | 'hybrid' = 'text';
      const p = e.producer;
      if (p.kind === 'pdflib' || p.kind === 'html') {
        bytes = await draw(p, e, getBrowser);
      } else if (p.kind === 'scan') {
        route = 'ocr';
        const seed = Number(e.name.slice(1, 3));
        bytes = await toScan(await draw(p.from, e, getBrowser), {
          dpi: 150,
          angleDeg: p.angle,
          quarterTurns: p.quarterTurns,
          noise: 28,
          seed,
          quality: 70,
        });
      } else {
        route = 'hybrid';
        bytes = await attachXml(
          await draw(p.from, e, getBrowser),
          p.xml === 'cii' ? ciiOf(e.spec) : ublOf(e.spec),
          p.xml,
        );
      }
      fs.writeFileSync(path.join(CORPUS_DIR, `${e.name}.pdf`), bytes);
      fs.writeFileSync(
        path.join(CORPUS_DIR, `${e.name}.truth.json`),
        `${JSON.stringify(truthOf(e.spec, route), null, 2)}\n`,
      );
      console.log(`${e.name}.pdf ${bytes.length} bytes`);
    }
  } finally {
    const b = browser as Browser | null;
    if (b) await b.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
