// Parties from the layout: the customer block under a bill-to label, labelled party blocks
// ('Name: …' / 'Anschrift: …'), the supplier's heading with its address, org and VAT numbers.
import { headerColumns } from './column-header';
import { isValidOrgNumber, nordicIds, normalizeOrgNumber } from '../../domain/identifiers';
import { ALL_LABELS, TITLE_ID } from './fields';
import { LABELS, TITLE_WORDS, norm } from './labels';
import { matchLabel } from './label-match';
import { headingBlock } from './heading-block';
import { makeSegment, unionBox, type Line, type Segment } from './layout';
import { findDate, looksLikeDecimalAmount } from './parsers';
import {
  addressLineName,
  countryNamed,
  finishCountry,
  oneLineAddress,
  townOverPostcode,
  zipCity,
  type ZipCity,
} from './address-line';
import {
  firstAddressLine,
  isCaption,
  isCaptionRow,
  LEGAL_FORM_AT_END,
  nameFirst,
  titlesDetails,
  withoutLogo,
  withoutSalutation,
} from './parties';
import { blockIds, compactVat, norwegianOrgAfterLabel, ORG_RE, VAT_RE } from './party-ids';
import type { PartyData, Provenance } from './types';

const NAME_KEYS = ['name', 'firma', 'firmenname', 'nom', 'raison sociale', 'company', 'navn', 'nimi', 'namn'];
const ADDRESS_KEYS = ['anschrift', 'adresse', 'address', 'straße', 'strasse', 'adress', 'osoite'];
const PARTY_LABELS = [
  ...LABELS.bill_to,
  ...LABELS.sold_by,
  'abweichender warenempfänger',
  'abweichender zahlungsempfänger',
  'lieferanschrift',
  'ship to',
  'deliver to',
  'adresse de livraison',
  'leveransadress',
];

export interface PartyFound {
  data: PartyData;
  prov: Record<string, Provenance>;
  blockLines: Set<number>;
}

/** A segment in the column that starts at `x`, or right of it (a little indent allowed to the left). */
const inColumnOf = (s: Segment, x: number): boolean => s.x >= x - 24;
/**
 * A segment of the customer's block on a line it shares: its column and a little right of it (a
 * boxed window's split rows), not a block printed far to its right ('Schulze KG' | 'Müller GmbH').
 */
const inCustomerColumn = (s: Segment, x: number): boolean => inColumnOf(s, x) && s.x < x + 200;

/**
 * A street row that carries its second address line after a comma ('35 rue d'ici, Seller line 2')
 * is line one up to the comma; a French number before its own comma stays ('1, rue du fournisseur').
 */
function firstPart(street: string): string {
  const parts = street.split(/,\s+/);
  if (parts.length < 2) return street;
  const head = /^\d+\s?\p{L}?$/u.test(parts[0] as string) ? parts.slice(0, 2).join(', ') : (parts[0] as string);
  return /\p{L}{2}/u.test(head) && /\d/.test(head) ? head : street;
}

