// Company identifiers of Norway, Denmark and Finland with their check digits: the Norwegian
// organisasjonsnummer (9 digits, mod 11; its VAT form is 'NO' + number + 'MVA'), the Danish CVR
// number (8 digits, mod 11; VAT 'DK' + CVR) and the Finnish Y-tunnus (7 digits + check digit,
// printed '1234567-8'; VAT 'FI' + the 8 digits).

function weightedMod11(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * (weights[i] as number);
  return sum % 11;
}

export function isValidNorwegianOrgNumber(value: string): boolean {
  const d = value.replace(/\s+/g, '');
  if (!/^\d{9}$/.test(d)) return false;
  const r = weightedMod11(d, [3, 2, 7, 6, 5, 4, 3, 2]);
  const check = r === 0 ? 0 : 11 - r;
  return check !== 10 && check === Number(d[8]);
}

export function isValidDanishCvr(value: string): boolean {
  const d = value.replace(/\s+/g, '');
  return /^\d{8}$/.test(d) && d[0] !== '0' && weightedMod11(d, [2, 7, 6, 5, 4, 3, 2, 1]) === 0;
}

export function isValidFinnishBusinessId(value: string): boolean {
  const m = /^(\d{7})-?(\d)$/.exec(value.trim());
  if (!m) return false;
  const r = weightedMod11(m[1] as string, [7, 9, 10, 5, 8, 4, 2]);
  if (r === 1) return false;
  return (r === 0 ? 0 : 11 - r) === Number(m[2]);
}

/**
 * Nordic company ids in free text: 'Org.nr. 923 609 016 MVA' / 'NO923609016MVA', 'CVR 13585628' /
 * 'DK13585628', 'Y-tunnus 0112038-9' / 'FI01120389'; the org number and VAT number, each
 * verified by its check digit.
 */
export function nordicIds(text: string): { org_id: string; tax_number: string } | null {
  const no = /\b(?:NO\s?)?(\d{3}\s?\d{3}\s?\d{3})\s?MVA\b/.exec(text);
  if (no) {
    const d = (no[1] as string).replace(/\s+/g, '');
    if (isValidNorwegianOrgNumber(d)) return { org_id: d, tax_number: `NO${d}MVA` };
  }
  // 'SE-nr.': the Danish VAT registration number, the CVR number for most companies.
  const dk = /\b(?:CVR(?:-nr\.?|-nummer)?:?\s*|SE-(?:nr\.?|nummer):?\s*|DK\s?)(\d{2}\s?\d{2}\s?\d{2}\s?\d{2})\b/i.exec(
    text,
  );
  if (dk) {
    const d = (dk[1] as string).replace(/\s+/g, '');
    if (isValidDanishCvr(d)) return { org_id: d, tax_number: `DK${d}` };
  }
  const fi = /\b(?:Y-?tunnus:?\s*(\d{7}-\d)|FI\s?(\d{8}))\b/i.exec(text);
  if (fi) {
    const d = (fi[1] ?? fi[2] ?? '').replace('-', '');
    if (isValidFinnishBusinessId(d)) return { org_id: `${d.slice(0, 7)}-${d.slice(7)}`, tax_number: `FI${d}` };
  }
  return null;
}
