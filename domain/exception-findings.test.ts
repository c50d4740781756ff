import { formatExceptionFindings, parseExceptionFindings } from './exception-findings';

describe('exception findings', () => {
  it('reads back what the checks write, with rule ids and fields', () => {
    const findings = [
      {
        rule: 'BR-CO-15',
        message: 'Invoice total amount with VAT = total without VAT + VAT',
        field: 'legalMonetaryTotal.taxInclusiveAmount',
      },
      { rule: 'PEPPOL-EN16931-R001', message: 'Business process MUST be provided', field: null },
    ];
    const text = formatExceptionFindings(findings);
    expect(text).toBe(
      'BR-CO-15: Invoice total amount with VAT = total without VAT + VAT (legalMonetaryTotal.taxInclusiveAmount); PEPPOL-EN16931-R001: Business process MUST be provided',
    );
    expect(parseExceptionFindings(text)).toEqual(findings);
  });

  it('keeps a free text whole, without a rule', () => {
    expect(parseExceptionFindings('Ordernummer saknas; ring oss')).toEqual([
      { rule: null, message: 'Ordernummer saknas; ring oss', field: null },
    ]);
    expect(parseExceptionFindings('  ')).toEqual([]);
    expect(parseExceptionFindings(null)).toEqual([]);
  });
});
