// The scan clean-up before OCR on synthetic pixels: a local threshold keeps grey text beside a
// black block, dust goes, table rules go while glyph-sized strokes stay.
import {
  blur3,
  despeckle,
  eraseRules,
  greyPgm,
  growMask,
  inkGamma,
  inkOnWhite,
  keepMarksNearInk,
  paperLevel,
  sauvola,
  type GreyImage,
} from './binarize';

function page(w: number, h: number, paper = 240): GreyImage {
  return { data: new Uint8Array(w * h).fill(paper), width: w, height: h };
}

function paint(img: GreyImage, x0: number, y0: number, x1: number, y1: number, v: number): void {
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) img.data[y * img.width + x] = v;
}

const inkAt = (ink: Uint8Array, w: number, x: number, y: number): number => ink[y * w + x] as number;

describe('sauvola', () => {
  it('keeps a grey stroke on tinted paper far from a black block, and leaves the paper white', () => {
    const img = page(200, 100);
    paint(img, 0, 0, 60, 100, 10); // a black logo
    paint(img, 150, 40, 153, 60, 140); // a thin grey stroke (grey text)
    const ink = sauvola(img, { window: 33, k: 0.2, range: 128 });
    expect(inkAt(ink, 200, 151, 50)).toBe(1);
    expect(inkAt(ink, 200, 120, 50)).toBe(0);
    expect(inkAt(ink, 200, 190, 10)).toBe(0);
  });
  it('marks nothing on blank paper', () => {
    const ink = sauvola(page(50, 50), { window: 15, k: 0.2, range: 128 });
    expect(ink.reduce((s, v) => s + v, 0)).toBe(0);
  });
});

describe('blur3', () => {
  it('averages a lone dark pixel with its neighbours', () => {
    const img = page(5, 5, 255);
    paint(img, 2, 2, 3, 3, 0);
    expect(blur3(img).data[2 * 5 + 2]).toBe(Math.round((8 * 255) / 9));
  });
});

describe('despeckle', () => {
  it('clears an isolated speck and keeps a glyph-sized blob', () => {
    const w = 30;
    const ink = new Uint8Array(w * w);
    ink[5 * w + 5] = 1;
    ink[5 * w + 6] = 1;
    for (let y = 15; y < 20; y += 1) for (let x = 15; x < 18; x += 1) ink[y * w + x] = 1;
    const out = despeckle(ink, w, w);
    expect(inkAt(out, w, 5, 5)).toBe(0);
    expect(inkAt(out, w, 16, 17)).toBe(1);
  });
});

describe('eraseRules', () => {
  const w = 200;
  const h = 120;
  const opts = { minRun: 66, minCol: 60, margin: 2 };
  function grid(): Uint8Array {
    const ink = new Uint8Array(w * h);
    for (let x = 10; x < 190; x += 1) for (let y = 20; y < 22; y += 1) ink[y * w + x] = 1; // horizontal rule
    for (let y = 10; y < 110; y += 1) for (let x = 100; x < 102; x += 1) ink[y * w + x] = 1; // vertical rule
    for (let y = 40; y < 60; y += 1) for (let x = 30; x < 33; x += 1) ink[y * w + x] = 1; // a glyph stem
    for (let x = 40; x < 60; x += 1) ink[70 * w + x] = 1; // a glyph bar
    return ink;
  }
  it('erases long horizontal and vertical runs with their margin', () => {
    const ink = grid();
    ink[23 * w + 50] = 1; // anti-aliased step beside the rule
    const out = eraseRules(ink, w, h, opts);
    expect(inkAt(out, w, 50, 20)).toBe(0);
    expect(inkAt(out, w, 50, 23)).toBe(0);
    expect(inkAt(out, w, 100, 80)).toBe(0);
    expect(inkAt(out, w, 101, 20)).toBe(0);
  });
  it('keeps strokes shorter than a rule', () => {
    const out = eraseRules(grid(), w, h, opts);
    expect(inkAt(out, w, 31, 50)).toBe(1);
    expect(inkAt(out, w, 50, 70)).toBe(1);
  });
});

