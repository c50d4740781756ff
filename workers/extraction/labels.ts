// The label dictionary: how Swedish and English invoices name each field. Labels are matched on
// normalised text (lower case, no trailing colon or dots), longest first, at the start of a segment.

export type FieldKey =
  | 'invoice_id' | 'issue_date' | 'due_date' | 'payment_terms' | 'payment_id' | 'buyer_reference'
  | 'supplier_reference' | 'order_reference' | 'customer_id' | 'currency' | 'bankgiro' | 'plusgiro'
  | 'iban' | 'bic' | 'org_id' | 'tax_number' | 'note' | 'bill_to'
  | 'net' | 'vat' | 'rounding' | 'payable';

export const LABELS: Record<FieldKey, string[]> = {
  invoice_id: ['fakturanummer', 'fakturanr', 'faktura nr', 'kreditfakturanummer', 'invoice number', 'invoice no', 'invoice #', 'credit note number'],
  issue_date: ['fakturadatum', 'datum', 'invoice date', 'date of issue', 'issue date'],
  due_date: ['förfallodatum', 'förfallodag', 'att betala senast', 'due date', 'payment due'],
  payment_terms: ['betalningsvillkor', 'villkor', 'payment terms', 'terms'],
  payment_id: ['ocr-nummer', 'ocr nummer', 'ocr-nr', 'ocr', 'payment reference'],
  buyer_reference: ['er referens', 'your reference', 'buyer reference'],
  supplier_reference: ['vår referens', 'our reference'],
  order_reference: ['ordernummer', 'er ordernr', 'beställningsnummer', 'po number', 'order number', 'purchase order'],
  customer_id: ['kundnummer', 'kundnr', 'customer number', 'customer no'],
  currency: ['valuta', 'currency'],
  bankgiro: ['bankgiro', 'bg'],
  plusgiro: ['plusgiro', 'pg'],
  iban: ['iban'],
  bic: ['bic', 'swift', 'bic/swift'],
  org_id: ['org.nr', 'org nr', 'organisationsnummer', 'org.nummer', 'reg. no', 'reg no', 'company reg no'],
  tax_number: ['momsreg.nr', 'momsregistreringsnummer', 'vat no', 'vat number', 'vat reg no', 'momsnr'],
  note: ['meddelande', 'note', 'notering'],
  bill_to: ['faktureringsadress', 'fakturaadress', 'kund', 'köpare', 'bill to', 'invoice to', 'customer'],
  net: ['summa exkl. moms', 'summa exkl moms', 'netto', 'nettobelopp', 'subtotal', 'net amount', 'total excl. vat'],
  vat: ['moms', 'vat', 'mervärdesskatt'],
  rounding: ['öresavrundning', 'avrundning', 'rounding'],
  payable: ['att betala', 'summa att betala', 'totalt att betala', 'amount due', 'total due', 'total to pay', 'balance due'],
};

export const CREDIT_TITLES = ['kreditfaktura', 'credit note', 'kreditnota', 'credit invoice'];
export const CHARGE_REASONS = ['frakt', 'fraktavgift', 'expeditionsavgift', 'fakturaavgift', 'freight', 'shipping', 'delivery charge'];
export const TABLE_HEADERS = {
  desc: ['beskrivning', 'artikel', 'benämning', 'specifikation', 'description', 'item'],
  qty: ['antal', 'qty', 'quantity', 'st'],
  price: ['à-pris', 'a-pris', 'à pris', 'pris', 'unit price', 'price'],
  vat: ['moms %', 'moms', 'vat %', 'vat', 'tax %'],
  amount: ['belopp', 'summa', 'amount', 'total', 'line total'],
};

export function norm(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').replace(/[:.]+$/, '').trim();
}

/** If `text` starts with one of `labels` (as whole words), returns the rest after the label and an optional colon. */
export function matchLabel(text: string, labels: readonly string[]): { label: string; rest: string } | null {
  const t = text.toLowerCase();
  const sorted = [...labels].sort((a, b) => b.length - a.length);
  for (const l of sorted) {
    if (!t.startsWith(l)) continue;
    const after = text.slice(l.length);
    if (after === '' || /^[\s:.#]/.test(after)) return { label: l, rest: after.replace(/^[\s:.#]+/, '').trim() };
  }
  return null;
}
