// One-character OCR slips repaired inside a scanned line, each only where a rule or a check
// digit proves the repair; readings that are not slips stay as they are.
import { rateWithLostComma, repairOcrLine, vatPrefixRepaired } from './ocr-repair';
import { isDust, wordsFromOcrLines, type OcrWordIn } from './ocr-words';

function words(...texts: string[]): OcrWordIn[] {
  return texts.map((text, i) => ({ text, confidence: 90, bbox: { x0: i * 50, y0: 0, x1: i * 50 + 45, y1: 12 } }));
}

const read = (...texts: string[]): string[] => repairOcrLine(words(...texts)).map((w) => w.text);

describe('repairOcrLine', () => {
  it("reads 'N°' where OCR made the degree sign an asterisk or a quote ('FACTURE N*:')", () => {
    expect(read('FACTURE', 'N*:', 'F20200027')).toEqual(['FACTURE', 'N°:', 'F20200027']);
    expect(read('IN"', 'TVA', ':', 'FR', '05')).toEqual(['N°', 'TVA', ':', 'FR', '05']);
    expect(read('N”', 'DE', 'CLIENT')).toEqual(['N°', 'DE', 'CLIENT']);
    // Words that merely contain an N and a quote stay as they are.
    expect(read('"NORD"', 'IN', 'N*2')).toEqual(['"NORD"', 'IN', 'N*2']);
  });

  it("drops a table rule glued to an amount ('Total EUR 34,73]')", () => {
    expect(read('Total', 'EUR', '34,73]')).toEqual(['Total', 'EUR', '34,73']);
    expect(read('|1.234,50', '€')).toEqual(['1.234,50', '€']);
    expect(read('[Preis]', 'Art.12]', '2026]')).toEqual(['[Preis]', 'Art.12]', '2026]']);
  });

  it('joins a date whose marks were lost', () => {
    expect(read('Forfaldsdato:', '30', '09', '2026')).toEqual(['Forfaldsdato:', '30.09.2026']);
    expect(read('Antal', '12', '15', '2026')).toEqual(['Antal', '12', '15', '2026']);
    // Three columns of a table row (quantity, price, a whole amount) are not a date.
    const row = words('Item', '1', '12', '2026').map((w, i) =>
      i >= 2 ? { ...w, bbox: { ...w.bbox, x0: w.bbox.x0 + i * 100, x1: w.bbox.x1 + i * 100 } } : w,
    );
    expect(repairOcrLine(row).map((w) => w.text)).toEqual(['Item', '1', '12', '2026']);
  });
  it('puts back the decimal mark of an amount before its currency', () => {
    expect(read('Subtotal', '24975', '54', 'DKK')).toEqual(['Subtotal', '24975.54', 'DKK']);
    expect(read('1.234', '56', 'kr')).toEqual(['1.234,56', 'kr']);
    expect(read('Netto', '10', 'dage')).toEqual(['Netto', '10', 'dage']);
  });
  it("reads '96' after a rate as a percent sign", () => {
    expect(read('Vero', '14', '96:', '165,77')).toEqual(['Vero', '14', '%:', '165,77']);
    expect(read('Artikel', '1996', '96')).toEqual(['Artikel', '1996', '96']);
  });
  it('puts back the comma of a rate over 100 %', () => {
    expect(rateWithLostComma('255%')).toBe('25,5%');
    expect(rateWithLostComma('100%')).toBeNull();
    expect(rateWithLostComma('25%')).toBeNull();
  });
  it('repairs a Finnish VAT prefix only when the business id checks', () => {
    expect(vatPrefixRepaired('F143606889')).toBe('FI43606889');
    expect(vatPrefixRepaired('F143606888')).toBeNull();
  });
  it('repairs the first group of an IBAN when mod 97 then holds', () => {
    expect(read('IBAN', 'DKO03', '2090', '1009', '7881', '40')).toEqual(['IBAN', 'DK03', '2090', '1009', '7881', '40']);
    expect(read('IBAN', 'Fl41', '2749', '1261', '4563', '69')).toEqual(['IBAN', 'FI41', '2749', '1261', '4563', '69']);
    expect(read('IBAN', 'Fl42', '2749', '1261', '4563', '69')).toEqual(['IBAN', 'Fl42', '2749', '1261', '4563', '69']);
  });
});

describe('signs kept on scans', () => {
  it('keeps a percent or currency sign tesseract is sure of', () => {
    expect(isDust('%', 90)).toBe(false);
    expect(isDust('€', 90)).toBe(false);
    expect(isDust('%', 40)).toBe(true);
    const line = { bbox: { x0: 0, y0: 0, x1: 200, y1: 12 }, words: words('Moms', '25', '%') };
    expect(wordsFromOcrLines([line], 1, 1).map((w) => w.text)).toEqual(['Moms', '25', '%']);
  });
});
