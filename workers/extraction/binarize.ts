// Binarisation of a scanned page for OCR, on plain grey arrays (no canvas) so each rule can be
// tested on synthetic pixels. A local (Sauvola) threshold rather than one global one: a page
// that mixes black headings or a logo with grey body text on tinted paper has no single threshold
// that keeps the grey text (a global Otsu threshold fell between the logo and the text and erased
// the text), while a threshold from each pixel's neighbourhood follows the local contrast.

/** A grey image: one byte a pixel, 0 black … 255 white, row by row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * A grey image as a binary PGM file (netpbm P5: a short text header, then one byte a pixel).
 * Tesseract reads it as it is, where a PNG of the canvas costs a compression here and a
 * decompression and an RGBA-to-grey conversion in tesseract: 0.3 s a page between them.
 */
export function greyPgm(img: GreyImage): Buffer {
  const head = Buffer.from(`P5\n${img.width} ${img.height}\n255\n`, 'latin1');
  return Buffer.concat([head, img.data]);
}

/** Luminance of RGBA pixels. */
export function greyOf(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < data.length; i += 4, j += 1)
    data[j] = ((rgba[i] as number) * 3 + (rgba[i + 1] as number) * 6 + (rgba[i + 2] as number)) / 10;
  return { data, width, height };
}

/**
 * A 3×3 box blur: melts sensor noise and single-pixel specks before thresholding. Separable:
 * sums of three pixels across, then of three such sums down (the page's edges average the
 * pixels they have), two reads a pixel instead of nine.
 */
export function blur3(img: GreyImage): GreyImage {
  const { data: g, width: w, height: h } = img;
  const across = new Uint16Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const row = y * w;
    for (let x = 0; x < w; x += 1) {
      let s = g[row + x] as number;
      if (x > 0) s += g[row + x - 1] as number;
      if (x < w - 1) s += g[row + x + 1] as number;
      across[row + x] = s;
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const row = y * w;
    const ny = 1 + (y > 0 ? 1 : 0) + (y < h - 1 ? 1 : 0);
    for (let x = 0; x < w; x += 1) {
      const j = row + x;
      let s = across[j] as number;
      if (y > 0) s += across[j - w] as number;
      if (y < h - 1) s += across[j + w] as number;
      const nx = 1 + (x > 0 ? 1 : 0) + (x < w - 1 ? 1 : 0);
      out[j] = Math.round(s / (nx * ny));
    }
  }
  return { data: out, width: w, height: h };
}

export interface SauvolaOptions {
  /** Side of the square neighbourhood in pixels (odd); about two text lines high works. */
  window: number;
  /** Sensitivity: higher keeps less (0.2–0.5 usual). */
  k: number;
  /** Dynamic range of the standard deviation (128 for 8-bit grey). */
  range: number;
}

/**
 * Sauvola's threshold T = m · (1 + k · (s / R − 1)) from the mean m and standard deviation s of
 * each pixel's window; answers 1 for ink, 0 for paper. Window sums slide along rows and columns
 * (memory of one row of sums, not a whole-page integral image).
 */
export function sauvola(img: GreyImage, o: SauvolaOptions): Uint8Array {
  const { data: g, width: w, height: h } = img;
  const r = Math.max(1, Math.floor(o.window / 2));
  const ink = new Uint8Array(w * h);
  const paperAtMean = o.k >= 0 && o.range >= 128;
  const colSum = new Float64Array(w);
  const colSq = new Float64Array(w);
  // Every column holds the same number of rows of the window, so a window's pixel count is that
  // times its number of columns.
  let rowsIn = 0;
  const addRow = (y: number, sign: 1 | -1): void => {
    const base = y * w;
    for (let x = 0; x < w; x += 1) {
      const v = g[base + x] as number;
      colSum[x] = (colSum[x] as number) + sign * v;
      colSq[x] = (colSq[x] as number) + sign * v * v;
    }
    rowsIn += sign;
  };
  for (let y = 0; y < Math.min(h, r); y += 1) addRow(y, 1);
  for (let y = 0; y < h; y += 1) {
    if (y + r < h) addRow(y + r, 1);
    if (y - r - 1 >= 0) addRow(y - r - 1, -1);
    let s = 0;
    let sq = 0;
    let colsIn = 0;
    for (let x = 0; x < Math.min(w, r); x += 1) {
      s += colSum[x] as number;
      sq += colSq[x] as number;
      colsIn += 1;
    }
    const base = y * w;
    for (let x = 0; x < w; x += 1) {
      if (x + r < w) {
        s += colSum[x + r] as number;
        sq += colSq[x + r] as number;
        colsIn += 1;
      }
      if (x - r - 1 >= 0) {
        s -= colSum[x - r - 1] as number;
        sq -= colSq[x - r - 1] as number;
        colsIn -= 1;
      }
      const n = rowsIn * colsIn;
      const m = s / n;
      // The threshold never exceeds the mean (the deviation of 8-bit grey is at most 127.5), so
      // a pixel at or above it is paper without a square root.
      if (paperAtMean && (g[base + x] as number) >= m) continue;
      const sd = Math.sqrt(Math.max(0, sq / n - m * m));
      const t = m * (1 + o.k * (sd / o.range - 1));
      ink[base + x] = (g[base + x] as number) < t ? 1 : 0;
    }
  }
  return ink;
}

