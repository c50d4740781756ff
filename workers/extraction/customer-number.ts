// The customer's number printed inside the customer block as a bare key ('Käufer/Leistungs-
// empfänger' over 'Nummer: GE2020211', 'Buyer' over 'ID: 4711'): the key alone names no field,
// the block it stands in makes it the buyer's number at the seller (BT-46).
import { parseId, type Found } from './fields';
import type { Line } from './layout';

const NUMBER_KEY = /^(nummer|nr\.?|number|no\.?|id|kennung|numéro|n°|nº|numero|numer|nummer\s+\/\s+id)\s*:?$/iu;

export function findCustomerNumber(lines: readonly Line[], block: ReadonlySet<number>): Found<string> | null {
  for (const idx of [...block].sort((a, b) => a - b)) {
    const line = lines[idx];
    if (!line) continue;
    const [key, value] = line.segments;
    if (!key || !NUMBER_KEY.test(key.text.trim())) continue;
    // 'Nummer: 4711' in one run, or the value in the column right of the key (': 339420').
    const text = key.text.replace(NUMBER_KEY, '').trim() || value?.text.replace(/^:\s*/, '') || '';
    const v = parseId(text);
    if (v) return { value: v, segs: value ? [value] : [key], conf: 0.85, label: key.text.trim() };
  }
  return null;
}
