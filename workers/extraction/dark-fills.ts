// Light print on a dark fill (a coloured header band with the seller's address in white, a dark
// table header) turned into dark print on light paper before a scan is cleaned. The local
// threshold takes such a fill for ink and the white letters for holes in it, so tesseract was
// handed dark boxes with gaps and read nothing in them ('H forsen ProtEntoq' for a company name).
// A fill is found on a grid of tiles: dark tiles (mean grey under DARK) joined side by side into a
// region of at least `minTiles` that covers at least half of its bounding box (a heading's bold
// letters never join up that far); the box is inverted, letters and all.
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

/** The pixel boxes of the page's dark fills. */
export function darkFills(img: GreyImage, o: DarkFillOptions): PixelBox[] {
  const { means, cols, rows } = tileMeans(img, o.tile);
  const seen = new Uint8Array(means.length);
  const out: PixelBox[] = [];
  for (let start = 0; start < means.length; start += 1) {
    if (seen[start] || (means[start] as number) >= DARK) continue;
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
        if (seen[kk] || (means[kk] as number) >= DARK) continue;
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

/** The page with its dark fills inverted (a new image; the input is not changed). */
export function invertDarkFills(img: GreyImage, o: DarkFillOptions): GreyImage {
  const boxes = darkFills(img, o);
  if (boxes.length === 0) return img;
  const data = img.data.slice();
  for (const b of boxes)
    for (let y = b.y0; y < b.y1; y += 1)
      for (let x = b.x0, j = y * img.width + b.x0; x < b.x1; x += 1, j += 1) data[j] = 255 - (data[j] as number);
  return { data, width: img.width, height: img.height };
}
