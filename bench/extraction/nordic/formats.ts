// How the Nordic documents print numbers and dates: each language's usual forms (what an
// invoicing app set to that locale writes), and the company ids and payment references as
// people there print them.
import type { Company } from '../../../tools/extraction-corpus/model';
import type { Language } from './nordic-data';

function grouped(v: number, thousands: string, decimal: string, dec = 2): string {
  const [int = '', frac] = Math.abs(v).toFixed(dec).split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${v < 0 ? '-' : ''}${frac === undefined ? g : `${g}${decimal}${frac}`}`;
}

/** A plain amount: '1 234,50' (sv, no, fi) or '1.234,50' (da). */
export function amount(lang: Language, v: number): string {
  return lang === 'da' ? grouped(v, '.', ',') : grouped(v, ' ', ',');
}

/** An amount with its currency as the language places it: '1 234,50 kr', 'kr 1 234,50', '1.234,50 kr.', '1 234,50 €'. */
export function money(lang: Language, v: number): string {
  const a = amount(lang, v);
  if (lang === 'sv') return `${a} kr`;
  if (lang === 'no') return `kr ${a}`;
  if (lang === 'da') return `${a} kr.`;
  return `${a} €`;
}

/** A quantity without trailing zeros: '2', '2,5'. */
export function quantity(v: number): string {
  return String(v).replace('.', ',');
}

export function percent(v: number): string {
  return `${String(v).replace('.', ',')} %`;
}

/** 2026-09-01 (sv), 01.09.2026 (no, da), 1.9.2026 (fi). */
export function date(lang: Language, iso: string): string {
  const [y, m, d] = iso.split('-');
  if (lang === 'sv') return iso;
  if (lang === 'fi') return `${Number(d)}.${Number(m)}.${y}`;
  return `${d}.${m}.${y}`;
}

/** The company's id as printed in its country: '556123-4567', '923 609 016 MVA', 'CVR 12345678', '1234567-8'. */
export function companyId(c: Company): string {
  const id = c.org_id ?? '';
  switch (c.address.country) {
    case 'SE':
      return `${id.slice(0, 6)}-${id.slice(6)}`;
    case 'NO':
      return `${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6)} MVA`;
    case 'DK':
      return `CVR ${id}`;
    default:
      return id;
  }
}

/** The label a country prints before its company id (not a template's word: the id's own name). */
export function companyIdName(c: Company): string {
  return { SE: 'Org.nr', NO: 'Org.nr.', DK: 'CVR-nr.', FI: 'Y-tunnus' }[c.address.country] ?? 'Org.nr';
}

/** The payment reference's own name: OCR, KID, FIK (betalings-id), viite. */
export function paymentIdName(lang: Language): string {
  return { sv: 'OCR', no: 'KID', da: 'FIK', fi: 'Viitenumero' }[lang];
}

export function ibanText(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

/** Bankgiro number as printed, '5050-1055'. */
export function bankgiroText(d: string): string {
  return `${d.slice(0, -4)}-${d.slice(-4)}`;
}
