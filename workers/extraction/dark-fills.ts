// Light print on a dark fill (a coloured header band with the seller's address in white, a dark
// table header) turned into dark print on light paper before a scan is cleaned. The local
// threshold takes such a fill for ink and the white letters for holes in it, so tesseract was
// handed dark boxes with gaps and read nothing in them ('H forsen ProtEntoq' for a company name).
// A fill is found on a grid of tiles: dark tiles (mean grey under DARK) joined side by side into a
// region of at least `minTiles` that covers at least half of its bounding box (a heading's bold
// letters never join up that far); the box is inverted, letters and all. A mid-grey fill (a grey
// table header with white column names) is found the same way from tiles mostly under grey 185,
// and made paper with its lighter print as ink (`clearMidFills`).
import type { GreyImage } from './binarize';

const DARK = 110;

export interface DarkFillOptions {
  /** Tile side in pixels. */
  tile: number;
  /** Fewest dark tiles a fill holds. */
  minTiles: number;
}

/** A pixel box, x1 and y1 exclusive. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Mean grey of each tile, row by row. */
function tileMeans(img: GreyImage, t: number): { means: Float64Array; cols: number; rows: number } {
  const cols = Math.ceil(img.width / t);
  const rows = Math.ceil(img.height / t);
  const sums = new Float64Array(cols * rows);
  const counts = new Float64Array(cols * rows);
  const colTile = new Int32Array(img.width);
  for (let x = 0; x < img.width; x += 1) colTile[x] = Math.floor(x / t);
  for (let y = 0, j = 0; y < img.height; y += 1) {
    const row = Math.floor(y / t) * cols;
    for (let x = 0; x < img.width; x += 1, j += 1) {
      const k = row + (colTile[x] as number);
      sums[k] = (sums[k] as number) + (img.data[j] as number);
      counts[k] = (counts[k] as number) + 1;
    }
  }
  for (let k = 0; k < sums.length; k += 1) sums[k] = (sums[k] as number) / Math.max(1, counts[k] as number);
  return { means: sums, cols, rows };
}

/** Boxes of joined fill tiles: at least `minTiles` of them, covering half their bounding box or more. */
function fillRegions(isFill: Uint8Array, cols: number, rows: number, img: GreyImage, o: DarkFillOptions): PixelBox[] {
  const seen = new Uint8Array(isFill.length);
  const out: PixelBox[] = [];
  for (let start = 0; start < isFill.length; start += 1) {
    if (seen[start] || !isFill[start]) continue;
    seen[start] = 1;
    const stack = [start];
    let n = 0;
    let [c0, r0, c1, r1] = [cols, rows, -1, -1];
    while (stack.length > 0) {
      const k = stack.pop() as number;
      n += 1;
      const c = k % cols;
      const r = (k - c) / cols;
      [c0, r0, c1, r1] = [Math.min(c0, c), Math.min(r0, r), Math.max(c1, c), Math.max(r1, r)];
      for (const [dc, dr] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const cc = c + dc;
        const rr = r + dr;
        if (cc < 0 || rr < 0 || cc >= cols || rr >= rows) continue;
        const kk = rr * cols + cc;
        if (seen[kk] || !isFill[kk]) continue;
        seen[kk] = 1;
        stack.push(kk);
      }
    }
    const boxTiles = (c1 - c0 + 1) * (r1 - r0 + 1);
    if (n < o.minTiles || n < 0.5 * boxTiles) continue;
    out.push({
      x0: c0 * o.tile,
      y0: r0 * o.tile,
      x1: Math.min(img.width, (c1 + 1) * o.tile),
      y1: Math.min(img.height, (r1 + 1) * o.tile),
    });
  }
  return out;
}

/** The pixel boxes of the page's dark fills. */
export function darkFills(img: GreyImage, o: DarkFillOptions): PixelBox[] {
  const { means, cols, rows } = tileMeans(img, o.tile);
  return fillRegions(
    Uint8Array.from(means, (m) => (m < DARK ? 1 : 0)),
    cols,
    rows,
    img,
    o,
  );
}

/** The image with these boxes inverted (a new image; the input is not changed). */
function invertBoxes(img: GreyImage, boxes: readonly PixelBox[]): GreyImage {
  if (boxes.length === 0) return img;
  const data = img.data.slice();
  for (const b of boxes)
    for (let y = b.y0; y < b.y1; y += 1)
      for (let x = b.x0, j = y * img.width + b.x0; x < b.x1; x += 1, j += 1) data[j] = 255 - (data[j] as number);
  return { data, width: img.width, height: img.height };
}

