// Tests: The public surface exports what other layers import.
import * as domain from './index';

describe('public surface', () => {
  it.each([
    'InvoiceStatus',
    'statusBar',
    'shownStatus',
    'statusTooltip',
    'visibleActions',
    'forwardCountdown',
    'eSynPaySwitch',
    'visibleMenu',
    'can',
    'validateInvoiceForm',
    'invoiceFormSchema',
    'renderMessage',
    'round',
    'sum',
    'luhnValid',
    'normalizeOrgNumber',
    'isValidPeppolId',
    'isValidIban',
    'countryName',
    'searchCountries',
    'CURRENCIES',
    'ROLES',
    'companyUserUpdateSchema',
    'loginSchema',
    'validateCompanySettings',
    'computeTaxTotals',
  ])('exports %s', (name) => {
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });
});
