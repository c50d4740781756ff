// What an invoice's results say about its two parties: the supplier (supplier_data and the payment
// means, which are the payee's) and the customer (customer_data). The corrected form (raw_result)
// wins over the engine's output (ie_raw_result) per party, since a person who fixed a party's
// name or number knows better. Both are jsonb written by different hands (engine, console,
// Peppol import), so every field is read defensively: a wrong type counts as absent.

export interface PartyFacts {
  name: string | null;
  orgIds: string[];
  vatNumbers: string[];
  peppolIds: string[];
  emails: string[];
  bankgiros: string[];
  plusgiros: string[];
  ibans: string[];
}

export type PartySource = 'raw_result' | 'ie_raw_result';

export interface PartyReading {
  facts: PartyFacts;
  source: PartySource | null;
}

export interface InvoiceParties {
  supplier: PartyReading;
  customer: PartyReading;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(v: unknown): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

function texts(...values: unknown[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    if (Array.isArray(v)) out.push(...texts(...v));
    else if (isObject(v)) out.push(...texts(v.email));
    else {
      const t = text(v);
      if (t !== null) out.push(t);
    }
  }
  return [...new Set(out)];
}

const NO_FACTS: PartyFacts = {
  name: null,
  orgIds: [],
  vatNumbers: [],
  peppolIds: [],
  emails: [],
  bankgiros: [],
  plusgiros: [],
  ibans: [],
};

function partyFacts(party: Json): PartyFacts {
  return {
    ...NO_FACTS,
    name: text(party.name),
    orgIds: texts(party.org_id),
    vatNumbers: texts(party.tax_number, party.vat_number),
    peppolIds: texts(party.peppol_id, party.endpoint_id),
    emails: texts(party.email, party.emails, party.invoice_email, party.general_email, party.contact_emails),
  };
}

function hasFacts(f: PartyFacts): boolean {
  return f.name !== null || [f.orgIds, f.vatNumbers, f.peppolIds, f.emails].some((l) => l.length > 0);
}

function paymentFacts(result: Json | null): Pick<PartyFacts, 'bankgiros' | 'plusgiros' | 'ibans'> {
  const pm = isObject(result?.payment_means) ? result.payment_means : {};
  return { bankgiros: texts(pm.bankgiro), plusgiros: texts(pm.plusgiro), ibans: texts(pm.iban) };
}

function readParty(
  results: [PartySource, Json | null][],
  field: 'supplier_data' | 'customer_data',
  withPayment: boolean,
): PartyReading {
  for (const [source, result] of results) {
    const party = result?.[field];
    if (!isObject(party)) continue;
    const facts = partyFacts(party);
    if (!withPayment) {
      if (hasFacts(facts)) return { facts, source };
      continue;
    }
    const payment = paymentFacts(result);
    const withPm = { ...facts, ...payment };
    if (hasFacts(facts) || payment.bankgiros.length + payment.plusgiros.length + payment.ibans.length > 0)
      return { facts: withPm, source };
  }
  // No party object anywhere: the supplier may still be known by the payment means alone.
  if (withPayment) {
    for (const [source, result] of results) {
      const payment = paymentFacts(result);
      if (payment.bankgiros.length + payment.plusgiros.length + payment.ibans.length > 0)
        return { facts: { ...NO_FACTS, ...payment }, source };
    }
  }
  return { facts: NO_FACTS, source: null };
}

export function invoicePartiesOf(rawResult: unknown, ieRawResult: unknown): InvoiceParties {
  const results: [PartySource, Json | null][] = [
    ['raw_result', isObject(rawResult) ? rawResult : null],
    ['ie_raw_result', isObject(ieRawResult) ? ieRawResult : null],
  ];
  return {
    supplier: readParty(results, 'supplier_data', true),
    customer: readParty(results, 'customer_data', false),
  };
}
