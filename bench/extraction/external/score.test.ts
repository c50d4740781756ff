// The external set's scorer: truth leaves against a result, invented list rows counted only where
// the truth knows the lists.
import { scoreLeaves } from './evaluate';

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
