// A credit note named by its labels rather than a title: invoicing tools print 'Kreditnummer',
// 'Credit Number', 'Numéro d'avoir' where an invoice has 'Fakturanummer', and often no
// 'Kreditnota' title at all (Invoice Ninja's designs in every language it ships).

/** The number label of a credit note (read as the invoice number, BT-1). */
export const CREDIT_NUMBER_LABELS = [
  'kreditnummer',
  'kreditfakturanr',
  'kreditfaktura nr',
  'kreditnotanummer',
  'kreditnota nr',
  'kreditnotanr',
  'credit number',
  'credit no',
  'credit note no',
  'credit note #',
  'credit memo no',
  'credit memo #',
  'gutschriftnummer',
  "numéro d'avoir",
  // A French credit note's number in the other word orders.
  'n° avoir',
  "n° d'avoir",
  'avoir n°',
  'numéro avoir',
  'luotto numero',
  'hyvityslaskun numero',
  'hyvityslaskun nro',
];

/** What a credit note pays back ('Til gode', 'Att få tillbaka'), read as its amount to pay (BT-115). */
export const CREDIT_PAYABLE_LABELS = [
  'til gode',
  'tilgode',
  'tilgodehavende',
  'att få tillbaka',
  'hyvitetään',
  'hyvitys yhteensä',
];

/** The date label of a credit note (read as the issue date, BT-2). */
export const CREDIT_DATE_LABELS = [
  'kreditdatum',
  'kreditdato',
  'kreditnotadato',
  'credit date',
  'credit note date',
  'gutschriftsdatum',
  "date d'avoir",
  'luoton päivämäärä',
  'hyvityslaskun päivämäärä',
];

/** True when the invoice number was found under a credit note's number label. */
export function isCreditNumberLabel(label: string | undefined): boolean {
  return label !== undefined && CREDIT_NUMBER_LABELS.includes(label);
}
