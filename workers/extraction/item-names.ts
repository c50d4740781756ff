// Item names in a line table: what stands where a name goes (an article code), which rows under
// an item are its details rather than the rest of its name, and how a wrapped name joins.
import { norm } from './labels';

/** A lone article code ('ZS997', 'TB100A4') standing where the name goes. */
export const CODE = /^[\p{Lu}0-9][\p{Lu}0-9\-./]*\d[\p{Lu}0-9\-./]*$/u;
/** An attribute row under an item ('Verpackung: Karton', 'Lieferung: …'). */
export const ATTRIBUTE = /^\p{L}[\p{L}\- ]{0,30}\s?:(\s|$)/u;
/** A bulleted detail row under an item ('• Beschreibung: aus Deutschland'). */
const BULLET = /^[•·▪◦*–]\s/u;

/**
 * Appends a wrapped line to an item's name; false when the name is complete. An article code in
 * the description column gives way to the name under it; a name broken after a hyphen
 * ('GWDSTG-DIN976-' over 'A-4.8-(A2K)-M10X1000') joins without a space. An attribute row
 * ('Verpackung: Karton', '• Beschreibung: …') or the name printed again ends the name: what
 * follows is the item's details, not its name.
 */
export function appendWrapped(item: { name: string }, more: string, brokenWord = false): boolean {
  const line = more.replace(/\s+/g, ' ').trim();
  if (ATTRIBUTE.test(line) || BULLET.test(line) || norm(line) === norm(item.name)) return false;
  // A wrapped part ending in a colon ('Künstlerische Gestaltung' over '(Stunde):') ends the name;
  // the colon introduces what the item is, not part of its name.
  const text = line.replace(/\s*:$/, '');
  const open = text === line;
  if (/[\p{L}\d]-$/u.test(item.name) || brokenWord) item.name = `${item.name}${text}`;
  else if (!CODE.test(item.name)) item.name = `${item.name} ${text}`;
  else {
    // The name under the code is the whole name; what follows is the item's details.
    item.name = text;
    return false;
  }
  return open;
}
