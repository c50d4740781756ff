// Generates the bad-input samples: `npx tsx tools/extraction-corpus/bad-input/generate.ts`.
// - encrypted-user-password.pdf: a password is needed to open it (RC4 128, user 'faktura');
// - encrypted-owner-only.pdf: permissions only (empty user password), readable like any PDF;
// - no-unicode-font.pdf: the text is drawn with a Type3 font whose glyphs have made-up names and
//   codes from 1 and no ToUnicode map, so the text layer is control characters, while the page
//   renders as ordinary Helvetica (each glyph draws a Helvetica letter).
// The generator checks its work with pdf.js: the password opens the first, the text layer of the
// third is unreadable.
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { loadPdfjs } from '../../../workers/extraction/pdfjs';
import { standardSecurity, writePdf, type PdfObject } from './pdf-objects';

export const BAD_INPUT_DIR = __dirname;
export const USER_PASSWORD = 'faktura';

/** [x, top, size, text]: a one-page Swedish invoice in points from the top-left of A4. */
export const SAMPLE_LINES: Array<[number, number, number, string]> = [
  [40, 40, 18, 'Fjällvind Konsult AB'],
  [40, 64, 11, 'Storgatan 12'],
  [40, 78, 11, '111 52 Stockholm'],
  [430, 40, 20, 'FAKTURA'],
  [330, 120, 11, 'Fakturanummer'],
  [470, 120, 11, '48213'],
  [330, 136, 11, 'Fakturadatum'],
  [470, 136, 11, '2026-11-02'],
  [330, 152, 11, 'Förfallodatum'],
  [470, 152, 11, '2026-12-02'],
  [40, 120, 9, 'Faktureringsadress'],
  [40, 134, 11, 'Hedmans Bil AB'],
  [40, 148, 11, 'Hamngatan 3'],
  [40, 162, 11, '411 06 Göteborg'],
  [40, 220, 11, 'Beskrivning'],
  [330, 220, 11, 'Antal'],
  [400, 220, 11, 'À-pris'],
  [490, 220, 11, 'Belopp'],
  [40, 240, 11, 'Konsulttimmar'],
  [330, 240, 11, '10'],
  [400, 240, 11, '950,00'],
  [490, 240, 11, '9 500,00'],
  [330, 280, 11, 'Summa exkl. moms'],
  [490, 280, 11, '9 500,00'],
  [330, 296, 11, 'Moms 25%'],
  [490, 296, 11, '2 375,00'],
  [330, 314, 13, 'Att betala SEK'],
  [490, 314, 13, '11 875,00'],
  [40, 280, 11, 'Bankgiro'],
  [120, 280, 11, '5050-1055'],
  [40, 296, 11, 'OCR-nummer'],
  [120, 296, 11, '4821302'],
  [40, 790, 9, 'Org.nr 556677-8899   Momsreg.nr SE556677889901'],
];

const H = 841.89;
const W = 595.28;
const esc = (s: string): string => s.replace(/([\\()])/g, '\\$1');

function catalogAndPage(fontDict: string, content: Buffer): PdfObject[] {
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    { dict: '<< >>', stream: content },
    fontDict,
  ];
}

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** The sample drawn in Helvetica: a text layer pdf.js reads once the file is decrypted. */
function helveticaContent(): Buffer {
  const ops = SAMPLE_LINES.map(
    ([x, top, size, text]) => `BT /F1 ${size} Tf 1 0 0 1 ${x} ${(H - top - size).toFixed(2)} Tm (${esc(text)}) Tj ET`,
  );
  return Buffer.from(ops.join('\n'), 'latin1');
}

export function encryptedPdf(userPassword: string, ownerPassword: string): Buffer {
  const id = Buffer.from(`bad-input-${userPassword || 'owner-only'}`.padEnd(16, '.').slice(0, 16), 'latin1');
  const security = standardSecurity(userPassword, ownerPassword, id);
  return writePdf(catalogAndPage(HELVETICA, helveticaContent()), {
    security,
    info: { Producer: 'corpus bad-input generator' },
  });
}

