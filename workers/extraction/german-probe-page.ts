// A German probe page's head for tests (docs/extraction.md steps 240-): a seller's return-address
// line, the customer's block beside the number and date, and a line table's header.
export type Rows = Array<Array<[number, string]>>;

/** 'Elektro Meier GmbH' selling to 'Peter Hoffmann', invoice 2024-117 of 12.04.2024, then the table header. */
export const GERMAN_HEAD: Rows = [
  [[30, 'Elektro Meier GmbH · Werkstraße 9 · 50667 Köln']],
  [
    [30, 'Peter Hoffmann'],
    [380, 'Rechnung Nr.'],
    [470, '2024-117'],
  ],
  [
    [30, 'Gartenstraße 14'],
    [380, 'Datum:'],
    [470, '12.04.2024'],
  ],
  [[30, '50999 Köln']],
  [],
  [
    [30, 'Bezeichnung'],
    [300, 'Menge'],
    [380, 'Einzelpreis'],
    [460, 'Gesamtpreis'],
  ],
];
