// A document-level discount or surcharge printed as a row of the line table ('REMISE : Remise
// commerciale', 'Remise fidélité  -150,00', 'CHARGE : Frais de déplacement'): its kind word opens
// the name. Both table readers (table.ts, columns.ts) read such a row, without quantity and
// price, as an allowance or charge rather than an item.

/** The kind word, then the reason (after a colon: 'REMISE : Remise commerciale'). */
const ALLOWANCE_ROW =
  /^(remise|rabais|rabatt|nachlass|abschlag|abzgl|abzüglich|discount|less|allowance|charge|zuschlag|zzgl|zuzüglich|surcharge|frais|avdrag)\b\.?\s*(:?)\s*(.*)$/i;
const MARKER = /^(abzgl|abzüglich|zzgl|zuzüglich|less)$/i;
const CHARGE_WORD = /^(charge|zuschlag|zzgl|zuzüglich|surcharge|frais|avgift|tillägg)/i;

/** Whether the row's name makes it an allowance or a charge, and its reason; null for an item. */
export function allowanceRow(name: string): { charge: boolean; reason: string } | null {
  const m = ALLOWANCE_ROW.exec(name);
  if (!m) return null;
  // After a colon or a 'less'/'plus' word the rest is the reason ('abzgl. Sondernachlass'); a noun
  // is part of it ('Remise fidélité').
  const cut = m[2] === ':' || MARKER.test(m[1] as string);
  return { charge: CHARGE_WORD.test(m[1] as string), reason: (cut && m[3]?.trim()) || name };
}
