// Rows inside a line table that print a sum rather than an item: a group's subtotal
// ('Zwischensumme Material', 'Sous-total Fournitures') and the sum carried from one page to the next
// ('Übertrag', 'A reporter' / 'Report', 'Carried forward' / 'Brought forward'), as invoicing tools
// print them at a page break and repeat them under the next page's header. Both table readers
// leave such a row out when it holds no quantity × price.

/** A subtotal's word opening the row's name ('Zwischensumme 202,76', 'Summe Leistungen', 'Total lot 1'). */
const SUM_WORD = /^(zwischensumme|teilsumme|sous-total|subtotal|sub-total|delsumma|summe|total|übertrag|vortrag)\b/i;

/**
 * The carried sum's words, the whole name with at most the page it comes from or goes to
 * ('Übertrag von Seite 1', 'Report de la page 1', 'Carried forward to page 2'): 'Report' or
 * 'Transport' followed by other words is an item ('Report drafting').
 */
const CARRIED =
  /^(?:à reporter|a reporter|report|reporté|transport|carried forward|brought forward|carry forward|balance (?:brought |carried )?forward|c\/f|b\/f)(?:\s+(?:(?:von|aus|auf|nach|de la|de|à la|from|to)\s+)?(?:seite|page|p\.)\s*\d+)?\s*:?$/i;

/** A subtotal word alone: a group of items may follow it in the same table. */
export const GROUP_SUBTOTAL = /^(zwischensumme|sous-total|subtotal|sub-total|teilsumme|delsumma)\b/i;

/** Whether a row's name says it prints a sum (a subtotal or a carried sum), not an item. */
export function namesSum(name: string): boolean {
  const t = name.trim();
  return SUM_WORD.test(t) || CARRIED.test(t);
}