describe('paperLevel', () => {
  it('is the commonest grey, leaving out the pure white of erased pixels', () => {
    const img = page(40, 40, 255);
    paint(img, 0, 0, 40, 15, 238); // tinted paper, less of the page than the painted white
    paint(img, 5, 5, 10, 10, 20); // ink
    expect(paperLevel(img)).toBe(238);
  });

  it('is pure white on a rendered digital page, whose commonest grey below white is black ink', () => {
    const img = page(40, 40, 255);
    paint(img, 5, 5, 35, 12, 0); // black text, far more than any single grey of its edges
    paint(img, 5, 12, 35, 13, 128);
    expect(paperLevel(img)).toBe(255);
  });
});

describe('growMask', () => {
  it('grows a pixel into a square of side 2r + 1, clipped at the edges', () => {
    const w = 10;
    const ink = new Uint8Array(w * w);
    ink[5 * w + 5] = 1;
    ink[0] = 1;
    const out = growMask(ink, w, w, 2);
    expect(inkAt(out, w, 3, 3)).toBe(1);
    expect(inkAt(out, w, 7, 7)).toBe(1);
    expect(inkAt(out, w, 8, 5)).toBe(0);
    expect(inkAt(out, w, 2, 2)).toBe(1);
    expect(out.reduce((s, v) => s + v, 0)).toBe(25 + 9); // the corner's square clipped to 3 × 3
  });
});

describe('inkGamma and inkOnWhite', () => {
  // Light grey print (160 on 240 paper) at the left, black print at the right, far apart.
  const w = 200;
  const h = 40;
  const img = page(w, h);
  paint(img, 10, 10, 14, 30, 160);
  paint(img, 180, 10, 184, 30, 10);
  const ink = new Uint8Array(w * h);
  for (let y = 10; y < 30; y += 1) for (const x of [10, 11, 12, 13, 180, 181, 182, 183]) ink[y * w + x] = 1;
  const tiles = inkGamma(img, ink, 240, { tile: 16, target: 60, maxGamma: 4 });
  const keep = growMask(ink, w, h, 2);
  const out = inkOnWhite(img, keep, 240, tiles);
  it('darkens light print to the target and leaves black print as it is', () => {
    expect(out[20 * w + 12]).toBeGreaterThanOrEqual(55);
    expect(out[20 * w + 12]).toBeLessThanOrEqual(65);
    expect(out[20 * w + 181]).toBe(Math.round((255 * 10) / 240));
  });
  it('paints everything away from the kept ink white, and paper in the rim white too', () => {
    expect(out[20 * w + 100]).toBe(255);
    expect(out[20 * w + 15]).toBe(255); // rim pixel: paper grey 240 relative to 240 paper
    expect(out[5 * w + 12]).toBe(255);
  });
  it('does not stretch a tile whose only ink is as dark as black print', () => {
    expect(tiles.gamma[Math.floor(20 / 16) * tiles.cols + Math.floor(181 / 16)]).toBe(1);
  });
});

describe('keepMarksNearInk', () => {
  it('gives back a decimal point between digits and leaves a far speck out', () => {
    const w = 80;
    const h = 30;
    const raw = new Uint8Array(w * h);
    for (let y = 5; y < 20; y += 1) for (const x of [10, 11, 12, 22, 23, 24]) raw[y * w + x] = 1; // two digit stems
    for (const [x, y] of [
      [16, 18],
      [17, 18],
      [16, 19],
      [17, 19],
      [60, 10],
      [61, 10],
      [60, 11],
      [61, 11],
    ] as const)
      raw[y * w + x] = 1; // the point at the baseline, a speck far right
    const kept = despeckle(raw, w, h);
    expect(inkAt(kept, w, 16, 18)).toBe(0); // despeckle alone loses the point
    const out = keepMarksNearInk(raw, kept, w, h, { reachX: 5, reachY: 8 });
    expect(inkAt(out, w, 16, 18)).toBe(1);
    expect(inkAt(out, w, 17, 19)).toBe(1);
    expect(inkAt(out, w, 60, 10)).toBe(0);
  });
});

describe('greyPgm', () => {
  it('writes a P5 header with the size and then the pixels as they are', () => {
    const img: GreyImage = { data: Uint8Array.from([0, 128, 255, 7, 8, 9]), width: 3, height: 2 };
    const pgm = greyPgm(img);
    const head = 'P5\n3 2\n255\n';
    expect(pgm.subarray(0, head.length).toString('latin1')).toBe(head);
    expect([...pgm.subarray(head.length)]).toEqual([0, 128, 255, 7, 8, 9]);
  });
});
