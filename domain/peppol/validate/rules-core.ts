// EN 16931 core business rules BR-01 … BR-67 as they apply to the UBL syntax (the VAT-category,
// decimal and code-list families live in their own files).

import { text } from '../xml/tree';
import { at, child, children, els, has, isTrue, numAt, unless, type Rule, type RuleContext } from './context';

const docLevel = (ctx: RuleContext, charge: boolean) => ctx.docCharges.filter((c) => isTrue(c) === charge);
const lineLevel = (ctx: RuleContext, charge: boolean) =>
  ctx.lines.flatMap((l) => children(l, 'cac:AllowanceCharge')).filter((c) => isTrue(c) === charge);
const hasVatCategory = (el: ReturnType<typeof child>) =>
  children(el, 'cac:TaxCategory').some(
    (t) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() === 'VAT' && has(t, 'cbc:ID'),
  );
const hasReason = (el: ReturnType<typeof child>) =>
  has(el, 'cbc:AllowanceChargeReason') || has(el, 'cbc:AllowanceChargeReasonCode');

export const CORE_RULES: Rule[] = [
  {
    id: 'BR-01',
    flag: 'fatal',
    message: 'An invoice shall have a specification identifier (BT-24).',
    check: (c) => unless(c, has(c.root, 'cbc:CustomizationID')),
  },
  {
    id: 'BR-02',
    flag: 'fatal',
    message: 'An invoice shall have an invoice number (BT-1).',
    check: (c) => unless(c, has(c.root, 'cbc:ID')),
  },
  {
    id: 'BR-03',
    flag: 'fatal',
    message: 'An invoice shall have an issue date (BT-2).',
    check: (c) => unless(c, has(c.root, 'cbc:IssueDate')),
  },
  {
    id: 'BR-04',
    flag: 'fatal',
    message: 'An invoice shall have an invoice type code (BT-3).',
    check: (c) => unless(c, has(c.root, 'cbc:InvoiceTypeCode') || has(c.root, 'cbc:CreditNoteTypeCode')),
  },
  {
    id: 'BR-05',
    flag: 'fatal',
    message: 'An invoice shall have an invoice currency code (BT-5).',
    check: (c) => unless(c, c.currency !== undefined),
  },
  {
    id: 'BR-06',
    flag: 'fatal',
    message: 'An invoice shall contain the seller name (BT-27).',
    check: (c) => unless(c, has(c.seller, 'cac:PartyLegalEntity/cbc:RegistrationName')),
  },
  {
    id: 'BR-07',
    flag: 'fatal',
    message: 'An invoice shall contain the buyer name (BT-44).',
    check: (c) => unless(c, has(c.buyer, 'cac:PartyLegalEntity/cbc:RegistrationName')),
  },
  {
    id: 'BR-08',
    flag: 'fatal',
    message: 'An invoice shall contain the seller postal address (BG-5).',
    check: (c) => unless(c, child(c.seller, 'cac:PostalAddress') !== undefined),
  },
  {
    id: 'BR-09',
    flag: 'fatal',
    message: 'The seller postal address (BG-5) shall contain a country code (BT-40).',
    check: (c) => {
      const a = child(c.seller, 'cac:PostalAddress');
      return a && !has(a, 'cac:Country/cbc:IdentificationCode') ? [a] : [];
    },
  },
  {
    id: 'BR-10',
    flag: 'fatal',
    message: 'An invoice shall contain the buyer postal address (BG-8).',
    check: (c) => unless(c, child(c.buyer, 'cac:PostalAddress') !== undefined),
  },
  {
    id: 'BR-11',
    flag: 'fatal',
    message: 'The buyer postal address (BG-8) shall contain a country code (BT-55).',
    check: (c) => {
      const a = child(c.buyer, 'cac:PostalAddress');
      return a && !has(a, 'cac:Country/cbc:IdentificationCode') ? [a] : [];
    },
  },
  {
    id: 'BR-12',
    flag: 'fatal',
    message: 'An invoice shall have the sum of invoice line net amounts (BT-106).',
    check: (c) => unless(c, has(c.totals, 'cbc:LineExtensionAmount'), c.totals),
  },
  {
    id: 'BR-13',
    flag: 'fatal',
    message: 'An invoice shall have the total amount without VAT (BT-109).',
    check: (c) => unless(c, has(c.totals, 'cbc:TaxExclusiveAmount'), c.totals),
  },
  {
    id: 'BR-14',
    flag: 'fatal',
    message: 'An invoice shall have the total amount with VAT (BT-112).',
    check: (c) => unless(c, has(c.totals, 'cbc:TaxInclusiveAmount'), c.totals),
  },
  {
    id: 'BR-15',
    flag: 'fatal',
    message: 'An invoice shall have the amount due for payment (BT-115).',
    check: (c) => unless(c, has(c.totals, 'cbc:PayableAmount'), c.totals),
  },
  {
    id: 'BR-16',
    flag: 'fatal',
    message: 'An invoice shall have at least one invoice line (BG-25).',
    check: (c) => unless(c, c.lines.length > 0),
  },
  {
    id: 'BR-17',
    flag: 'fatal',
    message: 'The payee name (BT-59) shall be given when the payee (BG-10) differs from the seller.',
    check: (c) => {
      const payee = child(c.root, 'cac:PayeeParty');
      return payee && !has(payee, 'cac:PartyName/cbc:Name') ? [payee] : [];
    },
  },
  {
    id: 'BR-18',
    flag: 'fatal',
    message: 'The seller tax representative name (BT-62) shall be given when there is a tax representative (BG-11).',
    check: (c) => {
      const rep = child(c.root, 'cac:TaxRepresentativeParty');
      return rep && !has(rep, 'cac:PartyName/cbc:Name') ? [rep] : [];
    },
  },
  {
    id: 'BR-19',
    flag: 'fatal',
    message: 'The seller tax representative postal address (BG-12) shall be given when there is a tax representative.',
    check: (c) => {
      const rep = child(c.root, 'cac:TaxRepresentativeParty');
      return rep && !child(rep, 'cac:PostalAddress') ? [rep] : [];
    },
  },
  {
    id: 'BR-20',
    flag: 'fatal',
    message: 'The tax representative postal address (BG-12) shall contain a country code (BT-69).',
    check: (c) => {
      const a = at(c.root, 'cac:TaxRepresentativeParty/cac:PostalAddress');
      return a && !has(a, 'cac:Country/cbc:IdentificationCode') ? [a] : [];
    },
  },
  {
    id: 'BR-21',
    flag: 'fatal',
    message: 'Each invoice line (BG-25) shall have a line identifier (BT-126).',
    check: (c) => c.lines.filter((l) => !has(l, 'cbc:ID')),
  },
  {
    id: 'BR-22',
    flag: 'fatal',
    message: 'Each invoice line (BG-25) shall have an invoiced quantity (BT-129).',
    check: (c) => c.lines.filter((l) => !has(l, 'cbc:InvoicedQuantity') && !has(l, 'cbc:CreditedQuantity')),
  },
  {
    id: 'BR-23',
    flag: 'fatal',
    message: 'An invoice line (BG-25) shall have a quantity unit of measure code (BT-130).',
    check: (c) =>
      c.lines.filter((l) => {
        const q = child(l, 'cbc:InvoicedQuantity') ?? child(l, 'cbc:CreditedQuantity');
        return q !== undefined && !q.attrs.unitCode;
      }),
  },
  {
    id: 'BR-24',
    flag: 'fatal',
    message: 'Each invoice line (BG-25) shall have a line net amount (BT-131).',
    check: (c) => c.lines.filter((l) => !has(l, 'cbc:LineExtensionAmount')),
  },
  {
    id: 'BR-25',
    flag: 'fatal',
    message: 'Each invoice line (BG-25) shall contain the item name (BT-153).',
    check: (c) => c.lines.filter((l) => !has(l, 'cac:Item/cbc:Name')),
  },
  {
    id: 'BR-26',
    flag: 'fatal',
    message: 'Each invoice line (BG-25) shall contain the item net price (BT-146).',
    check: (c) => c.lines.filter((l) => !has(l, 'cac:Price/cbc:PriceAmount')),
  },
  {
    id: 'BR-27',
    flag: 'fatal',
    message: 'The item net price (BT-146) shall not be negative.',
    check: (c) => els(c, 'cbc:PriceAmount').filter((p) => numAt(p) < 0),
  },
  {
    id: 'BR-28',
    flag: 'fatal',
    message: 'The item gross price (BT-148) shall not be negative.',
    check: (c) =>
      c.lines
        .flatMap((l) => children(child(l, 'cac:Price'), 'cac:AllowanceCharge'))
        .filter((a) => numAt(a, 'cbc:BaseAmount') < 0),
  },
  {
    id: 'BR-29',
    flag: 'fatal',
    message: 'The invoicing period end date (BT-74) shall be on or after its start date (BT-73).',
    check: (c) =>
      children(c.root, 'cac:InvoicePeriod').filter((p) => {
        const s = text(p, 'cbc:StartDate');
        const e = text(p, 'cbc:EndDate');
        return s !== undefined && e !== undefined && e < s;
      }),
  },
  {
    id: 'BR-30',
    flag: 'fatal',
    message: 'The invoice line period end date (BT-135) shall be on or after its start date (BT-134).',
    check: (c) =>
      c.lines
        .flatMap((l) => children(l, 'cac:InvoicePeriod'))
        .filter((p) => {
          const s = text(p, 'cbc:StartDate');
          const e = text(p, 'cbc:EndDate');
          return s !== undefined && e !== undefined && e < s;
        }),
  },
  {
    id: 'BR-31',
    flag: 'fatal',
    message: 'Each document level allowance (BG-20) shall have an amount (BT-92).',
    check: (c) => docLevel(c, false).filter((a) => !has(a, 'cbc:Amount')),
  },
  {
    id: 'BR-32',
    flag: 'fatal',
    message: 'Each document level allowance (BG-20) shall have a VAT category code (BT-95).',
    check: (c) => docLevel(c, false).filter((a) => !hasVatCategory(a)),
  },
  {
    id: 'BR-33',
    flag: 'fatal',
    message: 'Each document level allowance (BG-20) shall have a reason (BT-97) or a reason code (BT-98).',
    check: (c) => docLevel(c, false).filter((a) => !hasReason(a)),
  },
  {
    id: 'BR-36',
    flag: 'fatal',
    message: 'Each document level charge (BG-21) shall have an amount (BT-99).',
    check: (c) => docLevel(c, true).filter((a) => !has(a, 'cbc:Amount')),
  },
  {
    id: 'BR-37',
    flag: 'fatal',
    message: 'Each document level charge (BG-21) shall have a VAT category code (BT-102).',
    check: (c) => docLevel(c, true).filter((a) => !hasVatCategory(a)),
  },
  {
    id: 'BR-38',
    flag: 'fatal',
    message: 'Each document level charge (BG-21) shall have a reason (BT-104) or a reason code (BT-105).',
    check: (c) => docLevel(c, true).filter((a) => !hasReason(a)),
  },
  {
    id: 'BR-41',
    flag: 'fatal',
    message: 'Each invoice line allowance (BG-27) shall have an amount (BT-136).',
    check: (c) => lineLevel(c, false).filter((a) => !has(a, 'cbc:Amount')),
  },
  {
    id: 'BR-42',
    flag: 'fatal',
    message: 'Each invoice line allowance (BG-27) shall have a reason (BT-139) or a reason code (BT-140).',
    check: (c) => lineLevel(c, false).filter((a) => !hasReason(a)),
  },
  {
    id: 'BR-43',
    flag: 'fatal',
    message: 'Each invoice line charge (BG-28) shall have an amount (BT-141).',
    check: (c) => lineLevel(c, true).filter((a) => !has(a, 'cbc:Amount')),
  },
  {
    id: 'BR-44',
    flag: 'fatal',
    message: 'Each invoice line charge (BG-28) shall have a reason (BT-144) or a reason code (BT-145).',
    check: (c) => lineLevel(c, true).filter((a) => !hasReason(a)),
  },
  {
    id: 'BR-45',
    flag: 'fatal',
    message: 'Each VAT breakdown (BG-23) shall have a taxable amount (BT-116).',
    check: (c) => c.subtotals.filter((s) => !has(s, 'cbc:TaxableAmount')),
  },
  {
    id: 'BR-46',
    flag: 'fatal',
    message: 'Each VAT breakdown (BG-23) shall have a tax amount (BT-117).',
    check: (c) => c.subtotals.filter((s) => !has(s, 'cbc:TaxAmount')),
  },
  {
    id: 'BR-47',
    flag: 'fatal',
    message: 'Each VAT breakdown (BG-23) shall have a VAT category code (BT-118).',
    check: (c) => c.subtotals.filter((s) => !hasVatCategory(s)),
  },
  {
    id: 'BR-48',
    flag: 'fatal',
    message: 'Each VAT breakdown (BG-23) shall have a VAT rate (BT-119), except when not subject to VAT (O).',
    check: (c) =>
      c.subtotals.filter((s) => {
        const cat = child(s, 'cac:TaxCategory');
        return !has(cat, 'cbc:Percent') && text(cat, 'cbc:ID') !== 'O';
      }),
  },
  {
    id: 'BR-49',
    flag: 'fatal',
    message: 'A payment instruction (BG-16) shall specify the payment means type code (BT-81).',
    check: (c) => children(c.root, 'cac:PaymentMeans').filter((p) => !has(p, 'cbc:PaymentMeansCode')),
  },
  {
    id: 'BR-50',
    flag: 'fatal',
    message: 'A payment account identifier (BT-84) shall be present for credit transfers (BG-17).',
    check: (c) =>
      children(c.root, 'cac:PaymentMeans').filter(
        (p) =>
          ['30', '58'].includes(text(p, 'cbc:PaymentMeansCode') ?? '') &&
          child(p, 'cac:PayeeFinancialAccount') &&
          !has(p, 'cac:PayeeFinancialAccount/cbc:ID'),
      ),
  },
  {
    id: 'BR-51',
    flag: 'warning',
    message: 'An invoice should not carry a full payment card number (BT-87): at most the first 6 and last 4 digits.',
    check: (c) => els(c, 'cbc:PrimaryAccountNumberID').filter((e) => e.text.trim().length > 10),
  },
  {
    id: 'BR-52',
    flag: 'fatal',
    message: 'Each additional supporting document (BG-24) shall have a reference (BT-122).',
    check: (c) => children(c.root, 'cac:AdditionalDocumentReference').filter((d) => !has(d, 'cbc:ID')),
  },
  {
    id: 'BR-53',
    flag: 'fatal',
    message:
      'When a VAT accounting currency (BT-6) is given, the total VAT in that currency (BT-111) shall be provided.',
    check: (c) => {
      if (!c.taxCurrency) return [];
      return unless(
        c,
        children(c.root, 'cac:TaxTotal').some((t) => child(t, 'cbc:TaxAmount')?.attrs.currencyID === c.taxCurrency),
      );
    },
  },
  {
    id: 'BR-54',
    flag: 'fatal',
    message: 'Each item attribute (BG-32) shall have a name (BT-160) and a value (BT-161).',
    check: (c) => els(c, 'cac:AdditionalItemProperty').filter((p) => !has(p, 'cbc:Name') || !has(p, 'cbc:Value')),
  },
  {
    id: 'BR-55',
    flag: 'fatal',
    message: 'Each preceding invoice reference (BG-3) shall contain the preceding invoice number (BT-25).',
    check: (c) =>
      children(c.root, 'cac:BillingReference').filter((b) => !has(b, 'cac:InvoiceDocumentReference/cbc:ID')),
  },
  {
    id: 'BR-56',
    flag: 'fatal',
    message: 'Each seller tax representative (BG-11) shall have a VAT identifier (BT-63).',
    check: (c) => {
      const rep = child(c.root, 'cac:TaxRepresentativeParty');
      return rep &&
        !children(rep, 'cac:PartyTaxScheme').some(
          (t) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() === 'VAT' && has(t, 'cbc:CompanyID'),
        )
        ? [rep]
        : [];
    },
  },
  {
    id: 'BR-57',
    flag: 'fatal',
    message: 'Each deliver-to address (BG-15) shall contain a country code (BT-80).',
    check: (c) =>
      els(c, 'cac:DeliveryLocation')
        .map((d) => child(d, 'cac:Address'))
        .filter((a): a is NonNullable<typeof a> => a !== undefined && !has(a, 'cac:Country/cbc:IdentificationCode')),
  },
  {
    id: 'BR-61',
    flag: 'fatal',
    message: 'For credit transfer payment means (30, 58) the payment account identifier (BT-84) shall be present.',
    check: (c) =>
      children(c.root, 'cac:PaymentMeans').filter(
        (p) =>
          ['30', '58'].includes(text(p, 'cbc:PaymentMeansCode') ?? '') && !has(p, 'cac:PayeeFinancialAccount/cbc:ID'),
      ),
  },
  {
    id: 'BR-62',
    flag: 'fatal',
    message: 'The seller electronic address (BT-34) shall have a scheme identifier.',
    check: (c) =>
      [child(c.seller, 'cbc:EndpointID')].filter(
        (e): e is NonNullable<typeof e> => e !== undefined && !e.attrs.schemeID,
      ),
  },
  {
    id: 'BR-63',
    flag: 'fatal',
    message: 'The buyer electronic address (BT-49) shall have a scheme identifier.',
    check: (c) =>
      [child(c.buyer, 'cbc:EndpointID')].filter(
        (e): e is NonNullable<typeof e> => e !== undefined && !e.attrs.schemeID,
      ),
  },
  {
    id: 'BR-64',
    flag: 'fatal',
    message: 'The item standard identifier (BT-157) shall have a scheme identifier.',
    check: (c) =>
      els(c, 'cac:StandardItemIdentification')
        .map((s) => child(s, 'cbc:ID'))
        .filter((e): e is NonNullable<typeof e> => e !== undefined && !e.attrs.schemeID),
  },
  {
    id: 'BR-65',
    flag: 'fatal',
    message: 'The item classification identifier (BT-158) shall have a scheme identifier.',
    check: (c) => els(c, 'cbc:ItemClassificationCode').filter((e) => !e.attrs.listID),
  },
  {
    id: 'BR-66',
    flag: 'fatal',
    message: 'An invoice shall contain at most one payment card account (BG-18).',
    check: (c) =>
      unless(c, children(c.root, 'cac:PaymentMeans').filter((p) => child(p, 'cac:CardAccount')).length <= 1),
  },
  {
    id: 'BR-67',
    flag: 'fatal',
    message: 'An invoice shall contain at most one payment mandate (BG-19).',
    check: (c) =>
      unless(c, children(c.root, 'cac:PaymentMeans').filter((p) => child(p, 'cac:PaymentMandate')).length <= 1),
  },
];
