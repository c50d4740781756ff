// An item's name over a line that describes it (EN 16931 BT-153 over BT-154; docs/extraction.md
// step 249): a line under a name is a wrap only where its first word would not have fitted after
// the name within the table's widest name line; else the name broke there and what follows
// describes the item ('Schweinesteak' over 'aus Deutschland', as intarsys, DATEV-like and shop
// layouts print a product's description under its name). The period a subscription line covers,
// in brackets after its name or alone under it, is no part of the name either (step 251).
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { GERMAN_HEAD, type Rows } from './german-probe-page';
import { testPage } from './test-page';

function names(rows: Rows): string[] {
  const head: Rows = [...GERMAN_HEAD];
  const { form } = formFromLines(buildDocumentLines([testPage([...head, ...rows])]));
  return form.invoice_lines.map((l) => l.item.name);
}

const row = (name: string, amount: string): Array<[number, string]> => [
  [30, name],
  [300, '1'],
  [380, amount],
  [460, amount],
];

describe('a description under an item name (step 249)', () => {
  it('is no part of the name where its first word would have fitted after it', () => {
    expect(
      names([
        row('Kunstrasen grün, 3 m breit, Rolle', '12,00'),
        row('Schweinesteak', '27,50'),
        [[30, 'aus Deutschland']],
        row('Pfand', '5,00'),
        [[30, 'nicht rabattierfähig']],
      ]),
    ).toEqual(['Kunstrasen grün, 3 m breit, Rolle', 'Schweinesteak', 'Pfand']);
  });
  it('still joins a name wrapped for want of room', () => {
    expect(
      names([
        row('Kunstrasen grün, 3 m breit, Rolle', '12,00'),
        row('Mineralwasser Medium still in', '5,49'),
        [[30, 'Glasflaschen']],
      ]),
    ).toEqual(['Kunstrasen grün, 3 m breit, Rolle', 'Mineralwasser Medium still in Glasflaschen']);
  });
});

describe('the period a subscription line covers (step 251)', () => {
  it('is left out of the name, in brackets after it or alone under it', () => {
    expect(
      names([
        row('Pro plan (Nov 1 – Nov 30, 2024)', '150,00'),
        row('Wartungsvertrag (01.11.2024 - 30.11.2024)', '80,00'),
        row('Extra seats', '50,00'),
        [[30, 'Nov 1 – Nov 30, 2024']],
      ]),
    ).toEqual(['Pro plan', 'Wartungsvertrag', 'Extra seats']);
  });
  it('keeps brackets that hold no period', () => {
    expect(names([row('Socks (3 pair)', '12,00'), row('Kabel (2 - 3 m)', '8,00')])).toEqual([
      'Socks (3 pair)',
      'Kabel (2 - 3 m)',
    ]);
  });
});
