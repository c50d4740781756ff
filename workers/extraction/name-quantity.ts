// A quantity and its unit printed at the end of a line's name when the table has no quantity
// column ('Lönehantering 1 st', 'Bokslut 2026 12 tim' beside a price and an amount): taken out of
// the name when quantity × price gives the amount, so the quantity is not left empty.
import { round2 } from './parsers';
import { isUnit } from './units';

export function quantityInName(
  name: string,
  price: number | null,
  amount: number | null,
): { name: string; qty: number } | null {
  if (price === null || amount === null) return null;
  const m = /^(.*\S)\s+(\d+(?:[.,]\d+)?)\s*([\p{L}²³.]+)$/u.exec(name.trim());
  if (!m || !isUnit(m[3] as string)) return null;
  const qty = Number((m[2] as string).replace(',', '.'));
  if (!(qty > 0) || Math.abs(round2(qty * price) - Math.abs(amount)) > 0.011) return null;
  return { name: m[1] as string, qty };
}
