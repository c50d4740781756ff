// Document-level allowance and charge reasons: the form carries free text ('Frakt' by default), UBL
// also wants a code (UNCL 7161 for charges, UNCL 5189 for allowances) when one is known. A
// declarative table from lower-case reason text to code; unknown texts go without a code.

const CHARGE_CODES: Readonly<Record<string, string>> = {
  frakt: 'FC',
  freight: 'FC',
  'freight charge': 'FC',
  shipping: 'FC',
  porto: 'FC',
  emballage: 'PC',
  packing: 'PC',
  packaging: 'PC',
  expeditionsavgift: 'ABK',
  hanteringsavgift: 'ABK',
  handling: 'HD',
};

const ALLOWANCE_CODES: Readonly<Record<string, string>> = {
  rabatt: '95',
  discount: '95',
  bonus: '100',
  'special rebate': '100',
  kampanj: '100',
};

/** The code for a reason text, or undefined when none is known. */
export function chargeReasonCode(charge: boolean, reason: string | null | undefined): string | undefined {
  const key = (reason ?? '').trim().toLowerCase();
  if (key === '') return charge ? 'FC' : '95';
  return (charge ? CHARGE_CODES : ALLOWANCE_CODES)[key];
}
