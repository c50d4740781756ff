// The supplier's address under its name printed again elsewhere on the page: a footer column or a
// sender block ('Fjordlys Elektro AS' / 'Fjøsangerveien 50' / '5054 Bergen' under the heading that
// named the seller, or beside the bill-to block). Read only when the supplier has a name and no
// address.
import { isAddressCaption, townOverPostcode, zipCity } from './address-line';
import { LABELS, norm } from './labels';
import { matchLabel } from './label-match';
import { xOverlap, type Line, type Segment } from './layout';
import type { Box } from './types';
import { addressFrom, finishCountry, type PartyFound } from './party-fields';

const PARTY_CAPTIONS = [...LABELS.bill_to, ...LABELS.sold_by];

/** Rows aligned under `seg` down to a postcode row (at most five, each within two rows' height). */
function rowsToPostcode(lines: readonly Line[], line: Line, seg: Segment, least = 3): Segment[] | null {
  const rows: Segment[] = [seg];
  let prev = line;
  for (let k = line.index + 1; k < lines.length && rows.length <= 5; k += 1) {
    const l = lines[k] as Line;
    if (l.page !== line.page || l.y - prev.y > Math.max(l.h, prev.h) * 2) return null;
    // Set at the name's left edge, or at its right edge in a block set right ('Industrivegen 22' /
    // '2815 Gjøvik' flush right under the name), or centred under it (a centred letterhead).
    const s = l.segments.find(
      (x) =>
        Math.abs(x.x - seg.x) < 8 ||
        (seg.x > 280 && Math.abs(x.x + x.w - (seg.x + seg.w)) < 4) ||
        Math.abs(x.x + x.w / 2 - (seg.x + seg.w / 2)) < 3,
    );
    if (!s) {
      prev = l;
      continue;
    }
    // A party's caption ('Sold To', 'Rechnungsanschrift') opens another party's block.
    if (matchLabel(s.text, PARTY_CAPTIONS, { fuzzy: false })?.rest === '') return null;
    rows.push(s);
    const town = rows[rows.length - 2];
    if (zipCity(s.text) || (town && rows.length > 2 && townOverPostcode(town.text, s.text)))
      return rows.length >= least ? rows : null;
    prev = l;
  }
  return null;
}

/** The supplier with the address under its name printed again (its column only: a bill-to block may share the lines). */
export function withNamedBlock(supplier: PartyFound, lines: readonly Line[]): PartyFound {
  const name = supplier.data.name;
  if (!name || supplier.data.address) return supplier;
  const wanted = norm(name);
  for (const line of lines) {
    for (const seg of line.segments) {
      if (norm(seg.text) !== wanted) continue;
      // Under the name, or in the column beside it ('Norrsken Byggservice AB | Verkstadsgatan 18' over
      // '556131-5317 | 702 11 Örebro'), the name's own column holding its identifiers.
      const beside = line.segments[line.segments.indexOf(seg) + 1];
      const besideRows = beside && beside.x - (seg.x + seg.w) < 250 ? rowsToPostcode(lines, line, beside, 2) : null;
      const rows = rowsToPostcode(lines, line, seg) ?? (besideRows ? [seg, ...besideRows] : null);
      if (!rows) continue;
      const { data, prov } = addressFrom(rows);
      if (!data.address) continue;
      const found: PartyFound = {
        ...supplier,
        data: { ...supplier.data, address: data.address },
        prov: { ...supplier.prov },
      };
      finishCountry(found.data);
      for (const k of ['address.street', 'address.zip', 'address.city', 'address.country'])
        if (prov[k]) found.prov[k] = prov[k] as (typeof prov)[string];
      return found;
    }
  }
  return supplier;
}

/**
 * A seller printed only in the page's footer, as a column ('Holzwerk Brandt GmbH' / 'Industriestraße
 * 14' / '79108 Freiburg'): when neither its heading nor a one-line address gave the supplier an
 * address, the first such block in the lowest quarter of page 1's text, outside the customer's rows,
 * names it. What stood largest at the top without an address under it ('Pos.') gives way.
 */
