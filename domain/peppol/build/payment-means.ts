// Payment instructions (BG-16) from the form's payment_means, else the supplier's first stored
// payment means: bankgiro/plusgiro as code 30 with branch SE:BANKGIRO / SE:PLUSGIRO (SE-R-007..012),
// IBAN as 58 (SEPA credit transfer) for EUR invoices, 31 between Danish parties and 30 otherwise,
// with the BIC as branch.

import type { InvoiceForm } from '../../invoice-form';
import { isValidBankgiro, isValidPlusgiro, normalizeGiro, normalizeIban } from '../../identifiers';
import { partyCountry } from '../party';
import type { PeppolParty } from '../types';

export interface PaymentMeansModel {
  code: string;
  account?: string;
  branch?: string;
}

export const BANKGIRO_BRANCH = 'SE:BANKGIRO';
export const PLUSGIRO_BRANCH = 'SE:PLUSGIRO';

function giro(value: string | null | undefined, branch: string): PaymentMeansModel | undefined {
  const digits = value ? normalizeGiro(value) : null;
  return digits ? { code: '30', account: digits, branch } : undefined;
}

function iban(
  value: string | null | undefined,
  bic: string | null | undefined,
  code: string,
): PaymentMeansModel | undefined {
  if (!value || value.trim() === '') return undefined;
  const b = bic?.replace(/\s+/g, '').toUpperCase();
  return { code, account: normalizeIban(value), branch: b || undefined };
}

/** IBAN payments: 58 SEPA for EUR; 31 between Danish parties (DK-R-005 has no 30); else 30. */
function ibanCode(currency: string, supplier: PeppolParty, customer: PeppolParty): string {
  if (currency === 'EUR') return '58';
  return partyCountry(supplier) === 'DK' && partyCountry(customer) === 'DK' ? '31' : '30';
}

export function paymentMeansOf(form: InvoiceForm, supplier: PeppolParty, customer: PeppolParty): PaymentMeansModel[] {
  const cur = form.document_currency_code.trim().toUpperCase();
  const ibanAs = ibanCode(cur, supplier, customer);
  const out: (PaymentMeansModel | undefined)[] = [];
  const pm = form.payment_means;
  if (pm && (pm.bankgiro || pm.plusgiro || pm.iban)) {
    out.push(giro(pm.bankgiro, BANKGIRO_BRANCH), giro(pm.plusgiro, PLUSGIRO_BRANCH), iban(pm.iban, pm.bic, ibanAs));
  } else {
    const stored = supplier.payment_means?.find((m) => m.local || m.iban || m.bankAccount);
    if (stored) {
      const local = stored.local?.trim();
      if (local) {
        // 'local' holds a bankgiro or a plusgiro number; a number valid as a bankgiro is taken as one.
        const isPg = !isValidBankgiro(local) && isValidPlusgiro(local);
        out.push(giro(local, isPg ? PLUSGIRO_BRANCH : BANKGIRO_BRANCH));
      }
      out.push(iban(stored.iban, stored.bic, ibanAs));
      const acct = stored.bankAccount?.replace(/[\s-]+/g, '');
      if (acct) out.push({ code: '30', account: acct });
    }
  }
  const list = out.filter((x): x is PaymentMeansModel => x !== undefined);
  // A payment reference without any account still needs a payment instruction to live in:
  // code 1 'instrument not defined' carries it (BT-83 would otherwise be lost).
  if (list.length === 0 && form.payment_id?.trim()) list.push({ code: '1' });
  return list;
}
