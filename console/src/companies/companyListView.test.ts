import { COMPANY_LIST_META, companyListView, type CompanyListVariant } from './companyListView';

describe('companyListView', () => {
  it('keeps every companies list under a meta of its own, away from the detail reads', () => {
    // react-admin copies list rows into the getOne cache under (id, meta): without a meta the admin
    // list's rows (list fields only) would stand in for the record the edit form reads.
    for (const variant of ['admin', 'receivers', 'senders'] satisfies CompanyListVariant[]) {
      expect(companyListView(variant, undefined).queryOptions).toEqual({ meta: COMPANY_LIST_META });
    }
    expect(COMPANY_LIST_META).not.toEqual({});
  });
});
