// Bookkeeping columns per role (spec 6 'Column visibility').
import { bookkeepingColumns } from './bookkeepingColumns';

describe('bookkeepingColumns', () => {
  it('shows admins every column', () => {
    expect(bookkeepingColumns('admin')).toEqual({ supplier: true, whoSolved: true, whenSolved: true });
  });

  it('hides who and when solved from receivers, users and eSynPay users, and the supplier from users', () => {
    expect(bookkeepingColumns('receiver')).toEqual({ supplier: true, whoSolved: false, whenSolved: false });
    expect(bookkeepingColumns('user')).toEqual({ supplier: false, whoSolved: false, whenSolved: false });
    expect(bookkeepingColumns('esynpay_user')).toEqual({ supplier: false, whoSolved: false, whenSolved: false });
  });

  it('shows nothing optional before the user is known', () => {
    expect(bookkeepingColumns(undefined)).toEqual({ supplier: false, whoSolved: false, whenSolved: false });
  });
});
