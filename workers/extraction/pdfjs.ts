// Loads pdf.js (ESM only) and opens documents with the engine's safety settings. The import goes
// through `new Function` because jest compiles our TypeScript to CommonJS with swc, which would
// rewrite a plain `import()` into `require()` and fail on an ESM-only package.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type Pdfjs = typeof PdfjsModule;
export type { PDFDocumentProxy };

const nativeImport = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<unknown>;
const requireFromHere = createRequire(__filename);

let pdfjsPromise: Promise<Pdfjs> | null = null;

function pdfjsDir(): string {
  return path.dirname(requireFromHere.resolve('pdfjs-dist/package.json'));
}

export function loadPdfjs(): Promise<Pdfjs> {
  if (!pdfjsPromise) {
    const entry = pathToFileURL(path.join(pdfjsDir(), 'legacy/build/pdf.mjs')).href;
    pdfjsPromise = nativeImport(entry) as Promise<Pdfjs>;
  }
  return pdfjsPromise;
}

/** Largest image pdf.js decodes (pixels): bigger images are skipped, which defuses image bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  const dir = pdfjsDir();
  const task = pdfjs.getDocument({
    // pdf.js transfers (detaches) the buffer it gets: give it a copy.
    data: new Uint8Array(data),
    standardFontDataUrl: path.join(dir, 'standard_fonts') + path.sep,
    cMapUrl: path.join(dir, 'cmaps') + path.sep,
    cMapPacked: true,
    isEvalSupported: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false,
  });
  return task.promise;
}
