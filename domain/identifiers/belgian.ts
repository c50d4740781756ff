// The Belgian structured communication (gestructureerde mededeling / communication structurée,
// OGM-VCS): twelve digits printed '+++123/4567/89002+++' (or between '***'), the last two the
// first ten modulo 97, 97 where that is 0. Belgian banks carry it as the payment's reference.

const PRINTED = /[+*]{3}\s?(\d{3})\s?\/\s?(\d{4})\s?\/\s?(\d{5})\s?[+*]{3}/;

/** True when the twelve digits' check holds. */
export function isValidStructuredCommunication(digits: string): boolean {
  if (!/^\d{12}$/.test(digits)) return false;
  const rest = Number(digits.slice(0, 10)) % 97;
  return (rest === 0 ? 97 : rest) === Number(digits.slice(10));
}

/** The structured communication printed in a text, as printed ('+++123/4567/89002+++'), when its check holds. */
export function structuredCommunication(text: string): string | null {
  const m = PRINTED.exec(text);
  if (!m) return null;
  const digits = `${m[1]}${m[2]}${m[3]}`;
  return isValidStructuredCommunication(digits) ? `+++${m[1]}/${m[2]}/${m[3]}+++` : null;
}
