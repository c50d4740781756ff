// Invoice Ninja's PDF designs (resources/views/pdf-designs/*.html, read from the cache) filled the
// way its design engine fills them: the design's `$variables` replaced, and its empty containers
// (company details, client details, entity details, product table, totals) given the elements its
// PdfMaker builds there, with Invoice Ninja's own translations (lang/<locale>/texts.php).
// The filling code is ours; the layout and the words are Invoice Ninja's.
import { computeTotals, lineAmount, type InvoiceSpec } from '../../../../tools/extraction-corpus/model';
import { bankgiroText, companyId, date, ibanText, money, percent, quantity } from '../formats';
import type { Language } from '../nordic-data';
import { word } from '../translations';

/** Invoice Ninja's locale folders for our languages. */
export const INVOICE_NINJA_LOCALE: Record<Language, string> = { sv: 'sv', no: 'nb_NO', da: 'da', fi: 'fi' };

const COUNTRY_NAME: Record<Language, Record<string, string>> = {
  sv: { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland' },
  no: { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland' },
  da: { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland' },
  fi: { SE: 'Ruotsi', NO: 'Norja', DK: 'Tanska', FI: 'Suomi' },
};

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const p = (ref: string, text: string): string => `<p data-ref="${ref}">${esc(text)}</p>`;

/**
 * Appends `inner` to the element with this id, after what the design already put there (business
 * heads the client details with its 'issued to' line), as PdfMaker appends its elements.
 */
function fillContainer(html: string, id: string, inner: string): string {
  const re = new RegExp(`(<(div|table)[^>]*\\bid="${id}"[^>]*>)((?:(?!</?\\2\\b)[\\s\\S])*?)\\s*</\\2>`);
  return html.replace(re, (_m, open: string, tag: string, before: string) => `${open}${before}${inner}</${tag}>`);
}

export interface InvoiceNinjaDocument {
  html: string;
  /** The spec as printed (the surcharge row carries Invoice Ninja's word for it). */
  spec: InvoiceSpec;
}

export function fillInvoiceNinja(
  design: string,
  t: Map<string, string>,
  lang: Language,
  input: InvoiceSpec,
): InvoiceNinjaDocument {
  const spec: InvoiceSpec = {
    ...input,
    charges: input.charges.map((c) => ({ ...c, reason: word(t, 'shipping') })),
  };
  const totals = computeTotals(spec);
  const m = (v: number): string => money(lang, v);
  const s = spec.supplier;
  const c = spec.customer;
  const country = COUNTRY_NAME[lang];
  const entity = spec.credit ? word(t, 'credit_note') : word(t, 'invoice');
  const numberLabel = spec.credit ? word(t, 'credit_number') : word(t, 'invoice_number');
  const dateLabel = spec.credit ? word(t, 'credit_date') : word(t, 'invoice_date');
  const dueLabel = spec.credit ? word(t, 'total') : word(t, 'balance_due');
  const vars: Record<string, string> = {
    primary_color: '#298AAB',
    secondary_color: '#7081e0',
    font_name: "'DejaVu Sans', 'Liberation Sans'",
    font_size: '14px',
    font_url: 'data:text/css,',
    page_size: 'A4',
    page_layout: 'portrait',
    company_logo_size: '65%',
    show_shipping_address: 'none',
    show_shipping_address_visibility: 'hidden',
    show_shipping_address_block: 'none',
    show_paid_stamp: 'none',
    dir: 'ltr',
    dir_text_align: 'left',
    global_margin: '6.35mm',
    status_logo: '',
    entity_images: '',
    entity_footer: '',
    tech_hero_image: '',
    entity_label: entity,
    entity_number_label: numberLabel,
    entity_number: spec.invoice_id ?? '',
    date_label: dateLabel,
    date: date(lang, spec.issue),
    due_date: spec.due ? date(lang, spec.due) : '',
    payment_due_label: word(t, 'payment_due'),
    payment_due: spec.due ? date(lang, spec.due) : ' ',
    amount_due_label: word(t, 'amount_due'),
    amount_due: m(totals.payable),
    balance_due: m(totals.payable),
    entity_issued_to_label: spec.credit ? word(t, 'credit_issued_to') : word(t, 'invoice_issued_to'),
    from_label: word(t, 'from'),
    to_label: word(t, 'to'),
    shipping_label: word(t, 'shipping_address'),
    details_label: word(t, 'details'),
    'company.name': s.name ?? '',
    'company.logo': '',
  };
  // Longest names first so '$date_label' is not read as '$date' + '_label'.
  let html = design;
  for (const k of Object.keys(vars).sort((a, b) => b.length - a.length))
    html = html.split(`$${k}`).join(vars[k] as string);
  const left = [...new Set(html.match(/\$[a-z][a-z_.]*[a-z]/g) ?? [])];
  if (left.length > 0) throw new Error(`invoice ninja design: unbound ${left.join(', ')}`);
  // The logo: none, and no broken-image box.
  html = html.replace(/<img[^>]*class="company-logo"[^>]*>/g, '');

  html = fillContainer(
    html,
    'company-details',
    [
      p('company_details-company.name', s.name ?? ''),
      p('company_details-company.id_number', companyId(s)),
      p('company_details-company.vat_number', s.tax_number ?? ''),
    ].join(''),
  );
  html = fillContainer(
    html,
    'company-address',
    [
      p('company_address-company.address1', s.address.street),
      p('company_address-company.city_state_postal', `${s.address.zip} ${s.address.city}`),
      p('company_address-company.country', country[s.address.country] ?? ''),
    ].join(''),
  );
  const clientLines = [
    p('client_details-client.name', c.name ?? ''),
    p('client_details-client.id_number', companyId(c)),
    p('client_details-client.vat_number', c.tax_number ?? ''),
    p('client_details-client.address1', c.address.street),
    p('client_details-client.city_state_postal', `${c.address.zip} ${c.address.city}`),
    p('client_details-client.country', country[c.address.country] ?? ''),
  ];
  html = fillContainer(html, 'client-details', clientLines.join(''));
  const row = (label: string, value: string): string => `<tr><th>${esc(label)}</th><th>${esc(value)}</th></tr>`;
  const details = [
    row(numberLabel, spec.invoice_id ?? ''),
    row(dateLabel, date(lang, spec.issue)),
    ...(spec.due ? [row(word(t, 'due_date'), date(lang, spec.due))] : []),
    row(dueLabel, m(totals.payable)),
  ];
  html = fillContainer(html, 'entity-details', details.join(''));

  const multiRate = new Set(spec.lines.map((l) => l.rate)).size > 1;
  const head = ['item', 'unit_cost', 'quantity', ...(multiRate ? ['tax'] : []), 'line_total'];
  const th = head.map((k) => `<th data-ref="product_table-product.${k}-th">${esc(word(t, k))}</th>`).join('');
  const body = spec.lines
    .map((l) => {
      const cells = [l.name, m(l.price), quantity(l.qty), ...(multiRate ? [percent(l.rate)] : []), m(lineAmount(l))];
      return `<tr>${cells.map((v, i) => `<td data-ref="product_table-product.${head[i] ?? ''}-td">${esc(v)}</td>`).join('')}</tr>`;
    })
    .join('');
  html = fillContainer(html, 'product-table', `<thead><tr>${th}</tr></thead><tbody>${body}</tbody>`);

  const pay =
    s.address.country === 'SE' && spec.pay.bankgiro && s.bankgiro
      ? `Bankgiro: ${bankgiroText(s.bankgiro)}`
      : `${word(t, 'iban')}: ${ibanText(s.iban ?? '')} ${word(t, 'bic')}: ${s.bic ?? ''}`;
  const notes = [
    pay,
    ...(spec.ocr ? [`${word(t, 'payment_reference')}: ${spec.ocr}`] : []),
    ...(spec.terms ? [`${word(t, 'payment_terms')}: ${spec.terms}`] : []),
  ];
  const totalRow = (ref: string, label: string, value: string): string =>
    `<div><span data-ref="totals_table-${ref}-label">${esc(label)}</span><span data-ref="totals_table-${ref}">${esc(value)}</span></div>`;
  const right = [
    totalRow('subtotal', word(t, 'subtotal'), m(totals.lineSum)),
    ...spec.charges.map((ch) => totalRow('custom_surcharge1', ch.reason, m(ch.amount))),
    ...totals.perRate.map((r, i) => totalRow(`total_tax_${i}`, `${word(t, 'tax')} ${percent(r.rate)}`, m(r.tax))),
    totalRow('total', word(t, 'total'), m(totals.gross)),
    ...(spec.credit ? [] : [totalRow('balance_due', word(t, 'balance_due'), m(totals.payable))]),
    '<div><span></span><span></span></div>',
  ];
  html = fillContainer(
    html,
    'table-totals',
    `<div style="display: flex; flex-direction: column;"><p data-ref="total_table-public_notes" style="text-align: left;">${notes.map(esc).join('<br>')}</p></div><div class="totals-table-right-side" dir="ltr">${right.join('')}</div>`,
  );
  return { html: `<!doctype html><html><head><meta charset="utf-8"></head><body>${html}</body></html>`, spec };
}
