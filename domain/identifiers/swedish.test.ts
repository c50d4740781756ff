// Tests: Swedish org/personal numbers, OCR, bankgiro, plusgiro and VAT numbers.
import {
  isValidBankgiro,
  isValidOcrReference,
  isValidOrgNumber,
  isValidPersonalNumber,
  isValidPlusgiro,
  isValidSwedishVatNumber,
  normalizeGiro,
  normalizeOrgNumber,
  ocrCheckDigit,
  vatNumberFromOrgNumber,
} from './swedish';
import { luhnCheckDigit } from './luhn';

describe('organisation numbers', () => {
  it.each([
    ['556036-0793', '5560360793'],
    ['5560360793', '5560360793'],
    ['2021006883', '2021006883'],
    ['202100-6883', '2021006883'],
    ['165560360793', '5560360793'],
    ['16556036-0793', '5560360793'],
    ['198112189876', '8112189876'],
    [' 556036 0793 ', '5560360793'],
  ])('normalizes %p to %p', (input, out) => {
    expect(normalizeOrgNumber(input)).toBe(out);
    expect(isValidOrgNumber(input)).toBe(true);
  });
  it.each(['556036-0794', '55603607930', '556036079', '175560360793', 'ABCDEF-1234', '', '556036--0793'])(
    'rejects %p',
    (v) => {
      expect(normalizeOrgNumber(v)).toBeNull();
      expect(isValidOrgNumber(v)).toBe(false);
    },
  );
});

describe('personal numbers', () => {
  it.each(['811218-9876', '8112189876', '19811218-9876', '198112189876', '121212-1212', '121212+1212'])(
    'accepts %p',
    (v) => expect(isValidPersonalNumber(v)).toBe(true),
  );
  it('accepts a samordningsnummer (day + 60)', () => {
    const base = '811278987'; // 1981-12-18 + 60 days
    expect(isValidPersonalNumber(`${base}${luhnCheckDigit(base)}`)).toBe(true);
  });
  it('checks the date', () => {
    const feb30 = '810230123';
    expect(isValidPersonalNumber(`${feb30}${luhnCheckDigit(feb30)}`)).toBe(false);
    const month13 = '811318123';
    expect(isValidPersonalNumber(`${month13}${luhnCheckDigit(month13)}`)).toBe(false);
    const leap = '200229123'; // 29 Feb 2020
    expect(isValidPersonalNumber(`20${leap}${luhnCheckDigit(leap)}`)).toBe(true);
    const century = '000229123';
    expect(isValidPersonalNumber(`${century.slice(0, 6)}-${century.slice(6)}${luhnCheckDigit(century)}`)).toBe(true); // 2000
    expect(isValidPersonalNumber(`${century.slice(0, 6)}+${century.slice(6)}${luhnCheckDigit(century)}`)).toBe(false); // 1900
    const notLeap = '210229123';
    expect(isValidPersonalNumber(`20${notLeap}${luhnCheckDigit(notLeap)}`)).toBe(false);
  });
  it.each(['811218-9877', '17811218-9876', '81121-89876', ''])('rejects %p', (v) => {
    expect(isValidPersonalNumber(v)).toBe(false);
  });
});

describe('OCR references', () => {
  it('computes and checks the check digit', () => {
    expect(ocrCheckDigit('123456789')).toBe(7);
    expect(isValidOcrReference('1234567897')).toBe(true);
    expect(isValidOcrReference('1234567898')).toBe(false);
  });
  it('enforces 2..25 digits', () => {
    expect(isValidOcrReference('18')).toBe(true); // '1' + check 8
    expect(isValidOcrReference('0')).toBe(false);
    const base24 = '123456789012345678901234';
    expect(isValidOcrReference(`${base24}${ocrCheckDigit(base24)}`)).toBe(true);
    const base25 = `${base24}5`;
    expect(isValidOcrReference(`${base25}${ocrCheckDigit(base25)}`)).toBe(false);
    expect(isValidOcrReference('12A4')).toBe(false);
  });
  it('checks the optional length digit', () => {
    // 8 digits total: base '123456' + length digit 8 + check digit.
    const base = '1234568';
    const ocr = `${base}${ocrCheckDigit(base)}`;
    expect(isValidOcrReference(ocr, { requireLengthDigit: true })).toBe(true);
    expect(isValidOcrReference('1234567897', { requireLengthDigit: true })).toBe(false);
    expect(isValidOcrReference('1234567897', { requireLengthDigit: false })).toBe(true);
  });
});

describe('bankgiro and plusgiro', () => {
  it.each(['5050-1055', '50501055', '5050 1055'])('bankgiro %p is valid', (v) => expect(isValidBankgiro(v)).toBe(true));
  it('accepts the 7-digit NNN-NNNN form', () => {
    const base = '123456';
    const bg = `${base}${luhnCheckDigit(base)}`;
    expect(isValidBankgiro(`${bg.slice(0, 3)}-${bg.slice(3)}`)).toBe(true);
    expect(isValidBankgiro(bg)).toBe(true);
  });
  it.each(['5050-1056', '123456', '123456789', '50-501055', 'abcd-efgh'])('bankgiro %p is invalid', (v) => {
    expect(isValidBankgiro(v)).toBe(false);
  });
  it.each(['4 43 21-8', '443218', '4432-18'.replace('-', ''), '18'])('plusgiro %p is valid', (v) => {
    expect(isValidPlusgiro(v)).toBe(true);
  });
  it.each(['4 43 21-6', '1', '123456789', 'x'])('plusgiro %p is invalid', (v) =>
    expect(isValidPlusgiro(v)).toBe(false),
  );
  it('normalizes giro numbers', () => {
    expect(normalizeGiro('5050-1055')).toBe('50501055');
    expect(normalizeGiro(' 4 43 21-8 ')).toBe('443218');
    expect(normalizeGiro('50a0')).toBeNull();
  });
});

describe('Swedish VAT numbers', () => {
  it.each(['SE556036079301', 'se556036079301', 'SE 5560 3607 9301', 'SE202100688301'])('accepts %p', (v) => {
    expect(isValidSwedishVatNumber(v)).toBe(true);
  });
  it.each(['SE556036079401', 'SE556036079302', 'SE5560360793', 'DE556036079301', '556036079301'])('rejects %p', (v) => {
    expect(isValidSwedishVatNumber(v)).toBe(false);
  });
  it('derives the VAT number from an org number', () => {
    expect(vatNumberFromOrgNumber('556036-0793')).toBe('SE556036079301');
    expect(vatNumberFromOrgNumber('165560360793')).toBe('SE556036079301');
    expect(vatNumberFromOrgNumber('556036-0794')).toBeNull();
  });
});
