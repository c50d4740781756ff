import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDocument, readTree, syntaxOf } from '../../domain/peppol/parse';
import { readCii } from '../../domain/peppol/parse/cii';
import { isZugferd1, zugferd1AsCii } from '../../domain/peppol/parse/zugferd1';
import { crossCheck } from './checks';
import { formFromXml } from './hybrid';

// A ZUGFeRD 1.0 COMFORT invoice in the 2014 schema (written for these tests): two payment-terms
// blocks, the second carrying the due date, and an amount already prepaid.
const ZF1 = readFileSync(join(__dirname, '..', '..', 'domain', 'peppol', 'fixtures', 'zugferd1-comfort.xml'), 'utf8');

describe('ZUGFeRD 1.0 in the hybrid route', () => {
  const tree = readTree(ZF1);

  it('is recognised and read through the CII mapping', () => {
    expect(isZugferd1(tree)).toBe(true);
    expect(syntaxOf(tree)).toBeUndefined();
    const cii = zugferd1AsCii(tree);
    expect(syntaxOf(cii)).toBe('cii');
    // The hybrid route reads embedded files with readDocument, which converts 1.0 the same way.
    expect(readDocument(tree)).toEqual(readCii(cii));
    const form = formFromXml(readCii(cii));
    expect(form).toMatchObject({
      invoice_id: 'RE-1001',
      issue_date: '2014-06-05',
      document_currency_code: 'EUR',
      payment_terms: '2 % Skonto bis 12.06.2014',
      due_date: '2014-07-05',
      invoice_lines: [
        {
          item: { name: 'Schrauben', tax_percent: 19 },
          price: { amount: 10 },
          invoiced_quantity: 10,
          line_extension_amount: 100,
        },
      ],
      tax_totals: [{ tax_percent: 19, taxable_amount: 100, tax_amount: 19 }],
      legal_monetary_total: { line_extension_amount: 100, payable_amount: 69 },
      supplier_data: { name: 'Lieferant GmbH', tax_number: 'DE123456789' },
      customer_data: { name: 'Kunde AG' },
    });
  });

  it('checks the payable amount net of what was prepaid', () => {
    const doc = readCii(zugferd1AsCii(tree));
    const form = formFromXml(doc);
    expect(doc.prepaid).toBe(50);
    // The form keeps what was prepaid (BT-113), so the totals computed from it bill only the rest.
    expect(form.legal_monetary_total.prepaid_amount).toBe(50);
    expect(crossCheck(form, 100, 19).findings.map((f) => f.code)).not.toContain('payable-sum');
    const withoutPrepaid = { ...form, legal_monetary_total: { ...form.legal_monetary_total, prepaid_amount: null } };
    expect(crossCheck(withoutPrepaid, 100, 19).findings.map((f) => f.code)).toContain('payable-sum');
  });
});