/** The sample in a Type3 font: codes 1, 2, 3 … in order of first use, glyphs named /q1, /q2 … */
export async function noUnicodeFontPdf(): Promise<Buffer> {
  const helv: PDFFont = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const codes = new Map<string, number>();
  for (const [, , , text] of SAMPLE_LINES) for (const ch of text) if (!codes.has(ch)) codes.set(ch, codes.size + 1);
  const chars = [...codes.keys()];
  const firstProc = 8;
  const objects = catalogAndPage(
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 -220 1000 950] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs 6 0 R` +
      ` /Encoding << /Type /Encoding /Differences [1 ${chars.map((_, i) => `/q${i + 1}`).join(' ')}] >>` +
      ` /FirstChar 1 /LastChar ${chars.length} /Widths [${chars.map((c) => Math.round(helv.widthOfTextAtSize(c, 1000))).join(' ')}]` +
      ' /Resources << /Font << /H 7 0 R >> >> >>',
    Buffer.from(
      SAMPLE_LINES.map(([x, top, size, text]) => {
        const hex = [...text].map((c) => (codes.get(c) as number).toString(16).padStart(2, '0')).join('');
        return `BT /F1 ${size} Tf 1 0 0 1 ${x} ${(H - top - size).toFixed(2)} Tm <${hex}> Tj ET`;
      }).join('\n'),
      'latin1',
    ),
  );
  objects.push(`<< ${chars.map((_, i) => `/q${i + 1} ${firstProc + i} 0 R`).join(' ')} >>`, HELVETICA);
  for (const c of chars) {
    const w = Math.round(helv.widthOfTextAtSize(c, 1000));
    const draw = c === ' ' ? '' : ` BT /H 1000 Tf 0 0 Td (${esc(c)}) Tj ET`;
    objects.push({ dict: '<< >>', stream: Buffer.from(`${w} 0 d0${draw}`, 'latin1') });
  }
  return writePdf(objects);
}

/** pdf.js reads the encrypted sample with the password, refuses it without, and gets no words from the Type3 one. */
async function verify(files: Record<string, Buffer>): Promise<void> {
  const pdfjs = await loadPdfjs();
  const text = async (data: Buffer, password?: string): Promise<string> => {
    const doc = await pdfjs.getDocument({ data: new Uint8Array(data), password, verbosity: 0, isEvalSupported: false })
      .promise;
    const page = await doc.getPage(1);
    const items = (await page.getTextContent()).items as Array<{ str?: string }>;
    await doc.destroy();
    return items.map((i) => i.str ?? '').join(' ');
  };
  const locked = files['encrypted-user-password.pdf'] as Buffer;
  if (!(await text(locked, USER_PASSWORD)).includes('Fakturanummer'))
    throw new Error('the password does not open the encrypted sample');
  await text(locked).then(
    () => {
      throw new Error('the encrypted sample opened without its password');
    },
    (e: { name?: string }) => {
      if (e.name !== 'PasswordException') throw e;
    },
  );
  if (!(await text(files['encrypted-owner-only.pdf'] as Buffer)).includes('Att betala'))
    throw new Error('the owner-only sample does not read');
  const garbled = await text(files['no-unicode-font.pdf'] as Buffer);
  if (/Faktura|Summa/.test(garbled)) throw new Error('the Type3 sample has a readable text layer');
}

async function main(): Promise<void> {
  const files: Record<string, Buffer> = {
    'encrypted-user-password.pdf': encryptedPdf(USER_PASSWORD, 'ägare-2026'),
    'encrypted-owner-only.pdf': encryptedPdf('', 'ägare-2026'),
    'no-unicode-font.pdf': await noUnicodeFontPdf(),
  };
  await verify(files);
  for (const [name, bytes] of Object.entries(files)) {
    fs.writeFileSync(path.join(BAD_INPUT_DIR, name), bytes);
    console.log(`${name} ${bytes.length} bytes`);
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
