// The external set's scorer: truth leaves against a result, invented list rows counted only where
// the truth knows the lists.
import { scoreLeaves } from './evaluate';
import { listsOfProfile } from './truth';

const truth = new Map<string, unknown>([
  ['invoice_id', 'F-1'],
  ['invoice_lines[0].item.name', 'Widget'],
]);
const got = {
  invoice_id: 'F-1',
  invoice_lines: [{ item: { name: 'Widget' } }, { item: { name: 'Extra' } }],
};

describe('scoreLeaves', () => {
  it('counts a row the truth lacks as wrong when the truth knows the lists', () => {
    const { wrong } = scoreLeaves(truth, null, got);
    expect(wrong.map(([k]) => k)).toEqual(['invoice_lines[1].item.name']);
  });

  it('scores only the known fields when the truth publishes no lists (invoice2data)', () => {
    const header = new Map<string, unknown>([['invoice_id', 'F-1']]);
    const { perField, wrong } = scoreLeaves(header, null, got, false);
    expect(wrong).toEqual([]);
    expect([...perField.keys()]).toEqual(['invoice_id']);
  });

  it('counts no invented row of a list the truth lacks (a MINIMUM or BASIC WL invoice)', () => {
    const lines = { ...got, tax_totals: [{ tax_percent: 20 }] };
    const { wrong } = scoreLeaves(truth, null, lines, new Set(['tax_totals', 'allowance_charges']));
    expect(wrong.map(([k]) => k)).toEqual(['tax_totals[0].tax_percent']);
    expect(scoreLeaves(truth, null, lines, new Set()).wrong).toEqual([]);
  });
});

describe('scoreLeaves with rows paired in page order', () => {
  const lines = new Map<string, unknown>([
    ['invoice_lines[0].item.name', 'Chair'],
    ['invoice_lines[0].line_extension_amount', 40],
    ['invoice_lines[1].item.name', 'Desk'],
    ['invoice_lines[1].line_extension_amount', 200],
    ['invoice_lines[2].item.name', 'Lamp'],
    ['invoice_lines[2].line_extension_amount', 30],
  ]);

  it('counts a missed first row once, not on every row after it', () => {
    const got = {
      invoice_lines: [
        { item: { name: 'Desk' }, line_extension_amount: 200 },
        { item: { name: 'Lamp' }, line_extension_amount: 30 },
      ],
    };
    expect(scoreLeaves(lines, null, got).wrong.map(([k]) => k)).toEqual([
      'invoice_lines[0].item.name',
      'invoice_lines[0].line_extension_amount',
    ]);
  });

  it('still counts an extra row (a heading read as a line) as invented', () => {
    const got = {
      invoice_lines: [
        { item: { name: 'Chair' }, line_extension_amount: 40 },
        { item: { name: 'Subtotal' }, line_extension_amount: 240 },
        { item: { name: 'Desk' }, line_extension_amount: 200 },
        { item: { name: 'Lamp' }, line_extension_amount: 30 },
      ],
    };
    const { wrong } = scoreLeaves(lines, null, got);
    expect(wrong).toEqual([
      ['invoice_lines[3].item.name', null, 'Subtotal'],
      ['invoice_lines[3].line_extension_amount', null, 240],
    ]);
  });

  it('pairs rows that agree on nothing by position, as before', () => {
    const got = {
      invoice_lines: [
        { item: { name: 'Stool' }, line_extension_amount: 41 },
        { item: { name: 'Bench' }, line_extension_amount: 201 },
        { item: { name: 'Lamp' }, line_extension_amount: 30 },
      ],
    };
    const { wrong } = scoreLeaves(lines, null, got);
    expect(wrong.map(([k, e, v]) => [k, e, v])).toEqual([
      ['invoice_lines[0].item.name', 'Chair', 'Stool'],
      ['invoice_lines[0].line_extension_amount', 40, 41],
      ['invoice_lines[1].item.name', 'Desk', 'Bench'],
      ['invoice_lines[1].line_extension_amount', 200, 201],
    ]);
  });
});

describe('listsOfProfile', () => {
  it('knows which lists each profile carries', () => {
    expect([...listsOfProfile('urn:factur-x.eu:1p0:minimum')]).toEqual([]);
    expect([...listsOfProfile('urn:factur-x.eu:1p0:basicwl')]).toEqual(['tax_totals', 'allowance_charges']);
    expect([...listsOfProfile(' urn:ferd:CrossIndustryDocument:invoice:1p0:basic ')]).toEqual([
      'invoice_lines',
      'tax_totals',
    ]);
    expect([...listsOfProfile('urn:ferd:CrossIndustryDocument:invoice:1p0:comfort')]).toHaveLength(3);
    expect([...listsOfProfile('urn:cen.eu:en16931:2017')]).toHaveLength(3);
  });
});
