// Crater's invoice PDF templates (resources/views/app/pdf/invoice/invoice1-3.blade.php and the
// items-table partial; made for dompdf, printed here by chromium, with one rule so that absolute
// boxes sit inside the html margin as dompdf places them) rendered by blade-lite with
// Crater's own locale files (resources/scripts/locales/sv.json, fi.json: Crater ships no
// Norwegian or Danish). The values bound to the templates' PHP expressions are ours; the layout
// and the labels are Crater's.
import { computeTotals, lineAmount, type InvoiceSpec } from '../../../../tools/extraction-corpus/model';
import { renderBlade } from '../blade-lite';
import { bankgiroText, companyId, companyIdName, date, ibanText, money, paymentIdName } from '../formats';
import type { Language } from '../nordic-data';
import { word } from '../translations';

/** Crater's locale files for our languages (it has none for Norwegian and Danish). */
export const CRATER_LOCALE: Partial<Record<Language, string>> = { sv: 'sv', fi: 'fi' };

/** The name a Crater user gives the VAT tax type (user data, not a template word). */
const TAX_NAME: Record<Language, string> = { sv: 'Moms', no: 'MVA', da: 'Moms', fi: 'ALV' };

const COUNTRY: Record<string, string> = { SE: 'Sverige', FI: 'Suomi', NO: 'Norge', DK: 'Danmark' };

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function fillCrater(
  template: string,
  partials: Record<string, string>,
  t: Map<string, string>,
  lang: Language,
  spec: InvoiceSpec,
): string {
  const totals = computeTotals(spec);
  const s = spec.supplier;
  const c = spec.customer;
  const perItemTax = totals.perRate.length > 1;
  const taxes = totals.perRate.map((r) => ({ name: TAX_NAME[lang], percent: r.rate, amount: r.tax }));
  const items = spec.lines.map((l) => ({
    name: l.name,
    description: '',
    quantity: l.qty,
    unit_name: null,
    price: l.price,
    total: lineAmount(l),
    tax: Math.round(lineAmount(l) * l.rate) / 100,
  }));
  const address = (lines: string[]): string => lines.map((l) => `<p>${esc(l)}</p>`).join('');
  const pay =
    s.address.country === 'SE' && s.bankgiro
      ? [`Bankgiro: ${bankgiroText(s.bankgiro)}`]
      : [`IBAN: ${ibanText(s.iban ?? '')}`, `BIC: ${s.bic ?? ''}`];
  const notes = [
    ...pay,
    ...(spec.ocr ? [`${paymentIdName(lang)}: ${spec.ocr}`] : []),
    ...(spec.terms ? [spec.terms] : []),
  ];
  const bound: Record<string, unknown> = {
    $logo: null,
    "App::isLocale('th')": false,
    '$invoice->customer->company': { name: s.name },
    '$invoice->customer->company->name': s.name,
    $company_address: `<h3><strong>${esc(s.name ?? '')}</strong></h3>${address([
      s.address.street,
      `${s.address.zip} ${s.address.city}`,
      COUNTRY[s.address.country] ?? '',
      `${companyIdName(s)} ${companyId(s)}`,
      s.tax_number ?? '',
    ])}`,
    $billing_address: address([
      c.name ?? '',
      c.address.street,
      `${c.address.zip} ${c.address.city}`,
      COUNTRY[c.address.country] ?? '',
      c.tax_number ?? '',
    ]),
    $shipping_address: '',
    $notes: notes.map(esc).join('<br>'),
    '$invoice->invoice_number': spec.invoice_id,
    '$invoice->formattedInvoiceDate': date(lang, spec.issue),
    '$invoice->formattedDueDate': spec.due ? date(lang, spec.due) : '',
    $customFields: [],
    '$invoice->items': items,
    '$invoice->discount_per_item': 'NO',
    '$invoice->tax_per_item': perItemTax ? 'YES' : 'NO',
    '$invoice->discount': 0,
    '$invoice->taxes': taxes,
    $taxes: taxes,
    '$invoice->sub_total': totals.lineSum,
    '$invoice->total': totals.payable,
    '$invoice->customer->currency': spec.currency,
  };
  const html = renderBlade(template, {
    lang: (key) => word(t, key),
    include: (name) => {
      const p = partials[name];
      if (p === undefined) throw new Error(`crater: no partial ${name}`);
      return p;
    },
    resolve: (expr, _locals, evaluate) => {
      if (expr in bound) return bound[expr];
      const money_ = /^format_money_pdf\((.+?),\s*\$invoice->customer->currency\s*\)$/.exec(expr);
      if (money_) return money(lang, Number(evaluate(money_[1] as string)));
      const nl2br = /^nl2br\(htmlspecialchars\((.+)\)\)$/.exec(expr);
      if (nl2br) return esc(String(evaluate(nl2br[1] as string) ?? '')).replace(/\n/g, '<br>');
      throw new Error(`crater: unbound expression ${expr}`);
    },
  });
  // dompdf takes the html margin as the page margin and places absolute boxes within it.
  return html.replace('</head>', '<style>html { position: relative; }</style></head>');
}
