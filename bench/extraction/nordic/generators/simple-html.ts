// sparksuite/simple-html-invoice-template (MIT; invoice.html: one bordered box, a title row with
// the invoice details on the right, seller and buyer side by side, 'heading' rows over a payment
// method and the items, two columns, totals at the right). Its head (the CSS) is kept as it is and
// its body's rows are rebuilt in the same row classes with our data; labels from Akaunting's
// translations (the template is in English only).
import { computeTotals, lineAmount, type InvoiceSpec } from '../../../../tools/extraction-corpus/model';
import { bankgiroText, companyId, companyIdName, date, ibanText, money, paymentIdName, percent } from '../formats';
import type { Language } from '../nordic-data';
import { word } from '../translations';
import { singular } from './microinvoice';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const lines = (xs: string[]): string => xs.map(esc).join('<br />');

export function fillSimpleHtml(
  template: string,
  invoices: Map<string, string>,
  general: Map<string, string>,
  lang: Language,
  spec: InvoiceSpec,
): string {
  const head = template.slice(0, template.indexOf('<body>'));
  if (!head.includes('.invoice-box')) throw new Error('simple-html: the template has no .invoice-box styles');
  const t = computeTotals(spec);
  const s = spec.supplier;
  const c = spec.customer;
  const details = [
    `${word(invoices, 'invoice_number')}: ${spec.invoice_id ?? ''}`,
    `${word(invoices, 'invoice_date')}: ${date(lang, spec.issue)}`,
    ...(spec.due ? [`${word(invoices, 'due_date')}: ${date(lang, spec.due)}`] : []),
  ];
  const seller = [
    s.name ?? '',
    s.address.street,
    `${s.address.zip} ${s.address.city}`,
    `${companyIdName(s)} ${companyId(s)}`,
    s.tax_number ?? '',
  ];
  const buyer = [c.name ?? '', c.address.street, `${c.address.zip} ${c.address.city}`, c.tax_number ?? ''];
  const method =
    s.address.country === 'SE' && s.bankgiro
      ? `Bankgiro ${bankgiroText(s.bankgiro)}`
      : `IBAN ${ibanText(s.iban ?? '')} / BIC ${s.bic ?? ''}`;
  const row = (cls: string, a: string, b: string): string => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
  const items = spec.lines.map((l, i) =>
    row(i === spec.lines.length - 1 ? 'item last' : 'item', esc(l.name), esc(money(lang, lineAmount(l)))),
  );
  const totals = [
    `${word(invoices, 'sub_total')}: ${money(lang, t.lineSum)}`,
    ...t.perRate.map((r) => `${singular(word(general, 'taxes'))} ${percent(r.rate)}: ${money(lang, r.tax)}`),
    `${word(invoices, 'total')}: ${money(lang, t.payable)}`,
  ];
  const body = `<body><div class="invoice-box"><table cellpadding="0" cellspacing="0">
<tr class="top"><td colspan="2"><table><tr><td class="title">${esc(singular(word(general, 'invoices')))}</td><td>${lines(details)}</td></tr></table></td></tr>
<tr class="information"><td colspan="2"><table><tr><td>${lines(seller)}</td><td>${lines(buyer)}</td></tr></table></td></tr>
${row('heading', esc(singular(word(general, 'payment_methods'))), esc(spec.ocr ? paymentIdName(lang) : ''))}
${row('details', esc(method), esc(spec.ocr ?? ''))}
${row('heading', esc(singular(word(general, 'items'))), esc(word(general, 'amount')))}
${items.join('\n')}
${totals.map((x) => row('total', '', esc(x))).join('\n')}
${spec.terms ? row('details', esc(spec.terms), '') : ''}
</table></div></body></html>`;
  return `${head}${body}`;
}