/** Clears ink pixels with fewer than `min` ink neighbours in their 5×5 window (dust, noise). */
export function despeckle(ink: Uint8Array, w: number, h: number, min = 5): Uint8Array {
  const out = ink.slice();
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      if (!ink[y * w + x]) continue;
      let n = 0;
      for (let yy = Math.max(0, y - 2); yy <= Math.min(h - 1, y + 2) && n < min; yy += 1)
        for (let xx = Math.max(0, x - 2); xx <= Math.min(w - 1, x + 2); xx += 1) if (ink[yy * w + xx]) n += 1;
      if (n < min) out[y * w + x] = 0;
    }
  }
  return out;
}

/**
 * Gives back what `despeckle` took from `raw` where the cleaned mask has ink within `reachX`
 * pixels across and `reachY` down: a decimal point or comma of small print is a speck too, and
 * without it '24.453,31' read '24 453,31' and '25,00' read '2500'. Dust lies mostly away from
 * the print, so it stays out.
 */
export function keepMarksNearInk(
  raw: Uint8Array,
  kept: Uint8Array,
  w: number,
  h: number,
  o: { reachX: number; reachY: number },
): Uint8Array {
  // Integral image of the kept mask: ink count of any window in four reads.
  const sum = new Uint32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y += 1) {
    let row = 0;
    for (let x = 0; x < w; x += 1) {
      row += kept[y * w + x] as number;
      sum[(y + 1) * (w + 1) + x + 1] = (sum[y * (w + 1) + x + 1] as number) + row;
    }
  }
  const out = kept.slice();
  for (let y = 0; y < h; y += 1) {
    const y0 = Math.max(0, y - o.reachY);
    const y1 = Math.min(h, y + o.reachY + 1);
    for (let x = 0; x < w; x += 1) {
      const j = y * w + x;
      if (!raw[j] || kept[j]) continue;
      const x0 = Math.max(0, x - o.reachX);
      const x1 = Math.min(w, x + o.reachX + 1);
      const n =
        (sum[y1 * (w + 1) + x1] as number) -
        (sum[y0 * (w + 1) + x1] as number) -
        (sum[y1 * (w + 1) + x0] as number) +
        (sum[y0 * (w + 1) + x0] as number);
      if (n > 0) out[j] = 1;
    }
  }
  return out;
}

/**
 * Erases table rules: runs of ink at least `minRun` pixels long along a row (horizontal rules)
 * or `minCol` down a column (vertical rules), with `margin` pixels either side of the run (a
 * slightly skewed or anti-aliased rule leaves short steps beside its long runs). Glyphs touching
 * a grid's rules read as '[', '|' or 'J' glued to the word ('[Preis', 'JUSt') and whole cells
 * were lost; no glyph of body text is that long in either direction. Runs are measured on the
 * input, so crossing rules both go.
 */
