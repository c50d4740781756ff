// Bank identifiers printed where a label-at-start reading misses them: a label inside a run
// ('BIC: KREDBEBB - IBAN: BE 41 7360 0661 9710', 'Verkäufer-BIC: …'), or ending a line whose
// next line starts with the value ('… Bankverbindung: IBAN' over 'DE75…, BIC WELADED1MST, …').
// An IBAN under its label whose check digits fail is read as printed, with a low confidence, and
// the cross-checks send the invoice to a person ('iban-check-digit'); nothing else is guessed.
import { ibanLength, isValidBic, isValidIban } from '../../domain/identifiers';
import type { Found } from './fields';
import type { Line, Segment } from './layout';

// 'No.' after the label, never the 'NO' of a Norwegian IBAN ('IBAN NO51 9280 …').
const IBAN_LABEL = /(?:^|[\s\-–(/])IBAN(?:[-\s]?(?:Nr\.?|Nummer|No\.|No(?![\dA-Z])|Code))?\s*:?\s*/iu;
const BIC_LABEL = /(?:^|[\s\-–(/])(?:BIC|SWIFT)(?:[-\s/]?(?:Code|BIC|SWIFT))?\s*:?\s*/iu;

/** The text after the label in a segment, or, when the label ends the line, the next line's start. */
function afterLabel(lines: readonly Line[], line: Line, seg: Segment, label: RegExp): { text: string; seg: Segment }[] {
  const out: { text: string; seg: Segment }[] = [];
  const m = label.exec(seg.text);
  if (!m) return out;
  const rest = seg.text.slice(m.index + m[0].length).trim();
  if (rest) out.push({ text: rest, seg });
  const i = line.segments.indexOf(seg);
  const right = line.segments[i + 1];
  if (!rest && right) out.push({ text: right.text, seg: right });
  const below = lines[line.index + 1];
  const first = below?.segments[0];
  if (!rest && !right && below && first && below.page === line.page) out.push({ text: first.text, seg: first });
  return out;
}

/** The IBAN at the start of a text, printed in groups or not: the longest run that validates. */
export function ibanAtStart(text: string): { value: string; valid: boolean } | null {
  const m = /^([A-Z]{2})\s?(\d{2})((?:\s?[A-Z0-9]){11,30})/.exec(text.toUpperCase());
  if (!m) return null;
  const head = `${m[1]}${m[2]}`;
  const groups = (m[3] as string).trim().split(/\s+/);
  // Shorter prefixes first lose trailing words ('DE12 … 00 BIC'), longest valid wins.
  for (let n = groups.length; n > 0; n -= 1) {
    const v = head + groups.slice(0, n).join('');
    if (isValidIban(v)) return { value: v, valid: true };
  }
  const expected = ibanLength(m[1] as string);
  for (let n = groups.length; n > 0; n -= 1) {
    const v = head + groups.slice(0, n).join('');
    if (expected !== undefined && v.length === expected) return { value: v, valid: false };
  }
  return null;
}

export function findIbanInRuns(lines: readonly Line[]): Found<string> | null {
  let printed: Found<string> | null = null;
  for (const line of lines)
    for (const seg of line.segments)
      for (const c of afterLabel(lines, line, seg, IBAN_LABEL)) {
        const v = ibanAtStart(c.text);
        if (v?.valid) return { value: v.value, segs: [c.seg], conf: 0.85, label: 'IBAN' };
        if (v && !printed) printed = { value: v.value, segs: [c.seg], conf: 0.5, label: 'IBAN' };
      }
  return printed;
}

export function findBicInRuns(lines: readonly Line[]): Found<string> | null {
  for (const line of lines)
    for (const seg of line.segments)
      for (const c of afterLabel(lines, line, seg, BIC_LABEL)) {
        const token = /^[A-Za-z0-9]{8,11}(?![A-Za-z0-9])/.exec(c.text.trim())?.[0]?.toUpperCase();
        if (token && isValidBic(token)) return { value: token, segs: [c.seg], conf: 0.85, label: 'BIC' };
      }
  return null;
}

const GIRO_LABEL: Record<'bankgiro' | 'plusgiro', RegExp> = {
  bankgiro: /(?:^|[\s\-–(/])(?:Bankgiro|BG)(?:[-\s]?(?:nr\.?|nummer|no\.?))?\s*:?\s*/iu,
  plusgiro: /(?:^|[\s\-–(/])(?:Plusgiro|PG|Postgiro)(?:[-\s]?(?:nr\.?|nummer|no\.?))?\s*:?\s*/iu,
};

/** A bankgiro or plusgiro number after its label inside a run ('Pay to Bankgiro 5050-1055.'), check digit verified. */
export function findGiroInRuns(
  lines: readonly Line[],
  kind: 'bankgiro' | 'plusgiro',
  parse: (text: string) => string | null,
): Found<string> | null {
  for (const line of lines)
    for (const seg of line.segments)
      for (const c of afterLabel(lines, line, seg, GIRO_LABEL[kind])) {
        const v = parse(c.text.split(/\s+/).slice(0, 2).join(' '));
        if (v) return { value: v, segs: [c.seg], conf: 0.8, label: kind };
      }
  return null;
}

/** A line about the buyer's own account: a direct debit takes from it, so its IBAN is not the payee's. */
const DEBIT_WORDS =
  /lastschrift|mandat|abgebucht|abbuchung|einzug|direct debit|debit(?:ed)? (?:from|to) your|pr[ée]l[èe]vement|autogiro|betalingsservice|suoramaksu|avtalegiro/i;

/**
 * An IBAN printed without its label ('on this account: BE71 0961 2345 6769', 'Bank: Sparkasse
 * DE89 3704 0044 0532 0130 00'): a country code, check digits and the account in groups or not,
 * taken only when its check digits hold (an unlabelled IBAN that fails is no IBAN), and never from
 * a line about a direct debit of the buyer's account.
 */
export function findUnlabelledIban(lines: readonly Line[]): Found<string> | null {
  for (const line of lines) {
    if (DEBIT_WORDS.test(line.text)) continue;
    for (const seg of line.segments)
      for (const m of seg.text.matchAll(/(?:^|[^A-Za-z0-9])([A-Z]{2}\d{2}\s?[A-Z0-9])/g)) {
        const v = ibanAtStart(seg.text.slice((m.index ?? 0) + m[0].length - (m[1] as string).length));
        // A country whose IBAN length is known: the length is a second check beside the digits.
        if (v?.valid && ibanLength(v.value.slice(0, 2)) !== undefined)
          return { value: v.value, segs: [seg], conf: 0.75, label: 'IBAN' };
      }
  }
  return null;
}