export function addressFrom(segs: Segment[]): { data: PartyData; prov: Record<string, Provenance> } {
  const data: PartyData = { name: null, org_id: null, tax_number: null, address: null };
  const p: Record<string, Provenance> = {};
  const box = (s: Segment, conf = 0.85): Provenance => ({
    confidence: conf,
    page: s.page,
    box: unionBox([s]),
    source: 'address block',
  });
  let zi = segs.findIndex((s) => zipCity(s.text));
  // An American house number reads like a postcode ('1200 Elm Avenue' over 'Asheville, NC 28801').
  if (zi > 0 && segs[zi + 1] && zipCity((segs[zi + 1] as Segment).text)) zi += 1;
  // Else a British post town over its postcode ('BRISTOL' / 'BS1 6DZ'): the street ends above the town.
  const ti = zi > 0 ? -1 : segs.findIndex((s, i) => i > 1 && townOverPostcode((segs[i - 1] as Segment).text, s.text));
  if (ti > 0) zi = ti;
  if (segs[0]) {
    data.name = withoutSalutation(segs[0].text);
    p.name = box(segs[0]);
  }
  if (zi > 0) {
    const z = (
      ti > 0
        ? townOverPostcode((segs[ti - 1] as Segment).text, (segs[ti] as Segment).text)
        : zipCity((segs[zi] as Segment).text)
    ) as ZipCity;
    // A row repeating the name in another case ('L'ACHETEUR' over 'L'acheteur') is no address line.
    const name = norm(segs[0]?.text ?? '');
    const street = firstAddressLine(segs.slice(1, ti > 0 ? ti - 1 : zi).filter((s) => norm(s.text) !== name));
    const countryLine = segs[zi + 1];
    const country = (countryLine ? countryNamed(countryLine.text) : null) ?? z.country;
    data.address = { street: street ? firstPart(street.text) : null, zip: z.zip, city: z.city, country };
    if (street) p['address.street'] = box(street);
    p['address.zip'] = box(segs[zi] as Segment);
    p['address.city'] = box(segs[zi] as Segment);
    if (country && countryLine) p['address.country'] = box(countryLine);
  } else {
    // No postcode row: the whole address may be one row under the name ('Musterstrasse 44, 40789 Musterstadt, DE').
    const row = segs.slice(1).find((s) => oneLineAddress(s.text));
    data.address = row ? oneLineAddress(row.text) : null;
    if (row) for (const k of ['street', 'zip', 'city']) p[`address.${k}`] = box(row);
    // A logo's word over the name the row prints in full ('ELEKTRO' over 'Elektro Vogt e.K. · Am Anger 27 · …').
    const full = row && data.address ? addressLineName(row.text, data.address) : null;
    if (full && data.name && norm(full).startsWith(`${norm(data.name)} `)) data.name = full;
  }
  return { data, prov: p };
}

// The one country rule lives beside the address rows it completes; exported here for the party readers.
export { finishCountry };

/** A title row ('Faktura', 'INVOICE', 'Kreditnota'): never a party's name. */
export function isTitleRow(text: string): boolean {
  return TITLE_WORDS.includes(norm(text));
}

/** The name after a party label and its colon in one run ('TIL: Sandvika Eiendom AS'), as a segment of its own. */
function nameAfterColon(seg: Segment, label: string): Segment | null {
  const k = seg.words.findIndex((w) => w.text.endsWith(':'));
  if (
    k < 0 ||
    norm(
      seg.words
        .slice(0, k + 1)
        .map((w) => w.text)
        .join(' '),
    ) !== label
  )
    return null;
  const rest = seg.words.slice(k + 1);
  return rest.length > 0 && /\p{L}{2}/u.test(rest.map((w) => w.text).join(' ')) ? makeSegment(rest) : null;
}

/** The customer block: under a bill-to label, the segments aligned with it. */
export function findCustomer(lines: readonly Line[]): PartyFound {
  return partyUnder(lines, 'bill_to');
}

interface KeyedRows {
  name: Segment[];
  address: Segment[];
  /** Value rows seen since the last key, without one of their own. */
  loose: Segment[];
  valueX: number | null;
  mode: 'name' | 'address' | null;
  keyed: boolean;
  /** Identifiers as printed beside their keys ('USt.-Id.-Nr.: DE12435679', 'Handelsregisternummer: HRA 45678'). */
  tax: string | null;
  org: string | null;
}

/** A VAT number as printed: a country prefix and 6 to 13 letters or digits (a sample's may be malformed). */
const PRINTED_VAT = /^[A-Z]{2}U?[0-9A-Z]{6,13}$/;

