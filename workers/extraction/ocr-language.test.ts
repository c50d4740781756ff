import { languageCounts, ocrLanguagesFor } from './ocr-language';

const words = (text: string): Array<{ text: string }> => text.split(/\s+/).map((t) => ({ text: t }));

describe('ocrLanguagesFor', () => {
  it('reads a German page again with German data', () => {
    const page = words(
      'Rechnung Rechnungsnummer 4711 Datum 12.03.2024 Kunde Menge Einzelpreis Betrag ' +
        'Summe netto MwSt 19% Gesamtbetrag Bitte (iberweisen Sie den Betrag auf das Konto der GmbH',
    );
    expect(ocrLanguagesFor(page)).toBe('deu+eng');
  });

  it('keeps the default data for a French page, which is not taken for German', () => {
    const page = words(
      'FACTURE N° 2024-17 Date de facture: Client: Désignation Quantité Prix unitaire HT ' +
        'Montant TVA 20% Total TTC Conditions de paiement: à réception de la facture',
    );
    expect(ocrLanguagesFor(page)).toBeNull();
    expect(languageCounts(page).fra).toBeGreaterThan(languageCounts(page).deu ?? 0);
  });

  it('keeps the default data for Swedish and English pages', () => {
    const swedish = words(
      'Faktura Fakturanummer 1001 Fakturadatum 2024-03-12 Förfallodatum Kundnummer Belopp exkl moms ' +
        'Moms 25% Summa att betala Bankgiro 123-4567 Vår referens Er referens',
    );
    const english = words(
      'Invoice number 1001 Invoice date Due date Customer Description Quantity Price Amount ' +
        'Tax Total amount due Please pay the amount to the account of this company',
    );
    expect(ocrLanguagesFor(swedish)).toBeNull();
    expect(ocrLanguagesFor(english)).toBeNull();
  });

  it('reads Norwegian and Danish pages with Danish data, Finnish ones with Finnish data', () => {
    // As a swe+eng reading gives them: 'ø' lost ('Belep', 'Temrer').
    const norwegian = words(
      'Tromse Data AS 187 453 836 MVA Norge FAKTURA Fakturadato Forfallsdato Produkt Stykkpris Antall ' +
        'Mva. Sum Belep å betale KID Betalingsfrist 30 dager',
    );
    const danish = words(
      'Kystens Temrer ApS CVR 88854888 Danmark FAKTURA Fakturadato Forfaldsdato Produkttype Enhedspris ' +
        'Stk. Sum Moms Beleb i alt',
    );
    const finnish = words(
      'Järvisen Rakennus Oy Y-tunnus 8113423-7 Laskun päivämäärä Eräpäivä Tuote Määrä Hinta Vero 14 % ' +
        'Yhteensä Viitenumero Maksuehto 14 päivää netto',
    );
    expect(ocrLanguagesFor(norwegian)).toBe('dan+eng');
    expect(ocrLanguagesFor(danish)).toBe('dan+eng');
    expect(ocrLanguagesFor(finnish)).toBe('fin+eng');
  });

  it('keeps Swedish pages on the default data though they share words with Danish', () => {
    const swedish = words(
      'Faktura Fakturanummer 1001 Fakturadatum Förfallodatum Produkt Antal Pris Moms 25% Totalt ' +
        'Summa att betala Bankgiro Vår referens Er referens Sverige',
    );
    expect(ocrLanguagesFor(swedish)).toBeNull();
  });

  it('keeps the default data when a few foreign words are all there is', () => {
    expect(ocrLanguagesFor(words('Rechnung 4711 Betrag 100,00 EUR'))).toBeNull();
    expect(ocrLanguagesFor([])).toBeNull();
  });

  it('counts marker words without their punctuation and case', () => {
    expect(languageCounts(words('(Rechnung: UND, la'))).toMatchObject({
      deu: 2,
      fra: 1,
      swe: 0,
      eng: 0,
      dan: 0,
      fin: 0,
    });
  });
});
