// OCR words into the text route's geometry: font-sized boxes on one bottom line, numbers cut at
// their decimal mark joined, dust dropped.
import { buildLines } from './layout';
import { isDust, joinsNumber, textSizeOf, wordsFromOcrLines, type OcrLineIn, type OcrWordIn } from './ocr-words';

function word(text: string, x0: number, x1: number, y0: number, y1: number, confidence = 90): OcrWordIn {
  return { text, confidence, bbox: { x0, y0, x1, y1 } };
}

function line(words: OcrWordIn[], rowHeight = 20, descenders = 5): OcrLineIn {
  const y0 = Math.min(...words.map((w) => w.bbox.y0));
  const y1 = Math.max(...words.map((w) => w.bbox.y1));
  return {
    bbox: { x0: words[0]?.bbox.x0 ?? 0, y0, x1: words.at(-1)?.bbox.x1 ?? 0, y1 },
    words,
    rowAttributes: { rowHeight, descenders },
  };
}

describe('wordsFromOcrLines', () => {
  it('grows ink-tight boxes to the font size so a word gap does not split the segment', () => {
    // Caps only: ink 13 px high, a word gap of 16 px (wider than 0.9 × 13, narrower than 0.9 × 25).
    const l = line([word('MUSTERLIEFERANT', 100, 340, 232, 245), word('GMBH', 356, 420, 232, 245)]);
    const words = wordsFromOcrLines([l], 1, 1);
    expect(words.map((w) => w.h)).toEqual([25, 25]);
    expect(words.map((w) => w.y + w.h)).toEqual([245, 245]);
    const lines = buildLines({ page: 1, width: 600, height: 800, words });
    expect(lines[0]?.segments.map((s) => s.text)).toEqual(['MUSTERLIEFERANT GMBH']);
  });
  it('keeps each word on its own bottom when tesseract joins rows of two columns', () => {
    const l = line([word('Name', 10, 60, 100, 114), word('Beleg-Nr', 400, 480, 112, 126)]);
    const [a, b] = wordsFromOcrLines([l], 1, 2);
    expect(a?.y).toBeCloseTo((114 - 25) / 2);
    expect(b?.y).toBeCloseTo((126 - 25) / 2);
  });
  it('joins a number cut after its decimal mark and drops dust', () => {
    const l = line([word('100,', 10, 50, 100, 115), word('0000', 60, 100, 100, 115), word('|', 110, 112, 95, 120, 30)]);
    expect(wordsFromOcrLines([l], 1, 1).map((w) => w.text)).toEqual(['100,0000']);
  });
});

describe('joinsNumber', () => {
  it('does not join two amounts or a word', () => {
    expect(joinsNumber(word('19,', 10, 40, 0, 15), word('180,00', 80, 140, 0, 15))).toBe(false);
    expect(joinsNumber(word('19,0', 10, 40, 0, 15), word('100', 45, 80, 0, 15))).toBe(false);
    expect(joinsNumber(word('Stk.', 10, 40, 0, 15), word('1', 45, 50, 0, 15))).toBe(false);
    expect(joinsNumber(word('100,', 10, 50, 0, 15), word('0000', 90, 130, 0, 15))).toBe(false);
  });
});

describe('textSizeOf', () => {
  it('ignores a size estimate far above the words (rows merged)', () => {
    const ws = [word('a', 0, 10, 0, 10), word('b', 20, 30, 0, 10)];
    expect(
      textSizeOf(
        { bbox: { x0: 0, y0: 0, x1: 30, y1: 10 }, words: ws, rowAttributes: { rowHeight: 40, descenders: 10 } },
        ws,
      ),
    ).toBe(0);
    expect(textSizeOf({ bbox: { x0: 0, y0: 0, x1: 30, y1: 10 }, words: ws }, ws)).toBe(0);
    expect(
      textSizeOf(
        { bbox: { x0: 0, y0: 0, x1: 30, y1: 10 }, words: ws, rowAttributes: { rowHeight: 14, descenders: 4 } },
        ws,
      ),
    ).toBe(18);
  });
});

describe('isDust', () => {
  it("keeps a separator tesseract is sure of ('Date :'), drops an unsure one and rule fragments", () => {
    expect(isDust(':', 90)).toBe(false);
    expect(isDust('/', 85)).toBe(false);
    expect(isDust(':', 40)).toBe(true);
    expect(isDust('|', 95)).toBe(true);
    expect(isDust('oo', 30)).toBe(true);
    expect(isDust('12', 30)).toBe(false);
  });

  it("keeps a percent sign with its colon ('Vero 14 %: 165,77 €'), unless unsure", () => {
    expect(isDust('%:', 92)).toBe(false);
    expect(isDust('%)', 90)).toBe(false);
    expect(isDust('%:', 50)).toBe(true);
    expect(isDust(':)', 95)).toBe(true);
  });
});
