// Structured twins of a corpus invoice: a Factur-X / ZUGFeRD (EN 16931) CII document and a Peppol
// BIS 3 UBL Invoice, embedded into hybrid PDFs by the generator.
import { computeTotals, giroText, lineAmount, type InvoiceSpec } from './model';

function x(s: string | null | undefined): string {
  return (s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
const a2 = (v: number): string => v.toFixed(2);
const d8 = (iso: string): string => iso.replace(/-/g, '');

export function ciiOf(s: InvoiceSpec): string {
  const t = computeTotals(s);
  const lines = s.lines
    .map(
      (l, i) => `
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>${i + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>${x(l.name)}</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${l.price.toFixed(2)}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${l.qty}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>${l.rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${a2(lineAmount(l))}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>`,
    )
    .join('');
  const party = (tag: string, c: InvoiceSpec['supplier']): string => `
      <ram:${tag}>
        <ram:Name>${x(c.name)}</ram:Name>
        ${c.org_id ? `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0007">${c.org_id}</ram:ID></ram:SpecifiedLegalOrganization>` : ''}
        <ram:PostalTradeAddress><ram:PostcodeCode>${x(c.address.zip)}</ram:PostcodeCode><ram:LineOne>${x(c.address.street)}</ram:LineOne><ram:CityName>${x(c.address.city)}</ram:CityName><ram:CountryID>${c.address.country}</ram:CountryID></ram:PostalTradeAddress>
        ${c.tax_number ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${c.tax_number}</ram:ID></ram:SpecifiedTaxRegistration>` : ''}
      </ram:${tag}>`;
  const means: string[] = [];
  if (s.pay.bankgiro && s.supplier.bankgiro)
    means.push(
      `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>30</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:ProprietaryID>${giroText('bankgiro', s.supplier.bankgiro)}</ram:ProprietaryID></ram:PayeePartyCreditorFinancialAccount><ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>SE:BANKGIRO</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution></ram:SpecifiedTradeSettlementPaymentMeans>`,
    );
  if (s.pay.plusgiro && s.supplier.plusgiro)
    means.push(
      `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>30</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:ProprietaryID>${giroText('plusgiro', s.supplier.plusgiro)}</ram:ProprietaryID></ram:PayeePartyCreditorFinancialAccount><ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>SE:PLUSGIRO</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution></ram:SpecifiedTradeSettlementPaymentMeans>`,
    );
  if (s.pay.iban && s.supplier.iban)
    means.push(
      `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>${s.supplier.iban}</ram:IBANID></ram:PayeePartyCreditorFinancialAccount><ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>${s.supplier.bic}</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution></ram:SpecifiedTradeSettlementPaymentMeans>`,
    );
  const charges = s.charges
    .map(
      (c) =>
        `<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>true</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>${a2(c.amount)}</ram:ActualAmount><ram:Reason>${x(c.reason)}</ram:Reason><ram:CategoryTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>${c.rate}</ram:RateApplicablePercent></ram:CategoryTradeTax></ram:SpecifiedTradeAllowanceCharge>`,
    )
    .join('');
  const taxes = t.perRate
    .map(
      (p) =>
        `<ram:ApplicableTradeTax><ram:CalculatedAmount>${a2(p.tax)}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>${a2(p.taxable)}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>${p.rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${x(s.invoice_id)}</ram:ID><ram:TypeCode>${s.credit ? 381 : 380}</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">${d8(s.issue)}</udt:DateTimeString></ram:IssueDateTime>
    ${s.note ? `<ram:IncludedNote><ram:Content>${x(s.note)}</ram:Content></ram:IncludedNote>` : ''}
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>${lines}
    <ram:ApplicableHeaderTradeAgreement>
      ${s.buyerRef ? `<ram:BuyerReference>${x(s.buyerRef)}</ram:BuyerReference>` : ''}${party('SellerTradeParty', s.supplier)}${party('BuyerTradeParty', s.customer)}
      ${s.orderRef ? `<ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>${x(s.orderRef)}</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>` : ''}
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      ${s.ocr ? `<ram:PaymentReference>${s.ocr}</ram:PaymentReference>` : ''}
      <ram:InvoiceCurrencyCode>${s.currency}</ram:InvoiceCurrencyCode>
      ${means.join('')}${taxes}${charges}
      <ram:SpecifiedTradePaymentTerms>${s.terms ? `<ram:Description>${x(s.terms)}</ram:Description>` : ''}${s.due ? `<ram:DueDateDateTime><udt:DateTimeString format="102">${d8(s.due)}</udt:DateTimeString></ram:DueDateDateTime>` : ''}</ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>${a2(t.lineSum)}</ram:LineTotalAmount><ram:ChargeTotalAmount>${a2(t.chargeSum)}</ram:ChargeTotalAmount>
        <ram:TaxBasisTotalAmount>${a2(t.net)}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="${s.currency}">${a2(t.tax)}</ram:TaxTotalAmount>
        <ram:RoundingAmount>${a2(t.rounding)}</ram:RoundingAmount><ram:GrandTotalAmount>${a2(t.gross)}</ram:GrandTotalAmount><ram:DuePayableAmount>${a2(t.payable)}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;
}

export function ublOf(s: InvoiceSpec): string {
  const t = computeTotals(s);
  const cur = `currencyID="${s.currency}"`;
  const party = (c: InvoiceSpec['supplier']): string => `<cac:Party>
      <cac:PostalAddress><cbc:StreetName>${x(c.address.street)}</cbc:StreetName><cbc:CityName>${x(c.address.city)}</cbc:CityName><cbc:PostalZone>${x(c.address.zip)}</cbc:PostalZone><cac:Country><cbc:IdentificationCode>${c.address.country}</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
      ${c.tax_number ? `<cac:PartyTaxScheme><cbc:CompanyID>${c.tax_number}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` : ''}
      <cac:PartyLegalEntity><cbc:RegistrationName>${x(c.name)}</cbc:RegistrationName>${c.org_id ? `<cbc:CompanyID schemeID="0007">${c.org_id}</cbc:CompanyID>` : ''}</cac:PartyLegalEntity>
    </cac:Party>`;
  const means: string[] = [];
  if (s.pay.bankgiro && s.supplier.bankgiro)
    means.push(
      `<cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>${s.ocr ? `<cbc:PaymentID>${s.ocr}</cbc:PaymentID>` : ''}<cac:PayeeFinancialAccount><cbc:ID>${s.supplier.bankgiro}</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>SE:BANKGIRO</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount></cac:PaymentMeans>`,
    );
  if (s.pay.plusgiro && s.supplier.plusgiro)
    means.push(
      `<cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>${s.ocr ? `<cbc:PaymentID>${s.ocr}</cbc:PaymentID>` : ''}<cac:PayeeFinancialAccount><cbc:ID>${s.supplier.plusgiro}</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>SE:PLUSGIRO</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount></cac:PaymentMeans>`,
    );
  if (s.pay.iban && s.supplier.iban)
    means.push(
      `<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>${s.ocr ? `<cbc:PaymentID>${s.ocr}</cbc:PaymentID>` : ''}<cac:PayeeFinancialAccount><cbc:ID>${s.supplier.iban}</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>${s.supplier.bic}</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount></cac:PaymentMeans>`,
    );
  const lines = s.lines
    .map(
      (l, i) =>
        `<cac:InvoiceLine><cbc:ID>${i + 1}</cbc:ID><cbc:InvoicedQuantity unitCode="EA">${l.qty}</cbc:InvoicedQuantity><cbc:LineExtensionAmount ${cur}>${a2(lineAmount(l))}</cbc:LineExtensionAmount><cac:Item><cbc:Name>${x(l.name)}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${l.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount ${cur}>${l.price.toFixed(2)}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`,
    )
    .join('\n  ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>${x(s.invoice_id)}</cbc:ID>
  <cbc:IssueDate>${s.issue}</cbc:IssueDate>
  ${s.due ? `<cbc:DueDate>${s.due}</cbc:DueDate>` : ''}
  <cbc:InvoiceTypeCode>${s.credit ? 381 : 380}</cbc:InvoiceTypeCode>
  ${s.note ? `<cbc:Note>${x(s.note)}</cbc:Note>` : ''}
  <cbc:DocumentCurrencyCode>${s.currency}</cbc:DocumentCurrencyCode>
  ${s.buyerRef ? `<cbc:BuyerReference>${x(s.buyerRef)}</cbc:BuyerReference>` : ''}
  ${s.orderRef ? `<cac:OrderReference><cbc:ID>${x(s.orderRef)}</cbc:ID></cac:OrderReference>` : ''}
  <cac:AccountingSupplierParty>${party(s.supplier)}</cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>${party(s.customer)}</cac:AccountingCustomerParty>
  ${means.join('\n  ')}
  ${s.terms ? `<cac:PaymentTerms><cbc:Note>${x(s.terms)}</cbc:Note></cac:PaymentTerms>` : ''}
  ${s.charges.map((c) => `<cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:AllowanceChargeReason>${x(c.reason)}</cbc:AllowanceChargeReason><cbc:Amount ${cur}>${a2(c.amount)}</cbc:Amount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${c.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:AllowanceCharge>`).join('\n  ')}
  <cac:TaxTotal><cbc:TaxAmount ${cur}>${a2(t.tax)}</cbc:TaxAmount>${t.perRate.map((p) => `<cac:TaxSubtotal><cbc:TaxableAmount ${cur}>${a2(p.taxable)}</cbc:TaxableAmount><cbc:TaxAmount ${cur}>${a2(p.tax)}</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${p.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>`).join('')}</cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount ${cur}>${a2(t.lineSum)}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount ${cur}>${a2(t.net)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount ${cur}>${a2(t.gross)}</cbc:TaxInclusiveAmount><cbc:ChargeTotalAmount ${cur}>${a2(t.chargeSum)}</cbc:ChargeTotalAmount><cbc:PayableRoundingAmount ${cur}>${a2(t.rounding)}</cbc:PayableRoundingAmount><cbc:PayableAmount ${cur}>${a2(t.payable)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
  ${lines}
</Invoice>
`;
}
