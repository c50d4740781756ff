import { fillsColumn, rankMatches } from './ranking';
import type { CompanyMatch, IdentificationKey } from './types';

const m = (
  companyId: string,
  key: IdentificationKey,
  value = `${key}-value`,
  companyName = `Company ${companyId}`,
): CompanyMatch => ({ companyId, companyName, key, value });

describe('rankMatches', () => {
  it('answers none when nothing matched', () => {
    expect(rankMatches([], null)).toEqual({
      status: 'none',
      company_id: null,
      company_name: null,
      key: null,
      value: null,
      confidence: 0,
      candidates: [],
      others: [],
      source: null,
    });
  });

  it('takes the company of the strongest key', () => {
    const r = rankMatches([m('b', 'name'), m('a', 'org_id', '556677-8899')], 'ie_raw_result');
    expect(r).toMatchObject({
      status: 'matched',
      company_id: 'a',
      key: 'org_id',
      value: '556677-8899',
      source: 'ie_raw_result',
    });
    expect(r.others.map((o) => o.company_id)).toEqual(['b']);
  });

  it('orders keys by strength: Peppol id, org, VAT, giro, IBAN, name, alias, e-mail domain', () => {
    const order: IdentificationKey[] = [
      'peppol_id',
      'org_id',
      'vat_number',
      'bankgiro',
      'iban',
      'name',
      'alias',
      'email_domain',
    ];
    for (let i = 0; i < order.length - 1; i++) {
      const r = rankMatches([m('weak', order[i + 1]!), m('strong', order[i]!)], null);
      expect(r.company_id).toBe('strong');
    }
  });

  it('never picks between two companies that match equally', () => {
    const r = rankMatches([m('a', 'name', 'Acme AB', 'Acme AB'), m('b', 'name', 'Acme AB', 'ACME Aktiebolag')], null);
    expect(r).toMatchObject({ status: 'ambiguous', company_id: null, key: 'name', confidence: 0 });
    expect(r.candidates.map((c) => c.company_id).sort()).toEqual(['a', 'b']);
    expect(fillsColumn(r)).toBe(false);
  });

  it('breaks a tie with a second key that names only one of them', () => {
    const r = rankMatches([m('a', 'bankgiro'), m('b', 'bankgiro'), m('b', 'name')], null);
    // 92 + 1 for the name, less 0.1 because the bankgiro also names 'a'.
    expect(r).toMatchObject({ status: 'matched', company_id: 'b', key: 'bankgiro', confidence: 0.83 });
    expect(r.candidates).toEqual([]);
    expect(r.others).toEqual([{ company_id: 'a', name: 'Company a', keys: ['bankgiro'], score: 92 }]);
  });

  it('counts the same key found twice (two lookups) once', () => {
    const r = rankMatches([m('a', 'org_id'), m('a', 'org_id')], null);
    expect(r.confidence).toBe(0.98);
  });

  it('lowers the confidence when an identifier names another company too', () => {
    // The supplier's own org number, and a factoring company's bankgiro on the invoice.
    const r = rankMatches([m('supplier', 'org_id'), m('supplier', 'vat_number'), m('factoring', 'bankgiro')], null);
    expect(r).toMatchObject({ status: 'matched', company_id: 'supplier', confidence: 0.89 });
    expect(fillsColumn(r)).toBe(true);
    // A weaker name match of another company is no conflict.
    expect(rankMatches([m('supplier', 'org_id'), m('other', 'name')], null).confidence).toBe(0.98);
  });

  it('fills columns from confident matches only: an e-mail domain alone is a hint', () => {
    expect(fillsColumn(rankMatches([m('a', 'name')], null))).toBe(true);
    const domainOnly = rankMatches([m('a', 'email_domain')], null);
    expect(domainOnly).toMatchObject({ status: 'matched', company_id: 'a', confidence: 0.6 });
    expect(fillsColumn(domainOnly)).toBe(false);
  });

  it('answers the same order whatever order the rows came in', () => {
    const rows = [m('c', 'name'), m('a', 'alias'), m('b', 'email_domain'), m('d', 'org_id')];
    expect(rankMatches([...rows].reverse(), null)).toEqual(rankMatches(rows, null));
  });
});
