// Seeded Nordic invoices for the Nordic evaluation set: Swedish, Norwegian, Danish and Finnish
// suppliers and customers with valid company ids (org.nr + MVA, CVR, Y-tunnus), payment
// references with their check digits (OCR, KID, FIK, viite), the country's currency and VAT rates.
// Built on the corpus model (tools/extraction-corpus/model.ts) so the truth has the corpus shape.
import { luhnCheckDigit } from '../../../domain/identifiers/luhn';
import {
  isValidDanishCvr,
  isValidFinnishBusinessId,
  isValidNorwegianOrgNumber,
} from '../../../domain/identifiers/nordic';
import {
  addDays,
  pick,
  rng,
  swedishCompany,
  withLuhn,
  type Company,
  type InvoiceSpec,
  type LineSpec,
} from '../../../tools/extraction-corpus/model';

export type Language = 'sv' | 'no' | 'da' | 'fi';
export const LANGUAGES: readonly Language[] = ['sv', 'no', 'da', 'fi'];

export interface Country {
  code: 'SE' | 'NO' | 'DK' | 'FI';
  currency: string;
  /** Standard rate first. */
  rates: readonly number[];
}

export const COUNTRY: Record<Language, Country> = {
  sv: { code: 'SE', currency: 'SEK', rates: [25, 12, 6] },
  no: { code: 'NO', currency: 'NOK', rates: [25, 15, 12] },
  da: { code: 'DK', currency: 'DKK', rates: [25] },
  fi: { code: 'FI', currency: 'EUR', rates: [25.5, 14, 10] },
};

function digits(r: () => number, n: number, first = '123456789'): string {
  let s = pick(r, first.split(''));
  while (s.length < n) s += String(Math.floor(r() * 10));
  return s;
}

/** The first number drawn that passes `valid` (the check digit is found by trying). */
function drawValid(r: () => number, n: number, valid: (s: string) => boolean): string {
  for (;;) {
    const s = digits(r, n);
    if (valid(s)) return s;
  }
}