export function eraseRules(
  ink: Uint8Array,
  w: number,
  h: number,
  o: { minRun: number; minCol: number; margin: number },
): Uint8Array {
  const out = ink.slice();
  const m = o.margin;
  for (let y = 0; y < h; y += 1) {
    let x = 0;
    while (x < w) {
      if (!ink[y * w + x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < w && ink[y * w + x]) x += 1;
      if (x - start >= o.minRun)
        for (let yy = Math.max(0, y - m); yy <= Math.min(h - 1, y + m); yy += 1)
          out.fill(0, yy * w + start, yy * w + x);
    }
  }
  // Down the columns, row by row (memory order): each column's current run, erased when it ends.
  const runDown = new Int32Array(w);
  for (let y = 0; y <= h; y += 1)
    for (let x = 0; x < w; x += 1) {
      if (y < h && ink[y * w + x]) {
        runDown[x] = (runDown[x] as number) + 1;
        continue;
      }
      const len = runDown[x] as number;
      if (len === 0) continue;
      runDown[x] = 0;
      if (len >= o.minCol)
        for (let yy = y - len; yy < y; yy += 1)
          out.fill(0, yy * w + Math.max(0, x - m), yy * w + Math.min(w, x + m + 1));
    }
  return out;
}

/**
 * The paper's grey level: the most frequent grey between black and pure white when it covers a
 * fifth of the page or more (a tinted or scanned sheet; pure white is left out because a clean-up
 * may have painted erased pixels white), else pure white: a page rendered from a digital PDF has
 * paper of exactly 255, and the commonest grey below it is ink (pure black text read as 'paper'
 * turned the whole page dark for tesseract).
 */
export function paperLevel(img: GreyImage): number {
  const hist = new Uint32Array(256);
  const g = img.data;
  for (let j = 0; j < g.length; j += 1) hist[g[j] as number] = (hist[g[j] as number] as number) + 1;
  let best = 1;
  for (let v = 2; v < 255; v += 1) if ((hist[v] as number) > (hist[best] as number)) best = v;
  return (hist[best] as number) * 5 >= img.data.length ? best : 255;
}

/** The mask grown by `r` pixels in every direction (a square structuring element). */
export function growMask(ink: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const across = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1)
      if (ink[y * w + x]) across.fill(1, y * w + Math.max(0, x - r), y * w + Math.min(w, x + r + 1));
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1)
      if (across[y * w + x])
        for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy += 1) out[yy * w + x] = 1;
  return out;
}

export interface InkGammaOptions {
  /** Side of a tile in pixels; the darkest ink is looked for in a tile and its eight neighbours. */
  tile: number;
  /** Grey level the darkest ink nearby is brought down to. */
  target: number;
  /** Largest exponent (the lightest text is not stretched beyond it). */
  maxGamma: number;
}

/** An exponent per tile of a page (row by row, `cols` tiles a row). */
export interface GammaTiles {
  tile: number;
  cols: number;
  gamma: Float32Array;
}

/**
 * Exponents that darken light text and leave dark text alone: near each tile the darkest ink
 * pixel d (relative to the paper) gets the exponent g with (d / paper)^g = target / 255, so light
 * grey print (a 160 stroke on 240 paper: g ≈ 3.8) comes out as dark as black print, which keeps
 * g = 1. Tesseract's own threshold dropped whole blocks of light small print (an address column,
 * a bank footer) that the local mask had kept.
 */
export function inkGamma(img: GreyImage, ink: Uint8Array, paper: number, o: InkGammaOptions): GammaTiles {
  const { data: g, width: w, height: h } = img;
  const cols = Math.ceil(w / o.tile);
  const rows = Math.ceil(h / o.tile);
  const darkest = new Uint8Array(cols * rows).fill(255);
  for (let y = 0; y < h; y += 1) {
    const base = Math.floor(y / o.tile) * cols;
    for (let x = 0; x < w; x += 1) {
      if (!ink[y * w + x]) continue;
      const k = base + Math.floor(x / o.tile);
      const v = g[y * w + x] as number;
      if (v < (darkest[k] as number)) darkest[k] = v;
    }
  }
  const gamma = new Float32Array(cols * rows).fill(1);
  const want = Math.log(o.target / 255);
  for (let ty = 0; ty < rows; ty += 1)
    for (let tx = 0; tx < cols; tx += 1) {
      let d = 255;
      for (let yy = Math.max(0, ty - 1); yy <= Math.min(rows - 1, ty + 1); yy += 1)
        for (let xx = Math.max(0, tx - 1); xx <= Math.min(cols - 1, tx + 1); xx += 1)
          d = Math.min(d, darkest[yy * cols + xx] as number);
      const rel = d / paper;
      if (rel > 0 && rel < 1) gamma[ty * cols + tx] = Math.max(1, Math.min(o.maxGamma, want / Math.log(rel)));
    }
  return { tile: o.tile, cols, gamma };
}

/**
 * The page handed to tesseract: white wherever `keep` is 0 (paper, dust, table rules), and the
 * grey page, relative to its paper and raised to its tile's exponent, where it is 1 (the ink and
 * its anti-aliased rim).
 */
export function inkOnWhite(img: GreyImage, keep: Uint8Array, paper: number, tiles: GammaTiles): Uint8Array {
  const { data: g, width: w } = img;
  const out = new Uint8Array(g.length).fill(255);
  for (let j = 0; j < g.length; j += 1) {
    if (!keep[j]) continue;
    const y = Math.floor(j / w);
    const k = Math.floor(y / tiles.tile) * tiles.cols + Math.floor((j - y * w) / tiles.tile);
    out[j] = Math.round(255 * Math.pow(Math.min(1, (g[j] as number) / paper), tiles.gamma[k] as number));
  }
  return out;
}
