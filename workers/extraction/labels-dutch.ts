// Dutch and Flemish labels: the Netherlands and Belgium send more Peppol invoices than any other
// country, and their sellers print invoices in Dutch ('Factuurnummer', 'Vervaldatum', 'Totaal excl.
// BTW', 'Te betalen'). Merged into the label lists by labels.ts, the header words by column-header.ts.
import type { FieldKey } from './labels';

export const DUTCH_LABELS: Partial<Record<FieldKey, string[]>> = {
  invoice_id: [
    'factuurnummer',
    'factuurnr',
    'factuur nr',
    'factuur nummer',
    'notanummer',
    'creditnotanummer',
    'creditnota nr',
    'creditfactuurnummer',
  ],
  issue_date: ['factuurdatum', 'datum factuur', 'factuur datum', 'datum', 'creditnotadatum'],
  due_date: [
    'vervaldatum',
    'vervaldag',
    'uiterste betaaldatum',
    'uiterlijke betaaldatum',
    'te betalen voor',
    'betalen voor',
    'betaaldatum',
  ],
  payment_terms: ['betalingsvoorwaarden', 'betalingstermijn', 'betaaltermijn', 'betalingsconditie'],
  payment_id: ['betalingskenmerk', 'betaalkenmerk', 'gestructureerde mededeling', 'mededeling', 'kenmerk'],
  buyer_reference: ['uw referentie', 'uw kenmerk', 'referentie klant'],
  supplier_reference: ['onze referentie', 'ons kenmerk'],
  order_reference: ['ordernummer', 'bestelnummer', 'uw bestelling', 'inkoopordernummer', 'po-nummer', 'bestelbon'],
  customer_id: ['klantnummer', 'klantnr', 'klant nr', 'debiteurnummer', 'debiteurnr'],
  currency: ['munteenheid'],
  org_id: ['kvk-nummer', 'kvk nummer', 'kvk nr', 'kvk', 'ondernemingsnummer', 'ondernemingsnr', 'kbo'],
  tax_number: [
    'btw-nummer',
    'btw nummer',
    'btw-nr',
    'btw nr',
    'btw-id',
    'btw-identificatienummer',
    'omzetbelastingnummer',
    'btw',
  ],
  note: ['opmerking', 'opmerkingen'],
  bill_to: ['factuuradres', 'klant', 'afnemer', 'koper', 'gefactureerd aan', 'factureren aan', 'debiteur'],
  sold_by: ['leverancier', 'verkoper', 'afzender'],
  net: [
    'subtotaal',
    'totaal excl. btw',
    'totaal excl btw',
    'totaal exclusief btw',
    'bedrag excl. btw',
    'totaal exclusief',
    'netto bedrag',
    'maatstaf van heffing',
  ],
  vat: ['btw', 'btw-bedrag', 'btw bedrag', 'totaal btw'],
  payable: [
    'totaal incl. btw',
    'totaal incl btw',
    'totaal inclusief btw',
    'te betalen',
    'totaal te betalen',
    'te betalen bedrag',
    'totaalbedrag',
    'openstaand bedrag',
  ],
  prepaid: ['reeds betaald', 'al betaald', 'voorschot', 'aanbetaling'],
};

/** Line-table header words in Dutch, by the column they head (column-header.ts). */
export const DUTCH_HEADER_WORDS = {
  desc: ['omschrijving', 'artikelomschrijving', 'benaming', 'dienst', 'diensten', 'product'],
  qty: ['aantal', 'hoeveelheid', 'aant', 'stuks', 'uren'],
  price: ['prijs', 'eenheidsprijs', 'stukprijs', 'prijs per stuk', 'tarief'],
  vat: ['btw', 'btw%', 'btw-tarief'],
  amount: ['bedrag', 'totaal', 'regeltotaal', 'subtotaal'],
} as const;
