// Light print on a dark fill is turned into dark print on light paper; black print is left alone.
import { cleanScan } from './ocr';
import { clearMidFills, darkFills, invertDarkFills } from './dark-fills';
import type { GreyImage } from './binarize';

function page(w: number, h: number): GreyImage {
  return { data: new Uint8Array(w * h).fill(250), width: w, height: h };
}

function paint(img: GreyImage, x0: number, y0: number, x1: number, y1: number, v: number): void {
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) img.data[y * img.width + x] = v;
}

describe('dark fills', () => {
  it('finds a dark band and inverts it, its white letters becoming dark', () => {
    const img = page(400, 300);
    paint(img, 0, 0, 400, 80, 40); // the band
    paint(img, 20, 30, 120, 45, 255); // white 'text' in it
    expect(darkFills(img, { tile: 10, minTiles: 40 })).toEqual([{ x0: 0, y0: 0, x1: 400, y1: 80 }]);
    const out = invertDarkFills(img, { tile: 10, minTiles: 40 });
    expect(out.data[35 * 400 + 50]).toBe(0);
    expect(out.data[10 * 400 + 200]).toBe(215);
    expect(out.data[200 * 400 + 200]).toBe(250);
  });
  it('leaves black letters and thin rules on white paper alone', () => {
    const img = page(400, 300);
    for (let k = 0; k < 8; k += 1) paint(img, 20 + k * 30, 100, 26 + k * 30, 130, 0); // strokes
    paint(img, 0, 200, 400, 203, 0); // a rule
    expect(darkFills(img, { tile: 10, minTiles: 40 })).toEqual([]);
    expect(invertDarkFills(img, { tile: 10, minTiles: 40 })).toBe(img);
  });
  it('hands tesseract the letters of a dark band as ink', () => {
    const w = 400;
    const h = 300;
    const rgba = new Uint8ClampedArray(w * h * 4).fill(250);
    for (let y = 0; y < 80; y += 1)
      for (let x = 0; x < w; x += 1) {
        const white = y >= 30 && y < 45 && x >= 20 && x < 120 && x % 10 < 4;
        rgba.fill(white ? 255 : 40, 4 * (y * w + x), 4 * (y * w + x) + 3);
      }
    const ctx = { getImageData: () => ({ data: rgba, width: w, height: h }) } as unknown as Parameters<
      typeof cleanScan
    >[0];
    const cleaned = cleanScan(ctx, w, h);
    // A letter stroke of the band is dark on the page tesseract reads; the band around it is paper.
    expect(cleaned.page.data[35 * w + 21]).toBeLessThan(128);
    expect(cleaned.page.data[10 * w + 300]).toBeGreaterThan(200);
  });

  it('turns white letters on a mid-grey band into ink on paper, and leaves dark print on grey alone', () => {
    const img = page(400, 300);
    paint(img, 0, 0, 400, 60, 145); // a grey table header, too light for a dark fill
    for (let k = 0; k < 12; k += 1) paint(img, 20 + k * 8, 20, 22 + k * 8, 35, 255); // white letter strokes
    paint(img, 0, 120, 400, 180, 160); // a grey box with black print
    paint(img, 20, 140, 120, 155, 20);
    expect(darkFills(img, { tile: 10, minTiles: 40 })).toEqual([]);
    const out = clearMidFills(img, { tile: 10, minTiles: 40 });
    expect(out.data[25 * 400 + 52]).toBe(0); // a white stroke, now ink
    expect(out.data[10 * 400 + 300]).toBe(255); // the band, now paper
    expect(out.data[150 * 400 + 300]).toBe(160); // the box with dark print: unchanged
    expect(out.data[145 * 400 + 50]).toBe(20);
    expect(out.data[250 * 400 + 200]).toBe(250); // the page
  });
  it('leaves a page without a mid-grey fill as it is', () => {
    const img = page(400, 300);
    for (let k = 0; k < 8; k += 1) paint(img, 20 + k * 30, 100, 36 + k * 30, 130, 0); // bold strokes
    expect(clearMidFills(img, { tile: 10, minTiles: 40 })).toBe(img);
  });
  it('never clears a dark fill already inverted, whose print is now darker than it', () => {
    const img = page(400, 300);
    paint(img, 0, 0, 400, 80, 100); // a dark header
    for (let k = 0; k < 12; k += 1) paint(img, 20 + k * 8, 30, 22 + k * 8, 45, 255); // its white strokes
    const o = { tile: 10, minTiles: 40 };
    const boxes = darkFills(img, o);
    expect(boxes).toHaveLength(1);
    const inverted = invertDarkFills(img, o);
    const out = clearMidFills(inverted, o, boxes);
    expect(out.data[35 * 400 + 20]).toBe(0); // a stroke stays ink
    expect(out).toBe(inverted);
  });
});