/** A 'Name:' / 'Anschrift:' / other key row: what the value rows after it (and loose ones before a name) belong to. */
function keyRow(kv: KeyedRows, keyWord: string, v: Segment | undefined): void {
  kv.keyed = true;
  kv.valueX = v?.x ?? kv.valueX;
  kv.mode = NAME_KEYS.includes(keyWord) ? 'name' : ADDRESS_KEYS.includes(keyWord) ? 'address' : null;
  if (kv.mode === 'name' && kv.name.length === 0)
    kv.name.push(...kv.loose.filter((x) => kv.valueX === null || Math.abs(x.x - kv.valueX) < 8));
  kv.loose = [];
  const label = (key: 'tax_number' | 'org_id'): boolean =>
    matchLabel(keyWord, LABELS[key], { fuzzy: false })?.rest === '';
  const printed = v?.text.replace(/[\s.]/g, '') ?? '';
  if (label('tax_number') && PRINTED_VAT.test(printed)) kv.tax ??= printed;
  if (label('org_id') && v && /\d/.test(v.text) && v.text.length <= 30) kv.org ??= v.text.trim();
  if (v && kv.mode === 'name') kv.name.push(v);
  else if (v && kv.mode === 'address') kv.address.push(v);
}

/** A party block under its label ('Bill to', 'Rechnungsempfänger', 'Verkäufer', 'Fournisseur' …). */
export function partyUnder(lines: readonly Line[], key: 'bill_to' | 'sold_by'): PartyFound {
  const blockLines = new Set<number>();
  for (const line of lines) {
    // A party word among seven cells or more is a column header ('Référence | Client | EAN si | …');
    // two parties' headings side by side with a title and a page number make five.
    if (line.segments.length >= 7) continue;
    for (const seg of line.segments) {
      const m = matchLabel(seg.text.replace(/:$/, ''), LABELS[key], { fuzzy: key === 'bill_to' });
      // The label alone, a caption naming the party ('Customer name / company'), or the label with
      // the name after its colon ('TIL: Sandvika Eiendom AS', the rows under it indented).
      const inline = m && m.rest !== '' && !isCaption(seg.text) ? nameAfterColon(seg, m.label) : null;
      if (!m || (m.rest !== '' && !isCaption(seg.text) && !inline)) continue;
      const segs: Segment[] = inline ? [inline] : [];
      // 'Name: …', 'Anschrift: …' rows: the values in the right column make the block. A value of
      // several rows may be centred on its key ('GLN …' / 'Lief-Nr: …' / 'Name:' / 'MUSTERLIEFERANT
      // GMBH'): value rows without a key of their own before it belong to it.
      const kv: KeyedRows = {
        name: [],
        address: [],
        loose: [],
        valueX: null,
        mode: null,
        keyed: false,
        tax: null,
        org: null,
      };
      // A keyed block runs longer: its identifiers follow the address, phone and e-mail rows.
      for (let k = line.index + 1; k < Math.min(lines.length, line.index + (kv.keyed ? 16 : 9)); k += 1) {
        const l = lines[k] as Line;
        const prev = lines[k - 1] as Line;
        if (l.page !== line.page || l.y - prev.y > prev.h * (kv.keyed ? 3.2 : 2.6)) break;
        // The block sits under its label, or indented a little ('Rechnungsempfänger' over '  Kunden AG').
        const s =
          l.segments.find((x) => Math.abs(x.x - (inline ?? seg).x) < 8) ??
          l.segments.find((x) => x.x - seg.x >= 8 && x.x - seg.x < 24);
        if (s && matchLabel(s.text.replace(/:$/, ''), PARTY_LABELS, { fuzzy: false })?.rest === '') break;
        blockLines.add(l.index);
        if (s && /:$/.test(s.text.trim())) {
          keyRow(kv, norm(s.text).replace(/:$/, ''), l.segments[l.segments.indexOf(s) + 1]);
          continue;
        }
        if (!s) {
          const v = l.segments.find((x) => (kv.valueX !== null ? Math.abs(x.x - kv.valueX) < 8 : x.x - seg.x > 60));
          if (v) (kv.mode === 'name' ? kv.name : kv.mode === 'address' ? kv.address : kv.loose).push(v);
          continue;
        }
        if (/^(org|moms|vat|reg)/i.test(s.text)) continue;
        segs.push(s);
      }
      const first = kv.name[0];
      const { data, prov: p } = addressFrom(first ? [first, ...kv.address] : nameFirst(segs).slice(0, 5));
      if (kv.name.length > 1) {
        data.name = kv.name.map((x) => x.text).join('\n');
        p.name = { ...(p.name as Provenance), box: unionBox(kv.name) };
      }
      // The block's own column and what is right of it: a block in the right half shares its
      // lines with the other party's block on the left ('N° TVA : FR 88 …' | 'L'acheteur').
      const otherBlockX =
        line.segments.find(
          (x) =>
            x.x > seg.x + seg.w && matchLabel(x.text.replace(/:+$/, ''), PARTY_LABELS, { fuzzy: false })?.rest === '',
        )?.x ?? Infinity;
      const ids = blockIds(
        [...blockLines].map((idx) =>
          (lines[idx] as Line).segments
            // A block left of the other party's label ('Faktura til:' | 'Fra:') stops there.
            .filter((x) => inColumnOf(x, seg.x) && x.x < otherBlockX)
            .map((x) => x.text)
            .join(' '),
        ),
      );
      data.org_id = ids.org_id;
      data.tax_number = kv.tax ?? ids.tax_number;
      data.org_id ??= kv.org;
      finishCountry(data);
      return { data, prov: p, blockLines };
    }
  }
  return { data: { name: null, org_id: null, tax_number: null, address: null }, prov: {}, blockLines };
}

