// Standard and reduced VAT rates (percent) of the countries whose invoices the platform reads, as
// in force in 2026 (Sweden, the Nordic neighbours, and the EU and UK producers of the evaluation
// set). Used to recognise a rate the page leaves out (a VAT total printed without its percent) and
// to question a rate a Swedish seller cannot charge.
export const VAT_RATES: Readonly<Record<string, readonly number[]>> = {
  SE: [25, 12, 6],
  NO: [25, 15, 12],
  DK: [25],
  FI: [25.5, 24, 14, 13.5, 10],
  IS: [24, 11],
  DE: [19, 7],
  AT: [20, 13, 10],
  CH: [8.1, 3.8, 2.6],
  FR: [20, 10, 5.5, 2.1],
  BE: [21, 12, 6],
  NL: [21, 9],
  LU: [17, 14, 8, 3],
  GB: [20, 5],
  IE: [23, 13.5, 9, 4.8],
  ES: [21, 10, 4],
  IT: [22, 10, 5, 4],
  PL: [23, 8, 5],
  EE: [24, 13, 9],
};

const ALL_RATES = [...new Set(Object.values(VAT_RATES).flat())].sort((a, b) => b - a);

/** Whether a seller of `country` charges this rate (0 always allowed: exempt, reverse charge, export). */
export function isRateOf(country: string, rate: number): boolean {
  return rate === 0 || (VAT_RATES[country] ?? []).includes(rate);
}

/**
 * The rate that makes `tax` the VAT on `net` (rounded to cents), among the rates above, or null:
 * 2 074,38 on 8 297,50 is 25 %.
 */
export function impliedVatRate(net: number, tax: number): number | null {
  const n = Math.abs(net);
  const t = Math.abs(tax);
  if (n === 0 || t === 0) return null;
  const fits = ALL_RATES.filter((r) => Math.abs(Math.round(n * r) / 100 - t) < 0.005);
  return fits.length === 1 ? (fits[0] as number) : null;
}
