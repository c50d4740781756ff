// Addresses printed on one line and British postcodes (docs/extraction.md, step 50); a city before
// its postcode, American and British (step 60).
import { findAddressLine, oneLineAddress, zipCity } from './address-line';
import { buildDocumentLines } from './layout';
import { addressFrom } from './party-fields';
import { testPage } from './test-page';

const lines = (rows: Array<Array<[number, string]>>) => buildDocumentLines([testPage(rows, 9)]);

describe('address lines', () => {
  it("reads 'street, postcode city, country' printed on one line", () =>
    expect(oneLineAddress('TestStraße 12-17, 98765 Weitstadt, DE')).toEqual({
      street: 'TestStraße 12-17',
      zip: '98765',
      city: 'Weitstadt',
      country: 'DE',
    }));

  it('does not take a labelled value for the street', () =>
    expect(oneLineAddress('Versicherungsort: Muster Str. 11, 12345 Bad Musterhausen')).toBeNull());

  it("finds a footer's address across its segments, outside the customer's lines", () => {
    const page = lines([
      [[300, 'CLIENT 1']],
      [[300, 'Place 2, 75015 PARIS']],
      [[40, 'Conditions de paiement : 30 jours']],
      [
        [160, '25 rue du Fournisseur'],
        [300, '92120 MONTROUGE - France - Tél : 01 02 03'],
      ],
    ]);
    expect(findAddressLine(page, new Set([0, 1]))).toEqual({
      street: '25 rue du Fournisseur',
      zip: '92120',
      city: 'MONTROUGE',
      country: 'FR',
    });
  });

  it('reads a one-row address under the name in a block', () =>
    expect(
      addressFrom(
        lines([[[40, 'Musterkunde GmbH']], [[40, 'Musterstrasse 44, 40789 Musterstadt, DE']]]).map(
          (l) => l.segments[0]!,
        ),
      ).data.address,
    ).toEqual({ street: 'Musterstrasse 44', zip: '40789', city: 'Musterstadt', country: 'DE' }));

  it('reads a British postcode after its country code', () =>
    expect(
      addressFrom(
        lines([[[40, 'Global Supplies Ltd.']], [[40, '153 Victoria Street']], [[40, 'GB SW1B 3BN London']]]).map(
          (l) => l.segments[0]!,
        ),
      ).data.address,
    ).toEqual({ street: '153 Victoria Street', zip: 'SW1B 3BN', city: 'London', country: 'GB' }));
});

describe('a city before its postcode (step 60)', () => {
  it("reads 'Springfield, IL 62704' as an American postcode and city", () =>
    expect(zipCity('Springfield, IL 62704')).toEqual({ zip: '62704', city: 'Springfield', country: 'US' }));

  it("reads 'London SW1B 3BN' as a British postcode and city", () =>
    expect(zipCity('London SW1B 3BN')).toEqual({ zip: 'SW1B 3BN', city: 'London', country: 'GB' }));

  it('does not read a label and a number as a city and postcode', () =>
    expect(zipCity('Kundennummer 12345')).toBeNull());

  it('reads an American address block and a one-line one', () => {
    const block = lines([[[40, 'Acme Corp.']], [[40, '500 Main Street']], [[40, 'Springfield, IL 62704']]]).map(
      (l) => l.segments[0]!,
    );
    expect(addressFrom(block).data.address).toEqual({
      street: '500 Main Street',
      zip: '62704',
      city: 'Springfield',
      country: 'US',
    });
    expect(oneLineAddress('500 Main Street, Springfield, IL 62704')).toEqual({
      street: '500 Main Street',
      zip: '62704',
      city: 'Springfield',
      country: 'US',
    });
  });
});
