// Check digits of Nordic/Benelux organisation numbers Peppol validates (PEPPOL-COMMON-R041/R043);
// used by the rule checks and by the endpoint derivation (only a valid number gets its scheme).
// Swedish numbers and GLN live in domain/identifiers.

/** Norwegian organisasjonsnummer (0192): 9 digits, mod-11 with weights 3 2 7 6 5 4 3 2. */
export function isValidNorwegianOrgNumber(v: string): boolean {
  if (!/^\d{9}$/.test(v)) return false;
  const w = [3, 2, 7, 6, 5, 4, 3, 2];
  const s = w.reduce((acc, x, i) => acc + x * Number(v[i]), 0);
  const check = (11 - (s % 11)) % 11;
  return check !== 10 && check === Number(v[8]);
}

/** Belgian enterprise number (0208): 10 digits starting 0 or 1, 97 − (first 8 mod 97) = last 2. */
export function isValidBelgianEnterpriseNumber(v: string): boolean {
  if (!/^[01]\d{9}$/.test(v)) return false;
  return 97 - (Number(v.slice(0, 8)) % 97) === Number(v.slice(8));
}