/** IBAN of a country from its BBAN digits: ISO 13616 check digits (mod 97). */
export function ibanOf(country: string, bban: string): string {
  const letters = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of letters) rest = (rest * 10 + Number(ch)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** Finnish creditor reference (viitenumero): weights 7, 3, 1 from the right, check = next ten. */
export function finnishReference(base: string): string {
  const w = [7, 3, 1];
  let sum = 0;
  [...base].reverse().forEach((d, i) => (sum += Number(d) * (w[i % 3] as number)));
  return `${base}${(10 - (sum % 10)) % 10}`;
}

const NAMES: Record<Exclude<Language, 'sv'>, { suppliers: string[]; customers: string[] }> = {
  no: {
    suppliers: ['Fjellheim Bygg AS', 'Nordlys Elektro AS', 'Bergen Rørservice AS', 'Tromsø Data AS'],
    customers: ['Fjordlys Maskin AS', 'Sandvika Eiendom AS', 'Lofoten Hotell AS', 'Kommunal Drift Oslo AS'],
  },
  da: {
    suppliers: ['Kystens Tømrer ApS', 'Aarhus Elservice A/S', 'Fynsk Rengøring ApS', 'Nørrebro Data ApS'],
    customers: ['Vestergaard Ejendomme A/S', 'Odense Kantine ApS', 'Skagen Hotel A/S', 'Roskilde Transport ApS'],
  },
  fi: {
    suppliers: ['Järvisen Rakennus Oy', 'Pohjolan Sähkö Oy', 'Tampereen Siivous Oy', 'Kuopion Data Oy'],
    customers: ['Rantanen Kiinteistöt Oy', 'Oulun Ravintolat Oy', 'Savon Kuljetus Oy', 'Helsingin Toimisto Oy'],
  },
};

const PLACES: Record<Exclude<Language, 'sv'>, { streets: string[]; cities: Array<[string, string]> }> = {
  no: {
    streets: ['Storgata 12', 'Karl Johans gate 14', 'Strandveien 3', 'Industriveien 21B'],
    cities: [
      ['0154', 'Oslo'],
      ['5003', 'Bergen'],
      ['7010', 'Trondheim'],
      ['9008', 'Tromsø'],
    ],
  },
  da: {
    streets: ['Vestergade 12', 'Nørregade 4', 'Havnevej 31', 'Industrivej 7'],
    cities: [
      ['8000', 'Aarhus C'],
      ['5000', 'Odense C'],
      ['2200', 'København N'],
      ['9990', 'Skagen'],
    ],
  },
  fi: {
    streets: ['Mannerheimintie 12', 'Hämeenkatu 4', 'Satamatie 3', 'Teollisuuskatu 21'],
    cities: [
      ['00100', 'Helsinki'],
      ['33100', 'Tampere'],
      ['70100', 'Kuopio'],
      ['90100', 'Oulu'],
    ],
  },
};

export function nordicCompany(r: () => number, lang: Language, name: string): Company {
  if (lang === 'sv') return swedishCompany(r, name);
  const [zip, city] = pick(r, PLACES[lang].cities);
  const street = pick(r, PLACES[lang].streets);
  const base = { name, foreign: false };
  if (lang === 'no') {
    const org = drawValid(r, 9, isValidNorwegianOrgNumber);
    return {
      ...base,
      org_id: org,
      tax_number: `NO${org}MVA`,
      address: { street, zip, city, country: 'NO' },
      iban: ibanOf('NO', digits(r, 11, '123456789')),
      bic: pick(r, ['DNBANOKK', 'NDEANOKK', 'SPRONO22']),
    };
  }
  if (lang === 'da') {
    const cvr = drawValid(r, 8, isValidDanishCvr);
    return {
      ...base,
      org_id: cvr,
      tax_number: `DK${cvr}`,
      address: { street, zip, city, country: 'DK' },
      iban: ibanOf('DK', digits(r, 14, '123456789')),
      bic: pick(r, ['DABADKKK', 'NDEADKKK', 'JYBADKKK']),
    };
  }
  const y = drawValid(r, 8, isValidFinnishBusinessId);
  return {
    ...base,
    org_id: `${y.slice(0, 7)}-${y.slice(7)}`,
    tax_number: `FI${y}`,
    address: { street, zip, city, country: 'FI' },
    iban: ibanOf('FI', digits(r, 14, '123456789')),
    bic: pick(r, ['NDEAFIHH', 'OKOYFIHH', 'DABAFIHH']),
  };
}

/** Items per language with the VAT rate (index into the country's rates: 0 standard). */
const ITEMS: Record<Language, Array<[string, number]>> = {
  sv: [
    ['Konsulttimmar', 0],
    ['Installation elcentral', 0],
    ['Service värmepump', 0],
    ['Licens programvara', 0],
    ['Lunchbuffé', 1],
    ['Hotellrum natt', 1],
    ['Facklitteratur', 2],
    ['Persontransport', 2],
  ],
  no: [
    ['Konsulenttimer', 0],
    ['Montering av varmepumpe', 0],
    ['Programvarelisens', 0],
    ['Arbeidsklær', 0],
    ['Matvarer kantine', 1],
    ['Lunsjbuffet', 1],
    ['Hotellovernatting', 2],
    ['Persontransport', 2],
  ],
  da: [
    ['Konsulenttimer', 0],
    ['Installation af el-tavle', 0],
    ['Softwarelicens', 0],
    ['Rengøring kontor', 0],
    ['Frokostordning', 0],
    ['Leje af lift pr. dag', 0],
  ],
  fi: [
    ['Konsultointitunnit', 0],
    ['Sähkökeskuksen asennus', 0],
    ['Ohjelmistolisenssi', 0],
    ['Lounasbuffet', 1],
    ['Elintarvikkeet', 1],
    ['Hotellimajoitus', 2],
    ['Henkilökuljetus', 2],
    ['Kirjat', 2],
  ],
};

const FREIGHT: Record<Language, string> = { sv: 'Frakt', no: 'Frakt', da: 'Fragt', fi: 'Rahti' };
const TERMS: Record<Language, (d: number) => string> = {
  sv: (d) => `${d} dagar netto`,
  no: (d) => `${d} dager netto`,
  da: (d) => `Netto ${d} dage`,
  fi: (d) => `${d} päivää netto`,
};

function lines(r: () => number, lang: Language, n: number, multiRate: boolean): LineSpec[] {
  const rates = COUNTRY[lang].rates;
  const pool = ITEMS[lang].filter(([, k]) => multiRate || k === 0);
  return Array.from({ length: n }, (_, i) => {
    const [name, k] = pick(r, pool);
    return {
      name: n > 12 ? `${name} ${i + 1}` : name,
      qty: pick(r, [1, 1, 2, 3, 5, 10, 2.5, 7.5, 12]),
      price: Math.round((20 + r() * 4000) * 100) / 100,
      rate: rates[k] ?? (rates[0] as number),
    };
  });
}

/** What a template can print; the data drawn for a document stays within it. */
export interface Capabilities {
  /** Several VAT rates on one invoice (a per-line rate or a per-rate breakdown is printed). */
  multiRate: boolean;
  /** A freight charge row. */
  charges: boolean;
  /** Most lines a design shows on its pages here. */
  maxLines: number;
  /** A credit-note title of its own. */
  credit: boolean;
  /** A labelled customer number. */
  customerNumber: boolean;
}

/** One document's invoice: seeded, in the country of `lang`, within what the template prints. */
export function nordicInvoice(seed: number, lang: Language, caps: Capabilities): InvoiceSpec {
  const r = rng(seed);
  const country = COUNTRY[lang];
  const issue = addDays('2026-09-01', Math.floor(r() * 80));
  const termsDays = pick(r, [10, 14, 20, 30, 30]);
  const names =
    lang === 'sv'
      ? {
          suppliers: ['Norrsken Byggservice AB', 'Ljusdal Elteknik AB', 'Fjällvind Konsult AB'],
          customers: ['Åkerlund Fastigheter AB', 'Hedmans Bil AB', 'Havsörnen Hotell AB'],
        }
      : NAMES[lang];
  const supplier = nordicCompany(r, lang, pick(r, names.suppliers));
  const customer = nordicCompany(r, lang, pick(r, names.customers));
  const credit = r() < 0.15 && caps.credit;
  const bigDoc = r() < 0.15;
  const n = Math.min(caps.maxLines, bigDoc ? 14 + Math.floor(r() * 12) : 1 + Math.floor(r() * 6));
  const ref = digits(r, 6 + Math.floor(r() * 6));
  const paymentId = credit
    ? null
    : lang === 'fi'
      ? finnishReference(ref)
      : lang === 'da'
        ? `${ref}${luhnCheckDigit(ref)}`
        : withLuhn(ref);
  const withCharge = caps.charges && r() < 0.4;
  return {
    id: `nordic-${lang}-${seed}`,
    invoice_id: String(pick(r, [1000, 20000, 240000]) + Math.floor(r() * 8999)),
    credit,
    issue,
    due: credit ? null : addDays(issue, termsDays),
    terms: credit ? null : TERMS[lang](termsDays),
    currency: country.currency,
    ocr: paymentId,
    buyerRef: null,
    orderRef: null,
    ourRef: null,
    customerNo: r() < 0.5 && caps.customerNumber ? String(1000 + Math.floor(r() * 8999)) : null,
    note: null,
    supplier,
    customer,
    lines: lines(r, lang, Math.max(1, n), caps.multiRate),
    charges: withCharge
      ? [{ reason: FREIGHT[lang], amount: pick(r, [95, 149, 250, 390]), rate: country.rates[0] as number }]
      : [],
    rounding: false,
    pay: { bankgiro: lang === 'sv', plusgiro: false, iban: lang !== 'sv' },
  };
}
