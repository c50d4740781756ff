// The header path tables of both syntaxes, with the few terms read by hand beside them, fill every
// header field the syntax-neutral reading has, each under its EN 16931 business term.

import { CII_HEADER } from './cii';
import type { ParsedDocument } from './model';
import { UBL_HEADER } from './ubl';

/** Each header field's business term; a new field fails to compile here until it is placed. */
const TERMS: Record<keyof ParsedDocument['header'], string> = {
  invoice_id: 'BT-1',
  issue_date: 'BT-2',
  due_date: 'BT-9',
  payment_terms: 'BT-20',
  note: 'BT-22',
  buyer_reference: 'BT-10',
  order_id: 'BT-13',
  supplier_reference: 'BT-14',
  customer_id: 'BT-46',
  accounting_cost: 'BT-19',
  currency: 'BT-5',
  payment_id: 'BT-83',
};

// Read by hand: notes are joined (both syntaxes); CII takes payment terms and the due date from
// the first of several payment-terms blocks that has one.
const BY_HAND = { UBL: ['note'], CII: ['note', 'payment_terms', 'due_date'] } as const;

describe.each([
  ['UBL', UBL_HEADER],
  ['CII', CII_HEADER],
] as const)('the %s header table', (syntax, table) => {
  it('fills every header field once, beside those read by hand', () => {
    const fields = [...table.map((r) => r.field), ...BY_HAND[syntax]].sort();
    expect(fields).toEqual(Object.keys(TERMS).sort());
  });

  it('labels each row with its business term', () => {
    for (const row of table) expect(row.bt).toBe(TERMS[row.field]);
  });
});
