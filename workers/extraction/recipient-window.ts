// The recipient's window of page 1 without a label: at the right, as French letters print it (the
// buyer's block under the place and date: 'CLIENT 1' / '1 rue du Client' / '75015 PARIS', its VAT
// and SIRET rows under it), or at the left under the letterhead, as Nordic letters do ('Bergen
// Bygg AS' / 'Strandgaten 15' / '5013 BERGEN' under the seller's name). Read only when no bill-to
// label, return-address line or salutation found the customer.
import { zipCity } from './address-line';
import { norm } from './labels';
import type { Line, Segment } from './layout';
import { addressFrom, finishCountry, isTitleRow, type PartyFound } from './party-fields';
import { blockIds } from './party-ids';
import { isCaptionRow, nameFirst } from './parties';

/** Contact rows under an address: a letterhead's ('Tel', 'fax', e-mail, web), not a recipient's. */
const CONTACT_ROW = /^(tel|tél|phone|fon|fax|e-?mail|mail|www\.|http)|@/i;

/** Whether `s` is set in the block of `zip`: aligned at its left edge, or at its right edge (a block set right). */
function aligned(s: Segment, zip: Segment): boolean {
  return Math.abs(s.x - zip.x) < 8 || (zip.x > 280 && Math.abs(s.x + s.w - (zip.x + zip.w)) < 4);
}

/**
 * Whether a line holds nothing in the block's column: all its segments end left of the block or
 * start right of it. Such a line belongs to a column beside the block ('Er referens  Karin Lund'
 * on its own baseline between the recipient's rows) and neither ends nor joins the block.
 */
function besideBlock(l: Line, zip: Segment): boolean {
  return l.segments.every((seg) => seg.x + seg.w < zip.x - 6 || seg.x > zip.x + Math.max(zip.w, 120));
}

/** The rows of a block aligned with `zip` right above `line` (with a gap of at most two rows), top down. */
function rowsAbove(lines: readonly Line[], line: Line, zip: Segment): Array<{ s: Segment; l: Line }> {
  const out: Array<{ s: Segment; l: Line }> = [];
  let below = line;
  for (let k = line.index - 1; k >= 0 && out.length < 5; k -= 1) {
    const l = lines[k] as Line;
    if (l.page !== line.page || below.y - l.y > Math.max(l.h, below.h) * 2) break;
    const s = l.segments.find((seg) => aligned(seg, zip));
    if (!s) {
      if (besideBlock(l, zip)) continue;
      break;
    }
    out.unshift({ s, l });
    below = l;
  }
  return out;
}

/**
 * A left-hand block is the recipient's only under something else (the letterhead starts the page)
 * and when its name is not printed above it (the seller's heading over the seller's own address).
 */
function letterhead(lines: readonly Line[], first: { s: Segment; l: Line }): boolean {
  const before = lines.filter((l) => l.page === first.l.page && l.index < first.l.index);
  if (before.length === 0) return true;
  const name = norm(first.s.text);
  return before.some((l) => l.segments.some((s) => norm(s.text) === name));
}

/**
 * A right-hand block whose name is printed again at its height or above it, elsewhere on the page
 * (a letterhead 'Fjellheim Bygg AS' at the left, the same name heading the address block at the
 * right), or that starts the page (the seller's name and address at the top right, the buyer's
 * window under it at the left): the seller's, not a recipient's window.
 */
function headedElsewhere(lines: readonly Line[], name: Segment): boolean {
  const text = norm(name.text);
  // Nothing printed above it or beside its first row: the block is the letterhead, set at the right.
  const startsPage = !lines.some(
    (l) => l.page === name.page && l.y < name.y + name.h / 2 && l.segments.some((s) => s !== name),
  );
  if (startsPage) return true;
  return lines.some(
    (l) =>
      l.page === name.page && l.y <= name.y + name.h * 2 && l.segments.some((s) => s !== name && norm(s.text) === text),
  );
}

/** Words naming an identifier in a row without digits ('Kundens VAT-nr', 'Org.nr', 'Y-tunnus'). */
const ID_CAPTION = /\b(vat|moms|mva|org|y-tunnus|cvr|alv|tax|ust|se-nr)/i;

/** A row of the block with its value cell, when the row is an identifier's caption ('Kundens VAT-nr' | 'SE556036079301'). */
function withValueBeside(l: Line, s: Segment): string {
  const next = l.segments[l.segments.indexOf(s) + 1];
  if (!next || /\d/.test(s.text) || !ID_CAPTION.test(s.text) || next.x - (s.x + s.w) > 150) return s.text;
  return `${s.text} ${next.text}`;
}

/** The customer read from a window: name, address, and the VAT number in its rows under it. */
export function recipientWindowCustomer(lines: readonly Line[], labelled: PartyFound): PartyFound | null {
  return windowAt(lines, labelled, 'right') ?? windowAt(lines, labelled, 'left');
}

function windowAt(lines: readonly Line[], labelled: PartyFound, side: 'left' | 'right'): PartyFound | null {
  for (const line of lines) {
    if (line.page !== 1 || line.y > 420) continue;
    const zip = line.segments.find((s) => (side === 'right' ? s.x >= 280 : s.x < 280) && zipCity(s.text));
    if (!zip) continue;
    const above = rowsAbove(lines, line, zip);
    // A title over the block ('FAKTURA') is not its name, nor a caption ending in a colon
    // ('Invoice issued to:', 'Faktura udstedt til:'): the name is the row under it.
    while (above[0] && (isTitleRow(above[0].s.text) || isCaptionRow(above[0].s.text))) above.shift();
    if (above.length < 2) continue;
    if (side === 'left' && letterhead(lines, above[0] as { s: Segment; l: Line })) continue;
    if (side === 'right' && headedElsewhere(lines, (above[0] as { s: Segment; l: Line }).s)) continue;
    const under: Array<{ s: Segment; l: Line }> = [];
    for (let k = line.index + 1; k < Math.min(lines.length, line.index + 6) && under.length < 3; k += 1) {
      const l = lines[k] as Line;
      const prev = (under[under.length - 1]?.l ?? line) as Line;
      if (l.page !== line.page || l.y - prev.y > Math.max(l.h, prev.h) * 2) break;
      const s = l.segments.find((seg) => aligned(seg, zip));
      if (!s && besideBlock(l, zip)) continue;
      if (!s) break;
      under.push({ s, l });
    }
    if (under.some((u) => CONTACT_ROW.test(u.s.text.trim()))) continue;
    const { data, prov } = addressFrom(nameFirst([...above.map((a) => a.s), zip]));
    const ids = blockIds([...above, ...under].map((r) => withValueBeside(r.l, r.s)));
    data.org_id ??= ids.org_id;
    data.tax_number ??= ids.tax_number;
    finishCountry(data);
    const blockLines = new Set([...labelled.blockLines, ...above.map((a) => a.l.index), line.index]);
    for (const u of under) blockLines.add(u.l.index);
    return { data, prov, blockLines };
  }
  return null;
}
