// Italian national rules of Peppol BIS 3.0 (IT-R-001…004); 'Italian supplier' is the seller country
// as the Peppol rules derive it (VAT prefix first, then tax representative, then address).

import type { XmlElement } from '../xml/tree';
import { child, children, exists, text, unless, type Rule, type RuleContext } from './context';

const it = (c: RuleContext) => c.peppolSellerCountry === 'IT';
const address = (c: RuleContext, field: string) =>
  it(c) ? unless(c, exists(c.seller, `cac:PostalAddress/${field}`), c.seller) : [];

export const IT_RULES: Rule[] = [
  {
    id: 'IT-R-001',
    flag: 'fatal',
    message:
      'For Italian suppliers the seller tax registration identifier (BT-32) shall have 11 to 16 letters or digits.',
    check: (c) =>
      it(c)
        ? children(c.seller, 'cac:PartyTaxScheme')
            .filter((t) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '') !== 'VAT')
            .map((t) => child(t, 'cbc:CompanyID') ?? t)
            .filter((e: XmlElement) => !/^[A-Z0-9]{11,16}$/.test(e.text.trim()))
        : [],
  },
  {
    id: 'IT-R-002',
    flag: 'fatal',
    message: 'For Italian suppliers the seller address shall contain the street name (BT-35).',
    check: (c) => address(c, 'cbc:StreetName'),
  },
  {
    id: 'IT-R-003',
    flag: 'fatal',
    message: 'For Italian suppliers the seller address shall contain the city (BT-37).',
    check: (c) => address(c, 'cbc:CityName'),
  },
  {
    id: 'IT-R-004',
    flag: 'fatal',
    message: 'For Italian suppliers the seller address shall contain the post code (BT-38).',
    check: (c) => address(c, 'cbc:PostalZone'),
  },
];