/**
 * The heading's name continued on the row under it in the same type, ending in the legal form
 * ('MVM Musterhafter' over 'Versicherungsverein Musterstadt a.G.').
 */
function wrapsName(first: Segment, next: Segment): boolean {
  return (
    Math.abs(next.h - first.h) <= first.h * 0.15 && !/\d/.test(next.text) && LEGAL_FORM_AT_END.test(next.text.trim())
  );
}

/** A label whose next cell on its line is an amount ('Avoin lasku | 257 425,57 €'): a words-and-value pair, no name. */
function labelsAmount(l: Line, s: Segment): boolean {
  const next = l.segments[l.segments.indexOf(s) + 1];
  return next !== undefined && next.x - (s.x + s.w) < 120 && looksLikeDecimalAmount(next.text);
}

/** A page counter ('Page 1/ 2', 'Seite 1 von 3', 'Sida 1 av 2'): never a heading. */
const PAGE_COUNTER = /^(?:page|seite|sida|side|sivu|blatt)\s*\d+\s*(?:\/|of|sur|von|av|af)\s*\d+$/i;

/** The supplier: the largest name at the top of page 1, its address below it, its ids outside the customer block. */
export function findSupplier(
  lines: readonly Line[],
  customerLines: Set<number>,
  customerName: string | null,
  customerX: number | null = null,
): PartyFound {
  // The seller's heading is above the line table: a column header and what follows are not it.
  const table = lines.find((l) => l.page === 1 && headerColumns(l) !== null);
  const top = lines.filter((l) => l.page === 1 && l.y < 260 && (!table || l.index < table.index));
  const headings: Array<{ s: Segment; l: Line }> = [];
  for (const l of top)
    for (const s of l.segments) {
      // Not a heading: titles, label rows ('Rechnungsnummer 17'; 'FOURNISSEUR F' is a name), captions
      // ending in a colon ('Faktura udstedt til:'), a place and date, an amount ('305 029,01 kr'
      // printed large), more digits than letters (a phone row: 'fon (555) 23 78 -0'), on a scan a
      // run OCR read with confidence under 0.5 (a logo read as 'anal').
      const label = matchLabel(s.text, ALL_LABELS);
      if (
        TITLE_WORDS.includes(norm(s.text)) ||
        TITLE_ID.test(s.text.trim()) ||
        !/\p{L}{2}/u.test(s.text) ||
        looksLikeDecimalAmount(s.text) ||
        s.text.replace(/\D/g, '').length > s.text.replace(/\P{L}/gu, '').length ||
        s.conf < 0.5 ||
        (label && (label.rest === '' || /\d/.test(label.rest) || s.text.includes(':'))) ||
        isCaptionRow(s.text) ||
        findDate(s.text) ||
        labelsAmount(l, s) ||
        titlesDetails(lines, l, s) ||
        PAGE_COUNTER.test(s.text.trim()) ||
        s.text === customerName ||
        // Nor any other row of the customer's block ('Att: Ola Hansen', '9 High Street' in a boxed window).
        (customerLines.has(l.index) && (customerX === null || inCustomerColumn(s, customerX)))
      )
        continue;
      headings.push({ s, l });
    }
  // The topmost of the near-largest: one word's OCR box can come out taller than the real heading.
  const maxH = Math.max(0, ...headings.map((x) => x.s.h));
  const pick = headings.find((x) => x.s.h >= maxH * 0.85);
  const best: Segment | null = pick?.s ?? null;
  const bestLine: Line | null = pick?.l ?? null;
  const segs: Segment[] =
    best && bestLine ? [best, ...headingBlock(lines, best, bestLine, { lines: customerLines, x: customerX })] : [];
  // A template's 'LOGO Vendeur' is a placeholder and a label: the name is the block's first row.
  const labelOnly = best !== null && matchLabel(withoutLogo(best.text), LABELS.sold_by, { fuzzy: false })?.rest === '';
  const named = labelOnly ? segs.slice(1) : segs;
  const wrapped = named[0] && named[1] && wrapsName(named[0], named[1]) ? named[1] : null;
  const { data, prov: p } = addressFrom(wrapped ? [named[0] as Segment, ...named.slice(2)] : named);
  if (data.name) data.name = withoutLogo(data.name) + (wrapped ? `\n${wrapped.text}` : '');
  const nameSegs = named.slice(0, wrapped ? 2 : 1);
  if (named[0]) p.name = { confidence: 0.8, page: named[0].page, box: unionBox(nameSegs), source: 'largest heading' };
  for (const l of lines) {
    for (const s of l.segments) {
      if (customerLines.has(l.index) && (customerX === null || inColumnOf(s, customerX))) continue;
      for (const o of s.text.matchAll(ORG_RE)) {
        if (!data.org_id && isValidOrgNumber(o[1] as string)) {
          data.org_id = normalizeOrgNumber(o[1] as string);
          p.org_id = { confidence: 0.9, page: s.page, box: unionBox([s]), source: 'org number pattern' };
        }
      }
      const nordic = data.org_id ? null : nordicIds(s.text);
      if (nordic) {
        data.org_id = nordic.org_id;
        p.org_id = { confidence: 0.9, page: s.page, box: unionBox([s]), source: 'Nordic org number pattern' };
        if (!data.tax_number) data.tax_number = nordic.tax_number;
      }
      for (const v of compactVat(s.text).matchAll(VAT_RE)) {
        if (!data.tax_number) {
          data.tax_number = v[1] as string;
          p.tax_number = { confidence: 0.9, page: s.page, box: unionBox([s]), source: 'VAT number pattern' };
        }
      }
      const bare = data.org_id ? null : norwegianOrgAfterLabel(s.text);
      if (bare) {
        data.org_id = bare;
        p.org_id = { confidence: 0.85, page: s.page, box: unionBox([s]), source: 'Norwegian org.nr label' };
      }
    }
  }
  finishCountry(data);
  return { data, prov: p, blockLines: new Set() };
}

/**
 * A seller block found under its own label ('Verkäufer', 'Fournisseur', 'Seller') names the
 * supplier instead of the largest heading; identifiers found outside the customer block stay.
 */
export function withSellerBlock(heading: PartyFound, block: PartyFound): PartyFound {
  if (!block.data.name) return heading;
  const data = { ...heading.data, name: block.data.name, address: block.data.address ?? heading.data.address };
  const p = { ...heading.prov, ...block.prov };
  if (block.data.tax_number) data.tax_number = block.data.tax_number;
  if (block.data.org_id) data.org_id = block.data.org_id;
  return { data, prov: p, blockLines: block.blockLines };
}
