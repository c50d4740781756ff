// The unit vocabulary: quantity cells print a number with its unit ('20 Stk', '1 st', '3,5 h',
// '12 m²'); the unit is split off so the number reads as the quantity and the unit word does not
// stay in the description.

const UNITS = new Set([
  'st', 'st.', 'stk', 'stk.', 'stck', 'stück', 'pcs', 'pc', 'pce', 'pcs.', 'piece', 'pieces', 'ea', 'each', 'unit', 'units', 'x', 'u', 'unité', 'unités', 'kpl', 'styk',
  'h', 'hr', 'hrs', 'std', 'std.', 'stunden', 'stunde', 'tim', 'tim.', 'timmar', 'timme', 'timer', 'hours', 'hour', 'heures', 'heure', 'tuntia', 't',
  'kg', 'g', 't', 'l', 'ltr', 'liter', 'litre', 'litres', 'ml', 'm', 'm²', 'm2', 'qm', 'm³', 'm3', 'km', 'lfm', 'cm', 'mm',
  'mån', 'mån.', 'månad', 'månader', 'month', 'months', 'monat', 'monate', 'mois', 'kk', 'day', 'days', 'tag', 'tage', 'dag', 'dagar', 'jour', 'jours', 'päivä',
  'pauschal', 'psch', 'psch.', 'pauschale', 'set', 'sets', 'pkt', 'paket', 'pack', 'forfait', 'lot', 'kpl.', 'ks',
]);

export function isUnit(word: string): boolean {
  return UNITS.has(word.toLowerCase());
}

/** '20 Stk' → { number: '20', unit: 'Stk' }; null when the text is not a number and a unit. */
export function splitUnit(text: string): { number: string; unit: string } | null {
  const m = /^(-?[\d.,' ]*\d)\s*([\p{L}²³.]+)$/u.exec(text.trim());
  if (!m || !isUnit(m[2] as string)) return null;
  return { number: (m[1] as string).trim(), unit: m[2] as string };
}
