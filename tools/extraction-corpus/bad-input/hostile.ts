// Hostile PDFs for the content budget's tests (built on the fly, never committed): a small file whose
// FlateDecode content stream inflates to hundreds of MB, and pages of millions of tiny operators.
// `npx tsx tools/extraction-corpus/bad-input/hostile.ts <dir>` writes them for the command line.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { writePdf } from './pdf-objects';

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const MB = 1024 * 1024;

function onePage(contentDict: string, content: Buffer): Buffer {
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: contentDict, stream: content },
    HELVETICA,
  ]);
}

/**
 * A zlib stream of `text` followed by `zeroMb` MB of NUL bytes (white space to a PDF lexer), made
 * without ever holding the inflated bytes: 1 MB of zeros is deflated once with a full flush (no
 * back references across it), its blocks repeated, then the final block and the Adler-32.
 */
export function zeroPaddedZlib(text: string, zeroMb: number): Buffer {
  const head = Buffer.from(text, 'latin1');
  const full = { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH };
  const first = zlib.deflateRawSync(head, full);
  const zeros = zlib.deflateRawSync(Buffer.alloc(MB), full);
  const last = zlib.deflateRawSync(Buffer.alloc(0));
  // Adler-32: a is 1 + the byte sum, b the sum of the a's; a NUL adds nothing to a and a to b.
  let a = 1;
  let b = 0;
  for (const byte of head) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  b = (b + a * ((zeroMb * MB) % 65521)) % 65521;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), first, ...Array<Buffer>(zeroMb).fill(zeros), last, adler]);
}

/** One page with a line of text whose content stream inflates to `mb` MB. */
export function inflateBombPdf(mb: number): Buffer {
  return onePage('<< /Filter /FlateDecode >>', zeroPaddedZlib('BT /F1 24 Tf 72 720 Td (Faktura 1001) Tj ET\n', mb));
}

/**
 * One page of `count` tiny operators: 'text' shows a one-letter string each (each becomes a pdf.js
 * text item), 'path' draws a dot each. `deflate: false` writes the stream uncompressed.
 */
export function operatorFloodPdf(count: number, kind: 'text' | 'path', deflate = true): Buffer {
  const unit = kind === 'text' ? '(x) Tj ' : '0 0 m ';
  const body = Buffer.from(
    kind === 'text' ? `BT /F1 1 Tf 72 720 Td ${unit.repeat(count)}ET\n` : `${unit.repeat(count)}S\n`,
    'latin1',
  );
  return deflate ? onePage('<< /Filter /FlateDecode >>', zlib.deflateSync(body)) : onePage('<< >>', body);
}

if (require.main === module) {
  const dir = process.argv[2] ?? '.';
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'inflate-300mb.pdf'), inflateBombPdf(300));
  fs.writeFileSync(path.join(dir, 'text-ops-2m.pdf'), operatorFloodPdf(2_000_000, 'text'));
  fs.writeFileSync(path.join(dir, 'path-ops-2m.pdf'), operatorFloodPdf(2_000_000, 'path'));
  for (const f of fs.readdirSync(dir)) console.log(f, fs.statSync(path.join(dir, f)).size);
}
