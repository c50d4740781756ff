import { readTree, syntaxOf } from '../../domain/peppol/parse';
import { readCii } from '../../domain/peppol/parse/cii';
import { crossCheck } from './checks';
import { formFromXml } from './hybrid';
import { isZugferd1, zugferd1AsCii } from './zugferd1';

// A ZUGFeRD 1.0 COMFORT invoice in the 2014 schema (written for this test): two payment-terms
// blocks, the second carrying the due date, and an amount already prepaid.
const ZF1 = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:HeaderExchangedDocument>
    <ram:ID>RE-1001</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20140605</udt:DateTimeString></ram:IssueDateTime>
  </rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Lieferant GmbH</ram:Name>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Kunde AG</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:ApplicableTradeTax><ram:CalculatedAmount currencyID="EUR">19.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>
        <ram:BasisAmount currencyID="EUR">100.00</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:ApplicablePercent>19.00</ram:ApplicablePercent></ram:ApplicableTradeTax>
      <ram:SpecifiedTradePaymentTerms><ram:Description>2 % Skonto bis 12.06.2014</ram:Description></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20140705</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:LineTotalAmount currencyID="EUR">100.00</ram:LineTotalAmount><ram:TaxBasisTotalAmount currencyID="EUR">100.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">19.00</ram:TaxTotalAmount><ram:GrandTotalAmount currencyID="EUR">119.00</ram:GrandTotalAmount>
        <ram:TotalPrepaidAmount currencyID="EUR">50.00</ram:TotalPrepaidAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:SpecifiedSupplyChainTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount currencyID="EUR">10.00</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedSupplyChainTradeAgreement>
      <ram:SpecifiedSupplyChainTradeDelivery><ram:BilledQuantity unitCode="C62">10</ram:BilledQuantity></ram:SpecifiedSupplyChainTradeDelivery>
      <ram:SpecifiedSupplyChainTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:ApplicablePercent>19.00</ram:ApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementMonetarySummation><ram:LineTotalAmount currencyID="EUR">100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation>
      </ram:SpecifiedSupplyChainTradeSettlement>
      <ram:SpecifiedTradeProduct><ram:Name>Schrauben</ram:Name></ram:SpecifiedTradeProduct>
    </ram:IncludedSupplyChainTradeLineItem>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;

describe('ZUGFeRD 1.0 in the hybrid route', () => {
  const tree = readTree(ZF1);

  it('is recognised and read through the CII mapping', () => {
    expect(isZugferd1(tree)).toBe(true);
    expect(syntaxOf(tree)).toBeUndefined();
    const cii = zugferd1AsCii(tree);
    expect(syntaxOf(cii)).toBe('cii');
    const form = formFromXml(readCii(cii));
    expect(form).toMatchObject({
      invoice_id: 'RE-1001', issue_date: '2014-06-05', document_currency_code: 'EUR',
      payment_terms: '2 % Skonto bis 12.06.2014', due_date: '2014-07-05',
      invoice_lines: [{ item: { name: 'Schrauben', tax_percent: 19 }, price: { amount: 10 }, invoiced_quantity: 10, line_extension_amount: 100 }],
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
