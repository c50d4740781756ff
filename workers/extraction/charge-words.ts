// The words of a totals block's document-level allowance and charge rows (EN 16931 BG-20/BG-21) as
// invoicing tools print them beyond the exact labels of totals-charges.ts: a deduction or addition
// word before the noun ('abzgl. 5 % Rabatt', 'zzgl. Versandkosten', 'Less discount (5%)'), German
// compounds ('Sonderrabatt', 'Treuerabatt', 'Rechnungsrabattbetrag', 'Mindermengenzuschlag'), a
// fee named by what it is for ('Restocking fee', 'Handling fee', 'Shipping charge', 'Porto und
// Verpackung', 'Éco-participation'), a coupon with its percent off ('SPRING20 (20% off)'). A row
// read by these words alone is an allowance or charge only where the totals add up with it
// (charge-consistency.ts).
export type ChargeKind = 'allowance' | 'charge';

/** A word before the noun saying the amount is taken off or added ('abzgl.', 'zzgl.', 'less', 'plus'). */
const MARKER = /^(?:abzgl\.?|abzüglich|zzgl\.?|zuzüglich|\.\/\.|less|plus|minus|moins|\+|-)\s+/iu;
/** A percent with what may go with it: 'von 3 %', '(10% off)', '@ 5%', 'de 10 %', '5 %'. */
const PERCENT = /\(?\s*(?:(?:von|of|de|à|@)\s+)?-?\d{1,2}(?:[.,]\d{1,3})?\s*%(?:\s*off)?\s*\)?/giu;

/** Allowance nouns, alone or ending a German compound ('Sonderrabatt', 'Rechnungsrabattbetrag'). */
const ALLOWANCE_WORD =
  /^(?:\p{L}*(?:rabatt|nachlass)(?:betrag|s)?|abschlag|skonto|discount|discounts|rebate|reduction|remise|rabais|réduction|escompte|ristourne|coupon|promo|promotion|voucher|gutschein)$/iu;
/** Charge nouns, alone or opening or ending a German compound ('Versandkosten', 'Mindermengenzuschlag'). */
const CHARGE_WORD =
  /^(?:(?:versand|fracht|transport|verpackung|porto|liefer|zustell|nachnahme|mindermengen|maut|expresszuschlag)\p{L}*|\p{L}*(?:zuschlag|aufschlag|gebühr|gebühren|pauschale)|shipping|freight|carriage|postage|delivery|handling|packing|packaging|surcharge|fee|fees|charge|frais|port|livraison|expédition|emballage|majoration|supplément|éco-participation|écoparticipation|éco-part|eco-part|éco-contribution|écotaxe|éco-taxe|ecotax|eco-fee)$/iu;
/**
 * Words that make the row something else: a total or subtotal, VAT, an amount paid or to pay, or
 * the terms of a discount only offered ('2 % Skonto bei Zahlung bis 30.04.', 'if paid within').
 */
const OTHER_WORDS = new Set([
  ...['total', 'subtotal', 'sub-total', 'sous-total', 'summe', 'zwischensumme', 'netto', 'brutto', 'net', 'ttc'],
  ...['tva', 'vat', 'tax', 'mwst', 'mwst.', 'ust', 'ust.', 'umsatzsteuer', 'steuer'],
  ...['paid', 'payé', 'réglé', 'bezahlt', 'gezahlt', 'anzahlung', 'acompte', 'deposit', 'balance', 'due'],
  ...['payer', 'zahlung', 'zahlbar', 'innerhalb', 'within', 'if', 'bei', 'pour', 'si', 'avant', 'before'],
  ...['until', 'bis', 'jusqu', 'days', 'tage', 'tagen', 'jours', 'paiement', 'payment'],
]);
/** A total's noun ('Gesamtbetrag', 'Zwischensumme', 'Rechnungsbetrag'), when no allowance word. */
const TOTAL_NOUN = /^(?:\p{L}*summe|\p{L}*betrag|gesamt\p{L}*)$/iu;
/** A bracket naming the row's VAT ('(TVA 20 %)', '(19 % USt.)', '(Tax: 19.00%)'). */
const VAT_BRACKET = /\(([^)]*%[^)]*)\)/u;
const VAT_NAMED = /(?:tva|vat|tax|mwst|ust|moms|mva|alv)/iu;

export interface ChargeLabel {
  kind: ChargeKind;
  /** The label without its marker and percent ('abzgl. 5 % Rabatt' → 'Rabatt'). */
  reason: string;
  /** The percent of the discount or charge printed in the label, or null. */
  percent: number | null;
  /** The VAT rate a bracket names ('Frais de port (TVA 20 %)'), or null. */
  vatRate: number | null;
}

const rateOf = (text: string): number | null => {
  const m = /(-?\d{1,2}(?:[.,]\d{1,3})?)\s*%/u.exec(text);
  return m ? Math.abs(Number((m[1] as string).replace(',', '.'))) : null;
};

/**
 * The kind of a totals row by its label's words, or null: an allowance word wins over a charge
 * word ('Rabatt auf Versandkosten', 'Shipping discount'); a percent off alone makes a coupon.
 */
export function chargeLabel(label: string): ChargeLabel | null {
  const bracket = VAT_BRACKET.exec(label);
  const vatRate = bracket && VAT_NAMED.test(bracket[1] as string) ? rateOf(bracket[1] as string) : null;
  const text = vatRate === null ? label : label.replace(VAT_BRACKET, ' ');
  const reason = text
    .trim()
    .replace(/:$/, '')
    .replace(MARKER, '')
    .replace(PERCENT, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s:,]+$/, '')
    .trim();
  const words = reason
    .toLowerCase()
    .split(/[\s/&,+]+/u)
    .filter((w) => w !== '' && !/^(?:und|and|et|de|du|des|la|le|les|d'|of)$/i.test(w));
  // A sentence is no totals label.
  const other = (w: string): boolean =>
    OTHER_WORDS.has(w.replace(/[.:]$/, '')) || (TOTAL_NOUN.test(w) && !ALLOWANCE_WORD.test(w));
  if (words.length === 0 || words.length > 5 || words.some(other)) return null;
  // A word may be cut short ('Éco-part.').
  const bare = words.map((w) => w.replace(/\.$/, ''));
  const kind: ChargeKind | null = bare.some((w) => ALLOWANCE_WORD.test(w))
    ? 'allowance'
    : bare.some((w) => CHARGE_WORD.test(w))
      ? 'charge'
      : /%\s*off\b/i.test(label)
        ? 'allowance'
        : null;
  return kind ? { kind, reason, percent: rateOf(text), vatRate } : null;
}
