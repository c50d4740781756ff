// The console path registry: record pages sit beside their lists (the spec's '/detail' rule, which
// the sidebar's highlighting relies on), ids are built into paths safely, and no two pages share a path.
import {
  CONSOLE_PATHS,
  INVOICE_DETAIL_PAGES,
  PATHS,
  companyDetailPath,
  emailDetailPath,
  invoiceDetailPath,
  invoiceDetailRoute,
  invoiceListPath,
  operatorDetailPath,
} from './paths';

describe('invoice detail pages', () => {
  it('has one per scope and format, each beside its list', () => {
    expect(INVOICE_DETAIL_PAGES).toHaveLength(6);
    for (const { scope, format } of INVOICE_DETAIL_PAGES) {
      expect(invoiceDetailRoute(scope, format)).toBe(invoiceListPath(scope, format).replace(/\/list$/, '/detail/:id'));
    }
  });

  it('builds the path of one invoice, a format other than Peppol giving the PDF page', () => {
    expect(invoiceDetailPath('admin', 'peppol', 'i-1')).toBe('/admin/peppol/detail/i-1');
    expect(invoiceDetailPath('incoming', null, 'i-1')).toBe('/invoices/incoming/pdf/detail/i-1');
    expect(invoiceDetailPath('outgoing', 'pdf', 'a/b c')).toBe('/invoices/outgoing/pdf/detail/a%2Fb%20c');
  });
});

describe('record pages', () => {
  it('put the id after the detail base, and give the route pattern with :id', () => {
    expect(companyDetailPath(7)).toBe('/admin/companies/detail/7');
    expect(operatorDetailPath('op-1')).toBe('/admin/users/operators/detail/op-1');
    expect(emailDetailPath(':id')).toBe('/admin/emails/detail/:id');
  });
});

it('gives every page its own path', () => {
  const paths = [...Object.values(PATHS), ...Object.values(CONSOLE_PATHS)];
  expect(new Set(paths).size).toBe(paths.length);
});
