// The external evaluation set: the committed manifest (where each public document lives, its
// hash, split and family) and the git-ignored cache the documents are fetched into.
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST_PATH = path.join(__dirname, 'manifest.json');
export const CACHE_DIR = process.env.EXTRACTION_EVAL_CACHE ?? path.join(__dirname, 'cache');

export type Split = 'dev' | 'held-out';

export interface ManifestEntry {
  repository: string;
  commit: string;
  path: string;
  sha256: string;
  bytes: number;
  pages: number;
  /** Template family: one template from one renderer (capped at 10 documents). */
  family: string;
  /** The PDF's Creator / Producer as written in the file. */
  producer: string;
  producer_family: string;
  language: string;
  split: Split;
  /**
   * Where the ground truth comes from: the embedded invoice XML (EN 16931, every field), or for a
   * document without one the expected values its repository publishes (invoice2data's JSON; only
   * the header fields it lists are scored).
   */
  truth: { kind: 'xml'; attachment: string } | { kind: 'invoice2data'; path: string; sha256: string };
}

export function loadManifest(): ManifestEntry[] {
  return (JSON.parse(fs.readFileSync(MANIFEST_PATH, 'utf8')) as { documents: ManifestEntry[] }).documents;
}

export function cachedPath(e: ManifestEntry): string {
  return path.join(CACHE_DIR, `${e.sha256}.pdf`);
}

/** The cached expected-values file of a document without an embedded XML, or null. */
export function truthPath(e: ManifestEntry): string | null {
  return e.truth.kind === 'invoice2data' ? path.join(CACHE_DIR, `${e.truth.sha256}.json`) : null;
}

/** Whether every document of the manifest is in the cache. */
export function cacheComplete(entries: readonly ManifestEntry[]): boolean {
  return entries.every(
    (e) => fs.existsSync(cachedPath(e)) && (truthPath(e) === null || fs.existsSync(truthPath(e) as string)),
  );
}

const STOPWORDS: Record<string, readonly string[]> = {
  de: [
    'rechnung',
    'und',
    'der',
    'die',
    'mwst',
    'ust',
    'betrag',
    'datum',
    'gesamt',
    'netto',
    'brutto',
    'zahlbar',
    'summe',
    'menge',
    'für',
  ],
  fr: [
    'facture',
    'tva',
    'montant',
    'total',
    'le',
    'la',
    'les',
    'du',
    'des',
    'prix',
    'quantité',
    'date',
    'échéance',
    'avoir',
  ],
  en: ['invoice', 'the', 'total', 'amount', 'due', 'date', 'quantity', 'price', 'tax', 'vat', 'and', 'to', 'bill'],
  sv: ['faktura', 'att', 'betala', 'moms', 'och', 'summa', 'belopp', 'förfallodatum', 'antal', 'pris'],
};

/** The page's language by stop-word counts (de, fr, en, sv). */
export function guessLanguage(words: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const w of words) {
    const k = w.toLowerCase().replace(/[^\p{L}]/gu, '');
    for (const [lang, list] of Object.entries(STOPWORDS))
      if (list.includes(k)) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'unknown';
}

/** The renderer family of a PDF Creator / Producer string (the first known name in it). */
export function producerFamily(producer: string): string {
  const p = producer.toLowerCase();
  const known = [
    'intarsys',
    'symtrax',
    'mustang',
    'itext',
    'pdfbox',
    'libreoffice',
    'openoffice',
    'tcpdf',
    'fpdf',
    'reportlab',
    'weasyprint',
    'wkhtmltopdf',
    'microsoft',
    'ghostscript',
    'pdflib',
    'apache fop',
    'fop',
    'prince',
    'cairo',
    'skia',
    'qt',
    'pdfsharp',
    'jasper',
    'crystal',
    'acrobat',
    'adobe',
    'ibex',
    'callas',
    'dompdf',
    'mpdf',
    'sap',
    'pdf-xchange',
  ];
  return known.find((k) => p.includes(k)) ?? (p.split(/[\s/(;,]+/)[0] || 'unknown');
}
