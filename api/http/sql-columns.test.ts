import { quoteColumn } from './sql-columns';

describe('quoteColumn', () => {
  it('quotes a table and column pair, or a lone column', () => {
    expect(quoteColumn('invoices.created_at')).toBe('"invoices"."created_at"');
    expect(quoteColumn('status')).toBe('"status"');
  });

  it('refuses anything but plain lower-case identifiers', () => {
    for (const bad of ['Invoices.id', 'a"b', 'x.y.z', 'id; drop table x', '']) {
      expect(() => quoteColumn(bad)).toThrow(/Not a plain column name/);
    }
  });
});