export function withFooterBlock(supplier: PartyFound, lines: readonly Line[], customerLines: Set<number>): PartyFound {
  if (supplier.data.address) return supplier;
  const page = lines.filter((l) => l.page === 1);
  const top = Math.min(...page.map((l) => l.y));
  const bottom = Math.max(...page.map((l) => l.y));
  for (const line of page) {
    if (line.y < bottom - (bottom - top) / 4 || customerLines.has(line.index)) continue;
    for (const seg of line.segments) {
      if (!/\p{L}{2}/u.test(seg.text) || /\d/.test(seg.text)) continue;
      const rows = rowsToPostcode(lines, line, seg);
      if (!rows || rows.length > 4) continue;
      const { data, prov } = addressFrom(rows);
      if (!data.name || !data.address?.street) continue;
      // A column headed by its caption ('Postadress' over the street) names no one: the heading's name stays.
      const captioned = isAddressCaption(data.name);
      const p = { ...supplier.prov, ...prov };
      if (captioned && supplier.prov.name) p.name = supplier.prov.name;
      else if (captioned) delete p.name;
      const found: PartyFound = {
        ...supplier,
        data: { ...supplier.data, name: captioned ? supplier.data.name : data.name, address: data.address },
        prov: p,
      };
      finishCountry(found.data);
      return found;
    }
  }
  return supplier;
}

/**
 * A letterhead: the seller's name large at one side of the page's top band, its address (a street
 * row over a postcode row, no name of its own) at the other side, on baselines of its own. Read
 * when the heading gave no address; a block whose column holds a row right above its street (a
 * name, a label) is someone else's.
 */
export function withHeaderAddress(
  supplier: PartyFound,
  lines: readonly Line[],
  customerLines: ReadonlySet<number>,
): PartyFound {
  const head = supplier.prov.name;
  const name = supplier.data.name;
  if (!name || supplier.data.address || !head?.box || head.page !== 1) return supplier;
  const box = head.box;
  const page = lines.filter((l) => l.page === 1);
  const top = Math.min(...page.map((l) => l.y));
  const bottom = Math.max(...page.map((l) => l.y));
  const inBand = (l: Line): boolean => l.y >= box.y - box.h * 2 && l.y <= box.y + box.h * 3;
  // Failing the heading's band, the page's footer: a column starting with the street ('Sjövägen 21' /
  // '903 26 Umeå' beside the org number and bankgiro columns).
  const inFooter = (l: Line): boolean => l.y >= bottom - (bottom - top) / 4;
  for (const [band, beside] of [
    [inBand, box],
    [inFooter, null],
  ] as const) {
    const found = bareAddress(
      lines,
      page.filter((l) => band(l) && !customerLines.has(l.index)),
      beside,
      name,
    );
    if (!found) continue;
    const out: PartyFound = {
      ...supplier,
      data: { ...supplier.data, address: found.data.address },
      prov: { ...supplier.prov },
    };
    finishCountry(out.data);
    for (const k of ['address.street', 'address.zip', 'address.city', 'address.country'])
      if (found.prov[k]) out.prov[k] = found.prov[k] as (typeof found.prov)[string];
    return out;
  }
  return supplier;
}

/**
 * The first street-and-postcode block among `band`'s lines that starts its column (outside the
 * heading's column `box`, when given).
 */
function bareAddress(
  lines: readonly Line[],
  band: readonly Line[],
  box: Box | null,
  name: string,
): ReturnType<typeof addressFrom> | null {
  for (const line of band) {
    for (const seg of line.segments) {
      if ((box && xOverlap(seg, box) > 0) || !/\d/.test(seg.text) || !/\p{L}{2}/u.test(seg.text) || zipCity(seg.text))
        continue;
      const above = lines[line.index - 1];
      if (
        above?.page === line.page &&
        line.y - above.y < Math.max(above.h, line.h) * 2 &&
        above.segments.some((x) => Math.abs(x.x - seg.x) < 8)
      )
        continue;
      const rows = rowsToPostcode(lines, line, seg, 2);
      if (!rows || rows.length > 3) continue;
      const read = addressFrom([{ ...seg, text: name }, ...rows]);
      if (read.data.address?.street) return read;
    }
  }
  return null;
}