/** The page with its dark fills inverted (a new image; the input is not changed). */
export function invertDarkFills(img: GreyImage, o: DarkFillOptions): GreyImage {
  return invertBoxes(img, darkFills(img, o));
}

/** The page with light print on dark fills, then on mid-grey fills, made dark on light (`clearMidFills`). */
export function clearFills(img: GreyImage, o: DarkFillOptions): GreyImage {
  const dark = darkFills(img, o);
  return clearMidFills(invertBoxes(img, dark), o, dark);
}

/** Grey under which a pixel belongs to a fill (or to ink) rather than to paper. */
const MID = 185;
/** How much lighter than its fill a pixel must be to be print on it. */
const LIGHTER = 40;

/** Per tile, whether three fifths of its pixels or more are under MID: a fill, whatever prints on it. */
function midTiles(img: GreyImage, t: number): { isFill: Uint8Array; cols: number; rows: number } {
  const cols = Math.ceil(img.width / t);
  const rows = Math.ceil(img.height / t);
  const under = new Float64Array(cols * rows);
  const counts = new Float64Array(cols * rows);
  for (let y = 0, j = 0; y < img.height; y += 1) {
    const row = Math.floor(y / t) * cols;
    for (let x = 0; x < img.width; x += 1, j += 1) {
      const k = row + Math.floor(x / t);
      counts[k] = (counts[k] as number) + 1;
      if ((img.data[j] as number) < MID) under[k] = (under[k] as number) + 1;
    }
  }
  const isFill = new Uint8Array(cols * rows);
  for (let k = 0; k < isFill.length; k += 1) isFill[k] = (under[k] as number) >= 0.6 * (counts[k] as number) ? 1 : 0;
  return { isFill, cols, rows };
}

/**
 * Light print on a mid-grey fill (a grey table header or totals box with white letters), too
 * light for a dark fill: the fill made paper and its print ink, in proportion to how much lighter
 * than the fill each pixel is, over the fill's box; pixels darker than the fill are left as they
 * are. The fill's grey and whether its print is lighter are read from its own tiles only (not
 * from the paper or light bands its box takes in), and tiles of `skip` (dark fills already
 * inverted) are never a mid fill. A fill whose print is darker than it is left to the local threshold, which reads dark
 * on grey well. A new image where a fill was changed.
 */
export function clearMidFills(img: GreyImage, o: DarkFillOptions, skip: readonly PixelBox[] = []): GreyImage {
  const { isFill, cols, rows } = midTiles(img, o.tile);
  for (const b of skip)
    for (let r = Math.floor(b.y0 / o.tile); r <= Math.min(rows - 1, Math.floor((b.y1 - 1) / o.tile)); r += 1)
      for (let c = Math.floor(b.x0 / o.tile); c <= Math.min(cols - 1, Math.floor((b.x1 - 1) / o.tile)); c += 1)
        isFill[r * cols + c] = 0;
  const t = o.tile;
  let data: Uint8Array | null = null;
  for (const b of fillRegions(isFill, cols, rows, img, o)) {
    // The pixels of the region's fill tiles, their median the fill's grey.
    const hist = new Uint32Array(256);
    let n = 0;
    for (let r = Math.floor(b.y0 / t); r * t < b.y1; r += 1)
      for (let c = Math.floor(b.x0 / t); c * t < b.x1; c += 1) {
        if (!isFill[r * cols + c]) continue;
        for (let y = r * t; y < Math.min(img.height, (r + 1) * t); y += 1)
          for (let x = c * t, j = y * img.width + c * t; x < Math.min(img.width, (c + 1) * t); x += 1, j += 1) {
            const v = img.data[j] as number;
            hist[v] = (hist[v] as number) + 1;
            n += 1;
          }
      }
    if (n === 0) continue;
    let bg = 0;
    for (let seen = 0; bg < 256; bg += 1) if ((seen += hist[bg] as number) >= n / 2) break;
    let lighter = 0;
    let darker = 0;
    for (let v = 0; v < 256; v += 1)
      if (v > bg + LIGHTER) lighter += hist[v] as number;
      else if (v < bg - LIGHTER) darker += hist[v] as number;
    if (lighter <= darker || lighter < 0.005 * n) continue;
    data ??= img.data.slice();
    const span = Math.max(1, 255 - bg);
    for (let y = b.y0; y < b.y1; y += 1)
      for (let x = b.x0, j = y * img.width + b.x0; x < b.x1; x += 1, j += 1) {
        const v = img.data[j] as number;
        if (v < bg - LIGHTER) continue;
        data[j] = v <= bg ? 255 : 255 - Math.min(255, Math.round(((v - bg) * 255) / span));
      }
  }
  return data ? { data, width: img.width, height: img.height } : img;
}
