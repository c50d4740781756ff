// The VAT category of a line or charge. The invoice form carries a percent, not a category, so the
// category is derived from the parties and the rate (rule table in docs/peppol.md, 'VAT category');
// the form's tax_category overrides. Also the exemption texts and VATEX codes per category.

import { isEuCountry } from '../countries';
import { UNCL5305 } from './codelists';
import type { TaxCategoryCode } from './types';

export interface TaxParties {
  sellerCountry?: string;
  buyerCountry?: string;
  /** Buyer VAT number (BT-48), if any. */
  buyerVat?: string;
}

export interface TaxCategoryChoice {
  percent: number;
  /** The form's explicit category (item.tax_category / tax_totals[].tax_category). */
  override?: string | null;
  /** The form's exemption reason text (item.tax_exemption_reason / tax_totals[].tax_exemption_reason). */
  exemptionReason?: string | null;
}

/** Derives the UNCL 5305 category; see the table in docs/peppol.md. */
export function deriveTaxCategory(choice: TaxCategoryChoice, parties: TaxParties): TaxCategoryCode {
  const o = choice.override?.trim().toUpperCase();
  if (o && UNCL5305.has(o)) return o as TaxCategoryCode;
  if (choice.percent !== 0) return 'S';
  const seller = parties.sellerCountry;
  const vatCountry =
    parties.buyerVat && /^[A-Z]{2}/.test(parties.buyerVat)
      ? parties.buyerVat.slice(0, 2).replace('EL', 'GR')
      : undefined;
  const buyer = parties.buyerCountry ?? vatCountry;
  // Cross-border categories need both countries; an unknown seller country is treated as domestic.
  if (seller && parties.buyerVat && buyer && buyer !== seller && isEuCountry(buyer)) return 'AE';
  if (seller && buyer && buyer !== seller && !isEuCountry(buyer)) return 'G';
  if (choice.exemptionReason && choice.exemptionReason.trim() !== '') return 'E';
  return 'Z';
}

/** Default exemption text and VATEX code per category (BR-AE-10, BR-G-10, BR-IC-10, BR-O-10). */
export const EXEMPTION_DEFAULTS: Readonly<Partial<Record<TaxCategoryCode, { code?: string; text: string }>>> = {
  AE: { code: 'VATEX-EU-AE', text: 'Reverse charge' },
  G: { code: 'VATEX-EU-G', text: 'Export outside the EU' },
  K: { code: 'VATEX-EU-IC', text: 'Intra-community supply' },
  O: { code: 'VATEX-EU-O', text: 'Not subject to VAT' },
  E: { text: 'Exempt from VAT' },
};

/** Categories whose breakdown must carry an exemption reason; S and Z must not carry one. */
export const NEEDS_EXEMPTION: ReadonlySet<string> = new Set(['AE', 'E', 'G', 'K', 'O']);

/** Categories whose rate is always 0 (O carries no rate at all). */
export const ZERO_RATED: ReadonlySet<string> = new Set(['Z', 'E', 'AE', 'K', 'G']);
