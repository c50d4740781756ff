// What the external set's manifest records of a PDF besides its bytes: who made it (the PDF's
// Creator and Producer, and the producer family) and the language of its first two pages.
// Shared by build-manifest.ts and add-dev.ts.
import type { PDFDocumentProxy } from '../../../workers/extraction/pdfjs';
import { pageWords } from '../../../workers/extraction/text-layer';
import { guessLanguage, producerFamily } from './manifest';

export interface PdfFacts {
  producer: string;
  producer_family: string;
  language: string;
  /** Words of the first two pages' text layer (few or none on a scan). */
  words: string[];
}

export async function pdfFacts(doc: PDFDocumentProxy): Promise<PdfFacts> {
  const meta = (await doc.getMetadata()).info as { Producer?: string; Creator?: string };
  const producer = `${meta.Creator ?? ''} / ${meta.Producer ?? ''}`.trim();
  const words: string[] = [];
  for (let n = 1; n <= Math.min(2, doc.numPages); n += 1)
    words.push(...(await pageWords(doc, n)).words.map((w) => w.text));
  return { producer, producer_family: producerFamily(producer), language: guessLanguage(words), words };
}
