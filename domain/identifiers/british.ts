// British company registration numbers (Companies House): eight characters, digits or a two-letter
// prefix and six digits ('SC123456', 'NI012345', 'OC301234'), often printed without leading zeros;
// read only after their label ('Company No. 01234567', 'Company number: 7654321', 'Registration
// No.', 'Company Reg. No', 'Registered in England and Wales No. …'), since there is no check digit.
const LABELLED =
  /\b(?:company|registration|registered)(?:\s+(?:reg(?:istration)?\.?|in\s+england(?:\s+(?:and|&)\s+wales)?|in\s+scotland))?\s*(?:no\.?|number|nr\.?|#)\s*:?\s*((?:SC|NI|OC|SO|NC|R0|FC|LP|SL)\d{6}|\d{6,8})\b/i;

/** The company number as printed after its label. */
export function britishCompanyNumber(text: string): string | null {
  return LABELLED.exec(text)?.[1]?.toUpperCase() ?? null;
}
