// Where on the PDF the extraction engine found a field of the invoice form (its provenance): the
// api serves the boxes of an invoice's extraction with the detail record, and the console highlights
// the box of the form field that has the focus. Boxes are in PDF points at the page's own rotation,
// origin top-left (workers/extraction/types.ts Box); form paths use dots ('invoice_lines.0.price').

export interface FieldBoxRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FieldBox {
  /** 1-based page number. */
  page: number;
  box: FieldBoxRect;
}

/** Form path → the box it was read from. */
export type FieldBoxes = Record<string, FieldBox>;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function rectOf(v: unknown): FieldBoxRect | null {
  if (!v || typeof v !== 'object') return null;
  const { x, y, w, h } = v as Record<string, unknown>;
  return finite(x) && finite(y) && finite(w) && finite(h) && w > 0 && h > 0 ? { x, y, w, h } : null;
}

/** The engine's path spelling ('invoice_lines[0]') as a form path ('invoice_lines.0'). */
export function formPathOf(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * The field boxes of an extraction result (invoices.ie_raw_result): only entries that name a page
 * and a box (computed values and embedded XML have neither); anything malformed is left out.
 */
export function fieldBoxesOf(extraction: unknown): FieldBoxes {
  const provenance =
    extraction && typeof extraction === 'object' ? (extraction as { provenance?: unknown }).provenance : undefined;
  if (!provenance || typeof provenance !== 'object') return {};
  const out: FieldBoxes = {};
  for (const [path, p] of Object.entries(provenance as Record<string, unknown>)) {
    if (!p || typeof p !== 'object') continue;
    const { page } = p as { page?: unknown };
    const box = rectOf((p as { box?: unknown }).box);
    if (!finite(page) || page < 1 || !Number.isInteger(page) || !box) continue;
    out[formPathOf(path)] = { page, box };
  }
  return out;
}

/**
 * The box of a form field: its own, else that of the nearest enclosing path the engine recorded
 * (a line's price comes from the line's row: 'invoice_lines.0.price.amount' → 'invoice_lines.0').
 */
export function fieldBoxFor(path: string | null | undefined, boxes: FieldBoxes | null | undefined): FieldBox | null {
  if (!path || !boxes) return null;
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const found = boxes[parts.slice(0, n).join('.')];
    if (found) return found;
  }
  return null;
}

/** A box as fractions (0..1) of the page shown: where the viewer draws it. */
export interface PageFraction {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a box lies on the page as the viewer shows it: `size` is the page at its own rotation
 * (scale 1, the engine's frame), `extraRotation` the viewer's turn beyond it, clockwise in degrees
 * (a multiple of 90). Fractions make the result independent of zoom.
 */
export function boxOnShownPage(
  box: FieldBoxRect,
  size: { width: number; height: number },
  extraRotation: number,
): PageFraction {
  let f: PageFraction = {
    left: box.x / size.width,
    top: box.y / size.height,
    width: box.w / size.width,
    height: box.h / size.height,
  };
  const quarterTurns = ((Math.round(extraRotation / 90) % 4) + 4) % 4;
  // One quarter turn clockwise: what was at the left edge is now at the top, the top at the right.
  for (let i = 0; i < quarterTurns; i++)
    f = { left: 1 - f.top - f.height, top: f.left, width: f.height, height: f.width };
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return { left: clamp(f.left), top: clamp(f.top), width: clamp(f.width), height: clamp(f.height) };
}
